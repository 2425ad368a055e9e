import type { ReportJobAccepted, ReportJobStatus } from '@lawfirm/contracts';
import { API_URL, getJson, httpClient } from '../../api/http';
import { fetchProtectedFile } from '../../components/files/protectedFile';
import type { Language } from '../../i18n/language';
import type { ReportFormat, ReportId } from './catalog';

/** What POST /api/report-jobs orders. */
export interface ReportOrder {
  reportId: ReportId;
  filters: Record<string, string>;
  format: ReportFormat;
  lang: Language;
}

/** GET /api/report-jobs/{jobId}: contracts' shape */
export type { ReportJobStatus } from '@lawfirm/contracts';

const POLL_MS = 400;
/** the server gives up on a report after two minutes; so does the console, a little later */
const GIVE_UP_MS = 150_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The progress flow of the report endpoints: POST /api/report-jobs, then GET /api/report-jobs/{id}
 * until it is completed (reporting its progress), then the file from GET /api/report-jobs/{id}/file.
 * Rejects when the server refuses the order (its bilingual reason), the job fails or takes too long.
 */
export async function generateReport(order: ReportOrder, onProgress: (progress: number) => void): Promise<Blob> {
  const { json } = await httpClient(`${API_URL}/report-jobs`, { method: 'POST', body: JSON.stringify(order) });
  const { jobId } = json as ReportJobAccepted;
  const job = `/report-jobs/${encodeURIComponent(jobId)}`;
  const deadline = Date.now() + GIVE_UP_MS;
  onProgress(0);
  for (;;) {
    const status = await getJson<ReportJobStatus>(job);
    onProgress(Math.max(0, Math.min(100, Number(status.progress) || 0)));
    if (status.state === 'completed') break;
    if (status.state === 'failed' || status.state === 'unknown') throw new Error(`report job ${status.state}`);
    if (Date.now() > deadline) throw new Error('report job timed out');
    await sleep(POLL_MS);
  }
  onProgress(100);
  return fetchProtectedFile(`${API_URL}${job}/file`);
}
