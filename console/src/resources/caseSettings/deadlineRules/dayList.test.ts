import { describe, expect, it } from 'vitest';
import { dayListProblem, formatDayList, parseDayList } from './dayList';

describe('reminder offsets of a deadline rule', () => {
  it('shows a stored list as the dialog shows it', () => {
    expect(formatDayList([7, 3, 1])).toBe('7, 3, 1');
    expect(formatDayList(undefined)).toBe('');
  });

  it('reads what a lawyer types, with Arabic commas and digits, largest first and without repeats', () => {
    expect(parseDayList('1, 7,3')).toEqual([7, 3, 1]);
    expect(parseDayList('٧، ٣، ١')).toEqual([7, 3, 1]);
    expect(parseDayList('3 3 1')).toEqual([3, 1]);
    expect(parseDayList('')).toEqual([]);
  });

  it('refuses anything but whole numbers of days', () => {
    expect(parseDayList('7, three')).toBeNull();
    expect(parseDayList('1.5')).toBeNull();
    expect(parseDayList('-2')).toBeNull();
    expect(dayListProblem('7, x', 30)).toBe('list');
  });

  it('wants each reminder at least a day before the due date and within the rule', () => {
    expect(dayListProblem('7, 3, 1', 30)).toBeUndefined();
    expect(dayListProblem('0', 30)).toBe('range');
    expect(dayListProblem('30, 7', 30)).toBe('range');
    expect(dayListProblem('', 30)).toBeUndefined();
  });
});
