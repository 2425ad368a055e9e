import { format } from 'date-fns';

/** A file's date as the spec shows it, dd/MM/yyyy (both languages). */
export function formatFileDate(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value as string);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'dd/MM/yyyy');
}
