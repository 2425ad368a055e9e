import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

/** The data folder holds the firm's records, password hashes and the token secret: its owner alone may read it. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` (and its parents) readable by its owner only; an existing one is narrowed to that too. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/**
 * Narrows an SQLite database and its side files to their owner. Called right after the database is
 * opened and before WAL mode is set: SQLite creates the -wal and -shm files with the database
 * file's own mode.
 */
export function restrictSqliteFiles(file: string): void {
  for (const f of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) if (existsSync(f)) chmodSync(f, PRIVATE_FILE_MODE);
}

export interface DataDirLock {
  release(): void;
}

/**
 * Holds `DATA_DIR/portal.lock` for as long as this process runs, so a second portal (another port,
 * the same folder) cannot run projections, reactions and automation against the same log. An
 * exclusive SQLite lock, not a file that says "taken": the operating system drops it when the
 * process dies, even by kill -9, so there is never a stale lock to clear by hand. Returns null when
 * another process holds it.
 */
export function lockDataDir(dir: string): DataDirLock | null {
  const file = join(dir, 'portal.lock');
  const db = new Database(file, { timeout: 0 });
  restrictSqliteFiles(file);
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    // in exclusive locking mode the first write keeps the lock until the connection closes
    db.exec('BEGIN EXCLUSIVE; CREATE TABLE IF NOT EXISTS holder (pid INTEGER); DELETE FROM holder;');
    db.prepare('INSERT INTO holder (pid) VALUES (?)').run(process.pid);
    db.exec('COMMIT');
  } catch (err) {
    db.close();
    if ((err as { code?: string }).code?.startsWith('SQLITE_BUSY')) return null;
    throw err;
  }
  return { release: () => db.close() };
}
