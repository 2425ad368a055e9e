import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { log } from '../log.js';

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

/**
 * In memory: like Redis, a key's failures go when its newest leaves the window. Keys nobody asks
 * about again (an attacker trying many usernames) are swept whenever the map has doubled since
 * the last sweep, so it stays about as large as the keys with failures in their window.
 */
export function createMemoryLoginFailures(): LoginFailures & { readonly size: number } {
  const failures = new Map<string, { times: number[]; expires: number }>();
  let sweepAt = 1000;
  const recent = (key: string, now: number, windowMs: number) => {
    const entry = failures.get(key);
    const list = (entry?.times ?? []).filter((t) => now - t < windowMs);
    if (entry && list.length) entry.times = list;
    else failures.delete(key);
    return list;
  };
  const sweep = (now: number) => {
    for (const [key, entry] of failures) if (entry.expires <= now) failures.delete(key);
    sweepAt = Math.max(1000, 2 * failures.size);
  };
  return {
    kind: 'memory',
    get size() {
      return failures.size;
    },
    recent: async (key, now, windowMs) => recent(key, now, windowMs),
    async add(key, now, windowMs) {
      // the clock may step back: kept in time order, as the throttle reads them
      const times = [...recent(key, now, windowMs), now].sort((a, b) => a - b);
      failures.set(key, { times, expires: times[times.length - 1] + windowMs });
      if (failures.size > sweepAt) sweep(now);
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
  // a lost connection surfaces as the failed calls (withMemoryFallback says so once per outage),
  // not as an error event per reconnection attempt
  redis.on('error', () => {});
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

/** how long, after a failed call, the shared store is left alone before it is tried again */
export const SHARED_RETRY_MS = 10_000;

/**
 * The shared store, and this process's memory while the shared one cannot be reached: sign-in
 * neither fails with Redis nor goes unthrottled without it (each process counts what it sees
 * until Redis answers again). After a failed call Redis is left alone for `retryMs`, so sign-ins
 * do not each wait out its reconnection attempts.
 */
export function withMemoryFallback(
  shared: LoginFailures,
  opts: { retryMs?: number; onFallback?: (err: unknown) => void; now?: () => number } = {},
): LoginFailures & { readonly usingMemory: boolean } {
  const local = createMemoryLoginFailures();
  const { retryMs = SHARED_RETRY_MS, onFallback = (err) => log.warn('failed sign-ins kept in memory: Redis is unreachable', { err: String(err) }), now = Date.now } = opts;
  let downUntil = 0;
  const call = async <T>(use: (s: LoginFailures) => Promise<T>): Promise<T> => {
    if (now() < downUntil) return use(local);
    try {
      return await use(shared);
    } catch (err) {
      if (now() >= downUntil) onFallback(err);
      downUntil = now() + retryMs;
      return use(local);
    }
  };
  return {
    kind: shared.kind,
    get usingMemory() {
      return now() < downUntil;
    },
    recent: (key, at, windowMs) => call((s) => s.recent(key, at, windowMs)),
    add: (key, at, windowMs) => call((s) => s.add(key, at, windowMs)),
    // a success clears both: failures counted in memory during an outage must not outlive it
    clear: async (key) => {
      await local.clear(key);
      await call((s) => s.clear(key));
    },
    close: () => shared.close(),
  };
}

export function createLoginFailures(cfg: { redisUrl?: string; queuePrefix: string }): LoginFailures {
  return cfg.redisUrl ? withMemoryFallback(createRedisLoginFailures(cfg.redisUrl, cfg.queuePrefix)) : createMemoryLoginFailures();
}
