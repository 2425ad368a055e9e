import type { BlobStore, JobContext, JobQueue, ReadModelStore } from '@lawfirm/platform';
import { reportExpiryWorker, reportWorker } from './reports/index.js';

/** What processors read and write through. */
export interface WorkerDeps {
  readStore: ReadModelStore;
  blobStore: BlobStore;
  /** where rendered reports are kept until they expire */
  reportStore: BlobStore;
  /** the firm's IANA time zone */
  timezone: string;
}

/**
 * A worker: a job name and its processor (report rendering, the expiry of rendered reports); the
 * automation's jobs are the command API's.
 */
export interface WorkerDefinition {
  name: string;
  concurrency?: number;
  process: (data: unknown, ctx: JobContext, deps: WorkerDeps) => Promise<unknown>;
  /** a job that runs by itself: its scheduler id and cron pattern, in the firm's time zone */
  schedule?: { id: string; cron: string };
}

export const workers: WorkerDefinition[] = [reportWorker, reportExpiryWorker];

/** the processors, and the schedules of the jobs that run by themselves */
export async function startWorkers(jobs: JobQueue, deps: WorkerDeps, list: WorkerDefinition[] = workers): Promise<void> {
  for (const w of list) {
    jobs.process(w.name, (data, ctx) => w.process(data, ctx, deps), { concurrency: w.concurrency });
    if (w.schedule) await jobs.schedule(w.schedule.id, w.name, w.schedule.cron, {}, { tz: deps.timezone });
  }
}
