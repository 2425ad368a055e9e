import type { BilingualTree } from '../../i18n/bilingual';
import { wordingHook } from '../../components/messages/wordingHook';

/** Wording of the reports screen (lawyer-portal.md sections 2 and 8). */
export const reportsWording = {
  title: { en: 'Reports', ar: 'التقارير' },
  subtitle: {
    en: 'Choose the filters of a report, preview it as PDF or export it as PDF or Excel.',
    ar: 'اختر عوامل تصفية التقرير، ثم اعرضه بصيغة PDF أو صدّره بصيغة PDF أو Excel.',
  },
  reports: {
    'weekly-schedule': {
      title: { en: 'Weekly Schedule', ar: 'الجدول الأسبوعي' },
      description: { en: 'Hearings, meetings and tasks of a week, day by day.', ar: 'الجلسات والاجتماعات والمهام خلال أسبوع، يوماً بيوم.' },
    },
    'monthly-calendar': {
      title: { en: 'Monthly Calendar', ar: 'التقويم الشهري' },
      description: { en: 'Everything scheduled in a month.', ar: 'كل ما هو مجدول خلال شهر.' },
    },
    hearings: {
      title: { en: 'Hearings Report', ar: 'تقرير الجلسات' },
      description: { en: 'Hearings of a period by status.', ar: 'جلسات فترة معينة حسب الحالة.' },
    },
    'final-decisions': {
      title: { en: 'Final Decisions', ar: 'الأحكام النهائية' },
      description: { en: 'Final rulings issued in a period, by case type.', ar: 'الأحكام النهائية الصادرة خلال فترة، حسب نوع القضية.' },
    },
    appointments: {
      title: { en: 'Appointments', ar: 'المواعيد' },
      description: { en: 'Meetings, tasks and deadlines by type and status.', ar: 'الاجتماعات والمهام والمواعيد النهائية حسب النوع والحالة.' },
    },
    'cases-summary': {
      title: { en: 'Cases Summary', ar: 'ملخص القضايا' },
      description: { en: 'Cases by client and case type.', ar: 'القضايا حسب العميل ونوع القضية.' },
    },
    'adjourned-cases': {
      title: { en: 'Adjourned Cases', ar: 'القضايا المؤجلة' },
      description: { en: 'Adjourned hearings by adjournment reason.', ar: 'الجلسات المؤجلة حسب سبب التأجيل.' },
    },
    documents: {
      title: { en: 'Documents Report', ar: 'تقرير المستندات' },
      description: { en: 'Case documents by case type and category.', ar: 'مستندات القضايا حسب نوع القضية والفئة.' },
    },
    'hearing-schedule': {
      title: { en: 'Hearing Schedule', ar: 'جدول الجلسات' },
      description: { en: 'Hearings of a period grouped by court.', ar: 'جلسات فترة معينة مجمّعة حسب المحكمة.' },
    },
    'billing-wip': {
      title: { en: 'Work in Progress', ar: 'الأعمال قيد التنفيذ' },
      description: { en: 'Unbilled time and expenses per case, file or consultation and lawyer.', ar: 'الوقت والمصروفات غير المفوترة لكل قضية أو ملف أو استشارة ولكل محامٍ.' },
    },
    'billing-billed-collected': {
      title: { en: 'Billed and Collected', ar: 'المفوتر والمحصّل' },
      description: { en: 'Fees billed and payments collected per lawyer and month.', ar: 'الأتعاب المفوترة والمبالغ المحصّلة لكل محامٍ وشهر.' },
    },
    'billing-aged-receivables': {
      title: { en: 'Aged Receivables', ar: 'أعمار الذمم المدينة' },
      description: { en: 'What each client owes today, by days since the invoice.', ar: 'المستحق على كل عميل اليوم، حسب الأيام منذ الفاتورة.' },
    },
    'billing-vat-return': {
      title: { en: 'VAT Return Figures', ar: 'أرقام الإقرار الضريبي' },
      description: { en: 'Standard-rated supplies and their VAT by emirate, zero-rated and out of scope, for a period.', ar: 'التوريدات الخاضعة للنسبة الأساسية وضريبتها حسب الإمارة، والنسبة الصفرية وخارج النطاق، لفترة معينة.' },
    },
  },
  filters: {
    from: { en: 'From', ar: 'من' },
    to: { en: 'To', ar: 'إلى' },
    month: { en: 'Month', ar: 'الشهر' },
    status: { en: 'Status', ar: 'الحالة' },
    caseType: { en: 'Case Type', ar: 'نوع القضية' },
    taskType: { en: 'Task Type', ar: 'نوع المهمة' },
    client: { en: 'Client', ar: 'العميل' },
    adjournmentReason: { en: 'Adjournment Reason', ar: 'سبب التأجيل' },
    documentCategory: { en: 'Document Category', ar: 'فئة المستند' },
    format: { en: 'Format', ar: 'الصيغة' },
    all: { en: 'All', ar: 'الكل' },
    toBeforeFrom: { en: 'The end date must be on or after the start date', ar: 'يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده' },
  },
  formats: {
    pdf: { en: 'PDF', ar: 'PDF' },
    excel: { en: 'Excel', ar: 'Excel' },
  },
  hearingStatuses: {
    pending: { en: 'Pending', ar: 'قيد الانتظار' },
    postponed: { en: 'Postponed', ar: 'مؤجلة' },
    final: { en: 'Final Ruling', ar: 'حكم نهائي' },
  },
  appointmentStatuses: {
    pending: { en: 'Pending', ar: 'قيد الانتظار' },
    scheduled: { en: 'Scheduled', ar: 'مجدول' },
    completed: { en: 'Completed', ar: 'مكتمل' },
    cancelled: { en: 'Cancelled', ar: 'ملغى' },
  },
  taskTypes: {
    meeting: { en: 'Meeting', ar: 'اجتماع' },
    task: { en: 'Task', ar: 'مهمة' },
    hearing: { en: 'Hearing', ar: 'جلسة' },
    deadline: { en: 'Deadline', ar: 'موعد نهائي' },
    consultation: { en: 'Consultation', ar: 'استشارة' },
  },
  lookups: {
    clients: { en: 'Error: Unable to load clients', ar: 'خطأ: تعذر تحميل العملاء' },
    caseTypes: { en: 'Unable to load the case types', ar: 'تعذر تحميل أنواع القضايا' },
    adjournmentReasons: { en: 'Unable to load the adjournment reasons', ar: 'تعذر تحميل أسباب التأجيل' },
    documentCategories: { en: 'Unable to load the document categories', ar: 'تعذر تحميل فئات المستندات' },
  },
  preview: { en: 'Preview Report', ar: 'معاينة التقرير' },
  export: { en: 'Export Report', ar: 'تصدير التقرير' },
  generating: { en: 'Generating the report... %{progress}%', ar: 'جارٍ إنشاء التقرير... %{progress}%' },
  previewOpened: { en: 'Report Preview Opened', ar: 'تم فتح معاينة التقرير' },
  previewOpenedHint: { en: 'The report opened in a new tab', ar: 'تم فتح التقرير في علامة تبويب جديدة' },
  previewError: { en: 'Preview Error', ar: 'خطأ في المعاينة' },
  downloaded: { en: 'Report Downloaded Successfully', ar: 'تم تنزيل التقرير بنجاح' },
  downloadedHint: { en: 'Saved as %{filename}', ar: 'تم الحفظ باسم %{filename}' },
  generationError: { en: 'Report Generation Error', ar: 'خطأ في إنشاء التقرير' },
  generationFailed: { en: 'An error occurred while generating the report', ar: 'حدث خطأ أثناء إنشاء التقرير' },
  pendingTab: { en: 'Generating the report, please wait...', ar: 'جارٍ إنشاء التقرير، يرجى الانتظار...' },
} as const satisfies BilingualTree;

export const useReportsWording = wordingHook(reportsWording);
export type ReportsWording = ReturnType<typeof useReportsWording>;
