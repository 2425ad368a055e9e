/** a UAE Tax Registration Number: 15 digits */
export const TRN_PATTERN = /^\d{15}$/;

/** the TRN a text holds (spaces and dashes as typed dropped), or null when it is not one */
export const trnOf = (text: string | null | undefined): string | null => {
  const digits = (text ?? '').replace(/[\s-]/g, '');
  return TRN_PATTERN.test(digits) ? digits : null;
};

/** its message, worded by the clients' form as well as the server (so outside the billing catalogue, see screenMessages) */
export const trnMessages = {
  'billing.invalidTrn': { en: 'A Tax Registration Number (TRN) is 15 digits', ar: 'يتكون رقم التسجيل الضريبي من 15 رقماً' },
} as const;
