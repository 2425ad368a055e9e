import { type SequenceEvent, SequenceNumberTaken } from '@lawfirm/contracts';
import { DomainError, typedDecider } from './decider.js';

/**
 * A numbering without gaps or repeats (tax invoices, credit notes), stream `sequence-{name}`. The
 * handler gives the command the number after the last one taken and appends its taking in the
 * same transaction as the record's event, with the sequence's expected revision: two records
 * decided on the same last number cannot both be appended, the second is decided again on the
 * next one. The sequence itself refuses any number but the next. A number whose holder's events
 * were lost after it was taken (EventStoreDB, a crash between the two appends) is that holder's
 * again when it tries again, so the retried issue closes the gap.
 */
export interface SequenceState {
  last: number;
  /** who took the last number */
  holder: string | null;
}

export type SequenceCommand = { type: 'Take'; sequence: string; number: number; holder: string };

export const sequenceDecider = typedDecider<SequenceState, SequenceCommand, SequenceEvent>({
  initialState: { last: 0, holder: null },
  evolve: {
    SequenceNumberTaken: (_state, d) => ({ last: d.number, holder: d.holder }),
    // only ever the last number, by the record that took it (an undo)
    SequenceNumberReleased: (state, d) => (state.last === d.number && state.holder === d.holder ? { last: d.number - 1, holder: null } : state),
  },
  decide: {
    Take(command, state) {
      // taken by this record already, its own events lost (a crash between two appends): it is still its number
      if (command.number === state.last && command.holder === state.holder) return [];
      if (command.number !== state.last + 1) throw new DomainError('conflict', 'error.conflict');
      return [SequenceNumberTaken.of({ sequence: command.sequence, number: command.number, holder: command.holder })];
    },
  },
});
