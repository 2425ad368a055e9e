import { useSyncExternalStore } from 'react';
import { getDisplayPrefs } from './displayPrefs';

/** The interface language, kept in browser storage under `language` (spec section 1). */
export type Language = 'en' | 'ar';

const STORAGE_KEY = 'language';
const listeners = new Set<() => void>();

export function getLanguage(): Language {
  return localStorage.getItem(STORAGE_KEY) === 'ar' ? 'ar' : 'en';
}

export function setLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEY, language);
  applyToDocument(language);
  listeners.forEach((listener) => listener());
}

export function applyToDocument(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

export const directionOf = (language: Language): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

/** The Intl locale used for dates and numbers: Arabic with the digits the user chose (profile preferences). */
export const intlLocaleOf = (language: Language): string => (language === 'ar' ? (getDisplayPrefs().digits === 'arab' ? 'ar-AE-u-nu-arab' : 'ar-AE') : 'en-US');

export const asLanguage = (locale: string): Language => (locale === 'ar' ? 'ar' : 'en');

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders when the language changes; usable outside react-admin's context (theme, emotion cache). */
export const useLanguage = (): Language => useSyncExternalStore(subscribe, getLanguage);
