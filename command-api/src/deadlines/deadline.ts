import type { DeadlineMoveReason, DeadlineStatus, DeadlineTrigger, DeadlineWithdrawReason } from '@lawfirm/contracts';
import { DomainError, type Decider, type DomainEvent } from '../framework/decider.js';

/**
 * A court deadline on a case, stream `deadline-{id}`: opened by minutes, moved by the calendar, met
 * by its lawyer or missed; withdrawn while open when its minutes no longer record its ruling, and
 * reopened when they record it again.
 */
export interface DeadlineState {
  exists: boolean;
  id: number;
  caseId: number;
  ruleId: number;
  minutesId: number;
  trigger: DeadlineTrigger | null;
  countFrom: 'ruling_date' | 'notification_date';
  fromDate: string;
  days: number;
  dayKind: 'calendar' | 'working';
  dueDate: string;
  status: DeadlineStatus;
  lawyerIds: number[];
  version: number;
}

export interface OpenDeadline {
  type: 'OpenDeadline';
  deadlineId: number;
  caseId: number;
  rule: { id: number; trigger: DeadlineTrigger; nameEn: string; nameAr: string; countFrom: 'ruling_date' | 'notification_date'; days: number; dayKind: 'calendar' | 'working'; remindDaysBefore: number[] };
  minutesId: number;
  hearingId: number | null;
  fromDate: string;
  dueDate: string;
  lawyerIds: number[];
  openedBy: { stream: string; position: number };
}

export type DeadlineCommand =
  | OpenDeadline
  | { type: 'MoveDeadline'; dueDate: string; reason: DeadlineMoveReason }
  | { type: 'MeetDeadline'; note: string | null }
  /** its minutes were deleted or no longer record its ruling: an open deadline is withdrawn, a met or missed one stays */
  | { type: 'WithdrawDeadline'; reason: DeadlineWithdrawReason }
  /** its minutes record the ruling again: a withdrawn deadline opens again, due as the dates now give */
  | { type: 'ReopenDeadline'; fromDate: string; dueDate: string }
  /** `today` in the firm's time zone: a deadline is missed once its due day is over */
  | { type: 'MissDeadline'; today: string };

export const deadlineDecider: Decider<DeadlineState, DeadlineCommand> = {
  initialState: {
    exists: false, id: 0, caseId: 0, ruleId: 0, minutesId: 0, trigger: null, countFrom: 'ruling_date', fromDate: '', days: 0, dayKind: 'calendar', dueDate: '', status: 'open', lawyerIds: [], version: 0,
  },
  evolve(state, event, { revision }) {
    const d = event.data as Record<string, any>;
    const base = { ...state, version: revision + 1 };
    switch (event.type) {
      case 'DeadlineOpened':
        return {
          ...base, exists: true, id: d.deadlineId, caseId: d.caseId, ruleId: d.ruleId, minutesId: d.minutesId, trigger: d.trigger, countFrom: d.countFrom,
          fromDate: d.fromDate, days: d.days, dayKind: d.dayKind, dueDate: d.dueDate, status: 'open', lawyerIds: d.lawyerIds,
        };
      case 'DeadlineMoved':
        return { ...base, dueDate: d.dueDate };
      case 'DeadlineMet':
        return { ...base, status: 'met' };
      case 'DeadlineMissed':
        return { ...base, status: 'missed' };
      case 'DeadlineWithdrawn':
        return { ...base, status: 'withdrawn' };
      case 'DeadlineReopened':
        return { ...base, status: 'open', fromDate: d.fromDate, dueDate: d.dueDate };
      default:
        return base;
    }
  },
  decide(command, state): DomainEvent[] {
    if (command.type === 'OpenDeadline') {
      if (state.exists) throw new DomainError('conflict', 'error.conflict');
      const { rule, deadlineId, caseId, minutesId, hearingId, fromDate, dueDate, lawyerIds, openedBy } = command;
      return [
        {
          type: 'DeadlineOpened',
          data: {
            deadlineId, caseId, ruleId: rule.id, trigger: rule.trigger, minutesId, hearingId, nameEn: rule.nameEn, nameAr: rule.nameAr, countFrom: rule.countFrom,
            fromDate, days: rule.days, dayKind: rule.dayKind, dueDate, lawyerIds, remindDaysBefore: rule.remindDaysBefore, openedBy,
          },
        },
      ];
    }
    if (!state.exists) throw new DomainError('not_found', 'error.notFound');
    const deadlineId = state.id;
    switch (command.type) {
      case 'MoveDeadline':
        // a closed deadline stays where it was met or missed
        if (state.status !== 'open' || command.dueDate === state.dueDate) return [];
        return [{ type: 'DeadlineMoved', data: { deadlineId, dueDate: command.dueDate, previousDueDate: state.dueDate, reason: command.reason } }];
      case 'MeetDeadline':
        // a deadline recorded as met after the sweep called it missed (filed on the day, entered the next morning) is met
        if (state.status === 'met') throw new DomainError('conflict', 'deadlines.alreadyMet');
        // there is no ruling left to meet it for
        if (state.status === 'withdrawn') throw new DomainError('conflict', 'deadlines.withdrawn');
        return [{ type: 'DeadlineMet', data: { deadlineId, note: command.note } }];
      case 'MissDeadline':
        return state.status === 'open' && state.dueDate < command.today ? [{ type: 'DeadlineMissed', data: { deadlineId } }] : [];
      case 'WithdrawDeadline':
        return state.status === 'open' ? [{ type: 'DeadlineWithdrawn', data: { deadlineId, reason: command.reason } }] : [];
      case 'ReopenDeadline':
        return state.status === 'withdrawn'
          ? [{ type: 'DeadlineReopened', data: { deadlineId, fromDate: command.fromDate, dueDate: command.dueDate, previousDueDate: state.dueDate } }]
          : [];
    }
  },
};
