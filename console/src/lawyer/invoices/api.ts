import { useQuery } from '@tanstack/react-query';
import type { MatterRow } from '../time/MatterInput';
import { matterRef, type MatterRef } from '../time/matterRef';
import { getJson } from '../../api/http';
import type { Invoice } from '../../resources/invoices/api';

/** The invoices the API lets the lawyer read (those whose every case, file and consultation is theirs), latest first. */
export const useLawyerInvoices = () =>
  useQuery({
    queryKey: ['billing/invoices', 'lawyer'],
    queryFn: () => getJson<Invoice[]>(`/billing/invoices?${new URLSearchParams({ sort: JSON.stringify(['createdAt', 'DESC']), range: JSON.stringify([0, 999]) })}`),
  });

/** the matters an invoice bills, as GET /api/billing/matters names them ('case-5', 'file-3', 'consultation-2') */
export const invoiceMatterRefs = (i: Pick<Invoice, 'caseIds' | 'fileIds' | 'consultationIds'>): MatterRef[] => [
  ...i.caseIds.map((id) => matterRef({ kind: 'case', id })),
  ...(i.fileIds ?? []).map((id) => matterRef({ kind: 'file', id })),
  ...(i.consultationIds ?? []).map((id) => matterRef({ kind: 'consultation', id })),
];

/** The lawyer's matters among these, by their id (an invoice names its cases, files and consultations by id only). */
export const useInvoiceMatters = (refs: string[]) => {
  const wanted = [...new Set(refs)].sort();
  return useQuery({
    queryKey: ['billing/matters', 'of-invoices', wanted],
    queryFn: async () => {
      const matters = await getJson<MatterRow[]>(`/billing/matters?${new URLSearchParams({ filter: JSON.stringify({ id: wanted }), range: JSON.stringify([0, wanted.length - 1]) })}`);
      return new Map(matters.map((m) => [m.id, m]));
    },
    enabled: wanted.length > 0,
  });
};
