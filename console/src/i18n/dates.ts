import { formatDayFor, momentDayIn, momentFor } from '@lawfirm/contracts/dayFormat.ts';
import { FIRM_TIME_ZONE } from '../lawyer/deadlines/deadlineDays';
import { getDisplayPrefs } from './displayPrefs';
import { intlLocaleOf, type Language } from './language';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Dates shown to users, through contracts' one formatter per language (formatDayFor, momentFor): a
 * calendar day (a birth date, a hearing date) as that day wherever the user is; a moment (when
 * something was sent, recorded, scheduled) as the firm's day, and with `timeStyle` its time, in the
 * firm's time zone (Asia/Dubai), whatever the browser's: "Nov 28, 2026, 02:15 PM" / "28/11/2026، 02:15 م".
 */
export function formatDate(
  value: string | number | Date | null | undefined,
  language: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  if (value === null || value === undefined || value === '') return '';
  const digits = getDisplayPrefs().digits;
  const { timeStyle, timeZone: _browserZone, ...rest } = options;
  const dayOptions = Object.keys(rest).length ? rest : undefined;
  if (typeof value === 'string' && DATE_ONLY.test(value)) return formatDayFor(value, language, { digits, options: dayOptions });
  const moment = value instanceof Date ? value : typeof value === 'number' ? new Date(value) : value;
  if (timeStyle) return momentFor(moment, language, { timeZone: FIRM_TIME_ZONE, digits, options: dayOptions });
  const day = momentDayIn(moment, FIRM_TIME_ZONE);
  return day ? formatDayFor(day, language, { digits, options: dayOptions }) : '';
}

export const formatNumber = (value: number, language: Language, options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(intlLocaleOf(language), options).format(value);
