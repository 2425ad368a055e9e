import type { EventStore } from '../eventstore/types.js';
import type { Signer } from './signer.js';

/**
 * A user's private calendar feed address, `/calendar/<secret>.ics`. The secret names the account
 * and carries an HMAC (under the server's key) of the account and its feed generation: the number
 * of `CalendarFeedRotated` events on `calendar-feed-{admin|employee}-{id}`. Nothing secret is
 * stored, the address survives a restart, and a rotation (one more event) makes every older
 * address fail the check at once, since the generation is read from the stream, not a read model.
 */
type AccountType = 'admin' | 'employee';

const streamOf = (typ: AccountType, id: number) => `calendar-feed-${typ}-${id}`;

export async function feedGeneration(store: EventStore, typ: AccountType, id: number): Promise<number> {
  return (await store.streamRevision(streamOf(typ, id))) + 1;
}

export function feedSecret(signer: Signer, typ: AccountType, id: number, generation: number): string {
  return `${typ === 'admin' ? 'a' : 'e'}${id}-${signer.sign(`${typ}:${id}:${generation}`)}`;
}

export const feedUrl = (secret: string) => `/calendar/${secret}.ics`;

/** The account a feed secret belongs to, when it is the current one; null for anything else. */
export async function feedAccount(store: EventStore, signer: Signer, secret: string): Promise<{ typ: AccountType; id: number } | null> {
  const m = /^([ae])([1-9][0-9]{0,9})-([A-Za-z0-9_-]{20,100})$/.exec(secret);
  if (!m) return null;
  const typ: AccountType = m[1] === 'a' ? 'admin' : 'employee';
  const id = Number(m[2]);
  const generation = await feedGeneration(store, typ, id);
  return signer.verify(`${typ}:${id}:${generation}`, m[3]) ? { typ, id } : null;
}
