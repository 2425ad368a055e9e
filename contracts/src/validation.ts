import { z } from 'zod';
import type { FieldError } from './errors.js';
import { clockTimeOf } from './clockTime.js';
import { TRN_PATTERN } from './billing/trn.js';
import { parseDay } from './calendarDays.js';

export { clockTimeOf };
import { bilingual, isMessageKey, type MessageKey } from './messages.js';

/**
 * Zod schemas carry message keys as their messages; this turns their issues into field errors
 * worded in both languages. Issues without a key get a generic wording chosen by issue code.
 */
export function fieldErrors(error: z.ZodError): FieldError[] {
  // one message per field: the first problem found
  const seen = new Set<string>();
  const first = error.issues.filter((issue) => {
    const field = issue.path.map(String).join('.') || '_';
    if (seen.has(field)) return false;
    seen.add(field);
    return true;
  });
  return first.map((issue) => {
    const field = issue.path.map(String).join('.') || '_';
    const key: MessageKey = isMessageKey(issue.message) ? issue.message : genericKey(issue);
    const { en, ar } = bilingual(key);
    return { field, message: en, messageAr: ar };
  });
}

function genericKey(issue: z.core.$ZodIssue): MessageKey {
  switch (issue.code) {
    case 'invalid_type':
      return (issue as { input?: unknown }).input === undefined ? 'validation.required' : 'validation.invalidType';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? 'validation.tooLong' : 'validation.tooBig';
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1 ? 'validation.required' : 'validation.tooSmall';
    case 'invalid_format':
      return issue.format === 'email' ? 'validation.invalidEmail' : 'validation.invalidValue';
    case 'unrecognized_keys':
      return 'validation.unknownField';
    default:
      return 'validation.invalidValue';
  }
}

/**
 * Text as people type it, the one schema of every free-text field (requiredText, optionalText):
 * direction overrides and isolates and zero-width spaces (tricks that make a name read differently
 * than it is) are dropped; control characters (C0 but tab, line feed and carriage return; DEL; C1)
 * and broken UTF-16 (lone surrogates) are refused on the field.
 */
const tricks = /[\u202A-\u202E\u2066-\u2069\u200B\uFEFF]/g;
const controls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const visible = /[\p{L}\p{N}\p{P}\p{S}]/u;
const text = (key: MessageKey) =>
  z
    .string({ error: key })
    .refine((s) => s.isWellFormed() && !controls.test(s), { error: 'validation.invalidValue' })
    .transform((s) => s.replace(tricks, '').trim());

/** A required text: trimmed, with something visible in it (message `key`), at most `max` characters. */
export const requiredText = (key: MessageKey = 'validation.required', max = 200) =>
  text(key).pipe(z.string().min(1, { error: key }).max(max, { error: 'validation.tooLong' }).refine((s) => s === '' || visible.test(s), { error: key }));

/** An optional text: absent, null, empty or invisible become null. */
export const optionalText = (max = 2000) =>
  z
    .union([text('validation.invalidType').pipe(z.string().max(max, { error: 'validation.tooLong' })), z.null()])
    .optional()
    .transform((v) => (v === undefined || v === null || !visible.test(v) ? null : v));

/** An optional UAE TRN (billing/trn.ts): absent or empty is null; spaces and dashes as typed dropped; else 15 digits (`billing.invalidTrn`). */
export const optionalTrn = () =>
  optionalText(50).pipe(z.union([z.null(), z.string().transform((t) => t.replace(/[\s-]/g, '')).pipe(z.string().regex(TRN_PATTERN, { error: 'billing.invalidTrn' }))]));

/**
 * A phone number as people write it: digits (Western or Arabic-Indic), a leading '+', spaces,
 * hyphens, dots, slashes and brackets between them, from 3 digits (a short number) to 15 (the
 * longest international number). 'abc' or '050 abc' is not one.
 */
const PHONE = /^\+?[0-9\u0660-\u0669\u06F0-\u06F9 ()./-]+$/;
export const isPhoneNumber = (value: string) => {
  const digits = value.replace(/[^0-9\u0660-\u0669\u06F0-\u06F9]/g, '').length;
  return PHONE.test(value) && digits >= 3 && digits <= 15;
};

/** A required phone number (see isPhoneNumber): empty says `key`, anything else not a phone 'validation.invalidPhone'. */
export const requiredPhone = (key: MessageKey = 'validation.required') =>
  requiredText(key, 50).pipe(z.string().refine(isPhoneNumber, { error: 'validation.invalidPhone' }));

/** An optional phone number: absent, null or empty become null; anything else must be one. */
export const optionalPhone = () =>
  optionalText(50).pipe(z.string().refine(isPhoneNumber, { error: 'validation.invalidPhone' }).nullable());

export const optionalEmail = () =>
  z
    .union([z.literal(''), z.null(), z.email({ error: 'validation.invalidEmail' }).max(200, { error: 'validation.tooLong' })])
    .optional()
    .transform((v) => (v ? v : null));

/**
 * Repeatable rows of a form (a court's extra locations, its sub-bodies): at most `max`, absent
 * means none, and a row left blank (every field empty) is dropped rather than saved.
 */
export const formRows = <T extends z.ZodType<Record<string, unknown>>>(row: T, max = 50) =>
  z
    .array(row, { error: 'validation.invalidType' })
    .max(max, { error: 'validation.tooLong' })
    .optional()
    .transform((rows) => (rows ?? []).filter((r) => Object.values(r).some((v) => v !== null && v !== undefined && v !== '')));

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A number as people type it: a JSON number, or its digits in a string (multipart forms send
 * strings). Not what `Number()` would also read: ' 30', '0x1e', '1e1', '', 'Infinity'.
 */
export const numeric = (key: MessageKey = 'validation.invalidNumber') =>
  z
    .union([z.number({ error: key }), z.string({ error: key }).regex(DECIMAL, { error: key }).transform(Number)], { error: key })
    .pipe(z.number({ error: key }).refine(Number.isFinite, { error: key }));

/** A whole number as people type it (see `numeric`). */
export const wholeNumber = (key: MessageKey = 'validation.invalidNumber') => numeric(key).pipe(z.number().int({ error: key }));

/** Numbers may arrive as strings from multipart forms. */
export const idNumber = (key: MessageKey = 'validation.required') =>
  wholeNumber(key).pipe(z.number().int({ error: 'validation.invalidNumber' }).min(1, { error: key }).max(2_147_483_647, { error: 'validation.tooBig' }));

/**
 * The `version` a record carries, sent back on a change (body `version` or `If-Match`) for
 * optimistic concurrency: a whole number from 0 (as a JSON number or its digits); absent, null or
 * '' mean none sent. Anything else ('abc', -1, 1.5) is refused on `version`; a well-formed one
 * that is not the record's current version is a conflict (0 is only that of a record never
 * written), decided where the record is.
 */
export const recordVersion = z
  .union([z.null(), z.literal(''), wholeNumber('validation.version').pipe(z.number().min(0, { error: 'validation.version' }).max(Number.MAX_SAFE_INTEGER, { error: 'validation.version' }))], { error: 'validation.version' })
  .optional()
  .transform((v) => (typeof v === 'number' ? v : undefined));

/** Booleans may arrive as "true"/"false" from multipart forms. */
export const flag = (fallback: boolean) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off'])], { error: 'validation.invalidValue' })
    .optional()
    .transform((v) => (v === undefined ? fallback : v === true || v === 'true' || v === '1' || v === 'on'));

/** An optional reference to another record: absent, null, '', 0 or 'none' mean none. */
export const optionalId = () =>
  z
    .union([z.null(), z.literal(''), z.literal('none'), wholeNumber().pipe(z.number().min(0, { error: 'validation.invalidNumber' }).max(2_147_483_647, { error: 'validation.tooBig' }))])
    .optional()
    .transform((v) => (typeof v === 'number' && v > 0 ? v : null));

/** A number with a floor and a default for empty input ('' from forms). */
export const numberWithDefault = (min: number, fallback: number, minKey: MessageKey, max = 1_000_000_000) =>
  z
    .union([z.literal(''), z.null(), numeric().pipe(z.number().min(min, { error: minKey }).max(max, { error: 'validation.tooBig' }))])
    .optional()
    .transform((v) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback));

/** A calendar day (`parseDay`: yyyy-MM-dd that exists, inside DAY_BOUNDS); anything else is refused on its field. */
export const calendarDay = (key: MessageKey = 'validation.required') =>
  z
    .string({ error: key })
    .min(1, { error: key })
    .refine((s) => parseDay(s) !== null, { error: 'validation.invalidDate' });

/** An optional calendar day: absent, null or '' is null, anything else must be a day. */
export const optionalCalendarDay = () =>
  z
    .union([z.literal(''), z.null(), calendarDay('validation.invalidDate')])
    .optional()
    .transform((d) => (d ? d : null));

const INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A moment, as ISO 8601 with its offset (`2026-12-01T09:30:00+04:00`, `...Z`): a real day (as
 * `calendarDay`) and a real time. Kept as the UTC ISO string. Without an offset it is refused, since
 * the server cannot know which zone the writer meant.
 */
export const instant = (key: MessageKey = 'validation.required') =>
  z
    .string({ error: key })
    .min(1, { error: key })
    .refine(
      (s) => {
        const m = INSTANT.exec(s);
        return !!m && parseDay(m[1]) !== null && Number(m[2]) <= 23 && Number(m[3]) <= 59 && Number(m[4] ?? 0) <= 59 && !Number.isNaN(Date.parse(s));
      },
      { error: 'validation.invalidDate' },
    )
    .transform((s) => new Date(s).toISOString());

/** A required time of day: '14:30' or the spec's '02:30 PM', kept 24-hour as '14:30' (clockTimeOf). */
export const clockTime = (key: MessageKey = 'validation.timeRequired') =>
  requiredText(key, 20).pipe(z.string().refine((s) => clockTimeOf(s) !== null, { error: 'validation.invalidTime' }).transform((s) => clockTimeOf(s)!));

/** An optional time of day: absent or empty is null, anything else must be a time. */
export const optionalClockTime = () =>
  optionalText(20).pipe(z.union([z.null(), z.string().refine((s) => clockTimeOf(s) !== null, { error: 'validation.invalidTime' }).transform((s) => clockTimeOf(s)!)]));
