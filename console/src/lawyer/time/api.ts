import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { RaRecord } from 'react-admin';
import type { MatterRateAnswer, TimeEntryAnswer, TimeSuggestionAnswer } from '@lawfirm/contracts';
import { API_URL, getJson, httpClient } from '../../api/http';
import type { TimeActivityName } from './i18n';
import { matterBody, matterField, type MatterOf } from './matterRef';

/** A time entry as GET /api/billing/time-entries answers it (contracts' TimeEntryAnswer: its matter's kind, number, titles or day with it; matterLabel.ts names it). */
export type TimeEntry = TimeEntryAnswer & RaRecord;

/** a suggestion's or an expense's case (they are on cases only) as the time screens name it: its number and its title in the page's language */
export const caseLabel = <R extends { caseNumber: string | null; titleEn: string | null; titleAr: string | null }>(r: R, localized: (r: R, base: string) => string) =>
  [r.caseNumber, localized(r, 'title')].filter(Boolean).join(' — ');

/** What the dialog sends (PUT; POST adds the matter: `{ fileId: 3 }`, matterRef.ts). */
export interface TimeEntryBody {
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
  /** records time on `matter`, or changes entry `id` (whose matter stays its own) */
  const save = useCallback(
    async (body: TimeEntryBody, to: { matter: MatterOf } | { id: number }) => {
      const request = 'id' in to ? { url: `${ENTRIES}/${to.id}`, method: 'PUT', body } : { url: ENTRIES, method: 'POST', body: { ...matterBody(to.matter), ...body } };
      await httpClient(request.url, { method: request.method, body: JSON.stringify(request.body) });
      await refresh();
    },
    [refresh],
  );
  const accept = useCallback(
    async (suggestionId: string, body: TimeEntryBody) => {
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

/** The rate that applies to the lawyer's time on the matter chosen (none asked before a matter is), asked with the matter's own field (`fileId=3`). */
export const useApplicableRate = (matter: MatterOf | null) =>
  useQuery({
    queryKey: ['billing/rates/applicable', matter?.kind, matter?.id],
    queryFn: () => getJson<MatterRateAnswer>(`/billing/rates/applicable?${new URLSearchParams({ [matterField(matter!.kind)]: String(matter!.id) })}`),
    enabled: matter !== null,
  });
