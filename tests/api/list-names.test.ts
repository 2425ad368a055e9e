import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectionsFor } from '@lawfirm/projections';
import { seededDataDir } from '../support/seedTemplate.js';
import { api, login, startServer, type RunningServer } from '../support/server.js';
import { listRoutes, routeKey } from '../support/routeTable.js';

/**
 * Lists search and sort by the names people see of the records a row refers to (a client's lawyer,
 * a file's or a case's client), in both scripts, on the seeded firm.
 */
let server: RunningServer;
let admin: ReturnType<typeof api>;

type Row = Record<string, any>;
const list = async (path: string, opts: { q?: string; sort?: [string, 'ASC' | 'DESC'] } = {}) => {
  const params = new URLSearchParams();
  if (opts.q !== undefined) params.set('filter', JSON.stringify({ q: opts.q }));
  if (opts.sort) params.set('sort', JSON.stringify(opts.sort));
  const res = await admin.get(`${path}?${params}`);
  expect(res.status, res.text).toBe(200);
  return res.body as Row[];
};
const clientNumbers = (rows: Row[]) => rows.map((r) => r.clientId).sort();

beforeAll(async () => {
  server = await startServer({ env: { PORTAL_BUILD_CONSOLE: 'false' }, dataDir: await seededDataDir() });
  const a = await login(server.url, server.adminUsername, server.adminPassword);
  admin = a.client;
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

describe('searching lists by the names they show', () => {
  it("finds clients by their assigned lawyer's name in English and in Arabic, however the Arabic is spelled", async () => {
    expect(clientNumbers(await list('/api/clients', { q: 'Mariam Al Suwaidi' }))).toEqual(['CLI-100002']);
    expect(clientNumbers(await list('/api/clients', { q: 'مريم السويدي' }))).toEqual(['CLI-100002']);
    expect(clientNumbers(await list('/api/clients', { q: 'fatima' }))).toEqual(['CLI-100001', 'CLI-100005']);
    // the seed writes أحمد (with hamza); a reader types احمد
    expect(clientNumbers(await list('/api/clients', { q: 'احمد' }))).toEqual(['CLI-100006']);
    expect(await list('/api/clients', { q: 'Nobody Of That Name' })).toEqual([]);
  });

  it('keeps the found names current when the lawyer is renamed', async () => {
    const mariam = (await list('/api/employees', { q: 'EMP-240104' }))[0];
    const renamed = await admin.put(`/api/employees/${mariam.id}`, { ...mariam, fullNameEn: 'Mariam Al Suwaidi Nasser', fullNameAr: 'مريم السويدي ناصر' });
    expect(renamed.status, renamed.text).toBe(200);
    expect(clientNumbers(await list('/api/clients', { q: 'Suwaidi Nasser' }))).toEqual(['CLI-100002']);
    expect(clientNumbers(await list('/api/clients', { q: 'السويدي ناصر' }))).toEqual(['CLI-100002']);
    expect((await list('/api/clients', { q: 'Suwaidi Nasser' }))[0]).toMatchObject({ assignedLawyerNameEn: 'Mariam Al Suwaidi Nasser', assignedLawyerNameAr: 'مريم السويدي ناصر' });
  });

  it("finds files and cases by their client's name in both languages", async () => {
    const client = (await list('/api/clients', { q: 'CLI-100001' }))[0];
    const files = await list('/api/lawyer/files', { q: client.fullNameAr });
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((f) => f.clientId === client.id)).toBe(true);
    expect((await list('/api/lawyer/files', { q: client.fullNameEn.toUpperCase() })).map((f) => f.id)).toEqual(files.map((f) => f.id));

    const cases = await list('/api/cases', { q: client.fullNameEn });
    expect(cases.length).toBeGreaterThan(0);
    expect(cases.every((c) => (c.plaintiffs as Row[]).some((p) => p.clientId === client.id))).toBe(true);
    expect((await list('/api/cases', { q: client.fullNameAr })).map((c) => c.id).sort()).toEqual(cases.map((c) => c.id).sort());
  });

  it('finds a case by the name of its court', async () => {
    const court = (await list('/api/courts'))[0];
    const cases = await list('/api/cases', { q: court.nameAr });
    expect(cases.length).toBeGreaterThan(0);
    expect(cases.every((c) => c.courtId === court.id)).toBe(true);
  });
});

describe('sorting lists by the names they show', () => {
  const isSorted = (names: string[], order: 'ASC' | 'DESC') => {
    const sorted = [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return JSON.stringify(order === 'ASC' ? sorted : sorted.reverse()) === JSON.stringify(names);
  };

  it("sorts clients by their lawyer's name, in the language asked for", async () => {
    for (const field of ['assignedLawyerNameEn', 'assignedLawyerNameAr'])
      for (const order of ['ASC', 'DESC'] as const) {
        const names = (await list('/api/clients', { sort: [field, order] })).map((c) => c[field] as string);
        expect(new Set(names).size, field).toBeGreaterThan(2);
        expect(isSorted(names, order), `${field} ${order}: ${names.join(', ')}`).toBe(true);
      }
    // not the order of the lawyers' ids
    const byName = (await list('/api/clients', { sort: ['assignedLawyerNameEn', 'ASC'] })).map((c) => c.assignedLawyerId);
    const byId = (await list('/api/clients', { sort: ['assignedLawyerId', 'ASC'] })).map((c) => c.assignedLawyerId);
    expect(byName).not.toEqual(byId);
  });

  it("sorts files by their client's name", async () => {
    const names = (await list('/api/lawyer/files', { sort: ['clientNameAr', 'ASC'] })).map((f) => f.clientNameAr as string);
    expect(names.length).toBeGreaterThan(1);
    expect(isSorted(names, 'ASC')).toBe(true);
  });
});

describe('the text indexes of the lists', () => {
  it("declares a text index over every field a list's q searches, so that the SQLite read store answers the search from it", () => {
    const text = new Map<string, Set<string>>();
    for (const p of projectionsFor('sqlite'))
      for (const [collection, indexes] of Object.entries(p.indexes ?? {}))
        for (const fields of indexes) for (const [field, kind] of Object.entries(fields)) if (kind === 'text') text.set(collection, (text.get(collection) ?? new Set()).add(field));
    const searches = listRoutes().flatMap((route) =>
      route.handlers
        .map((h) => (h as unknown as Record<symbol, unknown>)[Symbol.for('lawfirm.listRoute')])
        .filter((s): s is { collection: string; fields: string[] } => typeof s === 'object' && s !== null)
        .map((s) => ({ route: routeKey(route), ...s })),
    );
    expect(searches.length).toBeGreaterThan(20);
    const undeclared = searches.flatMap((s) => s.fields.filter((f) => !text.get(s.collection)?.has(f)).map((f) => `${s.route}: ${s.collection}.${f}`));
    expect(undeclared).toEqual([]);
  });
});
