import { resourceName, type BilingualTree } from '../../i18n/bilingual';

/** react-admin resource name = the route (/management/time-entries over /api/billing/time-entries) */
export const TIME_ENTRIES = 'management/time-entries';

/** The list's wording (column labels, filters) under `resources.management/time-entries.*`. */
export const timeEntryI18n = {
  name: resourceName(['Time entry', 'Time entries'], ['سجل وقت', 'سجلات الوقت']),
  fields: {
    date: { en: 'Day', ar: 'اليوم' },
    userId: { en: 'Lawyer', ar: 'المحامي' },
    matterNumber: { en: 'Case, file or consultation', ar: 'القضية أو الملف أو الاستشارة' },
    clientIds: { en: 'Client', ar: 'الموكل' },
    activity: { en: 'Activity', ar: 'النشاط' },
    description: { en: 'Description', ar: 'الوصف' },
    minutes: { en: 'Time', ar: 'الوقت' },
    billable: { en: 'Billable', ar: 'قابل للفوترة' },
    rate: { en: 'Hourly rate', ar: 'سعر الساعة' },
    amount: { en: 'Amount', ar: 'المبلغ' },
    invoiceId: { en: 'Billed', ar: 'الفوترة' },
    billed: { en: 'Billed or not', ar: 'مفوتر أم لا' },
    from: { en: 'From', ar: 'من' },
    to: { en: 'To', ar: 'إلى' },
    q: { en: 'Search', ar: 'بحث' },
  },
  billedChoices: {
    billed: { en: 'Billed', ar: 'مفوتر' },
    unbilled: { en: 'Unbilled', ar: 'غير مفوتر' },
  },
} as const satisfies BilingualTree;
