/** a UAE Tax Registration Number: 15 digits */
export const TRN_PATTERN = /^\d{15}$/;

/** its message, worded by the clients' form as well as the server (so outside the billing catalogue, see screenMessages) */
export const trnMessages = {
  'billing.invalidTrn': { en: 'A Tax Registration Number (TRN) is 15 digits', ar: 'يتكون رقم التسجيل الضريبي من 15 رقماً' },
} as const;
