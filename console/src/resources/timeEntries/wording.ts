import type { BilingualTree } from '../../i18n/bilingual';
import { wordingHook } from '../../components/messages/wordingHook';

// The list's own wording, loaded with it (i18n.ts, the columns', comes with the first load).

/** The time entries list's wording as `{ en, ar }` pairs. */
export const timeEntryWording = {
  yes: { en: 'Yes', ar: 'نعم' },
  no: { en: 'No', ar: 'لا' },
  unbilled: { en: 'Unbilled', ar: 'غير مفوتر' },
  billed: { en: 'Billed', ar: 'مفوتر' },
  billedOn: { en: 'Billed: %{number}', ar: 'مفوتر: %{number}' },
} as const satisfies BilingualTree;

export const useTimeEntryWording = wordingHook(timeEntryWording);
