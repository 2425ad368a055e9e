import { format, isValid, parse, parseISO } from 'date-fns';

/**
 * What a date picker stores in the form, in the shape the API takes:
 * - `date`: a calendar day, `yyyy-MM-dd` (a hearing date, a birth date);
 * - `month`: `yyyy-MM` (a monthly report);
 * - `dateTime`: an instant, ISO 8601 in UTC (a consultation, an audit filter).
 */
export type PickedKind = 'date' | 'month' | 'dateTime';

const PATTERNS = { date: 'yyyy-MM-dd', month: 'yyyy-MM' } as const;
const SHAPES = { date: /^\d{4}-\d{2}-\d{2}$/, month: /^\d{4}-\d{2}$/ } as const;

/** Stored while what is typed is not a whole date yet, so validation can say so. */
export const INCOMPLETE = 'incomplete-date';

/** The stored value as the picker's Date (local time), null when there is none. */
export function toPicked(kind: PickedKind, value: unknown): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null;
  if (typeof value !== 'string' || value === '' || value === INCOMPLETE) return null;
  if (kind === 'dateTime') {
    const d = parseISO(value);
    return isValid(d) ? d : null;
  }
  // a prefix keeps dates stored with a time (`2026-03-09T00:00:00Z`) on their calendar day
  const d = parse(value.slice(0, PATTERNS[kind].length), PATTERNS[kind], new Date(2000, 0, 1));
  return isValid(d) ? d : null;
}

/** The picker's Date as the value to store: null when cleared, INCOMPLETE while half typed. */
export function fromPicked(kind: PickedKind, picked: Date | null): string | null {
  if (picked === null) return null;
  if (!isValid(picked)) return INCOMPLETE;
  return kind === 'dateTime' ? picked.toISOString() : format(picked, PATTERNS[kind]);
}

/** Whether a stored value is one this kind can show (empty counts: `required` judges that). */
export function isWhole(kind: PickedKind, value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  // date-fns would also read `2026-1-5`: the API takes the full shape only
  if (kind !== 'dateTime' && typeof value === 'string' && !SHAPES[kind].test(value.slice(0, PATTERNS[kind].length))) return false;
  return toPicked(kind, value) !== null;
}
