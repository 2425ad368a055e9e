import { billingMessages } from '@lawfirm/contracts/i18n/billing.ts';
import { resourceName, type BilingualTree } from '../../i18n/bilingual';
import { wordingHook } from '../../components/messages/wordingHook';

/** react-admin resource name = the route (/management/invoices over /api/billing/invoices) */
export const INVOICES = 'management/invoices';

/** an invoice's statuses, as the list filters and badges word them */
const statusWords = {
  draft: { en: 'Draft', ar: 'مسودة' },
  approved: { en: 'Approved', ar: 'معتمدة' },
  issued: { en: 'Issued', ar: 'صادرة' },
  voided: { en: 'Voided', ar: 'ملغاة' },
} as const;
export type InvoiceStatus = keyof typeof statusWords;

/** the VAT treatments of a draft or a line, as contracts word them (`billing.vat.*`) */
export const vatWords = {
  standard: billingMessages['billing.vat.standard'],
  zero_rated: billingMessages['billing.vat.zero_rated'],
  out_of_scope: billingMessages['billing.vat.out_of_scope'],
} as const;
export type VatTreatmentName = keyof typeof vatWords;

/** The list's wording (column labels, filters) under `resources.management/invoices.*`. */
export const invoiceI18n = {
  name: resourceName(['Invoice', 'Invoices'], ['فاتورة', 'الفواتير']),
  fields: {
    number: { en: 'Number', ar: 'الرقم' },
    clientId: { en: 'Client', ar: 'الموكل' },
    to: { en: 'Period', ar: 'الفترة' },
    status: { en: 'Status', ar: 'الحالة' },
    total: { en: 'Total', ar: 'الإجمالي' },
    outstanding: { en: 'Outstanding', ar: 'المستحق' },
    q: { en: 'Search', ar: 'بحث' },
  },
  statuses: statusWords,
} as const satisfies BilingualTree;

/** The invoice screens' wording as `{ en, ar }` pairs (the list's own: invoiceI18n). */
export const invoiceWording = {
  listTitle: { en: 'Invoices', ar: 'الفواتير' },
  draftNumber: { en: 'Draft', ar: 'مسودة' },
  add: { en: 'Draft invoice', ar: 'إعداد مسودة فاتورة' },
  open: { en: 'Open invoice', ar: 'فتح الفاتورة' },
  period: { en: '%{from} to %{to}', ar: 'من %{from} إلى %{to}' },
  none: { en: '—', ar: '—' },
  statuses: statusWords,
  vat: vatWords,
  draft: {
    title: { en: 'Draft an invoice', ar: 'إعداد مسودة فاتورة' },
    help: { en: "The client's unbilled billable time and expenses of the period become the invoice's lines.", ar: 'يصبح الوقت والمصروفات القابلة للفوترة وغير المفوترة للموكل خلال الفترة أسطر الفاتورة.' },
    client: { en: 'Client', ar: 'الموكل' },
    case: { en: 'Case', ar: 'القضية' },
    allCases: { en: "All the client's cases", ar: 'جميع قضايا الموكل' },
    from: { en: 'Period from', ar: 'الفترة من' },
    to: { en: 'Period to', ar: 'الفترة إلى' },
    vat: { en: 'VAT treatment', ar: 'المعاملة الضريبية' },
    discount: { en: 'Discount (AED)', ar: 'الخصم (درهم)' },
    discountHelp: { en: 'On the whole invoice, before VAT; optional', ar: 'على الفاتورة كلها قبل الضريبة؛ اختياري' },
    save: { en: 'Draft', ar: 'إعداد المسودة' },
    saved: { en: 'Invoice drafted', ar: 'تم إعداد مسودة الفاتورة' },
    failed: { en: 'Error drafting the invoice', ar: 'خطأ في إعداد مسودة الفاتورة' },
  },
  show: {
    titleDraft: { en: 'Draft invoice', ar: 'مسودة فاتورة' },
    title: { en: 'Invoice %{number}', ar: 'الفاتورة %{number}' },
    subtitle: { en: '%{client}, %{period}', ar: '%{client}، %{period}' },
    back: { en: 'Back to invoices', ar: 'العودة إلى الفواتير' },
    loadFailed: { en: 'Failed to fetch the invoice', ar: 'فشل في جلب الفاتورة' },
    loading: { en: 'Loading the invoice', ar: 'جارٍ تحميل الفاتورة' },
    parties: { en: 'Seller and buyer', ar: 'المورّد والمتلقي' },
    seller: { en: 'Seller', ar: 'المورّد' },
    buyer: { en: 'Buyer', ar: 'المتلقي' },
    trn: { en: 'TRN', ar: 'رقم التسجيل الضريبي' },
    partiesOnIssue: { en: 'The seller and the buyer are recorded as they stand when the invoice is issued.', ar: 'يُسجَّل المورّد والمتلقي كما هما عند إصدار الفاتورة.' },
    details: { en: 'Invoice', ar: 'الفاتورة' },
    status: { en: 'Status', ar: 'الحالة' },
    number: { en: 'Number', ar: 'الرقم' },
    client: { en: 'Client', ar: 'الموكل' },
    period: { en: 'Period', ar: 'الفترة' },
    issuedOn: { en: 'Date of issue', ar: 'تاريخ الإصدار' },
    suppliedOn: { en: 'Date of supply', ar: 'تاريخ التوريد' },
    reverseCharge: { en: 'Reverse charge', ar: 'احتساب عكسي' },
    yes: { en: 'Yes', ar: 'نعم' },
    voidReason: { en: 'Reason voided', ar: 'سبب الإلغاء' },
    lines: { en: 'Lines', ar: 'الأسطر' },
    line: {
      description: { en: 'Description', ar: 'الوصف' },
      quantity: { en: 'Quantity', ar: 'الكمية' },
      hours: { en: '%{quantity} h', ar: '%{quantity} ساعة' },
      unitPrice: { en: 'Unit price', ar: 'سعر الوحدة' },
      vat: { en: 'VAT treatment', ar: 'المعاملة الضريبية' },
      net: { en: 'Net', ar: 'الصافي' },
      vatAmount: { en: 'VAT', ar: 'الضريبة' },
      total: { en: 'Total', ar: 'الإجمالي' },
    },
    subtotal: { en: 'Subtotal', ar: 'المجموع قبل الضريبة' },
    vat: { en: 'VAT', ar: 'ضريبة القيمة المضافة' },
    total: { en: 'Total', ar: 'الإجمالي' },
    credited: { en: 'Credited', ar: 'المسترد بإشعارات دائنة' },
    paid: { en: 'Paid', ar: 'المدفوع' },
    outstanding: { en: 'Outstanding', ar: 'المستحق' },
    notOwed: { en: 'Nothing is owed until the invoice is issued', ar: 'لا يستحق شيء قبل إصدار الفاتورة' },
    creditNotes: { en: 'Credit notes', ar: 'الإشعارات الدائنة' },
    noCreditNotes: { en: 'No credit notes.', ar: 'لا توجد إشعارات دائنة.' },
    creditNote: { en: 'Credit note %{number}, %{day}: %{total}', ar: 'الإشعار الدائن %{number}، %{day}: %{total}' },
    balance: { en: "Client's balance", ar: 'رصيد الموكل' },
    balanceOutstanding: { en: 'Outstanding on issued invoices', ar: 'المستحق على الفواتير الصادرة' },
    balanceCredit: { en: 'Unallocated credit', ar: 'رصيد دائن غير مخصص' },
    balanceDue: { en: 'Balance due', ar: 'الرصيد المستحق' },
    documents: { en: 'Documents', ar: 'المستندات' },
    pdfEn: { en: 'PDF in English', ar: 'ملف PDF بالإنجليزية' },
    pdfAr: { en: 'PDF in Arabic', ar: 'ملف PDF بالعربية' },
    pdfBoth: { en: 'PDF in Arabic and English', ar: 'ملف PDF بالعربية والإنجليزية' },
    eInvoice: { en: 'E-invoice (XML)', ar: 'الفاتورة الإلكترونية (XML)' },
    documentsOnIssue: { en: 'The PDF and the e-invoice are made once the invoice is issued.', ar: 'يُعدّ ملف PDF والفاتورة الإلكترونية بعد إصدار الفاتورة.' },
    openFailed: { en: 'Failed to open the document', ar: 'فشل في فتح المستند' },
  },
  actions: {
    approve: { en: 'Approve', ar: 'اعتماد' },
    approved: { en: 'Invoice approved', ar: 'تم اعتماد الفاتورة' },
    issue: { en: 'Issue', ar: 'إصدار' },
    issueTitle: { en: 'Issue the tax invoice', ar: 'إصدار الفاتورة الضريبية' },
    issueHelp: { en: 'It takes the next invoice number and can no longer be changed: a credit note corrects it.', ar: 'تأخذ الفاتورة الرقم التالي ولا يمكن تعديلها بعد ذلك: يصححها إشعار دائن.' },
    suppliedOn: { en: 'Date of supply (optional)', ar: 'تاريخ التوريد (اختياري)' },
    suppliedOnHelp: { en: 'The date of issue when left empty', ar: 'تاريخ الإصدار إذا تُرك فارغاً' },
    reverseCharge: { en: 'Reverse charge (a client outside the UAE accounts for the VAT)', ar: 'احتساب عكسي (يحتسب الضريبة موكل خارج الدولة)' },
    issued: { en: 'Invoice issued', ar: 'تم إصدار الفاتورة' },
    void: { en: 'Void', ar: 'إلغاء' },
    voidTitle: { en: 'Void the invoice', ar: 'إلغاء الفاتورة' },
    voidHelp: { en: 'Its time and expenses become unbilled again.', ar: 'يعود وقتها ومصروفاتها غير مفوترة.' },
    reason: { en: 'Reason', ar: 'السبب' },
    voided: { en: 'Invoice voided', ar: 'تم إلغاء الفاتورة' },
    credit: { en: 'Credit note', ar: 'إشعار دائن' },
    creditTitle: { en: 'Issue a credit note', ar: 'إصدار إشعار دائن' },
    creditHelp: { en: 'How much of each line, before VAT, it takes back; the VAT follows.', ar: 'المبلغ المسترد من كل سطر قبل الضريبة؛ وتتبعه الضريبة.' },
    creditLine: { en: 'Line %{n}: %{description} (net %{net})', ar: 'السطر %{n}: %{description} (الصافي %{net})' },
    credited: { en: 'Credit note issued', ar: 'تم إصدار الإشعار الدائن' },
    pay: { en: 'Record payment', ar: 'تسجيل دفعة' },
    failed: { en: 'The invoice was not changed', ar: 'لم تتغير الفاتورة' },
  },
} as const satisfies BilingualTree;

export const useInvoiceWording = wordingHook(invoiceWording);
