import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useGetOne, type Identifier } from 'react-admin';
import type { HearingDetails } from '@lawfirm/contracts';
import { getJson } from '../../api/http';
import { useToast } from '../../components/messages/useToast';
import { CASES, type CaseRecord } from '../cases/api';
import { useMinutesWording } from './i18n';
import type { Minutes } from './types';

/** react-admin resource of the minutes: GET, PUT and DELETE /api/hearing-minutes/{id}. */
export const MINUTES = 'hearing-minutes';

const historyKey = (hearingId: Identifier) => ['hearing-minutes-history', String(hearingId)];

/** An error toast once a query fails. */
function useFailureToast(isError: boolean, message: string) {
  const toast = useToast();
  useEffect(() => {
    if (isError) toast({ type: 'error', title: 'app.msg.common.error', message });
  }, [isError, message, toast]);
}

/** GET /api/hearings/{id}/details: the hearing and its case's number and titles. */
export function useHearingDetails(hearingId: Identifier) {
  const w = useMinutesWording();
  const query = useQuery({
    queryKey: ['hearing-details', String(hearingId)],
    queryFn: async () => (await getJson<HearingDetails>(`/hearings/${hearingId}/details`)).hearing,
  });
  useFailureToast(query.isError, w.fetchHearingFailed);
  return query;
}

/** GET /api/lawyer/cases/{id} (title and case type), shared with the case page's cache. */
export function useCaseSummary(caseId: Identifier) {
  const w = useMinutesWording();
  const query = useGetOne<CaseRecord>(CASES, { id: caseId }, { retry: false });
  useFailureToast(query.isError, w.fetchCaseFailed);
  return query;
}

/** GET /api/hearing-minutes/{id} with its documents; nothing is asked for an id that is not numeric. */
export function useMinutesRecord(minutesId: string | undefined, enabled: boolean) {
  return useGetOne<Minutes>(MINUTES, { id: Number(minutesId) }, { enabled, retry: false });
}

/** GET /api/hearings/{id}/minutes-history, newest first: refetched on focus, never cached. */
export function useMinutesHistory(hearingId: Identifier) {
  return useQuery({
    queryKey: historyKey(hearingId),
    queryFn: () => getJson<Minutes[]>(`/hearings/${hearingId}/minutes-history`),
    refetchOnWindowFocus: 'always',
    staleTime: 0,
    gcTime: 0,
  });
}

/** After a save or a delete: the minutes, their history and the case (its next hearing) read again. */
export function useRefreshMinutes() {
  const queryClient = useQueryClient();
  return (hearingId: Identifier) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [MINUTES] }),
      queryClient.invalidateQueries({ queryKey: historyKey(hearingId) }),
      queryClient.invalidateQueries({ queryKey: ['hearing-details', String(hearingId)] }),
      queryClient.invalidateQueries({ queryKey: [CASES] }),
    ]);
}

