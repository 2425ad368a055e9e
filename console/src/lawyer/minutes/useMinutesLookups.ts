import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdjournmentReasonDocument, ColleaguePick, DocumentCategoryDocument } from '@lawfirm/contracts';
import { getJson } from '../../api/http';
import { useLocalized } from '../../components/display/localized';

/** A list the form picks from (its answer as contracts declare it), as select choices in the current language; an empty list when the call fails. */
function useChoices<T extends { id: number; isActive?: boolean }>(path: string, nameBase: string, activeOnly = false) {
  const localized = useLocalized();
  const { data, isPending } = useQuery({
    queryKey: ['minutes-lookup', path],
    queryFn: () => getJson<T[]>(path).catch(() => [] as T[]),
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
    lawyers: useChoices<ColleaguePick>('/lawyer/employees', 'fullName'),
    reasons: useChoices<AdjournmentReasonDocument>('/case-settings/adjournment-reasons', 'name', true),
    categories: useChoices<DocumentCategoryDocument>('/admin/document-categories?status=active', 'category'),
  };
}
