import { describe, expect, it } from 'vitest';
import { timeSlots } from '../../components/timeSlots';
import { clock24, eventStart } from './eventTimes';

describe('event times on the calendar', () => {
  it('reads stored times on the 24-hour clock: afternoons after noon, midnight as 00', () => {
    expect(clock24('01:30 PM')).toBe('13:30');
    expect(clock24('11:45 PM')).toBe('23:45');
    expect(clock24('12:00 PM')).toBe('12:00');
    expect(clock24('12:15 AM')).toBe('00:15');
    expect(clock24('09:30 AM')).toBe('09:30');
    expect(clock24('9:30 pm')).toBe('21:30');
    expect(clock24('14:05')).toBe('14:05');
  });

  it('gives every slot of the time pickers its own hour and minute, in clock order', () => {
    const clocks = timeSlots.map(clock24);
    expect(clocks[0]).toBe('00:00');
    expect(clocks.at(-1)).toBe('23:45');
    expect(clocks).toEqual([...clocks].sort());
    expect(new Set(clocks).size).toBe(96);
  });

  it('puts a timed event at its hour and anything else on its day, all day', () => {
    expect(eventStart('2026-11-23', '01:30 PM')).toEqual({ start: '2026-11-23T13:30', allDay: false });
    expect(eventStart('2026-11-23', null)).toEqual({ start: '2026-11-23', allDay: true });
    expect(eventStart('2026-11-23', 'after the recess')).toEqual({ start: '2026-11-23', allDay: true });
    expect(eventStart('2026-11-23', '13:00 PM')).toEqual({ start: '2026-11-23', allDay: true });
  });
});
