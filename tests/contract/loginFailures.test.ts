import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryLoginFailures, createRedisLoginFailures, withMemoryFallback, type LoginFailures } from '@lawfirm/platform';
import { LoginThrottle } from '../../command-api/src/auth/throttle.js';
import { dropRedisKeys, REDIS_URL, redisReachable } from '../support/redis.js';

const redisUp = await redisReachable();
if (!redisUp) console.warn('[skipped] login failures on Redis: no Redis at 127.0.0.1:6379');
const prefix = `test-login-${randomUUID().slice(0, 8)}`;
afterAll(() => (redisUp ? dropRedisKeys(prefix) : undefined));

const stores = [
  { name: 'memory', run: true, open: (): LoginFailures => createMemoryLoginFailures() },
  { name: 'Redis', run: redisUp, open: (): LoginFailures => createRedisLoginFailures(REDIS_URL, prefix) },
];

for (const store of stores)
  describe.skipIf(!store.run)(`failed sign-ins kept in ${store.name}`, () => {
    const opened: LoginFailures[] = [];
    const open = () => {
      const s = store.open();
      opened.push(s);
      return s;
    };
    afterAll(() => Promise.all(opened.map((s) => s.close())));

    it('gives the failures younger than the window, oldest first, and forgets a cleared key', async () => {
      const s = open();
      const key = `k-${randomUUID()}`;
      for (const at of [3000, 1000, 2000]) await s.add(key, at, 10_000);
      expect(await s.recent(key, 5000, 10_000)).toEqual([1000, 2000, 3000]);
      expect(await s.recent(key, 11_500, 10_000)).toEqual([2000, 3000]);
      expect(await s.recent(`other-${key}`, 5000, 10_000)).toEqual([]);
      await s.clear(key);
      expect(await s.recent(key, 5000, 10_000)).toEqual([]);
    });

    it('keeps two failures of the same millisecond', async () => {
      const s = open();
      const key = `k-${randomUUID()}`;
      await s.add(key, 1000, 10_000);
      await s.add(key, 1000, 10_000);
      expect(await s.recent(key, 1000, 10_000)).toEqual([1000, 1000]);
    });
  });

describe.skipIf(!redisUp)('failed sign-ins on Redis, several processes', () => {
  it('counts what every command-api process recorded, so more processes give an attacker no more attempts', async () => {
    const [one, two] = [createRedisLoginFailures(REDIS_URL, prefix), createRedisLoginFailures(REDIS_URL, prefix)];
    const key = `k-${randomUUID()}`;
    await one.add(key, 1000, 60_000);
    await two.add(key, 1001, 60_000);
    expect(await one.recent(key, 2000, 60_000)).toEqual([1000, 1001]);
    expect(await two.recent(key, 2000, 60_000)).toEqual([1000, 1001]);
    await Promise.all([one.close(), two.close()]);
  });
});

describe('failed sign-ins in memory, many usernames tried once', () => {
  it('does not keep the usernames whose failures left the window, though nobody asks about them again', async () => {
    const s = createMemoryLoginFailures();
    for (let i = 0; i < 5000; i++) await s.add(`spray-${i}`, 1000 + i, 60_000);
    expect(s.size).toBe(5000);
    // once those left the window, later failures sweep them away (without it: 10,000 kept)
    for (let i = 0; i < 5000; i++) await s.add(`later-${i}`, 1_000_000 + i, 60_000);
    expect(s.size).toBe(5000);
    expect(await s.recent('later-4999', 1_010_000, 60_000)).toEqual([1_004_999]);
    expect(await s.recent('spray-4999', 1_010_000, 60_000)).toEqual([]);
    await s.close();
  });
});

describe('failed sign-ins while Redis cannot be reached', () => {
  it('are counted in memory, so sign-in is still throttled, and Redis is tried again after a pause', async () => {
    let clock = 1_000_000;
    const outages: unknown[] = [];
    // nothing listens on port 1
    const s = withMemoryFallback(createRedisLoginFailures('redis://127.0.0.1:1', prefix), { retryMs: 10_000, now: () => clock, onFallback: (e) => outages.push(e) });
    const throttle = new LoginThrottle(s, 'account', 3);
    for (let i = 0; i < 3; i++) await throttle.fail(['sara'], clock);
    expect(s.usingMemory).toBe(true);
    expect(await throttle.retryAfter(['sara'], clock)).toBeGreaterThan(0);
    expect(await throttle.retryAfter(['omar'], clock)).toBe(0);
    expect(outages).toHaveLength(1);
    // past the pause the shared store is asked again (and still fails: a second outage noted)
    clock += 10_001;
    expect(await throttle.retryAfter(['sara'], clock)).toBeGreaterThan(0);
    expect(outages).toHaveLength(2);
    await throttle.succeed(['sara']);
    expect(await throttle.retryAfter(['sara'], clock)).toBe(0);
    await s.close();
  }, 30_000);
});
