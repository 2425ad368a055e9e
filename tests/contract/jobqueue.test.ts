import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createBullMqJobQueue } from '../../platform/src/jobs/bullmq.js';
import { createJobQueue } from '../../platform/src/jobs/index.js';
import { createInProcessJobQueue } from '../../platform/src/jobs/inprocess.js';
import { jobQueueContract } from './jobqueue.contract.js';

jobQueueContract('in-process', () => {
  const namespace = `test-${randomUUID()}`;
  return { open: () => createInProcessJobQueue({ namespace, backoffMs: 50 }) };
});

describe('createJobQueue without Redis', () => {
  it('gives in-process queues of one prefix the same jobs, as services of one process need', async () => {
    const prefix = `test-${randomUUID()}`;
    const api = createJobQueue({ prefix });
    const worker = createJobQueue({ prefix });
    const elsewhere = createJobQueue({ prefix: `${prefix}-other` });
    expect(api.kind).toBe('inprocess');
    worker.process<{ n: number }, number>('double', async ({ n }) => n * 2);
    const { id } = await api.enqueue('double', { n: 21 });
    expect(await api.waitFor(id, 5_000)).toBe(42);
    expect(await elsewhere.getJob(id)).toBeNull();
    await Promise.all([api.close(), worker.close(), elsewhere.close()]);
  });
});

// BullMQ: REDIS_URL, else the local Redis; skipped with the reason when it does not answer.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = await (async (): Promise<{ available: boolean; reason?: string }> => {
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 2_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return { available: true };
  } catch (err) {
    return { available: false, reason: `Redis at ${redisUrl} did not answer (${(err as Error).message ?? err})` };
  } finally {
    client.disconnect();
  }
})();
if (!redis.available) console.warn(`[skipped] BullMQ job queue contract suite: ${redis.reason}`);

describe.skipIf(!redis.available)('BullMQ job queue', () => {
  const runPrefix = `test-${randomUUID().slice(0, 8)}`;
  let spaces = 0;

  async function deleteKeys(pattern: string) {
    const client = new Redis(redisUrl);
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
      if (keys.length) await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    await client.quit();
  }
  afterAll(() => deleteKeys(`${runPrefix}*`));

  jobQueueContract('bullmq', () => {
    const prefix = `${runPrefix}-${++spaces}`;
    return {
      open: () => createBullMqJobQueue({ redisUrl, prefix, backoffMs: 50, lockDurationMs: 1_000, stalledIntervalMs: 500 }),
      cleanup: () => deleteKeys(`${prefix}:*`),
    };
  });

  it('createJobQueue picks BullMQ when a Redis URL is set', async () => {
    const q = createJobQueue({ redisUrl, prefix: `${runPrefix}-factory` });
    expect(q.kind).toBe('bullmq');
    await q.close();
  });
});
