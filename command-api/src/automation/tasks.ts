import {
  addDays, appointmentStream, caseStream, deadlineStream, hearingStream, automatedTaskNote, dayIn, generatedTaskNote, deadlineTaskCancelledNote, hearingTaskCancelledNote, rulingTaskCancelledNote, type AutomationAssignee, type AutomationTrigger, type FollowsDeadline, type FollowsHearing, type FollowsRuling, type EventOf, AppointmentRescheduled, CaseOpened, DeadlineMoved, DeadlineOpened, DeadlineWithdrawn, FinalRulingIssued, FinalRulingRevised, FinalRulingWithdrawn, HearingCancelled, HearingMinutesRecorded, HearingRescheduled, HearingScheduled, isEventOf,
} from '@lawfirm/contracts';
import { AppError, type RecordedEvent } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { execute, fold, type CommandMeta } from '../framework/handler.js';
import { appointmentDecider, type AppointmentCommand, type AppointmentState } from '../appointments/appointment.js';
import { caseDecider, type StandingRuling } from '../cases/case.js';
import { deadlineDecider, type DeadlineState } from '../deadlines/deadline.js';
import { hearingDecider } from '../hearings/hearing.js';
import { READ_MODELS_WAIT_MS, ReadModelsBehindError, typedReaction, type Reaction, type ReactionContext } from '../reactions/runner.js';

export const CREATE_TASK_JOB = 'automation-create-task';

/** the events automated-task rules are bound to */
type Triggering = EventOf<typeof CaseOpened | typeof HearingScheduled | typeof HearingMinutesRecorded | typeof FinalRulingIssued | typeof DeadlineOpened>;

/** The trigger each event type fires, for the rules bound to it. */
const TRIGGER_OF: { [K in Triggering['type']]: AutomationTrigger } = {
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
export function eventDay(e: Triggering & Pick<RecordedEvent, 'metadata'>, timezone: string): string {
  const given = e.type === HearingScheduled.type ? e.data.hearingDate : e.type === FinalRulingIssued.type ? e.data.rulingDate : e.type === DeadlineOpened.type ? e.data.dueDate : null;
  return typeof given === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(given) ? given : dayIn(timezone, new Date(e.metadata.time));
}

export interface CreateTaskJob {
  ruleId: number;
  eventId: string;
  correlationId: string;
  caseId: number;
  titleEn: string;
  titleAr: string;
  /** what made it (older jobs, queued before tasks said so, have none) */
  trigger?: AutomationTrigger;
  date: string;
  assignedTo: number | null;
  /** a task made relative to a hearing follows it (moved with it, cancelled with it) while nobody touches it */
  followsHearing?: FollowsHearing;
  /** a task made relative to a final ruling follows its date (corrected with it, cancelled when it is withdrawn) while nobody touches it */
  followsRuling?: FollowsRuling;
  /** a task made relative to a court deadline follows its due day (moved with it, cancelled when it is withdrawn) while nobody touches it */
  followsDeadline?: FollowsDeadline;
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
const isTriggering = (event: RecordedEvent): event is RecordedEvent & Triggering => Object.hasOwn(TRIGGER_OF, event.type);

export function plannedTasks(event: RecordedEvent, rules: AutomationRule[], caseLawyerIds: number[], timezone: string): CreateTaskJob[] {
  if (!isTriggering(event)) return [];
  const trigger = TRIGGER_OF[event.type];
  const caseId = event.data.caseId;
  if (typeof caseId !== 'number') return [];
  const day = eventDay(event, timezone);
  const hearingId = event.type === HearingScheduled.type ? event.data.hearingId : undefined;
  const minutesId = event.type === FinalRulingIssued.type ? event.data.minutesId : undefined;
  const deadlineId = event.type === DeadlineOpened.type ? event.data.deadlineId : undefined;
  return rules
    .filter((rule) => rule.isActive && rule.trigger === trigger && String(rule.createdAt) <= event.metadata.time)
    .map((rule) => ({
      ruleId: rule.id, eventId: event.id, correlationId: event.metadata.correlationId, caseId,
      titleEn: rule.taskTextEn, titleAr: rule.taskTextAr, trigger, date: addDays(day, Number(rule.offsetDays ?? 0)),
      assignedTo: rule.assignTo === 'employee' ? rule.assigneeId : (caseLawyerIds[0] ?? null),
      ...(typeof hearingId === 'number' ? { followsHearing: { hearingId, offsetDays: Number(rule.offsetDays ?? 0) } } : {}),
      ...(typeof minutesId === 'number' ? { followsRuling: { minutesId, offsetDays: Number(rule.offsetDays ?? 0), issuedRevision: event.revision } } : {}),
      ...(typeof deadlineId === 'number' ? { followsDeadline: { deadlineId, offsetDays: Number(rule.offsetDays ?? 0) } } : {}),
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
      if (!isTriggering(event)) return;
      // the rules first: a first start on a firm passes every case and hearing ever made
      const rules = (await deps.readStore.collection('automated_tasks').find({ isActive: true, trigger: TRIGGER_OF[event.type] })) as unknown as AutomationRule[];
      if (!plannedTasks(event, rules, [], timezone).length) return;
      const caseId = event.data.caseId;
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
  let date = job.date;
  if (job.followsHearing) {
    // the hearing as it is now: moved or deleted since it was scheduled, the task starts where it would have moved to
    const hearing = hearingDay(await hearingNow(deps, job.followsHearing.hearingId), job.followsHearing.offsetDays);
    if (hearing.cancelled) return { appointmentId: null };
    date = hearing.date;
  }
  if (job.followsRuling) {
    // the ruling as it is now: corrected or withdrawn since it was recorded, the task starts where it would have moved to
    const ruling = rulingDay(await caseRulings(deps, job.caseId), job.followsRuling);
    if (ruling.cancelled) return { appointmentId: null };
    date = ruling.date;
  }
  if (job.followsDeadline) {
    // the deadline as it is now: moved or withdrawn since it opened
    const due = deadlineDay(await deadlineNow(deps, job.followsDeadline.deadlineId), job.followsDeadline.offsetDays);
    if (due.cancelled) return { appointmentId: null };
    date = due.date;
  }
  // the rule's wording in both languages, each reader shown theirs (appointmentWordingFor)
  const note = job.trigger ? automatedTaskNote(job.trigger) : generatedTaskNote;
  const fields = {
    type: 'task' as const, title: job.titleEn, titleAr: job.titleAr, description: note.en, descriptionAr: note.ar, date, time: '09:00', participant: null, assignedTo: job.assignedTo,
    followsHearing: job.followsHearing ?? null, followsRuling: job.followsRuling ?? null, followsDeadline: job.followsDeadline ?? null,
  };
  let appointmentId: number | null;
  try {
    const o = await deps.ids.create('appointment', (appointmentId) =>
      execute(deps.eventStore, appointmentStream(appointmentId), appointmentDecider, { type: 'ScheduleAppointment', appointmentId, caseId: job.caseId, fields }, meta, {
        mustNotExist: true,
        idempotency: { key, response: (o) => ({ appointmentId: (o.state as { id: number }).id }) },
      }),
    );
    appointmentId = o.state.id;
  } catch (e) {
    if ((e as Error).name !== 'IdempotencyKeyExistsError') throw e;
    appointmentId = ((await deps.eventStore.findIdempotent(key))?.response as { appointmentId: number } | undefined)?.appointmentId ?? null;
  }
  // the hearing moved (or was deleted) while the task was being made, before the reaction that moves its tasks could see it: it follows now
  if (appointmentId && job.followsHearing) await followHearing(deps, { ...meta, command: HEARING_TASKS }, appointmentId);
  // the same for a ruling corrected or withdrawn while the task was being made
  if (appointmentId && job.followsRuling) await followRuling(deps, { ...meta, command: RULING_TASKS }, appointmentId);
  if (appointmentId && job.followsDeadline) await followDeadline(deps, { ...meta, command: DEADLINE_TASKS }, appointmentId);
  return { appointmentId };
}

export const HEARING_TASKS = 'HearingTasks';

const hearingNow = async (deps: CommandDeps, hearingId: number) => fold(hearingDecider, await deps.eventStore.readStream(hearingStream(hearingId))).state;

/** Where a task at `offsetDays` from this hearing belongs: cancelled with it, or its day plus the offset (calendar days, as the rule counts). */
export function hearingDay(hearing: { exists: boolean; cancelled: boolean; fields: { hearingDate?: string } }, offsetDays: number): { cancelled: true } | { cancelled: false; date: string } {
  if (!hearing.exists || hearing.cancelled || !hearing.fields.hearingDate) return { cancelled: true };
  return { cancelled: false, date: addDays(hearing.fields.hearingDate, offsetDays) };
}

/**
 * Untouched by hand: still pending, and every event after it was made is it being moved with its
 * hearing by the portal. Anyone changing it (started, completed, cancelled, a note) leaves it to them.
 */
export function untouchedTask(events: Pick<RecordedEvent, 'type' | 'metadata'>[]): boolean {
  return events.slice(1).every((e) => e.type === AppointmentRescheduled.type && e.metadata.userType === 'system');
}

/** What becomes of a task made relative to a hearing, as the hearing is now: nothing (touched, or already where it belongs), moved, or cancelled. */
export function taskFollowingHearing(
  task: { status: string; date: string; followsHearing: FollowsHearing | null },
  untouched: boolean,
  hearing: { exists: boolean; cancelled: boolean; fields: { hearingDate?: string } },
): Extract<AppointmentCommand, { type: 'RescheduleAppointment' }> | { type: 'ChangeAppointmentStatus'; status: 'cancelled'; notes: string; notesAr: string } | null {
  if (!task.followsHearing || task.status !== 'pending' || !untouched) return null;
  const where = hearingDay(hearing, task.followsHearing.offsetDays);
  if (where.cancelled) return { type: 'ChangeAppointmentStatus', status: 'cancelled', notes: hearingTaskCancelledNote.en, notesAr: hearingTaskCancelledNote.ar };
  return where.date === task.date ? null : { type: 'RescheduleAppointment', date: where.date, reason: 'hearing_moved' };
}

/** Brings one task to where its hearing now puts it (see taskFollowingHearing); the command says nothing when it already is. */
async function followHearing(deps: CommandDeps, meta: CommandMeta, appointmentId: number, once?: ReactionContext['once']) {
  const events = await deps.eventStore.readStream(appointmentStream(appointmentId));
  const { state } = fold(appointmentDecider, events);
  if (!state.exists || !state.followsHearing) return;
  const command = taskFollowingHearing(state, untouchedTask(events), await hearingNow(deps, state.followsHearing.hearingId));
  if (!command) return;
  const run = (key?: string) =>
    execute(deps.eventStore, appointmentStream(appointmentId), appointmentDecider, command, meta, key ? { idempotency: { key, response: () => ({ appointmentId }) } } : {});
  if (once) await once(`hearing-tasks:${meta.causationId}:appointment-${appointmentId}`, run);
  else await run();
}

/**
 * Automated tasks made relative to a hearing follow it: the hearing rescheduled, each task it made
 * that nobody has touched moves to the same offset from the new day; the hearing deleted, they are
 * cancelled (the same "untouched" rule as the hearings minutes generate). Tasks made after this
 * event are brought in line by the job that makes them.
 */
export const hearingTasksReaction = typedReaction({
  name: HEARING_TASKS,
  on: [HearingRescheduled, HearingCancelled],
  // the case's tasks and what they follow
  readsReadModels: true,
  async react(event, cx) {
    const { deps } = cx;
    const { hearingId, caseId } = event.data;
    // tasks made by jobs before now are in the log: the read models show them once they reach the head
    const head = await deps.eventStore.headPosition();
    if (!(await deps.readModels.waitFor(head, READ_MODELS_WAIT_MS))) throw new ReadModelsBehindError(HEARING_TASKS, head, READ_MODELS_WAIT_MS);
    const tasks = (await deps.readStore.collection('appointments').find({ caseId, type: 'task' })).filter((t) => (t.followsHearing as FollowsHearing | null | undefined)?.hearingId === hearingId);
    for (const t of tasks) {
      try {
        await followHearing(deps, cx.meta, t.id as number, cx.once);
      } catch (e) {
        if (!(e instanceof AppError && e.code === 'not_found')) throw e;
      }
    }
  },
});

export const RULING_TASKS = 'RulingTasks';

const caseRulings = async (deps: CommandDeps, caseId: number) => fold(caseDecider, await deps.eventStore.readStream(caseStream(caseId))).state;

/**
 * Where a task made for a final ruling belongs: cancelled once that ruling is withdrawn (also when
 * it was recorded again since: the ruling recorded again makes tasks of its own), else the ruling's
 * date as it now stands plus the offset (calendar days, as the rule counts).
 */
export function rulingDay(theCase: { exists: boolean; rulings: StandingRuling[] }, follows: FollowsRuling): { cancelled: true } | { cancelled: false; date: string } {
  const ruling = theCase.exists ? theCase.rulings.find((r) => r.minutesId === follows.minutesId && r.issuedRevision === follows.issuedRevision) : undefined;
  return ruling ? { cancelled: false, date: addDays(ruling.rulingDate, follows.offsetDays) } : { cancelled: true };
}

/** What becomes of a task made relative to a final ruling, as the case now has it: nothing (touched, or already where it belongs), moved, or cancelled. */
export function taskFollowingRuling(
  task: { status: string; date: string; followsRuling: FollowsRuling | null },
  untouched: boolean,
  theCase: { exists: boolean; rulings: StandingRuling[] },
): Extract<AppointmentCommand, { type: 'RescheduleAppointment' }> | { type: 'ChangeAppointmentStatus'; status: 'cancelled'; notes: string; notesAr: string } | null {
  if (!task.followsRuling || task.status !== 'pending' || !untouched) return null;
  const where = rulingDay(theCase, task.followsRuling);
  if (where.cancelled) return { type: 'ChangeAppointmentStatus', status: 'cancelled', notes: rulingTaskCancelledNote.en, notesAr: rulingTaskCancelledNote.ar };
  return where.date === task.date ? null : { type: 'RescheduleAppointment', date: where.date, reason: 'ruling_corrected' };
}

type FollowCommand = Extract<AppointmentCommand, { type: 'RescheduleAppointment' }> | { type: 'ChangeAppointmentStatus'; status: 'cancelled'; notes: string; notesAr: string };

/** Brings one task to where what it follows now puts it (`where`); the command says nothing when it already is. */
async function followSource(
  deps: CommandDeps, meta: CommandMeta, appointmentId: number, keyPrefix: string,
  where: (task: AppointmentState, untouched: boolean) => Promise<FollowCommand | null>,
  once?: ReactionContext['once'],
) {
  const events = await deps.eventStore.readStream(appointmentStream(appointmentId));
  const { state } = fold(appointmentDecider, events);
  if (!state.exists) return;
  const command = await where(state, untouchedTask(events));
  if (!command) return;
  const run = (key?: string) =>
    execute(deps.eventStore, appointmentStream(appointmentId), appointmentDecider, command, meta, key ? { idempotency: { key, response: () => ({ appointmentId }) } } : {});
  if (once) await once(`${keyPrefix}:${meta.causationId}:appointment-${appointmentId}`, run);
  else await run();
}

/** Brings one task to where its final ruling now puts it (see taskFollowingRuling). */
const followRuling = (deps: CommandDeps, meta: CommandMeta, appointmentId: number, once?: ReactionContext['once']) =>
  followSource(deps, meta, appointmentId, 'ruling-tasks', async (task, untouched) => (task.followsRuling ? taskFollowingRuling(task, untouched, await caseRulings(deps, task.caseId)) : null), once);

/**
 * Automated tasks made when a final ruling was recorded follow it: its date corrected in the
 * minutes (FinalRulingRevised), each such task nobody has touched moves to the same offset from the
 * new date; the ruling withdrawn (its minutes deleted or no longer recording it), they are cancelled
 * with a note. It reads streams only: the case's for the events that issued the ruling, and the
 * tasks each rule made for them under the job's key (automation:{rule}:{event}). Tasks whose job has
 * not run yet are brought in line by the job itself.
 */
export const rulingTasksReaction = typedReaction({
  name: RULING_TASKS,
  on: [FinalRulingRevised, FinalRulingWithdrawn],
  async react(event, cx) {
    const { deps } = cx;
    const { caseId, minutesId } = event.data;
    const issued = (await deps.eventStore.readStream(caseStream(caseId))).filter((e) => isEventOf(FinalRulingIssued, e) && e.data.minutesId === minutesId);
    if (!issued.length) return;
    const rules = await deps.eventStore.lastStreamNumber('automated-task');
    for (const e of issued)
      for (let ruleId = 1; ruleId <= rules; ruleId++) {
        const made = (await deps.eventStore.findIdempotent(keyOf({ ruleId, eventId: e.id })))?.response as { appointmentId?: number | null } | undefined;
        if (made?.appointmentId) await followRuling(deps, cx.meta, made.appointmentId, cx.once);
      }
  },
});

export const DEADLINE_TASKS = 'DeadlineTasks';

const deadlineNow = async (deps: CommandDeps, deadlineId: number) => fold(deadlineDecider, await deps.eventStore.readStream(deadlineStream(deadlineId))).state;

/** Where a task at `offsetDays` from a court deadline belongs: cancelled once the deadline is withdrawn, else its due day plus the offset (calendar days, as the rule counts). */
export function deadlineDay(deadline: Pick<DeadlineState, 'exists' | 'status' | 'dueDate'>, offsetDays: number): { cancelled: true } | { cancelled: false; date: string } {
  if (!deadline.exists || deadline.status === 'withdrawn' || !deadline.dueDate) return { cancelled: true };
  return { cancelled: false, date: addDays(deadline.dueDate, offsetDays) };
}

/** What becomes of a task made relative to a court deadline, as the deadline now is: nothing (touched, or already where it belongs), moved, or cancelled. */
export function taskFollowingDeadline(
  task: { status: string; date: string; followsDeadline: FollowsDeadline | null },
  untouched: boolean,
  deadline: Pick<DeadlineState, 'exists' | 'status' | 'dueDate'>,
): FollowCommand | null {
  if (!task.followsDeadline || task.status !== 'pending' || !untouched) return null;
  const where = deadlineDay(deadline, task.followsDeadline.offsetDays);
  if (where.cancelled) return { type: 'ChangeAppointmentStatus', status: 'cancelled', notes: deadlineTaskCancelledNote.en, notesAr: deadlineTaskCancelledNote.ar };
  return where.date === task.date ? null : { type: 'RescheduleAppointment', date: where.date, reason: 'deadline_moved' };
}

const followDeadline = (deps: CommandDeps, meta: CommandMeta, appointmentId: number, once?: ReactionContext['once']) =>
  followSource(deps, meta, appointmentId, 'deadline-tasks', async (task, untouched) => (task.followsDeadline ? taskFollowingDeadline(task, untouched, await deadlineNow(deps, task.followsDeadline.deadlineId)) : null), once);

/**
 * Automated tasks made when a court deadline opened follow it: the deadline moved (a holiday, the
 * working week, its ruling's dates corrected), each such task nobody has touched moves by the same
 * offset; withdrawn, they are cancelled with a note. Streams only: the deadline's, and each rule's
 * task under the job's key for the event that opened it.
 */
export const deadlineTasksReaction = typedReaction({
  name: DEADLINE_TASKS,
  on: [DeadlineMoved, DeadlineWithdrawn],
  async react(event, cx) {
    const { deps } = cx;
    const { deadlineId } = event.data;
    const openedBy = (await deps.eventStore.readStream(deadlineStream(deadlineId))).find((e) => isEventOf(DeadlineOpened, e));
    if (!openedBy) return;
    const rules = await deps.eventStore.lastStreamNumber('automated-task');
    for (let ruleId = 1; ruleId <= rules; ruleId++) {
      const made = (await deps.eventStore.findIdempotent(keyOf({ ruleId, eventId: openedBy.id })))?.response as { appointmentId?: number | null } | undefined;
      if (made?.appointmentId) await followDeadline(deps, cx.meta, made.appointmentId, cx.once);
    }
  },
});
