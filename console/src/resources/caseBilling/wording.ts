import type { BilingualTree } from '../../i18n/bilingual';
import { wordingHook } from '../../components/messages/wordingHook';
import { vatWords, type VatTreatmentName } from '../invoices/wording';
import { feeKindWords } from './i18n';

// The screens' own wording, loaded with them (i18n.ts, the list's, comes with the first load).

/** a stage's VAT treatment: an invoice line's */
export const stageVatWords = vatWords;
export type StageVatName = VatTreatmentName;

/** The case billing screens' wording as `{ en, ar }` pairs. */
export const caseBillingWording = {
  listTitle: { en: 'Case billing', ar: 'فوترة القضايا' },
  open: { en: 'Open case billing', ar: 'فتح فوترة القضية' },
  none: { en: '—', ar: '—' },
  kinds: feeKindWords,
  vat: stageVatWords,
  list: {
    feeKind: { en: 'Fee arrangement', ar: 'ترتيب الأتعاب' },
    retainerHeld: { en: 'Held in retainer', ar: 'المحفوظ في الدفعة المقدمة' },
  },
  show: {
    title: { en: 'Billing of %{case}', ar: 'فوترة %{case}' },
    back: { en: 'Back to case billing', ar: 'العودة إلى فوترة القضايا' },
    loading: { en: 'Loading the case', ar: 'جارٍ تحميل القضية' },
    loadFailed: { en: 'Failed to fetch the case', ar: 'فشل في جلب القضية' },
    clients: { en: 'Clients', ar: 'الموكلون' },
  },
  arrangement: {
    title: { en: 'Fee arrangement', ar: 'ترتيب الأتعاب' },
    kind: { en: 'Billed', ar: 'طريقة الفوترة' },
    hourlyHelp: { en: "The case's billable time is billed at the rates that apply.", ar: 'يُفوتَر وقت القضية القابل للفوترة بالأسعار المطبقة.' },
    fixedHelp: { en: 'Each stage is billed by the next draft once it is reached; the time is recorded but not billed.', ar: 'تُفوتَر كل مرحلة في المسودة التالية بعد بلوغها؛ ويُسجَّل الوقت دون أن يُفوتَر.' },
    stages: { en: 'Stages', ar: 'المراحل' },
    description: { en: 'Description', ar: 'الوصف' },
    amount: { en: 'Amount', ar: 'المبلغ' },
    vat: { en: 'VAT treatment', ar: 'المعاملة الضريبية' },
    reachedOn: { en: 'Reached on', ar: 'تاريخ البلوغ' },
    billed: { en: 'Billed', ar: 'الفوترة' },
    notReached: { en: 'Not reached', ar: 'لم تُبلغ' },
    notBilled: { en: 'Not billed', ar: 'غير مفوترة' },
    billedOn: { en: 'Billed (invoice)', ar: 'مفوترة (الفاتورة)' },
    actions: { en: 'Actions', ar: 'الإجراءات' },
    edit: { en: 'Change arrangement', ar: 'تغيير ترتيب الأتعاب' },
    markReached: { en: 'Mark reached', ar: 'تحديد كمبلوغة' },
    markReachedOf: { en: 'Mark reached: %{stage}', ar: 'تحديد كمبلوغة: %{stage}' },
    loadFailed: { en: 'Failed to fetch the fee arrangement', ar: 'فشل في جلب ترتيب الأتعاب' },
  },
  arrangementDialog: {
    title: { en: 'Fee arrangement', ar: 'ترتيب الأتعاب' },
    kind: { en: 'How the case is billed', ar: 'طريقة فوترة القضية' },
    stages: { en: 'Stages', ar: 'المراحل' },
    addStage: { en: 'Add stage', ar: 'إضافة مرحلة' },
    description: { en: 'Description', ar: 'الوصف' },
    descriptionHelp: { en: "The invoice line's wording", ar: 'نص سطر الفاتورة' },
    amount: { en: 'Amount (AED)', ar: 'المبلغ (درهم)' },
    vat: { en: 'VAT treatment', ar: 'المعاملة الضريبية' },
    billedHelp: { en: 'Billed: it can no longer be changed or removed', ar: 'مفوترة: لا يمكن تغييرها أو حذفها' },
    save: { en: 'Save', ar: 'حفظ' },
    saved: { en: 'Fee arrangement saved', ar: 'تم حفظ ترتيب الأتعاب' },
    failed: { en: 'Error saving the fee arrangement', ar: 'خطأ في حفظ ترتيب الأتعاب' },
  },
  reachedDialog: {
    title: { en: 'Stage reached', ar: 'بلوغ المرحلة' },
    stage: { en: 'Stage: %{stage}', ar: 'المرحلة: %{stage}' },
    reachedOn: { en: 'Reached on', ar: 'تاريخ البلوغ' },
    save: { en: 'Mark reached', ar: 'تحديد كمبلوغة' },
    saved: { en: 'Stage marked reached', ar: 'تم تحديد المرحلة كمبلوغة' },
    failed: { en: 'Error marking the stage reached', ar: 'خطأ في تحديد المرحلة كمبلوغة' },
  },
  retainer: {
    title: { en: 'Retainer', ar: 'الدفعة المقدمة' },
    none: { en: 'No retainer has been agreed for this case.', ar: 'لم يُتفق على دفعة مقدمة لهذه القضية.' },
    ended: { en: 'Ended on %{day}', ar: 'انتهى في %{day}' },
    agreement: { en: 'Agreement', ar: 'الاتفاق' },
    client: { en: 'Client', ar: 'الموكل' },
    status: { en: 'Status', ar: 'الحالة' },
    active: { en: 'In force', ar: 'سارٍ' },
    deposit: { en: 'Deposit asked', ar: 'الدفعة المقدمة المطلوبة' },
    replenishBelow: { en: 'Top up below', ar: 'يُستكمل عند النزول عن' },
    oneOff: { en: 'One-off deposit', ar: 'دفعة مقدمة لمرة واحدة' },
    agreedOn: { en: 'Agreed on', ar: 'تاريخ الاتفاق' },
    balance: { en: 'Balance', ar: 'الرصيد' },
    deposited: { en: 'Deposited', ar: 'المودَع' },
    drawn: { en: 'Drawn by invoices', ar: 'المسحوب للفواتير' },
    held: { en: 'Held', ar: 'المحفوظ' },
    due: { en: 'Due now', ar: 'المستحق الآن' },
    agree: { en: 'Agree retainer', ar: 'الاتفاق على دفعة مقدمة' },
    replace: { en: 'Change terms', ar: 'تغيير الشروط' },
    end: { en: 'End retainer', ar: 'إنهاء الدفعة المقدمة' },
    endTitle: { en: 'End the retainer?', ar: 'إنهاء الدفعة المقدمة؟' },
    endContent: { en: 'No invoice will draw on it any more; what it holds becomes the client\'s ordinary credit.', ar: 'لن تسحب منه أي فاتورة بعد الآن؛ ويصبح ما يحفظه رصيداً دائناً عادياً للموكل.' },
    endConfirm: { en: 'End retainer', ar: 'إنهاء الدفعة المقدمة' },
    ended_: { en: 'Retainer ended', ar: 'تم إنهاء الدفعة المقدمة' },
    pay: { en: 'Record payment into retainer', ar: 'تسجيل مبلغ في الدفعة المقدمة' },
    failed: { en: 'Error changing the retainer', ar: 'خطأ في تغيير الدفعة المقدمة' },
    loadFailed: { en: 'Failed to fetch the retainer', ar: 'فشل في جلب الدفعة المقدمة' },
  },
  retainerDialog: {
    title: { en: 'Retainer agreement', ar: 'اتفاق الدفعة المقدمة' },
    client: { en: 'Client', ar: 'الموكل' },
    amount: { en: 'Deposit asked (AED)', ar: 'الدفعة المقدمة المطلوبة (درهم)' },
    replenishBelow: { en: 'Top up below (AED, optional)', ar: 'يُستكمل عند النزول عن (درهم، اختياري)' },
    replenishBelowHelp: { en: 'Left empty: a one-off deposit', ar: 'إن تُرك فارغاً: دفعة مقدمة لمرة واحدة' },
    agreedOn: { en: 'Agreed on', ar: 'تاريخ الاتفاق' },
    save: { en: 'Save', ar: 'حفظ' },
    saved: { en: 'Retainer agreed', ar: 'تم الاتفاق على الدفعة المقدمة' },
  },
  paymentDialog: {
    title: { en: 'Payment into the retainer', ar: 'مبلغ يُودَع في الدفعة المقدمة' },
    help: { en: 'All of it is held in the retainer and drawn by the case\'s invoices as they are issued.', ar: 'يُحفظ المبلغ كله في الدفعة المقدمة وتسحب منه فواتير القضية عند إصدارها.' },
  },
} as const satisfies BilingualTree;

export const useCaseBillingWording = wordingHook(caseBillingWording);
