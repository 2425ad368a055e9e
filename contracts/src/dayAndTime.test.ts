import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_BOUNDS, daysInMonth, parseDay } from './calendarDays.js';
import { clockTimeOf, minutesOfClockTime, STORED_TIME_PATTERN } from './clockTime.js';
import { timeOfDay } from './timeOfDay.js';
import { calendarDay, instant, numeric, optionalCalendarDay, wholeNumber } from './validation.js';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const first = new Date(`${DAY_BOUNDS.first}T00:00:00Z`);
const last = new Date(`${DAY_BOUNDS.last}T00:00:00Z`);
/** every day inside the bounds, as yyyy-MM-dd */
const realDay = fc.date({ min: first, max: last, noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const refused = (value: unknown) => !calendarDay().safeParse(value).success;

describe('a calendar day', () => {
  it('round-trips every real day inside the bounds', () => {
    fc.assert(
      fc.property(realDay, (day) => {
        expect(parseDay(day)).toBe(day);
        expect(calendarDay().parse(day)).toBe(day);
      }),
    );
  });

  it('refuses days the month does not have (never rolled over to the next month)', () => {
    const impossible = fc
      .record({ year: fc.integer({ min: 1900, max: 2100 }), month: fc.integer({ min: 1, max: 12 }), extra: fc.integer({ min: 1, max: 68 }) })
      .map(({ year, month, extra }) => `${year}-${pad(month)}-${pad(daysInMonth(year, month) + extra)}`);
    fc.assert(fc.property(impossible, (day) => { expect(parseDay(day)).toBeNull(); }));
    const badMonth = fc.record({ year: fc.integer({ min: 1900, max: 2100 }), month: fc.constantFrom(0, 13, 19, 99), day: fc.integer({ min: 1, max: 28 }) });
    fc.assert(fc.property(badMonth, ({ year, month, day }) => { expect(parseDay(`${year}-${pad(month)}-${pad(day)}`)).toBeNull(); }));
    for (const day of ['2026-02-29', '2026-02-30', '2100-02-29', '2026-04-31', '2026-00-10', '2026-11-00']) expect(parseDay(day), day).toBeNull();
    expect(parseDay('2024-02-29')).toBe('2024-02-29');
    expect(parseDay('2000-02-29')).toBe('2000-02-29');
  });

  it('refuses trailing or leading text, signs, other shapes and other types', () => {
    fc.assert(fc.property(realDay, fc.string({ minLength: 1, maxLength: 12 }), (day, tail) => { expect(parseDay(day + tail)).toBeNull(); }));
    fc.assert(fc.property(realDay, fc.constantFrom('+', '-', ' ', '0', '\u200f', '+0'), (day, head) => { expect(parseDay(head + day)).toBeNull(); }));
    for (const value of ['1', '2026', '2026-1-5', '26-11-28', '28/11/2026', '2026/11/28', '2026-11-28T10:00:00Z', '2026-11-28 junk?', '-000001-01-01', '', ' ', null, 20261128, {}, ['2026-11-28']])
      expect(refused(value), JSON.stringify(value)).toBe(true);
  });

  it('refuses years outside the bounds', () => {
    const outside = fc.oneof(fc.integer({ min: 0, max: 1899 }), fc.integer({ min: 2101, max: 9999 })).map((y) => `${pad(y, 4)}-06-15`);
    fc.assert(fc.property(outside, (day) => { expect(parseDay(day)).toBeNull(); }));
    for (const day of ['0000-01-01', '0612-02-26', '1899-12-31', '2101-01-01', '9999-12-31']) expect(parseDay(day), day).toBeNull();
  });

  it('leaves an optional day empty for nothing, and refuses anything else that is not a day', () => {
    for (const empty of ['', null, undefined]) expect(optionalCalendarDay().parse(empty)).toBeNull();
    expect(optionalCalendarDay().safeParse('2026-02-30').success).toBe(false);
    expect(optionalCalendarDay().parse('2026-02-28')).toBe('2026-02-28');
  });
});

describe('a moment', () => {
  it('round-trips every moment written with its offset', () => {
    fc.assert(
      fc.property(fc.date({ min: first, max: last, noInvalidDate: true }), (d) => {
        expect(instant().parse(d.toISOString())).toBe(d.toISOString());
      }),
    );
    expect(instant().parse('2026-12-01T09:30:00+04:00')).toBe('2026-12-01T05:30:00.000Z');
  });

  it('refuses impossible days and times, no offset, and trailing text', () => {
    for (const value of ['2026-02-30T10:00:00Z', '2026-11-28T24:00:00Z', '2026-11-28T10:60:00Z', '2026-11-28T10:00:00', '2026-11-28', '2026-11-28T10:00:00Zjunk', '0612-02-26T10:00:00Z'])
      expect(instant().safeParse(value).success, value).toBe(false);
  });
});

describe('a time of day', () => {
  const hour = fc.integer({ min: 0, max: 23 });
  const minute = fc.integer({ min: 0, max: 59 });

  it('keeps every real time 24-hour, read from 24-hour, 12-hour and Arabic 12-hour writing alike, and writes it back as it reads', () => {
    fc.assert(
      fc.property(hour, minute, (h, m) => {
        const stored = `${pad(h)}:${pad(m)}`;
        const twelve = `${pad(h % 12 || 12)}:${pad(m)} ${h < 12 ? 'AM' : 'PM'}`;
        expect(stored).toMatch(new RegExp(STORED_TIME_PATTERN));
        expect(clockTimeOf(stored)).toBe(stored);
        expect(clockTimeOf(twelve)).toBe(stored);
        expect(clockTimeOf(twelve.toLowerCase())).toBe(stored);
        expect(clockTimeOf(timeOfDay(stored, 'ar'))).toBe(stored);
        expect(timeOfDay(stored, 'en')).toBe(twelve);
        expect(minutesOfClockTime(stored)).toBe(h * 60 + m);
      }),
    );
  });

  it('refuses hours and minutes that do not exist, and trailing text', () => {
    fc.assert(fc.property(fc.integer({ min: 24, max: 99 }), minute, (h, m) => { expect(clockTimeOf(`${h}:${pad(m)}`)).toBeNull(); }));
    fc.assert(fc.property(hour, fc.integer({ min: 60, max: 99 }), (h, m) => { expect(clockTimeOf(`${pad(h)}:${m}`)).toBeNull(); }));
    fc.assert(fc.property(fc.integer({ min: 13, max: 99 }), minute, (h, m) => { expect(clockTimeOf(`${h}:${pad(m)} PM`)).toBeNull(); }));
    for (const value of ['00:30 AM', '9:5', '09:30 PM junk', '09:30:00', '0930', 'noon']) expect(clockTimeOf(value), value).toBeNull();
  });
});

describe('a number', () => {
  it('reads every whole number from a JSON number or its digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (n) => {
        expect(wholeNumber().parse(n)).toBe(n);
        expect(wholeNumber().parse(String(n))).toBe(n);
      }),
    );
    expect(numeric().parse('12.5')).toBe(12.5);
  });

  it('is not what Number() would also read: hex, exponents, spaces, empty, infinities', () => {
    for (const value of ['0x1e', '1e1', ' 30', '30 ', '', '+5', '0b11', '0o7', 'Infinity', 'NaN', '1_000', '١٢', true, null, Infinity, NaN, [30]])
      expect(numeric().safeParse(value).success, JSON.stringify(value)).toBe(false);
    fc.assert(fc.property(fc.integer({ min: 1, max: 1000 }), (n) => { expect(wholeNumber().safeParse(`0x${n.toString(16)}`).success).toBe(false); }));
    expect(wholeNumber().safeParse(2.5).success).toBe(false);
  });
});
