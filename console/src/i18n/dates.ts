import { formatDayFor } from '@lawfirm/contracts/dayFormat.ts';
import { getDisplayPrefs } from './displayPrefs';
import { intlLocaleOf, type Language } from './language';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Dates shown to users: en-US or ar-AE (spec section 1); a calendar day through the one day formatter (contracts' formatDayFor). */
export function formatDate(
  value: string | number | Date | null | undefined,
  language: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  if (value === null || value === undefined || value === '') return '';
  // a calendar day (a birth date, a hearing date) is the same day wherever the user is
  if (typeof value === 'string' && DATE_ONLY.test(value)) return formatDayFor(value, language, { digits: getDisplayPrefs().digits, options });
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(intlLocaleOf(language), options).format(date);
}

export const formatNumber = (value: number, language: Language, options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(intlLocaleOf(language), options).format(value);
