import { clockTimeOf } from './validation.js';

/**
 * A stored time of day ('09:30 AM', kept so by clockTimeOf) as a document in that language writes
 * it: '09:30 AM' in English, '09:30 ص' / '02:15 م' in Arabic, Western digits (the ar-AE default;
 * the console's Arabic-Indic digits are a personal choice). Text that is not a time stays as typed.
 */
export function timeOfDay(value: string | null | undefined, lang: 'en' | 'ar'): string {
  const raw = String(value ?? '').trim();
  const time = clockTimeOf(raw);
  if (!time) return raw;
  if (lang === 'en') return time;
  return time.replace(/\s*AM$/, ' ص').replace(/\s*PM$/, ' م');
}
