import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryShape } from '@lawfirm/platform';
import { login, startServer, type RunningServer } from '../support/server.js';
import { concrete, specEndpoints } from './endpoints.js';

/**
 * MongoDB answers a query from an index only when one is declared for it: the portal runs with a
 * read store that records every query shape (collection, filtered and sorted fields) and every
 * declared index, is driven through every GET of the spec, and each query must be served by an
 * index whose first field it filters on (or, unfiltered, sorts on).
 */
describe('MongoDB indexes from the query shapes', () => {
  let server: RunningServer;
  const log = join(mkdtempSync(join(tmpdir(), 'queries-')), 'shapes.jsonl');
  beforeAll(async () => {
    server = await startServer({ env: { PORTAL_BUILD_CONSOLE: 'false', READSTORE_QUERY_LOG: log } });
    const admin = (await login(server.url, server.adminUsername, server.adminPassword)).client;
    await admin.post('/api/regions', { nameEn: 'Dubai', nameAr: 'دبي', code: 'DXB' });
    for (const { method, path } of specEndpoints()) if (method === 'GET') await admin.get(concrete(path));
    // the lists again as a screen pages them: the firm is small, so every page is the last one
    for (const { method, path } of specEndpoints()) if (method === 'GET' && !path.includes('{')) await admin.get(`${path}?range=${encodeURIComponent('[0,24]')}`);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('serves every filter and sort the code sends from a declared index', () => {
    const lines = readFileSync(log, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as QueryShape);
    const indexes = new Map<string, string[][]>();
    for (const l of lines) if (l.op === 'index') indexes.set(l.collection, [...(indexes.get(l.collection) ?? []), l.index!]);
    const served = (collection: string, filter: string[], sort: string[]) => {
      if (!filter.length && !sort.length) return true; // the whole collection: no index helps
      return (indexes.get(collection) ?? []).some(([first]) => (filter.length ? filter.includes(first) : sort[0] === first));
    };
    const queries = lines.filter((l) => l.op !== 'index');
    expect(queries.length).toBeGreaterThan(20);
    const unserved = queries
      .filter((q) => (q.or ? !q.or.every((branch) => served(q.collection, branch, q.sort)) : !served(q.collection, q.filter, q.sort)))
      .map((q) => `${q.collection}.${q.op} filter [${q.filter}]${q.or ? ` or ${JSON.stringify(q.or)}` : ''} sort [${q.sort}]`);
    expect(unserved).toEqual([]);
  });

  /**
   * Lists that need no total do not count documents: a page that is not full gives its own total
   * (MongoDB's countDocuments reads every match). On this small firm no list page is full, so the
   * only counts are figures a screen shows: the dashboard's totals and the lawyer's upcoming
   * hearings (the ids being fake, no case's tab counts are asked).
   */
  it('counts documents only for the figures a screen shows, never for a list', () => {
    const lines = readFileSync(log, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as QueryShape);
    const counted = [...new Set(lines.filter((l) => l.op === 'count').map((l) => `${l.collection} [${l.filter}]`))].sort();
    expect(counted).toEqual(['branches []', 'clients []', 'employees [isActive]', 'hearings [caseId,hearingDate]', 'regions []']);
  });
});
