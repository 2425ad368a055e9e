import type { BilingualTree } from '../../i18n/bilingual';
import { wordingHook } from '../../components/messages/wordingHook';

/**
 * Wording of the lawyer's invoices (/lawyer/invoices) as `{ en, ar }` pairs; the invoice's own
 * words (statuses, lines, totals, PDFs) are billing staff's screens' (resources/invoices/wording.ts).
 */
export const lawyerInvoicesWording = {
  title: { en: 'Invoices', ar: 'الفواتير' },
  subtitle: { en: 'Invoices of the cases you are on, to read', ar: 'فواتير القضايا المسندة إليك، للاطلاع فقط' },
  list: { en: 'Invoices of my cases', ar: 'فواتير قضاياي' },
  empty: { en: 'No invoice bills only your cases yet.', ar: 'لا توجد بعد فاتورة تقتصر على قضاياك.' },
  loadFailed: { en: 'Failed to fetch the invoices', ar: 'فشل في جلب الفواتير' },
  columns: {
    number: { en: 'Number', ar: 'الرقم' },
    client: { en: 'Client', ar: 'الموكل' },
    cases: { en: 'Case(s)', ar: 'القضية (القضايا)' },
    status: { en: 'Status', ar: 'الحالة' },
    issuedOn: { en: 'Date of issue', ar: 'تاريخ الإصدار' },
    total: { en: 'Total', ar: 'الإجمالي' },
    outstanding: { en: 'Outstanding', ar: 'المستحق' },
  },
  cases: { en: 'Case(s)', ar: 'القضية (القضايا)' },
  back: { en: 'Back to invoices', ar: 'العودة إلى الفواتير' },
} as const satisfies BilingualTree;

export const useLawyerInvoicesWording = wordingHook(lawyerInvoicesWording);
