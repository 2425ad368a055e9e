import { describe, expect, it } from 'vitest';
import { firmDay } from './days.js';

// The browser suites date what they make with firmDay: at 21:30 UTC it is already tomorrow in
// Dubai, where the portal counts its days, so a suite run in the evening (UTC) means the firm's day.
describe('the firm\'s day in the browser suites', () => {
  it('is the Dubai day, not the UTC one, between 20:00 and 24:00 UTC', () => {
    expect(firmDay(0, new Date('2026-11-25T19:59:00Z'))).toBe('2026-11-25');
    expect(firmDay(0, new Date('2026-11-25T20:00:00Z'))).toBe('2026-11-26');
    expect(firmDay(0, new Date('2026-11-25T23:59:00Z'))).toBe('2026-11-26');
  });

  it('counts days from that day, across a month and a year', () => {
    expect(firmDay(1, new Date('2026-11-30T21:00:00Z'))).toBe('2026-12-02');
    expect(firmDay(-1, new Date('2026-12-31T20:30:00Z'))).toBe('2026-12-31');
    expect(firmDay(7, new Date('2026-12-28T22:00:00Z'))).toBe('2027-01-05');
  });
});
