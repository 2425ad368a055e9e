import { describe, it, expect } from 'vitest';
import { LoginThrottle } from './throttle.js';

describe('login throttle', () => {
  it('refuses after five failures and lets the account in again once the window has passed', () => {
    const t = new LoginThrottle(5, 60_000);
    const keys = ['user:admin'];
    for (let i = 0; i < 4; i++) t.fail(keys, 1000 + i);
    expect(t.retryAfter(keys, 2000)).toBe(0);
    t.fail(keys, 1004);
    expect(t.retryAfter(keys, 2000)).toBe(59);
    expect(t.retryAfter(keys, 61_001)).toBe(0);
  });

  it('forgets failures after a successful sign-in', () => {
    const t = new LoginThrottle(2, 60_000);
    t.fail(['a'], 0);
    t.fail(['a'], 1);
    expect(t.retryAfter(['a'], 2)).toBeGreaterThan(0);
    t.succeed(['a']);
    expect(t.retryAfter(['a'], 3)).toBe(0);
  });
});
