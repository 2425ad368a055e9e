import { describe, expect, it } from 'vitest';
import { deadlineState } from './deadlineDays';

const today = '2026-03-10';
const open = (dueDate: string) => ({ status: 'open' as const, dueDate });

describe("a deadline's days left as a lawyer reads them", () => {
  it('counts whole days from the firm\'s today to the due date', () => {
    expect(deadlineState(open('2026-03-25'), today)).toEqual({ say: 'daysLeft', left: 15, tone: 'info' });
    expect(deadlineState(open('2026-04-01'), today).left).toBe(22);
  });

  it('turns amber in the last week and red in the last three days and on the due day', () => {
    expect(deadlineState(open('2026-03-17'), today).tone).toBe('warning');
    expect(deadlineState(open('2026-03-13'), today).tone).toBe('error');
    expect(deadlineState(open('2026-03-10'), today)).toEqual({ say: 'dueToday', left: 0, tone: 'error' });
  });

  it('says overdue once the due day has passed while it is still open', () => {
    expect(deadlineState(open('2026-03-08'), today)).toEqual({ say: 'overdue', left: -2, tone: 'error' });
  });

  it('says met or missed for closed deadlines, whatever the date', () => {
    expect(deadlineState({ status: 'met', dueDate: '2026-03-08' }, today).say).toBe('met');
    expect(deadlineState({ status: 'missed', dueDate: '2026-03-08' }, today).say).toBe('missed');
  });

  it('says withdrawn, uncoloured, for a deadline whose ruling the minutes no longer record, even past its due day', () => {
    expect(deadlineState({ status: 'withdrawn', dueDate: '2026-03-08' }, today)).toEqual({ say: 'withdrawn', left: -2, tone: 'default' });
    expect(deadlineState({ status: 'withdrawn', dueDate: '2026-03-11' }, today).say).toBe('withdrawn');
  });

  it("takes the server's count when it gives one", () => {
    expect(deadlineState({ ...open('2026-03-25'), daysLeft: 14 }, today).left).toBe(14);
  });
});
