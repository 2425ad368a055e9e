import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { RaRecord } from 'react-admin';
import type { ExpenseAnswer, ExpenseCommandAnswer } from '@lawfirm/contracts';
import { API_URL, getJson, httpClient } from '../../api/http';
import { toFormData } from '../../providers/multipart';
import type { ExpenseTypeName } from '../../resources/expenses/wording';

/** An expense as GET /api/billing/expenses answers it (contracts' ExpenseAnswer: the case's number and titles, the VAT treatment, the receipt). */
export type Expense = ExpenseAnswer & RaRecord;

/** What the expense dialog sends (POST, PUT): the amount in AED as typed. */
export interface ExpenseBody {
  caseId: number;
  date: string;
  expenseType: ExpenseTypeName;
  description: string;
  amount: string;
}

const EXPENSES = `${API_URL}/billing/expenses`;
const MY_EXPENSES_KEY = ['billing/expenses', 'mine'];

/** The lawyer's own expenses (the API answers a lawyer those they recorded), latest day first. */
export const useMyExpenses = () =>
  useQuery({
    queryKey: MY_EXPENSES_KEY,
    queryFn: () => getJson<Expense[]>(`/billing/expenses?${new URLSearchParams({ sort: JSON.stringify(['date', 'DESC']), range: JSON.stringify([0, 999]) })}`),
  });

/** Records, changes and deletes the lawyer's expenses and uploads a receipt; the list is fetched again after each. */
export function useExpenseCommands() {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: MY_EXPENSES_KEY }), [queryClient]);
  /** the expense saved (its id, for the receipt) */
  const save = useCallback(
    async (body: ExpenseBody, id?: number) =>
      (await httpClient(id === undefined ? EXPENSES : `${EXPENSES}/${id}`, { method: id === undefined ? 'POST' : 'PUT', body: JSON.stringify(body) })).json as ExpenseCommandAnswer,
    [],
  );
  /** the receipt (react-admin's FileInput value) under the multipart field `receipt` */
  const attachReceipt = useCallback(async (id: number, receipt: unknown) => {
    await httpClient(`${EXPENSES}/${id}/receipt`, { method: 'POST', body: toFormData({ receipt }) });
  }, []);
  const remove = useCallback(
    async (id: number) => {
      await httpClient(`${EXPENSES}/${id}`, { method: 'DELETE' });
      await refresh();
    },
    [refresh],
  );
  return { save, attachReceipt, remove, refresh };
}
