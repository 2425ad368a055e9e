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
    await store.close();
  });
});
