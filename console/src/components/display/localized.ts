import { useCallback } from 'react';
import { useLanguage, type Language } from '../../i18n/language';

type AnyRecord = Record<string, unknown> | undefined | null;

/**
 * The value of a bilingual pair of fields in the given language: `localizedValue(r, 'name', 'ar')`
 * reads `nameAr`, falling back to `nameEn` when the Arabic one is empty (and the other way round).
 */
export function localizedValue(record: AnyRecord, base: string, language: Language): string {
  if (!record) return '';
  const [mine, other] = language === 'ar' ? ['Ar', 'En'] : ['En', 'Ar'];
  const value = record[`${base}${mine}`] || record[`${base}${other}`];
  return value === undefined || value === null ? '' : String(value);
}

/** `localized(record, 'fullName')` in the current language. */
export function useLocalized() {
  const language = useLanguage();
  return useCallback((record: AnyRecord, base = 'name') => localizedValue(record, base, language), [language]);
}

/** The field of a pair that the current language shows, e.g. 'nameAr' (for sorting a column). */
export function useLocalizedSource(base: string): string {
  return `${base}${useLanguage() === 'ar' ? 'Ar' : 'En'}`;
}

/**
 * A list's default sort in the current language: a sort by one field of a bilingual pair
 * (`nameEn`, `assignedLawyerNameAr`) sorts by the pair's field of this language.
 */
export function localizedSort<S extends { field: string }>(sort: S, language: Language): S {
  const pair = /^(.+)(En|Ar)$/.exec(sort.field);
  return pair ? { ...sort, field: `${pair[1]}${language === 'ar' ? 'Ar' : 'En'}` } : sort;
}

/** The two fields of a pair in reading order: the current language's first (`['nameAr', 'nameEn']` in Arabic). */
export const pairInLanguageOrder = (base: string, language: Language): [string, string] =>
  language === 'ar' ? [`${base}Ar`, `${base}En`] : [`${base}En`, `${base}Ar`];

/** `localizedSort` in the current language. */
export function useLocalizedSort<S extends { field: string }>(sort: S): S;
export function useLocalizedSort<S extends { field: string }>(sort: S | undefined): S | undefined;
export function useLocalizedSort<S extends { field: string }>(sort: S | undefined): S | undefined {
  const language = useLanguage();
  return sort && localizedSort(sort, language);
}
