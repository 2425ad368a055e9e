import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleActions, permissionModules } from '@lawfirm/contracts';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { eventually } from '../support/eventually.js';
import type { Grant } from '../support/readRules.js';
import { commandRoutes, routeKey, rowsAgainstRoutes } from '../support/routeTable.js';
import { seededDataDir } from '../support/seedTemplate.js';
import { api, login, notePosition, startServer, type RunningServer } from '../support/server.js';
import { expenseBody, timeEntryBody, writeRules, type Call, type Kind, type Kit, type Who, type WriteRule } from '../support/writeRules.js';

/**
 * The authorization matrix of writes (issue 36): every POST, PUT, PATCH and DELETE of the command
 * API's route table, called as anonymous, a lawyer on the record (Omar), a lawyer not on it
 * (Fatima), an admin whose role holds just the grant the route needs, an admin holding every grant
 * but the route's, an admin whose role is `{}` and a super admin; each answer compared with what
 * the route's row of tests/support/writeRules.ts derives from the roles matrix and the relation to
 * the record. Let through is any answer but 401/403 (and no 5xx); an authorised caller's is a 2xx,
 * or what its row says. A route without its row (or a row without its route) fails the first test.
 */
type Client = ReturnType<typeof api>;
type Rec = Record<string, any>;
const everyone: Who[] = ['anonymous', 'lawyerOff', 'adminNone', 'adminAllBut', 'adminOne', 'lawyerOn', 'superAdmin'];
const allGrants: Grant[] = permissionModules.flatMap((m) => moduleActions[m].map((a) => `${m}:${a}` as Grant));
const PASSWORD = 'Matrix#2026!w';

const routes = commandRoutes().filter((r) => r.method !== 'GET');

/** what the row says a caller gets: let through, or refused with that status */
function expected(rule: WriteRule, who: Who): 'through' | 401 | 403 | 404 {
  if (who === 'anonymous') return rule.anonymous ? 'through' : 401;
  if (rule.owner) return who === 'lawyerOn' ? 'through' : (rule.off ?? 404);
  switch (who) {
    case 'superAdmin':
    case 'adminOne':
      return rule.admin === 'none' ? 403 : 'through';
    case 'adminAllBut':
    case 'adminNone':
      return rule.admin === 'all' ? 'through' : 403;
    case 'lawyerOn':
      return rule.lawyer === 'none' ? 403 : 'through';
    case 'lawyerOff':
      if (rule.lawyer === 'all') return 'through';
      return rule.lawyer === 'none' ? 403 : (rule.off ?? 403);
  }
}

let server: RunningServer;
let superAdmin: Client;
const callers: Partial<Record<Who, Client>> = {};
const accounts: Partial<Record<Who, { username: string; password: string; loginType: 'user' | 'employee' }>> = {};
const people = { omar: 0, fatima: 0, other: 0, roleNone: 0 };
const admins = new Map<string, { client: Client; username: string; id: number }>();
/** the bearer tokens of the suite's clients (for the raw upload, sent with fetch) */
const tokens = new Map<Client, string>();
let serial = 0;

const ok = async (what: string, res: Promise<{ status: number; text: string; body: any }>, status = [200, 201]) => {
  const r = await res;
  expect(status, `${what}: ${r.status} ${r.text.slice(0, 300)}`).toContain(r.status);
  return r.body as Rec;
};

/** an admin whose role holds exactly these grants (made once per set) */
async function adminWith(grants: Grant[]): Promise<{ client: Client; username: string; id: number }> {
  const key = [...grants].sort().join(',') || 'none';
  const known = admins.get(key);
  if (known) return known;
  const permissions: Record<string, string[]> = {};
  for (const g of grants) {
    const [m, a] = g.split(':');
    (permissions[m] ??= []).push(a);
  }
  const n = admins.size + 1;
  const role = await ok('a role', superAdmin.post('/api/roles', { nameEn: `Write matrix ${n}`, nameAr: `مصفوفة الكتابة ${n}`, permissions }));
  if (key === 'none') people.roleNone = role.id;
  const username = `write-matrix-${n}`;
  const user = await ok('an admin', superAdmin.post('/api/users', { username, email: `${username}@alnoor-law.ae`, password: PASSWORD, fullNameEn: `Write Matrix ${n}`, fullNameAr: `مصفوفة الكتابة ${n}`, roleId: role.id }));
  const session = await login(server.url, username, PASSWORD);
  tokens.set(session.client, session.token);
  const made = { client: session.client, username, id: user.id as number };
  admins.set(key, made);
  return made;
}

const pdf = () => new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' });
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const strip = ({ id: _i, version: _v, createdAt: _c, updatedAt: _u, ...rest }: Rec) => rest;

const sharedRecords = new Map<Kind, Promise<Rec>>();
const deadlinePool: Rec[] = [];
let theCase: Rec;
let theFile: Rec;

/** an upload address signed for the caller holding a small PDF */
async function uploaded(who: Who): Promise<string> {
  const as = who === 'anonymous' || expectedUpload(who) ? superAdmin : (callers[who] as Client);
  const { uploadURL } = await ok('an upload address', as.post('/api/objects/upload'));
  const res = await fetch(server.url + uploadURL, { method: 'PUT', headers: { authorization: `Bearer ${tokens.get(as)}`, 'content-type': 'application/pdf', 'x-file-name': `matrix-${++serial}.pdf` }, body: Buffer.from('%PDF-1.4\n%%EOF\n') });
  expect(res.status, await res.clone().text()).toBe(200);
  notePosition(server.url, res.headers);
  return uploadURL as string;
}
/** callers who may not get an upload address: the super admin's stands in (their call is refused before it is looked at) */
const expectedUpload = (who: Who) => expected(writeRules['POST /api/objects/upload'], who) !== 'through';

async function allDocuments(): Promise<Rec[]> {
  return (await ok('the case documents', superAdmin.get(`/api/lawyer/cases/${theCase.id}/all-documents`))) as unknown as Rec[];
}
async function documentNamed(fileName: string): Promise<Rec> {
  const rows = await eventually(`the document ${fileName}`, allDocuments, (rows) => rows.some((d) => d.fileName === fileName || d.name === fileName));
  return rows.find((d) => d.fileName === fileName || d.name === fileName)!;
}
const form = (fields: Record<string, string>, file: string, name = `matrix-${++serial}.pdf`) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  f.append(file, pdf(), name);
  return f;
};

async function newBody(listPath: string): Promise<Rec> {
  const n = ++serial;
  switch (listPath) {
    case '/api/users':
      return { username: `matrix-made-${n}`, email: `matrix-made-${n}@alnoor-law.ae`, password: PASSWORD, fullNameEn: `Made ${n}`, fullNameAr: `مصنوع ${n}`, roleId: people.roleNone };
    case '/api/lawyer/files':
      return { subject: `Matrix file ${n}`, notes: null, caseDirection: 'withUs', clientId: theFile.clientId, departmentId: theFile.departmentId, officeId: theFile.officeId, responsibleLawyers: [{ id: people.omar, role: 'responsible' }] };
    case '/api/case-settings/time-activities':
      // names are unique per language, and the seeded firm has none to copy
      return { nameEn: `Matrix activity ${n}`, nameAr: `نشاط المصفوفة ${n}`, isActive: true };
    case '/api/cases': {
      const { caseNumber: _n, caseYear: _y, ...c } = strip(await ok('the case', superAdmin.get(`/api/cases/${theCase.id}`)));
      return { ...c, titleEn: `Matrix case ${n}`, titleAr: `قضية المصفوفة ${n}`, lawyerIds: [people.omar] };
    }
  }
  const first = ((await ok(listPath, superAdmin.get(listPath))) as unknown as Rec[])[0];
  expect(first, `a record of ${listPath}`).toBeDefined();
  const body = strip(first);
  switch (listPath) {
    case '/api/regions':
      return { ...body, code: `MX${n}` };
    case '/api/system-settings':
      return { ...body, key: `matrix.setting${n}` };
    case '/api/roles':
      return { ...body, nameEn: `Made role ${n}`, nameAr: `دور مصنوع ${n}`, permissions: {} };
    case '/api/employees':
      return { ...body, employeeId: `EMP-9${n}`, email: `matrix-made-${n}@alnoor-law.ae`, phone: `+971 50 9${String(n).padStart(2, '0')} 4455`, password: PASSWORD, roleId: people.roleNone };
    case '/api/clients':
      return { ...body, clientId: `CLI-9${n}`, fullNameEn: `Matrix Client ${n}`, fullNameAr: `عميل المصفوفة ${n}`, nationalId: `784-1990-${String(n).padStart(7, '0')}-1` };
  }
  return body;
}

/** a record made by the super admin for the matrix */
async function make(kind: Kind): Promise<Rec> {
  if (kind.startsWith('/api/')) return ok(`a new record of ${kind}`, superAdmin.post(kind, await newBody(kind)), [201]);
  switch (kind) {
    case 'case':
      return theCase;
    case 'client':
      return ((await ok('clients', superAdmin.get('/api/clients'))) as unknown as Rec[])[0];
    case 'caseOfOthers':
      return ok('a case of other lawyers', superAdmin.post('/api/cases', { ...(await newBody('/api/cases')), lawyerIds: [people.other] }), [201]);
    case 'file':
      return ok('a file of Omar', superAdmin.post('/api/lawyer/files', await newBody('/api/lawyer/files')), [201]);
    case 'hearing':
      return ok('a hearing', superAdmin.post(`/api/lawyer/cases/${theCase.id}/hearings`, { hearingDate: addDays(today(), 30), hearingTime: '09:30 AM', hallName: '2', rollNumber: `M${++serial}`, whatIsRequested: 'Pleadings' }), [201]);
    case 'heldHearing':
      return ok('a hearing held yesterday', superAdmin.post(`/api/lawyer/cases/${theCase.id}/hearings`, { hearingDate: addDays(today(), -1), hearingTime: '09:30 AM', hallName: '2', rollNumber: `H${++serial}`, whatIsRequested: 'Pleadings' }), [201]);
    case 'minutes': {
      const h = await make('heldHearing');
      return ok('minutes', superAdmin.put(`/api/hearings/${h.id}/minutes`, { hearingReport: 'Heard both parties', hasNextHearing: false }), [201]);
    }
    case 'meeting':
      return ok('a meeting', superAdmin.post(`/api/lawyer/cases/${theCase.id}/appointments`, { type: 'meeting', title: 'Meeting', description: 'Agenda', date: addDays(today(), 10), time: '10:00 AM', participant: 'The client' }), [201]);
    case 'task': {
      const other = await kit.shared('caseOfOthers');
      return ok('a task given to Omar', superAdmin.post(`/api/lawyer/cases/${other.id}/appointments`, { type: 'task', title: 'Draft the reply', description: 'Reply memo', date: addDays(today(), 10), time: '10:00 AM', assignedTo: people.omar }), [201]);
    }
    case 'caseDocument': {
      const d = await ok('a case document', superAdmin.post(`/api/cases/${theCase.id}/documents`, form({ name: `Matrix ${++serial}`, category: 'Contract' }, 'file')), [201]);
      return { ...d, path: `/api/lawyer/case-documents/${d.id}` };
    }
    case 'hearingDocument': {
      const h = await kit.shared('hearing');
      const name = `matrix-${++serial}.pdf`;
      await ok('a hearing document', superAdmin.post(`/api/hearings/${h.id}/documents`, form({ description: 'Exhibit' }, 'documents', name)), [201]);
      return documentNamed(name);
    }
    case 'minutesFile': {
      const h = await make('hearing');
      await ok('a minutes file', superAdmin.post(`/api/hearings/${h.id}/minutes-file`, form({}, 'minutesFile')), [201]);
      return { path: `/api/hearings/${h.id}/minutes-file` };
    }
    case 'minutesDocument': {
      const m = await kit.shared('minutes');
      const name = `matrix-minutes-${++serial}.pdf`;
      await ok('a minutes document', superAdmin.post(`/api/hearing-minutes/${m.id}/documents`, { documents: [{ uploadURL: await uploaded('superAdmin'), fileName: name }] }), [201]);
      return documentNamed(name);
    }
    case 'fileDocument': {
      const name = `matrix-${++serial}.pdf`;
      await ok('a file attachment', superAdmin.post(`/api/lawyer/files/${theFile.id}/documents`, form({ category: 'evidence' }, 'file', name)), [201]);
      const docs = await eventually(`the attachment ${name}`, async () => (await superAdmin.get(`/api/lawyer/files/${theFile.id}/documents`)).body as Rec[], (l) => l.some((d) => d.fileName === name));
      return { path: `/api/lawyer/files/${theFile.id}/documents/${docs.find((d) => d.fileName === name)!.id}` };
    }
    case 'deadline': {
      const d = deadlinePool.shift();
      expect(d, 'a deadline of the pool left').toBeDefined();
      return d!;
    }
    case 'timeEntry':
      return ok('an hour of Omar\'s', (callers.lawyerOn as Client).post('/api/billing/time-entries', timeEntryBody(theCase, addDays(today(), -1))), [201]);
    case 'expense':
      return ok('a court fee Omar paid', (callers.lawyerOn as Client).post('/api/billing/expenses', expenseBody(theCase, addDays(today(), -1))), [201]);
    case 'billablePeriod': {
      // a day of its own, far enough back that no other time is on it
      const day = addDays(today(), -(30 + ++serial));
      await ok('time to bill', (callers.lawyerOn as Client).post('/api/billing/time-entries', timeEntryBody(theCase, day)), [201]);
      return { clientId: theCase.plaintiffs.find((p: Rec) => typeof p.clientId === 'number').clientId, caseId: theCase.id, from: day, to: day };
    }
    case 'suggestion': {
      // a document Omar files on his case: suggested to him as drafting
      const d = await ok('a document of Omar\'s', (callers.lawyerOn as Client).post(`/api/cases/${theCase.id}/documents`, form({ name: `Suggested ${++serial}`, category: 'Contract' }, 'file')), [201]);
      return { id: `document-${d.id}` };
    }
    case 'draftInvoice':
      return ok('a draft', superAdmin.post('/api/billing/invoices', await make('billablePeriod')), [201]);
    case 'approvedInvoice': {
      const d = await make('draftInvoice');
      return ok('its approval', superAdmin.post(`/api/billing/invoices/${d.id}/approve`), [200]);
    }
    case 'issuedInvoice': {
      const a = await make('approvedInvoice');
      return ok('its issue', superAdmin.post(`/api/billing/invoices/${a.id}/issue`, {}), [200]);
    }
    case 'payment': {
      // a payment of the invoices' client held as credit
      const clientId = theCase.plaintiffs.find((p: Rec) => typeof p.clientId === 'number').clientId;
      return ok('a payment', superAdmin.post('/api/billing/payments', { clientId, amount: '1.00', method: 'cash', date: today() }), [201]);
    }
    case 'notification': {
      const omar = callers.lawyerOn!;
      const list = await eventually("a notification of Omar's", async () => (await omar.get('/api/notifications')).body as Rec[], (l) => l.length > 0);
      return list[0];
    }
  }
  throw new Error(`nothing makes ${kind}`);
}

const kit: Kit = {
  shared: (kind) => {
    if (!sharedRecords.has(kind)) sharedRecords.set(kind, make(kind));
    return sharedRecords.get(kind)!;
  },
  made: (kind) => make(kind),
  read: (path) => ok(path, superAdmin.get(path)),
  newBody,
  session: async (who) => {
    if (who === 'anonymous') return api(server.url);
    const a = accounts[who]!;
    return (await login(server.url, a.username, a.password, a.loginType)).client;
  },
  client: (who) => callers[who],
  account: (who) => accounts[who] ?? { username: 'nobody', password: 'Nobody#2026', loginType: 'user' },
  uploaded,
  form,
  // another of the firm's clients than the shared one (the first)
  clientName: async () => ((await ok('clients', superAdmin.get('/api/clients'))) as unknown as Rec[])[1].fullNameEn as string,
  day: (n) => addDays(today(), n),
  serial: () => ++serial,
};

beforeAll(async () => {
  server = await startServer({ dataDir: await seededDataDir() });
  const sa = await login(server.url, server.adminUsername, server.adminPassword);
  superAdmin = sa.client;
  tokens.set(superAdmin, sa.token);
  const omar = await login(server.url, 'omar.haddad@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
  const fatima = await login(server.url, 'fatima.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
  tokens.set(omar.client, omar.token);
  tokens.set(fatima.client, fatima.token);
  people.omar = omar.user.id;
  people.fatima = fatima.user.id;
  const none = await adminWith([]);
  Object.assign(callers, { anonymous: api(server.url), lawyerOn: omar.client, lawyerOff: fatima.client, superAdmin, adminNone: none.client });
  Object.assign(accounts, {
    lawyerOn: { username: 'omar.haddad@alnoor-law.ae', password: DEMO_EMPLOYEE_PASSWORD, loginType: 'employee' },
    lawyerOff: { username: 'fatima.zaabi@alnoor-law.ae', password: DEMO_EMPLOYEE_PASSWORD, loginType: 'employee' },
    superAdmin: { username: server.adminUsername, password: server.adminPassword, loginType: 'user' },
    adminNone: { username: none.username, password: PASSWORD, loginType: 'user' },
  });
  const employees = (await ok('employees', superAdmin.get('/api/employees'))) as unknown as Rec[];
  people.other = employees.find((e) => e.email === 'mariam.suwaidi@alnoor-law.ae')!.id;

  // a case and a file Omar is on and Fatima is not
  const cases = (await ok('cases', superAdmin.get('/api/cases'))) as unknown as Rec[];
  theCase = cases.find((c) => c.lawyerIds.includes(people.omar) && !c.lawyerIds.includes(people.fatima))!;
  if (!theCase) {
    theCase = cases.find((c) => c.lawyerIds.includes(people.omar))!;
    await ok('the case without Fatima', superAdmin.put(`/api/cases/${theCase.id}`, { titleEn: theCase.titleEn, titleAr: theCase.titleAr, lawyerIds: [people.omar] }));
  }
  const files = (await ok('files', superAdmin.get('/api/lawyer/files'))) as unknown as Rec[];
  theFile = files.find((f) => f.lawyerIds.includes(people.omar) && !f.lawyerIds.includes(people.fatima))!;
  expect(theFile, "a file of Omar's that Fatima is not on").toBeDefined();
  sharedRecords.set('file', Promise.resolve(theFile));

  // deadlines of the case to meet, one per caller let through and one for the rest: four rules a
  // final ruling opens a deadline by, and a ruling recorded yesterday
  const rules: number[] = [];
  for (let i = 0; i < 4; i++)
    rules.push((await ok('a deadline rule', superAdmin.post('/api/case-settings/deadline-rules', { nameEn: `Write matrix ${i}`, nameAr: `مصفوفة الكتابة ${i}`, trigger: 'final_ruling', caseCategory: null, days: 30 + i, countFrom: 'ruling_date', dayKind: 'calendar', remindDaysBefore: [7] }), [201])).id);
  const ruled = await ok('a hearing held yesterday', superAdmin.post(`/api/lawyer/cases/${theCase.id}/hearings`, { hearingDate: addDays(today(), -1), hearingTime: '10:30 AM', hallName: '4', rollNumber: 'W9', whatIsRequested: 'Pleadings' }), [201]);
  await ok('a final ruling', superAdmin.put(`/api/hearings/${ruled.id}/minutes`, { rulingType: 'final', finalDecision: true, finalDecisionDate: addDays(today(), -1), finalDecisionText: 'Judgment for the claimant', hasNextHearing: false }), [201]);
  const opened = await eventually('the ruling\'s deadlines', async () => (await superAdmin.get('/api/lawyer/deadlines?status=open')).body as Rec[], (l) => rules.every((r) => l.some((d) => d.caseId === theCase.id && d.ruleId === r)), 20_000);
  deadlinePool.push(...opened.filter((d) => d.caseId === theCase.id && rules.includes(d.ruleId)));
  // Omar's notification: the task given to him
  await kit.shared('task');
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

async function send(method: string, call: Call, as: Client) {
  if (call.raw) {
    const token = tokens.get(as);
    const res = await fetch(server.url + call.path, { method, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/pdf', 'x-file-name': 'matrix.pdf' }, body: new Uint8Array(call.raw) });
    notePosition(server.url, res.headers);
    return { status: res.status, text: await res.text() };
  }
  switch (method) {
    case 'POST':
      return as.post(call.path, call.body);
    case 'PUT':
      return as.put(call.path, call.body);
    case 'PATCH':
      return as.patch(call.path, call.body);
    default:
      return as.delete(call.path);
  }
}

describe('the authorization matrix of writes', () => {
  it('holds a row for every write route of the route table, and no row for a route that is not there', () => {
    const { withoutRow, withoutRoute } = rowsAgainstRoutes(routes, writeRules);
    expect(withoutRow, 'routes without a row in tests/support/writeRules.ts').toEqual([]);
    expect(withoutRoute, 'rows of routes that do not exist').toEqual([]);
    expect(routes.length).toBeGreaterThan(100);
  });

  it('answers every write route, for each kind of caller, as its row derives from the roles matrix and the relation to the record', async () => {
    const mismatches: string[] = [];
    let calls = 0;
    for (const route of routes) {
      const rule = writeRules[routeKey(route)];
      if (!rule) continue;
      const grants = Array.isArray(rule.admin) ? rule.admin : [];
      const one = await adminWith(grants.length ? [grants[0]] : ['regions:view']);
      const allBut = await adminWith(allGrants.filter((g) => !grants.includes(g)));
      callers.adminOne = one.client;
      callers.adminAllBut = allBut.client;
      accounts.adminOne = { username: one.username, password: PASSWORD, loginType: 'user' };
      accounts.adminAllBut = { username: allBut.username, password: PASSWORD, loginType: 'user' };
      for (const who of everyone) {
        const want = expected(rule, who);
        let call: Call;
        try {
          call = await rule.call(kit, who, want === 'through');
        } catch (e) {
          mismatches.push(`${routeKey(route)} as ${who}: its call could not be built: ${(e as Error).message.slice(0, 300)}`);
          continue;
        }
        const as = (call.as as Client | undefined) ?? (callers[who] as Client);
        const res = await send(route.method, call, as);
        calls++;
        const refused = res.status === 401 || res.status === 403;
        const answered = want === 'through' ? !refused && res.status < 500 && ((res.status >= 200 && res.status < 300) || res.status === rule.answers?.status) : res.status === want;
        if (!answered) mismatches.push(`${route.method} ${call.path} as ${who}: expected ${want === 'through' ? 'let through' : want}, got ${res.status} ${res.text.slice(0, 160)}`);
      }
    }
    console.log(`[authorization matrix, writes] ${routes.length} routes x ${everyone.length} callers = ${calls} calls, ${mismatches.length} mismatches`);
    expect(mismatches).toEqual([]);
  }, 600_000);

  it('lets an admin who edits users lift the sign-in wait only of accounts they may change: not a super admin, nor a role granting more than theirs', async () => {
    const usersDesk = await adminWith(['users:edit']);
    const stronger = await adminWith(['users:edit', 'clients:view']);
    const superId = ((await ok('me', superAdmin.get('/api/auth/me'))).user as Rec).id as number;
    for (const id of [superId, stronger.id]) {
      const res = await usersDesk.client.post(`/api/users/${id}/unlock`);
      expect(res.status, res.text).toBe(403);
    }
    expect((await usersDesk.client.post(`/api/users/${(await adminWith([])).id}/unlock`)).status).toBe(200);
    expect((await superAdmin.post(`/api/users/${stronger.id}/unlock`)).status).toBe(200);
  });
});
