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

  it("writes a moment as the firm's day and time in Dubai, whatever the browser's zone, the one way the server writes it", () => {
    try {
      for (const tz of ['UTC', 'America/New_York', 'Asia/Dubai']) {
        vi.stubEnv('TZ', tz);
        // 22:15 UTC on 28 November is 02:15 on the 29th in Dubai
        expect(formatDate('2026-11-28T22:15:30.000Z', 'en', { dateStyle: 'medium', timeStyle: 'medium' })).toBe('Nov 29, 2026, 02:15 AM');
        expect(formatDate('2026-11-28T22:15:30.000Z', 'ar', { dateStyle: 'medium', timeStyle: 'short' }).replace(/[\u200e\u200f\u061c]/g, '')).toBe('29/11/2026، 02:15 ص');
        expect(formatDate('2026-11-28T22:15:30.000Z', 'en')).toBe('Nov 29, 2026');
      }
    } finally {
      vi.unstubAllEnvs();
    }
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
