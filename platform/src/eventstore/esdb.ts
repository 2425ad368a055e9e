import { createHash } from 'node:crypto';
import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamRecordedEvent,
  type AllStreamSubscription,
  type JSONType,
  type RecordedEvent as EsdbRecordedEvent,
  type ReadPosition,
} from '@eventstore/db-client';
import { newEventId } from './ids.js';
import { highestStreamNumber } from './streamNumbers.js';
import {
  IdempotencyKeyExistsError,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type StreamWrite,
  type Subscription,
} from './types.js';

const IDEMPOTENCY_TYPE = 'IdempotencyRecorded';
const idempotencyStream = (key: string) => `idempotency-${createHash('sha256').update(key).digest('hex')}`;
const CHECKPOINT_TYPE = 'CheckpointRecorded';
const checkpointStream = (name: string) => `checkpoint-${createHash('sha256').update(name).digest('hex')}`;
/** the schema version travels in the event's metadata under this key */
const VERSION_KEY = '$version';
const PAGE = 500;
/** a caught-up subscription that delivers nothing while the log grows is restarted after this long */
const STALL_MS = 30_000;

const backoff = (failures: number) => Math.min(100 * 2 ** (failures - 1), 5000);
/** uint64 max (and anything beyond 2^53) means the server did not say */
const toPosition = (commit: bigint | undefined) => (commit === undefined || commit > BigInt(Number.MAX_SAFE_INTEGER) ? -1 : Number(commit));
const fromPosition = (p: number): ReadPosition => (p <= 0 ? START : { commit: BigInt(p), prepare: BigInt(p) });

/** system events ($-types, $-streams), our idempotency markers and checkpoints are not part of the business log */
const isBusinessEvent = (e: EsdbRecordedEvent) =>
  !e.type.startsWith('$') &&
  !e.streamId.startsWith('$') &&
  !(e.type === IDEMPOTENCY_TYPE && e.streamId.startsWith('idempotency-')) &&
  !(e.type === CHECKPOINT_TYPE && e.streamId.startsWith('checkpoint-'));

function toRecorded(e: EsdbRecordedEvent): RecordedEvent {
  const { [VERSION_KEY]: version, ...metadata } = (e.metadata ?? {}) as Record<string, unknown>;
  return {
    id: e.id,
    stream: e.streamId,
    revision: Number(e.revision),
    position: toPosition(e.position?.commit),
    type: e.type,
    version: typeof version === 'number' ? version : 1,
    data: e.data,
    metadata: { time: e.created.toISOString(), ...metadata } as EventMetadata & { time: string },
  };
}

function toEsdbExpected(expected: ExpectedRevision) {
  return expected === 'any' ? ANY : expected === 'no_stream' ? NO_STREAM : BigInt(expected);
}

export function createEventStoreDbEventStore(opts: { connectionString: string }): EventStore {
  const client = EventStoreDBClient.connectionString(opts.connectionString);
  const subscriptions = new Set<Subscription>();
  /** per category, the greatest stream number seen to exist (numbers only grow) */
  const numberCache = new Map<string, number>();

  async function collect<T>(iterable: AsyncIterable<{ event?: T }>): Promise<T[]> {
    const out: T[] = [];
    try {
      for await (const resolved of iterable) if (resolved.event) out.push(resolved.event);
    } catch (err) {
      if (err instanceof StreamNotFoundError) return [];
      throw err;
    }
    return out;
  }

  async function lastEvent(stream: string) {
    const [last] = await collect(client.readStream(stream, { direction: BACKWARDS, fromRevision: END, maxCount: 1 }));
    return last;
  }

  /** one raw page of $all forwards from (and including) position */
  const readAllPage = (position: number, maxCount: number) =>
    collect<AllStreamRecordedEvent>(client.readAll({ fromPosition: fromPosition(position), direction: FORWARDS, maxCount }));

  async function readAllFiltered(after: number, limit: number): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    let cursor = after;
    while (out.length < limit) {
      const page = await readAllPage(cursor, PAGE);
      for (const e of page) {
        const position = Number(e.position.commit);
        if (position <= cursor) continue;
        cursor = position;
        if (isBusinessEvent(e)) out.push(toRecorded(e));
        if (out.length === limit) break;
      }
      if (page.length < PAGE) break;
    }
    return out;
  }

  async function headPosition(): Promise<number> {
    let from: ReadPosition = END;
    for (;;) {
      const page: AllStreamRecordedEvent[] = await collect(client.readAll({ fromPosition: from, direction: BACKWARDS, maxCount: PAGE }));
      const found = page.find(isBusinessEvent);
      if (found) return Number(found.position.commit);
      if (page.length < PAGE) return 0;
      from = page[page.length - 1].position;
    }
  }

  /**
   * An idempotency key's stream: `reserved` before the command's events are appended, then
   * `answered` with the answer and the events' position, or `released` when they were refused.
   */
  type KeyMarker = { state: 'reserved' } | { state: 'released' } | { state: 'answered'; response: unknown; position: number };

  async function keyMarker(key: string) {
    const last = await lastEvent(idempotencyStream(key));
    return last ? { revision: Number(last.revision), marker: last.data as KeyMarker } : null;
  }

  async function findIdempotent(key: string) {
    // a request holding the key is appending: its answer follows within moments
    for (let waited = 0; ; waited += 50) {
      const found = await keyMarker(key);
      if (!found || found.marker.state === 'released') return null;
      if (found.marker.state === 'answered') return { response: found.marker.response, position: found.marker.position };
      if (waited >= 10_000) throw new IdempotencyKeyExistsError(key);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function mark(key: string, marker: KeyMarker, expected: bigint | typeof NO_STREAM) {
    await client.appendToStream(idempotencyStream(key), jsonEvent({ type: IDEMPOTENCY_TYPE, data: { key, ...marker } as JSONType }), { expectedRevision: expected });
  }

  /** the key's stream goes from free (or released) to reserved, or the key is another request's */
  async function reserveKey(key: string): Promise<bigint> {
    const found = await keyMarker(key);
    if (found && found.marker.state !== 'released') throw new IdempotencyKeyExistsError(key);
    try {
      await mark(key, { state: 'reserved' }, found ? BigInt(found.revision) : NO_STREAM);
    } catch (err) {
      if (err instanceof WrongExpectedVersionError) throw new IdempotencyKeyExistsError(key);
      throw err;
    }
    return BigInt(found ? found.revision + 1 : 0);
  }

  const toEsdbEvent = (e: NewEvent) =>
    jsonEvent({
      id: e.id ?? newEventId(),
      type: e.type,
      data: (e.data ?? null) as JSONType,
      metadata: { ...e.metadata, time: e.metadata.time ?? new Date().toISOString(), [VERSION_KEY]: e.version ?? 1 },
    });

  async function appendOne(w: StreamWrite): Promise<AppendResult> {
    const { stream, events, expectedRevision } = w;
    if (events.length === 0) {
      const last = await lastEvent(stream);
      const current = last ? Number(last.revision) : -1;
      const ok = expectedRevision === 'any' || (expectedRevision === 'no_stream' ? current === -1 : expectedRevision === current);
      if (!ok) throw new WrongExpectedRevisionError(stream, expectedRevision, current);
      return { nextRevision: current, position: last ? toPosition(last.position?.commit) : 0 };
    }
    try {
      const r = await client.appendToStream(stream, events.map(toEsdbEvent), { expectedRevision: toEsdbExpected(expectedRevision) });
      return { nextRevision: Number(r.nextExpectedRevision), position: toPosition(r.position?.commit) };
    } catch (err) {
      if (err instanceof WrongExpectedVersionError) {
        const actual = err.actualVersion === NO_STREAM || typeof err.actualVersion !== 'bigint' ? -1 : Number(err.actualVersion);
        throw new WrongExpectedRevisionError(stream, expectedRevision, actual);
      }
      throw err;
    }
  }

  const store: EventStore = {
    kind: 'eventstoredb',

    async append(stream, events, appendOpts) {
      return (await store.appendMany([{ stream, events, expectedRevision: appendOpts.expectedRevision }], appendOpts))[0];
    },

    // ESDB appends to one stream at a time. The key is reserved first, so two racing requests
    // with one key never both append, and a crash after the reservation appends nothing twice
    // (a repeat then waits, and is refused after 10 s). Streams are written in the caller's order
    // (reservations and references before the record); when one fails, the earlier ones are taken
    // back with their `undo` events. A crash in between can leave a reservation or reference
    // behind; the framework treats one whose holder stream does not exist as free.
    async appendMany(writes, appendOpts = {}) {
      const key = appendOpts.idempotency?.key;
      const keyRevision = key === undefined ? null : await reserveKey(key);
      const results: AppendResult[] = [];
      try {
        for (const w of writes) results.push(await appendOne(w));
      } catch (err) {
        for (const w of writes.slice(0, results.length))
          if (w.undo?.length) await appendOne({ stream: w.stream, events: w.undo, expectedRevision: 'any' }).catch(() => undefined);
        if (key !== undefined) await mark(key, { state: 'released' }, keyRevision!).catch(() => undefined);
        throw err;
      }
      if (key !== undefined) {
        const position = Math.max(...results.map((r) => r.position));
        await mark(key, { state: 'answered', response: appendOpts.idempotency!.response ?? null, position }, keyRevision!);
      }
      return results;
    },

    async readStream(stream, readOpts = {}) {
      const { toRevision, asOf } = readOpts;
      if (toRevision !== undefined && toRevision < 0) return [];
      const events = (
        await collect(
          client.readStream(stream, {
            direction: FORWARDS,
            fromRevision: START,
            ...(toRevision === undefined ? {} : { maxCount: toRevision + 1 }),
          }),
        )
      ).map(toRecorded);
      if (asOf === undefined) return events;
      const until = new Date(asOf).getTime();
      if (Number.isNaN(until)) throw new TypeError(`asOf is not a valid time: ${String(asOf)}`);
      return events.filter((e) => Date.parse(e.metadata.time) <= until);
    },

    async streamRevision(stream) {
      const last = await lastEvent(stream);
      return last ? Number(last.revision) : -1;
    },

    async readAll(readOpts = {}) {
      return readAllFiltered(readOpts.fromPosition ?? 0, readOpts.limit ?? 1000);
    },

    subscribeAll(from, handler, subOpts = {}) {
      let stopped = false;
      let current: AllStreamSubscription | undefined;
      let wakeSleep: (() => void) | undefined;
      const sleep = (ms: number) =>
        new Promise<void>((resolve) => {
          const t = setTimeout(resolve, ms);
          wakeSleep = () => {
            clearTimeout(t);
            resolve();
          };
        });

      const types = subOpts.types && new Set(subOpts.types);
      // Catch-up subscriptions can end, fail or stall silently: on any of these we resubscribe
      // from the last position we handled, so nothing is skipped and nothing is handled twice.
      const loop = (async () => {
        let last = from;
        let failures = 0;
        let head: number | undefined;
        let caughtUp = false;
        let lastProgress = Date.now();
        const checkCaughtUp = () => {
          if (!caughtUp && head !== undefined && last >= head) {
            caughtUp = true;
            subOpts.onCaughtUp?.();
          }
        };
        const watchdog = setInterval(() => {
          if (Date.now() - lastProgress < STALL_MS || !current) return;
          const sub = current;
          headPosition()
            .then((h) => {
              if (h > last && Date.now() - lastProgress >= STALL_MS && sub === current) void sub.unsubscribe();
            })
            .catch(() => {});
        }, STALL_MS);

        while (!stopped) {
          try {
            head ??= await headPosition();
            checkCaughtUp();
            const sub = client.subscribeToAll({ fromPosition: fromPosition(last), filter: excludeSystemEvents() });
            current = sub;
            lastProgress = Date.now();
            try {
              for await (const resolved of sub) {
                if (stopped) break;
                lastProgress = Date.now();
                const e = resolved.event;
                if (!e || Number(e.position.commit) <= last || !isBusinessEvent(e)) continue;
                // events of other types are passed over, but they move the position on
                if (!types || types.has(e.type)) await handler(toRecorded(e));
                last = Number(e.position.commit);
                lastProgress = Date.now();
                failures = 0;
                checkCaughtUp();
              }
            } finally {
              current = undefined;
              await sub.unsubscribe().catch(() => {});
            }
            if (!stopped) throw new Error('EventStoreDB subscription ended');
          } catch (err) {
            if (stopped) break;
            subOpts.onError?.(err);
            await sleep(backoff(++failures));
          }
        }
        clearInterval(watchdog);
      })();

      const subscription: Subscription = {
        // do not await close() from inside the handler: it waits for the handler to finish
        async close() {
          stopped = true;
          subscriptions.delete(subscription);
          wakeSleep?.();
          await current?.unsubscribe().catch(() => {});
          await loop;
        },
      };
      subscriptions.add(subscription);
      return subscription;
    },

    headPosition,

    /*
     * ESDB keeps no index of stream names we can query ($streams / $ce- need the standard
     * projections). Numbers are dense (allocated as last + 1), so a few single-stream reads find the
     * greatest (streamNumbers.ts), starting from the greatest this process has seen: no $all scan.
     */
    async lastStreamNumber(category) {
      const exists = async (n: number) => (await lastEvent(`${category}-${n}`)) !== undefined;
      const max = await highestStreamNumber(exists, numberCache.get(category) ?? 0);
      numberCache.set(category, max);
      return max;
    },

    findIdempotent,

    async loadCheckpoint(name) {
      const last = await lastEvent(checkpointStream(name));
      return (last?.data as { position?: number } | undefined)?.position ?? 0;
    },

    async saveCheckpoint(name, position) {
      if (!Number.isSafeInteger(position) || position < 0) throw new TypeError(`checkpoint position ${position} is not a position`);
      const stream = checkpointStream(name);
      const last = await lastEvent(stream);
      const saved = (last?.data as { position?: number } | undefined)?.position ?? 0;
      if (position <= saved) return;
      // the stream keeps its latest event only; a racing saver's greater position wins the next save
      if (!last) await client.setStreamMetadata(stream, { maxCount: 1 });
      await client.appendToStream(stream, jsonEvent({ type: CHECKPOINT_TYPE, data: { name, position } }), {
        expectedRevision: last ? last.revision : NO_STREAM,
      }).catch((err: unknown) => {
        if (!(err instanceof WrongExpectedVersionError)) throw err;
      });
    },

    async close() {
      await Promise.all([...subscriptions].map((s) => s.close()));
      await client.dispose();
    },
  };
  return store;
}
