import { describe, expect, it, vi } from 'vitest';
import { format } from 'date-fns';
import { dateFnsLocaleOf } from './dateFnsLocale';
import { formatDate } from './dates';

describe('dates', () => {
  const hearing = '2026-03-09T10:30:00Z';

  it('formats through Intl in en-US or ar-AE', () => {
    expect(formatDate(hearing, 'en', { dateStyle: 'long', timeZone: 'Asia/Dubai' })).toBe('March 9, 2026');
    expect(formatDate(hearing, 'ar', { dateStyle: 'long', timeZone: 'Asia/Dubai' })).toMatch(/مارس/);
  });

  it('shows a calendar day as that day whatever the time zone (a birth date is not a moment)', () => {
    try {
      for (const tz of ['America/New_York', 'Asia/Tokyo', 'Asia/Dubai']) {
        vi.stubEnv('TZ', tz);
        expect(formatDate('1988-03-15', 'en', { dateStyle: 'long' })).toBe('March 15, 1988');
        expect(formatDate('1988-03-15', 'en', { dateStyle: 'long', timeZone: 'Pacific/Kiritimati' })).toBe('March 15, 1988');
      }
    } finally {
      vi.unstubAllEnvs();
    }
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
