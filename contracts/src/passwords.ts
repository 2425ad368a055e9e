/**
 * The password rule, wherever a password is set (admin users, employees, the bootstrap admin):
 * at least 10 characters, and not one of the passwords people pick most (compared without case).
 * Only passwords of 10 or more characters are listed: shorter ones fail the length already.
 */
export const PASSWORD_MIN_LENGTH = 10;

const COMMON = new Set([
  '1234567890', '0123456789', '0987654321', '12345678910', '123456789a', 'a123456789', '1234567890a', '1111111111', '0000000000',
  '1q2w3e4r5t', '1q2w3e4r5t6y', 'q1w2e3r4t5', 'qwertyuiop', 'qwerty1234', 'qwerty12345', 'qwerty123456', '1qaz2wsx3edc', 'zaq12wsxcde3',
  'asdfghjkl1', 'asdfghjkl;', 'zxcvbnm123', 'password12', 'password123', 'password1234', 'password1!', 'password!1', 'password@123',
  'password#1', 'passw0rd123', 'p@ssw0rd12', 'p@ssw0rd123', 'p@ssword123', 'pass@12345', 'pass@word1', 'passwordpassword',
  'administrator', 'admin12345', 'admin123456', 'admin@1234', 'admin@12345', 'admin#2026', 'administrator1', 'letmein123',
  'welcome123', 'welcome1234', 'welcome@123', 'welcome2026', 'changeme123', 'iloveyou12', 'iloveyou123', 'sunshine123', 'football123',
  'baseball123', 'superman123', 'princess123', 'dragon1234', 'monkey1234', 'abc1234567', 'abcd123456', 'abcdefghij', 'abc123456789',
  'qazwsxedc123', 'trustno123', 'lawyer1234', 'lawyer@123', 'lawfirm123', 'lawfirm2026', 'dubai12345', 'dubai@2026', 'uae1234567',
  'emirates123', 'pakistan123', 'india12345', 'bismillah1', 'bismillah123', 'mohammed123', 'muhammad123', 'football1!',
]);

/** the message key of what is wrong with a password, or null when it may be used */
export function passwordProblem(password: string): 'validation.passwordTooShort' | 'validation.passwordTooCommon' | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'validation.passwordTooShort';
  if (COMMON.has(password.toLowerCase())) return 'validation.passwordTooCommon';
  return null;
}
