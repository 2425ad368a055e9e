import { format, isValid, parse, parseISO } from 'date-fns';
import { DAY_BOUNDS } from '@lawfirm/contracts/calendarDays.ts';

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

/** Stored for a whole date outside the years a firm's records can hold (a year 612 typed by mistake). */
export const OUT_OF_RANGE = 'date-out-of-range';

/**
 * The years a picker takes, as the server does (its calendar days run from 1900-01-01 to
 * 2100-12-31): earlier or later is a typing mistake, refused on the field before the server says so.
 */
export const PICKABLE_YEARS = { first: Number(DAY_BOUNDS.first.slice(0, 4)), last: Number(DAY_BOUNDS.last.slice(0, 4)) } as const;
/** the first and last days a picker offers (its calendar's year list ends there) */
export const pickableDays = () => ({ minDate: new Date(PICKABLE_YEARS.first, 0, 1), maxDate: new Date(PICKABLE_YEARS.last, 11, 31, 23, 59, 59) });

const inPickableYears = (date: Date) => date.getFullYear() >= PICKABLE_YEARS.first && date.getFullYear() <= PICKABLE_YEARS.last;

/** The stored value as the picker's Date (local time), null when there is none. */
export function toPicked(kind: PickedKind, value: unknown): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null;
  if (typeof value !== 'string' || value === '' || value === INCOMPLETE || value === OUT_OF_RANGE) return null;
  if (kind === 'dateTime') {
    const d = parseISO(value);
    return isValid(d) ? d : null;
  }
  // a prefix keeps dates stored with a time (`2026-03-09T00:00:00Z`) on their calendar day
  const d = parse(value.slice(0, PATTERNS[kind].length), PATTERNS[kind], new Date(2000, 0, 1));
  return isValid(d) ? d : null;
}

/** The picker's Date as the value to store: null when cleared, INCOMPLETE while half typed, OUT_OF_RANGE for a year the firm cannot hold. */
export function fromPicked(kind: PickedKind, picked: Date | null): string | null {
  if (picked === null) return null;
  if (!isValid(picked)) return INCOMPLETE;
  if (!inPickableYears(picked)) return OUT_OF_RANGE;
  return kind === 'dateTime' ? picked.toISOString() : format(picked, PATTERNS[kind]);
}

/**
 * What is wrong with a stored value, if anything (empty is nothing: `required` judges that):
 * typed in part, or not a date this kind can hold (a day that does not exist, a year before 1900
 * or after 2100, whether just typed or stored so before).
 */
export function dateProblem(kind: PickedKind, value: unknown): 'incomplete' | 'invalid' | null {
  if (value === null || value === undefined || value === '') return null;
  if (value === INCOMPLETE) return 'incomplete';
  if (value === OUT_OF_RANGE) return 'invalid';
  // date-fns would also read `2026-1-5`: the API takes the full shape only
  if (kind !== 'dateTime' && typeof value === 'string' && !SHAPES[kind].test(value.slice(0, PATTERNS[kind].length))) return 'invalid';
  const picked = toPicked(kind, value);
  return picked !== null && inPickableYears(picked) ? null : 'invalid';
}

/** Whether a stored value is one this kind can show and store (empty counts: `required` judges that). */
export const isWhole = (kind: PickedKind, value: unknown): boolean => dateProblem(kind, value) === null;
