import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../api/http';

export type DeadlineStatus = 'open' | 'met' | 'missed' | 'withdrawn';

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
  /** why a withdrawn deadline was withdrawn, null otherwise */
  withdrawnReason?: 'minutes_removed' | 'ruling_removed' | 'adjournment_removed' | null;
  lawyerIds: number[];
};

/** A ruling's deadline as GET /api/lawyer/final-rulings gives it. */
export type RulingDeadline = Pick<Deadline, 'id' | 'ruleId' | 'nameEn' | 'nameAr' | 'dueDate' | 'daysLeft' | 'status'>;

export { daysLeft, firmToday } from './deadlineDays';

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
