import { isDeepStrictEqual } from 'node:util';
import { defaultPreferences, type CalendarFeedEvent, type Preferences, type PreferencesEvent, CalendarFeedRotated, PreferencesSet } from '@lawfirm/contracts';
import { typedDecider } from '../framework/decider.js';

export interface PreferencesState {
  preferences: Preferences;
}

export type PreferencesCommand = { type: 'SetPreferences'; userType: 'admin' | 'employee'; userId: number; preferences: Preferences };

/** A user's choices, stream `preferences-{admin|employee}-{id}` (contracts' preferencesStream): recorded whole, only when they change. */
export const preferencesDecider = typedDecider<PreferencesState, PreferencesCommand, PreferencesEvent>({
  initialState: { preferences: defaultPreferences },
  evolve: {
    PreferencesSet: (_state, { language, emailReminders, hijri, digits }) => ({ preferences: { language, emailReminders, hijri, digits } }),
  },
  decide: {
    SetPreferences(command, state) {
      if (isDeepStrictEqual(command.preferences, state.preferences)) return [];
      return [PreferencesSet.of({ userType: command.userType, userId: command.userId, ...command.preferences })];
    },
  },
});

export type CalendarFeedCommand = { type: 'RotateCalendarFeed'; userType: 'admin' | 'employee'; userId: number };

/** Each rotation is one event: the feed's address is derived from how many there are. */
export const calendarFeedDecider = typedDecider<{ generation: number }, CalendarFeedCommand, CalendarFeedEvent>({
  initialState: { generation: 0 },
  evolve: { CalendarFeedRotated: (state) => ({ generation: state.generation + 1 }) },
  decide: { RotateCalendarFeed: (command) => [CalendarFeedRotated.of({ userType: command.userType, userId: command.userId })] },
});
