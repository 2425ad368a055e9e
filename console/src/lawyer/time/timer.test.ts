import { describe, expect, it } from 'vitest';
import { elapsedMs, formatClock, formatMinutes, paused, resumed, roundedMinutes, started } from './timer';

describe('the top bar timer', () => {
  it('counts from the clock: started, paused, resumed', () => {
    const t0 = 1_000_000;
    const running = started(7, 'C-1', t0);
    expect(elapsedMs(running, t0 + 90_000)).toBe(90_000);
    const held = paused(running, t0 + 90_000);
    expect(held.startedAt).toBeNull();
    // paused, the clock moving on adds nothing
    expect(elapsedMs(held, t0 + 500_000)).toBe(90_000);
    const again = resumed(held, t0 + 600_000);
    expect(elapsedMs(again, t0 + 630_000)).toBe(120_000);
  });

  it('rounds up to the minute, at least one', () => {
    expect(roundedMinutes(0)).toBe(1);
    expect(roundedMinutes(1_000)).toBe(1);
    expect(roundedMinutes(60_000)).toBe(1);
    expect(roundedMinutes(60_001)).toBe(2);
    expect(roundedMinutes(125 * 60_000)).toBe(125);
  });

  it('shows the time as h:mm:ss, and minutes as h:mm', () => {
    expect(formatClock(3723, 'en')).toBe('1:02:03');
    expect(formatMinutes(90, 'en')).toBe('1:30');
    expect(formatMinutes(5, 'en')).toBe('0:05');
  });
});
