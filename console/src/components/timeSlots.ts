import { clockTimeOf } from '@lawfirm/contracts/clockTime.ts';
import { intlLocaleOf, type Language } from '../i18n/language';

/**
 * Every 15-minute slot of the day in clock order (the pickers list the working day's, slotChoices), 12:00 AM (midnight) first,
 * then 12:15 AM ... 11:45 AM, 12:00 PM (noon) ... 11:45 PM, written 'hh:mm AM' as the server
 * stores them.
 */
export const timeSlots: readonly string[] = Array.from({ length: 96 }, (_, i) => {
  const hours = Math.floor(i / 4);
  const hour = String(hours % 12 || 12).padStart(2, '0');
  const minute = String((i % 4) * 15).padStart(2, '0');
  return `${hour}:${minute} ${hours < 12 ? 'AM' : 'PM'}`;
});

/** The working day, 07:00 AM to 08:00 PM: what the time pickers list. */
export const workingSlots: readonly string[] = timeSlots.slice(7 * 4, 20 * 4 + 1);

/**
 * A time picker's choices: the working day's slots in clock order, and a stored slot outside them
 * (a 06:30 AM hearing) in its place, so it shows as it is. Other times are typed (the free-text switch).
 */
export function slotChoices(stored: unknown): readonly string[] {
  const slot = typeof stored === 'string' ? normalizeTime(stored) : '';
  if (!timeSlots.includes(slot) || workingSlots.includes(slot)) return workingSlots;
  return timeSlots.filter((s) => s === slot || workingSlots.includes(s));
}

const TIME = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i;

/** '9:30 am' -> '09:30 AM', '14:05' -> '02:05 PM' (the server's rule, clockTimeOf); text that is not a time is returned as it is. */
export function normalizeTime(value: string): string {
  return clockTimeOf(value) ?? value;
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

/** A typed time the server would refuse (25:99, free text) gets the server's bilingual message; empty is left to `required`. */
export const validTime = (value: unknown) => (typeof value === 'string' && value.trim() !== '' && clockTimeOf(value) === null ? 'app.msg.validation.invalidTime' : undefined);
