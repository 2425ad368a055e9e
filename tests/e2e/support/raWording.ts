import type { Bilingual } from '@lawfirm/contracts';
import englishMessages from 'ra-language-english';
import arabicMessages from '../../../console/src/i18n/ar.js';

const at = (tree: unknown, key: string): string => {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  if (typeof found !== 'string') throw new Error(`react-admin has no wording ${key}`);
  return found;
};

/**
 * A react-admin wording (its buttons and notices: `ra.action.save`) as the console shows it:
 * react-admin's English and the console's Arabic (console/src/i18n/ar.ts), for `say`.
 */
export const raWording = (key: string): Bilingual => ({ en: at(englishMessages, key), ar: at(arabicMessages, key) });
