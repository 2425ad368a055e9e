import { log, RETAIN_FINISHED_MS, type BlobStore } from '@lawfirm/platform';

export const EXPIRE_REPORTS = 'expire-reports';

/**
 * How long a rendered report's file is kept: a day longer than the job that answers where it is
 * (job records are kept RETAIN_FINISHED_MS after they finish), so a job never points at a file
 * that is gone.
 */
export const REPORT_RETENTION_MS = RETAIN_FINISHED_MS + 24 * 3600 * 1000;

/** Deletes the rendered reports older than the retention; without it every report ever made stays on disk. */
export async function expireReports(deps: { reportStore: BlobStore }, now = Date.now()): Promise<{ deleted: number }> {
  const deleted = await deps.reportStore.deleteStoredBefore(new Date(now - REPORT_RETENTION_MS));
  if (deleted) log.info('expired reports deleted', { deleted });
  return { deleted };
}

/** every night at 03:30 in the firm's time zone */
export const reportExpiryWorker = {
  name: EXPIRE_REPORTS,
  process: (_data: unknown, _ctx: unknown, deps: { reportStore: BlobStore }) => expireReports(deps),
  schedule: { id: 'daily-report-expiry', cron: '30 3 * * *' },
};
