/**
 * How a payment was made, in words: part of the billing catalogue, apart so that the console's
 * resource wording (read on every first load) carries these four and not the whole catalogue.
 */
export const paymentMethodMessages = {
  'billing.method.bank_transfer': { en: 'Bank transfer', ar: 'تحويل بنكي' },
  'billing.method.cheque': { en: 'Cheque', ar: 'شيك' },
  'billing.method.card': { en: 'Card', ar: 'بطاقة' },
  'billing.method.cash': { en: 'Cash', ar: 'نقداً' },
} as const;
