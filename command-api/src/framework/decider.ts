import { eventDataOf, type MessageKey, type ErrorCode, type FieldError } from '@lawfirm/contracts';

/** What decide() returns: event types and data; the handler adds ids, metadata and time. */
export interface DomainEvent<T = Record<string, unknown>> {
  type: string;
  data: T;
}

/** An event read from a stream (or as the store would return it) as evolve reads it: any declared event's data (contracts' eventDataOf). */
export const evolvable = (event: { type: string; data: unknown }): DomainEvent => ({ type: event.type, data: eventDataOf(event.data) });

/** Facts a decider may need that are not in its stream: the clock, the id allocated for a create. */
export interface DecideContext {
  now: Date;
}

export interface Decider<State, Command> {
  initialState: State;
  evolve(state: State, event: DomainEvent, meta: { time: string; revision: number }): State;
  decide(command: Command, state: State, ctx: DecideContext): DomainEvent[];
}

/** A rule of the domain said no; answered with its code and bilingual wording. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly key: MessageKey,
    readonly errors?: FieldError[],
  ) {
    super(key);
    this.name = 'DomainError';
  }
}

/** an event of a declared union: its type and its typed data (contracts' `EventOf`) */
export interface TypedEvent {
  type: string;
  data: unknown;
}

/** how each event of the union changes the state: one entry per type, a type missing is a compile error */
export type Evolvers<S, E extends TypedEvent> = { [K in E['type']]: (state: S, data: Extract<E, { type: K }>['data'], meta: { time: string; revision: number }) => S };
/** how each command of the union is decided: one entry per command type, a type missing is a compile error */
export type Decisions<S, C extends { type: string }, E extends TypedEvent> = { [K in C['type']]: (command: Extract<C, { type: K }>, state: S, ctx: DecideContext) => E[] };

/**
 * A decider written per event and per command type of its unions (`E` the aggregate's events
 * declared in contracts, `C` its commands), as the handler runs any decider. `everyEvent` applies
 * to each event before its own evolver (the record's version).
 */
export function typedDecider<S, C extends { type: string }, E extends TypedEvent>(def: {
  initialState: S;
  everyEvent?: (state: S, meta: { time: string; revision: number }) => S;
  evolve: Evolvers<S, E>;
  decide: Decisions<S, C, E>;
}): Decider<S, C> {
  const evolvers = def.evolve as Record<string, (state: S, data: unknown, meta: { time: string; revision: number }) => S>;
  const decisions = def.decide as unknown as Record<string, (command: C, state: S, ctx: DecideContext) => E[]>;
  return {
    initialState: def.initialState,
    evolve(state, event, meta) {
      const before = def.everyEvent ? def.everyEvent(state, meta) : state;
      return Object.hasOwn(evolvers, event.type) ? evolvers[event.type](before, event.data, meta) : before;
    },
    decide: (command, state, ctx) => decisions[command.type](command, state, ctx) as DomainEvent[],
  };
}
