import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formRows, optionalText, requiredText } from './validation.js';

describe('text input', () => {
  it('keeps Arabic and Latin text, trimmed', () => {
    expect(requiredText().parse('  محكمة دبي  ')).toBe('محكمة دبي');
    expect(requiredText().parse('Dubai Courts')).toBe('Dubai Courts');
  });

  it('drops direction overrides and zero-width spaces, so an invisible name is no name', () => {
    expect(requiredText().parse('\u202Egnp.exe')).toBe('gnp.exe');
    expect(requiredText().safeParse('\u200B\u200B').success).toBe(false);
    expect(optionalText().parse('\u200B')).toBeNull();
  });

  it('refuses control characters and broken UTF-16', () => {
    expect(requiredText().safeParse('ab\u0000c').success).toBe(false);
    expect(requiredText().safeParse('\uD800').success).toBe(false);
    expect(optionalText().parse('line one\nline two')).toBe('line one\nline two');
  });
});

describe('repeatable form rows', () => {
  const locations = formRows(z.object({ locationEn: optionalText(), locationAr: optionalText() }));

  it('drops a row left blank and keeps a row with anything in it', () => {
    expect(locations.parse([{ locationEn: '', locationAr: ' ' }, { locationEn: null }, { locationEn: 'Deira', locationAr: null }])).toEqual([{ locationEn: 'Deira', locationAr: null }]);
  });

  it('reads no rows as none, and refuses more than the limit', () => {
    expect(locations.parse(undefined)).toEqual([]);
    expect(locations.safeParse(Array.from({ length: 51 }, () => ({ locationEn: 'x' }))).success).toBe(false);
  });
});
