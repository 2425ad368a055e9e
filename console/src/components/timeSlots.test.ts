import { describe, expect, it } from 'vitest';
import { formatTime, normalizeTime, slotChoices, timeSlots, validTime, workingSlots } from './timeSlots';

describe('time slots', () => {
  it('lists the day in clock order: midnight first, noon after 11:45 AM', () => {
    expect(timeSlots).toHaveLength(96);
    expect(timeSlots.slice(0, 3)).toEqual(['12:00 AM', '12:15 AM', '12:30 AM']);
    expect(timeSlots.slice(46, 51)).toEqual(['11:30 AM', '11:45 AM', '12:00 PM', '12:15 PM', '12:30 PM']);
    expect(timeSlots.at(-1)).toBe('11:45 PM');
    expect(new Set(timeSlots).size).toBe(96);
  });

  it('offers the working day, 07:00 AM to 08:00 PM in clock order, keeping a stored time outside it in its place', () => {
    expect(slotChoices(undefined)).toBe(workingSlots);
    expect(workingSlots[0]).toBe('07:00 AM');
    expect(workingSlots.at(-1)).toBe('08:00 PM');
    expect(workingSlots.slice(19, 23)).toEqual(['11:45 AM', '12:00 PM', '12:15 PM', '12:30 PM']);
    expect(slotChoices('01:30 PM')).toBe(workingSlots);
    expect(slotChoices('6:30 am').slice(0, 2)).toEqual(['06:30 AM', '07:00 AM']);
    expect(slotChoices('09:15 PM').slice(-2)).toEqual(['08:00 PM', '09:15 PM']);
    expect(slotChoices('after the recess')).toBe(workingSlots);
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
