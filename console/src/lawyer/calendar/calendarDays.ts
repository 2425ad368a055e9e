import { useLayoutEffect, useRef, type RefObject } from 'react';
import type FullCalendar from '@fullcalendar/react';
import { addDays, type Day } from '../../components/display/days';

/** a day of the month's grid, or a day's column of the week and the day */
const DAY_CELL = 'td[role="gridcell"][data-date]';

/** the days the view moves between: the week's or the day's columns, else the month's cells (not the week's all-day row) */
function daysOf(root: HTMLElement): HTMLElement[] {
  const grid = root.querySelector('.fc-timegrid-cols') ?? root.querySelector('.fc-dayGridMonth-view .fc-daygrid-body');
  return grid ? [...grid.querySelectorAll<HTMLElement>(DAY_CELL)] : [];
}

/**
 * The calendar's days by keyboard, as a grid is worked (WAI-ARIA's roving tab stop; FullCalendar
 * has no option for it, its issue 6528): the days are one tab stop, today's (or the day last
 * moved to); the arrow keys move to the next or previous day (ArrowLeft is the next day right to
 * left) and, in a month, to the next or previous week; Home and End to the week's first and last
 * day; a day out of the view brings its month (or week, or day) in. Enter or Space on a day opens
 * it as a click on it does (`open`), the focus on it there. Focus on an event inside a day is the
 * event's own.
 */
export function useCalendarDays(root: RefObject<HTMLElement | null>, calendar: RefObject<FullCalendar | null>, open: (day: Day) => void) {
  const opener = useRef(open);
  opener.current = open;
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    let active: Day | null = null;
    // a day moved to out of the view: focused once the view that holds it is drawn
    let pending: Day | null = null;
    const rove = () => {
      const days = daysOf(element);
      if (!days.length) return;
      const wanted = pending ?? active;
      const day =
        days.find((d) => d.dataset.date === wanted) ??
        days.find((d) => d.classList.contains('fc-day-today')) ??
        days.find((d) => !d.classList.contains('fc-day-other')) ??
        days[0];
      for (const d of days) {
        const index = d === day ? '0' : '-1';
        if (d.getAttribute('tabindex') !== index) d.setAttribute('tabindex', index);
      }
      if (pending && day.dataset.date === pending) {
        pending = null;
        day.focus();
      }
    };
    const moveTo = (day: Day) => {
      active = day;
      const cell = daysOf(element).find((d) => d.dataset.date === day);
      if (cell) {
        rove();
        cell.focus();
      } else {
        pending = day;
        calendar.current?.getApi().gotoDate(day);
      }
    };
    const onKey = (e: KeyboardEvent) => {
      const cell = e.target as HTMLElement;
      if (!cell.matches?.(DAY_CELL) || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      const day = cell.dataset.date!;
      const rtl = cell.closest('.fc-direction-rtl') !== null;
      const month = element.querySelector('.fc-timegrid-cols') === null;
      const week = [...(cell.parentElement?.querySelectorAll<HTMLElement>(DAY_CELL) ?? [])];
      const to: Record<string, Day | undefined> = {
        ArrowRight: addDays(day, rtl ? -1 : 1),
        ArrowLeft: addDays(day, rtl ? 1 : -1),
        // the week's and the day's columns scroll their hours with these
        ArrowDown: month ? addDays(day, 7) : undefined,
        ArrowUp: month ? addDays(day, -7) : undefined,
        Home: week[0]?.dataset.date,
        End: week.at(-1)?.dataset.date,
      };
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        // the view it opens keeps the focus on the day
        active = day;
        if (cell.closest('.fc-timeGridDay-view') === null) pending = day;
        opener.current(day);
      } else if (to[e.key]) {
        e.preventDefault();
        moveTo(to[e.key]!);
      }
    };
    rove();
    const observer = new MutationObserver(rove);
    observer.observe(element, { childList: true, subtree: true });
    element.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      element.removeEventListener('keydown', onKey);
    };
  }, [root, calendar]);
}
