import type { ReportDocument } from '@lawfirm/platform/documents';
import { renderExcel, renderPdf } from '@lawfirm/platform/documents/renderers';
import type { BenchRow } from './stats.js';

/** A synthetic hearings report of `rows` rows in one language, with mixed Arabic, Latin and digits. */
function document(lang: 'en' | 'ar', rows: number): ReportDocument {
  const ar = lang === 'ar';
  return {
    lang,
    title: ar ? 'تقرير الجلسات' : 'Hearings report',
    firm: { names: ar ? ['النور للمحاماة', 'Al Noor Advocates'] : ['Al Noor Advocates', 'النور للمحاماة'], logo: null },
    generated: '2026-11-21',
    filters: [{ label: ar ? 'الفترة' : 'Period', value: '2026-11-01 – 2026-11-30' }],
    columns: [
      { key: 'date', header: ar ? 'التاريخ' : 'Date', width: 1, kind: 'date' },
      { key: 'case', header: ar ? 'القضية' : 'Case', width: 1, kind: 'text' },
      { key: 'title', header: ar ? 'الموضوع' : 'Subject', width: 3, kind: 'text' },
      { key: 'court', header: ar ? 'المحكمة' : 'Court', width: 2, kind: 'text' },
      { key: 'amount', header: ar ? 'المبلغ' : 'Amount', width: 1, kind: 'number' },
    ],
    rows: Array.from({ length: rows }, (_, i) => ({
      date: `2026-11-${String((i % 28) + 1).padStart(2, '0')}`,
      case: `2026/${String(i + 1).padStart(5, '0')}`,
      title: ar ? `مطالبة مالية رقم ${i + 1} ضد شركة Gulf Supplies بشأن فواتير غير مسددة` : `Claim ${i + 1} against Gulf Supplies LLC for unpaid invoices`,
      court: ar ? 'محاكم دبي - المحكمة الابتدائية' : 'Dubai Courts - Court of First Instance',
      amount: 1000 + i * 17,
    })),
    texts: {
      empty: ar ? 'لا توجد بيانات' : 'No data', page: ar ? 'صفحة {page} من {pages}' : 'Page {page} of {pages}',
      truncated: '{shown}/{total}', dataSheet: ar ? 'البيانات' : 'Data', aboutSheet: ar ? 'عن التقرير' : 'About',
      firm: ar ? 'المكتب' : 'Firm', report: ar ? 'التقرير' : 'Report', generatedLabel: ar ? 'تاريخ الإنشاء' : 'Generated',
    },
  };
}

export async function benchReports(): Promise<BenchRow[]> {
  const time = async (render: () => Promise<Buffer>) => {
    const t = performance.now();
    const bytes = (await render()).length;
    return { ms: performance.now() - t, bytes };
  };
  const excel = await time(() => renderExcel(document('ar', 10_000), () => {}));
  const pdfAr = await time(() => renderPdf(document('ar', 1_000), () => {}));
  const pdfEn = await time(() => renderPdf(document('en', 1_000), () => {}));
  return [
    ['report: 10,000-row Excel (Arabic)', `${(excel.ms / 1000).toFixed(2)} s`, `${(excel.bytes / 1024).toFixed(0)} KB`, ''],
    ['report: 1,000-row PDF (Arabic, bidi + 2 fonts)', `${(pdfAr.ms / 1000).toFixed(2)} s`, `${(pdfEn.ms / 1000).toFixed(2)} s English`, (pdfAr.ms / pdfEn.ms).toFixed(2)],
  ];
}
