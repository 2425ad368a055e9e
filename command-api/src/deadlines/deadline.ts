import { type DeadlineEvent, DeadlineMet, DeadlineMissed, DeadlineMoved, type DeadlineMoveReason, DeadlineOpened, DeadlineReopened, type DeadlineStatus, type DeadlineTrigger, DeadlineWithdrawn, type DeadlineWithdrawReason } from '@lawfirm/contracts';
import { DomainError, typedDecider } from '../framework/decider.js';

/**
 * A court deadline on a case, stream `deadline-{id}` (contracts' deadlineStream): opened by minutes, moved by the calendar, met
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

const existing = (state: DeadlineState) => {
  if (!state.exists) throw new DomainError('not_found', 'error.notFound');
  return state.id;
};

export const deadlineDecider = typedDecider<DeadlineState, DeadlineCommand, DeadlineEvent>({
  initialState: {
    exists: false, id: 0, caseId: 0, ruleId: 0, minutesId: 0, trigger: null, countFrom: 'ruling_date', fromDate: '', days: 0, dayKind: 'calendar', dueDate: '', status: 'open', lawyerIds: [], version: 0,
  },
  everyEvent: (state, { revision }) => ({ ...state, version: revision + 1 }),
  evolve: {
    DeadlineOpened: (state, d) => ({
      ...state, exists: true, id: d.deadlineId, caseId: d.caseId, ruleId: d.ruleId, minutesId: d.minutesId, trigger: d.trigger, countFrom: d.countFrom,
      fromDate: d.fromDate, days: d.days, dayKind: d.dayKind, dueDate: d.dueDate, status: 'open', lawyerIds: d.lawyerIds,
    }),
    DeadlineMoved: (state, d) => ({ ...state, dueDate: d.dueDate }),
    DeadlineMet: (state) => ({ ...state, status: 'met' }),
    DeadlineMissed: (state) => ({ ...state, status: 'missed' }),
    DeadlineWithdrawn: (state) => ({ ...state, status: 'withdrawn' }),
    DeadlineReopened: (state, d) => ({ ...state, status: 'open', fromDate: d.fromDate, dueDate: d.dueDate }),
  },
  decide: {
    OpenDeadline(command, state) {
      if (state.exists) throw new DomainError('conflict', 'error.conflict');
      const { rule, deadlineId, caseId, minutesId, hearingId, fromDate, dueDate, lawyerIds, openedBy } = command;
      return [
        DeadlineOpened.of({
            deadlineId, caseId, ruleId: rule.id, trigger: rule.trigger, minutesId, hearingId, nameEn: rule.nameEn, nameAr: rule.nameAr, countFrom: rule.countFrom,
            fromDate, days: rule.days, dayKind: rule.dayKind, dueDate, lawyerIds, remindDaysBefore: rule.remindDaysBefore, openedBy,
          }),
      ];
    },
    MoveDeadline(command, state) {
      const deadlineId = existing(state);
      // a closed deadline stays where it was met or missed
      if (state.status !== 'open' || command.dueDate === state.dueDate) return [];
      return [DeadlineMoved.of({ deadlineId, dueDate: command.dueDate, previousDueDate: state.dueDate, reason: command.reason })];
    },
    MeetDeadline(command, state) {
      const deadlineId = existing(state);
      // a deadline recorded as met after the sweep called it missed (filed on the day, entered the next morning) is met
      if (state.status === 'met') throw new DomainError('conflict', 'deadlines.alreadyMet');
      // there is no ruling left to meet it for
      if (state.status === 'withdrawn') throw new DomainError('conflict', 'deadlines.withdrawn');
      return [DeadlineMet.of({ deadlineId, note: command.note })];
    },
    MissDeadline(command, state) {
      const deadlineId = existing(state);
      return state.status === 'open' && state.dueDate < command.today ? [DeadlineMissed.of({ deadlineId })] : [];
    },
    WithdrawDeadline(command, state) {
      const deadlineId = existing(state);
      return state.status === 'open' ? [DeadlineWithdrawn.of({ deadlineId, reason: command.reason })] : [];
    },
    ReopenDeadline(command, state) {
      const deadlineId = existing(state);
      return state.status === 'withdrawn' ? [DeadlineReopened.of({ deadlineId, fromDate: command.fromDate, dueDate: command.dueDate, previousDueDate: state.dueDate })] : [];
    },
  },
});
