import type { BlobStore, JobContext } from '@lawfirm/platform';
import { RENDER_REPORT, REPORT_CONTENT_TYPES, type ReportJobResult } from '@lawfirm/contracts';
import { parseJob } from './job.js';
import { composeReport, type PipelineDeps } from './pipeline.js';
import { renderInThread } from '@lawfirm/platform/documents';

export { parseJob } from './job.js';
export { EXPIRE_REPORTS, expireReports, REPORT_RETENTION_MS, reportExpiryWorker } from './expiry.js';

/** progress share of each step: reading rows, rendering, storing */
const GATHER = 40;
const RENDER = 55;

/**
 * The `render-report` processor: reads the report's rows, renders the PDF or workbook in a worker
 * thread, stores the file in the blob store and answers where it is. A retried job renders again
 * and stores a file of its own; nothing else changes, so running twice is harmless.
 */
export async function renderReport(data: unknown, ctx: JobContext, deps: PipelineDeps & { reportStore: BlobStore }): Promise<ReportJobResult> {
  const job = parseJob(data);
  let reported = -1;
  const progress = async (percent: number) => {
    const p = Math.floor(percent);
    if (p > reported) await ctx.progress((reported = p));
  };
  await progress(1);
  const doc = await composeReport(job, deps, (f) => progress(1 + f * (GATHER - 1)));
  let rendering = Promise.resolve();
  const bytes = await renderInThread(job.format, doc, (f) => {
    rendering = rendering.then(() => progress(GATHER + f * RENDER)).catch(() => {});
  });
  await rendering;
  const contentType = REPORT_CONTENT_TYPES[job.format];
  const ref = await deps.reportStore.put(bytes, { filename: job.filename, contentType });
  await progress(100);
  return { blobId: ref.id, filename: job.filename, contentType, size: ref.size, rows: doc.rows.length };
}

export const reportWorker = { name: RENDER_REPORT, concurrency: 2, process: renderReport };
