import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { PRIVATE_DIR_MODE, restrictSqliteFiles } from '../privateFiles.js';

const MMAP_BYTES = 4 * 1024 ** 3;

/** The event log file, opened the same way by the store and by its writing thread. */
export function openEventLog(file: string): Database.Database {
  mkdirSync(dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
  const db = new Database(file);
  restrictSqliteFiles(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  // another connection (the writing thread, another process) may hold the write lock for a moment
  db.pragma('busy_timeout = 5000');
  // The serving thread's connection pages through the log (rebuilds, subscriptions) and the
  // writing thread's connection appends at its end: each commit of one makes the other drop its
  // page cache, so pages come from the mapped file instead of a read call each (a rebuild through
  // read calls ran at 78,000 to 81,000 events/s against 91,000 to 97,000 mapped).
  db.pragma(`mmap_size = ${MMAP_BYTES}`);
  db.exec(`
    CREATE TABLE IF NOT EXISTS events (
      position INTEGER PRIMARY KEY AUTOINCREMENT,
      id TEXT NOT NULL UNIQUE,
      stream TEXT NOT NULL,
      revision INTEGER NOT NULL,
      type TEXT NOT NULL,
      version INTEGER NOT NULL,
      data TEXT NOT NULL,
      metadata TEXT NOT NULL,
      time TEXT NOT NULL,
      UNIQUE (stream, revision)
    );
    CREATE TABLE IF NOT EXISTS streams (
      stream TEXT PRIMARY KEY,
      category TEXT NOT NULL,
      number INTEGER
    );
    CREATE INDEX IF NOT EXISTS streams_category_number ON streams (category, number);
    CREATE TABLE IF NOT EXISTS idempotency (
      key TEXT PRIMARY KEY,
      response TEXT NOT NULL,
      position INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS checkpoints (
      name TEXT PRIMARY KEY,
      position INTEGER NOT NULL
    );
  `);
  // Files from before 2026-11 kept each stream's revision here, rewritten on every append: one
  // more page written at a random place per commit. The events' own (stream, revision) index
  // answers it.
  const columns = db.prepare<[], { name: string }>("SELECT name FROM pragma_table_info('streams')").all();
  if (columns.some((c) => c.name === 'revision')) db.exec('ALTER TABLE streams DROP COLUMN revision');
  return db;
}

/**
 * A connection that only reads the log (the store's reading thread): the file exists by then. It
 * reads pages with read calls into its own page cache instead of mapping the file. Its queries
 * are streams of commands' aggregates, a few rows each at random places in a file of hundreds of
 * megabytes: through a map, each page such a read touches first is a page fault, which costs
 * about 12 µs on this machine, and under commands a stream read took 250 to 390 µs against 42 to
 * 55 µs through read calls (docs/performance.md, stream reads on a reading thread). The cache (32 MiB)
 * holds a long stream's pages for an as-of view while nothing is appended; every commit of
 * another connection empties it.
 */
export function openEventLogReader(file: string): Database.Database {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  db.pragma('mmap_size = 0');
  db.pragma('cache_size = -32768');
  return db;
}

/** the columns an event is read from, in this order: rows come back as arrays (no per-row column names) */
export type EventRow = [position: number, id: string, stream: string, revision: number, type: string, version: number, data: string, metadata: string];
export const EVENT_COLUMNS = 'position, id, stream, revision, type, version, data, metadata';

/** `region-12` -> ['region', 12]; a name without a numeric suffix has number null */
export function parseStreamName(stream: string): { category: string; number: number | null } {
  const m = /^(.*)-(\d+)$/.exec(stream);
  if (m && Number.isSafeInteger(Number(m[2]))) return { category: m[1], number: Number(m[2]) };
  const dash = stream.lastIndexOf('-');
  return { category: dash > 0 ? stream.slice(0, dash) : stream, number: null };
}
