import { minutesOfClockTime } from '@lawfirm/contracts/clockTime.ts';
import { hearingWarnings, type CourtHours, type HearingWarning } from '@lawfirm/contracts/hearingWarnings.ts';
import type { WorkingCalendar } from '@lawfirm/contracts/deadlineDates.ts';

/** A hearing's day (yyyy-MM-dd) and time of day ('04:45', or '04:45 AM' as typed) as a form holds them. */
export interface HearingMoment {
  day: string | null | undefined;
  time: string | null | undefined;
}

/** the calendar day of a stored date, also one stored with a time ('2026-03-09T00:00:00Z'); null for anything else */
const dayOf = (value: string | null | undefined): string | null => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null);

const sameMoment = (a: HearingMoment, b: HearingMoment) => dayOf(a.day) === dayOf(b.day) && minutesOfClockTime(a.time) === minutesOfClockTime(b.time);

/**
 * What to ask the lawyer about before saving a hearing: the warnings of contracts'
 * hearingWarnings (the server's own rule), none when the day and time are those already saved
 * (editing the hall of a hearing confirmed on a Saturday does not ask again).
 */
export function warningsToConfirm(hearing: HearingMoment, saved: HearingMoment | undefined, calendar: WorkingCalendar, hours: CourtHours): HearingWarning[] {
  if (saved && sameMoment(hearing, saved)) return [];
  return hearingWarnings(dayOf(hearing.day), hearing.time, calendar, hours);
}

/** The minutes' fields that set the next hearing (minutes form values or saved minutes). */
export interface NextHearingFields {
  hasNextHearing?: boolean | null;
  nextHearingDate?: string | null;
  nextTime?: string | null;
  hearingTime?: string | null;
}

/**
 * The next hearing minutes set, as the server reads it: a date with 'No next hearing' unticked,
 * at the next time or else the time of the hearing they record. Undefined when they set none.
 */
export function nextHearingOf(fields: NextHearingFields | undefined): HearingMoment | undefined {
  if (!fields || fields.hasNextHearing === false || !fields.nextHearingDate) return undefined;
  return { day: fields.nextHearingDate, time: fields.nextTime || fields.hearingTime };
}
