import { addDays, dayIn, DEFAULT_WEEKEND, nextWorkingDay } from '@lawfirm/contracts';
import { holidays } from '../../../scripts/seed/deadlines.js';
import { FIRM_TIME_ZONE } from '../../../console/src/lawyer/deadlines/deadlineDays.js';

/**
 * Days as the firm counts them, with the console's own zone and helpers: a suite run between
 * 20:00 and 24:00 UTC means the firm's today (Asia/Dubai), not the UTC one.
 */
export { FIRM_TIME_ZONE };
export const firmDay = (n = 0, at = new Date()): string => addDays(dayIn(FIRM_TIME_ZONE, at), n);

const seededHolidays = holidays.map((h) => ({ startDate: String(h.startDate), endDate: String(h.endDate) }));

/**
 * The first working day of the demo firm (its Saturday and Sunday weekend, the seed's public
 * holidays) from `firmDay(n)` on: a hearing typed on it in the console is saved without the
 * question about a day off.
 */
export const firmWorkingDay = (n = 0, at = new Date()): string => nextWorkingDay(firmDay(n, at), { weekendDays: DEFAULT_WEEKEND, holidays: seededHolidays });
