import { clockTimeAt, clockTimeOf } from '@lawfirm/contracts/clockTime.ts';
import { timeOfDay } from '@lawfirm/contracts/timeOfDay.ts';
import { getDisplayPrefs } from '../../i18n/displayPrefs';
import type { Language } from '../../i18n/language';

/**
 * Every 15-minute slot of the day in clock order (the pickers list the working day's, slotChoices),
 * midnight first, written 24-hour ('00:00', '00:15' ... '23:45') as the server stores them.
 */
export const timeSlots: readonly string[] = Array.from({ length: 96 }, (_, i) => clockTimeAt(i * 15));

/** The working day, 07:00 to 20:00: what the time pickers list. */
export const workingSlots: readonly string[] = timeSlots.slice(7 * 4, 20 * 4 + 1);

/**
 * A time picker's choices: the working day's slots in clock order, and a stored slot outside them
 * (a 06:30 hearing) in its place, so it shows as it is. Other times are typed (the free-text switch).
 */
export function slotChoices(stored: unknown): readonly string[] {
  const slot = typeof stored === 'string' ? normalizeTime(stored) : '';
  if (!timeSlots.includes(slot) || workingSlots.includes(slot)) return workingSlots;
  return timeSlots.filter((s) => s === slot || workingSlots.includes(s));
}

/** '9:30 am' -> '09:30', '02:05 PM' -> '14:05' (the server's rule, clockTimeOf); text that is not a time is returned as it is. */
export function normalizeTime(value: string): string {
  return clockTimeOf(value) ?? value;
}

/** A time of day as the reader's language writes it ('02:30 PM' / '02:30 م', in the digits they chose); other text unchanged. */
export function formatTime(value: string | null | undefined, language: Language): string {
  return value ? timeOfDay(value, language, getDisplayPrefs().digits) : '';
}

/** A typed time the server would refuse (25:99, free text) gets the server's bilingual message; empty is left to `required`. */
export const validTime = (value: unknown) => (typeof value === 'string' && value.trim() !== '' && clockTimeOf(value) === null ? 'app.msg.validation.invalidTime' : undefined);
