import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Identifier, RaRecord } from 'react-admin';
import type { CaseDetailAnswer } from '@lawfirm/contracts';
import { API_URL, httpClient } from '../../api/http';

/**
 * The react-admin resource of the case screens: its list is GET /api/lawyer/cases and its
 * getOne the detail GET /api/lawyer/cases/{id} (parties with names, court, tab counts).
 * Creating and editing go to /api/cases (see the wizard and the edit page).
 */
export const CASES = 'lawyer/cases';

/** a case as its page reads it (GET /api/lawyer/cases/:id): contracts' CaseDetailAnswer as a react-admin record */
export type CaseRecord = Omit<CaseDetailAnswer, 'id'> & RaRecord;

export type CaseTab = 'hearings' | 'appointments' | 'documents' | 'updates';

// Spec section 9: a case's documents and updates are never served from a cache.
const uncached: ReadonlySet<CaseTab | 'all-documents'> = new Set(['documents', 'all-documents', 'updates']);

/** What one of a case's tabs lists (plain JSON arrays, not react-admin lists). */
export function useCaseRecords<R extends RaRecord>(caseId: Identifier, tab: CaseTab | 'all-documents') {
  const noCache = uncached.has(tab);
  return useQuery({
    // under the resource's key, so refreshing the case refreshes its tabs too
    queryKey: [CASES, String(caseId), tab],
    queryFn: async () => {
      const url = `${API_URL}/${CASES}/${caseId}/${tab}${noCache ? `?t=${Date.now()}` : ''}`;
      const { json } = await httpClient(url, noCache ? { headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } } : {});
      return json as R[];
    },
    ...(noCache ? { staleTime: 0, gcTime: 0 } : {}),
  });
}

/** Fetches the case again (its tab counts) and every list of its tabs. */
export function useRefreshCase() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [CASES] }), [queryClient]);
}
