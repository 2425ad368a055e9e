import { clockTimeOf } from '@lawfirm/contracts/clockTime.ts';
import { minutesOfDay, type Day } from '../../components/days';

const two = (n: number) => String(n).padStart(2, '0');

/** A stored time as the 24-hour clock reads it ('01:30 PM' -> '13:30', '12:15 AM' -> '00:15'); null when it is not a time. */
export function clock24(time: string | null | undefined): string | null {
  const clock = time ? clockTimeOf(time) : null;
  if (!clock) return null;
  const minutes = minutesOfDay(clock);
  return `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

/**
 * Where the calendar puts an event: its day and 24-hour time without a zone ('2026-11-23T13:30'),
 * which FullCalendar shows at that hour in any browser zone; a day alone (all day) when there is
 * no time or it cannot be read.
 */
export function eventStart(day: Day, time: string | null | undefined): { start: string; allDay: boolean } {
  const clock = clock24(time);
  return clock ? { start: `${day}T${clock}`, allDay: false } : { start: day, allDay: true };
}
