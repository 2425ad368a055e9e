import type { BlobStore, JobContext, JobQueue, ReadStore } from '@lawfirm/platform';
import { reportExpiryWorker, reportWorker, scheduleReportExpiry } from './reports/index.js';

/** What processors read and write through. */
export interface WorkerDeps {
  readStore: ReadStore;
  blobStore: BlobStore;
  /** where rendered reports are kept until they expire */
  reportStore: BlobStore;
  /** the firm's IANA time zone */
  timezone: string;
}

/**
 * A worker: a job name and its processor. Automated tasks, reminders, deadline sweeps and report
 * rendering register here as they are built (see the README's roadmap).
 */
export interface WorkerDefinition {
  name: string;
  concurrency?: number;
  process: (data: unknown, ctx: JobContext, deps: WorkerDeps) => Promise<unknown>;
}

export const workers: WorkerDefinition[] = [reportWorker, reportExpiryWorker];

/** the processors, and the schedules of the jobs that run by themselves */
export async function startWorkers(jobs: JobQueue, deps: WorkerDeps, list: WorkerDefinition[] = workers): Promise<void> {
  for (const w of list) jobs.process(w.name, (data, ctx) => w.process(data, ctx, deps), { concurrency: w.concurrency });
  await scheduleReportExpiry(jobs, deps.timezone);
}
