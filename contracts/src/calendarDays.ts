/**
 * A calendar day: `yyyy-MM-dd`, a day that exists on the Gregorian calendar, inside the bounds the
 * domain works in. Anything else (2026-02-30, 2026-1-5, a trailing time or text, a sign, a year
 * outside the bounds) is not a day: `parseDay` answers null and never rolls it over as `Date` does.
 * Days sort and compare as text.
 */
export type CalendarDay = string & { readonly calendarDay: unique symbol };

/**
 * The days a firm's records may carry: a birth date, a ruling, a holiday. Earlier or later is a
 * typing mistake (a year of 612, 0000 or 9999), never a real case.
 */
export const DAY_BOUNDS = { first: '1900-01-01', last: '2100-12-31' } as const;

const DAY_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

export function parseDay(value: unknown): CalendarDay | null {
  if (typeof value !== 'string') return null;
  const m = DAY_SHAPE.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (value < DAY_BOUNDS.first || value > DAY_BOUNDS.last) return null;
  return value as CalendarDay;
}

export const isCalendarDay = (value: unknown): value is CalendarDay => parseDay(value) !== null;

/** Calendar days in the firm's time zone, as yyyy-MM-dd strings (which sort and compare as dates). */
export function dayIn(timezone: string, at = new Date()): string {
  let format = dayFormats.get(timezone);
  // making a formatter costs far more than using one
  if (!format) dayFormats.set(timezone, (format = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return format.format(at);
}
const dayFormats = new Map<string, Intl.DateTimeFormat>();

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function monthOf(day: string): { first: string; last: string } {
  const [y, m] = day.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${day.slice(0, 7)}-01`, last: `${day.slice(0, 7)}-${String(last).padStart(2, '0')}` };
}

/**
 * How far a final ruling is into its appeal window: thirds of the deadline, as the spec's buckets
 * of a 30-day deadline (under 10 days, 10 to 20, over 20 - "Needs Attention").
 */
export function rulingAge(rulingDate: string, today: string, deadlineDays: number) {
  const daysAgo = daysBetween(rulingDate, today);
  const remainingDays = deadlineDays - daysAgo;
  const status = daysAgo < deadlineDays / 3 ? 'recent' : daysAgo <= (2 * deadlineDays) / 3 ? 'mid' : 'expiring';
  return { daysAgo, remainingDays, status } as const;
}
