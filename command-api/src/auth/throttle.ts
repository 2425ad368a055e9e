/**
 * Failed sign-ins per key (an account, or an address): after `max` failures within the window the
 * next attempts are refused (429) until the oldest failure leaves the window. Kept in process
 * memory: each command-api instance throttles on its own (documented in the README).
 */
const MAX = 5;
const WINDOW_MS = 15 * 60_000;

export class LoginThrottle {
  private failures = new Map<string, number[]>();

  constructor(private readonly max = MAX, private readonly windowMs = WINDOW_MS) {}

  /** seconds until another attempt is allowed, 0 when allowed now */
  retryAfter(keys: string[], now = Date.now()): number {
    let wait = 0;
    for (const k of keys) {
      const recent = this.recent(k, now);
      if (recent.length >= this.max) wait = Math.max(wait, Math.ceil((recent[0] + this.windowMs - now) / 1000));
    }
    return wait;
  }

  fail(keys: string[], now = Date.now()) {
    for (const k of keys) this.failures.set(k, [...this.recent(k, now), now]);
  }

  succeed(keys: string[]) {
    for (const k of keys) this.failures.delete(k);
  }

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }
}
