import { Redis } from 'ioredis';
import { log } from '../log.js';

/**
 * How sign-in attempts on one key (an account, an address) are spaced: the first `free` go
 * through at once; after that each must wait `baseDelayMs`, doubled per further attempt up to
 * `maxDelayMs`, after the previous one. A key's attempts are forgotten `forgetMs` after its last.
 * Nothing locks for good: the longest wait is `maxDelayMs`.
 */
export interface ThrottleRule {
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetMs: number;
}

/** ms the key must still wait after `count` attempts, the last at `last` */
export function throttleWait(rule: ThrottleRule, count: number, last: number, now: number): number {
  if (count < rule.free) return 0;
  const delay = Math.min(rule.baseDelayMs * 2 ** (count - rule.free), rule.maxDelayMs);
  return Math.max(0, last + delay - now);
}

/**
 * Sign-in attempts per key. An attempt is taken (counted) before the password is checked, in one
 * atomic step with the check of the wait, so guesses sent at once are counted as they arrive and
 * never all evaluated. In memory it serves one process; on Redis every command-api process of a
 * deployment counts the same attempts, so running more of them gives an attacker nothing.
 */
export interface LoginFailures {
  readonly kind: 'memory' | 'redis';
  /** counts an attempt and answers 0, or answers the ms still to wait and counts nothing */
  take(key: string, now: number, rule: ThrottleRule): Promise<number>;
  /** gives one counted attempt back (it was not evaluated, or it succeeded for this key's part) */
  release(key: string): Promise<void>;
  /** forgets the key's attempts (a successful sign-in, an unlock) */
  clear(key: string): Promise<void>;
  /** ms the key must wait now, without counting anything */
  peek(key: string, now: number, rule: ThrottleRule): Promise<number>;
  close(): Promise<void>;
}

/**
 * In memory: `take` reads and writes without awaiting, so requests handled at once are counted
 * one after another. Keys nobody tries again (an attacker trying many usernames) are swept
 * whenever the map has doubled since the last sweep.
 */
export function createMemoryLoginFailures(): LoginFailures & { readonly size: number } {
  const attempts = new Map<string, { count: number; last: number; expires: number }>();
  let sweepAt = 1000;
  const current = (key: string, now: number) => {
    const entry = attempts.get(key);
    if (entry && entry.expires <= now) {
      attempts.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = (now: number) => {
    for (const [key, entry] of attempts) if (entry.expires <= now) attempts.delete(key);
    sweepAt = Math.max(1000, 2 * attempts.size);
  };
  return {
    kind: 'memory',
    get size() {
      return attempts.size;
    },
    async take(key, now, rule) {
      const entry = current(key, now);
      const wait = entry ? throttleWait(rule, entry.count, entry.last, now) : 0;
      if (wait > 0) return wait;
      attempts.set(key, { count: (entry?.count ?? 0) + 1, last: Math.max(now, entry?.last ?? now), expires: now + rule.forgetMs });
      if (attempts.size > sweepAt) sweep(now);
      return 0;
    },
    async release(key) {
      const entry = attempts.get(key);
      if (entry) entry.count = Math.max(0, entry.count - 1);
    },
    async clear(key) {
      attempts.delete(key);
    },
    async peek(key, now, rule) {
      const entry = current(key, now);
      return entry ? throttleWait(rule, entry.count, entry.last, now) : 0;
    },
    async close() {},
  };
}

// KEYS[1]: the key's hash {count, last}; ARGV: now, free, baseDelayMs, maxDelayMs, forgetMs.
// Same arithmetic as throttleWait; one script, so no two processes both see a free slot.
const TAKE = `
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
local now, free, base, max, forget = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
if count >= free then
  local delay = math.min(base * 2 ^ (count - free), max)
  if now < last + delay then return math.ceil(last + delay - now) end
end
redis.call('HSET', KEYS[1], 'count', count + 1, 'last', math.max(now, last))
redis.call('PEXPIRE', KEYS[1], forget)
return 0
`;
const RELEASE = `
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
if count > 0 then redis.call('HSET', KEYS[1], 'count', count - 1) end
return 0
`;

/** a hash per key with the count and the last attempt's time; it expires `forgetMs` after the last attempt */
export function createRedisLoginFailures(url: string, prefix: string): LoginFailures {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  // a lost connection surfaces as the failed calls (withMemoryFallback says so once per outage),
  // not as an error event per reconnection attempt
  redis.on('error', () => {});
  const keyOf = (key: string) => `${prefix}:login-attempts:${key}`;
  return {
    kind: 'redis',
    async take(key, now, rule) {
      return Number(await redis.eval(TAKE, 1, keyOf(key), now, rule.free, rule.baseDelayMs, rule.maxDelayMs, rule.forgetMs));
    },
    async release(key) {
      await redis.eval(RELEASE, 1, keyOf(key));
    },
    async clear(key) {
      await redis.del(keyOf(key));
    },
    async peek(key, now, rule) {
      const [count, last] = await redis.hmget(keyOf(key), 'count', 'last');
      return count === null ? 0 : throttleWait(rule, Number(count), Number(last), now);
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
  const { retryMs = SHARED_RETRY_MS, onFallback = (err) => log.warn('sign-in attempts kept in memory: Redis is unreachable', { err: String(err) }), now = Date.now } = opts;
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
    take: (key, at, rule) => call((s) => s.take(key, at, rule)),
    release: (key) => call((s) => s.release(key)),
    // a success clears both: attempts counted in memory during an outage must not outlive it
    clear: async (key) => {
      await local.clear(key);
      await call((s) => s.clear(key));
    },
    peek: (key, at, rule) => call((s) => s.peek(key, at, rule)),
    close: () => shared.close(),
  };
}

export function createLoginFailures(cfg: { redisUrl?: string; queuePrefix: string }): LoginFailures {
  return cfg.redisUrl ? withMemoryFallback(createRedisLoginFailures(cfg.redisUrl, cfg.queuePrefix)) : createMemoryLoginFailures();
}
