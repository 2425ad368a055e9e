import type { LoginFailures, ThrottleRule } from '@lawfirm/platform';

const MINUTE = 60_000;

/**
 * Per account: five attempts at once, then 1, 2, 4, 8 and at most 15 minutes between attempts,
 * until a success (or an unlock by an admin); forgotten a day after the last attempt. So nobody,
 * the super admin included, is locked out for good, and a guesser gets about four tries an hour.
 */
export const ACCOUNT_RULE: ThrottleRule = { free: 5, baseDelayMs: MINUTE, maxDelayMs: 15 * MINUTE, forgetMs: 24 * 60 * MINUTE };
/** Per client address: one office behind one address must not lock itself out, so far more. */
export const ADDRESS_RULE: ThrottleRule = { free: 100, baseDelayMs: MINUTE, maxDelayMs: 15 * MINUTE, forgetMs: 60 * MINUTE };

export interface AttemptKeys {
  /** `admin:<username>` or `employee:<email>`, lower case */
  account: string;
  /** the client's address as express resolved it (see TRUST_PROXY) */
  address: string;
}

/**
 * Sign-in attempts are taken before the password is checked: an attempt either counts at once
 * against its account and its address, or is refused (429) without being evaluated.
 */
export class LoginThrottle {
  constructor(
    private readonly store: LoginFailures,
    private readonly rules: { account: ThrottleRule; address: ThrottleRule } = { account: ACCOUNT_RULE, address: ADDRESS_RULE },
  ) {}

  /** seconds to wait before trying again; 0 when the attempt was counted and may be evaluated */
  async take(keys: AttemptKeys, now = Date.now()): Promise<number> {
    const address = `address:${keys.address}`;
    const byAddress = await this.store.take(address, now, this.rules.address);
    if (byAddress > 0) return Math.ceil(byAddress / 1000);
    const byAccount = await this.store.take(`account:${keys.account}`, now, this.rules.account);
    if (byAccount > 0) {
      // not evaluated: the address keeps its attempt for a guess that is evaluated
      await this.store.release(address);
      return Math.ceil(byAccount / 1000);
    }
    return 0;
  }

  /** a right password: the account starts afresh, and the address gets its attempt back */
  async succeeded(keys: AttemptKeys): Promise<void> {
    await this.store.clear(`account:${keys.account}`);
    await this.store.release(`address:${keys.address}`);
  }

  /** an admin lets the account try again at once */
  async unlock(account: string): Promise<void> {
    await this.store.clear(`account:${account}`);
  }

  /** seconds the account must wait now (0: it may try) */
  async accountWait(account: string, now = Date.now()): Promise<number> {
    return Math.ceil((await this.store.peek(`account:${account}`, now, this.rules.account)) / 1000);
  }
}
