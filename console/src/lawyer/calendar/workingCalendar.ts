import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DayCellContentArg, EventInput } from '@fullcalendar/core';
import { weekDayOf, type WeekDay } from '@lawfirm/contracts/deadlineDates.ts';
import type { HolidayAnswer as Holiday, WorkingWeekAnswer } from '@lawfirm/contracts';
import { getJson } from '../../api/http';
import { addDays, localDay, type Day } from '../../components/display/days';

/** A public holiday of GET /api/case-settings/holidays (both ends included): contracts' shape */
export type { HolidayAnswer as Holiday } from '@lawfirm/contracts';

export interface WorkingCalendar {
  weekendDays: readonly WeekDay[];
  holidays: readonly Holiday[];
}

const SETTINGS_FRESH_MS = 5 * 60_000;

/**
 * The firm's weekend and public holidays (case settings), to shade the calendar's days off. Until
 * they arrive, or if they cannot be read, no day is shaded: the events show all the same.
 */
export function useWorkingCalendar(): WorkingCalendar {
  // the same key as the working week's card, so a change saved there shows here
  const week = useQuery({ queryKey: ['working-week'], queryFn: () => getJson<WorkingWeekAnswer>('/case-settings/working-week'), staleTime: SETTINGS_FRESH_MS });
  const holidays = useQuery({ queryKey: ['calendar-holidays'], queryFn: () => getJson<Holiday[]>('/case-settings/holidays'), staleTime: SETTINGS_FRESH_MS });
  return useMemo(() => ({ weekendDays: week.data?.weekendDays ?? [], holidays: holidays.data ?? [] }), [week.data, holidays.data]);
}

export type DayOff = { kind: 'holiday'; holiday: Holiday } | { kind: 'weekend' };

/** Why a day is not worked: a public holiday (the first that covers it) before the weekend; null on a working day. */
export function dayOff(day: Day, calendar: WorkingCalendar): DayOff | null {
  const holiday = calendar.holidays.find((h) => h.startDate <= day && day <= h.endDate);
  if (holiday) return { kind: 'holiday', holiday };
  return calendar.weekendDays.includes(weekDayOf(day)) ? { kind: 'weekend' } : null;
}

/** A class on the days off (calendar-weekend, calendar-holiday), for FullCalendar's dayCellClassNames: their shades are the page's. */
export const dayClasses = (calendar: WorkingCalendar) => (arg: DayCellContentArg) => {
  const off = dayOff(localDay(arg.date), calendar);
  return off ? [`calendar-${off.kind}`] : [];
};

/** Each public holiday's name across its days, as a background event (no event of the feed: no details to open). */
export const holidayInputs = (calendar: WorkingCalendar, language: 'en' | 'ar'): EventInput[] =>
  calendar.holidays.map((h) => ({
    id: `holiday-${h.id}`,
    title: (language === 'ar' ? h.nameAr : h.nameEn) || h.nameEn,
    start: h.startDate,
    // FullCalendar's end is the first day after
    end: addDays(h.endDate, 1),
    allDay: true,
    display: 'background',
    backgroundColor: 'transparent',
    classNames: ['calendar-holiday-name'],
  }));
