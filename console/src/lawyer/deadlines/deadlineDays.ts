import { dayIn, daysBetween } from '@lawfirm/contracts/calendarDays.ts';

/**
 * Days are counted in the firm's time zone, as the server decides a deadline missed: a browser
 * elsewhere (or a test machine on UTC after 20:00) would otherwise be a day off. The API does not
 * publish the zone; the firm's is the UAE's. The server's own `daysLeft` is used where it gives one.
 */
export const FIRM_TIME_ZONE = 'Asia/Dubai';
export const firmToday = () => dayIn(FIRM_TIME_ZONE);

/** Whole days from the firm's today to the due date: 0 on the due day, negative once it passed. */
export const daysLeft = (dueDate: string, today = firmToday()) => daysBetween(today, dueDate);

export type DeadlineTone = 'error' | 'warning' | 'info' | 'success' | 'default';

/** What a deadline's chip says: met, missed, withdrawn, overdue by n days, due today or n days left, and its colour (red in the last 3 days, amber in the last 7). */
export function deadlineState(d: { status: 'open' | 'met' | 'missed' | 'withdrawn'; dueDate: string; daysLeft?: number }, today = firmToday()) {
  const left = d.daysLeft ?? daysLeft(d.dueDate, today);
  if (d.status === 'met') return { say: 'met', left, tone: 'success' } as const;
  if (d.status === 'withdrawn') return { say: 'withdrawn', left, tone: 'default' } as const;
  if (d.status === 'missed') return { say: 'missed', left, tone: 'error' } as const;
  if (left < 0) return { say: 'overdue', left, tone: 'error' } as const;
  if (left === 0) return { say: 'dueToday', left, tone: 'error' } as const;
  return { say: 'daysLeft', left, tone: (left <= 3 ? 'error' : left <= 7 ? 'warning' : 'info') as DeadlineTone } as const;
}
