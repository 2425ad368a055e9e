import { addDays, appointmentWordingInBoth, arabicLine, courtDayInBoth, dayIn, dayInBoth, daysBetween, deadlineMoveReasonWording, deadlineWithdrawReasonWording, fillReminder, reminderWording, timeOfDay, type DeadlineMoveReason, type DeadlineWithdrawReason } from '@lawfirm/contracts';
import type { NotificationContent } from '../notifications/notification.js';

/** Scheduled reminders go out at this firm time on their day (or at once, if that moment has passed). */
export const REMIND_AT = '08:00';

/** A notification to raise once: `key` is its idempotency key (kind, subject, occasion, recipient). */
export interface DueReminder {
  key: string;
  content: NotificationContent;
}

export interface HearingSubject {
  id: number;
  caseId: number;
  caseNumber: string;
  titleEn: string;
  titleAr: string;
  hearingDate: string;
  hearingTime: string;
  hallName: string | null;
  lawyerIds: number[];
}

export interface TaskSubject {
  id: number;
  caseId: number | null;
  title: string;
  description: string;
  /** a task the portal made: its Arabic wording (title and description are then the English) */
  titleAr?: string | null;
  descriptionAr?: string | null;
  date: string;
  assignedTo: number;
}

export interface DeadlineSubject {
  id: number;
  caseId: number;
  caseNumber: string;
  titleEn: string;
  titleAr: string;
  nameEn: string;
  nameAr: string;
  dueDate: string;
  lawyerIds: number[];
  remindDaysBefore: number[];
}

/** 'yyyy-MM-ddTHH:mm' in the firm's time zone: compares as a moment with `${day}T08:00`. */
export function firmClock(now: Date, timezone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: timezone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now);
  return `${dayIn(timezone, now)}T${parts}`;
}

/**
 * Of the offsets (days before `day`), the one whose moment (08:00 firm time that many days before)
 * passed last, or null if none has passed yet or `day` is over. Only that one is sent: a reminder
 * whose moment passed while the portal was down, or before the subject existed, goes out at once,
 * and one that a later offset has overtaken is not sent beside it.
 */
export function latestPassedOffset(offsets: number[], day: string, clock: string): number | null {
  if (clock.slice(0, 10) > day) return null;
  const passed = offsets.filter((d) => Number.isInteger(d) && d >= 0 && clock >= `${addDays(day, -d)}T${REMIND_AT}`);
  return passed.length ? Math.min(...passed) : null;
}

/** 'in 5 days' in English and Arabic (Arabic counts 1, 2, 3-10 and 11+ differently). */
export function inDays(n: number): { en: string; ar: string } {
  if (n === 0) return { en: 'today', ar: 'اليوم' };
  if (n === 1) return { en: 'tomorrow', ar: 'غداً' };
  const ar = n === 2 ? 'بعد يومين' : n <= 10 ? `بعد ${n} أيام` : `بعد ${n} يوماً`;
  return { en: `in ${n} days`, ar };
}


/**
 * Which scheduled reminders are due at `now`: hearings (each `hearingDaysBefore` threshold, the
 * last one passed), open tasks due tomorrow (from 08:00 the day before, and overdue ones never
 * reminded), open deadlines (each `remindDaysBefore` offset). Pure: the sweep raises each key once.
 * Days read as the console writes them (contracts' formatDayFor); a hearing's and a deadline's, days
 * a court set, carry their Hijri day in the Arabic text (courtDayInBoth); times through timeOfDay.
 * In the Arabic every inserted value (day, time, case number, title, name) is isolated (arabicLine,
 * fillReminder), so an English title or a case number keeps its place and its colon.
 */
export function dueReminders(input: {
  now: Date;
  timezone: string;
  hearingDaysBefore: number[];
  hearings: HearingSubject[];
  tasks: TaskSubject[];
  deadlines: DeadlineSubject[];
}): DueReminder[] {
  const clock = firmClock(input.now, input.timezone);
  const today = clock.slice(0, 10);
  const out: DueReminder[] = [];
  for (const h of input.hearings) {
    const t = latestPassedOffset(input.hearingDaysBefore, h.hearingDate, clock);
    if (t === null) continue;
    const when = inDays(daysBetween(today, h.hearingDate));
    // a day the court set: in Arabic with its Hijri day, as the console shows it
    const day = courtDayInBoth(h.hearingDate);
    for (const lawyerId of h.lawyerIds)
      out.push({
        key: `reminder:hearing:${h.id}:${h.hearingDate}:${t}:${lawyerId}`,
        content: {
          recipientType: 'employee', recipientId: lawyerId, kind: 'hearing_reminder',
          titleEn: `Hearing ${when.en}: ${day.en} at ${timeOfDay(h.hearingTime, 'en')}`, titleAr: arabicLine`جلسة ${when.ar}: ${day.ar} الساعة ${timeOfDay(h.hearingTime, 'ar')}`,
          bodyEn: `Case ${h.caseNumber}: ${h.titleEn}${h.hallName ? ` (hall ${h.hallName})` : ''}`, bodyAr: arabicLine`القضية ${h.caseNumber}: ${h.titleAr}` + (h.hallName ? arabicLine` (القاعة ${h.hallName})` : ''),
          link: `/lawyer/cases/${h.caseId}`, caseId: h.caseId, about: { type: 'hearing', id: h.id, day: h.hearingDate },
        },
      });
  }
  for (const t of input.tasks) {
    // due tomorrow from 08:00 today; overdue ones whose reminder never went out (portal down) too
    if (clock < `${addDays(t.date, -1)}T${REMIND_AT}`) continue;
    const overdue = t.date < today;
    const when = inDays(daysBetween(today, t.date));
    const day = dayInBoth(t.date);
    const words = appointmentWordingInBoth(t);
    out.push({
      key: `reminder:task:${t.id}:${t.date}`,
      content: {
        recipientType: 'employee', recipientId: t.assignedTo, kind: 'task_reminder',
        titleEn: overdue ? `Task overdue since ${day.en}: ${words.en.title}` : `Task due ${when.en} (${day.en}): ${words.en.title}`,
        titleAr: overdue ? arabicLine`مهمة متأخرة منذ ${day.ar}: ${words.ar.title}` : arabicLine`مهمة مستحقة ${when.ar} (${day.ar}): ${words.ar.title}`,
        bodyEn: words.en.description, bodyAr: words.ar.description, link: '/lawyer/my-tasks', caseId: t.caseId, about: { type: 'task', id: t.id, day: t.date },
      },
    });
  }
  for (const d of input.deadlines) {
    const offset = latestPassedOffset(d.remindDaysBefore, d.dueDate, clock);
    if (offset === null) continue;
    const when = inDays(daysBetween(today, d.dueDate));
    const day = courtDayInBoth(d.dueDate);
    for (const lawyerId of d.lawyerIds)
      out.push({
        key: `reminder:deadline:${d.id}:${d.dueDate}:${offset}:${lawyerId}`,
        content: {
          recipientType: 'employee', recipientId: lawyerId, kind: 'deadline_reminder',
          titleEn: `Deadline ${when.en} (${day.en}): ${d.nameEn}`, titleAr: arabicLine`موعد نهائي ${when.ar} (${day.ar}): ${d.nameAr}`,
          bodyEn: `Case ${d.caseNumber}: ${d.titleEn}`, bodyAr: arabicLine`القضية ${d.caseNumber}: ${d.titleAr}`, link: `/lawyer/cases/${d.caseId}`, caseId: d.caseId,
          about: { type: 'deadline', id: d.id, day: d.dueDate },
        },
      });
  }
  return out;
}

/** A task given to someone reaches them at once, unless they gave it to themselves. */
export function taskAssignedReminder(
  task: { appointmentId: number; caseId: number; type: string; title: string; titleAr?: string | null; date: string; assignedTo: number | null },
  by: { userType: string; userId: number | null },
  caseInfo: { caseNumber: string; titleEn: string; titleAr: string } | null,
): DueReminder | null {
  if (task.type !== 'task' || task.assignedTo === null) return null;
  if (by.userType === 'employee' && by.userId === task.assignedTo) return null;
  const words = appointmentWordingInBoth(task);
  const title = { en: fillReminder(reminderWording.taskAssigned, { title: words.en.title }).en, ar: fillReminder(reminderWording.taskAssigned, { title: words.ar.title }).ar };
  const due = dayInBoth(task.date);
  const onCase = caseInfo ? { en: ` (case ${caseInfo.caseNumber}: ${caseInfo.titleEn})`, ar: ' ' + arabicLine`(القضية ${caseInfo.caseNumber}: ${caseInfo.titleAr})` } : { en: '', ar: '' };
  return {
    key: `reminder:task_assigned:${task.appointmentId}:${task.assignedTo}`,
    content: {
      recipientType: 'employee', recipientId: task.assignedTo, kind: 'task_assigned',
      titleEn: title.en, titleAr: title.ar,
      bodyEn: `Due ${due.en}${onCase.en}`, bodyAr: arabicLine`تستحق بتاريخ ${due.ar}` + onCase.ar, link: '/lawyer/my-tasks', caseId: task.caseId,
    },
  };
}

/** A missed deadline: its case's lawyers, their supervisors and the admins whose role views cases (`adminIds`) hear of it, each once. */
export function deadlineMissedReminders(
  d: Pick<DeadlineSubject, 'id' | 'caseId' | 'caseNumber' | 'titleEn' | 'titleAr' | 'nameEn' | 'nameAr' | 'dueDate' | 'lawyerIds'>,
  supervisorIds: number[],
  adminIds: number[],
): DueReminder[] {
  const due = courtDayInBoth(d.dueDate);
  const text = {
    titleEn: `Deadline missed (${due.en}): ${d.nameEn}`, titleAr: arabicLine`فات الموعد النهائي (${due.ar}): ${d.nameAr}`,
    bodyEn: `Case ${d.caseNumber}: ${d.titleEn}`, bodyAr: arabicLine`القضية ${d.caseNumber}: ${d.titleAr}`,
  };
  const employees = [...new Set([...d.lawyerIds, ...supervisorIds])];
  return [
    ...employees.map((id) => ({
      key: `reminder:deadline_missed:${d.id}:employee:${id}`,
      content: { recipientType: 'employee' as const, recipientId: id, kind: 'deadline_missed' as const, ...text, link: `/lawyer/cases/${d.caseId}`, caseId: d.caseId },
    })),
    ...[...new Set(adminIds)].map((id) => ({
      key: `reminder:deadline_missed:${d.id}:admin:${id}`,
      // admins whose role opens cases (the caller picks them): the link is the case's
      content: { recipientType: 'admin' as const, recipientId: id, kind: 'deadline_missed' as const, ...text, link: `/lawyer/cases/${d.caseId}`, caseId: d.caseId },
    })),
  ];
}

/**
 * A deadline withdrawn (its minutes deleted, or no longer recording its ruling), open again (the
 * minutes record the ruling again) or moved by itself (a public holiday, the working week, the
 * ruling's dates corrected; `dueDate` the new day): each of its lawyers and the case's hears of it
 * once per change (`revision`: the deadline's event that made it), as a deadline notice saying why.
 */
export function deadlineChangeReminders(
  d: Pick<DeadlineSubject, 'id' | 'caseId' | 'caseNumber' | 'titleEn' | 'titleAr' | 'nameEn' | 'nameAr' | 'dueDate' | 'lawyerIds'>,
  change: { kind: 'withdrawn'; reason: DeadlineWithdrawReason } | { kind: 'reopened' } | { kind: 'moved'; reason: DeadlineMoveReason; previousDueDate: string },
  revision: number,
): DueReminder[] {
  const title = change.kind === 'withdrawn' ? reminderWording.deadlineWithdrawn : change.kind === 'moved' ? reminderWording.deadlineMoved : reminderWording.deadlineReopened;
  const body = change.kind === 'withdrawn' ? reminderWording.deadlineWithdrawnBody : change.kind === 'moved' ? reminderWording.deadlineMovedBody : reminderWording.deadlineReopenedBody;
  const reason = change.kind === 'withdrawn' ? deadlineWithdrawReasonWording[change.reason] : change.kind === 'moved' ? deadlineMoveReasonWording[change.reason] : { en: '', ar: '' };
  const dueDate = courtDayInBoth(d.dueDate);
  const previousDueDate = change.kind === 'moved' ? courtDayInBoth(change.previousDueDate) : { en: '', ar: '' };
  // each language with its own names and its own way of writing a day
  const en = { title: fillReminder(title, { dueDate: dueDate.en, name: d.nameEn }).en, body: fillReminder(body, { reason: reason.en, previousDueDate: previousDueDate.en, caseNumber: d.caseNumber, title: d.titleEn }).en };
  const ar = { title: fillReminder(title, { dueDate: dueDate.ar, name: d.nameAr }).ar, body: fillReminder(body, { reason: reason.ar, previousDueDate: previousDueDate.ar, caseNumber: d.caseNumber, title: d.titleAr }).ar };
  return [...new Set(d.lawyerIds)].map((id) => ({
    key: `reminder:deadline_${change.kind}:${d.id}:${revision}:${id}`,
    content: {
      recipientType: 'employee' as const, recipientId: id, kind: 'deadline_reminder' as const,
      titleEn: en.title, titleAr: ar.title, bodyEn: en.body, bodyAr: ar.body, link: `/lawyer/cases/${d.caseId}`, caseId: d.caseId,
    },
  }));
}
