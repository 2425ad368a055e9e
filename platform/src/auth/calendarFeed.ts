import type { EventStore } from '../eventstore/types.js';
import type { CredentialStore } from '../credentials/types.js';
import type { Signer } from './signer.js';

/**
 * A user's private calendar feed address, `/calendar/<secret>.ics`. The secret names the account
 * and carries an HMAC (under the server's key) of the account, its feed rotations (the number of
 * CalendarFeedRotated events on `calendar-feed-{admin|employee}-{id}`) and its session
 * generation in the credential store. Nothing secret is stored and the address survives a
 * restart; a rotation (one more event) and whatever ends the account's sessions (a password
 * change by the user or an admin, a role change, a deactivation, a removal) make every older
 * address fail the check at once, since both counts are read where they are written, never from a
 * read model. A generation never goes back, so an account deactivated and reactivated gets a new
 * address, never its old one.
 */
type AccountType = 'admin' | 'employee';

/** where the two counts are read: the event log and the credential store */
export interface FeedSources {
  eventStore: Pick<EventStore, 'streamRevision'>;
  credentials: Pick<CredentialStore, 'account'>;
}

/** what a feed secret is derived from */
export interface FeedGeneration {
  rotations: number;
  sessions: number;
}

const streamOf = (typ: AccountType, id: number) => `calendar-feed-${typ}-${id}`;

export async function feedGeneration(src: FeedSources, typ: AccountType, id: number): Promise<FeedGeneration> {
  const [revision, account] = await Promise.all([src.eventStore.streamRevision(streamOf(typ, id)), src.credentials.account(`${typ}:${id}`)]);
  return { rotations: revision + 1, sessions: account.sessions };
}

/**
 * The secret of one generation. An account whose sessions never ended (generation 0) keeps the
 * message signed before the session generation was part of it, so addresses given out then go on
 * working until the account's sessions first end.
 */
export function feedSecret(signer: Signer, typ: AccountType, id: number, g: FeedGeneration): string {
  return `${typ === 'admin' ? 'a' : 'e'}${id}-${signer.sign(signedMessage(typ, id, g))}`;
}

const signedMessage = (typ: AccountType, id: number, g: FeedGeneration) => (g.sessions === 0 ? `${typ}:${id}:${g.rotations}` : `${typ}:${id}:${g.rotations}:s${g.sessions}`);

export const feedUrl = (secret: string) => `/calendar/${secret}.ics`;

/** The account's current feed address. */
export async function currentFeedUrl(src: FeedSources, signer: Signer, typ: AccountType, id: number): Promise<string> {
  return feedUrl(feedSecret(signer, typ, id, await feedGeneration(src, typ, id)));
}

/** The account a feed secret belongs to, when it is the current one; null for anything else. */
export async function feedAccount(src: FeedSources, signer: Signer, secret: string): Promise<{ typ: AccountType; id: number } | null> {
  const m = /^([ae])([1-9][0-9]{0,9})-([A-Za-z0-9_-]{20,100})$/.exec(secret);
  if (!m) return null;
  const typ: AccountType = m[1] === 'a' ? 'admin' : 'employee';
  const id = Number(m[2]);
  return signer.verify(signedMessage(typ, id, await feedGeneration(src, typ, id)), m[3]) ? { typ, id } : null;
}
