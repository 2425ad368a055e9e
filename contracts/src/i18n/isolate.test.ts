import { describe, expect, it } from 'vitest';
import { arabicLine, fillWording, isIsolated, isolate, isolateLtr, withoutIsolates } from './isolate.js';
import { bilingual } from '../messages.js';
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

describe('a value isolated twice', () => {
  it('keeps the marks it has: a value isolated whole is not isolated again, one of several isolated parts is', () => {
    expect(isolate(isolate('Emirates v. Gulf'))).toBe(isolated('Emirates v. Gulf'));
    expect(isolateLtr(isolateLtr('+971 4'))).toBe(isolatedLtr('+971 4'));
    expect(isolate(`${isolated('a')} · ${isolated('b')}`)).toBe(isolated(`${isolated('a')} · ${isolated('b')}`));
    expect(isIsolated(`\u2067${isolated('a')} · ${isolated('b')}\u2069`)).toBe(true);
    expect(isIsolated(`${isolated('a')} · ${isolated('b')}`)).toBe(false);
  });
});

describe('a wording of the catalogue with values (bilingual)', () => {
  it('isolates each value in both languages, never twice', () => {
    expect(bilingual('audit.pdf.title', { record: 'Case: Emirates v. Gulf' })).toEqual({ en: `Audit history — ${isolated('Case: Emirates v. Gulf')}`, ar: `سجل التدقيق — ${isolated('Case: Emirates v. Gulf')}` });
    expect(bilingual('audit.pdf.title', { record: isolated('القضية') }).ar).toBe(`سجل التدقيق — ${isolated('القضية')}`);
    expect(bilingual('startup.portInUse', { port: 3000 }).ar).toContain(`المنفذ ${isolated(3000)} مستخدم`);
    // a value not given keeps its place holder; a wording without values is as written
    expect(bilingual('audit.pdf.page', { page: 1 }).en).toBe(`Page ${isolated(1)} of {pages}`);
    expect(bilingual('error.notFound')).toEqual({ en: 'The record was not found', ar: 'لم يتم العثور على السجل' });
  });
});
