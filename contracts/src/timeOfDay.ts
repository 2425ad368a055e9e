import { minutesOfClockTime } from './clockTime.js';

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/**
 * The one way a time of day is written for a reader (stored '14:30' or, in older records,
 * '02:30 PM'): '02:30 PM' in English, '02:30 م' in Arabic (ص before noon), Western digits unless
 * the reader chose Arabic-Indic ones. Text that is not a time stays as typed.
 */
export function timeOfDay(value: string | null | undefined, lang: 'en' | 'ar', digits: 'latn' | 'arab' = 'latn'): string {
  const raw = String(value ?? '').trim();
  const minutes = minutesOfClockTime(raw);
  if (minutes === null) return raw;
  const hours = Math.floor(minutes / 60);
  const clock = `${String(hours % 12 || 12).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  if (lang === 'en') return `${clock} ${hours < 12 ? 'AM' : 'PM'}`;
  const written = digits === 'arab' ? clock.replace(/[0-9]/g, (d) => ARABIC_INDIC[Number(d)]) : clock;
  return `${written} ${hours < 12 ? 'ص' : 'م'}`;
}
