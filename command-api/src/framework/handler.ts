import { AppError, newEventId, WrongExpectedRevisionError, type AppendResult, type EventMetadata, type EventStore, type RecordedEvent } from '@lawfirm/platform';
import type { DecideContext, Decider, DomainEvent } from './decider.js';
import { DomainError } from './decider.js';
import { stateCacheOf, type CachedState } from './stateCache.js';

export interface CommandMeta {
  userId: number | null;
  userType: EventMetadata['userType'];
  correlationId: string;
  causationId: string | null;
  command: string;
}

export interface Outcome<State> {
  state: State;
  /** revision of the stream after the command (-1 if it still does not exist) */
  revision: number;
  /** global position of the last appended event, or of the stream's head when nothing was appended */
  position: number;
  events: DomainEvent[];
}

export function fold<S>(decider: Decider<S, unknown>, events: RecordedEvent[]): { state: S; revision: number; position: number } {
  let state = decider.initialState;
  let revision = -1;
  let position = 0;
  for (const e of events) {
    state = decider.evolve(state, { type: e.type, data: e.data as Record<string, unknown> }, { time: e.metadata.time, revision: e.revision });
    revision = e.revision;
    position = e.position;
  }
  return { state, revision, position };
}

export interface ExecuteOptions {
  /** the revision the client saw (from `version`); a mismatch is a conflict, never retried */
  expectedRevision?: number;
  /** creating: the stream must not exist */
  mustNotExist?: boolean;
  idempotency?: { key: string; response: (o: Outcome<unknown>) => unknown };
}

const MAX_RETRIES = 5;

/**
 * The decider's state of the stream as it is now. A state cached by an earlier command of this
 * process is used only when its revision is the stream's current revision (one cheap query): other
 * processes may append to the same store. Otherwise the stream is read (upcast) and folded, and
 * the fold is cached; without a cached state the read alone says the revision. The state may be
 * deep-frozen: deciders and callers must not change it.
 */
export async function loadState<S>(store: EventStore, stream: string, decider: Decider<S, unknown>): Promise<CachedState<S>> {
  const cache = stateCacheOf(store);
  const cached = cache.get(stream, decider);
  if (cached && cached.revision === (await store.streamRevision(stream))) return cached;
  const folded = fold(decider, await store.readStream(stream));
  // no events: the fold of nothing (a creation); a cached state would be of a deleted stream
  if (folded.revision >= 0) cache.set(stream, decider, folded);
  else cache.delete(stream, decider);
  return folded;
}

/** Event data as the store keeps it and a read returns it (JSON: no undefined, dates as text). */
const asStored = (data: unknown) => JSON.parse(JSON.stringify(data ?? null)) as Record<string, unknown>;

/**
 * Loads the state (see loadState), decides, appends with the expected revision. When another
 * writer got there first and the client did not pin a version, it re-decides on the fresh state:
 * the command is applied if it still holds, otherwise the domain error (or 409) is answered.
 */
export async function execute<S, C>(
  store: EventStore,
  stream: string,
  decider: Decider<S, C>,
  command: C,
  meta: CommandMeta,
  opts: ExecuteOptions = {},
): Promise<Outcome<S>> {
  const cache = stateCacheOf(store);
  for (let attempt = 0; ; attempt++) {
    const { state, revision, position } = await loadState(store, stream, decider as Decider<S, unknown>);
    if (opts.expectedRevision !== undefined && opts.expectedRevision !== revision) throw new AppError('conflict', 'error.conflict');
    const ctx: DecideContext = { now: new Date() };
    let events: DomainEvent[];
    try {
      events = decider.decide(command, state, ctx);
    } catch (e) {
      if (e instanceof DomainError) throw new AppError(e.code, e.key, e.errors);
      throw e;
    }
    if (events.length === 0) return { state, revision, position, events };
    const time = ctx.now.toISOString();
    let next = state;
    events.forEach((ev, i) => (next = decider.evolve(next, ev, { time, revision: revision + 1 + i })));
    const outcomeBase = { state: next, revision: revision + events.length, events };
    let result: AppendResult;
    try {
      result = await store.append(
        stream,
        events.map((e, i) => ({
          id: newEventId(),
          type: e.type,
          data: e.data,
          metadata: { ...meta, causationId: i === 0 ? meta.causationId : meta.correlationId, time },
        })),
        {
          expectedRevision: opts.mustNotExist ? 'no_stream' : revision === -1 ? 'no_stream' : revision,
          idempotency: opts.idempotency ? { key: opts.idempotency.key, response: opts.idempotency.response({ ...outcomeBase, position: -1 }) } : undefined,
        },
      );
    } catch (e) {
      if (e instanceof WrongExpectedRevisionError) cache.delete(stream, decider as Decider<S, unknown>);
      const retriable = e instanceof WrongExpectedRevisionError && opts.expectedRevision === undefined && !opts.mustNotExist;
      if (!retriable || attempt >= MAX_RETRIES) throw e;
      continue;
    }
    // cached: what the next read would fold, i.e. the events as stored, not the objects decide
    // returned (which the outcome's state shares with the caller). The events are in: a failure
    // here only costs the next command a read.
    try {
      if (result.nextRevision !== outcomeBase.revision) throw new Error('unexpected revision');
      let stored = state;
      events.forEach((ev, i) => (stored = decider.evolve(stored, { type: ev.type, data: asStored(ev.data) }, { time, revision: revision + 1 + i })));
      cache.set(stream, decider as Decider<S, unknown>, { state: stored, revision: result.nextRevision, position: result.position });
    } catch {
      cache.delete(stream, decider as Decider<S, unknown>);
    }
    return { ...outcomeBase, position: result.position };
  }
}

export function newCorrelationId(): string {
  return newEventId();
}
