// Without zod, so that the console's time lists can read times without loading the schemas.

const TWELVE_HOUR = /^(\d{1,2}):(\d{2})\s*(AM|PM|ص|م)$/i;
const TWENTY_FOUR_HOUR = /^(\d{1,2}):(\d{2})$/;

/** How the portal stores a time of day: 24-hour 'HH:mm' ('09:30', '14:05'). */
export const STORED_TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

const two = (n: number) => String(n).padStart(2, '0');

/** Minutes after midnight of a time of day ('02:30 PM', '2:30 م' or '14:30' -> 870); null when it is not one. */
export function minutesOfClockTime(value: string | null | undefined): number | null {
  const v = String(value ?? '').trim();
  const twelve = TWELVE_HOUR.exec(v);
  if (twelve) {
    const [h, m] = [Number(twelve[1]), Number(twelve[2])];
    if (h < 1 || h > 12 || m > 59) return null;
    const afternoon = /^(PM|م)$/i.test(twelve[3]);
    return ((h % 12) + (afternoon ? 12 : 0)) * 60 + m;
  }
  const day = TWENTY_FOUR_HOUR.exec(v);
  if (!day) return null;
  const [h, m] = [Number(day[1]), Number(day[2])];
  return h > 23 || m > 59 ? null : h * 60 + m;
}

/** A time of day of so many minutes after midnight as the portal stores it (870 -> '14:30'). */
export const clockTimeAt = (minutes: number): string => `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;

/**
 * A time of day as the portal stores it, 24-hour 'HH:mm': '14:30', '2:30 pm', '02:30 PM' and
 * '02:30 م' all give '14:30'; anything else (25:99, 13:00 PM, free text) is null.
 */
export function clockTimeOf(value: string | null | undefined): string | null {
  const minutes = minutesOfClockTime(value);
  return minutes === null ? null : clockTimeAt(minutes);
}
