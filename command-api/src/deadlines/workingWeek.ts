import { DEFAULT_COURT_HOURS, DEFAULT_WEEKEND, type CourtHours, type WeekDay } from '@lawfirm/contracts';
import type { Decider, DomainEvent } from '../framework/decider.js';

/** The firm's weekend days and court hours, stream `working-week`: the UAE's until the firm sets its own. */
export interface WorkingWeekState {
  weekendDays: WeekDay[];
  courtHours: CourtHours;
  version: number;
}

export type WorkingWeekCommand = { type: 'SetWorkingWeek'; weekendDays: WeekDay[] } | { type: 'SetCourtHours'; courtHours: CourtHours };

export const workingWeekDecider: Decider<WorkingWeekState, WorkingWeekCommand> = {
  initialState: { weekendDays: DEFAULT_WEEKEND, courtHours: DEFAULT_COURT_HOURS, version: 0 },
  evolve(state, event, { revision }) {
    const version = revision + 1;
    switch (event.type) {
      case 'WorkingWeekSet':
        return { ...state, weekendDays: (event.data as { weekendDays: WeekDay[] }).weekendDays, version };
      case 'CourtHoursSet':
        return { ...state, courtHours: event.data as unknown as CourtHours, version };
      default:
        return { ...state, version };
    }
  },
  decide(command, state): DomainEvent[] {
    switch (command.type) {
      case 'SetWorkingWeek': {
        const same = command.weekendDays.length === state.weekendDays.length && command.weekendDays.every((d) => state.weekendDays.includes(d));
        return same ? [] : [{ type: 'WorkingWeekSet', data: { weekendDays: command.weekendDays } }];
      }
      case 'SetCourtHours': {
        const { opens, closes } = command.courtHours;
        return opens === state.courtHours.opens && closes === state.courtHours.closes ? [] : [{ type: 'CourtHoursSet', data: { opens, closes } }];
      }
    }
  },
};
