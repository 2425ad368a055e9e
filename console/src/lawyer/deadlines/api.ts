import { useQuery } from '@tanstack/react-query';
import type { DeadlineAnswer as Deadline, DeadlineStatus } from '@lawfirm/contracts';
import { getJson } from '../../api/http';

export type { DeadlineStatus } from '@lawfirm/contracts';

/** A deadline of GET /api/lawyer/deadlines (those of the signed-in user's cases); a ruling's as GET /api/lawyer/final-rulings gives it: contracts' shapes */
export type { DeadlineAnswer as Deadline, RulingDeadline } from '@lawfirm/contracts';

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
