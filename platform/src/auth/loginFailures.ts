import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * When sign-ins failed, per key (an account, an address), within a window. In memory it serves
 * one process; on Redis every command-api process of a deployment counts the same failures, so
 * running more of them does not multiply the attempts an attacker gets.
 */
export interface LoginFailures {
  readonly kind: 'memory' | 'redis';
  /** the times (ms) of the key's failures younger than the window, oldest first */
  recent(key: string, now: number, windowMs: number): Promise<number[]>;
  add(key: string, now: number, windowMs: number): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryLoginFailures(): LoginFailures {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number, windowMs: number) => {
    const list = (failures.get(key) ?? []).filter((t) => now - t < windowMs);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };
  return {
    kind: 'memory',
    recent: async (key, now, windowMs) => recent(key, now, windowMs),
    async add(key, now, windowMs) {
      // the clock may step back: kept in time order, as the throttle reads them
      failures.set(key, [...recent(key, now, windowMs), now].sort((a, b) => a - b));
    },
    async clear(key) {
      failures.delete(key);
    },
    async close() {},
  };
}

/** a sorted set per key, scored by time; the failures that left the window are dropped as one is added, and the key expires with its newest */
export function createRedisLoginFailures(url: string, prefix: string): LoginFailures {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const keyOf = (key: string) => `${prefix}:login-failures:${key}`;
  return {
    kind: 'redis',
    async recent(key, now, windowMs) {
      const scored = await redis.zrangebyscore(keyOf(key), `(${now - windowMs}`, '+inf', 'WITHSCORES');
      return scored.filter((_, i) => i % 2 === 1).map(Number);
    },
    async add(key, now, windowMs) {
      const k = keyOf(key);
      const replies = await redis.multi().zremrangebyscore(k, '-inf', now - windowMs).zadd(k, now, `${now}:${randomUUID()}`).pexpire(k, windowMs).exec();
      const failed = replies?.find(([err]) => err);
      if (failed) throw failed[0];
    },
    async clear(key) {
      await redis.del(keyOf(key));
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export function createLoginFailures(cfg: { redisUrl?: string; queuePrefix: string }): LoginFailures {
  return cfg.redisUrl ? createRedisLoginFailures(cfg.redisUrl, cfg.queuePrefix) : createMemoryLoginFailures();
}
