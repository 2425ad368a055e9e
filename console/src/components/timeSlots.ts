import { intlLocaleOf, type Language } from '../i18n/language';

/**
 * The spec's time choices: 15-minute slots from 01:00 to 12:45, first AM then PM, written
 * 'hh:mm AM' as the server stores them (lawyer-portal.md section 5).
 */
export const timeSlots: readonly string[] = (['AM', 'PM'] as const).flatMap((half) =>
  Array.from({ length: 48 }, (_, i) => {
    const hour = String(Math.floor(i / 4) + 1).padStart(2, '0');
    const minute = String((i % 4) * 15).padStart(2, '0');
    return `${hour}:${minute} ${half}`;
  }),
);

const TIME = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i;

/** '9:30 am' -> '09:30 AM'; text that is not a 12-hour time is returned as it is. */
export function normalizeTime(value: string): string {
  const m = TIME.exec(value.trim());
  return m ? `${m[1].padStart(2, '0')}:${m[2]} ${m[3].toUpperCase()}` : value;
}

/** A 12-hour time as the language writes it ('09:30 AM' / '09:30 ص'); other text unchanged. */
export function formatTime(value: string | null | undefined, language: Language): string {
  if (!value) return '';
  const m = TIME.exec(value.trim());
  if (!m) return value;
  const hours = (Number(m[1]) % 12) + (m[3].toUpperCase() === 'PM' ? 12 : 0);
  const date = new Date(Date.UTC(2000, 0, 1, hours, Number(m[2])));
  return new Intl.DateTimeFormat(intlLocaleOf(language), { hour: '2-digit', minute: '2-digit', hour12: true, timeZone: 'UTC' }).format(date);
}
