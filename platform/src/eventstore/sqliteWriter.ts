import { parentPort, workerData } from 'node:worker_threads';
import { openEventLog, parseStreamName } from './sqliteSchema.js';
import type { ExpectedRevision } from './types.js';

/**
 * The SQLite store's writing thread. A batch of appends is one transaction and one fsync; doing
 * that here keeps the fsync, a few milliseconds each, from stopping the event loop that serves
 * requests, and the next batch gathers while this one is flushed.
 */

export interface WriteAppend {
  stream: string;
  events: { id: string; type: string; version: number; data: string; metadata: string; time: string }[];
  expectedRevision: ExpectedRevision;
  idempotency?: { key: string; response: string };
}

export type WriteOutcome =
  | { ok: true; nextRevision: number; position: number }
  | { ok: false; error: { kind: 'wrong_revision'; stream: string; expected: ExpectedRevision; actual: number } | { kind: 'idempotency'; key: string } | { kind: 'other'; message: string } };

/** to the thread: a batch; from it: each append's outcome, or why the whole commit failed */
export type WriteRequest = { batch: number; appends: WriteAppend[] };
export type WriteReply = { batch: number; outcomes: WriteOutcome[] } | { batch: number; failed: string };

class Refused extends Error {
  constructor(readonly outcome: Extract<WriteOutcome, { ok: false }>) {
    super(outcome.error.kind);
  }
}

const db = openEventLog((workerData as { data: { file: string } }).data.file);
const q = {
  streamRevision: db.prepare<[string], { revision: number }>('SELECT revision FROM streams WHERE stream = ?'),
  positionOf: db.prepare<[string, number], { position: number }>('SELECT position FROM events WHERE stream = ? AND revision = ?'),
  insertEvent: db.prepare('INSERT INTO events (id, stream, revision, type, version, data, metadata, time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)'),
  upsertStream: db.prepare('INSERT INTO streams (stream, revision, category, number) VALUES (?, ?, ?, ?) ON CONFLICT(stream) DO UPDATE SET revision = excluded.revision'),
  idempotencyExists: db.prepare<[string], { key: string }>('SELECT key FROM idempotency WHERE key = ?'),
  insertIdempotency: db.prepare('INSERT INTO idempotency (key, response, position) VALUES (?, ?, ?)'),
};

// Runs inside the batch transaction as a savepoint: a failing append rolls back only itself.
const applyOne = db.transaction((a: WriteAppend): WriteOutcome => {
  // a repeated request is reported as such even when its expected revision is stale by now
  const key = a.idempotency?.key;
  if (key !== undefined && q.idempotencyExists.get(key)) throw new Refused({ ok: false, error: { kind: 'idempotency', key } });
  const current = q.streamRevision.get(a.stream)?.revision ?? -1;
  const expected = a.expectedRevision;
  const ok = expected === 'any' || (expected === 'no_stream' ? current === -1 : expected === current);
  if (!ok) throw new Refused({ ok: false, error: { kind: 'wrong_revision', stream: a.stream, expected, actual: current } });

  let revision = current;
  let position = current >= 0 ? (q.positionOf.get(a.stream, current)?.position ?? 0) : 0;
  for (const e of a.events) {
    revision += 1;
    position = Number(q.insertEvent.run(e.id, a.stream, revision, e.type, e.version, e.data, e.metadata, e.time).lastInsertRowid);
  }
  if (a.events.length > 0) {
    const { category, number } = parseStreamName(a.stream);
    q.upsertStream.run(a.stream, revision, category, number);
  }
  if (key !== undefined) q.insertIdempotency.run(key, a.idempotency!.response, position);
  return { ok: true, nextRevision: revision, position };
});

const writeBatch = db.transaction((appends: WriteAppend[]): WriteOutcome[] =>
  appends.map((a) => {
    try {
      return applyOne(a);
    } catch (e) {
      if (e instanceof Refused) return e.outcome;
      return { ok: false, error: { kind: 'other', message: String((e as Error)?.message ?? e) } };
    }
  }),
);

parentPort!.on('message', (m: WriteRequest | 'close') => {
  if (m === 'close') {
    db.close();
    parentPort!.close();
    return;
  }
  let reply: WriteReply;
  try {
    // IMMEDIATE takes the write lock up front: a busy file then waits (busy_timeout) instead of failing on lock upgrade
    reply = { batch: m.batch, outcomes: writeBatch.immediate(m.appends) };
  } catch (e) {
    // the commit itself failed (disk full, lock timeout ...): nothing of this batch is stored
    reply = { batch: m.batch, failed: String((e as Error)?.message ?? e) };
  }
  parentPort!.postMessage(reply);
});
