import { DEFAULT_WEEKEND, type WeekDay, type WorkingCalendar } from '@lawfirm/contracts';
import type { ReadStore } from '@lawfirm/platform';

/** The firm's working calendar as the read models have it (weekend days and public holidays). */
export async function workingCalendar(readStore: ReadStore): Promise<WorkingCalendar> {
  const week = await readStore.collection('working_week').findOne({ id: 1 });
  const holidays = await readStore.collection('holidays').find({});
  return {
    weekendDays: (week?.weekendDays as WeekDay[] | undefined) ?? DEFAULT_WEEKEND,
    holidays: holidays.map((h) => ({ startDate: String(h.startDate), endDate: String(h.endDate) })),
  };
}
