import type { ClientPick, ColleaguePick } from '@lawfirm/contracts';
import { useMemo } from 'react';
import { useLocalized } from '../../components/display/localized';
import { useLookup } from '../../components/forms/useLookup';
import { useCasesWording } from './i18n';

/** a client (GET /api/lawyer/clients) or a colleague (GET /api/lawyer/employees) of the pickers: contracts' shapes */
export type Person = ClientPick | ColleaguePick;

/** Pickers of people (GET /api/lawyer/clients, /api/lawyer/employees) as select choices in the current language. */
function usePeople(path: string, failure: string) {
  const localized = useLocalized();
  const { data, isPending, isError } = useLookup<Person>(path, failure);
  const choices = useMemo(() => data.map((p) => ({ id: p.id, name: localized(p, 'fullName') })), [data, localized]);
  return { people: data, choices, isPending, isError };
}

export const useClients = () => usePeople('/lawyer/clients', useCasesWording().wizard.loadClientsFailed);

export const useLawyers = () => usePeople('/lawyer/employees', useCasesWording().wizard.loadLawyersFailed);
