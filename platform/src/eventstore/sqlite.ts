import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import {
  IdempotencyKeyExistsError,
  WrongExpectedRevisionError,
  type AppendOptions,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
  type Subscription,
} from './types.js';

export interface SqliteEventStore extends EventStore {
  /** counters for tests and diagnostics: committed write transactions and the appends they carried */
  stats(): { transactions: number; appends: number };
}

/** most appends written in one transaction, so one flush never holds the event loop for long */
const MAX_BATCH = 500;
const SUBSCRIPTION_PAGE = 500;
/** events this process appended lately, kept parsed for its subscriptions (projections, reactions) */
const RECENT_MAX = 5000;
/** how often an idle subscription looks for appends made by other processes sharing the file */
const POLL_MS = 100;

interface Row {
  position: number;
  id: string;
  stream: string;
  revision: number;
  type: string;
  version: number;
  data: string;
  metadata: string;
}

interface PreparedEvent {
  id: string;
  type: string;
  version: number;
  data: string;
  metadata: string;
  time: string;
}

interface PendingAppend {
  stream: string;
  events: PreparedEvent[];
  opts: AppendOptions;
  resolve: (r: AppendResult) => void;
  reject: (e: unknown) => void;
}

/** `region-12` -> ['region', 12]; a name without a numeric suffix has number null */
export function parseStreamName(stream: string): { category: string; number: number | null } {
  const m = /^(.*)-(\d+)$/.exec(stream);
  if (m && Number.isSafeInteger(Number(m[2]))) return { category: m[1], number: Number(m[2]) };
  const dash = stream.lastIndexOf('-');
  return { category: dash > 0 ? stream.slice(0, dash) : stream, number: null };
}

function isoTime(value: unknown, what: string): string {
  const d = new Date(value as string);
  if (typeof value !== 'string' || Number.isNaN(d.getTime())) throw new TypeError(`${what} is not a valid time: ${String(value)}`);
  return d.toISOString();
}

export function createSqliteEventStore(opts: { file: string }): SqliteEventStore {
  mkdirSync(dirname(opts.file), { recursive: true });
  const db = new Database(opts.file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  // another process may hold the write lock for a moment
  db.pragma('busy_timeout = 5000');
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
      revision INTEGER NOT NULL,
      category TEXT NOT NULL,
      number INTEGER
    );
    CREATE INDEX IF NOT EXISTS streams_category_number ON streams (category, number);
    CREATE TABLE IF NOT EXISTS idempotency (
      key TEXT PRIMARY KEY,
      response TEXT NOT NULL,
      position INTEGER NOT NULL
    );
  `);

  const q = {
    streamRevision: db.prepare<[string], { revision: number }>('SELECT revision FROM streams WHERE stream = ?'),
    positionOf: db.prepare<[string, number], { position: number }>('SELECT position FROM events WHERE stream = ? AND revision = ?'),
    insertEvent: db.prepare(
      'INSERT INTO events (id, stream, revision, type, version, data, metadata, time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    upsertStream: db.prepare(
      'INSERT INTO streams (stream, revision, category, number) VALUES (?, ?, ?, ?) ON CONFLICT(stream) DO UPDATE SET revision = excluded.revision',
    ),
    idempotencyExists: db.prepare<[string], { key: string }>('SELECT key FROM idempotency WHERE key = ?'),
    insertIdempotency: db.prepare('INSERT INTO idempotency (key, response, position) VALUES (?, ?, ?)'),
    findIdempotent: db.prepare<[string], { response: string; position: number }>('SELECT response, position FROM idempotency WHERE key = ?'),
    readStream: db.prepare<[string, number, string], Row>(
      'SELECT * FROM events WHERE stream = ? AND revision <= ? AND time <= ? ORDER BY revision',
    ),
    readAll: db.prepare<[number, number], Row>('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?'),
    head: db.prepare<[], { head: number | null }>('SELECT max(position) AS head FROM events'),
    lastNumber: db.prepare<[string], { n: number | null }>('SELECT max(number) AS n FROM streams WHERE category = ?'),
  };

  const counters = { transactions: 0, appends: 0 };
  let queue: PendingAppend[] = [];
  let flushScheduled = false;
  let closed = false;
  /** wakes idle subscriptions after each committed batch */
  const wakers = new Set<() => void>();

  const currentRevision = (stream: string) => q.streamRevision.get(stream)?.revision ?? -1;

  // Runs inside the batch transaction as a savepoint: a failing append rolls back only itself.
  const applyOne = db.transaction((p: PendingAppend): AppendResult => {
    // a repeated request is reported as such even when its expected revision is stale by now
    const key = p.opts.idempotency?.key;
    if (key !== undefined && q.idempotencyExists.get(key)) throw new IdempotencyKeyExistsError(key);
    const current = currentRevision(p.stream);
    const expected = p.opts.expectedRevision;
    const ok = expected === 'any' || (expected === 'no_stream' ? current === -1 : expected === current);
    if (!ok) throw new WrongExpectedRevisionError(p.stream, expected, current);

    let revision = current;
    let position = current >= 0 ? (q.positionOf.get(p.stream, current)?.position ?? 0) : 0;
    for (const e of p.events) {
      revision += 1;
      position = Number(q.insertEvent.run(e.id, p.stream, revision, e.type, e.version, e.data, e.metadata, e.time).lastInsertRowid);
    }
    if (p.events.length > 0) {
      const { category, number } = parseStreamName(p.stream);
      q.upsertStream.run(p.stream, revision, category, number);
    }
    if (key !== undefined) q.insertIdempotency.run(key, JSON.stringify(p.opts.idempotency!.response ?? null), position);
    return { nextRevision: revision, position };
  });

  type Outcome = { ok: true; result: AppendResult } | { ok: false; error: unknown };
  const writeBatch = db.transaction((batch: PendingAppend[]): Outcome[] =>
    batch.map((p) => {
      try {
        return { ok: true, result: applyOne(p) };
      } catch (error) {
        return { ok: false, error };
      }
    }),
  );

  const flush = () => {
    flushScheduled = false;
    const batch = queue.slice(0, MAX_BATCH);
    queue = queue.slice(batch.length);
    if (queue.length > 0) scheduleFlush();
    if (batch.length === 0) return;

    let outcomes: Outcome[];
    try {
      // IMMEDIATE takes the write lock up front: a busy file then waits (busy_timeout) instead of failing on lock upgrade
      outcomes = writeBatch.immediate(batch);
    } catch (error) {
      // the commit itself failed (disk full, lock timeout ...): nothing of this batch is stored
      for (const p of batch) p.reject(error);
      return;
    }
    counters.transactions += 1;
    counters.appends += batch.length;
    batch.forEach((p, i) => {
      const o = outcomes[i];
      if (o.ok) remember(p, o.result);
    });
    batch.forEach((p, i) => {
      const o = outcomes[i];
      if (o.ok) p.resolve(o.result);
      else p.reject(o.error);
    });
    for (const wake of wakers) wake();
  };

  function scheduleFlush() {
    if (flushScheduled) return;
    flushScheduled = true;
    setImmediate(flush);
  }

  const prepare = (e: NewEvent): PreparedEvent => {
    const time = e.metadata.time === undefined ? new Date().toISOString() : e.metadata.time;
    const metadata: EventMetadata = { ...e.metadata, time };
    return {
      id: e.id ?? randomUUID(),
      type: e.type,
      version: e.version ?? 1,
      data: JSON.stringify(e.data ?? null),
      metadata: JSON.stringify(metadata),
      // normalised to UTC so that readStream's asOf can compare text
      time: isoTime(time, 'metadata.time'),
    };
  };

  const toRecorded = (r: Row): RecordedEvent => ({
    id: r.id,
    stream: r.stream,
    revision: r.revision,
    position: r.position,
    type: r.type,
    version: r.version,
    data: JSON.parse(r.data),
    metadata: JSON.parse(r.metadata),
  });

  /**
   * Every subscription in this process reads each new event; parsing it once for all of them and
   * skipping the query saves most of the cost of following the log. Only an unbroken run of
   * positions is served from here: appends of other processes sharing the file leave gaps, which
   * are read from the file.
   */
  const recent = new Map<number, RecordedEvent>();
  let lastPosition = 0;
  const remember = (p: PendingAppend, result: AppendResult) => {
    const first = result.position - p.events.length + 1;
    lastPosition = Math.max(lastPosition, result.position);
    p.events.forEach((e, i) =>
      recent.set(first + i, deepFreeze({
        id: e.id, stream: p.stream, revision: result.nextRevision - p.events.length + 1 + i, position: first + i, type: e.type, version: e.version,
        data: JSON.parse(e.data), metadata: JSON.parse(e.metadata),
      })),
    );
    for (const position of recent.keys()) {
      if (recent.size <= RECENT_MAX) break;
      recent.delete(position);
    }
  };
  const readAllSync = (fromPosition: number, limit: number): RecordedEvent[] => {
    const out: RecordedEvent[] = [];
    for (let p = fromPosition + 1; out.length < limit; p++) {
      const e = recent.get(p);
      if (!e) break;
      out.push(e);
    }
    if (out.length === limit || (out.length && out[out.length - 1].position === lastPosition)) return out;
    const from = out.length ? out[out.length - 1].position : fromPosition;
    return out.concat(q.readAll.all(from, limit - out.length).map(toRecorded));
  };

  const store: SqliteEventStore = {
    kind: 'sqlite',

    append(stream, events, appendOpts) {
      if (closed) return Promise.reject(new Error('event store is closed'));
      let prepared: PreparedEvent[];
      try {
        prepared = events.map(prepare);
      } catch (err) {
        return Promise.reject(err);
      }
      return new Promise<AppendResult>((resolve, reject) => {
        queue.push({ stream, events: prepared, opts: appendOpts, resolve, reject });
        scheduleFlush();
      });
    },

    async readStream(stream, readOpts = {}) {
      const to = readOpts.toRevision ?? Number.MAX_SAFE_INTEGER;
      const asOf = readOpts.asOf;
      const until = asOf === undefined ? '9999-12-31T23:59:59.999Z' : isoTime(asOf instanceof Date ? asOf.toJSON() : asOf, 'asOf');
      return q.readStream.all(stream, to, until).map(toRecorded);
    },

    async streamRevision(stream) {
      return currentRevision(stream);
    },

    async readAll(readOpts = {}) {
      return readAllSync(readOpts.fromPosition ?? 0, readOpts.limit ?? 1000);
    },

    subscribeAll(fromPosition, handler, subOpts = {}) {
      let stopped = false;
      let wake: (() => void) | undefined;
      const sleep = (ms: number) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(done, ms);
          function done() {
            clearTimeout(timer);
            wakers.delete(done);
            wake = undefined;
            resolve();
          }
          wake = done;
          wakers.add(done);
        });

      const loop = (async () => {
        let position = fromPosition;
        let caughtUp = false;
        let failures = 0;
        while (!stopped && !closed) {
          let page: RecordedEvent[];
          try {
            page = readAllSync(position, SUBSCRIPTION_PAGE);
          } catch (err) {
            if (closed) break;
            subOpts.onError?.(err);
            await sleep(backoff(++failures));
            continue;
          }
          let failed = false;
          for (const e of page) {
            if (stopped || closed) break;
            try {
              await handler(e);
            } catch (err) {
              failed = true;
              subOpts.onError?.(err);
              break;
            }
            position = e.position;
            failures = 0;
          }
          if (failed) {
            // retry the same event after a pause; never skip it
            await sleep(backoff(++failures));
            continue;
          }
          if (page.length < SUBSCRIPTION_PAGE && !stopped) {
            if (!caughtUp) {
              caughtUp = true;
              subOpts.onCaughtUp?.();
            }
            await sleep(POLL_MS);
          }
        }
      })();

      const subscription: Subscription = {
        // do not await close() from inside the handler: it waits for the handler to finish
        async close() {
          stopped = true;
          wake?.();
          await loop;
        },
      };
      return subscription;
    },

    async headPosition() {
      return q.head.get()?.head ?? 0;
    },

    async lastStreamNumber(category) {
      return q.lastNumber.get(category)?.n ?? 0;
    },

    async findIdempotent(key) {
      const row = q.findIdempotent.get(key);
      return row ? { response: JSON.parse(row.response), position: row.position } : null;
    },

    async close() {
      if (closed) return;
      while (queue.length > 0) flush();
      closed = true;
      for (const w of wakers) w();
      db.close();
    },

    stats: () => ({ ...counters }),
  };
  return store;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function backoff(failures: number): number {
  return Math.min(100 * 2 ** (failures - 1), 5000);
}
