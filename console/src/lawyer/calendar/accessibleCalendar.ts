import { useLayoutEffect, type RefObject } from 'react';

/**
 * What FullCalendar draws that assistive technology misreads, put right wherever it draws it (its
 * own renders keep attributes they do not set, and redraws are repaired as they happen):
 * - the previous / next buttons' chevrons are spans with role="img" and no name: hidden from
 *   screen readers, the button's name is its title ("Previous" / "Next" in the page's language);
 * - a month's day cell is labelled by its day number alone, though it shows the day's events too
 *   (a name that leaves out what is visible): the cell is named by its content.
 * The days' one tab stop (calendarDays.ts) also lets the week's and the day's box of hours be
 * scrolled by keyboard: the focused day's column is in it.
 */
export function useAccessibleCalendar(root: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const repair = () => {
      for (const icon of element.querySelectorAll('.fc-icon[role="img"]:not([aria-hidden])')) icon.setAttribute('aria-hidden', 'true');
      for (const cell of element.querySelectorAll('td[role="gridcell"][aria-labelledby]')) cell.removeAttribute('aria-labelledby');
    };
    repair();
    const observer = new MutationObserver(repair);
    observer.observe(element, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-labelledby', 'role'] });
    return () => observer.disconnect();
  }, [root]);
}
