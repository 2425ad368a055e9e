import { momentFor } from '@lawfirm/contracts';
import type { Lang } from './document.js';

/** The locale documents are worded in: dates and numbers as `en-US` or `ar-AE`. */
export const locale = (lang: Lang) => (lang === 'ar' ? 'ar-AE' : 'en-US');

/**
 * A moment as documents print it ("Generated on ...", an audit event's time): the firm's day and
 * time in its time zone, as every screen and text writes a moment (contracts' momentFor): "Nov 28,
 * 2026, 02:15 PM" / "28/11/2026، 02:15 م".
 */
export function dateTime(at: Date, timezone: string, lang: Lang): string {
  return momentFor(at, lang, { timeZone: timezone });
}
