import { useCallback } from 'react';
import { useLanguage, type Language } from '../i18n/language';

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
