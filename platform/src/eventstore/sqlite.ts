import { once } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { startThread } from '../threads/index.js';
import { newEventId } from './ids.js';
import { EVENT_COLUMNS, openEventLog, type EventRow } from './sqliteSchema.js';
import type { ReadReply, ReadRequest } from './sqliteReader.js';
import type { WriteAppend, WriteOp, WriteOutcome, WriteReply, WriteRequest, WriteStream } from './sqliteWriter.js';
import {
  IdempotencyKeyExistsError,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
  type StreamWrite,
  type Subscription,
} from './types.js';
import { deepFreeze } from '../deepFreeze.js';

export interface SqliteEventStore extends EventStore {
  /** counters for tests and diagnostics: committed write transactions and the appends they carried */
  stats(): { transactions: number; appends: number };
}

/**
 * Appends are handed to the writing thread as soon as this many wait (one message), not only at
 * the end of the event loop's turn: under a burst of commands the thread commits the first ones
 * while the serving thread is still deciding the rest, instead of every client of the burst
 * waiting for one commit made after the turn (docs/performance.md, commits on a writing thread).
 */
const HANDOFF_GROUP = 20;
const SUBSCRIPTION_PAGE = 500;
/** events this process appended lately, kept parsed for its subscriptions (projections, reactions) */
const RECENT_MAX = 5000;
/** how often an idle subscription looks for appends made by other processes sharing the file */
const POLL_MS = 100;

/** an append, or a checkpoint riding in the same commit, until the writing thread answers */
interface PendingWrite {
  op: WriteOp;
  resolve: (r: AppendResult[]) => void;
  reject: (e: unknown) => void;
}

export { parseStreamName } from './sqliteSchema.js';

function isoTime(value: unknown, what: string): string {
  const d = new Date(value as string);
  if (typeof value !== 'string' || Number.isNaN(d.getTime())) throw new TypeError(`${what} is not a valid time: ${String(value)}`);
  return d.toISOString();
}

export function createSqliteEventStore(opts: { file: string }): SqliteEventStore {
  const db = openEventLog(opts.file);

  const q = {
    streamRevision: db.prepare<[string], { revision: number | null }>('SELECT max(revision) AS revision FROM events WHERE stream = ?'),
    findIdempotent: db.prepare<[string], { response: string; position: number }>('SELECT response, position FROM idempotency WHERE key = ?'),
    checkpoint: db.prepare<[string], { position: number }>('SELECT position FROM checkpoints WHERE name = ?'),
    readAll: db.prepare<[number, number], EventRow>(`SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`).raw(),
    // in log order, stopping at the page's last row: the audit log's index on type would gather
    // every later row of the types and sort them, for each page (3 times slower on a million events)
    readTypes: db
      .prepare<[number, number, string, number], EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events NOT INDEXED WHERE position > ? AND position <= ? AND type IN (SELECT value FROM json_each(?)) ORDER BY position LIMIT ?`,
      )
      .raw(),
    head: db.prepare<[], { head: number | null }>('SELECT max(position) AS head FROM events'),
    lastNumber: db.prepare<[string], { n: number | null }>('SELECT max(number) AS n FROM streams WHERE category = ?'),
  };

  const counters = { transactions: 0, appends: 0 };
  const queue: PendingWrite[] = [];
  /** batches handed to the writing thread, by number, until it answers */
  const sent = new Map<number, PendingWrite[]>();
  let batchNo = 0;
  let writer: Worker | null = null;
  let closed = false;
  let sendScheduled = false;
  /** close() waits for this: every accepted append answered */
  let drained: (() => void) | null = null;
  /** wakes idle subscriptions after each commit */
  const wakers = new Set<() => void>();

  const currentRevision = (stream: string) => q.streamRevision.get(stream)?.revision ?? -1;

  const failure = (o: Extract<WriteOutcome, { ok: false }>): Error => {
    const e = o.error;
    if (e.kind === 'wrong_revision') return new WrongExpectedRevisionError(e.stream, e.expected, e.actual);
    if (e.kind === 'idempotency') return new IdempotencyKeyExistsError(e.key);
    return new Error(e.message);
  };

  const taken = (no: number): PendingWrite[] => {
    const batch = sent.get(no) ?? [];
    sent.delete(no);
    return batch;
  };

  /** started with the first append: a store that is only read needs no thread */
  const startWriter = (): Worker => {
    const w = startThread(import.meta.url, './sqliteWriter', { file: opts.file });
    w.on('message', (reply: WriteReply) => {
      if ('failed' in reply) for (const no of reply.batches) for (const p of taken(no)) p.reject(new Error(reply.failed));
      else {
        counters.transactions += 1;
        for (const { batch, outcomes } of reply.batches) settle(taken(batch), outcomes);
        for (const wake of wakers) wake();
      }
      idleCheck();
    });
    const lost = (err: Error) => {
      if (writer !== w) return;
      writer = null;
      // what was handed over may or may not be committed: its callers get the error, not a guess
      for (const no of [...sent.keys()]) for (const p of taken(no)) p.reject(err);
      send();
    };
    w.on('error', lost);
    w.on('exit', (code) => lost(new Error(`the event log's writing thread exited with code ${code}`)));
    return w;
  };

  const settle = (batch: PendingWrite[], outcomes: WriteOutcome[]) => {
    batch.forEach((p, i) => {
      const o = outcomes[i];
      if ('checkpoint' in p.op) return;
      counters.appends += 1;
      if (o.ok) p.op.writes.forEach((w, j) => remember(w, o.results[j]));
    });
    batch.forEach((p, i) => {
      const o = outcomes[i];
      if (o.ok) p.resolve(o.results);
      else p.reject(failure(o));
    });
  };

  const idleCheck = () => {
    if (sent.size || queue.length) return;
    writer?.unref();
    drained?.();
  };

  /** hands what is queued to the writing thread (the end of the turn's `send` stays scheduled) */
  const flush = () => {
    if (queue.length) {
      const batch = queue.splice(0);
      const no = ++batchNo;
      sent.set(no, batch);
      writer ??= startWriter();
      writer.ref();
      const request: WriteRequest = { batch: no, ops: batch.map((p) => p.op) };
      writer.postMessage(request);
    }
    idleCheck();
  };
  const send = () => {
    sendScheduled = false;
    flush();
  };

  const write = (op: WriteOp) =>
    new Promise<AppendResult[]>((resolve, reject) => {
      queue.push({ op, resolve, reject });
      if (queue.length >= HANDOFF_GROUP) flush();
      // otherwise the appends arriving in the same turn of the event loop travel together
      else if (!sendScheduled) {
        sendScheduled = true;
        setImmediate(send);
      }
    });

  const prepare = (e: NewEvent): WriteStream['events'][number] => {
    const time = e.metadata.time === undefined ? new Date().toISOString() : e.metadata.time;
    const metadata: EventMetadata = { ...e.metadata, time };
    return {
      id: e.id ?? newEventId(),
      type: e.type,
      version: e.version ?? 1,
      data: JSON.stringify(e.data ?? null),
      metadata: JSON.stringify(metadata),
      // normalised to UTC so that readStream's asOf can compare text
      time: isoTime(time, 'metadata.time'),
    };
  };

  const reads = streamReader(opts.file);

  const toRecorded = ([position, id, stream, revision, type, version, data, metadata]: EventRow): RecordedEvent => ({
    id,
    stream,
    revision,
    position,
    type,
    version,
    data: JSON.parse(data),
    metadata: JSON.parse(metadata),
  });

  /**
   * Every subscription in this process reads each new event; parsing it once for all of them and
   * skipping the query saves most of the cost of following the log. Only an unbroken run of
   * positions is served from here: appends of other processes sharing the file leave gaps, which
   * are read from the file.
   */
  const recent = new Map<number, RecordedEvent>();
  let lastPosition = 0;
  const remember = (p: WriteStream, result: AppendResult) => {
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

  /**
   * The next `limit` events of the given types after `fromPosition`, and the position up to which
   * the log was looked through (past the last of them when the page is not full).
   */
  const readTypesSync = (fromPosition: number, limit: number, types: Set<string>, typesJson: string): { page: RecordedEvent[]; through: number } => {
    const page: RecordedEvent[] = [];
    let p = fromPosition;
    for (let e; page.length < limit && (e = recent.get(p + 1)); p++) if (types.has(e.type)) page.push(e);
    if (page.length === limit || (p > fromPosition && p === lastPosition)) return { page, through: p };
    // what the file holds up to its head now: positions are committed in order
    const head = q.head.get()?.head ?? 0;
    const rows = q.readTypes.all(p, head, typesJson, limit - page.length);
    page.push(...rows.map(toRecorded));
    return { page, through: page.length === limit ? page[page.length - 1].position : Math.max(head, p) };
  };

  const store: SqliteEventStore = {
    kind: 'sqlite',

    async append(stream, events, appendOpts) {
      return (await store.appendMany([{ stream, events, expectedRevision: appendOpts.expectedRevision }], appendOpts))[0];
    },

    appendMany(writes: StreamWrite[], appendOpts = {}) {
      if (closed) return Promise.reject(new Error('event store is closed'));
      let append: WriteAppend;
      try {
        const idempotency = appendOpts.idempotency;
        append = {
          writes: writes.map((w) => ({ stream: w.stream, events: w.events.map(prepare), expectedRevision: w.expectedRevision })),
          idempotency: idempotency ? { key: idempotency.key, response: JSON.stringify(idempotency.response ?? null) } : undefined,
        };
      } catch (err) {
        return Promise.reject(err);
      }
      return write(append);
    },

    async readStream(stream, readOpts = {}) {
      const to = readOpts.toRevision ?? Number.MAX_SAFE_INTEGER;
      const asOf = readOpts.asOf;
      const until = asOf === undefined ? '9999-12-31T23:59:59.999Z' : isoTime(asOf instanceof Date ? asOf.toJSON() : asOf, 'asOf');
      return (await reads.read({ stream, toRevision: to, until })).map(toRecorded);
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

      const types = subOpts.types && new Set(subOpts.types);
      const typesJson = JSON.stringify(subOpts.types ?? []);
      const loop = (async () => {
        let position = fromPosition;
        let caughtUp = false;
        let failures = 0;
        while (!stopped && !closed) {
          let page: RecordedEvent[];
          // how far the log was looked through: past the page's last event when others were passed over
          let through = position;
          try {
            if (types) ({ page, through } = readTypesSync(position, SUBSCRIPTION_PAGE, types, typesJson));
            else page = readAllSync(position, SUBSCRIPTION_PAGE);
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
          if (!stopped && !closed) position = Math.max(position, through);
          if (page.length < SUBSCRIPTION_PAGE && !stopped) {
            if (!caughtUp) {
              caughtUp = true;
              subOpts.onCaughtUp?.();
            }
            await sleep(POLL_MS);
          } else {
            // a handler that never waits on I/O would otherwise keep requests and timers out
            // until the whole log is read (the reactions' catch-up at start-up held the portal's
            // first answer for seconds)
            await new Promise<void>((resolve) => setImmediate(resolve));
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

    async loadCheckpoint(name) {
      return q.checkpoint.get(name)?.position ?? 0;
    },

    async saveCheckpoint(name, position) {
      if (closed) throw new Error('event store is closed');
      if (!Number.isSafeInteger(position) || position < 0) throw new TypeError(`checkpoint position ${position} is not a position`);
      // with the appends of the same moment: one commit, one fsync
      await write({ checkpoint: name, position });
    },

    async close() {
      if (closed) return;
      closed = true;
      // what was accepted is written before the file closes
      if (sent.size || queue.length) await new Promise<void>((resolve) => ((drained = resolve), send()));
      const w = writer;
      writer = null;
      if (w) {
        // an idle writer is unref'd; held again, or the process could end before the file is closed
        w.ref();
        const exited = once(w, 'exit');
        w.postMessage('close');
        await exited;
      }
      for (const wake of wakers) wake();
      await reads.close();
      db.close();
    },

    stats: () => ({ ...counters }),
  };
  return store;
}

/**
 * Stream reads go to a thread of their own (sqliteReader.ts), so the serving thread does not
 * wait on the file: the reads asked in one turn of the event loop travel in one message. Started
 * with the first read; held only while reads are out, so it never keeps a process alive.
 */
function streamReader(file: string) {
  type Waiting = { resolve: (rows: EventRow[]) => void; reject: (e: unknown) => void };
  const out = new Map<number, Waiting>();
  let queued: ReadRequest[] = [];
  let next = 0;
  let thread: Worker | null = null;
  let closed = false;
  let drained: (() => void) | null = null;

  const finish = (read: number, answer: (r: Waiting) => void) => {
    const r = out.get(read);
    out.delete(read);
    if (r) answer(r);
    if (!out.size) {
      thread?.unref();
      drained?.();
    }
  };
  const start = (): Worker => {
    const t = startThread(import.meta.url, './sqliteReader', { file });
    t.on('message', (replies: ReadReply[]) => {
      for (const reply of replies) finish(reply.read, (r) => ('failed' in reply ? r.reject(new Error(reply.failed)) : r.resolve(reply.rows)));
    });
    const lost = (err: Error) => {
      if (thread !== t) return;
      thread = null;
      // its reads fail (a request that asked one answers 500); the next read starts a new thread
      const notYetSent = new Set(queued.map((r) => r.read));
      for (const read of [...out.keys()]) if (!notYetSent.has(read)) finish(read, (r) => r.reject(err));
    };
    t.on('error', lost);
    t.on('exit', (code) => lost(new Error(`the event log's reading thread exited with code ${code}`)));
    return t;
  };
  const send = (requests: ReadRequest[]) => {
    thread ??= start();
    thread.ref();
    thread.postMessage(requests);
  };

  return {
    read(what: Omit<ReadRequest, 'read'>): Promise<EventRow[]> {
      if (closed) return Promise.reject(new Error('event store is closed'));
      return new Promise<EventRow[]>((resolve, reject) => {
        const request = { read: ++next, ...what };
        out.set(request.read, { resolve, reject });
        if (!queued.length)
          setImmediate(() => {
            const requests = queued;
            queued = [];
            send(requests);
          });
        queued.push(request);
      });
    },
    async close() {
      closed = true;
      if (out.size) await new Promise<void>((resolve) => (drained = resolve));
      const t = thread;
      thread = null;
      if (!t) return;
      t.ref();
      const exited = once(t, 'exit');
      t.postMessage('close');
      await exited;
    },
  };
}

function backoff(failures: number): number {
  return Math.min(100 * 2 ** (failures - 1), 5000);
}
