import { describe, expect, it } from 'vitest';
import { formatTime, normalizeTime, timeSlots, validTime } from './timeSlots';

describe('time slots', () => {
  it('lists the day in clock order: midnight first, noon after 11:45 AM', () => {
    expect(timeSlots).toHaveLength(96);
    expect(timeSlots.slice(0, 3)).toEqual(['12:00 AM', '12:15 AM', '12:30 AM']);
    expect(timeSlots.slice(46, 51)).toEqual(['11:30 AM', '11:45 AM', '12:00 PM', '12:15 PM', '12:30 PM']);
    expect(timeSlots.at(-1)).toBe('11:45 PM');
    expect(new Set(timeSlots).size).toBe(96);
  });

  it('refuses a typed time the server would refuse, with its bilingual message', () => {
    expect(validTime('25:99')).toBe('app.msg.validation.invalidTime');
    expect(validTime('13:00 PM')).toBe('app.msg.validation.invalidTime');
    expect(validTime('14:05')).toBeUndefined();
    expect(validTime('')).toBeUndefined();
  });

  it('normalizes typed times to the slot spelling and leaves other text alone', () => {
    expect(normalizeTime('9:30 am')).toBe('09:30 AM');
    expect(normalizeTime('14:05')).toBe('02:05 PM');
    expect(normalizeTime('after the recess')).toBe('after the recess');
  });

  it('writes times in the language of the page', () => {
    expect(formatTime('09:30 PM', 'en')).toBe('09:30 PM');
    expect(formatTime('12:15 AM', 'en')).toBe('12:15 AM');
    expect(formatTime('09:30 PM', 'ar')).toMatch(/م$/);
    expect(formatTime('around noon', 'ar')).toBe('around noon');
  });
});
