import { useLayoutEffect, type RefObject } from 'react';

/**
 * What FullCalendar draws that assistive technology misreads, put right wherever it draws it (its
 * own renders keep attributes they do not set, and redraws are repaired as they happen):
 * - the previous / next buttons' chevrons are spans with role="img" and no name: hidden from
 *   screen readers, the button's name is its title ("Previous" / "Next" in the page's language);
 * - a month's day cell is labelled by its day number alone, though it shows the day's events too
 *   (a name that leaves out what is visible): the cell is named by its content;
 * - the week's and the day's scrolling box of hours cannot be reached by keyboard when no event
 *   shows in it: the first day's column (a cell of the grid) takes focus, so the arrow keys scroll
 *   the box. The box itself cannot: a focusable box between the grid and its rows breaks the grid.
 */
export function useAccessibleCalendar(root: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const repair = () => {
      for (const icon of element.querySelectorAll('.fc-icon[role="img"]:not([aria-hidden])')) icon.setAttribute('aria-hidden', 'true');
      for (const cell of element.querySelectorAll('td[role="gridcell"][aria-labelledby]')) cell.removeAttribute('aria-labelledby');
      const days = element.querySelector('.fc-timegrid-cols');
      if (days && !days.querySelector('td[role="gridcell"][tabindex]')) days.querySelector('td[role="gridcell"]')?.setAttribute('tabindex', '0');
    };
    repair();
    const observer = new MutationObserver(repair);
    observer.observe(element, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-labelledby', 'role'] });
    return () => observer.disconnect();
  }, [root]);
}
