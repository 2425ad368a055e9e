import { addDays, dayIn } from '@lawfirm/contracts';
import type { CommandDeps } from '../framework/deps.js';
import type { CommandMeta } from '../framework/handler.js';
import { raiseNotification } from '../notifications/routes.js';
import { READ_MODELS_WAIT_MS, ReadModelsBehindError } from '../reactions/runner.js';
import { dueReminders, type DeadlineSubject, type HearingSubject, type TaskSubject } from './due.js';

/** a hearing's statuses once its minutes are recorded */
const HELD = new Set(['Adjourned', 'Completed', 'FinalRuling']);

/** The sweep runs every minute (and once at start), so a reminder goes out within a minute of its moment. */
export const DUE_REMINDERS_CRON = '* * * * *';

async function hearingDaysBefore(deps: CommandDeps): Promise<number[]> {
  try {
    const raw = JSON.parse(String((await deps.readStore.collection('system_settings').findOne({ key: 'reminders.hearingDaysBefore' }))?.value ?? '[1,3,7]'));
    const days = (Array.isArray(raw) ? raw : [raw]).map(Number).filter((n) => Number.isInteger(n) && n >= 0);
    return days.length ? days : [1, 3, 7];
  } catch {
    return [1, 3, 7];
  }
}

/** keys this process raised or found raised: the next sweeps skip them without asking the event store */
const known = new WeakMap<object, Set<string>>();
/** the log position the latest sweep of this process started from (it saw everything up to there) */
const covered = new WeakMap<object, number>();

/**
 * Raises every scheduled reminder due at `now` (see dueReminders) that was not raised before.
 * It reads read models, so first they apply everything logged before it started (a hearing moved
 * a moment ago is reminded at its new date); if they cannot, the sweep fails and runs again.
 */
export async function sweepDueReminders(deps: CommandDeps, timezone: string, now = new Date(), afterPosition?: number): Promise<{ due: number; raised: number }> {
  // a sweep asked for because of an event (afterPosition) that a sweep since has seen has nothing to add
  if (afterPosition !== undefined && (covered.get(deps.eventStore) ?? -1) >= afterPosition) return { due: 0, raised: 0 };
  const head = await deps.eventStore.headPosition();
  if (!(await deps.readModels.waitFor(head, READ_MODELS_WAIT_MS))) throw new ReadModelsBehindError('reminder sweep', head, READ_MODELS_WAIT_MS);
  covered.set(deps.eventStore, Math.max(head, covered.get(deps.eventStore) ?? -1));
  const today = dayIn(timezone, now);
  const thresholds = await hearingDaysBefore(deps);
  const cases = new Map<number, Record<string, unknown> | null>();
  const caseOf = async (id: number) => {
    if (!cases.has(id)) cases.set(id, await deps.readStore.collection('cases').findOne({ id }));
    return cases.get(id) ?? null;
  };
  const hearings: HearingSubject[] = [];
  for (const h of await deps.readStore.collection('hearings').find({ hearingDate: { $gte: today, $lte: addDays(today, Math.max(...thresholds)) } })) {
    // held: its minutes are recorded (adjourned, completed, ruled), nothing is left to remind of
    if (HELD.has(String(h.status))) continue;
    const c = await caseOf(h.caseId as number);
    hearings.push({
      id: h.id as number, caseId: h.caseId as number, caseNumber: String(c?.caseNumber ?? ''), titleEn: String(c?.titleEn ?? ''), titleAr: String(c?.titleAr ?? ''),
      hearingDate: h.hearingDate as string, hearingTime: String(h.hearingTime ?? ''), hallName: (h.hallName as string | null) ?? null, lawyerIds: (c?.lawyerIds as number[] | undefined) ?? [],
    });
  }
  const tasks: TaskSubject[] = (
    await deps.readStore.collection('appointments').find({ type: 'task', status: { $in: ['pending', 'in_progress', 'scheduled'] }, date: { $lte: addDays(today, 1) }, assignedTo: { $ne: null } })
  ).map((t) => ({ id: t.id as number, caseId: (t.caseId as number | undefined) ?? null, title: String(t.title ?? ''), description: String(t.description ?? ''), titleAr: (t.titleAr as string | null | undefined) ?? null, descriptionAr: (t.descriptionAr as string | null | undefined) ?? null, date: t.date as string, assignedTo: t.assignedTo as number }));
  const deadlines: DeadlineSubject[] = [];
  for (const d of await deps.readStore.collection('deadlines').find({ status: 'open', dueDate: { $gte: today } })) {
    // the case's lawyers now: one taken off the case is not reminded of its deadline
    const c = await caseOf(d.caseId as number);
    deadlines.push({
      id: d.id as number, caseId: d.caseId as number, caseNumber: String(d.caseNumber ?? ''), titleEn: String(d.titleEn ?? ''), titleAr: String(d.titleAr ?? ''),
      nameEn: String(d.nameEn ?? ''), nameAr: String(d.nameAr ?? ''), dueDate: d.dueDate as string,
      lawyerIds: Array.isArray(c?.lawyerIds) ? (c.lawyerIds as number[]) : ((d.lawyerIds as number[] | undefined) ?? []),
      remindDaysBefore: (d.remindDaysBefore as number[] | undefined) ?? [],
    });
  }
  const due = dueReminders({ now, timezone, hearingDaysBefore: thresholds, hearings, tasks, deadlines });
  let done = known.get(deps.eventStore);
  if (!done || done.size > 200_000) known.set(deps.eventStore, (done = new Set()));
  const meta: CommandMeta = { userId: null, userType: 'system', correlationId: `reminders-${today}`, causationId: null, command: 'ReminderSweep' };
  let raised = 0;
  for (const r of due) {
    if (done.has(r.key)) continue;
    if (await raiseNotification(deps, r.key, r.content, meta)) raised++;
    done.add(r.key);
  }
  return { due: due.length, raised };
}
