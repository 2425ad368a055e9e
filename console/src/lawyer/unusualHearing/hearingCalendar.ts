import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { WeekDay } from '@lawfirm/contracts/deadlineDates.ts';
import { DEFAULT_COURT_HOURS, type CourtHours } from '@lawfirm/contracts/hearingWarnings.ts';
import type { HolidayAnswer, WorkingWeekAnswer } from '@lawfirm/contracts';
import { getJson } from '../../api/http';

/** GET /api/case-settings/working-week: contracts' shape */
export type WorkingWeek = WorkingWeekAnswer;

/** A public holiday of GET /api/case-settings/holidays (both ends included), as the question names it. */
export type Holiday = Pick<HolidayAnswer, 'startDate' | 'endDate' | 'nameEn' | 'nameAr'>;

/** The firm's days off and court hours: what a hearing is checked against before it is saved (a WorkingCalendar of contracts). */
export interface HearingCalendar {
  weekendDays: readonly WeekDay[];
  holidays: readonly Holiday[];
  courtHours: CourtHours;
}

const FRESH_MS = 60_000;

// The same keys and addresses as the calendar's useWorkingCalendar (calendar/workingCalendar.ts)
// and the working week's settings card, so one answer serves all three and a change saved in the
// settings is seen here. Read with ensureQueryData at the moment of saving, hence the query
// options of their own rather than the calendar's hook.
export const workingWeekQuery = { queryKey: ['working-week'], queryFn: () => getJson<WorkingWeek>('/case-settings/working-week'), staleTime: FRESH_MS };
export const holidaysQuery = { queryKey: ['calendar-holidays'], queryFn: () => getJson<Holiday[]>('/case-settings/holidays'), staleTime: FRESH_MS };

const calendarOf = (week: WorkingWeek, holidays: Holiday[]): HearingCalendar => ({
  weekendDays: week.weekendDays,
  holidays,
  courtHours: week.courtHours ?? DEFAULT_COURT_HOURS,
});

/** Starts reading the settings as a hearing form opens, so they are there by the time it is saved. */
export function usePrefetchHearingCalendar(): void {
  useQuery(workingWeekQuery);
  useQuery(holidaysQuery);
}

/**
 * The settings at the moment of saving (read first if the form was quicker than them); null when
 * they cannot be read, and the hearing is saved without asking: the server's answer names its
 * warnings all the same.
 */
export async function loadHearingCalendar(client: QueryClient): Promise<HearingCalendar | null> {
  try {
    const [week, holidays] = await Promise.all([client.ensureQueryData(workingWeekQuery), client.ensureQueryData(holidaysQuery)]);
    return calendarOf(week, holidays);
  } catch {
    return null;
  }
}
