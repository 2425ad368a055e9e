import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMongoCredentialStore } from '../../platform/src/credentials/mongo.js';
import { createSqliteCredentialStore } from '../../platform/src/credentials/sqlite.js';
import type { CredentialStore } from '../../platform/src/credentials/types.js';

// MongoDB: only where MONGODB_URL is set (no container is started for this small suite)
const mongoReason = process.env.MONGODB_URL ? null : 'MONGODB_URL is not set';
if (mongoReason) console.warn(`[skipped] credential store on MongoDB: ${mongoReason}`);

const stores: { name: string; skip: boolean; open: () => Promise<CredentialStore> }[] = [
  { name: 'SQLite', skip: false, open: async () => createSqliteCredentialStore(join(mkdtempSync(join(tmpdir(), 'credentials-')), 'credentials.db')) },
  { name: 'MongoDB', skip: mongoReason !== null, open: () => createMongoCredentialStore(process.env.MONGODB_URL!, `test_credentials_${randomUUID().slice(0, 8)}`) },
];

for (const s of stores)
  describe.skipIf(s.skip)(`credential store on ${s.name}`, () => {
    const opened: CredentialStore[] = [];
    const open = async () => {
      const store = await s.open();
      opened.push(store);
      return store;
    };
    afterAll(() => Promise.all(opened.map((o) => o.close())));

    it('keeps a hash, and a new account starts in session generation 0', async () => {
      const store = await open();
      expect(await store.account('admin:1')).toEqual({ hash: null, sessions: 0 });
      await store.set('admin:1', 'scrypt$first');
      expect(await store.account('admin:1')).toEqual({ hash: 'scrypt$first', sessions: 0 });
      expect(await store.get('admin:1')).toBe('scrypt$first');
    });

    it('ends the sessions when a password replaces another, and when asked, and only for that account', async () => {
      const store = await open();
      await store.set('employee:7', 'scrypt$one');
      await store.set('employee:8', 'scrypt$one');
      await store.set('employee:7', 'scrypt$two');
      expect(await store.account('employee:7')).toEqual({ hash: 'scrypt$two', sessions: 1 });
      await store.advance('employee:7');
      expect((await store.session('employee:7', 'any-token', null)).sessions).toBe(2);
      expect((await store.session('employee:8', 'any-token', null)).sessions).toBe(0);
    });

    it("gives a role's generation with the account's, moving only when the role is advanced", async () => {
      const store = await open();
      await store.set('admin:2', 'scrypt$one');
      expect(await store.session('admin:2', 'token', 'role:3')).toEqual({ sessions: 0, revoked: false, role: 0 });
      await store.advance('role:3');
      await store.advance('role:3');
      expect(await store.session('admin:2', 'token', 'role:3')).toEqual({ sessions: 0, revoked: false, role: 2 });
      expect(await store.session('admin:2', 'token', 'role:4')).toMatchObject({ role: 0 });
      expect(await store.get('role:3')).toBeNull();
    });

    it('ends the sessions of an account without a password yet, without making one', async () => {
      const store = await open();
      await store.advance('employee:9');
      expect(await store.account('employee:9')).toEqual({ hash: null, sessions: 1 });
      expect(await store.get('employee:9')).toBeNull();
    });

    it('lets one of several password changes claim the account at its generation; only that claim stores its hash', async () => {
      const store = await open();
      await store.set('admin:5', 'scrypt$old');
      const claims = ['c1', 'c2', 'c3', 'c4', 'c5'];
      const taken = await Promise.all(claims.map((c) => store.claimPasswordChange('admin:5', 0, c, 30_000)));
      expect(taken.filter(Boolean)).toHaveLength(1);
      const winner = claims[taken.indexOf(true)];
      const loser = claims.find((c) => c !== winner)!;
      expect(await store.completePasswordChange('admin:5', 0, loser, 'scrypt$loser')).toBe(false);
      expect(await store.completePasswordChange('admin:5', 0, winner, 'scrypt$new')).toBe(true);
      expect(await store.account('admin:5')).toEqual({ hash: 'scrypt$new', sessions: 1 });
      // done: the next change claims at the new generation, never at the old one
      expect(await store.claimPasswordChange('admin:5', 0, 'late', 30_000)).toBe(false);
      expect(await store.claimPasswordChange('admin:5', 1, 'next', 30_000)).toBe(true);
    });

    it('refuses a claimed change once the generation moved under it (an admin set a password, the sessions were ended)', async () => {
      const store = await open();
      await store.set('employee:11', 'scrypt$old');
      expect(await store.claimPasswordChange('employee:11', 0, 'mine', 30_000)).toBe(true);
      await store.set('employee:11', 'scrypt$by-admin');
      expect(await store.completePasswordChange('employee:11', 0, 'mine', 'scrypt$mine')).toBe(false);
      expect(await store.account('employee:11')).toEqual({ hash: 'scrypt$by-admin', sessions: 1 });
      expect(await store.claimPasswordChange('employee:11', 1, 'again', 30_000)).toBe(true);
      await store.advance('employee:11');
      expect(await store.completePasswordChange('employee:11', 1, 'again', 'scrypt$again')).toBe(false);
      expect(await store.get('employee:11')).toBe('scrypt$by-admin');
    });

    it('frees a claim given back, and one that lapsed; a claim given back stores nothing', async () => {
      const store = await open();
      await store.set('admin:6', 'scrypt$old');
      expect(await store.claimPasswordChange('admin:6', 0, 'wrong-password', 30_000)).toBe(true);
      expect(await store.claimPasswordChange('admin:6', 0, 'other', 30_000)).toBe(false);
      await store.releasePasswordChange('admin:6', 'wrong-password');
      expect(await store.completePasswordChange('admin:6', 0, 'wrong-password', 'scrypt$x')).toBe(false);
      expect(await store.claimPasswordChange('admin:6', 0, 'crashed', 1)).toBe(true);
      await new Promise((r) => setTimeout(r, 5));
      expect(await store.claimPasswordChange('admin:6', 0, 'after', 30_000)).toBe(true);
      // the lapsed claim's holder comes back too late
      expect(await store.completePasswordChange('admin:6', 0, 'crashed', 'scrypt$late')).toBe(false);
      expect(await store.account('admin:6')).toEqual({ hash: 'scrypt$old', sessions: 0 });
    });

    it('never claims an account the store holds nothing for', async () => {
      const store = await open();
      expect(await store.claimPasswordChange('employee:12', 0, 'c', 30_000)).toBe(false);
    });

    it('refuses a signed-out token until it would have expired, and no other', async () => {
      const store = await open();
      const [gone, kept] = [randomUUID(), randomUUID()];
      await store.revokeToken(gone, Date.now() + 60_000);
      expect(await store.session('admin:1', gone, null)).toMatchObject({ revoked: true });
      expect(await store.session('admin:1', kept, null)).toMatchObject({ revoked: false });
      const expired = randomUUID();
      await store.revokeToken(expired, Date.now() - 1);
      expect(await store.session('admin:1', expired, null)).toMatchObject({ revoked: false });
    });
  });

describe('credential store on SQLite, made before sessions were ended there', () => {
  it('gets the session generation on open, every account at 0, hashes kept', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'credentials-')), 'credentials.db');
    const { default: Database } = await import('better-sqlite3');
    const old = new Database(file);
    old.exec('CREATE TABLE credentials (key TEXT PRIMARY KEY, hash TEXT NOT NULL, updated_at TEXT NOT NULL)');
    old.prepare('INSERT INTO credentials VALUES (?, ?, ?)').run('admin:1', 'scrypt$old', new Date().toISOString());
    old.close();
    const store = createSqliteCredentialStore(file);
    expect(await store.account('admin:1')).toEqual({ hash: 'scrypt$old', sessions: 0 });
    // and the columns of a password change's claim
    expect(await store.claimPasswordChange('admin:1', 0, 'c', 30_000)).toBe(true);
    await store.close();
  });
});
