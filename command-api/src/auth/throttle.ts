import type { LoginFailures } from '@lawfirm/platform';

/**
 * Failed sign-ins per key (an account, or an address): after `max` failures within the window the
 * next attempts are refused (429) until fewer than `max` are left in it. The failures are kept in
 * `LoginFailures`: process memory, or Redis shared by every command-api process.
 */
const MAX = 5;
const WINDOW_MS = 15 * 60_000;

export class LoginThrottle {
  constructor(
    private readonly failures: LoginFailures,
    /** keeps this throttle's keys apart from another's in the same store */
    private readonly name: string,
    private readonly max = MAX,
    private readonly windowMs = WINDOW_MS,
  ) {}

  /** seconds until another attempt is allowed, 0 when allowed now */
  async retryAfter(keys: string[], now = Date.now()): Promise<number> {
    let wait = 0;
    for (const k of keys) {
      const recent = await this.failures.recent(this.keyOf(k), now, this.windowMs);
      if (recent.length >= this.max) wait = Math.max(wait, Math.ceil((recent[recent.length - this.max] + this.windowMs - now) / 1000));
    }
    return wait;
  }

  async fail(keys: string[], now = Date.now()) {
    for (const k of keys) await this.failures.add(this.keyOf(k), now, this.windowMs);
  }

  async succeed(keys: string[]) {
    for (const k of keys) await this.failures.clear(this.keyOf(k));
  }

  private keyOf(key: string) {
    return `${this.name}:${key}`;
  }
}
