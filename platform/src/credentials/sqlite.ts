import Database from 'better-sqlite3';
import type { CredentialStore } from './types.js';

export function createSqliteCredentialStore(file: string): CredentialStore {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec('CREATE TABLE IF NOT EXISTS credentials (key TEXT PRIMARY KEY, hash TEXT NOT NULL, updated_at TEXT NOT NULL)');
  // stores made before sessions were ended here get the column (every account in generation 0)
  const columns = db.prepare<[], { name: string }>('PRAGMA table_info(credentials)').all();
  if (!columns.some((c) => c.name === 'sessions')) db.exec('ALTER TABLE credentials ADD COLUMN sessions INTEGER NOT NULL DEFAULT 0');
  // and the claim of a password change under way (see CredentialStore)
  if (!columns.some((c) => c.name === 'claim')) db.exec('ALTER TABLE credentials ADD COLUMN claim TEXT');
  if (!columns.some((c) => c.name === 'claim_until')) db.exec('ALTER TABLE credentials ADD COLUMN claim_until INTEGER NOT NULL DEFAULT 0');
  db.exec('CREATE TABLE IF NOT EXISTS revoked_tokens (id TEXT PRIMARY KEY, expires_at INTEGER NOT NULL)');
  const get = db.prepare<[string], { hash: string; sessions: number }>('SELECT hash, sessions FROM credentials WHERE key = ?');
  const set = db.prepare(
    'INSERT INTO credentials (key, hash, updated_at, sessions) VALUES (?, ?, ?, 0) ON CONFLICT(key) DO UPDATE SET hash = excluded.hash, updated_at = excluded.updated_at, sessions = sessions + 1, claim = NULL, claim_until = 0',
  );
  // a key without a password (a role, an account without one yet) still gets a row, so its generation can move
  const end = db.prepare("INSERT INTO credentials (key, hash, updated_at, sessions) VALUES (?, '', ?, 1) ON CONFLICT(key) DO UPDATE SET sessions = sessions + 1, updated_at = excluded.updated_at, claim = NULL, claim_until = 0");
  // each a single statement: SQLite decides the comparison and the write at once
  const claim = db.prepare('UPDATE credentials SET claim = ?, claim_until = ? WHERE key = ? AND sessions = ? AND (claim IS NULL OR claim_until <= ?)');
  const complete = db.prepare('UPDATE credentials SET hash = ?, updated_at = ?, sessions = sessions + 1, claim = NULL, claim_until = 0 WHERE key = ? AND sessions = ? AND claim = ?');
  const release = db.prepare('UPDATE credentials SET claim = NULL, claim_until = 0 WHERE key = ? AND claim = ?');
  const del = db.prepare('DELETE FROM credentials WHERE key = ?');
  const revoke = db.prepare('INSERT OR REPLACE INTO revoked_tokens (id, expires_at) VALUES (?, ?)');
  const isRevoked = db.prepare<[string, number], { id: string }>('SELECT id FROM revoked_tokens WHERE id = ? AND expires_at > ?');
  const purge = db.prepare('DELETE FROM revoked_tokens WHERE expires_at <= ?');
  return {
    kind: 'sqlite',
    get: async (key) => get.get(key)?.hash || null,
    async account(key) {
      const row = get.get(key);
      return { hash: row?.hash || null, sessions: row?.sessions ?? 0 };
    },
    set: async (key, hash) => void set.run(key, hash, new Date().toISOString()),
    delete: async (key) => void del.run(key),
    advance: async (key) => void end.run(key, new Date().toISOString()),
    claimPasswordChange: async (key, sessions, id, ttlMs) => claim.run(id, Date.now() + ttlMs, key, sessions, Date.now()).changes === 1,
    completePasswordChange: async (key, sessions, id, hash) => complete.run(hash, new Date().toISOString(), key, sessions, id).changes === 1,
    releasePasswordChange: async (key, id) => void release.run(key, id),
    async revokeToken(id, expiresAt) {
      purge.run(Date.now());
      revoke.run(id, expiresAt);
    },
    session: async (key, id, roleKey) => ({
      sessions: get.get(key)?.sessions ?? 0,
      revoked: isRevoked.get(id, Date.now()) !== undefined,
      role: roleKey ? (get.get(roleKey)?.sessions ?? 0) : 0,
    }),
    close: async () => void db.close(),
  };
}
