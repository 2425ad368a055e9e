import { describe, expect, it } from 'vitest';
import { timeSlots } from '../../components/forms/timeSlots';
import { eventStart } from './eventTimes';

describe('event times on the calendar', () => {
  it('puts a timed event at its hour on the 24-hour clock, stored 24-hour or (older records) 12-hour: afternoons after noon, midnight as 00', () => {
    const at = (time: string) => eventStart('2026-11-23', time).start;
    expect(at('13:30')).toBe('2026-11-23T13:30');
    expect(at('01:30 PM')).toBe('2026-11-23T13:30');
    expect(at('11:45 PM')).toBe('2026-11-23T23:45');
    expect(at('12:00 PM')).toBe('2026-11-23T12:00');
    expect(at('12:15 AM')).toBe('2026-11-23T00:15');
    expect(at('9:30 pm')).toBe('2026-11-23T21:30');
  });

  it('gives every slot of the time pickers its own hour and minute, in clock order', () => {
    const clocks = timeSlots.map((slot) => eventStart('2026-11-23', slot).start.slice(11));
    expect(clocks[0]).toBe('00:00');
    expect(clocks.at(-1)).toBe('23:45');
    expect(clocks).toEqual([...clocks].sort());
    expect(new Set(clocks).size).toBe(96);
  });

  it('puts anything that is not a time on its day, all day', () => {
    expect(eventStart('2026-11-23', null)).toEqual({ start: '2026-11-23', allDay: true });
    expect(eventStart('2026-11-23', 'after the recess')).toEqual({ start: '2026-11-23', allDay: true });
    expect(eventStart('2026-11-23', '13:00 PM')).toEqual({ start: '2026-11-23', allDay: true });
  });
});
