import { DEFAULT_COURT_HOURS, DEFAULT_WEEKEND, type CourtHours, type WeekDay, type WorkingWeekEvent, CourtHoursSet, WorkingWeekSet } from '@lawfirm/contracts';
import { typedDecider } from '../framework/decider.js';

/** The firm's weekend days and court hours, stream `working-week`: the UAE's until the firm sets its own. */
export interface WorkingWeekState {
  weekendDays: WeekDay[];
  courtHours: CourtHours;
  version: number;
}

export type WorkingWeekCommand = { type: 'SetWorkingWeek'; weekendDays: WeekDay[] } | { type: 'SetCourtHours'; courtHours: CourtHours };

export const workingWeekDecider = typedDecider<WorkingWeekState, WorkingWeekCommand, WorkingWeekEvent>({
  initialState: { weekendDays: DEFAULT_WEEKEND, courtHours: DEFAULT_COURT_HOURS, version: 0 },
  everyEvent: (state, { revision }) => ({ ...state, version: revision + 1 }),
  evolve: {
    WorkingWeekSet: (state, { weekendDays }) => ({ ...state, weekendDays }),
    CourtHoursSet: (state, { opens, closes }) => ({ ...state, courtHours: { opens, closes } }),
  },
  decide: {
    SetWorkingWeek(command, state) {
      const same = command.weekendDays.length === state.weekendDays.length && command.weekendDays.every((d) => state.weekendDays.includes(d));
      return same ? [] : [WorkingWeekSet.of({ weekendDays: command.weekendDays })];
    },
    SetCourtHours(command, state) {
      const { opens, closes } = command.courtHours;
      return opens === state.courtHours.opens && closes === state.courtHours.closes ? [] : [CourtHoursSet.of({ opens, closes })];
    },
  },
});
