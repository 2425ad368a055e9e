import { addDays, dayIn } from '@lawfirm/contracts';
import { FIRM_TIME_ZONE } from '../../../console/src/lawyer/deadlines/deadlineDays.js';

/**
 * Days as the firm counts them, with the console's own zone and helpers: a suite run between
 * 20:00 and 24:00 UTC means the firm's today (Asia/Dubai), not the UTC one.
 */
export { FIRM_TIME_ZONE };
export const firmDay = (n = 0, at = new Date()): string => addDays(dayIn(FIRM_TIME_ZONE, at), n);
