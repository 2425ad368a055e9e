import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import { openEventLog, parseStreamName } from './sqliteSchema.js';
import type { ExpectedRevision } from './types.js';

/**
 * The SQLite store's writing thread. Committing here keeps the fsync, milliseconds each, from
 * stopping the event loop that serves requests. Every batch that arrived while the last commit
 * was being flushed goes into the next one: one transaction and one fsync for all of them,
 * without waiting for the serving thread to hand them over.
 */

export interface WriteStream {
  stream: string;
  events: { id: string; type: string; version: number; data: string; metadata: string; time: string }[];
  expectedRevision: ExpectedRevision;
}

/** one append: one or more streams, committed all or nothing */
export interface WriteAppend {
  writes: WriteStream[];
  idempotency?: { key: string; response: string };
}

/** a follower's position, saved in the same commits as the appends */
export interface WriteCheckpoint {
  checkpoint: string;
  position: number;
}

export type WriteOp = WriteAppend | WriteCheckpoint;

export type WriteOutcome =
  | { ok: true; results: { nextRevision: number; position: number }[] }
  | { ok: false; error: { kind: 'wrong_revision'; stream: string; expected: ExpectedRevision; actual: number } | { kind: 'idempotency'; key: string } | { kind: 'other'; message: string } };

/** to the thread: a batch of appends and checkpoints; from it, per commit: each append's outcome by batch, or why the whole commit failed */
export type WriteRequest = { batch: number; ops: WriteOp[] };
export type WriteReply = { batches: { batch: number; outcomes: WriteOutcome[] }[] } | { failed: string; batches: number[] };

class Refused extends Error {
  constructor(readonly outcome: Extract<WriteOutcome, { ok: false }>) {
    super(outcome.error.kind);
  }
}

const db = openEventLog((workerData as { data: { file: string } }).data.file);
const q = {
  streamHead: db.prepare<[string], { revision: number; position: number }>('SELECT revision, position FROM events WHERE stream = ? ORDER BY revision DESC LIMIT 1'),
  insertEvent: db.prepare('INSERT INTO events (id, stream, revision, type, version, data, metadata, time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)'),
  insertStream: db.prepare('INSERT OR IGNORE INTO streams (stream, category, number) VALUES (?, ?, ?)'),
  idempotencyExists: db.prepare<[string], { key: string }>('SELECT key FROM idempotency WHERE key = ?'),
  insertIdempotency: db.prepare('INSERT INTO idempotency (key, response, position) VALUES (?, ?, ?)'),
  saveCheckpoint: db.prepare(
    'INSERT INTO checkpoints (name, position) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET position = max(position, excluded.position)',
  ),
};

// Runs inside the batch transaction as a savepoint: a failing append rolls back only itself,
// every stream of it.
const applyOne = db.transaction((a: WriteAppend): WriteOutcome => {
  // a repeated request is reported as such even when its expected revision is stale by now
  const key = a.idempotency?.key;
  if (key !== undefined && q.idempotencyExists.get(key)) throw new Refused({ ok: false, error: { kind: 'idempotency', key } });
  const results = a.writes.map(writeStream);
  if (key !== undefined) q.insertIdempotency.run(key, a.idempotency!.response, Math.max(...results.map((r) => r.position)));
  return { ok: true, results };
});

function writeStream(w: WriteStream): { nextRevision: number; position: number } {
  const head = q.streamHead.get(w.stream);
  const current = head?.revision ?? -1;
  const expected = w.expectedRevision;
  const ok = expected === 'any' || (expected === 'no_stream' ? current === -1 : expected === current);
  if (!ok) throw new Refused({ ok: false, error: { kind: 'wrong_revision', stream: w.stream, expected, actual: current } });

  let revision = current;
  let position = head?.position ?? 0;
  for (const e of w.events) {
    revision += 1;
    position = Number(q.insertEvent.run(e.id, w.stream, revision, e.type, e.version, e.data, e.metadata, e.time).lastInsertRowid);
  }
  if (current === -1 && w.events.length > 0) {
    const { category, number } = parseStreamName(w.stream);
    q.insertStream.run(w.stream, category, number);
  }
  return { nextRevision: revision, position };
}

const writeBatch = db.transaction((ops: WriteOp[]): WriteOutcome[] =>
  ops.map((a) => {
    try {
      if ('checkpoint' in a) {
        q.saveCheckpoint.run(a.checkpoint, a.position);
        return { ok: true, results: [{ nextRevision: -1, position: a.position }] };
      }
      return applyOne(a);
    } catch (e) {
      if (e instanceof Refused) return e.outcome;
      return { ok: false, error: { kind: 'other', message: String((e as Error)?.message ?? e) } };
    }
  }),
);

const commit = (requests: WriteRequest[]): WriteReply => {
  try {
    // IMMEDIATE takes the write lock up front: a busy file then waits (busy_timeout) instead of failing on lock upgrade
    const outcomes = writeBatch.immediate(requests.flatMap((r) => r.ops));
    let at = 0;
    return { batches: requests.map((r) => ({ batch: r.batch, outcomes: outcomes.slice(at, (at += r.ops.length)) })) };
  } catch (e) {
    // the commit itself failed (disk full, lock timeout ...): nothing of these batches is stored
    return { failed: String((e as Error)?.message ?? e), batches: requests.map((r) => r.batch) };
  }
};

const port = parentPort!;
port.on('message', (first: WriteRequest | 'close') => {
  const messages = [first];
  for (let m; (m = receiveMessageOnPort(port)); ) messages.push(m.message as WriteRequest | 'close');
  const requests = messages.filter((m): m is WriteRequest => m !== 'close');
  if (requests.length) port.postMessage(commit(requests));
  if (messages.includes('close')) {
    db.close();
    port.close();
  }
});
