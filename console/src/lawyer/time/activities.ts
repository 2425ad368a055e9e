import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TimeActivityDocument } from '@lawfirm/contracts';
import { getJson } from '../../api/http';
import { useLanguage } from '../../i18n/language';
import { activityWords, timeActivities } from './i18n';

/** an activity of the firm's list: a standard one, or one of its own (key `activity-{id}`, contracts' firmActivityKey) */
interface ListedActivity {
  key: string;
  nameEn: string;
  nameAr: string;
  isActive: boolean;
}

const standard: ListedActivity[] = timeActivities.map((key) => ({ key, nameEn: activityWords[key].en, nameAr: activityWords[key].ar, isActive: true }));

/**
 * The firm's list of activities (the standard ones and its own, GET /api/case-settings/time-activities):
 * `nameOf` names an entry's activity in the page's language, a retired one too; `choices` are the
 * activities offered for time, with `keep` (an entry's own activity, retired since) kept.
 */
export function useTimeActivities() {
  const language = useLanguage();
  const { data } = useQuery({
    queryKey: ['case-settings/time-activities', 'all'],
    queryFn: () => getJson<TimeActivityDocument[]>(`/case-settings/time-activities?${new URLSearchParams({ sort: JSON.stringify(['nameEn', 'ASC']), range: JSON.stringify([0, 999]) })}`),
    staleTime: 60_000,
  });
  return useMemo(() => {
    const own: ListedActivity[] = (data ?? []).map((a) => ({ key: `activity-${a.id}`, nameEn: a.nameEn, nameAr: a.nameAr, isActive: a.isActive }));
    const all = [...standard, ...own];
    const byKey = new Map(all.map((a) => [a.key, a]));
    // an activity of the firm's not read yet: nothing rather than its key
    const nameOf = (key: string) => {
      const a = byKey.get(key);
      return a ? (language === 'ar' ? a.nameAr : a.nameEn) : '';
    };
    const choices = (keep?: string) => all.filter((a) => a.isActive || a.key === keep).map((a) => ({ id: a.key, name: nameOf(a.key) }));
    return { nameOf, choices, loaded: data !== undefined };
  }, [data, language]);
}
