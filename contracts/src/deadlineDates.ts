import { addDays, daysBetween } from './calendarDays.js';

/**
 * When a court deadline falls due: pure, shared by the server (opening and moving deadlines) and
 * the console. Days are yyyy-MM-dd strings of the firm's calendar (see calendarDays.ts).
 */
export const weekDays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type WeekDay = (typeof weekDays)[number];

/** the UAE's weekend since 2022 */
export const DEFAULT_WEEKEND: WeekDay[] = ['saturday', 'sunday'];

export interface WorkingCalendar {
  weekendDays: readonly WeekDay[];
  /** public holidays, both ends included */
  holidays: readonly { startDate: string; endDate: string }[];
}

export type DayKind = 'calendar' | 'working';
export type CountFrom = 'ruling_date' | 'notification_date';

export interface DeadlineRuleTerms {
  days: number;
  dayKind: DayKind;
  countFrom: CountFrom;
}

/** the dates of a ruling a deadline can be counted from */
export interface RulingDates {
  rulingDate: string | null;
  notificationDate: string | null;
}

export const weekDayOf = (day: string): WeekDay => weekDays[new Date(`${day}T00:00:00Z`).getUTCDay()];

export function isWorkingDay(day: string, cal: WorkingCalendar): boolean {
  if (cal.weekendDays.includes(weekDayOf(day))) return false;
  return !cal.holidays.some((h) => h.startDate <= day && day <= h.endDate);
}

/** a holiday season is never this long; past it the calendar is wrong, not the deadline */
const MAX_DAYS_OFF_IN_A_ROW = 400;

/** The day itself when people work on it, otherwise the first working day after it. */
export function nextWorkingDay(day: string, cal: WorkingCalendar): string {
  let d = day;
  for (let i = 0; i < MAX_DAYS_OFF_IN_A_ROW; i++, d = addDays(d, 1)) if (isWorkingDay(d, cal)) return d;
  throw new Error(`no working day within ${MAX_DAYS_OFF_IN_A_ROW} days of ${day}`);
}

/**
 * The due day of a deadline of `days` counted from `fromDate` (the day itself not counted):
 * calendar days, or working days only; a due day that is not a working day moves to the next
 * working day.
 */
export function dueDateOf(fromDate: string, days: number, dayKind: DayKind, cal: WorkingCalendar): string {
  if (dayKind === 'calendar') return nextWorkingDay(addDays(fromDate, days), cal);
  let d = fromDate;
  for (let counted = 0; counted < days; ) {
    d = nextWorkingDay(addDays(d, 1), cal);
    counted++;
  }
  return d;
}

/** The day a rule counts from, or null while that date is not known (a ruling not yet notified). */
export function countedFrom(countFrom: CountFrom, dates: RulingDates): string | null {
  return (countFrom === 'notification_date' ? dates.notificationDate : dates.rulingDate) ?? null;
}

/** A rule applied to a ruling: where it counts from and when it is due, or null while it cannot be counted. */
export function computeDeadline(rule: DeadlineRuleTerms, dates: RulingDates, cal: WorkingCalendar): { fromDate: string; dueDate: string } | null {
  const fromDate = countedFrom(rule.countFrom, dates);
  return fromDate ? { fromDate, dueDate: dueDateOf(fromDate, rule.days, rule.dayKind, cal) } : null;
}

/** Days from `today` to the due day: 0 on the day, negative once past. */
export const daysLeft = (dueDate: string, today: string): number => daysBetween(today, dueDate);
