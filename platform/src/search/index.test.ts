import { describe, expect, it } from 'vitest';
import { normalizeSearchText, searchKinds, type SearchEntry } from '@lawfirm/contracts';
import { createMemoryReadStore } from '../readstore/memory.js';
import { collectionSearchIndex, memorySearchIndex, type SearchIndex } from './index.js';

const entry = (kind: SearchEntry['kind'], id: number, titleEn: string, titleAr: string, numbers: string[], caseId: number | null, fileId: number | null = null): SearchEntry => ({
  kind, id, key: `${kind}:${id}`, titleEn, titleAr, subtitleEn: '', subtitleAr: '', url: `/x/${id}`, caseId, fileId,
  numbers: numbers.map(normalizeSearchText), text: normalizeSearchText([...numbers, titleEn, titleAr].join(' ')),
});

// the same behaviour from the standalone index (MiniSearch) and the distributed one (regular expressions on the collection)
describe.each([
  ['MiniSearch', () => memorySearchIndex()],
  ['collection (as on MongoDB, here through the memory read store)', () => collectionSearchIndex(createMemoryReadStore())],
] as [string, () => SearchIndex][])('search index: %s', (_name, make) => {
  const given = async () => {
    const index = make();
    await index.upsert(entry('cases', 7, 'Rent dispute', 'نزاع إيجار', ['2026/0007'], 7));
    await index.upsert(entry('cases', 8, 'Rental of 2026/0007 equipment', 'تأجير معدات', ['2026/0008'], 8));
    await index.upsert(entry('cases', 9, 'Renton Holdings v. Port', 'رينتون القابضة', ['2026/0009'], 9));
    await index.upsert(entry('clients', 3, 'Ahmed Al Mansouri', 'أحمد المنصوري', ['CLI-3'], null));
    return index;
  };
  const all = { kinds: ['cases', 'clients'] as const };

  it('when searching a number, then the case with it comes first', async () => {
    expect((await (await given()).search('٢٠٢٦/٠٠٠٧', all, 10)).map((e) => e.id)).toEqual([7, 8]);
  });
  it('when searching a word, then whole-word matches come before prefixes', async () => {
    expect((await (await given()).search('rent', all, 10)).map((e) => e.id)).toEqual([7, 8, 9]);
    expect((await (await given()).search('RENT dispute', all, 10)).map((e) => e.id)).toEqual([7]);
  });
  it('when searching Arabic without hamza, then it is found', async () => {
    expect((await (await given()).search('احمد', all, 10)).map((e) => e.key)).toEqual(['clients:3']);
    expect((await (await given()).search('ايجار', all, 10)).map((e) => e.id)).toEqual([7]);
  });
  it('when the scope is every kind, then every kind is found', async () => {
    expect((await (await given()).search('rent', { kinds: searchKinds }, 10)).map((e) => e.key)).toEqual(['cases:7', 'cases:8', 'cases:9']);
    expect((await (await given()).search('ahmed', { kinds: searchKinds }, 10)).map((e) => e.key)).toEqual(['clients:3']);
  });
  it('when the scope names cases, then only those and only its kinds are found', async () => {
    const scope = { kinds: ['cases'] as const, caseIds: new Set([8]), fileIds: new Set<number>() };
    expect((await (await given()).search('rent', scope, 10)).map((e) => e.id)).toEqual([8]);
    expect(await (await given()).search('ahmed', scope, 10)).toEqual([]);
  });
  it('when an entry is replaced or removed, then its old words no longer find it', async () => {
    const index = await given();
    await index.upsert(entry('cases', 7, 'Lease termination', 'إنهاء عقد', ['2026/0007'], 7));
    expect((await index.search('dispute', all, 10)).map((e) => e.id)).toEqual([]);
    expect((await index.search('lease', all, 10)).map((e) => e.id)).toEqual([7]);
    await index.remove('cases:7');
    await index.upsert(entry('files', 5, 'Lease file', 'ملف', ['F-5'], null, 5));
    await index.upsert(entry('documents', 51, 'Lease contract.pdf', '', [], null, 5));
    const withFiles = { kinds: ['cases', 'files', 'documents'] as const };
    expect((await index.search('lease', withFiles, 10)).map((e) => e.key)).toEqual(['documents:51', 'files:5']);
    await index.removeOfFile(5);
    expect(await index.search('lease', withFiles, 10)).toEqual([]);
    await index.clear();
    expect(await index.search('rent', all, 10)).toEqual([]);
  });
  it("when searching a case's title, then its hearings are found through it, after the case, within the caller's scope", async () => {
    const index = await given();
    const hearing = (id: number, caseId: number, court: string): SearchEntry => ({ ...entry('hearings', id, '2026-12-0' + id, '', [], caseId), text: normalizeSearchText(court), parentKey: `cases:${caseId}` });
    await index.upsert(hearing(1, 7, 'Dubai Court Hall 3'));
    await index.upsert(hearing(2, 9, 'Sharjah Court'));
    expect((await index.search('rent dispute', { kinds: ['cases', 'hearings'] }, 10)).map((e) => e.key)).toEqual(['cases:7', 'hearings:1']);
    // a caller who may find hearings but not cases
    expect((await index.search('dispute', { kinds: ['hearings'] }, 10)).map((e) => e.key)).toEqual(['hearings:1']);
    // its own words find it too
    expect((await index.search('sharjah', { kinds: searchKinds }, 10)).map((e) => e.key)).toEqual(['hearings:2']);
    // a lawyer of case 9 only
    expect((await index.search('ren', { kinds: ['cases', 'hearings'], caseIds: new Set([9]), fileIds: new Set<number>() }, 10)).map((e) => e.key)).toEqual(['cases:9', 'hearings:2']);
    await index.remove('hearings:1');
    expect((await index.search('dispute', { kinds: ['hearings'] }, 10)).map((e) => e.key)).toEqual([]);
  });
  it('when a hearing is moved (its title changes, not its words), then it is answered with its new title', async () => {
    const index = await given();
    const at = (titleEn: string): SearchEntry => ({ ...entry('hearings', 4, titleEn, '', [], 7), text: normalizeSearchText('Dubai Court Hall 3'), parentKey: 'cases:7' });
    await index.upsert(at('2026-12-01 · 10:00 AM'));
    await index.upsert(at('2026-12-08 · 09:30 AM'));
    expect((await index.search('hall 3', { kinds: ['hearings'] }, 10)).map((e) => e.titleEn)).toEqual(['2026-12-08 · 09:30 AM']);
    expect((await index.search('rent dispute', { kinds: ['hearings'] }, 10)).map((e) => e.titleEn)).toEqual(['2026-12-08 · 09:30 AM']);
  });
});
