import { AppointmentRescheduled, AppointmentScheduled, can, DeadlineMissed, DeadlineMoved, DeadlineOpened, DeadlineReopened, deadlineStream, DeadlineWithdrawn, HearingRescheduled, HearingScheduled, isEventOf, NotificationRaised, type EventOf, type PermissionAction, type PermissionModule, type Permissions } from '@lawfirm/contracts';
import type { RecordedEvent } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { raiseNotification } from '../notifications/routes.js';
import { typedReaction, type Reaction } from '../reactions/runner.js';
import { deadlineChangeReminders, deadlineMissedReminders, taskAssignedReminder } from './due.js';
import { SEND_EMAIL_JOB, type ReminderEmailJob } from './email.js';
import { REMINDER_SWEEP_JOB } from '../automation/sweeps.js';

/**
 * Events older than this when a reaction first sees them (a log passed again from an old
 * checkpoint, a first start on an existing firm) raise no "at once" reminder and no e-mail:
 * news that old would only flood people.
 */
export const STALE_AFTER_MS = 3 * 24 * 3600_000;
const stale = (e: RecordedEvent) => Date.now() - Date.parse(e.metadata.time) > STALE_AFTER_MS;

/** A task given to a colleague reaches them at once (the case's number and title need the read models). */
export const taskAssignedReaction = typedReaction({
  name: 'TaskAssignedReminder',
  on: [AppointmentScheduled],
  readsReadModels: true,
  async react(event, { deps, meta }) {
    const d = event.data;
    if (d.type !== 'task' || !d.assignedTo || stale(event)) return;
    const c = await deps.readStore.collection('cases').findOne({ id: d.caseId });
    const r = taskAssignedReminder(
      { ...d, assignedTo: d.assignedTo ?? null },
      { userType: event.metadata.userType, userId: event.metadata.userId as number | null },
      c ? { caseNumber: String(c.caseNumber), titleEn: String(c.titleEn), titleAr: String(c.titleAr) } : null,
    );
    if (r) await raiseNotification(deps, r.key, r.content, meta);
  },
});

/** The deadline as its own stream says (opened, then moved): what the missed notice names. */
async function deadlineFromStream(deps: CommandDeps, deadlineId: number) {
  let d: EventOf<typeof DeadlineOpened>['data'] | null = null;
  for (const e of await deps.eventStore.readStream(deadlineStream(deadlineId))) {
    if (isEventOf(DeadlineOpened, e)) d = { ...e.data };
    else if ((isEventOf(DeadlineMoved, e) || isEventOf(DeadlineReopened, e)) && d) d.dueDate = e.data.dueDate;
  }
  return d;
}

/**
 * The active admins whose role grants `module: action` (super admins hold everything; an inactive
 * role grants nothing), from the read models: who among the admins may open what a notice is about.
 */
export async function adminsWhoCan(deps: CommandDeps, module: PermissionModule, action: PermissionAction): Promise<number[]> {
  const admins = await deps.readStore.collection('principals').find({ userType: 'admin', isActive: true });
  const roles = new Map((await deps.readStore.collection('roles').find({})).map((r) => [r.id, r]));
  return admins
    .filter((a) => {
      const role = a.roleId ? roles.get(a.roleId) : null;
      const permissions = (role && role.isActive !== false ? role.permissions : {}) as Permissions;
      return can({ userType: 'admin', isSuperAdmin: a.isSuperAdmin === true, permissions: permissions ?? {} }, module, action);
    })
    .map((a) => a.id as number);
}

/** a deadline's case's lawyers now (the case's read model), or those it was opened for when the case is not there */
const currentLawyers = (c: Record<string, unknown> | null, d: Record<string, unknown>) =>
  Array.isArray(c?.lawyerIds) ? (c.lawyerIds as number[]) : ((d.lawyerIds as number[] | undefined) ?? []);

/**
 * A missed deadline: the case's lawyers now, their supervisors (the case's file names them) and
 * the active admins whose role views cases are told; not a lawyer taken off the case, not an admin
 * whose role does not open cases.
 */
export const deadlineMissedReaction = typedReaction({
  name: 'DeadlineMissedReminder',
  on: [DeadlineMissed],
  readsReadModels: true,
  async react(event, { deps, meta }) {
    if (stale(event)) return;
    const { deadlineId } = event.data;
    const d = await deadlineFromStream(deps, deadlineId);
    if (!d) return;
    const c = await deps.readStore.collection('cases').findOne({ id: d.caseId });
    const file = c?.fileId ? await deps.readStore.collection('files').findOne({ id: c.fileId }) : null;
    const supervisors = ((file?.responsibleLawyers as { id: number; role: string }[] | undefined) ?? []).filter((l) => l.role === 'supervisor').map((l) => l.id);
    const admins = await adminsWhoCan(deps, 'cases', 'view');
    const reminders = deadlineMissedReminders(
      {
        id: deadlineId, caseId: d.caseId, caseNumber: String(c?.caseNumber ?? ''), titleEn: String(c?.titleEn ?? ''), titleAr: String(c?.titleAr ?? ''),
        nameEn: d.nameEn, nameAr: d.nameAr, dueDate: d.dueDate, lawyerIds: currentLawyers(c, d),
      },
      supervisors,
      admins,
    );
    for (const r of reminders) await raiseNotification(deps, r.key, r.content, meta);
  },
});

/**
 * A deadline withdrawn (its ruling gone from the minutes), open again, or moved by itself (a public
 * holiday, the working week, its ruling's dates corrected): the case's lawyers now are told at
 * once, as a deadline notice, so nobody goes on working to it (or to its former day, or forgets it
 * is back). A lawyer taken off the case is not: the case is no longer theirs to open.
 */
export const deadlineChangeReaction = typedReaction({
  name: 'DeadlineChangeReminder',
  on: [DeadlineWithdrawn, DeadlineReopened, DeadlineMoved],
  readsReadModels: true,
  async react(event, { deps, meta }) {
    if (stale(event)) return;
    const d = await deadlineFromStream(deps, event.data.deadlineId);
    if (!d) return;
    const c = await deps.readStore.collection('cases').findOne({ id: d.caseId });
    const lawyerIds = currentLawyers(c, d);
    const reminders = deadlineChangeReminders(
      {
        id: event.data.deadlineId, caseId: d.caseId, caseNumber: String(c?.caseNumber ?? ''), titleEn: String(c?.titleEn ?? ''), titleAr: String(c?.titleAr ?? ''),
        nameEn: d.nameEn, nameAr: d.nameAr, lawyerIds,
        // a move names the day it moved to (passed again later, the same notice)
        dueDate: event.type === DeadlineMoved.type ? event.data.dueDate : d.dueDate,
      },
      event.type === DeadlineWithdrawn.type
        ? { kind: 'withdrawn', reason: event.data.reason }
        : event.type === DeadlineMoved.type
          ? { kind: 'moved', reason: event.data.reason, previousDueDate: event.data.previousDueDate }
          : { kind: 'reopened' },
      event.revision,
    );
    for (const r of reminders) await raiseNotification(deps, r.key, r.content, meta);
  },
});

/** Every notification also becomes an e-mail (a job: the mail server's pace never holds up the other reactions). */
export const reminderEmailReaction = typedReaction({
  name: 'ReminderEmails',
  on: [NotificationRaised],
  // the job reads the recipient's account and preferences as of this notification
  readsReadModels: true,
  async react(event, { deps, enqueue }) {
    if (stale(event)) return;
    const { data } = event;
    if (await deps.eventStore.findIdempotent(`reminder-email:${data.notificationId}`)) return;
    const job: ReminderEmailJob = { ...data, correlationId: event.metadata.correlationId, eventId: event.id };
    await enqueue(SEND_EMAIL_JOB, job, { jobId: `reminder-email-${data.notificationId}`, attempts: 8 });
  },
});

/**
 * A deadline opened (or moved), a hearing or a task set whose reminder moment has already passed
 * is reminded at once rather than at the next minute's sweep: a sweep runs now. In a burst of
 * events (a seed, an import) the first sweep sees the rest, and theirs end at once (afterPosition).
 */
export const sweepSoonReaction: Reaction = {
  name: 'RemindersDueNow',
  on: [DeadlineOpened, DeadlineMoved, DeadlineReopened, HearingScheduled, HearingRescheduled, AppointmentScheduled, AppointmentRescheduled].map((d) => d.type),
  async react(event, { deps }) {
    if (stale(event)) return;
    // the sweep waits for the read models to show everything logged before it starts
    await deps.jobs.enqueue(REMINDER_SWEEP_JOB, { position: event.position }, { jobId: `reminders-after-${event.position}`, attempts: 3 });
  },
};

export const reminderReactions: Reaction[] = [taskAssignedReaction, deadlineMissedReaction, deadlineChangeReaction, reminderEmailReaction, sweepSoonReaction];
