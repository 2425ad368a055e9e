import { createBullMqJobQueue } from './bullmq.js';
import { createInProcessJobQueue } from './inprocess.js';
import type { JobQueue } from './types.js';

export type * from './types.js';
export { createInProcessJobQueue, RETAIN_FINISHED_MS, type InProcessJobQueueOptions } from './inprocess.js';
export { createBullMqJobQueue, type BullMqJobQueueOptions } from './bullmq.js';

/**
 * BullMQ when a Redis URL is configured, otherwise the in-process runner. In-process queues made
 * here with the same prefix share their jobs within the process (as BullMQ ones share Redis), so
 * the services of a standalone process can each create their own.
 */
export function createJobQueue(cfg: { redisUrl?: string; prefix?: string; lockMs?: number }): JobQueue {
  const prefix = cfg.prefix ?? 'lawfirm';
  return cfg.redisUrl
    ? createBullMqJobQueue({ redisUrl: cfg.redisUrl, prefix, lockDurationMs: cfg.lockMs, stalledIntervalMs: cfg.lockMs })
    : createInProcessJobQueue({ namespace: prefix });
}
