import Database from 'better-sqlite3';
import type { CredentialStore } from './types.js';
import { restrictSqliteFiles } from '../privateFiles.js';

export function createSqliteCredentialStore(file: string): CredentialStore {
  const db = new Database(file);
  restrictSqliteFiles(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec('CREATE TABLE IF NOT EXISTS credentials (key TEXT PRIMARY KEY, hash TEXT NOT NULL, updated_at TEXT NOT NULL)');
  const get = db.prepare<[string], { hash: string }>('SELECT hash FROM credentials WHERE key = ?');
  const set = db.prepare('INSERT INTO credentials (key, hash, updated_at) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET hash = excluded.hash, updated_at = excluded.updated_at');
  const del = db.prepare('DELETE FROM credentials WHERE key = ?');
  return {
    kind: 'sqlite',
    get: async (key) => get.get(key)?.hash ?? null,
    set: async (key, hash) => void set.run(key, hash, new Date().toISOString()),
    delete: async (key) => void del.run(key),
    close: async () => void db.close(),
  };
}
