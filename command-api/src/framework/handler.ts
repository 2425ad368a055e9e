import { AppError, newEventId, WrongExpectedRevisionError, type AppendResult, type EventMetadata, type EventStore, type NewEvent, type RecordedEvent } from '@lawfirm/platform';
import { constraintSteps, type ConstraintStep, type ConstraintsOf } from './constraints.js';
import { StreamLocks } from './streamLocks.js';
import type { DecideContext, Decider, DomainEvent } from './decider.js';
import { DomainError, evolvable } from './decider.js';
import { stateCacheOf, type CachedState } from './stateCache.js';
import { sequenceDecider, type SequenceState } from './sequences.js';
import { sequenceStream, SequenceNumberReleased } from '@lawfirm/contracts';

export interface CommandMeta {
  userId: number | null;
  userType: EventMetadata['userType'];
  correlationId: string;
  causationId: string | null;
  command: string;
  /** the X-Correlation-Id the client sent: kept as the client's, beside the server's own correlationId */
  clientCorrelationId?: string;
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
    state = decider.evolve(state, evolvable(e), { time: e.metadata.time, revision: e.revision });
    revision = e.revision;
    position = e.position;
  }
  return { state, revision, position };
}

export interface ExecuteOptions<S = any, C = any> {
  /** the revision the client saw (from `version`); a mismatch is a conflict, never retried */
  expectedRevision?: number;
  /** creating: the stream must not exist */
  mustNotExist?: boolean;
  idempotency?: { key: string; response: (o: Outcome<unknown>) => unknown };
  /** the unique values and references the record holds in a state (see constraints.ts) */
  constraints?: ConstraintsOf<S>;
  /**
   * A number the record takes from a sequence (a tax invoice's): the command is decided with the
   * next number (`withNumber`), and when its events change what `taken` reads, the sequence
   * records that number in the same append (see sequences.ts).
   */
  sequence?: { name: string; withNumber: (command: C, next: number) => C; taken: (state: S) => number | null };
}

/** how often a command is decided again because another writer moved one of its streams */
const MAX_RETRIES = 30;

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
const asStored = (data: unknown): unknown => JSON.parse(JSON.stringify(data ?? null));

const locks = new WeakMap<EventStore, StreamLocks>();
/** this process's turns on streams of a store: commands (and payments, billing/payment.ts) on one stream take turns */
export const locksOf = (store: EventStore) => {
  let l = locks.get(store);
  if (!l) locks.set(store, (l = new StreamLocks()));
  return l;
};

/** one stream's decision within a command: what it was decided on and what it appends */
interface Decided {
  stream: string;
  decider: Decider<any, any>;
  state: unknown;
  revision: number;
  events: DomainEvent[];
}

function decideOn<S, C>(decider: Decider<S, C>, command: C, state: S, ctx: DecideContext, refused?: (e?: DomainError) => AppError): DomainEvent[] {
  try {
    return decider.decide(command, state, ctx);
  } catch (e) {
    if (e instanceof DomainError) throw refused ? refused(e) : new AppError(e.code, e.key, e.errors);
    throw e;
  }
}

/**
 * Loads the state (see loadState), decides, appends with the expected revision. The record's
 * constraints (unique values, references) are decided on their own streams and appended in the
 * same transaction. When another writer got there first and the client did not pin a version, it
 * re-decides on the fresh state: the command is applied if it still holds, otherwise the domain
 * error (or 409) is answered. Commands of this process on the same streams take turns.
 */
export async function execute<S, C>(
  store: EventStore,
  stream: string,
  decider: Decider<S, C>,
  command: C,
  meta: CommandMeta,
  opts: ExecuteOptions<S, C> = {},
): Promise<Outcome<S>> {
  // a sequence is held for the whole command: this process's records take its numbers in turn
  const held = opts.sequence ? [stream, sequenceStream(opts.sequence.name)] : [stream];
  return locksOf(store).run(held, () => executeLocked(store, stream, decider, command, meta, opts));
}

async function executeLocked<S, C>(store: EventStore, stream: string, decider: Decider<S, C>, command: C, meta: CommandMeta, opts: ExecuteOptions<S, C>): Promise<Outcome<S>> {
  const cache = stateCacheOf(store);
  const sequence = opts.sequence ? { ...opts.sequence, stream: sequenceStream(opts.sequence.name) } : null;
  for (let attempt = 0; ; attempt++) {
    const { state, revision, position } = await loadState(store, stream, decider as Decider<S, unknown>);
    const numbering = sequence ? await loadState(store, sequence.stream, sequenceDecider as Decider<SequenceState, unknown>) : null;
    if (opts.expectedRevision !== undefined && opts.expectedRevision !== revision) throw new AppError('conflict', 'error.conflict');
    // created by another writer before this one read it: the same as losing the append (an id allocator moves on)
    if (opts.mustNotExist && revision >= 0) throw new WrongExpectedRevisionError(stream, 'no_stream', revision);
    const ctx: DecideContext = { now: new Date() };
    // the last number is this record's own when it took it and its events were lost (see sequences.ts)
    const lost = numbering !== null && numbering.state.holder === stream && sequence!.taken(state) !== numbering.state.last;
    const events = decideOn(decider, sequence && numbering ? sequence.withNumber(command, lost ? numbering.state.last : numbering.state.last + 1) : command, state, ctx);
    if (events.length === 0) return { state, revision, position, events };
    const time = ctx.now.toISOString();
    let next = state;
    events.forEach((ev, i) => (next = decider.evolve(next, ev, { time, revision: revision + 1 + i })));
    const steps = opts.constraints ? constraintSteps(stream, opts.constraints(state), opts.constraints(next)) : [];
    const main: Decided = { stream, decider, state, revision, events };
    const took = sequence && sequence.taken(next) !== sequence.taken(state) ? sequence.taken(next) : null;
    const numbered: Decided | null =
      sequence && numbering && took !== null
        ? {
            stream: sequence.stream, decider: sequenceDecider, state: numbering.state, revision: numbering.revision,
            events: decideOn(sequenceDecider, { type: 'Take', sequence: sequence.name, number: took, holder: stream }, numbering.state, ctx),
          }
        : null;
    const outcomeBase = { state: next, revision: revision + events.length, events };
    const toNew = (e: DomainEvent, i: number): NewEvent => ({
      id: newEventId(),
      type: e.type,
      data: e.data,
      metadata: { ...meta, causationId: i === 0 ? meta.causationId : meta.correlationId, time },
    });
    try {
      const results = await locksOf(store).run(
        steps.map((s) => s.stream),
        async () => {
          const sides = await Promise.all(steps.map(async (step) => ({ step, decided: await decideStep(store, step, ctx) })));
          const order = [
            ...sides.filter((x) => x.step.before),
            ...(numbered ? [{ step: sequenceUndo, decided: numbered }] : []),
            { step: null, decided: main },
            ...sides.filter((x) => !x.step.before),
          ].filter((x) => x.decided.events.length);
          const results = await store.appendMany(
            order.map(({ step, decided }) => ({
              stream: decided.stream,
              events: decided.events.map(toNew),
              expectedRevision: decided.revision === -1 ? 'no_stream' : decided.revision,
              undo: step?.undo?.(decided.events).map(toNew),
            })),
            { idempotency: opts.idempotency ? { key: opts.idempotency.key, response: opts.idempotency.response({ ...outcomeBase, position: -1 }) } : undefined },
          );
          order.forEach(({ decided }, i) => remember(store, decided, results[i], time));
          return { main: results[order.findIndex((x) => x.decided === main)] };
        },
      );
      return { ...outcomeBase, position: results.main.position };
    } catch (e) {
      if (!(e instanceof WrongExpectedRevisionError)) throw e;
      const moved = e.stream === stream ? decider : e.stream === sequence?.stream ? sequenceDecider : steps.find((s) => s.stream === e.stream)?.decider;
      cache.delete(e.stream, moved as Decider<unknown, unknown>);
      // the record's own stream moved under a pinned version, or a create lost its id: the caller answers
      if (e.stream === stream && (opts.expectedRevision !== undefined || opts.mustNotExist)) throw e;
      if (attempt >= MAX_RETRIES) throw e;
      // another process wrote the same stream: a short random pause keeps the two from meeting again
      await new Promise((r) => setTimeout(r, Math.random() * 2 * (attempt + 1)));
    }
  }
}

/** a number's taking, undone by releasing it when the record after it could not be appended (EventStoreDB) */
const sequenceUndo: Pick<ConstraintStep, 'undo'> = {
  undo: (events) => events.map((e) => ({ type: SequenceNumberReleased.type, data: e.data })),
};

/** A constraint stream's decision: checked, folded, decided; a reservation whose holder is gone is taken over. */
async function decideStep(store: EventStore, step: ConstraintStep, ctx: DecideContext): Promise<Decided> {
  await step.check?.(store);
  const { state, revision } = await loadState(store, step.stream, step.decider);
  let events: DomainEvent[];
  try {
    events = decideOn(step.decider, step.command, state, ctx, step.refused);
  } catch (e) {
    const holder = (state as { holder?: string | null }).holder;
    // a reservation left by a crash between two appends (EventStoreDB): its holder never came to be
    if (!holder || (await store.streamRevision(holder)) >= 0) throw e;
    events = decideOn(step.decider, { ...(step.command as object), holderGone: true }, state, ctx, step.refused);
  }
  return { stream: step.stream, decider: step.decider, state, revision, events };
}

/**
 * Caches what the next read would fold, i.e. the events as stored, not the objects decide
 * returned (which the outcome's state shares with the caller). The events are in: a failure here
 * only costs the next command a read.
 */
function remember(store: EventStore, d: Decided, result: AppendResult, time: string) {
  const cache = stateCacheOf(store);
  try {
    if (result.nextRevision !== d.revision + d.events.length) throw new Error('unexpected revision');
    let stored = d.state;
    d.events.forEach((ev, i) => (stored = d.decider.evolve(stored, evolvable({ type: ev.type, data: asStored(ev.data) }), { time, revision: d.revision + 1 + i })));
    cache.set(d.stream, d.decider, { state: stored, revision: result.nextRevision, position: result.position });
  } catch {
    cache.delete(d.stream, d.decider);
  }
}

export function newCorrelationId(): string {
  return newEventId();
}
