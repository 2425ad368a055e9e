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
