import { describe, expect, it } from 'vitest';
import { createInProcessJobQueue, createMemoryReadStore, type JobQueue, type RecordedEvent } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { enqueueHolding, type ReactionContext } from '../reactions/runner.js';
import { automationReaction, CREATE_TASK_JOB, plannedTasks, rulingDay, taskFollowingDeadline, taskFollowingHearing, taskFollowingRuling, untouchedTask, type AutomationRule } from './tasks.js';

const opened: RecordedEvent = {
  id: '0192a1b2-0000-7000-8000-000000000001', stream: 'case-5', revision: 0, position: 42, type: 'CaseOpened', version: 1,
  data: { caseId: 5 }, metadata: { userId: 1, userType: 'employee', correlationId: 'corr', causationId: null, time: '2026-11-02T08:00:00.000Z' },
};

/** the automation reaction on one CaseOpened, with one active rule, on the given job queue */
async function reactOn(jobs: JobQueue) {
  const readStore = createMemoryReadStore();
  await readStore.collection('automated_tasks').insertOne({ id: 3, isActive: true, trigger: 'case_opened', assignTo: 'case_lawyer', assigneeId: null, createdAt: '2026-11-01T00:00:00.000Z', taskTextEn: 'Call the client', taskTextAr: 'الاتصال بالعميل', offsetDays: 2 });
  await readStore.collection('cases').insertOne({ id: 5, lawyerIds: [9] });
  const deps = { readStore, jobs, eventStore: { findIdempotent: async () => null } } as unknown as CommandDeps;
  const held: Promise<unknown>[] = [];
  const finishesWith = (p: Promise<unknown>) => void held.push(p);
  await automationReaction('Asia/Dubai').react(opened, { deps, finishesWith, enqueue: enqueueHolding(jobs, finishesWith) } as unknown as ReactionContext);
  return held;
}

describe('the automation reaction and the reactions checkpoint', () => {
  it('given an in-process queue, when it enqueues a task job, then the checkpoint waits for that job', async () => {
    const jobs = createInProcessJobQueue();
    try {
      const held = await reactOn(jobs);
      expect(held).toHaveLength(1);
      const job = await jobs.getJob('auto-3-' + opened.id);
      expect(job).toMatchObject({ name: CREATE_TASK_JOB, state: 'waiting' });
      let settled = false;
      void held[0].then(() => (settled = true));
      await new Promise((r) => setTimeout(r, 50));
      expect(settled).toBe(false);
      jobs.process(CREATE_TASK_JOB, async () => ({ appointmentId: 1 }));
      await expect(held[0]).resolves.toEqual({ appointmentId: 1 });
    } finally {
      await jobs.close();
    }
  });

  it('given a queue whose jobs outlive the process, when it enqueues, then nothing holds the checkpoint', async () => {
    const enqueued: string[] = [];
    const durable = { durable: true, kind: 'bullmq', enqueue: async (_name: string, _data: unknown, o: { jobId: string }) => (enqueued.push(o.jobId), { id: o.jobId }) } as unknown as JobQueue;
    expect(await reactOn(durable)).toEqual([]);
    expect(enqueued).toEqual(['auto-3-' + opened.id]);
  });
});

describe('what the automation reaction decides', () => {
  const rule = (over: Partial<AutomationRule>): AutomationRule => ({
    id: 1, isActive: true, trigger: 'case_opened', offsetDays: 0, assignTo: 'case_lawyer', assigneeId: null,
    taskTextEn: 'Task', taskTextAr: 'مهمة', createdAt: '2026-11-01T00:00:00.000Z', ...over,
  });
  const event = (type: string, data: Record<string, unknown>, time = '2026-11-02T08:00:00.000Z'): RecordedEvent => ({ ...opened, type, data, metadata: { ...opened.metadata, time } });

  it('given a case opened late in the evening UTC, when a case_opened rule runs, then the task is due from the day in Dubai, for the first lawyer', () => {
    const jobs = plannedTasks(event('CaseOpened', { caseId: 5 }, '2026-11-02T21:30:00.000Z'), [rule({ offsetDays: 3 })], [9, 4], 'Asia/Dubai');
    expect(jobs).toEqual([{ ruleId: 1, eventId: opened.id, correlationId: 'corr', caseId: 5, titleEn: 'Task', titleAr: 'مهمة', trigger: 'case_opened', date: '2026-11-06', assignedTo: 9 }]);
  });

  it('given each trigger, then the offset counts from the event’s own date: hearing, ruling, deadline due day, day of the minutes', () => {
    const at = (type: string, data: Record<string, unknown>, trigger: AutomationRule['trigger'], offsetDays: number) =>
      plannedTasks(event(type, { caseId: 5, ...data }), [rule({ trigger, offsetDays })], [9], 'Asia/Dubai').map((j) => j.date);
    expect(at('HearingScheduled', { hearingId: 2, hearingDate: '2026-12-10' }, 'hearing_scheduled', -2)).toEqual(['2026-12-08']);
    expect(at('FinalRulingIssued', { hearingId: 2, minutesId: 3, rulingDate: '2026-10-28' }, 'final_ruling', 7)).toEqual(['2026-11-04']);
    expect(at('DeadlineOpened', { deadlineId: 4, dueDate: '2026-11-27', lawyerIds: [9] }, 'deadline_opened', -7)).toEqual(['2026-11-20']);
    expect(at('HearingMinutesRecorded', { minutesId: 3, hearingId: 2 }, 'minutes_recorded', 1)).toEqual(['2026-11-03']);
  });

  it('given a rule naming an employee, then the task goes to that employee whatever the case’s lawyers', () => {
    expect(plannedTasks(event('CaseOpened', { caseId: 5 }), [rule({ assignTo: 'employee', assigneeId: 12 })], [9], 'Asia/Dubai')[0].assignedTo).toBe(12);
  });

  it('given a case without a lawyer, then the task is made unassigned', () => {
    expect(plannedTasks(event('CaseOpened', { caseId: 5 }), [rule({})], [], 'Asia/Dubai')[0].assignedTo).toBeNull();
  });

  it('given rules of another trigger, inactive, or made after the event, then nothing is planned', () => {
    const rules = [rule({ trigger: 'final_ruling' }), rule({ isActive: false }), rule({ createdAt: '2026-11-03T00:00:00.000Z' }), rule({ trigger: 'none' })];
    expect(plannedTasks(event('CaseOpened', { caseId: 5 }), rules, [9], 'Asia/Dubai')).toEqual([]);
  });

  it('given two rules on one event, then one task each, each with its own key (rule, event)', () => {
    const jobs = plannedTasks(event('HearingScheduled', { caseId: 5, hearingId: 2, hearingDate: '2026-12-10' }), [rule({ id: 1, trigger: 'hearing_scheduled' }), rule({ id: 2, trigger: 'hearing_scheduled', offsetDays: -1 })], [9], 'Asia/Dubai');
    expect(jobs.map((j) => [j.ruleId, j.eventId, j.date])).toEqual([[1, opened.id, '2026-12-10'], [2, opened.id, '2026-12-09']]);
  });
});

describe('tasks made relative to a hearing follow it', () => {
  const rule = { id: 1, isActive: true, trigger: 'hearing_scheduled', offsetDays: -3, assignTo: 'case_lawyer', assigneeId: null, taskTextEn: 'Prepare memorandum', taskTextAr: 'إعداد مذكرة', createdAt: '2026-11-01T00:00:00.000Z' } as AutomationRule;
  const hearing = (hearingDate: string, cancelled = false) => ({ exists: true, cancelled, fields: { hearingDate } });
  const task = { status: 'pending', date: '2026-12-07', followsHearing: { hearingId: 2, offsetDays: -3 } };
  const at = (type: string, userType: RecordedEvent['metadata']['userType']) => ({ type, metadata: { ...opened.metadata, userType } });

  it('given a hearing_scheduled rule, when a hearing is scheduled, then the planned task records the hearing and the offset; other triggers follow nothing', () => {
    const [job] = plannedTasks({ ...opened, type: 'HearingScheduled', data: { caseId: 5, hearingId: 2, hearingDate: '2026-12-10' } }, [rule], [9], 'Asia/Dubai');
    expect(job).toMatchObject({ date: '2026-12-07', followsHearing: { hearingId: 2, offsetDays: -3 } });
    expect(plannedTasks(opened, [{ ...rule, trigger: 'case_opened' }], [9], 'Asia/Dubai')[0].followsHearing).toBeUndefined();
  });

  it('given an untouched task, when its hearing moves a week on, then it moves a week on (same offset, calendar days as the rule counts)', () => {
    expect(taskFollowingHearing(task, true, hearing('2026-12-17'))).toEqual({ type: 'RescheduleAppointment', date: '2026-12-14', reason: 'hearing_moved' });
  });

  it('given an untouched task already at its offset, then nothing happens', () => {
    expect(taskFollowingHearing(task, true, hearing('2026-12-10'))).toBeNull();
  });

  it('given an untouched task, when its hearing is deleted, then it is cancelled with a note in both languages', () => {
    expect(taskFollowingHearing(task, true, hearing('2026-12-10', true))).toEqual({
      type: 'ChangeAppointmentStatus', status: 'cancelled', notes: 'Cancelled: the hearing it was made for was deleted', notesAr: 'أُلغيت: حُذفت الجلسة التي أُنشئت من أجلها',
    });
  });

  it('given a task someone changed or completed, or one not made for a hearing, then it stays as it is', () => {
    expect(taskFollowingHearing(task, false, hearing('2026-12-17'))).toBeNull();
    expect(taskFollowingHearing({ ...task, status: 'completed' }, true, hearing('2026-12-17'))).toBeNull();
    expect(taskFollowingHearing({ ...task, status: 'in_progress' }, true, hearing('2026-12-17', true))).toBeNull();
    expect(taskFollowingHearing({ ...task, followsHearing: null }, true, hearing('2026-12-17'))).toBeNull();
  });

  it('untouched: only ever moved by the portal since it was made; a status or note by a person, or any other change, touches it', () => {
    expect(untouchedTask([at('AppointmentScheduled', 'system')])).toBe(true);
    expect(untouchedTask([at('AppointmentScheduled', 'system'), at('AppointmentRescheduled', 'system')])).toBe(true);
    expect(untouchedTask([at('AppointmentScheduled', 'system'), at('AppointmentStatusChanged', 'employee')])).toBe(false);
    expect(untouchedTask([at('AppointmentScheduled', 'system'), at('AppointmentRescheduled', 'system'), at('AppointmentStatusChanged', 'employee')])).toBe(false);
  });
});

describe('tasks made when a final ruling is recorded follow it', () => {
  const rule = { id: 1, isActive: true, trigger: 'final_ruling', offsetDays: 20, assignTo: 'case_lawyer', assigneeId: null, taskTextEn: 'Decide on the appeal', taskTextAr: 'اتخاذ قرار الاستئناف', createdAt: '2026-11-01T00:00:00.000Z' } as AutomationRule;
  const follows = { minutesId: 3, offsetDays: 20, issuedRevision: 6 };
  const task = { status: 'pending', date: '2026-11-17', followsRuling: follows };
  const ruled = (rulingDate: string, issuedRevision = 6) => ({ exists: true, rulings: [{ hearingId: 2, minutesId: 3, rulingDate, rulingText: null, issuedRevision }] });
  const none = { exists: true, rulings: [] };

  it('given a final_ruling rule, when a ruling is issued, then the planned task records the minutes, the offset and the event that issued it', () => {
    const [job] = plannedTasks({ ...opened, revision: 6, type: 'FinalRulingIssued', data: { caseId: 5, hearingId: 2, minutesId: 3, rulingDate: '2026-10-28' } }, [rule], [9], 'Asia/Dubai');
    expect(job).toMatchObject({ date: '2026-11-17', followsRuling: follows });
    expect(job.followsHearing).toBeUndefined();
  });

  it('given an untouched task, when the ruling\'s date is corrected, then it moves to the same offset from the corrected date, saying why', () => {
    expect(taskFollowingRuling(task, true, ruled('2026-11-10'))).toEqual({ type: 'RescheduleAppointment', date: '2026-11-30', reason: 'ruling_corrected' });
    expect(taskFollowingRuling(task, true, ruled('2026-10-28'))).toBeNull();
  });

  it('given an untouched task, when the ruling is withdrawn (or withdrawn and recorded again, which makes tasks of its own), then it is cancelled with a note in both languages', () => {
    const cancelled = { type: 'ChangeAppointmentStatus', status: 'cancelled', notes: 'Cancelled: the final ruling it was made for was withdrawn', notesAr: 'أُلغيت: سُحب الحكم النهائي الذي أُنشئت من أجله' };
    expect(taskFollowingRuling(task, true, none)).toEqual(cancelled);
    expect(taskFollowingRuling(task, true, ruled('2026-10-28', 9))).toEqual(cancelled);
    expect(rulingDay({ exists: false, rulings: [] }, follows)).toEqual({ cancelled: true });
  });

  it('given a task someone touched, finished, or one not made for a ruling, then it stays as it is', () => {
    expect(taskFollowingRuling(task, false, ruled('2026-11-10'))).toBeNull();
    expect(taskFollowingRuling({ ...task, status: 'completed' }, true, none)).toBeNull();
    expect(taskFollowingRuling({ ...task, followsRuling: null }, true, ruled('2026-11-10'))).toBeNull();
  });
});

describe('tasks made when a court deadline opens follow it', () => {
  const rule = { id: 1, isActive: true, trigger: 'deadline_opened', offsetDays: -3, assignTo: 'case_lawyer', assigneeId: null, taskTextEn: 'File the appeal', taskTextAr: 'تقديم الاستئناف', createdAt: '2026-11-01T00:00:00.000Z' } as AutomationRule;
  const task = { status: 'pending', date: '2026-12-04', followsDeadline: { deadlineId: 4, offsetDays: -3 } };
  const deadline = (dueDate: string, status: 'open' | 'met' | 'missed' | 'withdrawn' = 'open') => ({ exists: true, status, dueDate });

  it('given a deadline_opened rule, when a deadline opens, then the planned task records the deadline and the offset', () => {
    const [job] = plannedTasks({ ...opened, type: 'DeadlineOpened', data: { caseId: 5, deadlineId: 4, dueDate: '2026-12-07' } }, [rule], [9], 'Asia/Dubai');
    expect(job).toMatchObject({ date: '2026-12-04', followsDeadline: { deadlineId: 4, offsetDays: -3 } });
  });

  it('given an untouched task, when its deadline moves (a holiday, the working week, its ruling corrected), then it moves by the same offset, saying why', () => {
    expect(taskFollowingDeadline(task, true, deadline('2026-12-09'))).toEqual({ type: 'RescheduleAppointment', date: '2026-12-06', reason: 'deadline_moved' });
    expect(taskFollowingDeadline(task, true, deadline('2026-12-07'))).toBeNull();
  });

  it('given an untouched task, when its deadline is withdrawn, then it is cancelled with a note in both languages; a touched one stays', () => {
    expect(taskFollowingDeadline(task, true, deadline('2026-12-07', 'withdrawn'))).toEqual({
      type: 'ChangeAppointmentStatus', status: 'cancelled', notes: 'Cancelled: the court deadline it was made for was withdrawn', notesAr: 'أُلغيت: سُحب الموعد القضائي الذي أُنشئت من أجله',
    });
    expect(taskFollowingDeadline(task, false, deadline('2026-12-07', 'withdrawn'))).toBeNull();
    expect(taskFollowingDeadline({ ...task, followsDeadline: null }, true, deadline('2026-12-09'))).toBeNull();
  });
});
