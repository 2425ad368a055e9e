import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../api/http';
import { useLocalized } from '../../components/display/localized';

type Named = Record<string, unknown> & { id: number; isActive?: boolean };

/** A list the form picks from, as select choices in the current language; an empty list when the call fails. */
function useChoices(path: string, nameBase: string, activeOnly = false) {
  const localized = useLocalized();
  const { data, isPending } = useQuery({
    queryKey: ['minutes-lookup', path],
    queryFn: () => getJson<Named[]>(path).catch(() => [] as Named[]),
  });
  const choices = useMemo(
    () => (data ?? []).filter((item) => !activeOnly || item.isActive !== false).map((item) => ({ id: item.id, name: localized(item, nameBase) })),
    [data, localized, nameBase, activeOnly],
  );
  return { choices, isPending };
}

/** The lawyers (GET /api/lawyer/employees), the adjournment reasons and the active document categories. */
export function useMinutesLookups() {
  return {
    lawyers: useChoices('/lawyer/employees', 'fullName'),
    reasons: useChoices('/case-settings/adjournment-reasons', 'name', true),
    categories: useChoices('/admin/document-categories?status=active', 'category'),
  };
}
