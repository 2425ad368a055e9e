import { type MessageKey, type RosterEvent, RosterMemberJoined, RosterMemberLeft } from '@lawfirm/contracts';
import { DomainError, typedDecider } from './decider.js';

/**
 * A roster is a stream of its own naming the records that hold a standing which must never be
 * left to nobody (`super-admins`: the active super admins). A record joins when it takes the
 * standing and leaves when it gives it up (deactivated, removed), appended in the same transaction
 * as the record's events with the roster's expected revision: of two records leaving at once, the
 * second is decided again on the roster the first left, and refused when it is the last member.
 */
export interface RosterState {
  /** the members' streams (`user-2`) */
  members: ReadonlySet<string>;
}

export type RosterCommand =
  | { type: 'Join'; member: string }
  /** refused with `key` when `member` is the roster's last member */
  | { type: 'Leave'; member: string; key: MessageKey };

export const rosterDecider = typedDecider<RosterState, RosterCommand, RosterEvent>({
  initialState: Object.freeze({ members: Object.freeze(new Set<string>()) }),
  evolve: {
    RosterMemberJoined: (state, { member }) => ({ members: new Set(state.members).add(member) }),
    RosterMemberLeft: (state, { member }) => {
      const members = new Set(state.members);
      members.delete(member);
      return { members };
    },
  },
  decide: {
    Join: (command, state) => (state.members.has(command.member) ? [] : [RosterMemberJoined.of({ member: command.member })]),
    Leave(command, state) {
      if (!state.members.has(command.member)) return [];
      if (state.members.size <= 1) throw new DomainError('validation_failed', command.key);
      return [RosterMemberLeft.of({ member: command.member })];
    },
  },
});

