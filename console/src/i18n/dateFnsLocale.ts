import { enUS, ar } from 'date-fns/locale';
import type { Locale } from 'date-fns';
import type { Language } from './language';

/**
 * date-fns locale for relative wording and parsing (`format(date, 'PP', { locale })`); apart from
 * ./dates so that showing a date does not load date-fns' locales (only the pickers need them).
 */
export const dateFnsLocaleOf = (language: Language): Locale => (language === 'ar' ? ar : enUS);
