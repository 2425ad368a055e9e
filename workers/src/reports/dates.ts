import { minutesOfClockTime } from '@lawfirm/contracts';
import { locale } from '@lawfirm/platform/documents';
import type { ReportLang } from '@lawfirm/contracts';

/** Calendar days in the firm's time zone, as yyyy-MM-dd strings (which sort and compare as dates). */
export function dayIn(timezone: string, at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export function weekday(day: string, lang: ReportLang): string {
  return new Intl.DateTimeFormat(locale(lang), { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** "14:05" and (in older records) "02:05 PM" sort by the time of day they mean; what is not a time sorts last */
export const minutesOfDay = (time: unknown): number => minutesOfClockTime(typeof time === 'string' ? time : null) ?? 24 * 60;
