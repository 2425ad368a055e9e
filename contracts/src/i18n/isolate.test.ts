import { describe, expect, it } from 'vitest';
import { arabicLine, fillWording, isolate, isolateLtr, withoutIsolates } from './isolate.js';
import { fillReminder, reminderWording } from './reminders.js';
import { isolated, isolatedLtr } from '../../../tests/support/bidi.js';

describe('values put into a line of text', () => {
  it('are isolated in their own direction; nothing stays nothing', () => {
    expect(isolate('Emirates v. Gulf')).toBe('\u2068Emirates v. Gulf\u2069');
    expect(isolate(2026)).toBe('\u20682026\u2069');
    expect(isolate('')).toBe('');
    expect(isolate(null)).toBe('');
    expect(isolate(undefined)).toBe('');
  });

  it('a phone number left to right whatever it holds', () => {
    expect(isolateLtr('+971 4 321 0001')).toBe('\u2066+971 4 321 0001\u2069');
    expect(isolateLtr('')).toBe('');
  });

  it('an Arabic line isolates every value it is given, and only them', () => {
    expect(arabicLine`القضية ${'2026/0003'}: ${'Emirates v. Gulf'}`).toBe(`القضية ${isolated('2026/0003')}: ${isolated('Emirates v. Gulf')}`);
    // an empty value leaves no stray marks
    expect(arabicLine`القاعة ${''}`).toBe('القاعة ');
    expect(arabicLine`بلا قيم`).toBe('بلا قيم');
    expect(withoutIsolates(arabicLine`القضية ${'2026/0003'}: ${'Emirates v. Gulf'}`)).toBe('القضية 2026/0003: Emirates v. Gulf');
    expect(withoutIsolates(isolateLtr('+971 4'))).toBe('+971 4');
  });

  it("a wording's %{name} parts filled as they are (never read as patterns), isolated when asked, unknown names kept", () => {
    expect(fillWording('Case %{n}: %{t}', { n: '2026/0003', t: '$& $1' }, false)).toBe('Case 2026/0003: $& $1');
    expect(fillWording('القضية %{n}: %{t}', { n: '2026/0003', t: 'Emirates v. Gulf' }, true)).toBe(`القضية ${isolated('2026/0003')}: ${isolated('Emirates v. Gulf')}`);
    expect(fillWording('%{missing} %{toString}', {}, true)).toBe('%{missing} %{toString}');
  });

  it('a reminder keeps its English as written and isolates the values of its Arabic', () => {
    const filled = fillReminder(reminderWording.deadlineWithdrawnBody, { reason: 'x', caseNumber: '2026/0003', title: 'Emirates v. Gulf' });
    expect(filled.en).toBe('x; its reminders stop. Case 2026/0003: Emirates v. Gulf');
    expect(filled.ar).toBe(`${isolated('x')}؛ تتوقف تذكيراته. القضية ${isolated('2026/0003')}: ${isolated('Emirates v. Gulf')}`);
    expect(isolatedLtr('1')).toBe(isolateLtr('1'));
  });
});
