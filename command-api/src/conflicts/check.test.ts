import { describe, expect, it } from 'vitest';
import { findConflicts, namesMatch } from './check.js';
import { isolated } from '../../../tests/support/bidi.js';

describe('namesMatch', () => {
  it.each([
    ['the same name in another case and spelling', 'GULF Warehousing LLC', 'gulf warehousing llc', true],
    ['Arabic with and without hamza and taa marbuta', 'أحمد المنصوري', 'احمد المنصوري', true],
    ['a name within a longer one, two words or more', 'Gulf Warehousing', 'Gulf Warehousing LLC', true],
    ['one common word alone', 'Gulf', 'Gulf Warehousing LLC', false],
    ['a part of a word', 'Gulf Ware', 'Gulf Warehousing LLC', false],
    ['nothing', '', 'Gulf', false],
    ['a legal form however dotted', 'Emirates Trading L.L.C.', 'Emirates Trading LLC', true],
    ['a legal form left out, "&" for "and"', 'Emirates & Gulf Trading', 'Emirates and Gulf Trading FZ-LLC', true],
    ['Arabic legal forms', 'شركة الإمارات للتجارة ذ.م.م', 'الامارات للتجارة ش.ذ.م.م', true],
    ['free zone forms', 'Noor Holdings FZE', 'NOOR HOLDINGS (FZCO)', true],
    ['a public joint-stock company', 'Gulf Cement P.J.S.C.', 'Gulf Cement PJSC', true],
    ['an Arabic free-zone form', 'نور القابضة م.م.ح', 'شركة نور القابضة', true],
    ['a legal form is not a name', 'Gulf LLC', 'Noor LLC', false],
  ])('given %s, then match is %s', (_why, a, b, expected) => {
    expect(namesMatch(a, b)).toBe(expected);
  });
});

describe('findConflicts', () => {
  const clients = [{ id: 4, fullNameEn: 'Sara Khalid', fullNameAr: 'سارة خالد', phone: '+971 50 111 2222', nationalId: '784-1990-7654321-0' }];
  const cases = [{ id: 9, caseNumber: '2026/0009', titleEn: 'A v B', titleAr: 'أ ضد ب', defendants: [{ name: 'Noor Holdings', contactInfo: '04 333 4444' }] }];
  it('given a client and an opponent, when checking their names and numbers, then each match says why', () => {
    expect(findConflicts({ names: ['ساره خالد'], nationalId: null as never, phone: null as never, tradeLicense: null as never, clientId: null, caseId: null }, clients, cases)).toEqual([
      expect.objectContaining({ kind: 'client', id: '4', reasons: [expect.objectContaining({ field: 'name' })] }),
    ]);
    expect(findConflicts({ names: ['Other'], phone: '+971 4 333 4444', nationalId: '', tradeLicense: '' } as never, clients, cases)).toEqual([
      expect.objectContaining({ kind: 'opponent', id: '9:0', caseNumber: '2026/0009', reasons: [expect.objectContaining({ field: 'phone', ar: expect.stringContaining('2026/0009') })] }),
    ]);
    expect(findConflicts({ names: ['Other'], nationalId: '784199076543210' } as never, clients, cases)).toEqual([expect.objectContaining({ kind: 'client', reasons: [expect.objectContaining({ field: 'nationalId' })] })]);
  });
  it('given an English name matching an opponent, then the Arabic reason quotes it «…» and isolates it and the case number', () => {
    const [match] = findConflicts({ names: ['Noor Holdings L.L.C.'] } as never, clients, cases);
    expect(match.reasons[0].ar).toBe(`الاسم «${isolated('Noor Holdings L.L.C.')}» يطابق خصماً في القضية ${isolated('2026/0009')}`);
    expect(match.reasons[0].en).toBe('The name "Noor Holdings L.L.C." matches an opponent in case 2026/0009');
  });
  it("given a file's client, when checking it, then its recorded Emirates ID and phone are checked too and it is not reported against itself", () => {
    const firm = [...clients, { id: 5, fullNameEn: 'Noor Holdings', fullNameAr: 'نور القابضة', phone: '04 999 0000', nationalId: '' }];
    expect(findConflicts({ names: ['Noor Holdings'], clientId: 5 } as never, firm, cases)).toEqual([expect.objectContaining({ kind: 'opponent', id: '9:0' })]);
    // the same phone as another client, found from the record alone
    const twin = [...firm, { id: 6, fullNameEn: 'Other Name', fullNameAr: 'اسم آخر', phone: '+971 4 999 0000' }];
    expect(findConflicts({ names: ['Noor Holdings'], clientId: 5 } as never, twin, cases)).toContainEqual(expect.objectContaining({ kind: 'client', id: '6', reasons: [expect.objectContaining({ field: 'phone' })] }));
  });
  it('given the case being edited, when checking the opponents added to it, then its own opponents are not reported', () => {
    expect(findConflicts({ names: ['Noor Holdings'], caseId: 9 } as never, clients, cases)).toEqual([]);
    expect(findConflicts({ names: ['Noor Holdings'], caseId: 10 } as never, clients, cases)).toHaveLength(1);
  });
  it("given a case's clients, when checking them, then each is checked as a possible opponent elsewhere and not against itself", () => {
    const firm = [...clients, { id: 5, fullNameEn: 'Noor Holdings LLC', fullNameAr: 'نور القابضة', phone: '', nationalId: '' }, { id: 7, fullNameEn: 'Third Party', fullNameAr: 'طرف ثالث', phone: '050 111 2222' }];
    const found = findConflicts({ names: [], clientIds: [5, 4] } as never, firm, cases);
    expect(found).toContainEqual(expect.objectContaining({ kind: 'opponent', id: '9:0', reasons: [expect.objectContaining({ field: 'name' })] }));
    // Sara's phone is the third party's: both of the case's clients are checked with what is recorded of them
    expect(found).toContainEqual(expect.objectContaining({ kind: 'client', id: '7', reasons: [expect.objectContaining({ field: 'phone' })] }));
    expect(found.map((m) => m.id)).not.toContain('4');
    expect(found.map((m) => m.id)).not.toContain('5');
  });
  it('given no match, then nothing', () => {
    expect(findConflicts({ names: ['Nobody Here'] } as never, clients, cases)).toEqual([]);
  });
});
