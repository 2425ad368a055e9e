import type { MessageKey, ErrorCode, FieldError } from '@lawfirm/contracts';

/** What decide() returns: event types and data; the handler adds ids, metadata and time. */
export interface DomainEvent<T = Record<string, unknown>> {
  type: string;
  data: T;
}

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
