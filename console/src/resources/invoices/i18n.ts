import { resourceName, type BilingualTree } from '../../i18n/bilingual';

/** react-admin resource name = the route (/management/invoices over /api/billing/invoices) */
export const INVOICES = 'management/invoices';

/** an invoice's statuses, as the list filters and badges word them */
export const statusWords = {
  draft: { en: 'Draft', ar: 'مسودة' },
  approved: { en: 'Approved', ar: 'معتمدة' },
  issued: { en: 'Issued', ar: 'صادرة' },
  voided: { en: 'Voided', ar: 'ملغاة' },
} as const;
export type InvoiceStatus = keyof typeof statusWords;

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
