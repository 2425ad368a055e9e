import type { Bilingual } from '@lawfirm/contracts';
import { rowActionName } from '../../../console/src/components/lists/rowActionName.js';

export type Lang = 'en' | 'ar';
export const LANGS: readonly Lang[] = ['en', 'ar'];

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const fills = (text: string, values: Record<string, string | number>) =>
  text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/**
 * A wording of the console's own catalogues in one language, `%{name}` filled. Both languages of
 * the pair are checked first, so a catalogue that lacks its Arabic (or still holds English there)
 * fails the test that shows the wording.
 */
export function say(pair: Bilingual, lang: Lang, values: Record<string, string | number> = {}): string {
  if (!pair?.en?.trim()) throw new Error(`a wording without its English: ${JSON.stringify(pair)}`);
  if (!pair.ar?.trim() || !ARABIC_LETTER.test(pair.ar)) throw new Error(`the wording "${pair.en}" has no Arabic`);
  return fills(pair[lang], values);
}

/** A plural wording (polyglot's `a |||| b` forms) for a count: English one/other; Arabic's six forms. */
export function sayCount(pair: Bilingual, lang: Lang, count: number, values: Record<string, string | number> = {}): string {
  const forms = say(pair, lang, { ...values, smart_count: count }).split('||||').map((form) => form.trim());
  if (forms.length === 1) return forms[0];
  if (lang === 'en') return forms[count === 1 ? 0 : 1];
  const n100 = count % 100;
  const index = count === 0 ? 0 : count === 1 ? 1 : count === 2 ? 2 : n100 >= 3 && n100 <= 10 ? 3 : n100 >= 11 ? 4 : 5;
  return forms[Math.min(index, forms.length - 1)];
}

/**
 * A list row's button's accessible name, as the console builds it (`rowActionName`): the action the
 * button shows, then the row's record ('Edit: Dubai', 'تعديل: دبي'). Without a record, a pattern
 * for that action on any row (`^Edit: `), for a locator already inside the row.
 */
export function rowButton(action: string, record?: string): string | RegExp {
  if (record !== undefined) return rowActionName(action, record);
  return new RegExp(`^${action.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `);
}
