import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEARCH_RANK, normalizeSearchText, numberWritings, rankSearch, searchRank } from './search.js';

describe('normalizeSearchText', () => {
  it.each([
    ['hamza forms of alef read as bare alef', 'أحمد إبراهيم آمنة', 'احمد ابراهيم امنه'],
    ['taa marbuta reads as haa', 'محكمة دبي', 'محكمه دبي'],
    ['alef maqsura reads as yaa', 'مصطفى', 'مصطفي'],
    ['diacritics and tatweel are ignored', 'مُحَمَّـــد', 'محمد'],
    ['Arabic-Indic digits read as Western', '٢٠٢٦/٠٠٠٧', '2026/0007'],
    ['Persian digits read as Western', '۱۲۳', '123'],
    ['English ignores case and accents', 'Ébène CAFÉ  Naïve', 'ebene cafe naive'],
    ['nothing is the empty text', null, ''],
  ])('%s', (_why, given, expected) => {
    expect(normalizeSearchText(given)).toBe(expected);
  });
});

describe('normalizeSearchText of plain ASCII text', () => {
  // every step, as for any other text
  const everyStep = (s: string) =>
    s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
  it('is what every step gives it', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary-ascii', maxLength: 40 }), (s) => {
      expect(normalizeSearchText(s)).toBe(everyStep(s));
    }), { numRuns: 3000 });
  });
});

describe('searchRank', () => {
  const caseEntry = { numbers: ['2026/0007'], text: normalizeSearchText('2026/0007 Rent dispute نزاع إيجار محكمة دبي Ahmed Al Mansouri') };
  it.each([
    ['the exact case number', '2026/0007', SEARCH_RANK.number],
    ['the case number in Arabic-Indic digits', '٢٠٢٦/٠٠٠٧', SEARCH_RANK.number],
    ['a whole word in either script', 'محكمه', SEARCH_RANK.word],
    ['whole words in another case', 'RENT dispute', SEARCH_RANK.word],
    ['a prefix', 'mans', SEARCH_RANK.prefix],
    ['a part of the number', '0007', SEARCH_RANK.prefix],
    ['a word it does not have', 'lease', SEARCH_RANK.none],
    ['one word matching and one not', 'rent lease', SEARCH_RANK.none],
    ['blank', '   ', SEARCH_RANK.none],
  ])('given a case, when searching %s, then it ranks %i', (_why, query, rank) => {
    expect(searchRank(caseEntry, query)).toBe(rank);
  });

  it('given a number, a whole word and a prefix match, when ranked, then the number comes first, then the word, then the prefix', () => {
    const prefix = { titleEn: 'A prefix', numbers: [], text: 'dubaian' };
    const word = { titleEn: 'B word', numbers: [], text: 'dubai court' };
    const number = { titleEn: 'C number', numbers: ['dubai'], text: 'x' };
    const unrelated = { titleEn: 'D', numbers: [], text: 'sharjah' };
    expect(rankSearch([prefix, unrelated, word, number], 'Dubai').map((e) => e.titleEn)).toEqual(['C number', 'B word', 'A prefix']);
  });

  it("given a hearing whose case is called Gulf Logistics, when searching the case's words, then the hearing answers after what its own words find", () => {
    const caseOf = { titleEn: 'Gulf Logistics v. Star', numbers: ['2026/0012'], text: normalizeSearchText('2026/0012 Gulf Logistics v. Star') };
    const hearing = { titleEn: '2026-12-01', numbers: [], text: normalizeSearchText('2026/0012 Dubai Court Hall 3') };
    const ownWord = { titleEn: '2026-12-09', numbers: [], text: normalizeSearchText('Gulf Court Hall 1') };
    const parentOf = (e: object) => (e === hearing ? caseOf : undefined);
    expect(rankSearch([hearing, ownWord], 'gulf', parentOf)).toEqual([ownWord, hearing]);
    expect(rankSearch([hearing], 'gulf')).toEqual([]);
    // its own words and its case's together
    expect(rankSearch([hearing], 'gulf hall', parentOf)).toEqual([hearing]);
  });
});

describe('numberWritings', () => {
  it("gives a case number in every writing people type it: with or without the year, either way round, the serial's zeros or not", () => {
    expect(new Set(numberWritings('2026/0003'))).toEqual(new Set(['2026/0003', '0003', '3', '0003/2026', '3/2026', '2026/3']));
    expect(numberWritings('٣/٢٠٢٦')).toContain('2026/3');
    expect(numberWritings('FL-00007')).toEqual(['fl-00007', '00007', '7']);
    expect(numberWritings('A-12/B')).toEqual(['a-12/b']);
    expect(numberWritings('')).toEqual([]);
  });
});
