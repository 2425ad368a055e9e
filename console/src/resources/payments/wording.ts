import type { BilingualTree } from '../../i18n/bilingual';
import { wordingHook } from '../../components/messages/wordingHook';

// The screens' own wording, loaded with them (i18n.ts, the list's, comes with the first load).

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
  show: {
    title: { en: 'Payment received on %{day}', ar: 'دفعة مستلمة في %{day}' },
    back: { en: 'Back to payments', ar: 'العودة إلى المدفوعات' },
    loading: { en: 'Loading the payment', ar: 'جارٍ تحميل الدفعة' },
    loadFailed: { en: 'The payment could not be loaded', ar: 'تعذر تحميل الدفعة' },
    details: { en: 'Payment', ar: 'الدفعة' },
    amount: { en: 'Amount', ar: 'المبلغ' },
    reference: { en: 'Reference', ar: 'المرجع' },
    none: { en: '—', ar: '—' },
    retainer: { en: 'Paid into', ar: 'مدفوعة إلى' },
    retainerLink: { en: "The case's retainer", ar: 'عربون القضية' },
    allocated: { en: 'Put against invoices', ar: 'المخصص للفواتير' },
    unallocated: { en: 'Held as credit', ar: 'المحفوظ رصيداً دائناً' },
    allocations: { en: 'Invoices it settled', ar: 'الفواتير التي سددتها' },
    noAllocations: { en: 'Not put against any invoice yet.', ar: 'لم تُخصص لأي فاتورة بعد.' },
    invoice: { en: 'Invoice', ar: 'الفاتورة' },
    invoiceNumbered: { en: 'Invoice %{id}', ar: 'الفاتورة %{id}' },
  },
  allocate: {
    open: { en: 'Put credit against an invoice', ar: 'تخصيص الرصيد لفاتورة' },
    title: { en: "Put the payment's credit against an invoice", ar: 'تخصيص رصيد الدفعة لفاتورة' },
    left: { en: 'Credit left on this payment: %{amount}', ar: 'الرصيد المتبقي من هذه الدفعة: %{amount}' },
    invoice: { en: 'Invoice', ar: 'الفاتورة' },
    amountHelp: { en: 'Left blank: as much as the credit and the invoice allow', ar: 'إذا تُرك فارغاً: أكبر مبلغ يسمح به الرصيد والفاتورة' },
    noOpenInvoices: { en: 'The client has no issued invoice with an amount outstanding.', ar: 'لا توجد للموكل فاتورة صادرة عليها مبلغ مستحق.' },
    save: { en: 'Put against the invoice', ar: 'تخصيص للفاتورة' },
    saved: { en: 'Credit put against the invoice', ar: 'تم تخصيص الرصيد للفاتورة' },
    failed: { en: 'Error putting the credit against the invoice', ar: 'خطأ في تخصيص الرصيد للفاتورة' },
  },
} as const satisfies BilingualTree;

export const usePaymentWording = wordingHook(paymentWording);
