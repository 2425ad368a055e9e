import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { normalizeSearchText, numberWritings, searchKinds, type SearchEntry } from '@lawfirm/contracts';
import { createMemoryReadStore } from '../readstore/memory.js';
import { candidatesFor, collectionSearchIndex, memorySearchIndex, type SearchIndex } from './index.js';
import { dropSqliteSearchIndex, sqliteSearchIndex, sqliteSearchTables } from './sqlite.js';

const entry = (kind: SearchEntry['kind'], id: number, titleEn: string, titleAr: string, numbers: string[], caseId: number | null, fileId: number | null = null): SearchEntry => ({
  kind, id, key: `${kind}:${id}`, titleEn, titleAr, subtitleEn: '', subtitleAr: '', url: `/x/${id}`, caseId, fileId,
  numbers: numbers.map(normalizeSearchText), text: normalizeSearchText([...numbers, titleEn, titleAr].join(' ')),
});

// the same behaviour from the in-memory index (MiniSearch), the distributed one (regular expressions on the collection) and SQLite's (FTS5)
describe.each([
  ['MiniSearch', () => memorySearchIndex()],
  ['collection (as on MongoDB, here through the memory read store)', () => collectionSearchIndex(createMemoryReadStore())],
  ['SQLite FTS5 (an in-memory database, a generation\'s name)', () => sqliteSearchIndex(new Database(':memory:'), 'g3.search_entries')],
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
  it('when every query word begins a word, then the entry is found; when one begins none, it is not', async () => {
    const index = await given();
    expect((await index.search('ren hold', all, 10)).map((e) => e.id)).toEqual([9]);
    expect((await index.search('equip ren', all, 10)).map((e) => e.id)).toEqual([8]);
    expect((await index.search('ren nothing', all, 10)).map((e) => e.id)).toEqual([]);
    // inside a word is not the beginning of one
    expect((await index.search('ental', all, 10)).map((e) => e.id)).toEqual([]);
  });
  it('when Arabic is typed with ه for ة, without hamza or with diacritics, then it is found, whole or begun', async () => {
    const index = await given();
    await index.upsert(entry('cases', 10, 'Commercial claim', 'دَعْوَى تجارِيّة أمام محكمة الاستئناف', ['2026/0010'], 10));
    for (const q of ['تجاريه', 'تجارية', 'محكمه الاستئناف', 'امام', 'دعوى تجار', 'دعوي'])
      expect((await index.search(q, all, 10)).map((e) => e.id), q).toEqual([10]);
  });
  it('when a number is typed as people write it (0003, 3/2026, 2026/3, Arabic-Indic digits), then its case comes first', async () => {
    const index = await given();
    await index.upsert(entry('cases', 3, 'Labour claim', 'مطالبة عمالية', numberWritings('2026/0003'), 3));
    await index.upsert(entry('cases', 4, 'Hall 3 of 2026 fit-out', 'تجهيز', numberWritings('2026/0004'), 4));
    await index.upsert(entry('files', 7, 'Advice', 'استشارة', numberWritings('FL-00007'), null, 7));
    for (const q of ['0003', '3/2026', '2026/3', '2026/0003', '٣/٢٠٢٦', '٠٠٠٣', '2026/000'])
      expect((await index.search(q, { kinds: searchKinds }, 10))[0]?.key, q).toEqual(q === '2026/000' ? expect.stringMatching(/^cases:/) : 'cases:3');
    for (const q of ['fl-00007', 'FL-00007', '00007', '7', '٧']) expect((await index.search(q, { kinds: ['files'] }, 10)).map((e) => e.key), q).toEqual(['files:7']);
  });
  it('when the scope names files, then only their entries are found, however many ids it holds', async () => {
    const index = await given();
    await index.upsert(entry('files', 5, 'Lease file', 'ملف', ['FL-5'], null, 5));
    await index.upsert(entry('documents', 51, 'Lease contract.pdf', '', [], null, 5));
    await index.upsert(entry('files', 6, 'Lease advice', 'ملف', ['FL-6'], null, 6));
    const many = (ids: number[]) => new Set([...Array.from({ length: 500 }, (_, i) => 10_000 + i), ...ids]);
    const scope = { kinds: ['cases', 'files', 'documents'] as const, caseIds: many([]), fileIds: many([5]) };
    expect((await index.search('lease', scope, 10)).map((e) => e.key)).toEqual(['documents:51', 'files:5']);
    expect((await index.search('lease', { ...scope, caseIds: many([7]), fileIds: new Set<number>() }, 10)).map((e) => e.key)).toEqual([]);
    expect((await index.search('rent', { ...scope, caseIds: many([7]), fileIds: new Set<number>() }, 10)).map((e) => e.key)).toEqual(['cases:7']);
  });
  it("when a file is closed, then its entries go and other files' stay", async () => {
    const index = await given();
    await index.upsert(entry('files', 5, 'Lease file', 'ملف', ['FL-5'], null, 5));
    await index.upsert(entry('documents', 51, 'Lease contract.pdf', '', [], null, 5));
    await index.upsert(entry('files', 6, 'Lease advice', 'ملف', ['FL-6'], null, 6));
    await index.removeOfFile(5);
    expect((await index.search('lease', { kinds: searchKinds }, 10)).map((e) => e.key)).toEqual(['files:6']);
    await index.upsert(entry('files', 5, 'Lease file reopened', 'ملف', ['FL-5'], null, 5));
    // the same rank: by title
    expect((await index.search('lease', { kinds: searchKinds }, 10)).map((e) => e.key)).toEqual(['files:6', 'files:5']);
  });
  it("when an entry's words are unchanged, then its new titles are answered and its words still find it", async () => {
    const index = await given();
    await index.upsert({ ...entry('cases', 7, 'Rent dispute', 'نزاع إيجار', ['2026/0007'], 7), titleEn: 'Rent dispute (closed)' });
    expect((await index.search('dispute', all, 10)).map((e) => e.titleEn)).toEqual(['Rent dispute (closed)']);
    await index.upsert(entry('cases', 7, 'Rent dispute', 'نزاع', ['2026/0007'], 7));
    expect(await index.search('ايجار', all, 10)).toEqual([]);
  });
  it("when the query holds a search syntax's characters, then they are words or ignored, never syntax", async () => {
    const index = await given();
    await index.upsert(entry('clients', 4, 'A or B Trading', '', ['CLI-4'], null));
    await index.upsert(entry('clients', 5, 'A Trading', '', ['CLI-5'], null));
    expect((await index.search('"a" OR b*', all, 10)).map((e) => e.key)).toEqual(['clients:4']);
    expect((await index.search('"a" NEAR(b', all, 10)).map((e) => e.key)).toEqual([]);
    for (const q of ['-rent dispute', 'rent -dispute', 'rent* ^dispute', '"rent dispute"', 'rent + dispute', '(rent dispute)'])
      expect((await index.search(q, all, 10)).map((e) => e.id), q).toEqual([7]);
    for (const q of ['text:rent', '{text} rent', 'rent NOT dispute', 'NEAR(rent dispute)', '"', '*', '" - "']) expect((await index.search(q, all, 10)).map((e) => e.id), q).toEqual([]);
  });
  it("when the query is a kind's name, then the entries of that kind are not found by it", async () => {
    const index = await given();
    for (const q of ['cases', '.cases', 'clients', '.clients', '.cas', 'case rent']) expect(await index.search(q, { kinds: searchKinds }, 10), q).toEqual([]);
    expect((await index.search('ahmed', { kinds: ['clients'] }, 10)).map((e) => e.key)).toEqual(['clients:3']);
  });
});

describe('search index: SQLite FTS5', () => {
  const named = (db: Database.Database, table: string) => db.prepare<[string], { name: string }>("SELECT name FROM sqlite_master WHERE name = ?").get(table);

  it('when two generations keep an index in one database, then each has its own tables and entries', async () => {
    const db = new Database(':memory:');
    const g3 = sqliteSearchIndex(db, 'g3.search_entries');
    const g4 = sqliteSearchIndex(db, 'g4.search_entries');
    await g3.upsert(entry('cases', 7, 'Rent dispute', '', [], 7));
    expect((await g3.search('rent', { kinds: searchKinds }, 10)).map((e) => e.key)).toEqual(['cases:7']);
    expect(await g4.search('rent', { kinds: searchKinds }, 10)).toEqual([]);
    expect(named(db, sqliteSearchTables('g3.search_entries').text)).toBeDefined();
    dropSqliteSearchIndex(db, 'g3.search_entries');
    expect(named(db, sqliteSearchTables('g3.search_entries').entries)).toBeUndefined();
    expect(named(db, `${sqliteSearchTables('g3.search_entries').text}_data`)).toBeUndefined();
    // opened again on the same file, the index is as it was
    await g4.upsert(entry('cases', 8, 'Lease', '', [], 8));
    expect((await sqliteSearchIndex(db, 'g4.search_entries').search('lease', { kinds: searchKinds }, 10)).map((e) => e.key)).toEqual(['cases:8']);
  });

  it('when its FTS5 table was made before the kind column, then it is still written and searched, some kinds and a scope too', async () => {
    const db = new Database(':memory:');
    const { text } = sqliteSearchTables('g3.search_entries');
    db.exec(`CREATE VIRTUAL TABLE "${text}" USING fts5(text, numbers, content = '', contentless_delete = 1, detail = none, tokenize = "ascii tokenchars '/.-'", prefix = '1 2 3 4')`);
    const index = sqliteSearchIndex(db, 'g3.search_entries');
    for (let id = 1; id <= 300; id++) await index.upsert(entry('cases', id, `Ahmed Trading ${id}`, '', [], id));
    await index.upsert(entry('clients', 3, 'Ahmed Al Mansouri', 'أحمد المنصوري', ['CLI-3'], null));
    await index.upsert(entry('cases', 7, 'Rent dispute', '', [], 7));
    expect((await index.search('ahmed', { kinds: ['clients'] }, 10)).map((e) => e.key)).toEqual(['clients:3']);
    expect((await index.search('ahm', { kinds: ['clients', 'employees'] }, 10)).map((e) => e.key)).toEqual(['clients:3']);
    expect((await index.search('rent', { kinds: searchKinds }, 10)).map((e) => e.key)).toEqual(['cases:7']);
    expect((await index.search('ahmed', { kinds: ['cases'], caseIds: new Set([5, 6]), fileIds: new Set<number>() }, 10)).map((e) => e.key)).toEqual(['cases:5', 'cases:6']);
    expect(db.prepare(`SELECT * FROM "${text}" LIMIT 0`).columns().map((c) => c.name)).toEqual(['text', 'numbers']);
  });

  it('when the words are in many entries and the kind asked for in a few of them, then those few are found', async () => {
    const db = new Database(':memory:');
    const index = sqliteSearchIndex(db, 'search_entries');
    db.exec('BEGIN');
    for (let id = 1; id <= 5_000; id++) await index.upsert(entry('cases', id, `Ahmed Trading ${id}`, 'أحمد', [], id));
    for (const id of [1, 2]) await index.upsert(entry('clients', id, `Ahmed Client ${id}`, 'أحمد', [`CLI-${id}`], null));
    db.exec('COMMIT');
    for (const q of ['ahmed', 'ahm', 'احمد', 'ahmed client'])
      expect((await index.search(q, { kinds: ['clients'] }, 100)).map((e) => e.key), q).toEqual(['clients:1', 'clients:2']);
    expect(await index.search('trading', { kinds: ['clients', 'employees'] }, 10)).toEqual([]);
  });

  it("when the caller's transaction is rolled back, then the index's writes are too (it begins and commits none)", async () => {
    const db = new Database(':memory:');
    const index = sqliteSearchIndex(db, 'search_entries');
    db.exec('BEGIN');
    await index.upsert(entry('cases', 7, 'Rent dispute', '', [], 7));
    await index.removeOfFile(1);
    expect(db.inTransaction).toBe(true);
    db.exec('ROLLBACK');
    expect(await index.search('rent', { kinds: searchKinds }, 10)).toEqual([]);
  });

  it("when an entry's words are unchanged, then the FTS5 tables are not written", async () => {
    const db = new Database(':memory:');
    const index = sqliteSearchIndex(db, 'search_entries');
    const { text } = sqliteSearchTables('search_entries');
    const fts = () => db.prepare(`SELECT (SELECT group_concat(hex(block)) FROM "${text}_data") AS data, (SELECT group_concat(hex(sz)) FROM "${text}_docsize") AS sizes`).get();
    const hearing = (titleEn: string): SearchEntry => ({ ...entry('hearings', 4, titleEn, '', [], 7), text: normalizeSearchText('Dubai Court Hall 3'), parentKey: 'cases:7' });
    await index.upsert(hearing('2026-12-01 · 10:00 AM'));
    const before = fts();
    await index.upsert(hearing('2026-12-08 · 09:30 AM'));
    expect(fts()).toEqual(before);
    await index.upsert({ ...hearing('2026-12-08 · 09:30 AM'), text: normalizeSearchText('Dubai Court Hall 4') });
    expect(fts()).not.toEqual(before);
    expect((await index.search('hall 4', { kinds: searchKinds }, 10)).map((e) => e.titleEn)).toEqual(['2026-12-08 · 09:30 AM']);
    expect(await index.search('hall 3', { kinds: searchKinds }, 10)).toEqual([]);
  });

  it('when a word is in 50,000 entries, then a search for 10 reads no more entries than its candidates', async () => {
    const db = new Database(':memory:');
    const index = sqliteSearchIndex(db, 'search_entries');
    db.exec('BEGIN');
    for (let id = 1; id <= 50_000; id++) await index.upsert(entry(id % 5 ? 'cases' : 'clients', id, `Ahmed ${id % 7 ? 'Mansouri' : 'Ketbi'} ${id}`, 'أحمد', [], id % 5 ? id : null));
    db.exec('COMMIT');
    const parse = vi.spyOn(JSON, 'parse');
    try {
      for (const [q, scope] of [
        ['ahmed', { kinds: searchKinds }],
        ['ahm', { kinds: searchKinds }],
        ['احمد', { kinds: ['cases', 'hearings'] as const }],
        ['ahmed mansouri', { kinds: ['cases'] as const, caseIds: new Set(Array.from({ length: 30_000 }, (_, i) => i)), fileIds: new Set<number>() }],
      ] as const) {
        parse.mockClear();
        const found = await index.search(q, scope, 10);
        expect(found, q).toHaveLength(10);
        if ('caseIds' in scope) expect(found.every((e) => scope.caseIds.has(e.caseId!)), q).toBe(true);
        expect(parse.mock.calls.length, q).toBeGreaterThan(0);
        expect(parse.mock.calls.length, q).toBeLessThanOrEqual(candidatesFor(10));
      }
    } finally {
      parse.mockRestore();
    }
  });
});
