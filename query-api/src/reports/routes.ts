import { Router, type Request, type RequestHandler } from 'express';
import { bilingual } from '@lawfirm/contracts';
import { AppError, requireAnyWork, requireWork } from '@lawfirm/platform';
import type { QueryDeps } from '../framework/deps.js';
import { sendBlob } from '../framework/files.js';
import { visible } from '../lawyer/scope.js';
import type { ReportId, ReportJobAccepted, ReportJobStatus } from '@lawfirm/contracts';
import { isReportId } from './catalog.js';
import { fileOf, reportJobs } from './jobs.js';
import { minutesDocx } from './minutesDocx.js';
import { sendBuffer } from './send.js';

/** `Prefer: respond-async` (RFC 7240) or `?async=true`: answer 202 with the job instead of waiting for the file */
const wantsAsync = (req: Request) => /\brespond-async\b/i.test(req.get('prefer') ?? '') || req.query.async === 'true';
const inline = (req: Request) => req.query.preview === 'true';

/**
 * Report downloads (rendered by the `render-report` worker: the API only enqueues and waits),
 * report jobs for progress displays, and the minutes of a hearing as a Word document.
 */
export function reportRoutes({ jobs, readStore, blobStore, reportStore, timezone = 'Asia/Dubai' }: QueryDeps): Router {
  const router = Router();
  const reports = reportJobs(jobs, readStore, timezone);
  const failed = bilingual('reports.failed');
  // billing staff run the billing reports without reports: view; which report a caller may run is mayRun's (catalog.ts)
  const runsReports = requireAnyWork(['reports', 'view'], ['billing', 'view']);

  const download = (reportId: ReportId): RequestHandler => async (req, res) => {
    const jobId = await reports.start(req, reportId, req.query as Record<string, unknown>);
    if (wantsAsync(req)) {
      res.status(202).location(`/api/report-jobs/${jobId}`).json({ jobId } satisfies ReportJobAccepted);
      return;
    }
    await sendBlob(res, reportStore, fileOf(await reports.finished(jobId)), { inline: inline(req) });
  };
  router.get('/api/reports/hearings/schedule', requireWork('reports', 'view'), download('hearing-schedule'));
  router.get('/api/reports/:reportId', runsReports, (req, res, next) => {
    const id = req.params.reportId;
    // the schedule is only /hearings/schedule; other names are not reports
    if (!isReportId(id) || id === 'hearing-schedule') return next();
    return download(id)(req, res, next);
  });

  router.post('/api/report-jobs', runsReports, async (req, res) => {
    const body = (req.body ?? {}) as { reportId?: unknown; filters?: unknown; format?: unknown; lang?: unknown };
    const reportId = body.reportId === 'hearings/schedule' ? 'hearing-schedule' : body.reportId;
    if (!isReportId(reportId)) throw new AppError('validation_failed', 'reports.unknownReport');
    const filters = body.filters && typeof body.filters === 'object' && !Array.isArray(body.filters) ? (body.filters as Record<string, unknown>) : {};
    const jobId = await reports.start(req, reportId, { ...filters, format: body.format ?? filters.format, lang: body.lang ?? filters.lang });
    res.status(202).location(`/api/report-jobs/${jobId}`).json({ jobId } satisfies ReportJobAccepted);
  });
  router.get('/api/report-jobs/:jobId', runsReports, async (req, res) => {
    const job = await reports.find(req, String(req.params.jobId));
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      jobId: job.id,
      state: job.state,
      progress: job.state === 'completed' ? 100 : job.progress,
      ...(job.result ? { filename: job.result.filename, rows: job.result.rows, size: job.result.size } : {}),
      ...(job.state === 'failed' ? { error: { message: failed.en, messageAr: failed.ar } } : {}),
    } satisfies ReportJobStatus);
  });
  router.get('/api/report-jobs/:jobId/file', runsReports, async (req, res) => {
    const job = await reports.find(req, String(req.params.jobId));
    if (job.state === 'failed') throw new AppError('internal', 'reports.failed');
    if (job.state !== 'completed' || !job.result) throw new AppError('conflict', 'reports.notReady');
    await sendBlob(res, reportStore, fileOf(job.result), { inline: inline(req) });
  });

  router.get('/api/hearing-minutes/:id/export.docx', requireWork('minutes', 'view'), async (req, res) => {
    const id = Number(req.params.id);
    const m = Number.isSafeInteger(id) && id > 0 ? await readStore.collection('hearing_minutes').findOne({ id }) : null;
    if (!m) throw new AppError('not_found', 'error.notFound');
    await visible(readStore, req, 'cases', m.caseId);
    const { bytes, filename } = await minutesDocx(readStore, blobStore, m);
    sendBuffer(res, bytes, { filename, contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', inline: inline(req) });
  });
  return router;
}
