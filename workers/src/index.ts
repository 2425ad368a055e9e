import type { BlobStore, JobContext, JobQueue, ReadStore } from '@lawfirm/platform';
import { reportWorker } from './reports/index.js';

/** What processors read and write through. */
export interface WorkerDeps {
  readStore: ReadStore;
  blobStore: BlobStore;
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

export const workers: WorkerDefinition[] = [reportWorker];

export function registerWorkers(jobs: JobQueue, deps: WorkerDeps, list: WorkerDefinition[] = workers): void {
  for (const w of list) jobs.process(w.name, (data, ctx) => w.process(data, ctx, deps), { concurrency: w.concurrency });
}
