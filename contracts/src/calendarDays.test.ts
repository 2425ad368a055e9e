import { describe, expect, it } from 'vitest';
import { addDays, dayIn, monthOf, rulingAge } from './calendarDays.js';

describe('calendar days', () => {
  it('uses the firm’s time zone for today', () => {
    expect(dayIn('Asia/Dubai', new Date('2026-11-21T21:30:00Z'))).toBe('2026-11-22');
    expect(dayIn('UTC', new Date('2026-11-21T21:30:00Z'))).toBe('2026-11-21');
  });

  it('knows month ends and adds days across them', () => {
    expect(monthOf('2026-02-14')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(addDays('2026-11-28', 7)).toBe('2026-12-05');
  });

  it('puts rulings in the spec’s three buckets for a 30-day appeal deadline', () => {
    expect(rulingAge('2026-11-15', '2026-11-21', 30)).toEqual({ daysAgo: 6, remainingDays: 24, status: 'recent' });
    expect(rulingAge('2026-11-06', '2026-11-21', 30)).toMatchObject({ daysAgo: 15, status: 'mid' });
    expect(rulingAge('2026-10-30', '2026-11-21', 30)).toMatchObject({ daysAgo: 22, remainingDays: 8, status: 'expiring' });
  });

  it('scales the buckets with the deadline setting', () => {
    expect(rulingAge('2026-11-06', '2026-11-21', 60).status).toBe('recent');
  });
});
