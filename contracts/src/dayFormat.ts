import { parseDay } from './calendarDays.js';
import { timeOfDay } from './timeOfDay.js';
import { minutesOfClockTime } from './clockTime.js';
import { isolate } from './i18n/isolate.js';

/**
 * How a calendar day reads for people, one formatter for every screen of the console and every
 * text the server words (reminders and their e-mails, the history, search results): Intl's medium
 * date, "Nov 28, 2026" in English (en-US) and 28/11/2026 in Arabic (ar-AE), read as that day
 * whatever the time zone. Digits are Western (the ar-AE default) unless a reader chose Arabic-Indic
 * ones on screen. A day a court set (a hearing, a ruling, a deadline) carries its Umm al-Qura Hijri
 * day beside it where the reader reads Hijri dates: "28/11/2026 (17 جمادى الآخرة 1448 هـ)".
 */
export type DayLanguage = 'en' | 'ar';
/** Western (0-9) or Arabic-Indic (٠-٩) digits, a reader's choice for Arabic */
export type DayDigits = 'latn' | 'arab';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDayText = (value: unknown): value is string => typeof value === 'string' && DAY.test(value);

/** The day's style unless a screen asks for more (a weekday in a heading, the month spelled out). */
export const DAY_STYLE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/** The Intl locale of a language: en-US, or ar-AE with the digits chosen. */
export const dayLocaleOf = (language: DayLanguage, digits: DayDigits = 'latn'): string =>
  language === 'ar' ? (digits === 'arab' ? 'ar-AE-u-nu-arab' : 'ar-AE') : 'en-US';

const formats = new Map<string, Intl.DateTimeFormat>();
/** days as formatted, by format and day: a firm's days repeat (a rebuild formats the same hearing days again and again) */
let formatted = new Map<string, string>();
function formatIn(locale: string, options: Intl.DateTimeFormatOptions, day: string): string {
  const key = `${locale} ${JSON.stringify(options)}`;
  const dayKey = `${key} ${day}`;
  const known = formatted.get(dayKey);
  if (known !== undefined) return known;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })));
  if (formatted.size >= 20_000) formatted = new Map();
  const text = format.format(new Date(`${day}T00:00:00Z`));
  formatted.set(dayKey, text);
  return text;
}

/** A day (`2026-11-28`) as people read it: "Nov 28, 2026" / "28/11/2026"; '' for what is not a day. */
export function formatDayFor(day: unknown, language: DayLanguage, opts: { digits?: DayDigits; options?: Intl.DateTimeFormatOptions } = {}): string {
  if (!isDayText(day)) return '';
  return formatIn(dayLocaleOf(language, opts.digits), opts.options ?? DAY_STYLE, day);
}

/** The Umm al-Qura Hijri day (used by UAE courts beside the Gregorian one): "17 Jumada II 1448 AH" / "17 جمادى الآخرة 1448 هـ". */
export function hijriDayFor(day: unknown, language: DayLanguage, digits: DayDigits = 'latn'): string {
  if (!isDayText(day)) return '';
  const locale = language === 'ar' ? `ar-AE-u-ca-islamic-umalqura${digits === 'arab' ? '-nu-arab' : ''}` : 'en-US-u-ca-islamic-umalqura';
  return formatIn(locale, { day: 'numeric', month: 'long', year: 'numeric' }, day);
}

/**
 * A day a court set, with its Hijri day in brackets where the reader reads Hijri dates (always in
 * Arabic on screen, in English on request): "28/11/2026 (17 جمادى الآخرة 1448 هـ)".
 */
export function courtDayFor(day: unknown, language: DayLanguage, opts: { hijri: boolean; digits?: DayDigits; options?: Intl.DateTimeFormatOptions }): string {
  const gregorian = formatDayFor(day, language, opts);
  return gregorian && opts.hijri ? `${gregorian} (${hijriDayFor(day, language, opts.digits)})` : gregorian;
}

/** A day in both languages, Western digits: what the server writes into bilingual text. */
export const dayInBoth = (day: unknown): { en: string; ar: string } => ({ en: formatDayFor(day, 'en'), ar: formatDayFor(day, 'ar') });

/** A day a court set in both languages: the Arabic with its Hijri day beside it, as Arabic readers see court days on screen. */
export const courtDayInBoth = (day: unknown): { en: string; ar: string } => ({ en: formatDayFor(day, 'en'), ar: courtDayFor(day, 'ar', { hijri: true }) });

/** a moment as stored: an ISO timestamp with its zone (`2026-11-28T10:15:00.000Z`, `...+04:00`) */
const MOMENT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
/** a moment as stored, its day one that exists (parseDay: never 2026-02-30 rolled over by Date) and its time a real one */
export function isMomentText(value: unknown): value is string {
  const m = typeof value === 'string' ? MOMENT.exec(value) : null;
  return !!m && parseDay(m[1]) !== null && Number(m[2]) <= 23 && Number(m[3]) <= 59 && Number(m[4] ?? 0) <= 59;
}
/** the instant of a moment (a Date, or its text as isMomentText reads it); null for anything else */
export const instantOf = (value: unknown): Date | null => {
  const at = value instanceof Date ? value : isMomentText(value) ? new Date(value) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
};

const clocks = new Map<string, Intl.DateTimeFormat>();
/** the day (`2026-11-28`) and 24-hour time (`14:15`) a moment is in a time zone */
function dayAndTimeIn(timeZone: string, at: Date): { day: string; time: string } {
  let clock = clocks.get(timeZone);
  if (!clock)
    clocks.set(timeZone, (clock = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })));
  const part = Object.fromEntries(clock.formatToParts(at).map((p) => [p.type, p.value]));
  return { day: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/**
 * A moment (when something was signed, sent or scheduled) as the firm's day and time in its time
 * zone, the day as formatDayFor writes it and the time as timeOfDay does: "Nov 28, 2026, 02:15 PM"
 * / "28/11/2026، 02:15 م"; '' for what is not a moment.
 */
export function momentFor(value: unknown, language: DayLanguage, opts: { timeZone: string; digits?: DayDigits; options?: Intl.DateTimeFormatOptions }): string {
  const at = instantOf(value);
  if (!at) return '';
  const { day, time } = dayAndTimeIn(opts.timeZone, at);
  return `${formatDayFor(day, language, { digits: opts.digits, options: opts.options })}${language === 'ar' ? '، ' : ', '}${timeOfDay(time, language, opts.digits)}`;
}

/** the firm's day a moment falls on (`2026-11-29` for 22:15 UTC on the 28th in Dubai); null for what is not a moment */
export function momentDayIn(value: unknown, timeZone: string): string | null {
  const at = instantOf(value);
  return at ? dayAndTimeIn(timeZone, at).day : null;
}

/** A moment in both languages, in the firm's time zone: what the server writes into bilingual text. */
export const momentInBoth = (value: unknown, timeZone: string): { en: string; ar: string } => ({ en: momentFor(value, 'en', { timeZone }), ar: momentFor(value, 'ar', { timeZone }) });

/** how a reader reads days and digits (their profile's preferences): Arabic-Indic digits in Arabic, the Hijri day beside a day */
export interface DayReading {
  timeZone: string;
  digits?: DayDigits;
  hijri?: boolean;
}

/**
 * Days, moments and times of day inside a longer text (a note, a generated request or title stored
 * before the portal wrote days in words: "آخر موعد للاستئناف 2026-12-30", "جلسة غدًا: 2026-11-30
 * الساعة 09:00 AM"), written as the text's reader reads them: an ISO moment as the firm's day and
 * time (momentFor), an ISO day as formatDayFor writes it (with its Hijri day where the reader reads
 * Hijri dates), and in an Arabic text a 12- or 24-hour time as timeOfDay writes it (09:00 ص), each
 * isolated; an English text keeps its times as typed. The text's language is its letters' (Arabic
 * when it has Arabic letters), not the page's: an English note stays English on an Arabic page.
 * Anything else, and a day or time that does not exist, stays as written.
 */
export function datesInText(text: string, reading: DayReading): string {
  if (!text) return text;
  const language: DayLanguage = /[\u0600-\u06FF]/.test(text) ? 'ar' : 'en';
  const ar = language === 'ar';
  const digits = ar ? reading.digits : undefined;
  const put = (written: string, whole: string) => (!written ? whole : ar ? isolate(written) : written);
  return text.replace(IN_TEXT, (whole, day: string | undefined, moment: string | undefined, hours: string | undefined, minutes: string | undefined, half: string | undefined) => {
    if (day) {
      if (parseDay(day) === null) return whole;
      const written = courtDayFor(day, language, { hijri: !!reading.hijri, digits });
      if (!moment) return put(written, whole);
      if (isMomentText(whole)) return put(momentFor(whole, language, { timeZone: reading.timeZone, digits, options: undefined }), whole);
      // a day and time without a zone: the firm's, as written
      const time = minutesOfClockTime(moment.slice(1, 6)) === null ? '' : timeOfDay(moment.slice(1, 6), language, digits);
      return time ? put(`${written}${ar ? '، ' : ', '}${time}`, whole) : whole;
    }
    if (!ar) return whole;
    return put(minutesOfClockTime(`${hours}:${minutes}${half ? ` ${half.replace(/\./g, '')}` : ''}`) === null ? '' : timeOfDay(`${hours}:${minutes}${half ? ` ${half.replace(/\./g, '')}` : ''}`, 'ar', digits), whole);
  });
}
/** an ISO day, with its time and zone when it is a moment; or a time of day, 24-hour or with AM/PM (ص/م); never inside a longer number, word or file name (scan_2026-11-30.pdf) */
const IN_TEXT = /(?<![\w:/.-])(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?(?![\w]|\.\w)|(?<![\w:/.])(\d{1,2}):(\d{2})(?:\s?(AM|PM|am|pm|a\.m\.|p\.m\.|ص|م)(?![\p{L}]))?(?![\w:]|\.\d)/gu;
