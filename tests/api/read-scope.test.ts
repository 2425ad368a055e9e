import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { eventually } from '../support/eventually.js';
import { reactionsSettled } from '../support/reactions.js';
import { seededDataDir } from '../support/seedTemplate.js';
import { login, readAfterWrites, startServer, type RunningServer } from '../support/server.js';

/**
 * Reads obey the roles matrix (issue 36): the e-mail outbox, missed-deadline notices, a case's
 * deadlines following its current lawyers (list, by id, calendar range, .ics feed, after a
 * restart), the calendar and the pickers' directories for admins of each role.
 */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const plus = (n: number) => addDays(today(), n);

type Client = Awaited<ReturnType<typeof login>>['client'];
type Case = { id: number; titleEn: string; titleAr: string; caseNumber: string; lawyerIds: number[] };
type Deadline = { id: number; caseId: number; ruleId: number; dueDate: string; status: string; lawyerIds: number[] };
type Note = { kind: string; titleEn: string; link: string };
type Mail = { id: number; to: string; subject: string; kind: string; caseId: number | null };

/** roles of one module (or none) and their admins, as the probe had them */
const roles = {
  none: {},
  clientsView: { clients: ['view'] },
  settingsView: { settings: ['view'] },
  hearingsView: { hearings: ['view'] },
  casesView: { cases: ['view'] },
  casesAndSettings: { cases: ['view'], settings: ['view'] },
} as const;
type RoleName = keyof typeof roles;

let server: RunningServer;
let admin: Client;
let fatima: Awaited<ReturnType<typeof login>>;
let omar: Awaited<ReturnType<typeof login>>;
const admins = {} as Record<RoleName, Awaited<ReturnType<typeof login>>>;
let rule: number;

async function signInAs(name: RoleName) {
  const role = await admin.post('/api/roles', { nameEn: `Read scope ${name}`, nameAr: `نطاق القراءة ${name}`, permissions: roles[name] });
  expect(role.status, role.text).toBe(201);
  const username = `scope-${name.toLowerCase()}`;
  const password = 'Scope#2026!x';
  const user = await admin.post('/api/users', { username, email: `${username}@alnoor-law.ae`, password, fullNameEn: `Scope ${name}`, fullNameAr: `نطاق ${name}`, roleId: role.body.id });
  expect(user.status, user.text).toBe(201);
  admins[name] = await login(server.url, username, password);
}

beforeAll(async () => {
  server = await startServer({ dataDir: await seededDataDir() });
  admin = (await login(server.url, server.adminUsername, server.adminPassword)).client;
  fatima = await login(server.url, 'fatima.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
  omar = await login(server.url, 'omar.haddad@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
  for (const name of Object.keys(roles) as RoleName[]) await signInAs(name);
  const created = await admin.post('/api/case-settings/deadline-rules', { nameEn: 'Appeal (read scope)', nameAr: 'الاستئناف (نطاق القراءة)', trigger: 'final_ruling', caseCategory: null, days: 30, countFrom: 'ruling_date', dayKind: 'calendar', remindDaysBefore: [7] });
  expect(created.status, created.text).toBe(201);
  rule = created.body.id;
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/** a case of Fatima's with Omar put on it too, and its first hearing */
async function sharedCase(title: string): Promise<{ theCase: Case; hearingId: number }> {
  const theCase = ((await fatima.client.get('/api/lawyer/cases')).body as Case[]).find((c) => c.titleEn === title)!;
  expect(theCase, title).toBeDefined();
  const lawyers = [...new Set([...theCase.lawyerIds, omar.user.id as number])];
  const put = await admin.put(`/api/cases/${theCase.id}`, { titleEn: theCase.titleEn, titleAr: theCase.titleAr, lawyerIds: lawyers });
  expect(put.status, put.text).toBe(200);
  const hearingId = (await fatima.client.get(`/api/lawyer/cases/${theCase.id}/hearings`)).body[0].id as number;
  return { theCase: { ...theCase, lawyerIds: lawyers }, hearingId };
}

/** the final ruling recorded on the hearing `daysAgo` days ago, and the deadline the test rule opened for it */
async function rulingDeadline(theCase: Case, hearingId: number, daysAgo: number): Promise<Deadline> {
  const minutes = await fatima.client.put(`/api/hearings/${hearingId}/minutes`, { rulingType: 'final', finalDecision: true, finalDecisionDate: plus(-daysAgo), finalDecisionText: 'Judgment for the claimant', hasNextHearing: false });
  expect(minutes.status, minutes.text).toBe(201);
  const ofRule = (list: Deadline[]) => list.find((d) => d.caseId === theCase.id && d.ruleId === rule);
  return ofRule(await eventually('the deadline the ruling opened', async () => (await fatima.client.get('/api/lawyer/deadlines')).body as Deadline[], (l) => !!ofRule(l), 15_000))!;
}

const feedUids = async (who: Client) => {
  const url = (await who.get('/api/calendar/feed')).body.url as string;
  // a calendar app sends no token; the suite waits for its last write as the console would
  const res = await fetch(server.url + url, { headers: readAfterWrites(server.url) });
  expect(res.status).toBe(200);
  return [...(await res.text()).matchAll(/^UID:(.+?)\r?$/gm)].map((m) => m[1]);
};

describe('a deadline follows its case\'s current lawyers', () => {
  it('a lawyer taken off a case loses its deadline at once in the list, by id, in the calendar\'s range and in the .ics feed, and after a restart; the lawyers left keep it', async () => {
    const { theCase, hearingId } = await sharedCase('Emirates Trading v. Gulf Supplies');
    const deadline = await rulingDeadline(theCase, hearingId, 5);
    const range = `from=${plus(-1)}&to=${addDays(deadline.dueDate, 1)}`;
    // on the case: Omar has it everywhere
    expect(((await omar.client.get('/api/lawyer/deadlines')).body as Deadline[]).map((d) => d.id)).toContain(deadline.id);
    expect((await omar.client.get(`/api/lawyer/deadlines/${deadline.id}`)).status).toBe(200);
    expect(((await omar.client.get(`/api/lawyer/deadlines?${range}`)).body as Deadline[]).map((d) => d.id)).toContain(deadline.id);
    expect(await feedUids(omar.client)).toContain(`deadline-${deadline.id}@lawfirm-portal`);
    expect(deadline.lawyerIds).toEqual(expect.arrayContaining([omar.user.id, fatima.user.id]));

    // taken off the case
    const off = await admin.put(`/api/cases/${theCase.id}`, { titleEn: theCase.titleEn, titleAr: theCase.titleAr, lawyerIds: theCase.lawyerIds.filter((id) => id !== omar.user.id) });
    expect(off.status, off.text).toBe(200);
    const gone = async (who: typeof omar) => {
      expect((await who.client.get(`/api/lawyer/cases/${theCase.id}`)).status).toBe(404);
      expect(((await who.client.get('/api/lawyer/deadlines')).body as Deadline[]).map((d) => d.id)).not.toContain(deadline.id);
      const byId = await who.client.get(`/api/lawyer/deadlines/${deadline.id}`);
      expect(byId.status).toBe(404);
      expect(byId.text).not.toContain(theCase.caseNumber);
      expect(((await who.client.get(`/api/lawyer/deadlines?${range}`)).body as Deadline[]).map((d) => d.id)).not.toContain(deadline.id);
      expect(await feedUids(who.client)).not.toContain(`deadline-${deadline.id}@lawfirm-portal`);
    };
    await gone(omar);
    // Fatima, still on it, keeps it, and the deadline names the case's lawyers now
    const hers = await fatima.client.get(`/api/lawyer/deadlines/${deadline.id}`);
    expect(hers.status).toBe(200);
    expect(hers.body.lawyerIds).not.toContain(omar.user.id);
    expect(hers.body.lawyerIds).toContain(fatima.user.id);
    expect(await feedUids(fatima.client)).toContain(`deadline-${deadline.id}@lawfirm-portal`);

    // the read models rebuilt from the log at a restart say the same
    await reactionsSettled(admin);
    await server.stop();
    server = await startServer({ dataDir: server.dataDir });
    admin = (await login(server.url, server.adminUsername, server.adminPassword)).client;
    omar = await login(server.url, 'omar.haddad@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
    fatima = await login(server.url, 'fatima.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
    for (const name of Object.keys(roles) as RoleName[]) admins[name] = await login(server.url, `scope-${name.toLowerCase()}`, 'Scope#2026!x');
    await gone(omar);
    expect((await fatima.client.get(`/api/lawyer/deadlines/${deadline.id}`)).body.lawyerIds).not.toContain(omar.user.id);
  }, 120_000);
});

describe('missed-deadline notices', () => {
  it('reach the case\'s lawyers now and the admins whose role views cases: not a lawyer taken off it, not roles {}, clients: view, settings: view or hearings: view', async () => {
    const { theCase, hearingId } = await sharedCase('Gulf Horizon v. BuildRight');
    const deadline = await rulingDeadline(theCase, hearingId, 40);
    expect(deadline.dueDate < today()).toBe(true);
    expect((await admin.put(`/api/cases/${theCase.id}`, { titleEn: theCase.titleEn, titleAr: theCase.titleAr, lawyerIds: theCase.lawyerIds.filter((id) => id !== omar.user.id) })).status).toBe(200);
    expect((await admin.post('/api/admin/automation/sweeps/missed-deadlines/run')).status).toBe(200);

    const missed = (ns: Note[]) => ns.filter((n) => n.kind === 'deadline_missed' && n.titleEn.endsWith('Appeal (read scope)'));
    const notes = async (c: Client, head?: Record<string, string>) => (await c.get('/api/notifications', head)).body as Note[];
    expect(missed(await eventually('Fatima\'s notice', () => notes(fatima.client), (ns) => missed(ns).length > 0, 15_000))).toHaveLength(1);
    expect(missed(await eventually('the super admin\'s notice', () => notes(admin), (ns) => missed(ns).length > 0, 15_000))).toHaveLength(1);
    expect(missed(await eventually('the cases: view admin\'s notice', () => notes(admins.casesView.client), (ns) => missed(ns).length > 0, 15_000))).toHaveLength(1);
    // once every reaction has passed the miss, the others have none
    const { head } = await reactionsSettled(admin);
    for (const name of ['none', 'clientsView', 'settingsView', 'hearingsView'] as const) expect(missed(await notes(admins[name].client, head)), name).toEqual([]);
    expect(missed(await notes(omar.client, head))).toEqual([]);
    // nor an e-mail: the outbox (super admin) holds the missed notice's e-mails to those told only
    const mails = ((await admin.get('/api/email-outbox', head)).body as Mail[]).filter((m) => m.kind === 'deadline_missed' && m.subject.includes('Appeal (read scope)'));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.map((m) => m.to)).not.toEqual(expect.arrayContaining(['scope-none@alnoor-law.ae']));
    for (const to of ['scope-none', 'scope-clientsview', 'scope-settingsview', 'scope-hearingsview']) expect(mails.map((m) => m.to)).not.toContain(`${to}@alnoor-law.ae`);
    expect(mails.map((m) => m.to)).not.toContain('omar.haddad@alnoor-law.ae');
    expect(mails.map((m) => m.to)).toContain('scope-casesview@alnoor-law.ae');
    expect(mails.every((m) => m.caseId === theCase.id)).toBe(true);
  }, 120_000);
});

describe('the e-mail outbox', () => {
  it('shows each e-mail only to whoever may see what it is about: the super admin all, settings with cases those of cases, settings alone none; lawyers and roles without settings are refused', async () => {
    const all = await eventually('e-mails in the outbox', async () => (await admin.get('/api/email-outbox')).body as Mail[], (m) => m.length > 0, 15_000);
    // every e-mail of the portal is about a case
    expect(all.filter((m) => m.caseId === null)).toEqual([]);
    const withCases = (await admins.casesAndSettings.client.get('/api/email-outbox')).body as Mail[];
    expect(withCases.map((m) => m.id).sort()).toEqual(all.map((m) => m.id).sort());
    const settingsOnly = await admins.settingsView.client.get('/api/email-outbox');
    expect(settingsOnly.status).toBe(200);
    expect(settingsOnly.body).toEqual([]);
    expect(settingsOnly.headers.get('content-range')).toMatch(/\/0$/);
    // searching does not find what the list does not show
    expect((await admins.settingsView.client.get(`/api/email-outbox?filter=${encodeURIComponent(JSON.stringify({ q: 'Deadline' }))}`)).body).toEqual([]);
    for (const c of [admins.casesView.client, admins.none.client, admins.clientsView.client, omar.client]) expect((await c.get('/api/email-outbox')).status).toBe(403);
  });
});

describe('the calendar and the pickers for admins', () => {
  it('the calendar shows hearings to hearings: view, tasks and meetings to cases: view, and refuses roles with neither', async () => {
    const range = `from=${plus(-60)}&to=${plus(120)}`;
    const full = (await admin.get(`/api/lawyer/calendar?${range}`)).body;
    expect(full.allHearings.length).toBeGreaterThan(0);
    expect(full.myTasks.length + full.myMeetings.length).toBeGreaterThan(0);

    const hearingsOnly = await admins.hearingsView.client.get(`/api/lawyer/calendar?${range}`);
    expect(hearingsOnly.status).toBe(200);
    expect(hearingsOnly.body.allHearings.length).toBe(full.allHearings.length);
    expect(hearingsOnly.body.myTasks).toEqual([]);
    expect(hearingsOnly.body.myMeetings).toEqual([]);
    // nor the minutes' ids, which a role without minutes: view does not open
    expect(hearingsOnly.body.allHearings.every((h: { minutesId: number | null }) => h.minutesId === null)).toBe(true);

    const casesOnly = await admins.casesView.client.get(`/api/lawyer/calendar?${range}`);
    expect(casesOnly.status).toBe(200);
    expect(casesOnly.body.allHearings).toEqual([]);
    expect(casesOnly.body.myTasks.length).toBe(full.myTasks.length);
    expect(casesOnly.body.myMeetings.length).toBe(full.myMeetings.length);

    for (const name of ['none', 'clientsView', 'settingsView'] as const) expect((await admins[name].client.get('/api/lawyer/calendar')).status, name).toBe(403);
    // the .ics feed says the same: a role with neither gets an empty calendar
    expect((await feedUids(admins.hearingsView.client)).every((u) => u.startsWith('hearing-'))).toBe(true);
    expect((await feedUids(admins.casesView.client)).some((u) => u.startsWith('hearing-'))).toBe(false);
    expect(await feedUids(admins.none.client)).toEqual([]);
  });

  it('the client and colleague directories answer roles whose screens pick from them, and lawyers with the pickers\' fields only', async () => {
    const status = async (c: Client, path: string) => (await c.get(path)).status;
    // clients: clients: view (the directory), cases/files add or edit, reports: view
    expect(await status(admins.clientsView.client, '/api/lawyer/clients')).toBe(200);
    for (const name of ['none', 'settingsView', 'hearingsView', 'casesView'] as const) expect(await status(admins[name].client, '/api/lawyer/clients'), name).toBe(403);
    // colleagues: employees: view, cases view/add/edit, files add/edit, minutes add/edit
    expect(await status(admins.casesView.client, '/api/lawyer/employees')).toBe(200);
    for (const name of ['none', 'settingsView', 'hearingsView', 'clientsView'] as const) expect(await status(admins[name].client, '/api/lawyer/employees'), name).toBe(403);
    expect(await status(admin, '/api/lawyer/clients')).toBe(200);
    expect(await status(admin, '/api/lawyer/employees')).toBe(200);

    const clients = (await omar.client.get('/api/lawyer/clients')).body as Record<string, unknown>[];
    expect(clients.length).toBeGreaterThan(0);
    for (const c of clients) expect(Object.keys(c).sort()).toEqual(['clientId', 'fullNameAr', 'fullNameEn', 'hasInitiationAgreement', 'id']);
    const colleagues = (await omar.client.get('/api/lawyer/employees')).body as Record<string, unknown>[];
    expect(colleagues.length).toBeGreaterThan(0);
    for (const e of colleagues) expect(Object.keys(e).every((k) => ['id', 'firstName', 'lastName', 'fullNameEn', 'fullNameAr', 'jobTitle'].includes(k))).toBe(true);
  });
});
