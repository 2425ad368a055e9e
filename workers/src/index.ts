import type { JobContext, JobQueue } from '@lawfirm/platform';

/**
 * A worker: a job name and its processor. Automated tasks, reminders, deadline sweeps and report
 * rendering register here as they are built (see the README's roadmap).
 */
export interface WorkerDefinition {
  name: string;
  concurrency?: number;
  process: (data: unknown, ctx: JobContext) => Promise<unknown>;
}

export const workers: WorkerDefinition[] = [];

export function registerWorkers(jobs: JobQueue, list: WorkerDefinition[] = workers): void {
  for (const w of list) jobs.process(w.name, w.process, { concurrency: w.concurrency });
}
