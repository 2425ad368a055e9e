import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp, createMemoryReadStore, finishApiApp } from '@lawfirm/platform';
import { listRoute, MAX_PAGE } from './lists.js';

const MATCHING = MAX_PAGE + 25;
let base: string;
let server: Server;

beforeAll(async () => {
  const readStore = createMemoryReadStore();
  const notes = readStore.collection('notes');
  for (let id = 1; id <= MATCHING + 10; id++) await notes.insertOne({ id, title: id <= MATCHING ? `match ${id}` : `other ${id}` });
  const app = createApiApp();
  app.get('/api/notes', listRoute(readStore, { resource: 'notes', collection: 'notes', searchFields: ['title'] }));
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
