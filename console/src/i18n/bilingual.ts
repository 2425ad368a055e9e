import type { Bilingual } from '@lawfirm/contracts';
import type { Language } from './language';

/**
 * Console wording is written as `{ en, ar }` pairs side by side (the shape of the shared
 * catalogue in @lawfirm/contracts), so an Arabic wording cannot be forgotten; `pick` turns a tree
 * of pairs into the one-language tree polyglot wants.
 */
export type BilingualTree = { readonly [key: string]: Bilingual | BilingualTree };
export type MessageTree = { [key: string]: string | MessageTree };

const isBilingual = (node: Bilingual | BilingualTree): node is Bilingual =>
  typeof (node as Bilingual).en === 'string' && typeof (node as Bilingual).ar === 'string';

export function pick(tree: BilingualTree, language: Language): MessageTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => [key, isBilingual(node) ? node[language] : pick(node, language)]),
  );
}

/**
 * Arabic has six plural forms in polyglot (zero, one, two, few 3-10, many 11-99, other 100+);
 * English two. Returns the `||||`-joined phrase polyglot expects.
 */
export const arabicPlural = (zero: string, one: string, two: string, few: string, many: string, other: string): string =>
  [zero, one, two, few, many, other].join(' |||| ');

/** A resource name in both languages: singular, plural, and Arabic's list title for every count. */
export const resourceName = (en: [string, string], ar: [string, string]): Bilingual => ({
  en: en.join(' |||| '),
  ar: arabicPlural(ar[1], ar[0], ar[1], ar[1], ar[1], ar[1]),
});
