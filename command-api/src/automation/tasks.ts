import { addDays, dayIn, type AutomationTrigger } from '@lawfirm/contracts';
import type { RecordedEvent } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { execute, type CommandMeta } from '../framework/handler.js';
import { appointmentDecider } from '../appointments/appointment.js';
import type { Reaction } from '../reactions/runner.js';

export const CREATE_TASK_JOB = 'automation-create-task';

/** The trigger each event type fires, for the rules bound to it. */
const TRIGGER_OF: Record<string, AutomationTrigger> = {
  CaseOpened: 'case_opened',
  HearingScheduled: 'hearing_scheduled',
  HearingAdjourned: 'hearing_adjourned',
  FinalRulingIssued: 'final_ruling_recorded',
};

/** The case and the date an event is about. */
async function subjectOf(e: RecordedEvent, deps: CommandDeps, timezone: string): Promise<{ caseId: number; baseDate: string }> {
  const d = e.data as Record<string, unknown>;
  const caseId = d.caseId as number;
  switch (e.type) {
    case 'HearingScheduled':
      return { caseId, baseDate: d.hearingDate as string };
    case 'HearingAdjourned': {
      const h = await deps.readStore.collection('hearings').findOne({ id: d.hearingId });
      return { caseId, baseDate: (h?.hearingDate as string | undefined) ?? dayIn(timezone, new Date(e.metadata.time)) };
    }
    case 'FinalRulingIssued':
      return { caseId, baseDate: d.rulingDate as string };
    default:
      return { caseId, baseDate: dayIn(timezone, new Date(e.metadata.time)) };
  }
}

export interface CreateTaskJob {
  ruleId: number;
  eventId: string;
  correlationId: string;
  caseId: number;
  titleEn: string;
  titleAr: string;
  date: string;
  assignedTo: number | null;
}

const keyOf = (job: Pick<CreateTaskJob, 'ruleId' | 'eventId'>) => `automation:${job.ruleId}:${job.eventId}`;

/**
 * Automated tasks do work: each active rule bound to a trigger yields one task per triggering
 * event, due `offsetDays` from the event's date, for the case's first lawyer. Rules apply to
 * events after their own creation only, so adding a rule never floods old cases. The job id and
 * the idempotency key both come from (rule, event): replays and retries create nothing twice.
 */
export function automationReaction(timezone: string): Reaction {
  return {
    name: 'AutomatedTasks',
    on: Object.keys(TRIGGER_OF),
    // the rules, the case's lawyers, the adjourned hearing's date
    readsReadModels: true,
    async react(event, { deps, enqueue }) {
      // the rules first: a first start on a firm passes every case and hearing ever made
      const rules = (await deps.readStore.collection('automated_tasks').find({ isActive: true, trigger: TRIGGER_OF[event.type] })).filter(
        (rule) => String(rule.createdAt) <= event.metadata.time,
      );
      if (!rules.length) return;
      const subject = await subjectOf(event, deps, timezone);
      const c = await deps.readStore.collection('cases').findOne({ id: subject.caseId });
      for (const rule of rules) {
        const job: CreateTaskJob = {
          ruleId: rule.id as number, eventId: event.id, correlationId: event.metadata.correlationId, caseId: subject.caseId,
          titleEn: rule.taskTextEn as string, titleAr: rule.taskTextAr as string, date: addDays(subject.baseDate, Number(rule.offsetDays ?? 0)),
          assignedTo: ((c?.lawyerIds as number[] | undefined) ?? [])[0] ?? null,
        };
        if (await deps.eventStore.findIdempotent(keyOf(job))) continue;
        await enqueue(CREATE_TASK_JOB, job, { jobId: `auto-${job.ruleId}-${job.eventId}`, attempts: 5 });
      }
    },
  };
}

/** The job: the task, once, linked to its rule and the event that caused it. */
export async function createAutomatedTask(deps: CommandDeps, job: CreateTaskJob): Promise<{ appointmentId: number | null }> {
  const key = keyOf(job);
  const done = await deps.eventStore.findIdempotent(key);
  if (done) return done.response as { appointmentId: number };
  const meta: CommandMeta = { userId: null, userType: 'system', correlationId: job.correlationId, causationId: job.eventId, command: `AutomatedTask:${job.ruleId}` };
  const fields = { type: 'task' as const, title: job.titleEn, description: job.titleAr, date: job.date, time: '09:00 AM', participant: null, assignedTo: job.assignedTo };
  try {
    const o = await deps.ids.create('appointment', (appointmentId) =>
      execute(deps.eventStore, `appointment-${appointmentId}`, appointmentDecider, { type: 'ScheduleAppointment', appointmentId, caseId: job.caseId, fields }, meta, {
        mustNotExist: true,
        idempotency: { key, response: (o) => ({ appointmentId: (o.state as { id: number }).id }) },
      }),
    );
    return { appointmentId: o.state.id };
  } catch (e) {
    if ((e as Error).name !== 'IdempotencyKeyExistsError') throw e;
    return ((await deps.eventStore.findIdempotent(key))?.response as { appointmentId: number }) ?? { appointmentId: null };
  }
}
