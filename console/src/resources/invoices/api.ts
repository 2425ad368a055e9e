import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { RaRecord } from 'react-admin';
import { API_URL, getJson, httpClient } from '../../api/http';
import type { ClientBalanceAnswer, ClientCase, InvoiceAnswer, InvoiceCommandAnswer, PaymentCommandAnswer } from '@lawfirm/contracts';

/** An invoice as the API answers it (the list and the one invoice): contracts' InvoiceAnswer. */
export type Invoice = InvoiceAnswer & RaRecord;

const INVOICES = `${API_URL}/billing/invoices`;
export const invoiceKey = (id: number | string) => ['billing/invoices', String(id)];
const balanceKey = (clientId: number) => ['billing/balance', clientId];
export const paymentKey = (id: number | string) => ['billing/payments', String(id)];

/** The invoice; read again every few seconds while an e-mail of it is being sent (a job sends it after the request is answered). */
export const useInvoice = (id: string | undefined) =>
  useQuery({
    queryKey: invoiceKey(id ?? ''),
    queryFn: () => getJson<Invoice>(`/billing/invoices/${encodeURIComponent(id!)}`),
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data?.emails?.some((m) => m.status === 'queued') ? 2000 : false),
  });

export const useClientBalance = (clientId: number | undefined) =>
  useQuery({ queryKey: balanceKey(clientId ?? 0), queryFn: () => getJson<ClientBalanceAnswer>(`/billing/clients/${clientId}/balance`), enabled: Boolean(clientId) });

/** a client's issued invoices with something outstanding, for a payment to settle */
export const useOpenInvoices = (clientId: number | undefined) =>
  useQuery({
    queryKey: ['billing/invoices', 'open', clientId ?? 0],
    queryFn: async () =>
      (await getJson<Invoice[]>(`/billing/invoices?${new URLSearchParams({ filter: JSON.stringify({ clientId, status: 'issued' }), sort: JSON.stringify(['issuedOn', 'ASC']), range: JSON.stringify([0, 99]) })}`)).filter(
        (i) => Number(i.outstanding ?? 0) > 0,
      ),
    enabled: Boolean(clientId),
  });

/** a client's cases (their number and titles), for a draft of one of them */
export const useClientCases = (clientId: number | undefined) =>
  useQuery({
    queryKey: ['lawyer/cases-by-client', clientId ?? 0],
    queryFn: () => getJson<ClientCase[]>(`/lawyer/cases-by-client/${clientId}`),
    enabled: Boolean(clientId),
  });

/**
 * The invoice's commands (draft, approve, issue, void, credit note) and a payment; what they
 * change (the invoice, the lists, the balance) is fetched again after each.
 */
export function useBillingCommands() {
  const queryClient = useQueryClient();
  const post = useCallback(
    async <T,>(url: string, body: unknown): Promise<T> => {
      const { json } = await httpClient(url, { method: 'POST', body: JSON.stringify(body) });
      // react-admin's lists (management/invoices, management/payments), this module's reads, and a case's stages (a draft bills them, a void gives them back)
      await Promise.all(['billing/invoices', 'billing/balance', 'billing/fee-arrangement', 'management/invoices', 'management/payments'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
      return json as T;
    },
    [queryClient],
  );
  return {
    draft: (body: Record<string, unknown>) => post<InvoiceCommandAnswer>(INVOICES, body),
    approve: (id: number) => post<InvoiceCommandAnswer>(`${INVOICES}/${id}/approve`, {}),
    issue: (id: number, body: { suppliedOn?: string | null; reverseCharge: boolean }) => post<InvoiceCommandAnswer>(`${INVOICES}/${id}/issue`, body),
    void: (id: number, body: { reason: string }) => post<InvoiceCommandAnswer>(`${INVOICES}/${id}/void`, body),
    exchangeRate: (id: number, body: { exchangeRate: string }) => post<InvoiceCommandAnswer>(`${INVOICES}/${id}/exchange-rate`, body),
    credit: (id: number, body: { reason: string; lines: { line: number; amount: string }[] }) => post<InvoiceCommandAnswer>(`${INVOICES}/${id}/credit-notes`, body),
    pay: (body: Record<string, unknown>) => post<PaymentCommandAnswer>(`${API_URL}/billing/payments`, body),
    email: (id: number, body: { to: string | null; lang: 'en' | 'ar' | 'both' }) => post<unknown>(`${INVOICES}/${id}/email`, body),
    allocate: (paymentId: number, body: { invoiceId?: number; amount?: string }) => post<PaymentCommandAnswer>(`${API_URL}/billing/payments/${paymentId}/allocations`, body),
  };
}

/** where the issued invoice's documents are read */
export const invoicePdfUrl = (id: number, lang: 'en' | 'ar' | 'both') => `${INVOICES}/${id}/pdf?lang=${lang}`;
export const eInvoiceUrl = (id: number) => `${INVOICES}/${id}/e-invoice.xml`;
/** a credit note's tax credit note PDF, by its number as printed (CN-000007) */
export const creditNotePdfUrl = (id: number, creditNote: string, lang: 'en' | 'ar' | 'both') => `${INVOICES}/${id}/credit-notes/${Number(creditNote.replace(/^CN-/, ''))}/pdf?lang=${lang}`;
