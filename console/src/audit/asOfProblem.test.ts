import { describe, expect, it } from 'vitest';
import { asOfProblem } from './AsOfControl';

describe('the moment a historical view may show', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const since = '2026-03-01T08:30:00.000Z';
  it('refuses a moment before the record existed, and one still to come', () => {
    expect(asOfProblem('2026-03-01T08:29:59.000Z', since, now)).toBe('beforeRecord');
    expect(asOfProblem('2026-06-15T12:00:01.000Z', since, now)).toBe('future');
  });
  it('accepts the record’s first moment, any moment since, and now', () => {
    expect(asOfProblem(since, since, now)).toBeNull();
    expect(asOfProblem('2026-04-10T00:00:00.000Z', since, now)).toBeNull();
    expect(asOfProblem(now.toISOString(), since, now)).toBeNull();
  });
});
