import type { Bilingual } from '../messages.js';

/** The user's own profile, preferences and calendar feed. */
export const profileMessages = {
  'profile.currentPasswordRequired': { en: 'Enter your current password', ar: 'أدخل كلمة المرور الحالية' },
  'profile.wrongCurrentPassword': {
    en: 'The current password is not correct; your password was not changed',
    ar: 'كلمة المرور الحالية غير صحيحة؛ لم يتم تغيير كلمة المرور',
  },
  'profile.samePassword': { en: 'The new password must differ from the current one', ar: 'يجب أن تختلف كلمة المرور الجديدة عن الحالية' },
  'profile.passwordChanged': {
    en: 'Your password was changed; sign in again with the new one',
    ar: 'تم تغيير كلمة المرور؛ سجّل الدخول مجدداً بكلمة المرور الجديدة',
  },
  'profile.saved': { en: 'Your profile was saved', ar: 'تم حفظ ملفك الشخصي' },
  'profile.preferencesSaved': { en: 'Your preferences were saved', ar: 'تم حفظ تفضيلاتك' },
  'profile.phoneRequired': { en: 'Enter your phone number', ar: 'أدخل رقم هاتفك' },
  'profile.languageInvalid': { en: 'The language must be English (en) or Arabic (ar)', ar: 'يجب أن تكون اللغة الإنجليزية (en) أو العربية (ar)' },
  'profile.reminderKindInvalid': {
    en: 'Unknown reminder; choose among task assigned, hearing tomorrow, task due, deadline reminder and missed deadline',
    ar: 'تذكير غير معروف؛ اختر من: مهمة مسندة، جلسة الغد، مهمة مستحقة، تذكير بموعد قضائي، موعد قضائي فائت',
  },
  'profile.digitsInvalid': { en: 'Digits must be Western (latn) or Arabic-Indic (arab)', ar: 'يجب أن تكون الأرقام غربية (latn) أو هندية عربية (arab)' },
  'profile.feedRotated': {
    en: 'A new calendar link was made; the old link no longer works',
    ar: 'تم إنشاء رابط تقويم جديد؛ لم يعد الرابط القديم يعمل',
  },
} as const satisfies Record<string, Bilingual>;
