import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededFirm, type SeededFirm } from '../support/seededFirm.js';
import { listRoutes, pathOf, queryRoutes } from '../support/routeTable.js';

/**
 * Every list route of the query API reads `filter`, `sort` and `range` one way: a malformed one
 * is a 400 naming the parameter in both languages, never a 500. The lists are taken from the
 * route table (those answered by listRoute), so a list added later is walked too.
 */
let firm: SeededFirm;
let admin: SeededFirm['admin'];
let lawyer: SeededFirm['admin'];

beforeAll(async () => {
  firm = await startSeededFirm();
  admin = firm.admin;
  lawyer = firm.omar.client;
});
afterAll(async () => {
  await firm?.server.stop();
});

const lists = listRoutes();
/** lists only a lawyer reads (what they may record their time on: an administrator is refused it), walked as a lawyer of the seeded firm */
const lawyersLists = new Set(['/api/billing/matters']);
/** who walks a list: the administrator, or a lawyer for a lawyer's own */
const callerOf = (path: string) => (lawyersLists.has(path) ? lawyer : admin);

/** what the issue found answering 500, and the other ways each parameter can be wrong */
const malformed: [param: 'sort' | 'range' | 'filter', value: string][] = [
  ['sort', '{}'],
  ['sort', '1'],
  ['sort', '["id","UP"]'],
  ['sort', 'id'],
  ['range', '{}'],
  ['range', 'true'],
  ['range', '[-1,9]'],
  ['range', '[9,0]'],
  ['filter', 'null'],
  ['filter', '{"status":{"$ne":null}}'],
  ['filter', '{not json'],
];

describe('the route table', () => {
  it('holds the list routes', () => {
    expect(lists.length).toBeGreaterThan(20);
    expect(lists.map((r) => r.path)).toEqual(expect.arrayContaining(['/api/regions', '/api/clients', '/api/lawyer/cases', '/api/audit/events', '/api/email-outbox', '/api/case-settings/deadline-rules', '/api/case-settings/time-activities', ...lawyersLists]));
  });

  it('given every GET without parameters, when one answers a Content-Range, then it is a list route of the table', async () => {
    const marked = new Set(lists.map((r) => r.path));
    const plain = queryRoutes().filter((r) => r.method === 'GET' && !r.path.includes(':') && r.path.startsWith('/api/') && !r.path.startsWith('/api/reports'));
    const answeringRanges: string[] = [];
    for (const r of plain) {
      const res = await callerOf(r.path).get(r.path);
      if (res.headers.get('content-range')) answeringRanges.push(r.path);
    }
    expect(answeringRanges.filter((p) => !marked.has(p))).toEqual([]);
    expect(answeringRanges.length).toBeGreaterThan(20);
  });
});

describe('malformed list parameters', () => {
  for (const route of lists)
    it(`GET ${route.path}: each malformed sort, range and filter is a 400 on its name`, async () => {
      const path = pathOf(route);
      const who = callerOf(route.path);
      expect((await who.get(path)).status).toBe(200);
      for (const [param, value] of malformed) {
        const res = await who.get(`${path}?${param}=${encodeURIComponent(value)}`);
        expect(res.status, `${param}=${value}: ${res.text}`).toBe(400);
        expect(res.body).toMatchObject({ code: 'validation_failed', errors: [{ field: param, message: expect.stringContaining(param), messageAr: expect.stringMatching(/[\u0600-\u06FF]/) }] });
      }
      // and well-formed ones are answered
      const ok = await who.get(`${path}?sort=${encodeURIComponent('["id","DESC"]')}&range=${encodeURIComponent('[0,4]')}&filter=${encodeURIComponent('{"q":"x"}')}`);
      expect(ok.status, ok.text).toBe(200);
    });
});

/** routes that read a list's `filter` (and its scope) to answer one thing about all of it: no list, so no Content-Range */
const overLists = ['/api/billing/time-entries/totals'];

describe('answers over a list', () => {
  for (const path of overLists)
    it(`GET ${path}: one answer without a Content-Range; a malformed filter is a 400 on its name`, async () => {
      const res = await admin.get(path);
      expect(res.status, res.text).toBe(200);
      expect(res.headers.get('content-range')).toBeNull();
      expect(lists.map((r) => r.path)).not.toContain(path);
      for (const [param, value] of malformed.filter(([p]) => p === 'filter')) {
        const bad = await admin.get(`${path}?${param}=${encodeURIComponent(value)}`);
        expect(bad.status, `${param}=${value}: ${bad.text}`).toBe(400);
        expect(bad.body).toMatchObject({ code: 'validation_failed', errors: [{ field: param, messageAr: expect.stringMatching(/[\u0600-\u06FF]/) }] });
      }
    });
});
