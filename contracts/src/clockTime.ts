// Without zod, so that the console's time lists can read times without loading the schemas.

const TWELVE_HOUR = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i;
const TWENTY_FOUR_HOUR = /^(\d{1,2}):(\d{2})$/;

/**
 * A time of day as the console's lists write it ('09:30 AM'); '9:30 pm' and '21:30' are read
 * and written that way, anything else (25:99, 13:00 PM, free text) is null.
 */
export function clockTimeOf(value: string): string | null {
  const v = value.trim();
  const twelve = TWELVE_HOUR.exec(v);
  if (twelve) {
    const [h, m] = [Number(twelve[1]), Number(twelve[2])];
    return h >= 1 && h <= 12 && m <= 59 ? `${String(h).padStart(2, '0')}:${twelve[2]} ${twelve[3].toUpperCase()}` : null;
  }
  const day = TWENTY_FOUR_HOUR.exec(v);
  if (!day) return null;
  const [h, m] = [Number(day[1]), Number(day[2])];
  if (h > 23 || m > 59) return null;
  return `${String(h % 12 || 12).padStart(2, '0')}:${day[2]} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Minutes after midnight of a time of day ('02:30 PM' or '14:30' -> 870); null when it is not one. */
export function minutesOfClockTime(value: string | null | undefined): number | null {
  const time = clockTimeOf(String(value ?? ''));
  if (!time) return null;
  const [, h, m, half] = /^(\d{2}):(\d{2}) (AM|PM)$/.exec(time)!;
  return ((Number(h) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(m);
}

/** A time of day in 24-hour writing ('02:30 PM' -> '14:30'), as a calendar or a feed takes it; null when it is not one. */
export function twentyFourHourOf(value: string | null | undefined): string | null {
  const minutes = minutesOfClockTime(value);
  return minutes === null ? null : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
