/**
 * The reminder offsets of a rule as the dialog shows them ('7, 3, 1') and back. Arabic commas
 * and Arabic-Indic digits are read too; the list is kept largest first, without repeats.
 */
export function formatDayList(value: unknown): string {
  if (Array.isArray(value)) return value.join(', ');
  return typeof value === 'string' ? value : '';
}

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const westernDigits = (text: string) => text.replace(/[٠-٩]/g, (d) => String(ARABIC_INDIC.indexOf(d)));

/** The offsets typed, or null when something other than whole numbers was typed. An empty field is no reminder. */
export function parseDayList(value: unknown): number[] | null {
  if (Array.isArray(value)) return value.every((n) => Number.isInteger(n)) ? [...new Set(value as number[])].sort((a, b) => b - a) : null;
  const parts = westernDigits(String(value ?? ''))
    .split(/[,،\s]+/)
    .filter(Boolean);
  if (!parts.every((p) => /^\d+$/.test(p))) return null;
  return [...new Set(parts.map(Number))].sort((a, b) => b - a);
}

/** What is wrong with the offsets for a rule of `days` days: 'list' (not numbers), 'range' (0, or not before the due date), or nothing. */
export function dayListProblem(value: unknown, days: unknown): 'list' | 'range' | undefined {
  const list = parseDayList(value);
  if (list === null) return 'list';
  const limit = Number(days);
  return list.some((n) => n < 1 || (Number.isInteger(limit) && limit > 0 && n >= limit)) ? 'range' : undefined;
}
