import { describe, expect, it } from 'vitest';
import { createMemoryLoginFailures, throttleWait } from '@lawfirm/platform';
import { ACCOUNT_RULE, LoginThrottle } from './throttle.js';

// the attempt stores themselves (memory, Redis shared by processes): tests/contract/loginFailures.test.ts
const MIN = 60_000;
const superAdmin = { account: 'admin:admin', address: '198.51.100.7' };

/** n wrong passwords at `at`, each taken and left counted (as the sign-in route does) */
async function failures(t: LoginThrottle, keys: typeof superAdmin, n: number, at: number) {
  const waits: number[] = [];
  for (let i = 0; i < n; i++) waits.push(await t.take(keys, at));
  return waits;
}

describe('sign-in throttle', () => {
  it('given five wrong passwords, when a sixth comes at once, then it is refused for a minute', async () => {
    const t = new LoginThrottle(createMemoryLoginFailures());
    expect(await failures(t, superAdmin, 5, 0)).toEqual([0, 0, 0, 0, 0]);
    expect(await t.take(superAdmin, 1000)).toBe(59);
  });

  it('given the super admin slowed down by failures, the waits double from 1 to at most 15 minutes, and the right password gets in after the wait', async () => {
    const t = new LoginThrottle(createMemoryLoginFailures());
    let clock = 0;
    await failures(t, superAdmin, 5, clock);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const wait = await t.take(superAdmin, clock);
      waits.push(wait);
      clock += wait * 1000;
      // after the wait one more attempt is evaluated (a wrong one here)
      expect(await t.take(superAdmin, clock)).toBe(0);
    }
    expect(waits.map((s) => s / 60)).toEqual([1, 2, 4, 8, 15, 15]);
    // the owner, after the wait, with the right password: evaluated, and the account starts afresh
    clock += 15 * MIN;
    expect(await t.take(superAdmin, clock)).toBe(0);
    await t.succeeded(superAdmin);
    expect(await failures(t, superAdmin, 5, clock)).toEqual([0, 0, 0, 0, 0]);
  });

  it('given a slowed-down account, when an admin unlocks it, then it may try again at once', async () => {
    const t = new LoginThrottle(createMemoryLoginFailures());
    await failures(t, superAdmin, 6, 0);
    expect(await t.accountWait(superAdmin.account, 1000)).toBeGreaterThan(0);
    await t.unlock(superAdmin.account);
    expect(await t.accountWait(superAdmin.account, 1000)).toBe(0);
    expect(await t.take(superAdmin, 1000)).toBe(0);
  });

  it('given 60 guesses at once, then only the five the rule allows are let through to the password check', async () => {
    const t = new LoginThrottle(createMemoryLoginFailures());
    const waits = await Promise.all(Array.from({ length: 60 }, () => t.take(superAdmin, 0)));
    expect(waits.filter((w) => w === 0)).toHaveLength(5);
  });

  it('given an account refused, its address keeps no attempt for it; another account from the same address is not slowed down', async () => {
    const store = createMemoryLoginFailures();
    const t = new LoginThrottle(store, { account: ACCOUNT_RULE, address: { ...ACCOUNT_RULE, free: 7 } });
    await failures(t, superAdmin, 5, 0);
    // refused ones do not count against the office's address
    for (let i = 0; i < 10; i++) expect(await t.take(superAdmin, 1)).toBeGreaterThan(0);
    expect(await t.take({ account: 'employee:fatima@firm.ae', address: superAdmin.address }, 2)).toBe(0);
    expect(await t.take({ account: 'employee:omar@firm.ae', address: superAdmin.address }, 2)).toBe(0);
    // the address's own limit: 7 evaluated attempts
    expect(await t.take({ account: 'employee:mariam@firm.ae', address: superAdmin.address }, 3)).toBe(60);
  });

  it('given a success, the address gets its attempt back, so an office signing in all day is never slowed down', async () => {
    const t = new LoginThrottle(createMemoryLoginFailures(), { account: ACCOUNT_RULE, address: { ...ACCOUNT_RULE, free: 3 } });
    for (let i = 0; i < 20; i++) {
      const keys = { account: `employee:lawyer${i}@firm.ae`, address: '203.0.113.5' };
      expect(await t.take(keys, i)).toBe(0);
      await t.succeeded(keys);
    }
  });

  it('forgets an account a day after its last attempt', async () => {
    const t = new LoginThrottle(createMemoryLoginFailures());
    await failures(t, superAdmin, 5, 0);
    expect(await t.take(superAdmin, ACCOUNT_RULE.forgetMs - 1)).toBe(0);
    expect(await t.accountWait(superAdmin.account, ACCOUNT_RULE.forgetMs)).toBeGreaterThan(0);
    expect(await t.accountWait(superAdmin.account, 2 * ACCOUNT_RULE.forgetMs)).toBe(0);
  });
});

describe('throttleWait', () => {
  const rule = { free: 2, baseDelayMs: 1000, maxDelayMs: 5000, forgetMs: 60_000 };
  it('is 0 below the free attempts, then doubles from the last attempt up to the most', () => {
    expect(throttleWait(rule, 1, 0, 0)).toBe(0);
    expect(throttleWait(rule, 2, 0, 0)).toBe(1000);
    expect(throttleWait(rule, 3, 0, 500)).toBe(1500);
    expect(throttleWait(rule, 5, 0, 0)).toBe(5000);
    expect(throttleWait(rule, 500, 0, 0)).toBe(5000);
    expect(throttleWait(rule, 5, 0, 6000)).toBe(0);
  });
});
