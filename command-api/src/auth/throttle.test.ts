import { describe, expect, it } from 'vitest';
import { createMemoryLoginFailures } from '@lawfirm/platform';
import { LoginThrottle } from './throttle.js';

// the failure stores themselves (memory, Redis shared by processes): tests/contract/loginFailures.test.ts
const throttle = (max: number) => new LoginThrottle(createMemoryLoginFailures(), 'account', max, 60_000);

describe('login throttle', () => {
  it('refuses after five failures and lets the account in again once the window has passed', async () => {
    const t = throttle(5);
    const keys = ['user:admin'];
    for (let i = 0; i < 4; i++) await t.fail(keys, 1000 + i);
    expect(await t.retryAfter(keys, 2000)).toBe(0);
    await t.fail(keys, 1004);
    expect(await t.retryAfter(keys, 2000)).toBe(59);
    expect(await t.retryAfter(keys, 61_001)).toBe(0);
  });

  it('forgets failures after a successful sign-in', async () => {
    const t = throttle(2);
    await t.fail(['a'], 0);
    await t.fail(['a'], 1);
    expect(await t.retryAfter(['a'], 2)).toBeGreaterThan(0);
    await t.succeed(['a']);
    expect(await t.retryAfter(['a'], 3)).toBe(0);
  });

  it('waits until fewer than the limit remain when more failures got in at once', async () => {
    const t = throttle(2);
    for (const at of [0, 10_000, 20_000]) await t.fail(['b'], at);
    // the first leaves the window at 60 s, but two are left until the second leaves at 70 s
    expect(await t.retryAfter(['b'], 30_000)).toBe(40);
  });

  it('keeps accounts and addresses apart in one store', async () => {
    const store = createMemoryLoginFailures();
    const accounts = new LoginThrottle(store, 'account', 1, 60_000);
    const addresses = new LoginThrottle(store, 'address', 1, 60_000);
    await accounts.fail(['x'], 0);
    expect(await accounts.retryAfter(['x'], 1)).toBeGreaterThan(0);
    expect(await addresses.retryAfter(['x'], 1)).toBe(0);
  });
});
