import type { CommandDeps } from '../framework/deps.js';
import { execute, type CommandMeta } from '../framework/handler.js';
import { appointmentDecider } from '../appointments/appointment.js';
import { raiseNotification } from '../notifications/routes.js';
import { addDays, dayIn, daysBetween, rulingAge } from '@lawfirm/contracts';
import { READ_MODELS_WAIT_MS, ReadModelsBehindError } from '../reactions/runner.js';

export const REMINDER_SWEEP_JOB = 'sweep-reminders';
export const APPEAL_SWEEP_JOB = 'sweep-appeal-deadlines';

/** '11:45 AM' as Arabic readers write it: '11:45 ص' */
const arabicTime = (t: unknown) => String(t ?? '').replace(/\bAM\b/i, 'ص').replace(/\bPM\b/i, 'م');

const systemMeta = (command: string, day: string): CommandMeta => ({ userId: null, userType: 'system', correlationId: `${command}-${day}`, causationId: null, command });

/**
 * A sweep reads read models: first they apply everything logged before it started (a hearing
 * moved a moment ago is reminded at its new date). If they cannot, the sweep fails and is retried.
 */
async function readModelsCurrent(deps: CommandDeps): Promise<void> {
  const head = await deps.eventStore.headPosition();
  if (!(await deps.readModels.waitFor(head, READ_MODELS_WAIT_MS))) throw new ReadModelsBehindError('sweep', head, READ_MODELS_WAIT_MS);
}

async function numberSetting(deps: CommandDeps, key: string, fallback: number): Promise<number> {
  const n = Number((await deps.readStore.collection('system_settings').findOne({ key }))?.value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

async function reminderDays(deps: CommandDeps): Promise<number[]> {
  try {
    const raw = JSON.parse(String((await deps.readStore.collection('system_settings').findOne({ key: 'reminders.hearingDaysBefore' }))?.value ?? '[1,3,7]'));
    const days = (Array.isArray(raw) ? raw : [raw]).map(Number).filter((n) => Number.isInteger(n) && n >= 0);
    return days.length ? days.sort((a, b) => a - b) : [1, 3, 7];
  } catch {
    return [1, 3, 7];
  }
}

/**
 * Daily: each lawyer of a case hears of its hearing at each reminder threshold (days before,
 * a system setting), and of each open task due by tomorrow. One notification per key, however
 * often the sweep runs.
 */
export async function sweepReminders(deps: CommandDeps, timezone: string): Promise<{ hearings: number; tasks: number }> {
  await readModelsCurrent(deps);
  const today = dayIn(timezone);
  const thresholds = await reminderDays(deps);
  const meta = systemMeta('ReminderSweep', today);
  const hearings = await deps.readStore.collection('hearings').find({ hearingDate: { $gte: today, $lte: addDays(today, Math.max(...thresholds)) } });
  let hearingCount = 0;
  for (const h of hearings) {
    const daysUntil = daysBetween(today, h.hearingDate as string);
    const threshold = thresholds.find((t) => daysUntil <= t)!;
    const c = await deps.readStore.collection('cases').findOne({ id: h.caseId });
    for (const lawyerId of (c?.lawyerIds as number[] | undefined) ?? []) {
      await raiseNotification(deps, `reminder:hearing:${h.id}:${h.hearingDate}:${threshold}:${lawyerId}`, {
        recipientType: 'employee', recipientId: lawyerId, kind: 'hearing_reminder',
        titleEn: `Hearing on ${h.hearingDate} at ${h.hearingTime}`, titleAr: `جلسة بتاريخ ${h.hearingDate} الساعة ${arabicTime(h.hearingTime)}`,
        bodyEn: `Case ${c?.caseNumber}: ${c?.titleEn} (hall ${h.hallName})`, bodyAr: `القضية ${c?.caseNumber}: ${c?.titleAr} (القاعة ${h.hallName})`,
        link: `/lawyer/cases/${h.caseId}`,
      }, meta);
      hearingCount++;
    }
  }
  const tasks = await deps.readStore.collection('appointments').find({ type: 'task', status: { $in: ['pending', 'in_progress', 'scheduled'] }, date: { $lte: addDays(today, 1) }, assignedTo: { $ne: null } });
  for (const t of tasks)
    await raiseNotification(deps, `reminder:task:${t.id}:${t.date}`, {
      recipientType: 'employee', recipientId: t.assignedTo as number, kind: 'task_reminder',
      titleEn: `Task due ${t.date}: ${t.title}`, titleAr: `مهمة مستحقة بتاريخ ${t.date}: ${t.title}`,
      bodyEn: String(t.description ?? ''), bodyAr: String(t.description ?? ''), link: '/lawyer/my-tasks',
    }, meta);
  return { hearings: hearingCount, tasks: tasks.length };
}

/**
 * Daily: a final ruling entering the last third of its appeal window ("Needs Attention") gets a
 * reminder task for the case's lawyer, due on the deadline, and a notification. Once per ruling.
 */
export async function sweepAppealDeadlines(deps: CommandDeps, timezone: string): Promise<{ reminders: number }> {
  await readModelsCurrent(deps);
  const today = dayIn(timezone);
  const deadline = await numberSetting(deps, 'appeal.deadline.days', 30);
  const meta = systemMeta('AppealDeadlineSweep', today);
  const cases = await deps.readStore.collection('cases').find({ 'finalRuling.rulingDate': { $exists: true } });
  let reminders = 0;
  for (const c of cases) {
    const rulingDate = (c.finalRuling as { rulingDate: string }).rulingDate;
    const age = rulingAge(rulingDate, today, deadline);
    if (age.status !== 'expiring' || age.remainingDays < 0) continue;
    const lawyerId = ((c.lawyerIds as number[] | undefined) ?? [])[0] ?? null;
    const due = addDays(rulingDate, deadline);
    const key = `appeal-deadline:${c.id}:${rulingDate}`;
    if (await deps.eventStore.findIdempotent(key)) continue;
    try {
      await deps.ids.create('appointment', (appointmentId) =>
        execute(
          deps.eventStore,
          `appointment-${appointmentId}`,
          appointmentDecider,
          {
            type: 'ScheduleAppointment', appointmentId, caseId: c.id as number,
            fields: { type: 'task', title: `Appeal deadline ${due}: decide on the appeal`, description: `آخر موعد للاستئناف ${due}: اتخاذ قرار الاستئناف`, date: due, time: '09:00 AM', participant: null, assignedTo: lawyerId },
          },
          meta,
          { mustNotExist: true, idempotency: { key, response: (o) => ({ appointmentId: (o.state as { id: number }).id }) } },
        ),
      );
      reminders++;
    } catch (e) {
      if ((e as Error).name !== 'IdempotencyKeyExistsError') throw e;
    }
    if (lawyerId)
      await raiseNotification(deps, `${key}:notice`, {
        recipientType: 'employee', recipientId: lawyerId, kind: 'appeal_deadline',
        titleEn: `Needs Attention: appeal deadline ${due}`, titleAr: `يحتاج إلى متابعة: آخر موعد للاستئناف ${due}`,
        bodyEn: `Case ${c.caseNumber}: ${c.titleEn}`, bodyAr: `القضية ${c.caseNumber}: ${c.titleAr}`, link: '/lawyer/final-rulings',
      }, meta);
  }
  return { reminders };
}
