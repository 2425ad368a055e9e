import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { RaRecord } from 'react-admin';
import type { ApplicableRateAnswer, TimeEntryAnswer, TimeSuggestionAnswer } from '@lawfirm/contracts';
import { API_URL, getJson, httpClient } from '../../api/http';
import type { TimeActivityName } from './i18n';

/** A time entry as GET /api/billing/time-entries answers it (contracts' TimeEntryAnswer: the case's number and titles with it). */
export type TimeEntry = TimeEntryAnswer & RaRecord;

/** a row's case as the time screens name it: its number and its title in the page's language */
export const caseLabel = <R extends Pick<TimeEntry, 'caseNumber' | 'titleEn' | 'titleAr'>>(r: R, localized: (r: R, base: string) => string) =>
  [r.caseNumber, localized(r, 'title')].filter(Boolean).join(' — ');

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

/** A suggested entry as GET /api/billing/suggestions answers it (contracts' TimeSuggestionAnswer): work the portal saw the lawyer do. */
export type TimeSuggestion = TimeSuggestionAnswer & RaRecord;

const ENTRIES = `${API_URL}/billing/time-entries`;
const SUGGESTIONS = `${API_URL}/billing/suggestions`;
export const MY_TIME_KEY = ['billing/time-entries', 'mine'];
const MY_SUGGESTIONS_KEY = ['billing/suggestions', 'mine'];

/** The lawyer's own time (the API answers a lawyer theirs only), latest day first. */
export const useMyTime = () =>
  useQuery({
    queryKey: MY_TIME_KEY,
    queryFn: () => getJson<TimeEntry[]>(`/billing/time-entries?${new URLSearchParams({ sort: JSON.stringify(['date', 'DESC']), range: JSON.stringify([0, 999]) })}`),
  });

/** The lawyer's open suggestions (the API answers a lawyer theirs only), latest day first. */
export const useMySuggestions = () =>
  useQuery({
    queryKey: MY_SUGGESTIONS_KEY,
    queryFn: () => getJson<TimeSuggestion[]>(`/billing/suggestions?${new URLSearchParams({ sort: JSON.stringify(['date', 'DESC']), range: JSON.stringify([0, 99]) })}`),
  });

/**
 * Records, changes and deletes the lawyer's time, accepts (as a time entry) or dismisses a
 * suggestion; the lists are fetched again after each.
 */
export function useTimeCommands() {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => Promise.all([queryClient.invalidateQueries({ queryKey: MY_TIME_KEY }), queryClient.invalidateQueries({ queryKey: MY_SUGGESTIONS_KEY })]),
    [queryClient],
  );
  const save = useCallback(
    async (body: TimeEntryBody, id?: number) => {
      await httpClient(id === undefined ? ENTRIES : `${ENTRIES}/${id}`, { method: id === undefined ? 'POST' : 'PUT', body: JSON.stringify(body) });
      await refresh();
    },
    [refresh],
  );
  const accept = useCallback(
    async (suggestionId: string, body: Omit<TimeEntryBody, 'caseId'>) => {
      await httpClient(`${SUGGESTIONS}/${encodeURIComponent(suggestionId)}/accept`, { method: 'POST', body: JSON.stringify(body) });
      await refresh();
    },
    [refresh],
  );
  const dismiss = useCallback(
    async (suggestionId: string) => {
      await httpClient(`${SUGGESTIONS}/${encodeURIComponent(suggestionId)}/dismiss`, { method: 'POST', body: '{}' });
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
  return { save, remove, accept, dismiss };
}

/** The rate that applies to the lawyer's time on the case chosen (none asked before a case is). */
export const useApplicableRate = (caseId: number | null) =>
  useQuery({
    queryKey: ['billing/rates/applicable', caseId],
    queryFn: () => getJson<ApplicableRateAnswer>(`/billing/rates/applicable?${new URLSearchParams({ caseId: String(caseId) })}`),
    enabled: caseId !== null,
  });
