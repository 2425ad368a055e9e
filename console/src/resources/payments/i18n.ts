import { paymentMethodMessages as billingMessages } from '@lawfirm/contracts/i18n/paymentMethods.ts';
import { resourceName, type BilingualTree } from '../../i18n/bilingual';

/** react-admin resource name = the route (/management/payments over /api/billing/payments) */
export const PAYMENTS = 'management/payments';

/** how money is received, as contracts word it (`billing.method.*`) */
export const methodWords = {
  bank_transfer: billingMessages['billing.method.bank_transfer'],
  cheque: billingMessages['billing.method.cheque'],
  card: billingMessages['billing.method.card'],
  cash: billingMessages['billing.method.cash'],
} as const;
export type PaymentMethodName = keyof typeof methodWords;

/** The list's wording under `resources.management/payments.*`. */
export const paymentI18n = {
  name: resourceName(['Payment', 'Payments'], ['دفعة', 'المدفوعات']),
  fields: {
    date: { en: 'Date received', ar: 'تاريخ الاستلام' },
    clientId: { en: 'Client', ar: 'الموكل' },
    amountFils: { en: 'Amount', ar: 'المبلغ' },
    method: { en: 'Method', ar: 'طريقة الدفع' },
    reference: { en: 'Reference', ar: 'المرجع' },
    allocated: { en: 'Put against invoices', ar: 'المخصص للفواتير' },
    unallocated: { en: 'Held as credit', ar: 'المحفوظ رصيداً دائناً' },
    q: { en: 'Search', ar: 'بحث' },
  },
  methods: methodWords,
} as const satisfies BilingualTree;
