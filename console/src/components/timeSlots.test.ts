import { describe, expect, it } from 'vitest';
import { formatTime, normalizeTime, timeSlots } from './timeSlots';

describe('time slots', () => {
  it('lists 15-minute slots from 01:00 to 12:45, AM then PM', () => {
    expect(timeSlots).toHaveLength(96);
    expect(timeSlots.slice(0, 3)).toEqual(['01:00 AM', '01:15 AM', '01:30 AM']);
    expect(timeSlots[47]).toBe('12:45 AM');
    expect(timeSlots[48]).toBe('01:00 PM');
    expect(timeSlots.at(-1)).toBe('12:45 PM');
  });

  it('normalizes typed times to the slot spelling and leaves other text alone', () => {
    expect(normalizeTime('9:30 am')).toBe('09:30 AM');
    expect(normalizeTime('after the recess')).toBe('after the recess');
  });

  it('writes times in the language of the page', () => {
    expect(formatTime('09:30 PM', 'en')).toBe('09:30 PM');
    expect(formatTime('12:15 AM', 'en')).toBe('12:15 AM');
    expect(formatTime('09:30 PM', 'ar')).toMatch(/م$/);
    expect(formatTime('around noon', 'ar')).toBe('around noon');
  });
});
