import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { eventually } from '../support/eventually.js';
import { readRules, type Grant, type ReadRule, type RecordParam } from '../support/readRules.js';
import { commandRoutes, queryRoutes, routeKey, rowsAgainstRoutes } from '../support/routeTable.js';
import { seededDataDir } from '../support/seedTemplate.js';
import { api, login, startServer, type RunningServer } from '../support/server.js';

/**
 * The authorization matrix (issue 36): every read route of the route table, called as anonymous,
 * a lawyer on the record, a lawyer not on it, an admin holding one module (the one the route
 * needs), an admin holding one other module, an admin whose role is `{}` and a super admin, each
 * answer compared with what the route's row of tests/support/readRules.ts derives from the roles
 * matrix. A route without its row (or a row without its route) fails the first test.
 */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

type Client = ReturnType<typeof api>;
type Who = 'anonymous' | 'lawyerOn' | 'lawyerOff' | 'adminOne' | 'adminOther' | 'adminNone' | 'superAdmin';
const everyone: Who[] = ['anonymous', 'lawyerOn', 'lawyerOff', 'adminOne', 'adminOther', 'adminNone', 'superAdmin'];
/** one-module grants an "other" admin may hold, the first the route does not need */
const otherGrants: Grant[] = ['regions:view', 'courts:view', 'branches:view'];

const routes = [...queryRoutes(), ...commandRoutes().filter((r) => r.method === 'GET')];

/** what the row says a caller gets: let through, or refused with that status */
function expected(rule: ReadRule, who: Who): 'through' | 401 | 403 | 404 {
  switch (who) {
    case 'anonymous':
      return rule.anonymous ? 'through' : 401;
    case 'superAdmin':
      return rule.anonymous || rule.admin !== 'none' ? 'through' : 403;
    case 'adminNone':
      return rule.anonymous || rule.admin === 'all' ? 'through' : 403;
    case 'adminOne':
      return rule.anonymous || (rule.admin !== 'super' && rule.admin !== 'none') ? 'through' : 403;
    case 'adminOther':
      return rule.anonymous || rule.admin === 'all' ? 'through' : 403;
    case 'lawyerOn':
      return rule.anonymous || rule.lawyer !== 'none' ? 'through' : 403;
    case 'lawyerOff':
      if (rule.anonymous || rule.lawyer === 'all') return 'through';
      return rule.lawyer === 'none' ? 403 : (rule.off ?? 404);
  }
}

let server: RunningServer;
let superAdmin: Client;
const callers: Partial<Record<Who, Client>> = {};
const oneModuleAdmins = new Map<Grant, Client>();
const records: Partial<Record<RecordParam, string>> = {};

/** an admin whose role holds exactly one grant (made once per grant) */
async function adminWith(grant: Grant | null): Promise<Client> {
  const key = (grant ?? 'none') as Grant;
  if (oneModuleAdmins.has(key)) return oneModuleAdmins.get(key)!;
  const [module, action] = grant ? grant.split(':') : [];
  const slug = key.replace(':', '-');
  const role = await superAdmin.post('/api/roles', { nameEn: `Matrix ${key}`, nameAr: `المصفوفة ${key}`, permissions: module ? { [module]: [action] } : {} });
  expect(role.status, role.text).toBe(201);
  const username = `matrix-${slug}`;
  const made = await superAdmin.post('/api/users', { username, email: `${username}@alnoor-law.ae`, password: 'Matrix#2026!x', fullNameEn: `Matrix ${key}`, fullNameAr: `المصفوفة ${key}`, roleId: role.body.id });
  expect(made.status, made.text).toBe(201);
  const client = (await login(server.url, username, 'Matrix#2026!x')).client;
  oneModuleAdmins.set(key, client);
  return client;
}

const firstId = async (path: string) => {
  const res = await superAdmin.get(path);
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  const id = (res.body as { id: number }[])[0]?.id;
  expect(id, `a record of ${path}`).toBeDefined();
  return String(id);
};

beforeAll(async () => {
  server = await startServer({ dataDir: await seededDataDir() });
  superAdmin = (await login(server.url, server.adminUsername, server.adminPassword)).client;
  const omar = await login(server.url, 'omar.haddad@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
  const fatima = await login(server.url, 'fatima.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
  Object.assign(callers, { anonymous: api(server.url), lawyerOn: omar.client, lawyerOff: fatima.client, superAdmin, adminNone: await adminWith(null) });

  // the records: a case and a file Omar is on and Fatima is not, a hearing of that case held
  // yesterday, its minutes recording a final ruling, and the deadline the ruling opens
  type Work = { id: number; titleEn: string; titleAr: string; lawyerIds: number[] };
  const cases = (await superAdmin.get('/api/cases')).body as Work[];
  let theCase = cases.find((c) => c.lawyerIds.includes(omar.user.id) && !c.lawyerIds.includes(fatima.user.id));
  if (!theCase) {
    theCase = cases.find((c) => c.lawyerIds.includes(omar.user.id))!;
    const put = await superAdmin.put(`/api/cases/${theCase.id}`, { titleEn: theCase.titleEn, titleAr: theCase.titleAr, lawyerIds: [omar.user.id] });
    expect(put.status, put.text).toBe(200);
  }
  records.case = String(theCase.id);
  records.caseStream = `case-${theCase.id}`;
  const files = (await superAdmin.get('/api/lawyer/files')).body as Work[];
  const file = files.find((f) => f.lawyerIds.includes(omar.user.id) && !f.lawyerIds.includes(fatima.user.id));
  expect(file, 'a file of Omar\'s that Fatima is not on').toBeDefined();
  records.file = String(file!.id);
  const rule = await superAdmin.post('/api/case-settings/deadline-rules', { nameEn: 'Appeal (matrix)', nameAr: 'الاستئناف (المصفوفة)', trigger: 'final_ruling', caseCategory: null, days: 30, countFrom: 'ruling_date', dayKind: 'calendar', remindDaysBefore: [7] });
  expect(rule.status, rule.text).toBe(201);
  const hearing = await omar.client.post(`/api/lawyer/cases/${theCase.id}/hearings`, { hearingDate: addDays(today(), -1), hearingTime: '10:30 AM', hallName: '4', rollNumber: 'R9', whatIsRequested: 'Pleadings' });
  expect(hearing.status, hearing.text).toBe(201);
  records.hearing = String(hearing.body.id);
  const minutes = await omar.client.put(`/api/hearings/${hearing.body.id}/minutes`, { rulingType: 'final', finalDecision: true, finalDecisionDate: addDays(today(), -1), finalDecisionText: 'Judgment for the claimant', hasNextHearing: false });
  expect(minutes.status, minutes.text).toBe(201);
  records.minutes = String(minutes.body.id);
  type Deadline = { id: number; caseId: number; ruleId: number };
  const deadlines = await eventually('the deadline of the ruling', async () => (await omar.client.get('/api/lawyer/deadlines')).body as Deadline[], (l) => l.some((d) => d.caseId === theCase!.id && d.ruleId === rule.body.id), 15_000);
  records.deadline = String(deadlines.find((d) => d.caseId === theCase!.id && d.ruleId === rule.body.id)!.id);

  records.client = await firstId('/api/clients');
  records.employee = await firstId('/api/employees');
  records.employeeDocument = records.employee;
  records.news = await firstId('/api/news');
  records.region = await firstId('/api/regions');
  records.branch = await firstId('/api/branches');
  records.court = await firstId('/api/courts');
  records.service = await firstId('/api/services');
  records.systemSetting = await firstId('/api/system-settings');
  records.role = await firstId('/api/roles');
  records.user = await firstId('/api/users');
  records.consultation = await firstId('/api/consultations');
  records.deadlineRule = String(rule.body.id);
  records.holiday = await firstId('/api/case-settings/holidays');
  records.collection = 'cases';
  records['made-up'] = '999999';
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/** the route's path with its parameters filled from its row's record */
async function pathFor(route: { path: string }, rule: ReadRule): Promise<string> {
  const record = rule.record;
  const own = record === 'caseSetting' ? await firstId(route.path.replace(/\/:id$/, '')) : record ? records[record] : undefined;
  return route.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    if (name === 'kind') return 'passport';
    if (name === 'docId') return 'made-up';
    if (name === 'file') return 'made-up.ics';
    return own ?? '999999';
  });
}

describe('the authorization matrix', () => {
  it('holds a row for every read route of the route table, and no row for a route that is not there', () => {
    const { withoutRow, withoutRoute } = rowsAgainstRoutes(routes, readRules);
    expect(withoutRow, 'routes without a row in tests/support/readRules.ts').toEqual([]);
    expect(withoutRoute, 'rows of routes that do not exist').toEqual([]);
    expect(routes.length).toBeGreaterThan(100);
  });

  it('answers every read route, for each kind of caller, as its row derives from the roles matrix and the relation to the record', async () => {
    const mismatches: string[] = [];
    let calls = 0;
    for (const route of routes) {
      const rule = readRules[routeKey(route)];
      if (!rule) continue;
      const path = await pathFor(route, rule);
      const one = Array.isArray(rule.admin) ? rule.admin[0] : 'regions:view';
      const other = otherGrants.find((g) => !(Array.isArray(rule.admin) && rule.admin.includes(g)))!;
      const as: Record<Who, Client> = { ...(callers as Record<Who, Client>), adminOne: await adminWith(one), adminOther: await adminWith(other) };
      for (const who of everyone) {
        const res = route.method === 'GET' ? await as[who].get(path) : await as[who].post(path, {});
        calls++;
        const want = expected(rule, who);
        const through = res.status !== 401 && res.status !== 403 && res.status < 500 && (res.status !== 404 || !!rule.mayBeMissing);
        const ok = want === 'through' ? through : res.status === want;
        if (!ok) mismatches.push(`${route.method} ${path} as ${who}: expected ${want === 'through' ? 'let through' : want}, got ${res.status} ${res.text.slice(0, 120)}`);
        if (res.status >= 500) mismatches.push(`${route.method} ${path} as ${who}: ${res.status}`);
      }
    }
    console.log(`[authorization matrix] ${routes.length} routes x ${everyone.length} callers = ${calls} calls, ${mismatches.length} mismatches`);
    expect(mismatches).toEqual([]);
  }, 300_000);
});
