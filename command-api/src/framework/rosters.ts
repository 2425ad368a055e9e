import type { MessageKey } from '@lawfirm/contracts';
import { DomainError, type Decider } from './decider.js';

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

export const rosterDecider: Decider<RosterState, RosterCommand> = {
  initialState: Object.freeze({ members: Object.freeze(new Set<string>()) }),
  evolve(state, event) {
    const member = (event.data as { member?: string }).member!;
    if (event.type === 'RosterMemberJoined') return { members: new Set(state.members).add(member) };
    if (event.type === 'RosterMemberLeft') {
      const members = new Set(state.members);
      members.delete(member);
      return { members };
    }
    return state;
  },
  decide(command, state) {
    const data = { member: command.member };
    if (command.type === 'Join') return state.members.has(command.member) ? [] : [{ type: 'RosterMemberJoined', data }];
    if (!state.members.has(command.member)) return [];
    if (state.members.size <= 1) throw new DomainError('validation_failed', command.key);
    return [{ type: 'RosterMemberLeft', data }];
  },
};

