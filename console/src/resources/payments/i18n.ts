import { billingMessages } from '@lawfirm/contracts/i18n/billing.ts';
import { resourceName, type BilingualTree } from '../../i18n/bilingual';
import { wordingHook } from '../../components/messages/wordingHook';

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

/** The payment screens' wording as `{ en, ar }` pairs. */
export const paymentWording = {
  add: { en: 'Record payment', ar: 'تسجيل دفعة' },
  title: { en: 'Record a payment', ar: 'تسجيل دفعة' },
  client: { en: 'Client', ar: 'الموكل' },
  amount: { en: 'Amount (AED)', ar: 'المبلغ (درهم)' },
  method: { en: 'Method', ar: 'طريقة الدفع' },
  date: { en: 'Date received', ar: 'تاريخ الاستلام' },
  reference: { en: 'Reference (optional)', ar: 'المرجع (اختياري)' },
  referenceHelp: { en: 'The transfer, cheque or receipt number', ar: 'رقم التحويل أو الشيك أو الإيصال' },
  invoices: { en: 'Invoices it pays', ar: 'الفواتير التي تسددها' },
  invoicesHelp: { en: 'Settled in this order; what is left is held as the client\'s credit', ar: 'تُسدَّد بهذا الترتيب؛ ويُحفظ الباقي رصيداً دائناً للموكل' },
  noOpenInvoices: { en: 'The client has no issued invoice with an amount outstanding: the payment is held as credit.', ar: 'لا توجد للموكل فاتورة صادرة عليها مبلغ مستحق: تُحفظ الدفعة رصيداً دائناً.' },
  openInvoice: { en: '%{number} (outstanding %{outstanding})', ar: '%{number} (المستحق %{outstanding})' },
  balance: { en: "Client's balance: %{balance} due (outstanding %{outstanding}, credit %{credit})", ar: 'رصيد الموكل: %{balance} مستحق (المستحق %{outstanding}، الرصيد الدائن %{credit})' },
  save: { en: 'Record', ar: 'تسجيل' },
  saved: { en: 'Payment recorded', ar: 'تم تسجيل الدفعة' },
  failed: { en: 'Error recording the payment', ar: 'خطأ في تسجيل الدفعة' },
} as const satisfies BilingualTree;

export const usePaymentWording = wordingHook(paymentWording);
