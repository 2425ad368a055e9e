import { describe, expect, it } from 'vitest';
import { feedAccount, feedSecret, type FeedSources } from './calendarFeed.js';
import { createSigner } from './signer.js';

/** An account's two counts, as the event log and the credential store would answer them. */
function account(rotations: number, sessions: number) {
  const counts = { rotations, sessions };
  const sources: FeedSources = {
    eventStore: { streamRevision: async () => counts.rotations - 1 },
    credentials: { account: async () => ({ hash: 'scrypt$x', sessions: counts.sessions }) },
  };
  return { counts, sources };
}

const signer = createSigner('a server key', 'calendar-feed');

describe('a calendar feed secret', () => {
  it('given an account whose sessions never ended, when its address is checked, then the one signed before sessions were part of it still answers', async () => {
    const { sources } = account(2, 0);
    const before = `e7-${signer.sign('employee:7:2')}`;
    expect(feedSecret(signer, 'employee', 7, { rotations: 2, sessions: 0 })).toBe(before);
    expect(await feedAccount(sources, signer, before)).toEqual({ typ: 'employee', id: 7 });
  });

  it('given an address, when the sessions end (a password change, a role change, a deactivation), then it is refused and the new one is another', async () => {
    const { counts, sources } = account(1, 0);
    const old = feedSecret(signer, 'employee', 7, counts);
    counts.sessions = 1;
    expect(await feedAccount(sources, signer, old)).toBeNull();
    const fresh = feedSecret(signer, 'employee', 7, counts);
    expect(fresh).not.toBe(old);
    expect(await feedAccount(sources, signer, fresh)).toEqual({ typ: 'employee', id: 7 });
  });

  it('given a deactivated account, when it is reactivated, then no address it had before answers again', async () => {
    const { counts, sources } = account(0, 3);
    const before = feedSecret(signer, 'admin', 4, counts);
    // deactivated (the generation moves to 4), then reactivated (to 5)
    counts.sessions = 5;
    expect(await feedAccount(sources, signer, before)).toBeNull();
    for (const sessions of [0, 1, 2, 3]) expect(await feedAccount(sources, signer, feedSecret(signer, 'admin', 4, { rotations: 0, sessions }))).toBeNull();
    expect(await feedAccount(sources, signer, feedSecret(signer, 'admin', 4, counts))).toEqual({ typ: 'admin', id: 4 });
  });

  it('given an address, when it is rotated (by its owner or an admin), then it is refused', async () => {
    const { counts, sources } = account(0, 2);
    const old = feedSecret(signer, 'employee', 9, counts);
    counts.rotations = 1;
    expect(await feedAccount(sources, signer, old)).toBeNull();
  });

  it("is refused for another account's id, and for text that is no secret", async () => {
    const { counts, sources } = account(0, 1);
    const mine = feedSecret(signer, 'employee', 7, counts);
    expect(await feedAccount(sources, signer, mine.replace(/^e7-/, 'e8-'))).toBeNull();
    expect(await feedAccount(sources, signer, mine.replace(/^e7-/, 'a7-'))).toBeNull();
    expect(await feedAccount(sources, signer, 'not-a-secret')).toBeNull();
  });
});
