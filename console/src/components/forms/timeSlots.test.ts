import { describe, expect, it } from 'vitest';
import { formatTime, normalizeTime, slotChoices, timeSlots, validTime, workingSlots } from './timeSlots';

describe('time slots', () => {
  it('lists the day in clock order, 24-hour as the server stores it: midnight first, noon after 11:45', () => {
    expect(timeSlots).toHaveLength(96);
    expect(timeSlots.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(timeSlots.slice(46, 51)).toEqual(['11:30', '11:45', '12:00', '12:15', '12:30']);
    expect(timeSlots.at(-1)).toBe('23:45');
    expect(new Set(timeSlots).size).toBe(96);
  });

  it('offers the working day, 07:00 to 20:00 in clock order, keeping a stored time outside it in its place', () => {
    expect(slotChoices(undefined)).toBe(workingSlots);
    expect(workingSlots[0]).toBe('07:00');
    expect(workingSlots.at(-1)).toBe('20:00');
    expect(workingSlots.slice(19, 23)).toEqual(['11:45', '12:00', '12:15', '12:30']);
    expect(slotChoices('13:30')).toBe(workingSlots);
    // an older record's 12-hour time finds its slot too
    expect(slotChoices('01:30 PM')).toBe(workingSlots);
    expect(slotChoices('6:30 am').slice(0, 2)).toEqual(['06:30', '07:00']);
    expect(slotChoices('21:15').slice(-2)).toEqual(['20:00', '21:15']);
    expect(slotChoices('after the recess')).toBe(workingSlots);
  });

  it('refuses a typed time the server would refuse, with its bilingual message', () => {
    expect(validTime('25:99')).toBe('app.msg.validation.invalidTime');
    expect(validTime('13:00 PM')).toBe('app.msg.validation.invalidTime');
    expect(validTime('14:05')).toBeUndefined();
    expect(validTime('02:05 PM')).toBeUndefined();
    expect(validTime('')).toBeUndefined();
  });

  it('normalizes typed times to the stored spelling and leaves other text alone', () => {
    expect(normalizeTime('9:30 am')).toBe('09:30');
    expect(normalizeTime('02:05 PM')).toBe('14:05');
    expect(normalizeTime('14:05')).toBe('14:05');
    expect(normalizeTime('after the recess')).toBe('after the recess');
  });

  it('writes times in the language of the page, 12-hour as the spec shows them', () => {
    expect(formatTime('21:30', 'en')).toBe('09:30 PM');
    expect(formatTime('00:15', 'en')).toBe('12:15 AM');
    expect(formatTime('21:30', 'ar')).toBe('09:30 م');
    expect(formatTime('09:30 PM', 'ar')).toBe('09:30 م');
    expect(formatTime('around noon', 'ar')).toBe('around noon');
  });
});
