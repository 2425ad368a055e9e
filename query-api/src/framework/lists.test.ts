import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp, createMemoryReadStore, finishApiApp } from '@lawfirm/platform';
import { AppError } from '@lawfirm/platform';
import { listRoute, MAX_PAGE, parseListParams } from './lists.js';

const MATCHING = MAX_PAGE + 25;
let base: string;
let server: Server;

beforeAll(async () => {
  const readStore = createMemoryReadStore();
  const notes = readStore.collection('news');
  for (let id = 1; id <= MATCHING + 10; id++) await notes.insertOne({ id, title: id <= MATCHING ? `match ${id}` : `other ${id}` });
  const app = createApiApp();
  app.get('/api/notes', listRoute(readStore, { resource: 'notes', collection: 'news', searchFields: ['title'] }));
  finishApiApp(app);
  server = app.listen(0);
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/notes`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const get = async (query: Record<string, unknown>) => {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]));
  const res = await fetch(`${base}?${params}`);
  return { status: res.status, range: res.headers.get('content-range'), body: (await res.json()) as { id: number }[] & { code?: string; messageAr?: string } };
};

describe('a list asked for without a range', () => {
  it('given more matches than one answer holds, when no range is asked, then it answers the first MAX_PAGE and says how many matched', async () => {
    const { status, range, body } = await get({ filter: { q: 'match' } });
    expect(status).toBe(200);
    expect(body).toHaveLength(MAX_PAGE);
    expect(body[0].id).toBe(1);
    expect(range).toBe(`notes 0-${MAX_PAGE - 1}/${MATCHING}`);
  });

  it('given the same matches, when the next range is asked, then the rest come', async () => {
    const { body, range } = await get({ filter: { q: 'match' }, range: [MAX_PAGE, MAX_PAGE + 99] });
    expect(body.map((d) => d.id)).toEqual(Array.from({ length: 25 }, (_, i) => MAX_PAGE + 1 + i));
    expect(range).toBe(`notes ${MAX_PAGE}-${MATCHING - 1}/${MATCHING}`);
  });

  it('when a range asks for more than MAX_PAGE, then it is refused in both languages', async () => {
    const { status, body } = await get({ range: [0, MAX_PAGE] });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'validation_failed', messageAr: expect.any(String) });
    expect((await get({ range: [0, MAX_PAGE - 1] })).body).toHaveLength(MAX_PAGE);
  });
});

describe('a list counts documents only when its page is full', () => {
  const counted = async (query: Record<string, unknown>) => {
    const readStore = createMemoryReadStore();
    const rows = readStore.collection('rows');
    for (let id = 1; id <= 30; id++) await rows.insertOne({ id, title: `row ${id}` });
    let counts = 0;
    const source = { find: rows.find.bind(rows), count: (f?: Record<string, unknown>) => (counts++, rows.count(f)) };
    const app = createApiApp();
    app.get('/api/rows', listRoute(readStore, { resource: 'rows', collection: source, searchFields: ['title'] }));
    finishApiApp(app);
    const s = app.listen(0);
    await new Promise((r) => s.once('listening', r));
    try {
      const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]));
      const res = await fetch(`http://127.0.0.1:${(s.address() as AddressInfo).port}/api/rows?${params}`);
      return { range: res.headers.get('content-range'), counts };
    } finally {
      await new Promise<void>((r) => s.close(() => r()));
    }
  };

  it('given 30 rows, when all fit in the page asked, then the total comes from the page and nothing is counted', async () => {
    expect(await counted({})).toEqual({ range: 'rows 0-29/30', counts: 0 });
    expect(await counted({ range: [20, 39] })).toEqual({ range: 'rows 20-29/30', counts: 0 });
  });

  it('given 30 rows, when the page asked is full, then they are counted for the total', async () => {
    expect(await counted({ range: [0, 9] })).toEqual({ range: 'rows 0-9/30', counts: 1 });
  });

  it('given 30 rows, when a page past the end is asked, then they are counted for the total', async () => {
    expect(await counted({ range: [40, 49] })).toEqual({ range: 'rows 40-40/30', counts: 1 });
  });
});

describe('the list parameters, read one way for every list', () => {
  const refusal = (query: Record<string, unknown>, opts?: { sortFields?: string[] }) => {
    try {
      parseListParams(query, opts);
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      const error = e as AppError;
      expect(error.code).toBe('validation_failed');
      return error.errors;
    }
    throw new Error(`accepted ${JSON.stringify(query)}`);
  };

  it('given no parameters, then the whole filter is empty, the list keeps its order, and the first MAX_PAGE come', () => {
    expect(parseListParams({})).toEqual({ filter: {}, sort: null, skip: 0, limit: MAX_PAGE });
  });

  it('given well-formed parameters, then they are read', () => {
    expect(parseListParams({ filter: '{"q":"x","status":["a","b"],"caseId":3,"done":false,"x":null}', sort: '["createdAt","desc"]', range: '[10,19]' })).toEqual({
      filter: { q: 'x', status: ['a', 'b'], caseId: 3, done: false, x: null },
      sort: { field: 'createdAt', order: -1 },
      skip: 10,
      limit: 10,
    });
  });

  const malformed: Record<'sort' | 'range' | 'filter', string[]> = {
    sort: ['{}', '1', 'true', 'null', '"id"', '[]', '["id"]', '["id","UP"]', '[1,"ASC"]', '["$where","ASC"]', '["id","ASC","x"]', 'not json', ''],
    range: ['{}', 'true', '1', 'null', '[]', '[0]', '[-1,9]', '[9,0]', '[0.5,9]', '["0","9"]', `[0,${MAX_PAGE}]`, '[0,1e400]', 'x'],
    filter: ['null', '1', '"q"', '[]', 'true', '{"$where":"1"}', '{"status":{"$ne":1}}', '{"status":[{"$ne":1}]}', '{"q":{}}', '{"a b":1}', 'x'],
  };
  for (const [param, values] of Object.entries(malformed))
    for (const value of values)
      it(`given ${param}=${value}, then it is refused on ${param} in both languages`, () => {
        expect(refusal({ [param]: value })).toEqual([{ field: param, message: expect.stringContaining(param), messageAr: expect.stringMatching(/[\u0600-\u06FF]/) }]);
      });

  it('given a parameter sent twice or bracketed, then it is refused on its name', () => {
    expect(refusal({ sort: ['["id","ASC"]', '["id","DESC"]'] })?.[0]?.field).toBe('sort');
    expect(refusal({ range: { 0: '1' } })?.[0]?.field).toBe('range');
  });

  it('given a list that names its sort fields, when another field is asked, then it is refused on sort; id always sorts', () => {
    expect(refusal({ sort: '["secret","ASC"]' }, { sortFields: ['nameEn'] })).toEqual([{ field: 'sort', message: 'This list cannot be sorted by this field', messageAr: expect.any(String) }]);
    expect(parseListParams({ sort: '["nameEn","ASC"]' }, { sortFields: ['nameEn'] }).sort).toEqual({ field: 'nameEn', order: 1 });
    expect(parseListParams({ sort: '["id","DESC"]' }, { sortFields: ['nameEn'] }).sort).toEqual({ field: 'id', order: -1 });
  });
});
