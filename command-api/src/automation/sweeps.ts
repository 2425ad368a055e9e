import type { CommandDeps } from '../framework/deps.js';
import { execute, type CommandMeta } from '../framework/handler.js';
import { appointmentDecider } from '../appointments/appointment.js';
import { raiseNotification } from '../notifications/routes.js';
import { addDays, appointmentStream, arabicLine, courtDayInBoth, dayIn, generatedTaskNote, rulingAge } from '@lawfirm/contracts';
import { READ_MODELS_WAIT_MS, ReadModelsBehindError } from '../reactions/runner.js';
import { sweepDueReminders } from '../reminders/sweep.js';

export const REMINDER_SWEEP_JOB = 'sweep-reminders';
export const APPEAL_SWEEP_JOB = 'sweep-appeal-deadlines';

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

/** The scheduled reminders due now (hearings, tasks, deadlines): see reminders/sweep.ts. */
export async function sweepReminders(deps: CommandDeps, timezone: string, afterPosition?: number) {
  return sweepDueReminders(deps, timezone, new Date(), afterPosition);
}

/**
 * What the appeal reminder says, the task and the notification, in both languages: the appeal's
 * last day as the console writes a court's day ("Apr 3, 2026" / 03/04/2026 with its Hijri day);
 * in the Arabic, the day, the case number and the title isolated (arabicLine).
 */
export function appealWording(due: string, c: { caseNumber?: unknown; titleEn?: unknown; titleAr?: unknown }) {
  const day = courtDayInBoth(due);
  return {
    task: {
      title: `Appeal deadline ${day.en}: decide on the appeal`, titleAr: arabicLine`آخر موعد للاستئناف ${day.ar}: اتخاذ قرار الاستئناف`,
      description: `${generatedTaskNote.en}: the appeal period of the case's final ruling ends on ${day.en}`,
      descriptionAr: `${generatedTaskNote.ar}: ` + arabicLine`تنتهي مهلة استئناف الحكم النهائي في القضية في ${day.ar}`,
    },
    notice: {
      titleEn: `Needs Attention: appeal deadline ${day.en}`, titleAr: arabicLine`يحتاج إلى متابعة: آخر موعد للاستئناف ${day.ar}`,
      bodyEn: `Case ${c.caseNumber}: ${c.titleEn}`, bodyAr: arabicLine`القضية ${c.caseNumber}: ${c.titleAr}`,
    },
  };
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
    const words = appealWording(due, c);
    if (await deps.eventStore.findIdempotent(key)) continue;
    try {
      await deps.ids.create('appointment', (appointmentId) =>
        execute(
          deps.eventStore,
          appointmentStream(appointmentId),
          appointmentDecider,
          {
            type: 'ScheduleAppointment', appointmentId, caseId: c.id as number,
            fields: { type: 'task', ...words.task, date: due, time: '09:00', participant: null, assignedTo: lawyerId },
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
        ...words.notice, link: '/lawyer/final-rulings', caseId: c.id as number,
        about: { type: 'final_ruling', id: c.id as number, day: rulingDate },
      }, meta);
  }
  return { reminders };
}
