import type { BilingualTree } from '../i18n/bilingual';
import { wordingHook } from '../components/messages/wordingHook';

/** Wording of the auditor screens (history, as-of view, audit log) as `{ en, ar }` pairs. */
export const auditWording = {
  history: {
    tab: { en: 'History', ar: 'السجل' },
    title: { en: 'Change history', ar: 'سجل التغييرات' },
    newestFirst: { en: 'Newest first', ar: 'الأحدث أولاً' },
    oldestFirst: { en: 'Oldest first', ar: 'الأقدم أولاً' },
    export: { en: 'Export history', ar: 'تصدير السجل' },
    exportPdf: { en: 'Export PDF', ar: 'تصدير PDF' },
    exporting: { en: 'Preparing the file...', ar: 'جارٍ تجهيز الملف...' },
    exportFailed: { en: 'Failed to export the history', ar: 'فشل في تصدير السجل' },
    loading: { en: 'Loading history...', ar: 'جارٍ تحميل السجل...' },
    loadFailed: { en: 'Failed to load the history.', ar: 'فشل في تحميل السجل.' },
    none: { en: 'No recorded changes', ar: 'لا توجد تغييرات مسجلة' },
    system: { en: 'System', ar: 'النظام' },
    by: { en: 'By', ar: 'بواسطة' },
  },
  /** what only an auditor who asks for it sees: the log's own identifiers */
  details: {
    toggle: { en: 'Details for auditors', ar: 'تفاصيل للمدققين' },
    eventType: { en: 'Event type', ar: 'نوع الحدث' },
    stream: { en: 'Event stream', ar: 'سلسلة الأحداث' },
    command: { en: 'Command', ar: 'الأمر' },
    correlation: { en: 'Correlation ID', ar: 'معرّف الارتباط' },
  },
  changes: {
    field: { en: 'Field', ar: 'الحقل' },
    before: { en: 'Before', ar: 'قبل' },
    after: { en: 'After', ar: 'بعد' },
  },
  asOf: {
    viewAsOf: { en: 'View as of', ar: 'عرض كما في' },
    show: { en: 'Show', ar: 'عرض' },
    banner: {
      en: 'Historical view: this page shows the case as it stood on %{date}. It is read-only.',
      ar: 'عرض تاريخي: تعرض هذه الصفحة القضية كما كانت في %{date}. وهي للقراءة فقط.',
    },
    backToToday: { en: 'Back to today', ar: 'العودة إلى اليوم' },
    beforeRecord: { en: 'The case did not exist yet then. Choose a moment from %{date} on.', ar: 'لم تكن القضية موجودة بعد في ذلك الوقت. اختر وقتاً ابتداءً من %{date}.' },
    future: { en: 'That moment has not come yet. Choose a moment up to now.', ar: 'هذا الوقت لم يأتِ بعد. اختر وقتاً حتى الآن.' },
  },
  log: {
    title: { en: 'Audit log', ar: 'سجل التدقيق' },
    time: { en: 'Time', ar: 'الوقت' },
    type: { en: 'Event type', ar: 'نوع الحدث' },
    stream: { en: 'Event stream', ar: 'سلسلة الأحداث' },
    who: { en: 'Who', ar: 'المستخدم' },
    what: { en: 'What happened', ar: 'ما حدث' },
    record: { en: 'Record', ar: 'السجل' },
    userId: { en: 'User ID', ar: 'رقم المستخدم' },
    userType: { en: 'User type', ar: 'نوع المستخدم' },
    from: { en: 'From', ar: 'من' },
    to: { en: 'To', ar: 'إلى' },
    exportCsv: { en: 'Export CSV', ar: 'تصدير CSV' },
    exportFailed: { en: 'Failed to export the audit log', ar: 'فشل في تصدير سجل التدقيق' },
    userTypes: {
      user: { en: 'Admin', ar: 'مسؤول' },
      employee: { en: 'Employee', ar: 'موظف' },
    },
  },
} as const satisfies BilingualTree;

/** The auditor screens' wording in the current language. */
export const useAuditWording = wordingHook(auditWording);
