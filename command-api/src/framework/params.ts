import { AppError } from '@lawfirm/platform';

/** A path id that is not a positive integer names no record. */
export function numericId(raw: string | string[] | undefined): number {
  const s = Array.isArray(raw) ? raw[0] : raw;
  const n = Number(s);
  if (!s || !/^\d{1,10}$/.test(s) || !Number.isSafeInteger(n) || n < 1) throw new AppError('not_found', 'error.notFound');
  return n;
}
