import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bilingual } from '@lawfirm/contracts';
import { startSeededFirm, type SeededFirm } from '../support/seededFirm.js';
import { eventually } from '../support/eventually.js';
import { requestsHead } from '../support/server.js';
import { commandRoutes, pathOf, queryRoutes } from '../support/routeTable.js';

/**
 * One version rule for every change (PUT, PATCH, DELETE of the command API's route table): a
 * `version` in the body or an `If-Match` that is malformed ('abc', -1) is a 400 on `version`, one
 * that is not the record's current version (0 is only that of a record never written) is a 409, and nothing is changed. The
 * routes come from the route table; each is called on a record of the seeded firm, found as the
 * route's own GET (same path in the query API) finds it or as `found` below says. A change route
 * that is neither is named in `noVersion` with why, or the suite fails.
 */
let firm: SeededFirm;
type Client = SeededFirm['admin'];
let admin: Client;
/** what the seed has none of, made here: a hearing's documents and minutes file, minutes with a document and a final ruling (which opens deadlines), an admin account */
const given = { hearingId: 0, minutesId: 0, userId: 0 };

const pdf = () => new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' });
const dayAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  firm = await startSeededFirm();
  admin = firm.admin;
  const cases = (await admin.get('/api/lawyer/cases')).body as { id: number; titleEn: string }[];
  const commercial = cases.find((c) => c.titleEn === 'Emirates Trading v. Gulf Supplies')!;
  given.hearingId = (await admin.get(`/api/lawyer/cases/${commercial.id}/hearings`)).body[0].id;
  const documents = new FormData();
  documents.append('documents', pdf(), 'exhibit.pdf');
  expect((await admin.post(`/api/hearings/${given.hearingId}/documents`, documents)).status).toBe(201);
  const minutesFile = new FormData();
  minutesFile.append('minutesFile', pdf(), 'minutes.pdf');
  expect((await admin.post(`/api/hearings/${given.hearingId}/minutes-file`, minutesFile)).status).toBe(201);
  const fileId = ((await admin.get('/api/lawyer/files')).body as { id: number }[])[0].id;
  const attachment = new FormData();
  attachment.append('category', 'evidence');
  attachment.append('file', pdf(), 'evidence.pdf');
  const attached = await admin.post(`/api/lawyer/files/${fileId}/documents`, attachment);
  expect(attached.status, attached.text).toBe(201);
  const rule = await admin.post('/api/case-settings/deadline-rules', { nameEn: 'Appeal', nameAr: 'الاستئناف', trigger: 'final_ruling', caseCategory: null, days: 30, countFrom: 'ruling_date', dayKind: 'calendar', remindDaysBefore: [7] });
  expect(rule.status, rule.text).toBe(201);
  const recorded = await admin.put(`/api/hearings/${given.hearingId}/minutes`, { rulingType: 'final', finalDecision: true, finalDecisionDate: dayAgo(3), finalDecisionText: 'Judgment for the claimant', hasNextHearing: false });
  expect(recorded.status, recorded.text).toBe(201);
  given.minutesId = recorded.body.id;
  const upload = (await admin.post('/api/objects/upload')).body as { uploadURL: string };
  const put = await fetch(firm.server.url + upload.uploadURL, { method: 'PUT', headers: { authorization: `Bearer ${firm.adminToken}`, 'x-file-name': 'ruling.pdf' }, body: Buffer.from('%PDF-1.4\n%%EOF\n') });
  expect(put.status).toBe(200);
  expect((await admin.post(`/api/hearing-minutes/${given.minutesId}/documents`, { documents: [{ uploadURL: upload.uploadURL, fileName: 'ruling.pdf' }] })).status).toBe(201);
  const roleId = ((await admin.get('/api/roles')).body as { id: number }[])[0].id;
  const user = await admin.post('/api/users', { username: 'versions', email: 'versions@alnoor-law.ae', password: 'Versions#2026', fullNameEn: 'Version Checker', fullNameAr: 'مدقق الإصدارات', roleId });
  expect(user.status, user.text).toBe(201);
  given.userId = user.body.id;
  await eventually('the ruling\'s deadlines opened', () => admin.get('/api/lawyer/deadlines?status=open'), (r) => r.body.length > 0);
}, 180_000);
afterAll(async () => {
  await firm?.server.stop();
});

const changes = commandRoutes().filter((r) => ['PUT', 'PATCH', 'DELETE'].includes(r.method));
const gets = new Set(queryRoutes().filter((r) => r.method === 'GET').map((r) => r.path));
const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/** changes that take no version: they make something new rather than change a record read before */
const noVersion: Record<string, string> = {
  'PUT /api/objects/uploads/:uploadId': 'the bytes of a new upload, at a signed address used once',
  'PUT /api/hearings/:id/minutes': "records a hearing's minutes, a new record",
  'PUT /api/billing/expense-treatments/:expenseType': "the firm's choice for one expense type, set to the value sent (the same choice again records nothing); nothing read before is written back",
};

interface Target {
  /** the change's path on a seeded record */
  path: string;
  /** a body the change accepts (its version is set by the test) */
  body: Record<string, unknown>;
  /** what the record looks like now: unchanged after a refused change */
  read: () => Promise<unknown>;
  /** who changes it (the administrator when not said) */
  as?: Client;
}

const one = async (path: string) => {
  const res = await admin.get(path);
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return res.body as Record<string, any>;
};
const first = async (path: string, where: (row: Record<string, any>) => boolean = () => true) => {
  const rows = (await one(path)) as unknown as Record<string, any>[];
  const row = rows.find(where);
  expect(row, `a record in ${path}`).toBeDefined();
  return row!;
};
const caseDocuments = async () => {
  const cases = (await one('/api/lawyer/cases')) as unknown as { id: number }[];
  const all: Record<string, any>[] = [];
  for (const c of cases) all.push(...((await one(`/api/lawyer/cases/${c.id}/all-documents`)) as unknown as Record<string, any>[]));
  return all;
};
const documentAt = async (pattern: RegExp): Promise<Target> => {
  const doc = (await caseDocuments()).find((d) => pattern.test(String(d.path)));
  expect(doc, `a seeded document at ${pattern}`).toBeDefined();
  const path = String(doc!.path);
  return { path, body: { name: 'Renamed' }, read: async () => (await caseDocuments()).find((d) => d.path === path) };
};
const fileDocument = async (): Promise<Target> => {
  for (const f of (await one('/api/lawyer/files')) as unknown as { id: number }[]) {
    const docs = (await one(`/api/lawyer/files/${f.id}/documents`)) as unknown as { id: string }[];
    if (docs.length) return { path: `/api/lawyer/files/${f.id}/documents/${docs[0].id}`, body: { name: 'Renamed' }, read: () => one(`/api/lawyer/files/${f.id}/documents`) };
  }
  throw new Error('no seeded file attachment');
};
const appointment = async (type: 'task' | 'meeting') => {
  for (const c of (await one('/api/lawyer/cases')) as unknown as { id: number }[]) {
    const found = ((await one(`/api/lawyer/cases/${c.id}/appointments`)) as unknown as Record<string, any>[]).find((a) => a.type === type);
    if (found) return { caseId: c.id, appointment: found };
  }
  throw new Error(`no seeded ${type}`);
};
const hearing = async () => {
  for (const c of (await one('/api/lawyer/cases')) as unknown as { id: number }[]) {
    const found = ((await one(`/api/lawyer/cases/${c.id}/hearings`)) as unknown as Record<string, any>[])[0];
    if (found) return { caseId: c.id, hearing: found };
  }
  throw new Error('no seeded hearing');
};

/** a time entry a lawyer records today on one of her cases, read back from her list */
const timeEntry = async (): Promise<Target> => {
  const lawyer = firm.fatima.client;
  const [c] = (await lawyer.get('/api/lawyer/cases')).body as { id: number }[];
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
  const created = await lawyer.post('/api/billing/time-entries', { caseId: c.id, date: today, minutes: 45, activity: 'research', description: 'Reading the file', billable: true, rate: '500.00' });
  expect(created.status, created.text).toBe(201);
  const e = created.body as Record<string, any>;
  const read = async () => ((await lawyer.get('/api/billing/time-entries')).body as { id: number }[]).find((x) => x.id === e.id);
  await expect.poll(read).toBeDefined();
  const body = { caseId: e.caseId, date: e.date, minutes: 60, activity: e.activity, description: e.description, billable: e.billable, rate: e.rate };
  return { path: `/api/billing/time-entries/${e.id}`, body, read, as: lawyer };
};

/** an expense a lawyer records today on one of her cases, read back from her list */
const expense = async (): Promise<Target> => {
  const lawyer = firm.fatima.client;
  const [c] = (await lawyer.get('/api/lawyer/cases')).body as { id: number }[];
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
  const created = await lawyer.post('/api/billing/expenses', { caseId: c.id, date: today, amount: '75.00', expenseType: 'courier', description: 'Courier to the court' });
  expect(created.status, created.text).toBe(201);
  const e = created.body as Record<string, any>;
  const read = async () => ((await lawyer.get('/api/billing/expenses')).body as { id: number }[]).find((x) => x.id === e.id);
  await expect.poll(read).toBeDefined();
  const body = { caseId: e.caseId, date: e.date, amount: '80.00', expenseType: e.expenseType, description: e.description };
  return { path: `/api/billing/expenses/${e.id}`, body, read, as: lawyer };
};

/** an hourly rate of the firm's card, set on a case (each rate has its own version) */
async function rate(): Promise<Target & { id: string }> {
  const c = ((await admin.get('/api/lawyer/cases')).body as { id: number }[])[0];
  const set = await admin.put('/api/billing/rates', { scope: 'case', scopeId: c.id, rate: '650.00' });
  expect(set.status, set.text).toBe(200);
  const read = async () => ((await admin.get('/api/billing/rates')).body as { id: string; version: number }[]).find((r) => r.id === set.body.id);
  const { version } = (await eventually('the rate listed', read, (r) => r !== undefined))!;
  return { id: set.body.id, path: '/api/billing/rates', body: { scope: 'case', scopeId: c.id, rate: '660.00', version }, read };
}

/** a case of the firm with a client among its plaintiffs (a retainer is agreed with one of them) */
const caseWithClient = async () => {
  const cases = (await one('/api/lawyer/cases')) as unknown as { id: number; plaintiffs?: { clientId?: number | null }[] }[];
  const c = cases.find((x) => x.plaintiffs?.some((p) => typeof p.clientId === 'number'));
  expect(c, 'a case with a client').toBeDefined();
  return { caseId: c!.id, clientId: c!.plaintiffs!.find((p) => typeof p.clientId === 'number')!.clientId as number };
};

/** the case's retainer, agreed here (the same terms again record nothing), read back with its version */
const retainer = async (): Promise<Target> => {
  const { caseId, clientId } = await caseWithClient();
  const path = `/api/billing/cases/${caseId}/retainer`;
  const terms = { clientId, amount: '5000.00' };
  const agreed = await admin.put(path, terms);
  expect(agreed.status, agreed.text).toBe(200);
  const read = () => one(path);
  const { agreement } = await eventually('the retainer agreed', read, (r) => r.agreement?.active === true);
  return { path, body: { ...terms, version: agreement.version }, read };
};

/** where a change route whose record is not read at its own path finds one */
const found: Record<string, () => Promise<Target>> = {
  'PUT /api/system-settings/:key': async () => {
    const s = await first('/api/system-settings');
    return { path: `/api/system-settings/${s.key}`, body: s, read: () => one(`/api/system-settings/${s.id}`) };
  },
  'DELETE /api/system-settings/:key': async () => {
    const s = await first('/api/system-settings');
    return { path: `/api/system-settings/${s.key}`, body: {}, read: () => one(`/api/system-settings/${s.id}`) };
  },
  'PUT /api/users/:id': async () => ({ path: `/api/users/${given.userId}`, body: await one(`/api/users/${given.userId}`), read: () => one(`/api/users/${given.userId}`) }),
  'DELETE /api/users/:id': async () => ({ path: `/api/users/${given.userId}`, body: {}, read: () => one(`/api/users/${given.userId}`) }),
  'PUT /api/hearing-minutes/:id': async () => ({ path: `/api/hearing-minutes/${given.minutesId}`, body: await one(`/api/hearing-minutes/${given.minutesId}`), read: () => one(`/api/hearing-minutes/${given.minutesId}`) }),
  'DELETE /api/hearing-minutes/:id': async () => ({ path: `/api/hearing-minutes/${given.minutesId}`, body: {}, read: () => one(`/api/hearing-minutes/${given.minutesId}`) }),
  'PUT /api/news/:id/publish': async () => {
    const n = await first('/api/news');
    return { path: `/api/news/${n.id}/publish`, body: {}, read: () => one(`/api/news/${n.id}`) };
  },
  'PUT /api/hearings/:id': async () => {
    const { caseId, hearing: h } = await hearing();
    return { path: `/api/hearings/${h.id}`, body: h, read: async () => ((await one(`/api/lawyer/cases/${caseId}/hearings`)) as unknown as { id: number }[]).find((x) => x.id === h.id) };
  },
  'DELETE /api/hearings/:id': async () => {
    const { caseId, hearing: h } = await hearing();
    return { path: `/api/hearings/${h.id}`, body: {}, read: async () => ((await one(`/api/lawyer/cases/${caseId}/hearings`)) as unknown as { id: number }[]).find((x) => x.id === h.id) };
  },
  'PATCH /api/lawyer/appointments/:id': async () => {
    const { caseId, appointment: a } = await appointment('meeting');
    return { path: `/api/lawyer/appointments/${a.id}`, body: { status: 'completed' }, read: () => one(`/api/lawyer/cases/${caseId}/appointments`) };
  },
  'PATCH /api/lawyer/tasks/:id': async () => {
    const { caseId, appointment: a } = await appointment('task');
    return { path: `/api/lawyer/tasks/${a.id}`, body: { status: 'completed' }, read: () => one(`/api/lawyer/cases/${caseId}/appointments`) };
  },
  'PATCH /api/lawyer/case-documents/:id': () => documentAt(/^\/api\/lawyer\/case-documents\//),
  'DELETE /api/lawyer/case-documents/:id': () => documentAt(/^\/api\/lawyer\/case-documents\//),
  'PATCH /api/hearings/:id/minutes-file': () => documentAt(/^\/api\/hearings\/\d+\/minutes-file$/),
  'DELETE /api/hearings/:id/minutes-file': () => documentAt(/^\/api\/hearings\/\d+\/minutes-file$/),
  'PATCH /api/hearings/:id/documents/:docId': () => documentAt(/^\/api\/hearings\/\d+\/documents\//),
  'DELETE /api/hearings/:id/documents/:docId': () => documentAt(/^\/api\/hearings\/\d+\/documents\//),
  'PATCH /api/hearing-minutes/:id/documents/:docId': () => documentAt(/^\/api\/hearing-minutes\/\d+\/documents\//),
  'DELETE /api/hearing-minutes/:id/documents/:docId': () => documentAt(/^\/api\/hearing-minutes\/\d+\/documents\//),
  'PATCH /api/lawyer/files/:id/documents/:docId': fileDocument,
  'DELETE /api/lawyer/files/:id/documents/:docId': fileDocument,
  'PATCH /api/lawyer/deadlines/:id': async () => {
    const d = await first('/api/lawyer/deadlines?status=open');
    return { path: `/api/lawyer/deadlines/${d.id}`, body: { status: 'met', note: null }, read: () => one(`/api/lawyer/deadlines/${d.id}`) };
  },
  'PUT /api/case-settings/working-week': async () => {
    const w = await one('/api/case-settings/working-week');
    return { path: '/api/case-settings/working-week', body: { weekendDays: w.weekendDays, version: w.version }, read: () => one('/api/case-settings/working-week') };
  },
  'PUT /api/case-settings/court-hours': async () => {
    const w = await one('/api/case-settings/working-week');
    return { path: '/api/case-settings/court-hours', body: { ...w.courtHours, version: w.version }, read: () => one('/api/case-settings/working-week') };
  },
  // the bootstrap administrator's e-mail is no real one (the profile asks for it): a lawyer's profile
  'PUT /api/profile': async () => ({ path: '/api/profile', body: (await firm.fatima.client.get('/api/profile')).body, read: async () => (await firm.fatima.client.get('/api/profile')).body, as: firm.fatima.client }),
  'PUT /api/billing/time-entries/:id': async () => ({ ...(await timeEntry()) }),
  'DELETE /api/billing/time-entries/:id': async () => ({ ...(await timeEntry()), body: {} }),
  'PUT /api/billing/expenses/:id': async () => ({ ...(await expense()) }),
  'DELETE /api/billing/expenses/:id': async () => ({ ...(await expense()), body: {} }),
  'PUT /api/billing/rates': async () => ({ ...(await rate()) }),
  'DELETE /api/billing/rates/:id': async () => {
    const r = await rate();
    return { ...r, path: `/api/billing/rates/${r.id}`, body: {} };
  },
  'PUT /api/profile/preferences': async () => ({ path: '/api/profile/preferences', body: await one('/api/profile/preferences'), read: () => one('/api/profile/preferences') }),
  'PUT /api/billing/cases/:caseId/fee-arrangement': async () => {
    const { caseId } = await caseWithClient();
    const path = `/api/billing/cases/${caseId}/fee-arrangement`;
    const a = await one(path);
    return { path, body: { kind: a.kind, stages: [], version: a.version }, read: () => one(path) };
  },
  // the seeded firm has none of the firm's own activities of time entries: one added here
  'PUT /api/case-settings/time-activities/:id': async () => {
    const a = await admin.post('/api/case-settings/time-activities', { nameEn: 'Site visit', nameAr: 'معاينة ميدانية' });
    expect(a.status, a.text).toBe(201);
    const path = `/api/case-settings/time-activities/${a.body.id}`;
    return { path, body: await one(path), read: () => one(path) };
  },
  'PUT /api/billing/cases/:caseId/retainer': retainer,
  'DELETE /api/billing/cases/:caseId/retainer': async () => ({ ...(await retainer()), body: {} }),
};

/** a record at the route's own path: the list's first, read by its id */
const atOwnPath = async (route: { method: string; path: string }): Promise<Target> => {
  const list = route.path.replace(/\/:id$/, '');
  const row = await first(list);
  const path = pathOf(route, row.id);
  return { path, body: route.method === 'DELETE' ? {} : await one(path), read: () => one(path) };
};
const targetOf = (route: { method: string; path: string }) => found[key(route)] ?? (gets.has(route.path) && route.path.endsWith('/:id') ? () => atOwnPath(route) : undefined);

const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}, as: Client = admin) =>
  method === 'DELETE' ? fetchDelete(path, body, headers) : method === 'PUT' ? as.put(path, body, headers) : as.patch(path, body, headers);
const fetchDelete = async (path: string, body: unknown, headers: Record<string, string>) => {
  const res = await fetch(firm.server.url + path, { method: 'DELETE', headers: { authorization: `Bearer ${firm.adminToken}`, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, text };
};

const conflict = bilingual('error.conflict');

describe('the route table', () => {
  it('every change route takes the version rule, or says why it takes no version', () => {
    const uncovered = changes.filter((r) => !noVersion[key(r)] && !targetOf(r)).map(key);
    expect(uncovered).toEqual([]);
    expect(changes.length).toBeGreaterThan(40);
  });
});

describe('a malformed version', () => {
  it('given any change route, when version or If-Match is not a whole number from 0, then it is a 400 on version and nothing is appended', async () => {
    const head = await requestsHead(admin);
    for (const route of changes) {
      const path = pathOf(route, 999_999);
      for (const ifMatch of ['abc', '-1', '"1.5"']) {
        const res = await send(route.method, path, {}, { 'If-Match': ifMatch });
        expect(res.status, `${key(route)} If-Match ${ifMatch}: ${res.text}`).toBe(400);
        expect(res.body.errors, key(route)).toEqual([{ field: 'version', message: expect.stringContaining('version'), messageAr: expect.stringMatching(/[\u0600-\u06FF]/) }]);
      }
      // the raw upload's body is its bytes, not JSON
      if (noVersion[key(route)]?.includes('bytes')) continue;
      for (const version of ['abc', -1, 2.5, { n: 1 }]) {
        const res = await send(route.method, path, { version });
        expect(res.status, `${key(route)} version ${JSON.stringify(version)}: ${res.text}`).toBe(400);
        expect(res.body.errors?.[0]?.field, key(route)).toBe('version');
      }
    }
    expect(await requestsHead(admin)).toBe(head);
  });
});

describe('a version that is not the current one', () => {
  for (const route of changes.filter((r) => !noVersion[key(r)]))
    it(`${key(route)}: a version not the current one (0, one ahead; body or If-Match) is a 409 and changes nothing`, async () => {
      const target = await targetOf(route)!();
      const before = await target.read();
      const { version: current, ...body } = target.body as { version?: number };
      // 0 is the version of a record never written (a setting not yet set): stale for any other
      // (preferences answer no version: only one far ahead is surely stale)
      const stale = [...(current === 0 || current === undefined ? [] : ['0']), '1000000'];
      for (const [sent, headers] of stale.flatMap((v) => [[{ ...body, version: Number(v) }, {}], [body, { 'If-Match': v }], [body, { 'If-Match': `W/"${v}"` }]] as const)) {
        const res = await send(route.method, target.path, sent, headers, target.as);
        expect(res.status, `${key(route)} ${JSON.stringify(headers)} ${JSON.stringify((sent as { version?: number }).version)}: ${res.text}`).toBe(409);
        expect(res.body).toMatchObject({ code: 'conflict', message: conflict.en, messageAr: conflict.ar });
      }
      expect(await target.read()).toEqual(before);
      // the record's own version is taken (a PUT of what was read)
      if (route.method === 'PUT' && typeof current === 'number') {
        const res = await send(route.method, target.path, { ...body, version: current }, {}, target.as);
        expect(res.status, `${key(route)} with its version ${current}: ${res.text}`).toBe(200);
      }
    });
});
