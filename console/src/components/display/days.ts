import { minutesOfClockTime } from '@lawfirm/contracts/clockTime.ts';
import { formatDayFor } from '@lawfirm/contracts/dayFormat.ts';
import { getDisplayPrefs } from '../../i18n/displayPrefs';
import type { Language } from '../../i18n/language';

/**
 * Calendar days as `yyyy-MM-dd` strings (hearing dates, due dates): they compare and sort as
 * text, and are shown as that day whatever the browser's time zone.
 */
export type Day = string;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const isDay = (value: unknown): value is Day => typeof value === 'string' && DAY.test(value);

/** The browser's current day (`2026-11-21`). */
export function localDay(at = new Date()): Day {
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

export function addDays(day: Day, n: number): Day {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** The day of a date or an instant (`2026-11-23T09:30:00Z` -> `2026-11-23`), or '' when none. */
export const dayOf = (value: unknown): Day => (typeof value === 'string' && DAY.test(value.slice(0, 10)) ? value.slice(0, 10) : '');

/**
 * A day as the console shows it everywhere, "Nov 28, 2026" / 28/11/2026 (contracts' formatDayFor,
 * the formatter the server's reminders, history and search words use too), in the digits the
 * reader chose; a heading may ask for more (a weekday, the month spelled out).
 */
export const formatDay = (day: Day, language: Language, options?: Intl.DateTimeFormatOptions): string =>
  formatDayFor(day, language, { digits: getDisplayPrefs().digits, options });

/** Minutes after midnight of '14:05' (or, in older records, '02:05 PM'); times that cannot be read sort last. */
export const minutesOfDay = (time: string | null | undefined): number => minutesOfClockTime(time) ?? 24 * 60;
