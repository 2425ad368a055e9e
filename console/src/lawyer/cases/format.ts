import type { RaRecord } from 'react-admin';
import { formatDay as formatCalendarDay, isDay } from '../../components/display/days';
import { localizedValue } from '../../components/display/localized';
import { formatDate } from '../../i18n/dates';
import type { Language } from '../../i18n/language';
import type { CasesWording } from './i18n';

/**
 * A date of a case record in the language's locale: calendar days ('2026-11-23') as that day,
 * instants (createdAt) in the browser's time zone, with the hour when `time` is set.
 */
export function formatDay(value: unknown, language: Language, time = false): string {
  if (isDay(value)) return formatCalendarDay(value, language);
  if (typeof value !== 'string' || !value) return '';
  return formatDate(value, language, time ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' });
}

/** 'Case #%{id}' and the like, without the translation layer. */
export const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/%\{(\w+)\}/g, (_, key: string) => String(params[key] ?? ''));

/** The case's title in the language, else in the other one, else 'Case #id'. */
export const caseTitle = (record: RaRecord | undefined, language: Language, w: CasesWording): string =>
  localizedValue(record, 'title', language) || fill(w.list.caseFallback, { id: record?.id ?? '' });
