import type { BlobStore, ReadModelStore } from '@lawfirm/platform';
import { dateTime, firmHeader, type ReportDocument } from '@lawfirm/platform/documents';
import { definitions, ReportContext } from './definitions/index.js';
import type { Row } from './definitions/types.js';
import type { ReportJobData } from '@lawfirm/contracts';
import { withDayCells } from './dayCells.js';
import { filterSummary } from './summary.js';

const TEXTS = {
  en: {
    generated: 'Generated on {at}',
    empty: 'No records match the selected filters',
    page: 'Page {page} of {pages}',
    truncated: 'This PDF lists the first {shown} of {total} rows; export the report to Excel for all of them.',
    dataSheet: 'Report',
    aboutSheet: 'About',
    firm: 'Firm',
    report: 'Report',
    generatedLabel: 'Generated',
  },
  ar: {
    generated: 'تاريخ الإنشاء: {at}',
    empty: 'لا توجد سجلات تطابق عوامل التصفية المحددة',
    page: 'صفحة {page} من {pages}',
    truncated: 'يعرض هذا الملف أول {shown} من {total} صفاً؛ صدّر التقرير إلى Excel للاطلاع عليها جميعاً.',
    dataSheet: 'التقرير',
    aboutSheet: 'عن التقرير',
    firm: 'المكتب',
    report: 'التقرير',
    generatedLabel: 'تاريخ الإنشاء',
  },
};

export interface PipelineDeps {
  readStore: ReadModelStore;
  blobStore: BlobStore;
  timezone: string;
}

const BATCH = 50;

/**
 * The one path every report takes to its document: the definition's records, each made a row
 * (in batches, reporting progress), the firm's header, the filters summary, worded in the
 * report's language.
 */
export async function composeReport(job: ReportJobData, deps: PipelineDeps, progress: (fraction: number) => Promise<void>): Promise<ReportDocument> {
  const def = definitions[job.reportId];
  const ctx = new ReportContext(deps.readStore, job, deps.timezone);
  const items = await def.load(ctx);
  await progress(0.2);
  const rows: Row[] = [];
  for (let i = 0; i < items.length; i += BATCH) {
    rows.push(...(await Promise.all(items.slice(i, i + BATCH).map((item) => def.row(item, ctx)))));
    await progress(0.2 + (0.8 * rows.length) / items.length);
  }
  const [firm, filters] = await Promise.all([firmHeader(deps.readStore, deps.blobStore, job.lang), filterSummary(ctx)]);
  const { generated, ...texts } = TEXTS[job.lang];
  const cells = withDayCells(def.columns, rows, job.lang, job.format);
  return {
    lang: job.lang,
    title: def.title[job.lang],
    firm,
    generated: generated.replace('{at}', dateTime(new Date(), deps.timezone, job.lang)),
    filters,
    columns: cells.columns,
    rows: cells.rows,
    groupBy: def.groupBy,
    texts,
  };
}
