import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CaseDetailAnswer, FeeArrangementAnswer, RetainerAnswer } from '@lawfirm/contracts';
import { API_URL, getJson, httpClient } from '../../api/http';
import { CASE_BILLING, type FeeKindName } from './i18n';
import type { StageVatName } from './wording';

/** the case as its page heads it (GET /api/lawyer/cases/:id, contracts' answer): number, titles and clients */
export type BilledCase = Pick<CaseDetailAnswer, 'id' | 'caseNumber' | 'titleEn' | 'titleAr' | 'plaintiffs'>;

const arrangementPath = (caseId: number) => `/billing/cases/${caseId}/fee-arrangement`;
const retainerPath = (caseId: number) => `/billing/cases/${caseId}/retainer`;

export const useBilledCase = (caseId: number) => useQuery({ queryKey: ['billing/case', caseId], queryFn: () => getJson<BilledCase>(`/lawyer/cases/${caseId}`) });
export const useFeeArrangement = (caseId: number) => useQuery({ queryKey: ['billing/fee-arrangement', caseId], queryFn: () => getJson<FeeArrangementAnswer>(arrangementPath(caseId)) });
export const useRetainer = (caseId: number) => useQuery({ queryKey: ['billing/retainer', caseId], queryFn: () => getJson<RetainerAnswer>(retainerPath(caseId)) });

/** what a case's arrangement is set to (PUT): the kind and, for a fixed fee, every stage */
export interface ArrangementBody {
  kind: FeeKindName;
  stages: { stageId: string; description: string; amount: string; vat: StageVatName }[];
  version: number;
}
export interface RetainerBody {
  clientId: number;
  amount: string;
  replenishBelow?: string | null;
  agreedOn: string;
  version?: number;
}
export interface RetainerPaymentBody {
  clientId: number;
  amount: string;
  method: string;
  date: string;
  reference: string | null;
}

/** The case's billing commands; the arrangement, the retainer and the billing lists (the case billing list too) are read again after each. */
export function useCaseBillingCommands(caseId: number) {
  const queryClient = useQueryClient();
  const send = useCallback(
    async (method: 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown) => {
      const { json } = await httpClient(`${API_URL}${url}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      await Promise.all(
        ['billing/fee-arrangement', 'billing/retainer', 'billing/balance', 'management/payments', CASE_BILLING].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      );
      return json as unknown;
    },
    [queryClient],
  );
  return {
    setArrangement: (body: ArrangementBody) => send('PUT', arrangementPath(caseId), body),
    markReached: (stageId: string, reachedOn: string) => send('POST', `${arrangementPath(caseId)}/stages/${encodeURIComponent(stageId)}/reached`, { reachedOn }),
    agreeRetainer: (body: RetainerBody) => send('PUT', retainerPath(caseId), body),
    endRetainer: () => send('DELETE', retainerPath(caseId)),
    payIntoRetainer: (body: RetainerPaymentBody) => send('POST', '/billing/payments', { ...body, retainerCaseId: caseId }),
  };
}

/** a free stage id for a new stage (`stage-3`), not one of those taken */
export function newStageId(taken: readonly string[]): string {
  let n = taken.length + 1;
  while (taken.includes(`stage-${n}`)) n += 1;
  return `stage-${n}`;
}
