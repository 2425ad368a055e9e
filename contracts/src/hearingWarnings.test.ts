import { describe, expect, it } from 'vitest';
import { DEFAULT_WEEKEND } from './deadlineDates.js';
import { hearingWarnings } from './hearingWarnings.js';

const calendar = { weekendDays: DEFAULT_WEEKEND, holidays: [{ startDate: '2026-12-02', endDate: '2026-12-03' }] };
const codes = (day: string | null, time: string | null, hours?: { opens: string; closes: string }) => hearingWarnings(day, time, calendar, hours).map((w) => w.code);

describe('what is unusual about a hearing', () => {
  it('says nothing of a working day within the court hours', () => {
    expect(codes('2026-11-30', '09:30 AM')).toEqual([]);
    expect(codes('2026-11-30', '07:30 AM')).toEqual([]);
    expect(codes('2026-11-30', '03:30 PM')).toEqual([]);
  });

  it('names the weekend, a holiday and a time outside the court hours, in both languages', () => {
    expect(codes('2026-11-28', '10:00 AM')).toEqual(['weekend']);
    expect(codes('2026-12-02', '10:00 AM')).toEqual(['holiday']);
    expect(codes('2026-11-30', '04:45 AM')).toEqual(['outside_court_hours']);
    expect(codes('2026-11-28', '16:00')).toEqual(['weekend', 'outside_court_hours']);
    expect(hearingWarnings('2026-11-28', '04:45 AM', calendar)[0]).toEqual({ code: 'weekend', message: "This hearing falls on the firm's weekend", messageAr: 'تقع هذه الجلسة في عطلة نهاية الأسبوع لدى المكتب' });
  });

  it('follows the firm’s court hours, and checks only what it is given', () => {
    expect(codes('2026-11-30', '05:00 PM', { opens: '08:00 AM', closes: '06:00 PM' })).toEqual([]);
    expect(codes(null, '11:00 PM')).toEqual(['outside_court_hours']);
    expect(codes('2026-11-28', null)).toEqual(['weekend']);
  });
});
