// Without zod: the console warns with these same rules before a hearing is saved.
import type { Bilingual } from './messages.js';
import { minutesOfClockTime } from './clockTime.js';
import { isWorkingDay, weekDayOf, type WorkingCalendar } from './deadlineDates.js';

/**
 * The hours courts sit, a firm setting (stream `working-week`). The default is the UAE federal
 * government's working day, Monday to Friday 07:30 AM to 03:30 PM (Cabinet Resolution on the
 * working week of 2022): a hearing outside it is possible (an evening session, a remote one) but
 * more often a typing mistake, such as 04:45 AM for 04:45 PM.
 */
export interface CourtHours {
  /** times of day as the portal stores them ('07:30') */
  opens: string;
  closes: string;
}
export const DEFAULT_COURT_HOURS: CourtHours = { opens: '07:30', closes: '15:30' };

/** What is unusual about a hearing's day and time. Accepted, but worth a second look before saving. */
export const hearingWarningCodes = ['weekend', 'holiday', 'outside_court_hours'] as const;
export type HearingWarningCode = (typeof hearingWarningCodes)[number];

export const hearingWarningWording: Record<HearingWarningCode, Bilingual> = {
  weekend: { en: "This hearing falls on the firm's weekend", ar: 'تقع هذه الجلسة في عطلة نهاية الأسبوع لدى المكتب' },
  holiday: { en: 'This hearing falls on a public holiday', ar: 'تقع هذه الجلسة في عطلة رسمية' },
  outside_court_hours: { en: 'This hearing is set outside the court hours', ar: 'موعد هذه الجلسة خارج ساعات عمل المحكمة' },
};

export interface HearingWarning {
  code: HearingWarningCode;
  message: string;
  messageAr: string;
}

/** The warnings of a hearing on `day` at `time` (either may be missing) in the firm's calendar and court hours. */
export function hearingWarnings(day: string | null | undefined, time: string | null | undefined, calendar: WorkingCalendar, hours: CourtHours = DEFAULT_COURT_HOURS): HearingWarning[] {
  const codes: HearingWarningCode[] = [];
  if (day && !isWorkingDay(day, calendar)) codes.push(calendar.weekendDays.includes(weekDayOf(day)) ? 'weekend' : 'holiday');
  const at = minutesOfClockTime(time);
  const [opens, closes] = [minutesOfClockTime(hours.opens), minutesOfClockTime(hours.closes)];
  if (at !== null && opens !== null && closes !== null && (at < opens || at > closes)) codes.push('outside_court_hours');
  return codes.map((code) => ({ code, message: hearingWarningWording[code].en, messageAr: hearingWarningWording[code].ar }));
}
