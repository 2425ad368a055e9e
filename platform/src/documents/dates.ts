import type { Lang } from './document.js';

/** The locale documents are worded in: dates and numbers as `en-US` or `ar-AE`. */
export const locale = (lang: Lang) => (lang === 'ar' ? 'ar-AE' : 'en-US');

/** A moment as documents print it ("Generated on ...", an audit event's time): long date and short time in the firm's time zone. */
export function dateTime(at: Date, timezone: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: 'long', timeStyle: 'short', timeZone: timezone }).format(at);
}
