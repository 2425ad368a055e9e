import { billingMessages } from '@lawfirm/contracts/i18n/billing.ts';
import type { BilingualTree } from '../../i18n/bilingual';
import { wordingHook } from '../../components/messages/wordingHook';

/** the standard activities time is recorded under, as contracts word them (`billing.activity.*`); the firm's own: activities.ts */
export const timeActivities = ['drafting', 'hearing_attendance', 'research', 'client_meeting', 'correspondence', 'review', 'travel', 'other'] as const;
export type StandardActivity = (typeof timeActivities)[number];
/** an activity of the firm's list: a standard one's key or `activity-{id}` of one of its own */
export type TimeActivityName = string;

/** Wording of /lawyer/time and the time entry dialog as `{ en, ar }` pairs (the top bar's timer: timerWording.ts). */
export const timeWording = {
  title: { en: 'My Time', ar: 'وقتي' },
  subtitle: { en: 'The time you recorded on your cases, files and consultations', ar: 'الوقت الذي سجّلته على قضاياك وملفاتك واستشاراتك' },
  entries: { en: 'Time entries', ar: 'سجلات الوقت' },
  add: { en: 'Add time', ar: 'إضافة وقت' },
  edit: { en: 'Edit', ar: 'تعديل' },
  delete: { en: 'Delete', ar: 'حذف' },
  empty: { en: 'No time recorded yet.', ar: 'لم يُسجَّل أي وقت بعد.' },
  loadFailed: { en: 'Failed to fetch your time entries', ar: 'فشل في جلب سجلات وقتك' },
  columns: {
    date: { en: 'Date', ar: 'التاريخ' },
    case: { en: 'Case', ar: 'القضية' },
    /** what an entry's time was on: a case, a file or a consultation */
    matter: { en: 'Case, file or consultation', ar: 'القضية أو الملف أو الاستشارة' },
    activity: { en: 'Activity', ar: 'النشاط' },
    description: { en: 'Description', ar: 'الوصف' },
    duration: { en: 'Time (h:mm)', ar: 'المدة (س:د)' },
    billable: { en: 'Billable', ar: 'قابل للفوترة' },
    billed: { en: 'Billed', ar: 'مفوتر' },
    actions: { en: 'Actions', ar: 'الإجراءات' },
  },
  yes: { en: 'Yes', ar: 'نعم' },
  no: { en: 'No', ar: 'لا' },
  onInvoice: { en: 'On an invoice', ar: 'في فاتورة' },
  notBilled: { en: 'Not billed', ar: 'غير مفوتر' },
  dialog: {
    addTitle: { en: 'Record time', ar: 'تسجيل وقت' },
    editTitle: { en: 'Edit time entry', ar: 'تعديل سجل الوقت' },
    acceptTitle: { en: 'Accept suggested time', ar: 'قبول الوقت المقترح' },
    save: { en: 'Save', ar: 'حفظ' },
    matter: { en: 'Case, file or consultation', ar: 'القضية أو الملف أو الاستشارة' },
    date: { en: 'Date', ar: 'التاريخ' },
    minutes: { en: 'Minutes', ar: 'الدقائق' },
    activity: { en: 'Activity', ar: 'النشاط' },
    description: { en: 'Description', ar: 'الوصف' },
    billable: { en: 'Billable', ar: 'قابل للفوترة' },
    rate: { en: 'Hourly rate (AED)', ar: 'سعر الساعة (درهم)' },
    rateHelp: { en: "Leave blank to take the firm's rate", ar: 'اتركه فارغاً ليُطبَّق سعر المكتب' },
    /** the rate the firm's card applies to the lawyer's time on the matter chosen (GET /api/billing/rates/applicable) */
    rateApplies: {
      en: "Leave blank to take the firm's rate: %{rate} (%{source})",
      ar: 'اتركه فارغاً ليُطبَّق سعر المكتب: %{rate} (%{source})',
    },
    rateSources: {
      case: { en: "the case's rate", ar: 'سعر القضية' },
      client: { en: "the client's rate", ar: 'سعر الموكل' },
      lawyer: { en: 'your rate', ar: 'سعرك' },
      role: { en: "your role's rate", ar: 'سعر دورك' },
    },
    noRateApplies: { en: "No rate of the firm's applies here: type the hourly rate", ar: 'لا ينطبق هنا سعر للمكتب: أدخل سعر الساعة' },
    fromTimer: { en: 'From the timer: %{minutes} min (rounded up to the minute)', ar: 'من المؤقت: %{minutes} دقيقة (مقرّبة إلى الدقيقة الأعلى)' },
  },
  suggestions: {
    title: { en: 'Suggested time', ar: 'وقت مقترح' },
    intro: {
      en: 'Work the portal saw you do: accept it as a time entry (changing what differs) or dismiss it.',
      ar: 'عمل رصدته البوابة لك: اقبله سجلَّ وقت (مع تعديل ما يختلف) أو تجاهله.',
    },
    empty: { en: 'No suggested time.', ar: 'لا يوجد وقت مقترح.' },
    loadFailed: { en: 'Failed to fetch your suggested time', ar: 'فشل في جلب الوقت المقترح لك' },
    proposed: { en: 'Proposed time (h:mm)', ar: 'المدة المقترحة (س:د)' },
    accept: { en: 'Accept', ar: 'قبول' },
    dismiss: { en: 'Dismiss', ar: 'تجاهل' },
    dismissQuestion: { en: 'Dismiss this suggestion?', ar: 'تجاهل هذا الاقتراح؟' },
    dismissForGood: { en: 'It will not be suggested again.', ar: 'لن يُقترح مرة أخرى.' },
    dismissed: { en: 'Suggestion dismissed', ar: 'تم تجاهل الاقتراح' },
    dismissFailed: { en: 'Error dismissing the suggestion', ar: 'خطأ في تجاهل الاقتراح' },
  },
  saved: { en: 'Time entry saved', ar: 'تم حفظ سجل الوقت' },
  saveFailed: { en: 'Error saving the time entry', ar: 'خطأ في حفظ سجل الوقت' },
  deleted: { en: 'Time entry deleted', ar: 'تم حذف سجل الوقت' },
  deleteFailed: { en: 'Error deleting the time entry', ar: 'خطأ في حذف سجل الوقت' },
} as const satisfies BilingualTree;

export const useTimeWording = wordingHook(timeWording);

/** the kinds of matter time is recorded on, as a matter's name starts ("File · F-12 — ...") */
export const matterKindWords = {
  case: { en: 'Case', ar: 'قضية' },
  file: { en: 'File', ar: 'ملف' },
  consultation: { en: 'Consultation', ar: 'استشارة' },
} as const satisfies BilingualTree;

/** the standard activities' words of contracts (`billing.activity.drafting`...) */
export const activityWords = Object.fromEntries(timeActivities.map((a) => [a, billingMessages[`billing.activity.${a}`]])) as Record<StandardActivity, { en: string; ar: string }>;
