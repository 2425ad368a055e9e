import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { AppError, log, principalOf, type BlobRef, type JobInfo, type JobQueue, type ReadModelStore } from '@lawfirm/platform';
import { dayIn } from '@lawfirm/contracts';
import { RENDER_REPORT, type ReportId, type ReportJobData, type ReportJobResult } from '@lawfirm/contracts';
import { mayRun } from './catalog.js';
import { parseReportRequest } from './request.js';

/** how long a download request waits for its report before answering with an error: under the proxy's 120 s (deploy/nginx.conf) */
export const WAIT_MS = 110_000;

/**
 * Report jobs carry their requester in their id (`report.employee.7.<uuid>`), so whether a job
 * is the caller's is known without reading its data, which the job queue does not hand back.
 */
const ownerPrefix = (req: Request) => {
  const p = principalOf(req);
  return `report.${p.userType}.${p.id}.`;
};

const fileName = (reportId: ReportId, request: { format: string; filters: { range?: string } }, today: string) => {
  const ext = request.format === 'pdf' ? 'pdf' : 'xlsx';
  if (reportId === 'cases') return `cases-report-${request.filters.range}-${today}.${ext}`;
  return reportId.startsWith('billing-') ? `${reportId}-${today}.${ext}` : `lawyer-${reportId}-${today}.${ext}`;
};

export function reportJobs(jobs: JobQueue, readStore: ReadModelStore, timezone: string) {
  return {
    /** checks the request and enqueues its rendering; answers the job id */
    async start(req: Request, reportId: ReportId, params: Record<string, unknown>): Promise<string> {
      const today = dayIn(timezone);
      const lang = req.acceptsLanguages('en', 'ar') === 'ar' ? 'ar' : 'en';
      const p = principalOf(req);
      if (!mayRun(p, reportId)) throw new AppError('forbidden', 'error.forbidden');
      const request = await parseReportRequest(readStore, reportId, params, { today, lang });
      const requester = p.userType === 'admin' ? { userType: p.userType, id: p.id, isSuperAdmin: p.isSuperAdmin, permissions: p.permissions } : { userType: p.userType, id: p.id };
      const job: ReportJobData = { ...request, requester, filename: fileName(reportId, request, today) };
      const id = `${ownerPrefix(req)}${randomUUID()}`;
      await jobs.enqueue(RENDER_REPORT, job, { jobId: id });
      return id;
    },

    /** the caller's report job, or 404 */
    async find(req: Request, jobId: string): Promise<JobInfo<ReportJobResult>> {
      const info = jobId.startsWith(ownerPrefix(req)) ? await jobs.getJob<ReportJobResult>(jobId) : null;
      if (!info || info.name !== RENDER_REPORT) throw new AppError('not_found', 'error.notFound');
      return info;
    },

    /** waits for a report; a failure or a wait beyond WAIT_MS is the bilingual "could not generate" */
    async finished(jobId: string): Promise<ReportJobResult> {
      try {
        return await jobs.waitFor<ReportJobResult>(jobId, WAIT_MS);
      } catch (err) {
        log.warn('report not generated', { jobId, reason: String((err as Error)?.message ?? err) });
        throw new AppError('internal', 'reports.failed');
      }
    },
  };
}

export const fileOf = (r: ReportJobResult): BlobRef => ({ id: r.blobId, size: r.size, contentType: r.contentType, filename: r.filename, sha256: '' });
