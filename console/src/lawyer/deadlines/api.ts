import { useQuery } from '@tanstack/react-query';
import { dayIn, daysBetween } from '@lawfirm/contracts/calendarDays.ts';
import { getJson } from '../../api/http';

export type DeadlineStatus = 'open' | 'met' | 'missed';

/** A deadline of GET /api/lawyer/deadlines (those of the signed-in user's cases). */
export type Deadline = {
  id: number;
  caseId: number;
  caseNumber: string | null;
  titleEn: string | null;
  titleAr: string | null;
  ruleId: number;
  nameEn: string;
  nameAr: string;
  dueDate: string;
  /** from the due date to the firm's today, as the server counts it */
  daysLeft?: number;
  status: DeadlineStatus;
  lawyerIds: number[];
};

/** A ruling's deadline as GET /api/lawyer/final-rulings gives it. */
export type RulingDeadline = Pick<Deadline, 'id' | 'ruleId' | 'nameEn' | 'nameAr' | 'dueDate' | 'daysLeft' | 'status'>;

/**
 * Days are counted in the firm's time zone, as the server decides a deadline missed: a browser
 * elsewhere (or a test machine on UTC after 20:00) would otherwise be a day off. The API does not
 * publish the zone; the firm's is the UAE's.
 */
export const FIRM_TIME_ZONE = 'Asia/Dubai';
export const firmToday = () => dayIn(FIRM_TIME_ZONE);

/** Whole days from the firm's today to the due date: 0 on the due day, negative once it passed. */
export const daysLeft = (dueDate: string, today = firmToday()) => daysBetween(today, dueDate);

const query = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => Boolean(e[1])));
  return search.size ? `?${search}` : '';
};

/** GET /api/lawyer/deadlines with the filters given, soonest first. */
export function useDeadlines(params: { status?: DeadlineStatus; from?: string; to?: string } = {}) {
  return useQuery({
    queryKey: ['lawyer-deadlines', params],
    queryFn: async () => (await getJson<Deadline[]>(`/lawyer/deadlines${query(params)}`)).sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id),
  });
}
