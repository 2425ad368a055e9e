import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryLoginFailures, createRedisLoginFailures, withMemoryFallback, type LoginFailures } from '@lawfirm/platform';
import { LoginThrottle } from '../../command-api/src/auth/throttle.js';
import { dropRedisKeys, REDIS_URL, redisReachable } from '../support/redis.js';

const redisUp = await redisReachable();
if (!redisUp) console.warn('[skipped] sign-in attempts on Redis: no Redis at 127.0.0.1:6379');
const prefix = `test-login-${randomUUID().slice(0, 8)}`;
afterAll(() => (redisUp ? dropRedisKeys(prefix) : undefined));

const stores = [
  { name: 'memory', run: true, open: (): LoginFailures => createMemoryLoginFailures() },
  { name: 'Redis', run: redisUp, open: (): LoginFailures => createRedisLoginFailures(REDIS_URL, prefix) },
];

for (const store of stores)
  describe.skipIf(!store.run)(`sign-in attempts kept in ${store.name}`, () => {
    const opened: LoginFailures[] = [];
    const open = () => {
      const s = store.open();
      opened.push(s);
      return s;
    };
    afterAll(() => Promise.all(opened.map((s) => s.close())));

    const rule = { free: 3, baseDelayMs: 1000, maxDelayMs: 4000, forgetMs: 60_000 };

    it('lets the free attempts through, then makes each wait, doubling from the last attempt, up to the most', async () => {
      const s = open();
      const key = `k-${randomUUID()}`;
      for (let i = 0; i < 3; i++) expect(await s.take(key, 1000, rule)).toBe(0);
      expect(await s.take(key, 1200, rule)).toBe(800);
      expect(await s.peek(key, 1200, rule)).toBe(800);
      expect(await s.take(key, 2000, rule)).toBe(0);
      expect(await s.take(key, 2500, rule)).toBe(1500);
      expect(await s.take(key, 4000, rule)).toBe(0);
      expect(await s.take(key, 4000, rule)).toBe(4000);
      expect(await s.take(`other-${key}`, 4000, rule)).toBe(0);
    });

    it('counts attempts taken at once one by one, so no more than the free ones get through', async () => {
      const s = open();
      const key = `k-${randomUUID()}`;
      const waits = await Promise.all(Array.from({ length: 40 }, () => s.take(key, 1000, rule)));
      expect(waits.filter((w) => w === 0)).toHaveLength(3);
    });

    it('gives an attempt back on release and forgets the key on clear', async () => {
      const s = open();
      const key = `k-${randomUUID()}`;
      for (let i = 0; i < 3; i++) await s.take(key, 1000, rule);
      await s.release(key);
      expect(await s.take(key, 1000, rule)).toBe(0);
      expect(await s.take(key, 1000, rule)).toBeGreaterThan(0);
      await s.clear(key);
      expect(await s.peek(key, 1000, rule)).toBe(0);
      expect(await s.take(key, 1000, rule)).toBe(0);
    });

    it('forgets a key `forgetMs` after its last attempt', async () => {
      const s = open();
      const key = `k-${randomUUID()}`;
      const short = { ...rule, forgetMs: 300 };
      for (let i = 0; i < 4; i++) await s.take(key, Date.now(), short);
      expect(await s.peek(key, Date.now(), short)).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 400));
      expect(await s.peek(key, Date.now(), short)).toBe(0);
    });
  });

describe.skipIf(!redisUp)('sign-in attempts on Redis, several processes', () => {
  it('counts what every command-api process took, so more processes give an attacker no more attempts', async () => {
    const [one, two] = [createRedisLoginFailures(REDIS_URL, prefix), createRedisLoginFailures(REDIS_URL, prefix)];
    const key = `k-${randomUUID()}`;
    const rule = { free: 5, baseDelayMs: 60_000, maxDelayMs: 900_000, forgetMs: 60_000 };
    const waits = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? one : two).take(key, 1000, rule)));
    expect(waits.filter((w) => w === 0)).toHaveLength(5);
    expect(await one.peek(key, 2000, rule)).toBe(59_000);
    await Promise.all([one.close(), two.close()]);
  });
});

describe('sign-in attempts in memory, many usernames tried once', () => {
  it('does not keep the usernames forgotten, though nobody tries them again', async () => {
    const s = createMemoryLoginFailures();
    const rule = { free: 5, baseDelayMs: 1000, maxDelayMs: 1000, forgetMs: 60_000 };
    for (let i = 0; i < 5000; i++) await s.take(`spray-${i}`, 1000 + i, rule);
    expect(s.size).toBe(5000);
    // once those are forgotten, later attempts sweep them away (without it: 10,000 kept)
    for (let i = 0; i < 5000; i++) await s.take(`later-${i}`, 1_000_000 + i, rule);
    expect(s.size).toBe(5000);
    await s.close();
  });
});

describe('sign-in attempts while Redis cannot be reached', () => {
  it('are counted in memory, so sign-in is still throttled, and Redis is tried again after a pause', async () => {
    let clock = 1_000_000;
    const outages: unknown[] = [];
    // nothing listens on port 1
    const s = withMemoryFallback(createRedisLoginFailures('redis://127.0.0.1:1', prefix), { retryMs: 10_000, now: () => clock, onFallback: (e) => outages.push(e) });
    const throttle = new LoginThrottle(s);
    const sara = { account: 'employee:sara@firm.ae', address: '198.51.100.1' };
    for (let i = 0; i < 5; i++) expect(await throttle.take(sara, clock)).toBe(0);
    expect(s.usingMemory).toBe(true);
    expect(await throttle.take(sara, clock)).toBeGreaterThan(0);
    expect(await throttle.take({ ...sara, account: 'employee:omar@firm.ae' }, clock)).toBe(0);
    expect(outages).toHaveLength(1);
    // past the pause the shared store is asked again (and still fails: a second outage noted)
    clock += 10_001;
    expect(await throttle.accountWait(sara.account, clock)).toBeGreaterThan(0);
    expect(outages).toHaveLength(2);
    await throttle.succeeded(sara);
    expect(await throttle.accountWait(sara.account, clock)).toBe(0);
    await s.close();
  }, 30_000);
});
