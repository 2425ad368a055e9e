import { DEFAULT_WEEKEND, type WeekDay } from '@lawfirm/contracts';
import type { Decider, DomainEvent } from '../framework/decider.js';

/** The firm's weekend days, stream `working-week`: Saturday and Sunday until the firm sets them. */
export interface WorkingWeekState {
  weekendDays: WeekDay[];
  version: number;
}

export const workingWeekDecider: Decider<WorkingWeekState, { type: 'SetWorkingWeek'; weekendDays: WeekDay[] }> = {
  initialState: { weekendDays: DEFAULT_WEEKEND, version: 0 },
  evolve(state, event, { revision }) {
    return event.type === 'WorkingWeekSet' ? { weekendDays: (event.data as { weekendDays: WeekDay[] }).weekendDays, version: revision + 1 } : { ...state, version: revision + 1 };
  },
  decide(command, state): DomainEvent[] {
    const same = command.weekendDays.length === state.weekendDays.length && command.weekendDays.every((d) => state.weekendDays.includes(d));
    return same ? [] : [{ type: 'WorkingWeekSet', data: { weekendDays: command.weekendDays } }];
  },
};
