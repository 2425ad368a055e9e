import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../framework/spec.js';
import { deadlineDecider, type OpenDeadline } from './deadline.js';

const spec = deciderSpec(deadlineDecider);
const rule = { id: 4, trigger: 'final_ruling', nameEn: 'Appeal', nameAr: 'استئناف', countFrom: 'ruling_date', days: 30, dayKind: 'calendar', remindDaysBefore: [7, 3, 1] } as const;
const open: OpenDeadline = {
  type: 'OpenDeadline', deadlineId: 9, caseId: 12, rule: { ...rule, remindDaysBefore: [7, 3, 1] }, minutesId: 3, hearingId: 5, fromDate: '2026-03-02', dueDate: '2026-04-01',
  lawyerIds: [7], openedBy: { stream: 'minutes-3', position: 120 },
};
const opened = {
  type: 'DeadlineOpened',
  data: {
    deadlineId: 9, caseId: 12, ruleId: 4, trigger: 'final_ruling', minutesId: 3, hearingId: 5, nameEn: 'Appeal', nameAr: 'استئناف', countFrom: 'ruling_date', fromDate: '2026-03-02',
    days: 30, dayKind: 'calendar', dueDate: '2026-04-01', lawyerIds: [7], remindDaysBefore: [7, 3, 1], openedBy: { stream: 'minutes-3', position: 120 },
  },
};
const moved = { type: 'DeadlineMoved', data: { deadlineId: 9, dueDate: '2026-04-02', previousDueDate: '2026-04-01', reason: 'holiday' } };
const met = { type: 'DeadlineMet', data: { deadlineId: 9, note: 'Appeal filed' } };
const missed = { type: 'DeadlineMissed', data: { deadlineId: 9 } };
const withdrawn = { type: 'DeadlineWithdrawn', data: { deadlineId: 9, reason: 'ruling_removed' } };
const reopened = { type: 'DeadlineReopened', data: { deadlineId: 9, fromDate: '2026-03-05', dueDate: '2026-04-06', previousDueDate: '2026-04-01' } };

describe('a court deadline', () => {
  it('given nothing, when minutes open it, then it is opened with its rule, dates, lawyers and the event that opened it', () => {
    spec.given([]).when(open).then([opened]);
  });

  it('given an opened deadline, when it is opened again, then it is refused', () => {
    spec.given([opened]).when(open).thenFails('conflict', 'error.conflict');
  });

  it('given an open deadline, when a holiday moves its due day, then it is moved saying from where and why', () => {
    spec.given([opened]).when({ type: 'MoveDeadline', dueDate: '2026-04-02', reason: 'holiday' }).then([moved]);
  });

  it('given an open deadline, when the calendar gives the same due day, then nothing happens', () => {
    spec.given([opened, moved]).when({ type: 'MoveDeadline', dueDate: '2026-04-02', reason: 'working_week' }).then([]);
  });

  it('given a met deadline, when a holiday would move it, then it stays', () => {
    spec.given([opened, met]).when({ type: 'MoveDeadline', dueDate: '2026-04-05', reason: 'holiday' }).then([]);
  });

  it('given an open deadline, when its lawyer marks it met with a note, then it is met', () => {
    spec.given([opened]).when({ type: 'MeetDeadline', note: 'Appeal filed' }).then([met]);
  });

  it('given a met deadline, when it is marked met again, then it is refused', () => {
    spec.given([opened, met]).when({ type: 'MeetDeadline', note: null }).thenFails('conflict', 'deadlines.alreadyMet');
  });

  it('given a missed deadline, when its lawyer records it was met on the day, then it is met', () => {
    spec.given([opened, missed]).when({ type: 'MeetDeadline', note: 'Filed on the due day' }).then([{ type: 'DeadlineMet', data: { deadlineId: 9, note: 'Filed on the due day' } }]);
  });

  it('given no deadline, when it is marked met, moved or swept, then it is not found', () => {
    spec.given([]).when({ type: 'MeetDeadline', note: null }).thenFails('not_found', 'error.notFound');
    spec.given([]).when({ type: 'MoveDeadline', dueDate: '2026-04-02', reason: 'holiday' }).thenFails('not_found', 'error.notFound');
    spec.given([]).when({ type: 'MissDeadline', today: '2026-04-02' }).thenFails('not_found', 'error.notFound');
  });

  it('given an open deadline, when its due day is over, then it is missed', () => {
    spec.given([opened]).when({ type: 'MissDeadline', today: '2026-04-02' }).then([missed]);
  });

  it('given an open deadline, on its due day, then it is not missed yet', () => {
    spec.given([opened]).when({ type: 'MissDeadline', today: '2026-04-01' }).then([]);
  });

  it('given a deadline moved to a later day, when the old due day is over, then it is not missed', () => {
    spec.given([opened, moved]).when({ type: 'MissDeadline', today: '2026-04-02' }).then([]);
  });

  it('given a met or an already missed deadline, when the sweep passes, then nothing happens', () => {
    spec.given([opened, met]).when({ type: 'MissDeadline', today: '2026-05-01' }).then([]);
    spec.given([opened, missed]).when({ type: 'MissDeadline', today: '2026-05-01' }).then([]);
  });

  it('given an open deadline, when its minutes no longer record its ruling, then it is withdrawn saying why', () => {
    spec.given([opened]).when({ type: 'WithdrawDeadline', reason: 'ruling_removed' }).then([withdrawn]);
    spec.given([opened, moved]).when({ type: 'WithdrawDeadline', reason: 'minutes_removed' }).then([{ type: 'DeadlineWithdrawn', data: { deadlineId: 9, reason: 'minutes_removed' } }]);
  });

  it('given a met or a missed deadline, when its minutes are deleted, then it stays as it was', () => {
    spec.given([opened, met]).when({ type: 'WithdrawDeadline', reason: 'minutes_removed' }).then([]);
    spec.given([opened, missed]).when({ type: 'WithdrawDeadline', reason: 'minutes_removed' }).then([]);
  });

  it('given a withdrawn deadline, when it is withdrawn again, then nothing happens', () => {
    spec.given([opened, withdrawn]).when({ type: 'WithdrawDeadline', reason: 'minutes_removed' }).then([]);
  });

  it('given a withdrawn deadline, when its due day is over, a holiday would move it or it is marked met, then it is neither missed nor moved, and marking it met is refused', () => {
    spec.given([opened, withdrawn]).when({ type: 'MissDeadline', today: '2026-05-01' }).then([]);
    spec.given([opened, withdrawn]).when({ type: 'MoveDeadline', dueDate: '2026-04-02', reason: 'holiday' }).then([]);
    spec.given([opened, withdrawn]).when({ type: 'MeetDeadline', note: null }).thenFails('conflict', 'deadlines.withdrawn');
  });

  it('given a withdrawn deadline, when the minutes record its ruling again, then it is open again from the dates they give', () => {
    spec.given([opened, withdrawn]).when({ type: 'ReopenDeadline', fromDate: '2026-03-05', dueDate: '2026-04-06' }).then([reopened]);
    const { state } = spec.given([opened, withdrawn, reopened]);
    expect(state).toMatchObject({ status: 'open', fromDate: '2026-03-05', dueDate: '2026-04-06' });
  });

  it('given an open, met or missed deadline, when it would be reopened, then nothing happens', () => {
    for (const given of [[opened], [opened, met], [opened, missed], [opened, withdrawn, reopened]])
      spec.given(given).when({ type: 'ReopenDeadline', fromDate: '2026-03-05', dueDate: '2026-04-06' }).then([]);
  });

  it('given a reopened deadline, when its due day is over, then it is missed as any open one', () => {
    spec.given([opened, withdrawn, reopened]).when({ type: 'MissDeadline', today: '2026-04-07' }).then([missed]);
    spec.given([opened, withdrawn, reopened]).when({ type: 'MissDeadline', today: '2026-04-06' }).then([]);
  });
});
