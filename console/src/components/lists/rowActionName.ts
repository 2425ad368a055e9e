import type { Language } from '../../i18n/language';
import { localizedValue } from '../display/localized';

type AnyRecord = Record<string, unknown> | undefined | null;

/**
 * How a list names one of its rows for the row's buttons: the base of a bilingual pair of fields
 * (`'name'` reads `nameEn` or `nameAr`, or a plain field of that name: `'fileNumber'`), or a function
 * of the record in a language. It is what the row shows as its record (the region's name, the file's
 * number).
 */
export type RowLabel = string | ((record: NonNullable<AnyRecord>, language: Language) => string | undefined | null);

/** The row's name in the language: the pair's field of that language, else the other one, else the plain field. */
export function rowLabelOf(record: AnyRecord, label: RowLabel, language: Language): string {
  if (!record) return '';
  if (typeof label === 'function') return (label(record, language) ?? '').trim();
  const plain = record[label];
  return (localizedValue(record, label, language) || (typeof plain === 'string' || typeof plain === 'number' ? String(plain) : '')).trim();
}

/**
 * The accessible name of a row's button: its action, as the button shows it (tooltip or text), then
 * the row's record: 'Edit: Dubai', 'تعديل: دبي'. The action comes first so the name starts with the
 * words one sees (WCAG 2.5.3), and a screen reader's list of buttons tells the rows apart (2.4.6).
 * Without a record name, the action alone.
 */
export function rowActionName(action: string, recordName: string | undefined | null): string {
  const name = recordName?.trim();
  return name ? `${action}: ${name}` : action;
}
