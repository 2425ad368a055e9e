import { describe, expect, it } from 'vitest';
import { dayOff, type WorkingCalendar } from './workingCalendar';

const calendar: WorkingCalendar = {
  weekendDays: ['saturday', 'sunday'],
  holidays: [{ id: 1, nameEn: 'National Day', nameAr: 'اليوم الوطني', startDate: '2026-12-01', endDate: '2026-12-03', createdAt: '2026-01-05T08:00:00.000Z', version: 1, updatedAt: '2026-01-05T08:00:00.000Z' }],
};

describe('days off on the calendar', () => {
  it('names the holiday that covers a day, both ends included, before the weekend', () => {
    expect(dayOff('2026-12-01', calendar)).toMatchObject({ kind: 'holiday', holiday: { id: 1 } });
    expect(dayOff('2026-12-03', calendar)).toMatchObject({ kind: 'holiday' });
    expect(dayOff('2026-12-04', calendar)).toBeNull();
  });

  it("keeps the firm's weekend days and no others", () => {
    expect(dayOff('2026-11-28', calendar)).toEqual({ kind: 'weekend' });
    expect(dayOff('2026-11-29', calendar)).toEqual({ kind: 'weekend' });
    expect(dayOff('2026-11-27', calendar)).toBeNull();
    expect(dayOff('2026-11-27', { ...calendar, weekendDays: ['friday'] })).toEqual({ kind: 'weekend' });
  });
});
