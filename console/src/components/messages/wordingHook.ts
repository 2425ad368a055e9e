import { useCallback } from 'react';
import type { Bilingual } from '@lawfirm/contracts';
import { useTranslate } from 'react-admin';
import { pick, type BilingualTree } from '../../i18n/bilingual';
import { useLanguage } from '../../i18n/language';

/** A tree of `{ en, ar }` pairs read in one language: the same keys, strings for leaves. */
export type OneLanguage<T> = { readonly [K in keyof T]: T[K] extends Bilingual ? string : OneLanguage<T[K]> };

/**
 * A screen's wording hook from its tree of pairs: `const useW = wordingHook(tree)`, then
 * `useW().title` is the title in the current language (re-rendered when the language changes).
 */
export function wordingHook<T extends BilingualTree>(tree: T): () => OneLanguage<T> {
  const byLanguage = { en: pick(tree, 'en'), ar: pick(tree, 'ar') } as unknown as Record<'en' | 'ar', OneLanguage<T>>;
  return () => byLanguage[useLanguage()];
}

/**
 * Fills a polyglot phrase that is already in the current language: `%{name}` placeholders and,
 * with `smart_count`, the plural form (`'%{smart_count} event |||| %{smart_count} events'`).
 */
export function usePhrase() {
  const translate = useTranslate();
  return useCallback((phrase: string, params: Record<string, string | number> = {}) => translate(phrase, { _: phrase, ...params }), [translate]);
}
