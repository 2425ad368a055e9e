import { describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import { dateFnsLocaleOf, formatDate } from './dates';

describe('dates', () => {
  const hearing = '2026-03-09T10:30:00Z';

  it('formats through Intl in en-US or ar-AE', () => {
    expect(formatDate(hearing, 'en', { dateStyle: 'long', timeZone: 'Asia/Dubai' })).toBe('March 9, 2026');
    expect(formatDate(hearing, 'ar', { dateStyle: 'long', timeZone: 'Asia/Dubai' })).toMatch(/مارس/);
  });

  it('shows nothing for empty or invalid values', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'ar')).toBe('');
  });

  it('gives date-fns the matching locale', () => {
    expect(format(new Date(2026, 2, 9), 'MMMM', { locale: dateFnsLocaleOf('ar') })).toBe('مارس');
    expect(format(new Date(2026, 2, 9), 'MMMM', { locale: dateFnsLocaleOf('en') })).toBe('March');
  });
});
