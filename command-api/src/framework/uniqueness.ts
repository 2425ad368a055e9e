import { type ReservationEvent, UniqueValueReleased, UniqueValueReserved } from '@lawfirm/contracts';
import { createHash } from 'node:crypto';
import type { EventStore } from '@lawfirm/platform';
import { DomainError, evolvable, typedDecider } from './decider.js';

/**
 * A unique value (a username, a region code, a client number) is held through a stream of its
 * own, appended in the same transaction as the record that takes it: two creates racing for one
 * value both read it free, and the second append finds the stream moved and is decided again.
 * Values compare as trimmed and case-insensitive, as people type them.
 */
export const normalizedValue = (value: unknown) => String(value).trim().toLowerCase();

export function reservationStream(scope: string, value: unknown): string {
  return `unique-${scope}-${createHash('sha256').update(normalizedValue(value)).digest('hex').slice(0, 32)}`;
}

export interface ReservationState {
  /** the stream of the record holding the value, null when free */
  holder: string | null;
}

export type ReservationCommand =
  | { type: 'Reserve'; scope: string; value: string; holder: string; /** the holder named by the stream no longer exists (a crash between two appends) */ holderGone?: boolean }
  | { type: 'Release'; scope: string; value: string; holder: string };

export const reservationDecider = typedDecider<ReservationState, ReservationCommand, ReservationEvent>({
  initialState: { holder: null },
  evolve: {
    UniqueValueReserved: (_state, { holder }) => ({ holder }),
    UniqueValueReleased: (state, { holder }) => (state.holder === holder ? { holder: null } : state),
  },
  decide: {
    Reserve(command, state) {
      if (state.holder === command.holder) return [];
      if (state.holder !== null && !command.holderGone) throw new DomainError('conflict', 'error.conflict');
      return [UniqueValueReserved.of({ scope: command.scope, value: command.value, holder: command.holder })];
    },
    Release: (command, state) => (state.holder === command.holder ? [UniqueValueReleased.of({ scope: command.scope, value: command.value, holder: command.holder })] : []),
  },
});

/** The stream of the record holding a value (e.g. `user-5` for a username), or null. */
export async function holderOf(store: EventStore, scope: string, value: unknown): Promise<string | null> {
  let state = reservationDecider.initialState;
  for (const e of await store.readStream(reservationStream(scope, value)))
    state = reservationDecider.evolve(state, evolvable(e), { time: e.metadata.time, revision: e.revision });
  return state.holder;
}
