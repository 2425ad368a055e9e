import { describe, expect, it } from 'vitest';
import { foldCase, indexableNeedle, indexedText, TEXT_SEPARATOR, textQuery } from './sqliteFilter.js';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

describe('text index folding', () => {
  it('folds every BMP code unit as /i compares it: a regular expression of one code unit matches exactly those of the same fold', () => {
    const units: number[] = [];
    for (let c = 0; c < 0x10000; c++) if (c < 0xd800 || c > 0xdfff) units.push(c);
    const fold = (c: number) => foldCase(String.fromCharCode(c));
    const classes = new Map<string, number[]>();
    for (const c of units) classes.set(fold(c), [...(classes.get(fold(c)) ?? []), c]);
    let all = '';
    for (let i = 0; i < units.length; i += 8192) all += String.fromCharCode(...units.slice(i, i + 8192));
    const matched = (c: number) => {
      const found: number[] = [];
      const re = new RegExp(escape(String.fromCharCode(c)), 'gi');
      for (let m = re.exec(all); m; m = re.exec(all)) found.push(all.charCodeAt(m.index));
      return found;
    };
    // the code units with a case: every one, against every code unit
    const cased = units.filter((c) => {
      const ch = String.fromCharCode(c);
      return classes.get(fold(c))!.length > 1 || ch.toUpperCase() !== ch || ch.toLowerCase() !== ch;
    });
    expect(cased.length).toBeGreaterThan(2000);
    const wrong = cased.filter((c) => matched(c).join() !== classes.get(fold(c))!.join());
    expect(wrong.map((c) => c.toString(16))).toEqual([]);
    // the others fold to themselves and match only themselves (a sample: each costs a scan of every code unit)
    const uncased = units.filter((c, i) => i % 97 === 0 && !cased.includes(c));
    expect(uncased.filter((c) => fold(c) !== String.fromCharCode(c) || matched(c).join() !== String(c))).toEqual([]);
  });

  it('folds as /i does where Unicode folds otherwise: long s, Kelvin sign, sharp s, dotless i, micro sign', () => {
    for (const [a, b, same] of [
      ['ſ', 's', false],
      ['\u212a', 'k', false],
      ['ß', 'ẞ', false],
      ['ı', 'i', false],
      ['µ', 'μ', true],
      ['é', 'É', true],
      ['ς', 'Σ', true],
    ] as const) {
      expect(new RegExp(a, 'i').test(b), `${a} ${b}`).toBe(same);
      expect(foldCase(a) === foldCase(b), `${a} ${b}`).toBe(same);
    }
    // astral letters: /i without the u flag compares code units, which have no case
    expect(foldCase('𐐨')).toBe('𐐨');
    expect(foldCase('Falcon Marine الصقر')).toBe('FALCON MARINE الصقر');
  });

  it('indexes the strings of a field apart, and looks up only needles the tokenizer reads as they are', () => {
    expect(indexedText([])).toBeNull();
    expect(indexedText(['', ''])).toBeNull();
    expect(indexedText(['abc', 'Def'])).toBe(`ABC${TEXT_SEPARATOR}DEF`);
    // NUL (skipped by the tokenizer) and a lone surrogate become the separator
    expect(indexedText(['a\u0000b', 'x\ud800y'])).toBe(`A${TEXT_SEPARATOR}B${TEXT_SEPARATOR}X${TEXT_SEPARATOR}Y`);
    expect(['abc', 'الصقر', 'a b', '𐐨𐐨𐐨'].map(indexableNeedle)).toEqual([true, true, true, true]);
    expect(['ab', 'a', '', '𐐨𐐨', 'ab\u0000', 'abc\ufffd', 'abc\uffff', 'abc\ufffe', 'ab\udc00c'].map(indexableNeedle)).toEqual(Array(9).fill(false));
    expect(textQuery({ table: '"t"', columns: ['c0', 'c2'], phrase: 'SAY "HI" OR *' })).toBe('{c0 c2} : "SAY ""HI"" OR *"');
  });
});
