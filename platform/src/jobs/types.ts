/**
 * The job queue port. Adapters: in-process runner (default) and BullMQ on Redis (REDIS_URL).
 * Delivery is at least once: processors must be idempotent.
 */
export interface JobContext {
  jobId: string;
  attempt: number;
  /** 0..100 */
  progress(percent: number): Promise<void>;
}

export type Processor<D = unknown, R = unknown> = (data: D, ctx: JobContext) => Promise<R>;

export interface EnqueueOptions {
  /** deduplicates: a job with an id that exists is not enqueued again */
  jobId?: string;
  attempts?: number;
  delayMs?: number;
}

export type JobState = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed' | 'unknown';

export interface JobInfo<R = unknown> {
  id: string;
  name: string;
  state: JobState;
  progress: number;
  result?: R;
  failedReason?: string;
  attemptsMade: number;
}

export interface JobQueue {
  readonly kind: 'inprocess' | 'bullmq';
  /** whether an enqueued job outlives this process (BullMQ keeps it in Redis; in-process jobs die with it) */
  readonly durable: boolean;
  /** registers the processor of a job name; jobs enqueued before are processed once it exists */
  process<D, R>(name: string, processor: Processor<D, R>, opts?: { concurrency?: number }): void;
  enqueue<D>(name: string, data: D, opts?: EnqueueOptions): Promise<{ id: string }>;
  getJob<R = unknown>(id: string): Promise<JobInfo<R> | null>;
  /** resolves with the result, rejects on failure or when timeoutMs passes */
  waitFor<R = unknown>(id: string, timeoutMs: number): Promise<R>;
  /** a repeating job (cron pattern, in the given IANA time zone); upserting the same id replaces it */
  schedule<D>(schedulerId: string, name: string, cron: string, data: D, opts?: { tz?: string }): Promise<void>;
  unschedule(schedulerId: string): Promise<void>;
  /** stops taking jobs; waits up to timeoutMs for active ones, then hands them back */
  close(timeoutMs?: number): Promise<void>;
}
