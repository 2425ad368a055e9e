import { ReferenceAdded, ReferenceRemoved, ReferencesClosed, type ReferencesEvent, ReferencesReopened } from '@lawfirm/contracts';
import { DomainError, typedDecider } from './decider.js';

/**
 * Who points to a record lives in `refs-{record's stream}`. Pointing to a record and removing it
 * both append there with its expected revision, so one of two racing commands is decided again
 * and sees the other: a branch is never created in a region being removed, and a region is never
 * removed while a branch still points to it.
 */
export const refsStream = (target: string) => `refs-${target}`;

export interface ReferencesState {
  holders: ReadonlySet<string>;
  /** the record was removed: nothing may point to it any more */
  closed: boolean;
}

/** Check: the record may be pointed to (it is not removed), without holding it */
export type ReferencesCommand = { type: 'Add'; by: string } | { type: 'Check' } | { type: 'Remove'; by: string } | { type: 'Close' } | { type: 'Reopen' };

/**
 * The holders of a state that may be changed: a court's refs stream has an event per case, and a
 * copy per event would make folding it quadratic. States that are shared (the initial one, every
 * state the state cache keeps) are frozen, so they are copied once; the intermediate states of a
 * fold are nobody else's and are changed as they go.
 */
const ownHolders = (state: ReferencesState) => (Object.isFrozen(state.holders) ? new Set(state.holders) : (state.holders as Set<string>));

export const referencesDecider = typedDecider<ReferencesState, ReferencesCommand, ReferencesEvent>({
  initialState: Object.freeze({ holders: Object.freeze(new Set<string>()), closed: false }),
  evolve: {
    ReferenceAdded: (state, { by }) => ({ ...state, holders: ownHolders(state).add(by) }),
    ReferenceRemoved: (state, { by }) => {
      const holders = ownHolders(state);
      holders.delete(by);
      return { ...state, holders };
    },
    ReferencesClosed: (state) => ({ ...state, closed: true }),
    ReferencesReopened: (state) => ({ ...state, closed: false }),
  },
  decide: {
    Add(command, state) {
      if (state.closed) throw new DomainError('not_found', 'error.notFound');
      return state.holders.has(command.by) ? [] : [ReferenceAdded.of({ by: command.by })];
    },
    Check(_command, state) {
      if (state.closed) throw new DomainError('not_found', 'error.notFound');
      return [];
    },
    Remove: (command, state) => (state.holders.has(command.by) ? [ReferenceRemoved.of({ by: command.by })] : []),
    Close(_command, state) {
      if (state.holders.size > 0) throw new DomainError('conflict', 'error.inUse');
      return state.closed ? [] : [ReferencesClosed.of({})];
    },
    Reopen: (_command, state) => (state.closed ? [ReferencesReopened.of({})] : []),
  },
});
