import { clockTimeOf } from '@lawfirm/contracts/clockTime.ts';
import type { Day } from '../../components/display/days';

/**
 * Where the calendar puts an event: its day and 24-hour time without a zone ('2026-11-23T13:30'),
 * which FullCalendar shows at that hour in any browser zone; a day alone (all day) when there is
 * no time or it cannot be read.
 */
export function eventStart(day: Day, time: string | null | undefined): { start: string; allDay: boolean } {
  const clock = time ? clockTimeOf(time) : null;
  return clock ? { start: `${day}T${clock}`, allDay: false } : { start: day, allDay: true };
}
