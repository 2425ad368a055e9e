import { locale } from '@lawfirm/platform/documents';
import type { ReportLang } from './job.js';

/** Calendar days in the firm's time zone, as yyyy-MM-dd strings (which sort and compare as dates). */
export function dayIn(timezone: string, at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export function weekday(day: string, lang: ReportLang): string {
  return new Intl.DateTimeFormat(locale(lang), { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** "10:30 AM" and "14:05" both sort by the time of day they mean */
export function minutesOfDay(time: unknown): number {
  const m = /^(\d{1,2}):(\d{2})\s*([AaPp][Mm])?/.exec(String(time ?? '').trim());
  if (!m) return 24 * 60;
  let h = Number(m[1]) % 24;
  if (m[3]) h = (h % 12) + (m[3].toUpperCase() === 'PM' ? 12 : 0);
  return h * 60 + Number(m[2]);
}
