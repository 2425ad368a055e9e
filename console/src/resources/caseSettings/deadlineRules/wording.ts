import type { Bilingual } from '@lawfirm/contracts';

// No relative imports here: the browser tests read this catalogue as it is.

export const DEADLINE_RULES_SLUG = 'deadline-rules';

export const deadlineTriggers = ['final_ruling', 'preliminary_ruling', 'hearing_adjourned'] as const;
export const countFromValues = ['ruling_date', 'notification_date'] as const;
export const dayKinds = ['calendar', 'working'] as const;

/** Deadline rules: how the screen names them (see settingsWording in ../wording.ts). */
export const deadlineRuleNoun = { en: ['Deadline Rule', 'Deadline Rules'] as [string, string], ar: ['قاعدة موعد قضائي', 'قاعدة الموعد القضائي', 'قواعد المواعيد القضائية'] as [string, string, string] };

export const deadlineRuleWording = {
  description: {
    en: 'Court deadlines opened when minutes record a ruling or an adjournment, with their reminders',
    ar: 'المواعيد القضائية التي تُفتح عند تسجيل حكم أو تأجيل في محضر الجلسة، مع تذكيراتها',
  },
  empty: { en: 'No deadline rules found. Add the first one!', ar: 'لم يتم العثور على قواعد مواعيد قضائية. أضف أول قاعدة!' },
  add: { en: 'Add Deadline Rule', ar: 'إضافة قاعدة موعد قضائي' },
  messages: {
    created: { en: 'Deadline rule created successfully', ar: 'تم إنشاء قاعدة الموعد القضائي بنجاح' },
    updated: { en: 'Deadline rule updated successfully', ar: 'تم تحديث قاعدة الموعد القضائي بنجاح' },
    deleted: { en: 'Deadline rule deleted successfully', ar: 'تم حذف قاعدة الموعد القضائي بنجاح' },
    createFailed: { en: 'Failed to create deadline rule', ar: 'فشل في إنشاء قاعدة الموعد القضائي' },
    updateFailed: { en: 'Failed to update deadline rule', ar: 'فشل في تحديث قاعدة الموعد القضائي' },
    deleteFailed: { en: 'Failed to delete deadline rule', ar: 'فشل في حذف قاعدة الموعد القضائي' },
  },
  deleteConfirm: {
    en: 'Are you sure you want to delete this deadline rule? Deadlines it already opened stay open. This action cannot be undone.',
    ar: 'هل أنت متأكد من حذف قاعدة الموعد القضائي هذه؟ تبقى المواعيد التي فتحتها من قبل مفتوحة. لا يمكن التراجع عن هذا الإجراء.',
  },
  fields: {
    nameEn: { en: 'English Name', ar: 'الاسم بالإنجليزية' },
    nameAr: { en: 'Arabic Name', ar: 'الاسم بالعربية' },
    trigger: { en: 'Opens When', ar: 'تُفتح عند' },
    caseCategory: { en: 'Case Category', ar: 'تصنيف القضية' },
    days: { en: 'Days', ar: 'عدد الأيام' },
    countFrom: { en: 'Counted From', ar: 'تُحتسب من' },
    dayKind: { en: 'Days Counted', ar: 'الأيام المحتسبة' },
    remindDaysBefore: { en: 'Remind Days Before', ar: 'التذكير قبل (بالأيام)' },
    period: { en: 'Period', ar: 'المدة' },
  },
  triggers: {
    final_ruling: { en: 'A final ruling is recorded', ar: 'تسجيل حكم نهائي' },
    preliminary_ruling: { en: 'A preliminary ruling is recorded', ar: 'تسجيل حكم تمهيدي' },
    hearing_adjourned: { en: 'A hearing is adjourned', ar: 'تأجيل جلسة' },
  },
  countFrom: {
    ruling_date: { en: 'Ruling date', ar: 'تاريخ الحكم' },
    notification_date: { en: 'Date the ruling was notified', ar: 'تاريخ إعلان الحكم' },
  },
  dayKinds: {
    calendar: { en: 'Calendar days', ar: 'أيام تقويمية' },
    working: { en: 'Working days', ar: 'أيام عمل' },
  },
  allCategories: { en: 'All case categories', ar: 'جميع تصنيفات القضايا' },
  remindHint: {
    en: 'Days before the due date, separated by commas, e.g. 7, 3, 1',
    ar: 'عدد الأيام قبل تاريخ الاستحقاق، مفصولة بفواصل، مثل 7، 3، 1',
  },
  remindNone: { en: 'No reminders', ar: 'بلا تذكيرات' },
  /** the Period column: '30 · Calendar days' */
  period: { en: '%{days} · %{kind}', ar: '%{days} · %{kind}' },
  errors: {
    days: { en: 'Days must be a whole number from 1 to 365', ar: 'يجب أن يكون عدد الأيام رقماً صحيحاً من 1 إلى 365' },
    remindList: {
      en: 'Enter whole numbers of days separated by commas, e.g. 7, 3, 1',
      ar: 'أدخل أعداد أيام صحيحة مفصولة بفواصل، مثل 7، 3، 1',
    },
    remindRange: {
      en: 'Each reminder must be at least 1 day before the due date and fewer days than the rule counts',
      ar: 'يجب أن يكون كل تذكير قبل تاريخ الاستحقاق بيوم واحد على الأقل وبعدد أيام أقل من أيام القاعدة',
    },
  },
} as const satisfies { [key: string]: Bilingual | { [key: string]: Bilingual } };
