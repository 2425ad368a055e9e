import { addDays, dayIn, type AutomationAssignee, type AutomationTrigger } from '@lawfirm/contracts';
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
  HearingMinutesRecorded: 'minutes_recorded',
  FinalRulingIssued: 'final_ruling',
  DeadlineOpened: 'deadline_opened',
};

/**
 * The day an event is about, from which a rule's offset counts: the hearing's date, the ruling's
 * date, the deadline's due date; for a case opened or minutes recorded, the day it happened in the
 * firm's time zone.
 */
export function eventDay(e: Pick<RecordedEvent, 'type' | 'data' | 'metadata'>, timezone: string): string {
  const d = e.data as Record<string, unknown>;
  const given = e.type === 'HearingScheduled' ? d.hearingDate : e.type === 'FinalRulingIssued' ? d.rulingDate : e.type === 'DeadlineOpened' ? d.dueDate : null;
  return typeof given === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(given) ? given : dayIn(timezone, new Date(e.metadata.time));
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

/** An automated-task rule as the `automated_tasks` read model holds it. */
export interface AutomationRule {
  id: number;
  isActive: boolean;
  trigger: AutomationTrigger;
  offsetDays: number;
  assignTo: AutomationAssignee;
  assigneeId: number | null;
  taskTextEn: string;
  taskTextAr: string;
  createdAt: string;
}

/**
 * What the reaction decides for one event: a task per active rule bound to its trigger and made
 * before the event, due `offsetDays` calendar days from the event's day, for the case's first
 * responsible lawyer or the rule's named employee (unassigned when the case has no lawyer).
 */
export function plannedTasks(event: RecordedEvent, rules: AutomationRule[], caseLawyerIds: number[], timezone: string): CreateTaskJob[] {
  const trigger = TRIGGER_OF[event.type];
  const caseId = (event.data as { caseId?: number }).caseId;
  if (!trigger || typeof caseId !== 'number') return [];
  const day = eventDay(event, timezone);
  return rules
    .filter((rule) => rule.isActive && rule.trigger === trigger && String(rule.createdAt) <= event.metadata.time)
    .map((rule) => ({
      ruleId: rule.id, eventId: event.id, correlationId: event.metadata.correlationId, caseId,
      titleEn: rule.taskTextEn, titleAr: rule.taskTextAr, date: addDays(day, Number(rule.offsetDays ?? 0)),
      assignedTo: rule.assignTo === 'employee' ? rule.assigneeId : (caseLawyerIds[0] ?? null),
    }));
}

const keyOf = (job: Pick<CreateTaskJob, 'ruleId' | 'eventId'>) => `automation:${job.ruleId}:${job.eventId}`;

/**
 * Automated tasks do work: each active rule bound to a trigger yields one task per triggering
 * event (see plannedTasks). Rules apply to events after their own creation only, so adding a rule
 * never floods old cases. The job id and the idempotency key both come from (rule, event):
 * replays and retries create nothing twice.
 */
export function automationReaction(timezone: string): Reaction {
  return {
    name: 'AutomatedTasks',
    on: Object.keys(TRIGGER_OF),
    // the rules and the case's lawyers
    readsReadModels: true,
    async react(event, { deps, enqueue }) {
      // the rules first: a first start on a firm passes every case and hearing ever made
      const rules = (await deps.readStore.collection('automated_tasks').find({ isActive: true, trigger: TRIGGER_OF[event.type] })) as unknown as AutomationRule[];
      if (!plannedTasks(event, rules, [], timezone).length) return;
      const caseId = (event.data as { caseId: number }).caseId;
      const needsCase = rules.some((r) => r.assignTo !== 'employee');
      const c = needsCase ? await deps.readStore.collection('cases').findOne({ id: caseId }) : null;
      for (const job of plannedTasks(event, rules, (c?.lawyerIds as number[] | undefined) ?? [], timezone)) {
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
