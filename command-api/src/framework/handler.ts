import { AppError, newEventId, WrongExpectedRevisionError, type EventMetadata, type EventStore, type RecordedEvent } from '@lawfirm/platform';
import type { DecideContext, Decider, DomainEvent } from './decider.js';
import { DomainError } from './decider.js';

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
 * Loads the stream, decides, appends with the expected revision. When another writer got there
 * first and the client did not pin a version, it re-decides on the fresh state: the command is
 * applied if it still holds, otherwise the domain error (or 409) is answered.
 */
export async function execute<S, C>(
  store: EventStore,
  stream: string,
  decider: Decider<S, C>,
  command: C,
  meta: CommandMeta,
  opts: ExecuteOptions = {},
): Promise<Outcome<S>> {
  for (let attempt = 0; ; attempt++) {
    const history = await store.readStream(stream);
    const { state, revision, position } = fold(decider as Decider<S, unknown>, history);
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
    try {
      const result = await store.append(
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
      return { ...outcomeBase, position: result.position };
    } catch (e) {
      const retriable = e instanceof WrongExpectedRevisionError && opts.expectedRevision === undefined && !opts.mustNotExist;
      if (!retriable || attempt >= MAX_RETRIES) throw e;
    }
  }
}

export function newCorrelationId(): string {
  return newEventId();
}
