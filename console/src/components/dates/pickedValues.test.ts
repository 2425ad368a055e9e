import { describe, expect, it } from 'vitest';
import { INCOMPLETE, OUT_OF_RANGE, dateProblem, fromPicked, isWhole, toPicked } from './pickedValues';

describe('picked date values', () => {
  it('given a stored calendar day, the picker shows that day and stores it back unchanged', () => {
    const picked = toPicked('date', '2026-03-09');
    expect([picked?.getFullYear(), picked?.getMonth(), picked?.getDate()]).toEqual([2026, 2, 9]);
    expect(fromPicked('date', picked)).toBe('2026-03-09');
  });

  it('given a day stored with a time, the picker keeps its calendar day', () => {
    expect(fromPicked('date', toPicked('date', '1990-05-01T00:00:00.000Z'))).toBe('1990-05-01');
  });

  it('given a month, it stores yyyy-MM', () => {
    expect(fromPicked('month', toPicked('month', '2026-11'))).toBe('2026-11');
  });

  it('given an instant, it stores the same instant in UTC', () => {
    expect(fromPicked('dateTime', toPicked('dateTime', '2026-12-20T06:30:00.000Z'))).toBe('2026-12-20T06:30:00.000Z');
  });

  it('when the field is cleared, it stores null; when it is half typed, it stores INCOMPLETE', () => {
    expect(fromPicked('date', null)).toBeNull();
    expect(fromPicked('date', new Date(Number.NaN))).toBe(INCOMPLETE);
    expect(toPicked('date', INCOMPLETE)).toBeNull();
  });

  it('says which stored values are whole dates (empty ones are for `required` to judge)', () => {
    expect(isWhole('date', '2026-02-28')).toBe(true);
    expect(isWhole('date', '')).toBe(true);
    expect(isWhole('date', null)).toBe(true);
    expect(isWhole('date', INCOMPLETE)).toBe(false);
    expect(isWhole('date', '2026-02-30')).toBe(false);
    expect(isWhole('month', '2026-13')).toBe(false);
    expect(isWhole('dateTime', 'tomorrow')).toBe(false);
  });

  it('given a whole date in a year before 1900 or after 2100 (2811 typed for a day), it stores OUT_OF_RANGE, never that date', () => {
    expect(fromPicked('date', new Date(2811, 1, 26))).toBe(OUT_OF_RANGE);
    expect(fromPicked('date', new Date(612, 1, 26))).toBe(OUT_OF_RANGE);
    expect(fromPicked('date', new Date(1899, 11, 31))).toBe(OUT_OF_RANGE);
    expect(fromPicked('month', new Date(2101, 0, 1))).toBe(OUT_OF_RANGE);
    expect(fromPicked('dateTime', new Date(2101, 0, 1, 9, 30))).toBe(OUT_OF_RANGE);
    expect(fromPicked('date', new Date(1900, 0, 1))).toBe('1900-01-01');
    expect(fromPicked('date', new Date(2100, 11, 31))).toBe('2100-12-31');
    expect(toPicked('date', OUT_OF_RANGE)).toBeNull();
  });

  it('says what is wrong: typed in part, or not a date the firm can hold (just typed, or stored so before)', () => {
    expect(dateProblem('date', INCOMPLETE)).toBe('incomplete');
    expect(dateProblem('date', OUT_OF_RANGE)).toBe('invalid');
    expect(dateProblem('date', '0612-02-26')).toBe('invalid');
    expect(dateProblem('date', '2026-02-30')).toBe('invalid');
    expect(dateProblem('dateTime', '2811-02-26T06:30:00.000Z')).toBe('invalid');
    expect(dateProblem('date', '2026-11-28')).toBeNull();
    expect(dateProblem('date', null)).toBeNull();
    expect(isWhole('date', OUT_OF_RANGE)).toBe(false);
  });
});
