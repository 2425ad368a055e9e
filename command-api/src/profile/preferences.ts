import { isDeepStrictEqual } from 'node:util';
import { defaultPreferences, type Preferences } from '@lawfirm/contracts';
import type { Decider } from '../framework/decider.js';

export interface PreferencesState {
  preferences: Preferences;
}

export type PreferencesCommand = { type: 'SetPreferences'; userType: 'admin' | 'employee'; userId: number; preferences: Preferences };

/** A user's choices, stream `preferences-{admin|employee}-{id}`: recorded whole, only when they change. */
export const preferencesDecider: Decider<PreferencesState, PreferencesCommand> = {
  initialState: { preferences: defaultPreferences },
  evolve(state, event) {
    if (event.type !== 'PreferencesSet') return state;
    const { language, emailReminders, hijri, digits } = event.data as unknown as Preferences;
    return { preferences: { language, emailReminders, hijri, digits } };
  },
  decide(command, state) {
    if (isDeepStrictEqual(command.preferences, state.preferences)) return [];
    return [{ type: 'PreferencesSet', data: { userType: command.userType, userId: command.userId, ...command.preferences } }];
  },
};

export type CalendarFeedCommand = { type: 'RotateCalendarFeed'; userType: 'admin' | 'employee'; userId: number };

/** Each rotation is one event: the feed's address is derived from how many there are. */
export const calendarFeedDecider: Decider<{ generation: number }, CalendarFeedCommand> = {
  initialState: { generation: 0 },
  evolve: (state, event) => (event.type === 'CalendarFeedRotated' ? { generation: state.generation + 1 } : state),
  decide: (command) => [{ type: 'CalendarFeedRotated', data: { userType: command.userType, userId: command.userId } }],
};
