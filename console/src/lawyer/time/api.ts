import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { RaRecord } from 'react-admin';
import { API_URL, getJson, httpClient } from '../../api/http';
import type { TimeActivityName } from './i18n';

/** A time entry as GET /api/billing/time-entries answers it (the case's number and titles with it). */
export interface TimeEntry extends RaRecord {
  id: number;
  caseId: number;
  caseNumber: string | null;
  titleEn: string | null;
  titleAr: string | null;
  /** the firm's day of the work */
  date: string;
  minutes: number;
  activity: TimeActivityName;
  description: string;
  billable: boolean;
  /** the hourly rate in AED, "600.00" */
  rate: string;
  /** the invoice that bills it; null while unbilled */
  invoiceId: number | null;
}

/** What the dialog sends (POST, PUT). */
export interface TimeEntryBody {
  caseId: number;
  date: string;
  minutes: number;
  activity: TimeActivityName;
  description: string;
  billable: boolean;
  rate: string;
}

const ENTRIES = `${API_URL}/billing/time-entries`;
export const MY_TIME_KEY = ['billing/time-entries', 'mine'];

/** The lawyer's own time (the API answers a lawyer theirs only), latest day first. */
export const useMyTime = () =>
  useQuery({
    queryKey: MY_TIME_KEY,
    queryFn: () => getJson<TimeEntry[]>(`/billing/time-entries?${new URLSearchParams({ sort: JSON.stringify(['date', 'DESC']), range: JSON.stringify([0, 999]) })}`),
  });

/** Records, changes and deletes the lawyer's time; the list is fetched again after each. */
export function useTimeCommands() {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: MY_TIME_KEY }), [queryClient]);
  const save = useCallback(
    async (body: TimeEntryBody, id?: number) => {
      await httpClient(id === undefined ? ENTRIES : `${ENTRIES}/${id}`, { method: id === undefined ? 'POST' : 'PUT', body: JSON.stringify(body) });
      await refresh();
    },
    [refresh],
  );
  const remove = useCallback(
    async (id: number) => {
      await httpClient(`${ENTRIES}/${id}`, { method: 'DELETE' });
      await refresh();
    },
    [refresh],
  );
  return { save, remove };
}
