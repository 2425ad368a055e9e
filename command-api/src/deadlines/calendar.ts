import { DEFAULT_COURT_HOURS, DEFAULT_WEEKEND, hearingWarnings, type CourtHours, type HearingWarning, type WeekDay, type WorkingCalendar } from '@lawfirm/contracts';
import type { ReadModelStore } from '@lawfirm/platform';

/** The firm's working calendar as the read models have it (weekend days, public holidays, court hours). */
export async function workingCalendar(readStore: ReadModelStore): Promise<WorkingCalendar & { courtHours: CourtHours }> {
  const week = await readStore.collection('working_week').findOne({ id: 1 });
  const holidays = await readStore.collection('holidays').find({});
  return {
    weekendDays: (week?.weekendDays as WeekDay[] | undefined) ?? DEFAULT_WEEKEND,
    holidays: holidays.map((h) => ({ startDate: String(h.startDate), endDate: String(h.endDate) })),
    courtHours: (week?.courtHours as CourtHours | undefined) ?? DEFAULT_COURT_HOURS,
  };
}

/**
 * What is unusual about a hearing's day and time (weekend, holiday, outside the court hours): said
 * in the answer, never refused, so read from the read models (a setting changed a moment ago may
 * not be in them yet; the console warned with the same rule before saving).
 */
export async function hearingWarningsOf(readStore: ReadModelStore, day: string | null | undefined, time: string | null | undefined): Promise<HearingWarning[]> {
  const calendar = await workingCalendar(readStore);
  return hearingWarnings(day, time, calendar, calendar.courtHours);
}
