import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { assertJobId, DEFAULT_BACKOFF_MS, DEFAULT_CLOSE_TIMEOUT_MS, RETAIN_FINISHED_MS } from './inprocess.js';
import type { EnqueueOptions, JobInfo, JobQueue, JobState, Processor } from './types.js';

export interface BullMqJobQueueOptions {
  redisUrl: string;
  /** Redis key prefix (default `lawfirm`) */
  prefix?: string;
  /** base of the BullMQ queue names: job name `x` runs on queue `<queueName>.x` (default `jobs`) */
  queueName?: string;
  /** first retry delay; doubles per attempt (default 1 s) */
  backoffMs?: number;
  /**
   * How long a worker's lock on a job lasts and how often workers look for jobs whose lock lapsed
   * (a crashed or force-closed worker). BullMQ's defaults are 30 s each; tests shorten them.
   */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  onError?: (err: Error) => void;
}

const RETAIN_S = RETAIN_FINISHED_MS / 1000;

/**
 * One BullMQ queue (and Worker) per job name: the port gives each processor its own concurrency,
 * and a Worker takes every job of its queue, so a shared queue would hand a process jobs it has
 * no processor for. Because getJob/waitFor/unschedule get only an id, `<prefix>:<queueName>:name:<id>`
 * and `...:scheduler:<id>` remember which queue an id lives on; the `name` key is set with NX,
 * which also makes a jobId unique across job names as in the in-process adapter.
 */
/** how many times a job whose process died under it is handed to the next worker */
const MAX_STALLS = 10;

export function createBullMqJobQueue(opts: BullMqJobQueueOptions): JobQueue {
  const prefix = opts.prefix ?? 'lawfirm';
  const base = opts.queueName ?? 'jobs';
  const backoffMs = opts.backoffMs ?? DEFAULT_BACKOFF_MS;
  const onError = opts.onError ?? ((err: Error) => console.error('[jobs]', err));
  const client = new Redis(opts.redisUrl);
  client.on('error', onError);
  const queues = new Map<string, Queue>();
  const events = new Map<string, Promise<QueueEvents>>();
  const workers: { name: string; worker: Worker; active: Set<Promise<unknown>> }[] = [];
  const keyOf = (kind: 'name' | 'scheduler', id: string) => `${prefix}:${base}:${kind}:${id}`;
  const queueNameOf = (name: string) => `${base}.${name}`;
  const removal = { removeOnComplete: { age: RETAIN_S }, removeOnFail: { age: RETAIN_S } };
  let closed = false;
  const assertOpen = () => {
    if (closed) throw new Error('job queue is closed');
  };

  const queue = (name: string) => {
    let q = queues.get(name);
    if (!q) {
      // producers share one connection; Workers and QueueEvents block, so each gets its own
      q = new Queue(queueNameOf(name), { connection: client, prefix });
      q.on('error', onError);
      queues.set(name, q);
    }
    return q;
  };
  const queueEvents = (name: string) => {
    let qe = events.get(name);
    if (!qe) {
      qe = (async () => {
        // read on from the stream's end as of now, not from wherever XREAD '$' first lands: a job
        // finishing in between (after waitUntilFinished looked at its state) would go unnoticed
        const [last] = await client.xrevrange(queue(name).keys.events, '+', '-', 'COUNT', 1);
        const created = new QueueEvents(queueNameOf(name), { connection: { url: opts.redisUrl }, prefix, lastEventId: last?.[0] ?? '0-0' });
        created.on('error', onError);
        return created;
      })();
      qe.catch(() => events.delete(name)); // try again next time
      events.set(name, qe);
    }
    return qe;
  };
  /** the job name an id belongs to; scheduler jobs are `repeat:<schedulerId>:<millis>` */
  const nameOf = async (id: string): Promise<string | null> => {
    const name = await client.get(keyOf('name', id));
    if (name || !id.startsWith('repeat:')) return name;
    return client.get(keyOf('scheduler', id.slice('repeat:'.length, id.lastIndexOf(':'))));
  };
  const jobOf = async (id: string): Promise<Job | null> => {
    const name = await nameOf(id);
    return name ? ((await queue(name).getJob(id)) ?? null) : null;
  };

  return {
    kind: 'bullmq',
    durable: true,
    process<D, R>(name: string, processor: Processor<D, R>, o: { concurrency?: number } = {}) {
      assertOpen();
      if (workers.some((w) => w.name === name)) throw new Error(`a processor for "${name}" is already registered`);
      const active = new Set<Promise<unknown>>();
      const worker = new Worker(
        queueNameOf(name),
        async (job: Job) => {
          const run = Promise.resolve().then(() =>
            processor(job.data as D, {
              jobId: job.id!,
              attempt: job.attemptsMade + 1,
              progress: (percent) => job.updateProgress(Math.min(100, Math.max(0, percent))),
            }),
          );
          active.add(run);
          try {
            return await run;
          } finally {
            active.delete(run);
          }
        },
        {
          connection: { url: opts.redisUrl, maxRetriesPerRequest: null },
          prefix,
          concurrency: Math.max(1, o.concurrency ?? 1),
          // BullMQ refuses explicit undefined here: only pass what was set
          ...(opts.lockDurationMs ? { lockDuration: opts.lockDurationMs } : {}),
          ...(opts.stalledIntervalMs ? { stalledInterval: opts.stalledIntervalMs } : {}),
          // a job stalls when its process died under it; BullMQ fails it at the second stall, so two
          // crashes in a row lost it (a reminder's e-mail never sent). It is handed on up to this
          // many times; a job that kills its process every time still ends failed
          maxStalledCount: MAX_STALLS,
        },
      );
      worker.on('error', onError);
      workers.push({ name, worker, active });
    },
    async enqueue<D>(name: string, data: D, o: EnqueueOptions = {}) {
      assertOpen();
      assertJobId(o.jobId);
      const id = o.jobId ?? randomUUID();
      // the name key outlives the job (removed RETAIN_S after it finished), so it also deduplicates
      const fresh = await client.set(keyOf('name', id), name, 'EX', 2 * RETAIN_S, 'NX');
      if (fresh !== 'OK') {
        // the id was recorded; unless the process died before adding the job, it is there
        const known = (await client.get(keyOf('name', id))) ?? name;
        if (await queue(known).getJob(id)) return { id };
      }
      try {
        await queue(name).add(name, data, {
          jobId: id,
          attempts: Math.max(1, o.attempts ?? 1),
          delay: o.delayMs && o.delayMs > 0 ? o.delayMs : undefined,
          backoff: { type: 'exponential', delay: backoffMs },
          ...removal,
        });
      } catch (err) {
        await client.del(keyOf('name', id)).catch(() => {});
        throw err;
      }
      return { id };
    },
    async getJob<R>(id: string) {
      const job = await jobOf(id);
      if (!job) return null;
      const state = await job.getState();
      const info: JobInfo<R> = {
        id,
        name: job.name,
        state: toState(state),
        progress: typeof job.progress === 'number' ? job.progress : 0,
        result: state === 'completed' ? (job.returnvalue as R) : undefined,
        failedReason: job.failedReason || undefined,
        attemptsMade: job.attemptsMade,
      };
      return info;
    },
    async waitFor<R>(id: string, timeoutMs: number) {
      // the lookups get the same time limit: a dropped Redis connection must not hang the caller
      return withTimeout(
        (async () => {
          const job = await jobOf(id);
          if (!job) throw new Error(`job ${id} not found`);
          return (await job.waitUntilFinished(await queueEvents(job.name), timeoutMs)) as R;
        })(),
        timeoutMs,
        `job ${id} did not finish within ${timeoutMs} ms`,
      );
    },
    async schedule<D>(schedulerId: string, name: string, pattern: string, data: D, o: { tz?: string } = {}) {
      assertOpen();
      const previous = await client.set(keyOf('scheduler', schedulerId), name, 'GET');
      if (previous && previous !== name) await queue(previous).removeJobScheduler(schedulerId);
      await queue(name).upsertJobScheduler(schedulerId, { pattern, tz: o.tz }, { name, data, opts: removal });
    },
    async unschedule(schedulerId: string) {
      const name = await client.get(keyOf('scheduler', schedulerId));
      if (name) await queue(name).removeJobScheduler(schedulerId);
    },
    async close(timeoutMs = DEFAULT_CLOSE_TIMEOUT_MS) {
      if (closed) return;
      closed = true;
      const deadline = Date.now() + timeoutMs;
      // worker.close() waits without limit and a later worker.close(true) returns that same pending
      // promise (BullMQ 6), so: stop fetching, wait for our processors up to the limit, then close
      // normally (results get saved) or by force (locks lapse, the stalled check hands jobs on)
      await Promise.all(
        workers.map(async ({ worker, active }) => {
          await worker.pause(true);
          while (active.size && Date.now() < deadline)
            await withTimeout(Promise.allSettled([...active]), deadline - Date.now(), '').catch(() => {});
          await worker.close(active.size > 0);
        }),
      );
      await Promise.allSettled([...events.values()].map(async (qe) => (await qe).close()));
      await Promise.all([...queues.values()].map((q) => q.close()));
      await client.quit();
    },
  };
}

function toState(state: string): JobState {
  switch (state) {
    case 'completed':
    case 'failed':
    case 'delayed':
    case 'active':
      return state;
    case 'waiting':
    case 'prioritized':
    case 'waiting-children':
      return 'waiting';
    default:
      return 'unknown';
  }
}

function withTimeout<T>(p: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), Math.max(0, ms));
  });
  return Promise.race([p, limit]).finally(() => clearTimeout(timer));
}
