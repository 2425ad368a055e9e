import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request, Response } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMemoryReadStore, createSqliteEventStore, openSqliteAuditLog, type AuditLogSource, type EventMetadata, type NewEvent, type Filter, type ReadStore, type Sort, type SqliteAuditLog,
} from '@lawfirm/platform';
import { auditProjection, rebuildProjections } from '@lawfirm/projections';
import { listRoute } from '../../query-api/src/framework/lists.js';
import { storyStreams } from '../../query-api/src/audit/history.js';
import { auditLogFilter } from '../../query-api/src/audit/routes.js';

/**
 * The global audit log read from the SQLite event log answers every list the routes can ask for
 * exactly as the audit projection's `audit_log` read model does: same records, order, pages and
 * totals.
 */

/** a small deterministic generator (mulberry32), so a failure repeats */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** streams and the data.caseId their events carry: own case streams, children with a caseId, names that only look like case streams, caseIds that are not numbers */
const STREAMS: [string, unknown][] = [
  ['case-1', 1], ['case-2', 2], ['case-3', 3], ['case-4', 99], ['case-007', undefined], ['case-12a', 12], ['Case-3', 5], ['case-', 6], ['case-5-x', 8],
  ['case-document-4', 2], ['hearing-1', 1], ['hearing-2', 3], ['appointment-5', 7.5], ['region-1', undefined], ['user-2', '5'], ['firm-1', null],
  ['legacy_import-1', 4], ['promo%50-1', undefined],
];
/** '404' looks like a number: the filter { type: 404 } must still find nothing, as in the read model */
const TYPES = ['CaseOpened', 'CaseStatusChanged', 'HearingScheduled', 'RegionAdded', 'Legacy_Imported', 'Discount%Applied', 'caseNoted', 'ÉvénementNoted', '404'];
const COMMANDS = ['OpenCase', 'ChangeCaseStatus', 'ScheduleHearing', undefined, 'import_legacy', 'apply%discount', 'أمر القضية', 'Reopen.Case'];
const USERS: [number | null, EventMetadata['userType']][] = [[1, 'user'], [2, 'user'], [3, 'employee'], [4, 'employee'], [null, 'system']];

let dir: string;
let readModel: ReadStore;
let fromLog: SqliteAuditLog;
let times: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'audit-log-'));
  const store = createSqliteEventStore({ file: join(dir, 'events.db') });
  const next = random(42);
  const pick = <T>(xs: T[]) => xs[Math.floor(next() * xs.length)];
  let time = Date.UTC(2025, 0, 1);
  const appends: Promise<unknown>[] = [];
  for (let i = 0; i < 250; i++) {
    const [stream, caseId] = pick(STREAMS);
    const events: NewEvent[] = Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
      // some events share their time, and times do not follow positions
      if (next() > 0.15) time += Math.floor(next() * 3_600_000) - 600_000;
      const [userId, userType] = pick(USERS);
      const type = pick(TYPES);
      const command = pick(COMMANDS);
      const data = { ...(caseId === undefined ? {} : { caseId }), ...(type === 'HearingScheduled' ? { hearingId: Math.ceil(next() * 5) } : {}), note: 'n' };
      const metadata: EventMetadata = { userId, userType, correlationId: `corr-${Math.floor(next() * 40)}`, causationId: null, time: new Date(time).toISOString(), ...(command === undefined ? {} : { command }) };
      return { type, data, metadata };
    });
    appends.push(store.append(stream, events, { expectedRevision: 'any' }));
  }
  await Promise.all(appends);
  readModel = createMemoryReadStore();
  await rebuildProjections(store, readModel, [auditProjection(TYPES)]);
  times = ((await readModel.collection('audit_log').find({}, { sort: { time: 1 } })) as { time: string }[]).map((d) => d.time);
  await store.close();
  fromLog = openSqliteAuditLog({ file: join(dir, 'events.db') });
});

afterAll(() => {
  fromLog?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** GET /api/audit/events as the route wires it, over one source */
async function list(source: 'audit_log' | AuditLogSource, raw: Record<string, unknown>, sort?: [string, string], range?: [number, number]) {
  const handler = listRoute(readModel, { resource: 'audit-events', collection: source, searchFields: [], defaultSort: { id: -1 }, scope: () => auditLogFilter(raw) });
  const query: Record<string, string> = {};
  if (sort) query.sort = JSON.stringify(sort);
  if (range) query.range = JSON.stringify(range);
  const answer: { contentRange?: string; body?: unknown } = {};
  const res = { setHeader: (_name: string, value: string) => (answer.contentRange = value), json: (body: unknown) => (answer.body = body) };
  await handler({ query } as unknown as Request, res as unknown as Response, () => {});
  return answer;
}

const filters = (): Record<string, unknown>[] => [
  {},
  { userId: 1 }, { userId: null }, { userId: [1, 3] }, { userId: [null, 2] }, { userId: '1' }, { userId: [] },
  { userType: 'employee' }, { userType: ['user', 'system'] },
  { type: 'CaseOpened' }, { type: ['Legacy_Imported', 'caseNoted'] }, { type: '404' }, { type: 404 }, { type: [404, true] },
  { stream: 'case-3' }, { stream: ['hearing-1', 'promo%50-1'] }, { stream: 'nowhere-1' },
  { caseId: 3 }, { caseId: 7 }, { caseId: 12 }, { caseId: 5 }, { caseId: 7.5 }, { caseId: [1, 2, 6] }, { caseId: null }, { caseId: '5' }, { caseId: '3' }, { caseId: true },
  { correlationId: 'corr-7' }, { correlationId: ['corr-1', 'corr-2', 'corr-3'] },
  { from: times[100] }, { to: times[100] }, { from: times[50], to: times[300] }, { from: '2025-01-03', to: '2025-01-04T12:00:00+04:00' },
  { q: 'case' }, { q: 'CASE' }, { q: 'oPeNeD' }, { q: 'hearing-1' }, { q: '%' }, { q: '_' }, { q: 'y_i' }, { q: '%50' }, { q: '.' }, { q: 'n.C' },
  { q: 'أمر' }, { q: 'Noted' }, { q: '(x)|[y]*' }, { q: '\\' },
  { userId: 3, type: 'CaseStatusChanged', from: times[80] }, { userType: 'user', q: 'status' }, { caseId: [2, 3], to: times[400] },
  { stream: 'case-1', correlationId: ['corr-5', 'corr-9'], userId: [1, 2, 3, 4] }, { q: 'case', caseId: 3, userType: ['employee'] },
];
const SORTS: ([string, string] | undefined)[] = [
  undefined, ['id', 'ASC'], ['id', 'DESC'], ['time', 'ASC'], ['time', 'DESC'], ['type', 'ASC'], ['type', 'DESC'], ['stream', 'ASC'], ['stream', 'DESC'],
  ['userId', 'ASC'], ['userId', 'DESC'], ['userType', 'DESC'], ['caseId', 'ASC'], ['caseId', 'DESC'], ['command', 'ASC'], ['correlationId', 'DESC'],
  ['revision', 'ASC'], ['nothing', 'DESC'],
];
const RANGES: ([number, number] | undefined)[] = [undefined, [0, 9], [0, 0], [5, 24], [100, 149], [490, 520], [5000, 5009]];

describe('the global audit log from the SQLite event log', () => {
  it("names a case's streams as the read model does: the case's own, then those opened on it", async () => {
    const cases = ['case-1', 'case-2', 'case-3', 'case-4', 'case-007', 'case-12a', 'case-5-x', 'Case-3'];
    const named = await Promise.all(cases.map((c) => storyStreams(fromLog, c)));
    expect(named).toEqual(await Promise.all(cases.map((c) => storyStreams(readModel.collection('audit_log'), c))));
    expect(named[0]).toEqual(['case-1', 'hearing-1']);
    expect(named[2]).toEqual(['case-3', 'hearing-2']);
    // names that only look like a case's stream stand alone
    expect(named.slice(5)).toEqual([['case-12a'], ['case-5-x'], ['Case-3']]);
  });

  it('holds the records of the read model', async () => {
    const all = await readModel.collection('audit_log').find({}, { sort: { id: 1 } });
    expect(all.length).toBeGreaterThan(400);
    expect(await fromLog.find({}, { sort: { id: 1 } })).toEqual(all);
  });

  it('lists, sorts, pages and counts as the read model does for every filter of the route', async () => {
    let compared = 0;
    let found = 0;
    for (const [i, raw] of filters().entries()) {
      for (const [j, sort] of SORTS.entries()) {
        for (const range of [undefined, RANGES[(i + j) % RANGES.length]]) {
          const expected = await list('audit_log', raw, sort, range);
          const actual = await list(fromLog, raw, sort, range);
          expect(actual, JSON.stringify({ raw, sort, range })).toEqual(expected);
          compared++;
          if ((expected.body as unknown[]).length) found++;
        }
      }
    }
    // the filters select something most of the time, so equal answers are not all empty
    expect(found).toBeGreaterThan(compared * 0.6);
  });

  it('finds as the read model does with sorts that leave ties to the log order, and with none', async () => {
    const sorts: (Sort | undefined)[] = [undefined, {}, { type: 1 }, { time: -1 }, { userType: 1, caseId: -1 }, { stream: -1, userId: 1 }, { command: 1, id: -1 }];
    // besides the route's filters, the other conditions the translation takes
    const more: Filter[] = [
      { userId: { $gt: 2 } }, { caseId: { $gte: 1, $lt: 3 } }, { id: { $gte: 100, $lt: 200 } }, { revision: { $eq: 0 } }, { time: { $gt: times[10] } },
      { $or: [{ userId: 1 }, { caseId: 3 }] }, { command: null }, { command: { $regex: 'CASE', $options: 'i' } }, { userId: { $gte: 'a' } }, { userId: { $regex: '1', $options: 'i' } },
    ];
    for (const filter of [...filters().map(auditLogFilter), ...more])
      for (const sort of sorts)
        for (const page of [{}, { skip: 3, limit: 7 }]) {
          const opts = { sort, ...page };
          expect(await fromLog.find(filter, opts), JSON.stringify({ filter, opts })).toEqual(await readModel.collection('audit_log').find(filter, opts));
          expect(await fromLog.count(filter)).toBe(await readModel.collection('audit_log').count(filter));
        }
  });
});
