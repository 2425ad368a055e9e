import { useQuery } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';
import { getJson } from '../../api/http';
import type { Invoice } from '../../resources/invoices/api';

/** a case as the lawyer's invoices name it: its number and titles (GET /api/lawyer/cases) */
export type InvoiceCase = RaRecord & { id: number; caseNumber: string | null; titleEn: string | null; titleAr: string | null };

/** The invoices the API lets the lawyer read (those whose every case they are on), latest first. */
export const useLawyerInvoices = () =>
  useQuery({
    queryKey: ['billing/invoices', 'lawyer'],
    queryFn: () => getJson<Invoice[]>(`/billing/invoices?${new URLSearchParams({ sort: JSON.stringify(['createdAt', 'DESC']), range: JSON.stringify([0, 999]) })}`),
  });

/** The lawyer's cases among these ids, by id (an invoice names its cases by id only). */
export const useInvoiceCases = (ids: number[]) => {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  return useQuery({
    queryKey: ['lawyer/cases', 'of-invoices', wanted],
    queryFn: async () => {
      const cases = await getJson<InvoiceCase[]>(`/lawyer/cases?${new URLSearchParams({ filter: JSON.stringify({ id: wanted }), range: JSON.stringify([0, wanted.length - 1]) })}`);
      return new Map(cases.map((c) => [c.id, c]));
    },
    enabled: wanted.length > 0,
  });
};
