import { describe, expect, it } from 'vitest';
import { computeDeadline, daysLeft, dueDateOf, isWorkingDay, nextWorkingDay, type WorkingCalendar } from './deadlineDates.js';

// 2026-03-02 is a Monday; the UAE weekend is Saturday and Sunday
const uae: WorkingCalendar = { weekendDays: ['saturday', 'sunday'], holidays: [] };
const withHolidays = (...holidays: [string, string][]): WorkingCalendar => ({ ...uae, holidays: holidays.map(([startDate, endDate]) => ({ startDate, endDate })) });

describe('a deadline counted in calendar days', () => {
  it.each([
    ['due on a working day stays there', '2026-03-02', 30, uae, '2026-04-01'],
    ['due on a Saturday moves to Monday', '2026-03-05', 30, uae, '2026-04-06'],
    ['due on a public holiday moves to the day after it', '2026-03-02', 30, withHolidays(['2026-03-31', '2026-04-02']), '2026-04-03'],
    ['due in a holiday that runs into the weekend moves past both', '2026-03-02', 30, withHolidays(['2026-04-01', '2026-04-03']), '2026-04-06'],
    ['a holiday inside the window does not lengthen it', '2026-03-02', 30, withHolidays(['2026-03-10', '2026-03-12']), '2026-04-01'],
    ['with a Friday-Saturday weekend, due on a Friday moves to Sunday', '2026-03-05', 15, { weekendDays: ['friday', 'saturday'], holidays: [] }, '2026-03-22'],
  ] as const)('given a ruling on %s: %s', (_what, from, days, cal, due) => {
    expect(dueDateOf(from, days, 'calendar', cal)).toBe(due);
  });
});

describe('a deadline counted in working days', () => {
  it.each([
    ['skips the weekends', '2026-03-02', 10, uae, '2026-03-16'],
    ['skips a holiday inside the window', '2026-03-02', 10, withHolidays(['2026-03-10', '2026-03-10']), '2026-03-17'],
    ['from a Friday, one working day is Monday', '2026-03-13', 1, uae, '2026-03-16'],
    ['from a Saturday, the weekend days are not counted', '2026-03-21', 1, uae, '2026-03-23'],
  ] as const)('%s', (_what, from, days, cal, due) => {
    expect(dueDateOf(from, days, 'working', cal)).toBe(due);
  });
});

describe('where a deadline counts from', () => {
  const appeal = { days: 30, dayKind: 'calendar', countFrom: 'notification_date' } as const;

  it('given a rule counted from the notification, when the ruling is not yet notified, then it cannot be counted', () => {
    expect(computeDeadline(appeal, { rulingDate: '2026-03-02', notificationDate: null }, uae)).toBeNull();
  });

  it('given a rule counted from the notification, when it is notified, then it counts from the notification date', () => {
    expect(computeDeadline(appeal, { rulingDate: '2026-03-02', notificationDate: '2026-03-05' }, uae)).toEqual({ fromDate: '2026-03-05', dueDate: '2026-04-06' });
  });

  it('given a rule counted from the ruling date, then a notification date changes nothing', () => {
    expect(computeDeadline({ ...appeal, countFrom: 'ruling_date' }, { rulingDate: '2026-03-02', notificationDate: '2026-03-05' }, uae)).toEqual({ fromDate: '2026-03-02', dueDate: '2026-04-01' });
  });
});

describe('a holiday added after the deadline opened', () => {
  it('given a deadline due on Wednesday 1 April, when a holiday on that day is announced, then it falls due on Thursday', () => {
    const before = dueDateOf('2026-03-02', 30, 'calendar', uae);
    const after = dueDateOf('2026-03-02', 30, 'calendar', withHolidays(['2026-04-01', '2026-04-01']));
    expect([before, after]).toEqual(['2026-04-01', '2026-04-02']);
  });

  it('given a working-day deadline, when a holiday inside its window is announced, then it falls due a working day later', () => {
    const before = dueDateOf('2026-03-02', 10, 'working', uae);
    const after = dueDateOf('2026-03-02', 10, 'working', withHolidays(['2026-03-04', '2026-03-05']));
    expect([before, after]).toEqual(['2026-03-16', '2026-03-18']);
  });
});

describe('working days', () => {
  it('a weekend day and a holiday day are not working days', () => {
    expect([isWorkingDay('2026-03-21', uae), isWorkingDay('2026-03-10', withHolidays(['2026-03-10', '2026-03-10'])), isWorkingDay('2026-03-10', uae)]).toEqual([false, false, true]);
  });

  it('a calendar with no working day at all is refused rather than looped over', () => {
    const never: WorkingCalendar = { weekendDays: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], holidays: [] };
    expect(() => nextWorkingDay('2026-03-02', never)).toThrow(/no working day/);
  });

  it('days left: positive before the due day, 0 on it, negative after', () => {
    expect([daysLeft('2026-04-01', '2026-03-30'), daysLeft('2026-04-01', '2026-04-01'), daysLeft('2026-04-01', '2026-04-03')]).toEqual([2, 0, -2]);
  });
});
