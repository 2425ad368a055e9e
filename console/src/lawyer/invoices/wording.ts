import type { BilingualTree } from '../../i18n/bilingual';
import { wordingHook } from '../../components/messages/wordingHook';

/**
 * Wording of the lawyer's invoices (/lawyer/invoices) as `{ en, ar }` pairs; the invoice's own
 * words (statuses, lines, totals, PDFs) are billing staff's screens' (resources/invoices/wording.ts).
 */
export const lawyerInvoicesWording = {
  title: { en: 'Invoices', ar: 'الفواتير' },
  subtitle: { en: 'Invoices of your cases, files and consultations, to read', ar: 'فواتير قضاياك وملفاتك واستشاراتك، للاطلاع فقط' },
  list: { en: 'Invoices of my work', ar: 'فواتير أعمالي' },
  empty: { en: 'No invoice bills only your cases, files and consultations yet.', ar: 'لا توجد بعد فاتورة تقتصر على قضاياك وملفاتك واستشاراتك.' },
  loadFailed: { en: 'Failed to fetch the invoices', ar: 'فشل في جلب الفواتير' },
  columns: {
    number: { en: 'Number', ar: 'الرقم' },
    client: { en: 'Client', ar: 'الموكل' },
    matters: { en: 'Case, file or consultation', ar: 'القضية أو الملف أو الاستشارة' },
    status: { en: 'Status', ar: 'الحالة' },
    issuedOn: { en: 'Date of issue', ar: 'تاريخ الإصدار' },
    total: { en: 'Total', ar: 'الإجمالي' },
    outstanding: { en: 'Outstanding', ar: 'المستحق' },
  },
  matters: { en: 'Case, file or consultation', ar: 'القضية أو الملف أو الاستشارة' },
  back: { en: 'Back to invoices', ar: 'العودة إلى الفواتير' },
} as const satisfies BilingualTree;

export const useLawyerInvoicesWording = wordingHook(lawyerInvoicesWording);
