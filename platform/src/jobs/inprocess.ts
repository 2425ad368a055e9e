import { randomUUID } from 'node:crypto';
import cron, { type ScheduledTask } from 'node-cron';
import type { EnqueueOptions, JobInfo, JobQueue, JobState, Processor } from './types.js';

/** finished jobs are kept (and their ids deduplicate) this long, in both adapters */
export const RETAIN_FINISHED_MS = 7 * 24 * 3600 * 1000;
export const DEFAULT_BACKOFF_MS = 1000;
export const DEFAULT_CLOSE_TIMEOUT_MS = 10_000;

/** BullMQ's rules for custom ids, enforced by both adapters so code written standalone runs on Redis */
export function assertJobId(id: string | undefined): void {
  if (id === undefined) return;
  if (!id || id.includes(':') || `${parseInt(id, 10)}` === id)
    throw new Error(`invalid job id "${id}": it must be non-empty, not an integer and without ':'`);
}

export interface InProcessJobQueueOptions {
  /**
   * Instances with the same namespace share their jobs within this process, as BullMQ instances
   * with the same prefix share Redis: one service enqueues, another processes, and a closed
   * instance hands its unfinished jobs to the next one. Without a namespace the queue is private.
   */
  namespace?: string;
  /** first retry delay; doubles per attempt (BullMQ's exponential backoff) */
  backoffMs?: number;
}

interface JobRec {
  id: string;
  name: string;
  data: unknown;
  state: JobState;
  progress: number;
  result?: unknown;
  failedReason?: string;
  attemptsMade: number;
  attempts: number;
  /** set while a worker holds the job; a result arriving under a stale token is dropped */
  token?: object;
}

interface Registration {
  name: string;
  fn: Processor<unknown, unknown>;
  concurrency: number;
  active: Set<JobRec>;
  closed: boolean;
}

interface Broker {
  jobs: Map<string, JobRec>;
  waiting: Map<string, string[]>;
  registrations: Set<Registration>;
  finishWaiters: Map<string, Set<() => void>>;
  finished: { id: string; at: number }[];
  schedules: Map<string, ScheduledTask>;
  openInstances: number;
  pumpQueued: boolean;
  backoffMs: number;
}

const namespaces = new Map<string, Broker>();

export function createInProcessJobQueue(opts: InProcessJobQueueOptions = {}): JobQueue {
  const newBroker = (): Broker => ({
    jobs: new Map(),
    waiting: new Map(),
    registrations: new Set(),
    finishWaiters: new Map(),
    finished: [],
    schedules: new Map(),
    openInstances: 0,
    pumpQueued: false,
    backoffMs: opts.backoffMs ?? DEFAULT_BACKOFF_MS,
  });
  let b: Broker;
  if (opts.namespace === undefined) b = newBroker();
  else {
    b = namespaces.get(opts.namespace) ?? newBroker();
    namespaces.set(opts.namespace, b);
  }
  if (b.openInstances++ === 0) for (const task of b.schedules.values()) void task.start();

  const mine = new Set<Registration>();
  let closed = false;
  const assertOpen = () => {
    if (closed) throw new Error('job queue is closed');
  };

  return {
    kind: 'inprocess',
    durable: false,
    process<D, R>(name: string, processor: Processor<D, R>, o: { concurrency?: number } = {}) {
      assertOpen();
      if ([...mine].some((r) => r.name === name)) throw new Error(`a processor for "${name}" is already registered`);
      const reg: Registration = {
        name,
        fn: processor as Processor<unknown, unknown>,
        concurrency: Math.max(1, o.concurrency ?? 1),
        active: new Set(),
        closed: false,
      };
      mine.add(reg);
      b.registrations.add(reg);
      schedulePump(b);
    },
    async enqueue<D>(name: string, data: D, o: EnqueueOptions = {}) {
      assertOpen();
      assertJobId(o.jobId);
      return { id: add(b, name, data, o.jobId ?? randomUUID(), o) };
    },
    async getJob<R>(id: string) {
      prune(b);
      const job = b.jobs.get(id);
      if (!job) return null;
      const info: JobInfo<R> = {
        id,
        name: job.name,
        state: job.state,
        progress: job.progress,
        result: job.result as R | undefined,
        failedReason: job.failedReason,
        attemptsMade: job.attemptsMade,
      };
      return info;
    },
    waitFor<R>(id: string, timeoutMs: number) {
      return new Promise<R>((resolve, reject) => {
        const settle = (job = b.jobs.get(id)) => {
          if (!job) reject(new Error(`job ${id} not found`));
          else if (job.state === 'completed') resolve(job.result as R);
          else if (job.state === 'failed') reject(new Error(job.failedReason));
          else return false;
          return true;
        };
        if (settle()) return;
        const waiters = b.finishWaiters.get(id) ?? new Set();
        b.finishWaiters.set(id, waiters);
        // a waiter alone does not keep the process alive
        const timer = setTimeout(() => {
          waiters.delete(onFinish);
          reject(new Error(`job ${id} did not finish within ${timeoutMs} ms`));
        }, timeoutMs).unref();
        const onFinish = () => {
          clearTimeout(timer);
          settle();
        };
        waiters.add(onFinish);
      });
    },
    async schedule<D>(schedulerId: string, name: string, pattern: string, data: D, o: { tz?: string } = {}) {
      assertOpen();
      if (!cron.validate(pattern)) throw new Error(`invalid cron pattern "${pattern}"`);
      await unschedule(b, schedulerId);
      const payload = json(data);
      // jobs get the ids BullMQ's job schedulers give theirs
      const task = cron.createTask(pattern, () => void add(b, name, payload, `repeat:${schedulerId}:${Date.now()}`, {}), {
        timezone: o.tz,
      });
      b.schedules.set(schedulerId, task);
      await task.start();
    },
    async unschedule(schedulerId: string) {
      await unschedule(b, schedulerId);
    },
    async close(timeoutMs = DEFAULT_CLOSE_TIMEOUT_MS) {
      if (closed) return;
      closed = true;
      for (const reg of mine) reg.closed = true;
      const deadline = Date.now() + timeoutMs;
      const busy = () => [...mine].some((r) => r.active.size > 0);
      while (busy() && Date.now() < deadline) await sleep(Math.min(10, deadline - Date.now()));
      // jobs still running are handed back: whoever processes them next owns the outcome
      for (const reg of mine) {
        for (const job of reg.active) {
          job.token = undefined;
          job.state = 'waiting';
          queueOf(b, job.name).unshift(job.id);
        }
        reg.active.clear();
        b.registrations.delete(reg);
      }
      if (--b.openInstances === 0) for (const task of b.schedules.values()) await task.stop();
      schedulePump(b);
    },
  };
}

function add(b: Broker, name: string, data: unknown, id: string, o: EnqueueOptions): string {
  prune(b);
  if (b.jobs.has(id)) return id;
  const job: JobRec = {
    id,
    name,
    data: data === undefined ? {} : json(data), // as BullMQ stores it
    state: 'waiting',
    progress: 0,
    attemptsMade: 0,
    attempts: Math.max(1, o.attempts ?? 1),
  };
  b.jobs.set(id, job);
  if (o.delayMs && o.delayMs > 0) delay(b, job, o.delayMs);
  else queueOf(b, name).push(id);
  schedulePump(b);
  return id;
}

function delay(b: Broker, job: JobRec, ms: number) {
  job.state = 'delayed';
  setTimeout(() => {
    job.state = 'waiting';
    queueOf(b, job.name).push(job.id);
    schedulePump(b);
  }, ms).unref();
}

function queueOf(b: Broker, name: string): string[] {
  let q = b.waiting.get(name);
  if (!q) b.waiting.set(name, (q = []));
  return q;
}

function schedulePump(b: Broker) {
  if (b.pumpQueued) return;
  b.pumpQueued = true;
  queueMicrotask(() => {
    b.pumpQueued = false;
    for (const reg of b.registrations) {
      const q = b.waiting.get(reg.name);
      while (!reg.closed && q?.length && reg.active.size < reg.concurrency) {
        const job = b.jobs.get(q.shift()!);
        if (job) void run(b, reg, job);
      }
    }
  });
}

async function run(b: Broker, reg: Registration, job: JobRec) {
  const token = {};
  job.token = token;
  job.state = 'active';
  reg.active.add(job);
  let result: unknown;
  let error: unknown;
  try {
    result = await reg.fn(job.data, {
      jobId: job.id,
      attempt: job.attemptsMade + 1,
      progress: async (percent) => {
        if (job.token === token) job.progress = Math.min(100, Math.max(0, percent));
      },
    });
  } catch (err) {
    error = err ?? new Error('job failed');
  }
  if (job.token !== token) return; // handed back by close(): the job is someone else's now
  reg.active.delete(job);
  job.token = undefined;
  job.attemptsMade++;
  if (error === undefined) {
    job.state = 'completed';
    job.result = json(result);
    finish(b, job);
  } else {
    job.failedReason = error instanceof Error ? error.message : String(error);
    if (job.attemptsMade < job.attempts) delay(b, job, b.backoffMs * 2 ** (job.attemptsMade - 1));
    else {
      job.state = 'failed';
      finish(b, job);
    }
  }
  schedulePump(b);
}

function finish(b: Broker, job: JobRec) {
  job.data = undefined;
  b.finished.push({ id: job.id, at: Date.now() });
  const waiters = b.finishWaiters.get(job.id);
  b.finishWaiters.delete(job.id);
  for (const w of waiters ?? []) w();
}

function prune(b: Broker) {
  const cutoff = Date.now() - RETAIN_FINISHED_MS;
  while (b.finished.length && b.finished[0].at < cutoff) b.jobs.delete(b.finished.shift()!.id);
}

async function unschedule(b: Broker, schedulerId: string) {
  const task = b.schedules.get(schedulerId);
  if (!task) return;
  b.schedules.delete(schedulerId);
  await task.destroy();
}

/** jobs carry JSON, as they do through Redis */
function json<T>(v: T): T {
  return v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
