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
function formatIn(locale: string, options: Intl.DateTimeFormatOptions, day: string): string {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })));
  return format.format(new Date(`${day}T00:00:00Z`));
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
