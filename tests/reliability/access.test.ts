import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDataDir } from '../support/seedTemplate.js';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { api, login, startServer, type RunningServer } from '../support/server.js';
import { concrete, specEndpoints } from './endpoints.js';

/**
 * Every spec endpoint called as anonymous, as a lawyer, as an admin whose role only views clients
 * and regions, and as the super admin. `A` means let through (any answer but 401/403), `D` denied
 * (401 or 403). The table is the access policy; a mismatch in either direction fails.
 */
const PUBLIC = 'AAAA';
const STAFF = 'DAAA'; // any signed-in staff member
const ADMIN_ANY = 'DDAA'; // any admin, whatever the role
const SUPER = 'DDDA'; // admins whose role grants it; the limited role does not
const VIEW_CLIENTS = 'DDAA'; // the limited role views clients (and consultations) and regions
const LAWYER_WORK = 'DADA'; // lawyers (on their own work), and admins whose role grants the module

const policy: Record<string, string> = {
  'POST /api/auth/login': PUBLIC,
  'GET /api/settings': PUBLIC,
  'GET /api/stats': ADMIN_ANY,
  'GET /api/regions': STAFF,
  'GET /api/branches': STAFF,
  'GET /api/courts': STAFF,
  'GET /api/services': STAFF,
  'GET /api/clients': VIEW_CLIENTS,
  'GET /api/consultations': VIEW_CLIENTS,
  'GET /api/news/published': STAFF,
  // the pickers' directories: lawyers, and admins whose role has a screen that picks from them
  // (clients: clients view, cases/files add or edit, reports; colleagues: employees view, cases,
  // files or minutes work; docs/api.md); the limited role views clients, not colleagues
  'GET /api/lawyer/clients': STAFF,
  'GET /api/lawyer/employees': LAWYER_WORK,
  // the minutes documents' upload addresses: lawyers, and admins who record or revise minutes
  'POST /api/objects/upload': LAWYER_WORK,
};
/** the admin endpoints not listed above need a permission the limited role lacks */
const adminPaths = /^\/api\/(admin\/law-firm-settings|regions|branches|courts|services|system-settings|clients|employees|users|roles|consultations|news)(\/|$)/;
/** case-settings changes are the settings module's */
const caseSettingsWrites = /^(POST|PUT|DELETE) \/api\/case-settings\//;
/** the lawyer area's cases, files, hearings, minutes and reports: roles-matrix modules for admins */
const lawyerWork = /^\/api\/(cases|hearings|hearing-minutes|reports|lawyer\/(cases|cases-by-client|files|next-file-number|appointments|tasks|my-tasks|final-rulings|calendar|today-cases|dashboard-stats))(\/|$)/;

function expected(line: string, method: string, path: string): string {
  if (policy[line]) return policy[line];
  if (caseSettingsWrites.test(line)) return SUPER;
  if (adminPaths.test(path)) return SUPER;
  if (lawyerWork.test(path)) return LAWYER_WORK;
  return STAFF;
}

let server: RunningServer;
const callers: Record<string, ReturnType<typeof api>> = {};

beforeAll(async () => {
  server = await startServer({ dataDir: await seededDataDir() });
  const admin = await login(server.url, server.adminUsername, server.adminPassword);
  const roleId = (await admin.client.post('/api/roles', { nameEn: 'Front desk (view)', nameAr: 'الاستقبال (عرض)', permissions: { clients: ['view'], regions: ['view'] } })).body.id;
  await admin.client.post('/api/users', { username: 'frontdesk', email: 'frontdesk@alnoor-law.ae', password: 'FrontDesk#2026', fullNameEn: 'Front Desk', fullNameAr: 'الاستقبال', roleId });
  callers.anonymous = api(server.url);
  callers.lawyer = (await login(server.url, 'omar.haddad@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee')).client;
  callers.limited = (await login(server.url, 'frontdesk', 'FrontDesk#2026')).client;
  callers.super = admin.client;
});
afterAll(async () => {
  await server?.stop();
});

describe('access', () => {
  it('answers every spec endpoint for each kind of caller exactly as the policy table says', async () => {
    const order = ['anonymous', 'lawyer', 'limited', 'super'] as const;
    const mismatches: string[] = [];
    let calls = 0;
    for (const { method, path, line } of specEndpoints()) {
      const want = expected(line, method, path);
      for (const [i, who] of order.entries()) {
        const res = method === 'GET' || method === 'DELETE' ? await (callers[who] as any)[method.toLowerCase()](concrete(path)) : await (callers[who] as any)[method.toLowerCase()](concrete(path), {});
        calls++;
        const got = res.status === 401 || res.status === 403 ? 'D' : 'A';
        if (got !== want[i]) mismatches.push(`${line} as ${who}: expected ${want[i] === 'A' ? 'through' : 'denied'}, got ${res.status}`);
        if (res.status >= 500) mismatches.push(`${line} as ${who}: ${res.status}`);
      }
    }
    console.log(`[access] ${specEndpoints().length} endpoints x 4 callers = ${calls} calls, ${mismatches.length} mismatches`);
    expect(mismatches).toEqual([]);
  }, 240_000);
});

/**
 * Authority comes from the roles matrix: an admin with a narrow role is refused what its role does
 * not grant, changes nothing doing so, and the grant lets the same call through.
 */
describe('limited admins', () => {
  const SUPER_ID = 1;
  let superAdmin: ReturnType<typeof api>;
  let frontDesk: ReturnType<typeof api>;
  let usersAdmin: Awaited<ReturnType<typeof login>>;
  let granted: ReturnType<typeof api>;
  let rolesAdmin: ReturnType<typeof api>;
  let strongRoleId: number;
  let helperId: number;
  let usersRoleId: number;
  let employeeId: number;
  let clientId: number;
  let caseId: number;
  let hearingId: number;

  const role = async (nameEn: string, permissions: Record<string, string[]>) =>
    (await superAdmin.post('/api/roles', { nameEn, nameAr: `دور ${nameEn}`, permissions })).body.id as number;
  const user = async (username: string, roleId: number) => {
    const res = await superAdmin.post('/api/users', { username, email: `${username}@alnoor-law.ae`, password: 'Limited#2026', fullNameEn: username, fullNameAr: 'مستخدم', roleId });
    expect(res.status, res.text).toBe(201);
    return res.body.id as number;
  };
  const superProfile = async () => (await superAdmin.get('/api/users')).body.find((u: { id: number }) => u.id === SUPER_ID);
  const minutesOf = async (id: number) => (await superAdmin.get(`/api/hearings/${id}/minutes-history`)).body;

  beforeAll(async () => {
    superAdmin = callers.super;
    frontDesk = callers.limited;
    usersRoleId = await role('Users desk', { users: ['view', 'edit'] });
    strongRoleId = await role('Strong', { users: ['view', 'add', 'edit', 'delete'], roles: ['view', 'add', 'edit', 'delete'], audit: ['view'] });
    await user('usersdesk', usersRoleId);
    helperId = await user('helper', await role('Users viewer', { users: ['view'] }));
    usersAdmin = await login(server.url, 'usersdesk', 'Limited#2026');
    await user('granted', await role('Granted', { employees: ['view'], audit: ['view'], cases: ['view', 'edit'], hearings: ['view'], minutes: ['view', 'add'] }));
    granted = (await login(server.url, 'granted', 'Limited#2026')).client;
    await user('rolesdesk', await role('Roles desk', { roles: ['view', 'add', 'edit'], clients: ['view'] }));
    rolesAdmin = (await login(server.url, 'rolesdesk', 'Limited#2026')).client;
    employeeId = (await superAdmin.get('/api/employees')).body[0].id;
    clientId = (await superAdmin.get('/api/clients')).body[0].id;
    const cases = (await superAdmin.get('/api/cases')).body as { id: number }[];
    for (const c of cases) {
      const hearings = (await superAdmin.get(`/api/lawyer/cases/${c.id}/hearings`)).body as { id: number; status: string }[];
      const open = hearings.find((h) => h.status !== 'Cancelled');
      if (open) {
        caseId = c.id;
        hearingId = open.id;
        break;
      }
    }
    expect(hearingId, 'the seeded firm has a case with a hearing').toBeTruthy();
  }, 120_000);

  it('shows an employee’s history (salary, birth date, address) only to those who view employees', async () => {
    const refused = await frontDesk.get(`/api/audit/streams/employee-${employeeId}`);
    expect(refused.status).toBe(403);
    expect(refused.text).not.toMatch(/salary|birthdate|address/i);
    expect((await frontDesk.get(`/api/audit/streams/employee-${employeeId}/export`)).status).toBe(403);
    expect((await granted.get(`/api/audit/streams/employee-${employeeId}`)).status).toBe(200);
    // a client's history is the clients module's: the front desk views clients
    expect((await frontDesk.get(`/api/audit/streams/client-${clientId}`)).status).toBe(200);
    expect((await granted.get(`/api/audit/streams/client-${clientId}`)).status).toBe(403);
  });

  it('keeps the firm-wide audit log and its export to those granted audit: view', async () => {
    for (const path of ['/api/audit/events', '/api/audit/events/export.csv']) {
      const refused = await frontDesk.get(path);
      expect(refused.status, path).toBe(403);
      expect(refused.body).toMatchObject({ code: 'forbidden', message: 'You do not have permission to do this', messageAr: 'ليست لديك صلاحية للقيام بهذا الإجراء' });
      expect((await granted.get(path)).status, path).toBe(200);
    }
  });

  it('lets only admins granted cases: edit change a case, and only minutes: add record minutes', async () => {
    const before = (await superAdmin.get(`/api/cases/${caseId}`)).body;
    const edit = { titleEn: before.titleEn, titleAr: before.titleAr, status: before.status, priority: before.priority, summary: 'Changed by the front desk' };
    expect((await frontDesk.put(`/api/cases/${caseId}`, edit)).status).toBe(403);
    expect((await superAdmin.get(`/api/cases/${caseId}`)).body).toMatchObject({ summary: before.summary ?? null, version: before.version });

    const minutesBefore = (await minutesOf(hearingId)).length;
    expect((await frontDesk.put(`/api/hearings/${hearingId}/minutes`, {})).status).toBe(403);
    expect(await minutesOf(hearingId)).toHaveLength(minutesBefore);

    const allowed = await granted.put(`/api/cases/${caseId}`, { ...edit, summary: 'Reviewed by the partner' });
    expect(allowed.status, allowed.text).toBe(200);
    expect((await superAdmin.get(`/api/cases/${caseId}`)).body.summary).toBe('Reviewed by the partner');
    const recorded = await granted.put(`/api/hearings/${hearingId}/minutes`, { hearingReport: 'Heard both parties', hasNextHearing: false });
    expect(recorded.status, recorded.text).toBe(201);
    expect(await minutesOf(hearingId)).toHaveLength(minutesBefore + 1);
  });

  it('refuses an admin who edits users the super admin’s password and deactivation; the super admin still signs in', async () => {
    const profile = await superProfile();
    // the bootstrap account's address (admin@localhost) is not one the form accepts
    const body = { username: profile.username, email: 'owner@alnoor-law.ae', fullNameEn: profile.fullNameEn, fullNameAr: profile.fullNameAr, roleId: usersRoleId };
    const password = await usersAdmin.client.put(`/api/users/${SUPER_ID}`, { ...body, password: 'Taken#Over2026' });
    expect(password.status).toBe(403);
    expect(password.body).toMatchObject({ message: "Only a super admin can change a super admin's account", messageAr: 'لا يمكن تعديل حساب المشرف العام إلا من قبل مشرف عام' });
    expect((await usersAdmin.client.put(`/api/users/${SUPER_ID}`, { ...body, isActive: false })).status).toBe(403);
    expect((await usersAdmin.client.delete(`/api/users/${SUPER_ID}`)).status).toBe(403);

    expect((await api(server.url).post('/api/auth/login', { username: server.adminUsername, password: 'Taken#Over2026', loginType: 'user' })).status).toBe(401);
    const still = await login(server.url, server.adminUsername, server.adminPassword);
    expect(still.user).toMatchObject({ id: SUPER_ID, isSuperAdmin: true });
    expect(await superProfile()).toMatchObject({ isActive: true, roleId: profile.roleId ?? null });
  });

  it('refuses an admin who edits users a stronger role, for itself or anyone; the roles stay as they were', async () => {
    const me = usersAdmin.user as { id: number; username: string; email: string; fullNameEn: string; fullNameAr: string };
    const self = { username: me.username, email: me.email, fullNameEn: me.fullNameEn, fullNameAr: me.fullNameAr };
    const own = await usersAdmin.client.put(`/api/users/${me.id}`, { ...self, roleId: strongRoleId });
    expect(own.status).toBe(403);
    const helper = { username: 'helper', email: 'helper@alnoor-law.ae', fullNameEn: 'helper', fullNameAr: 'مستخدم' };
    const other = await usersAdmin.client.put(`/api/users/${helperId}`, { ...helper, roleId: strongRoleId });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ message: 'You cannot assign this role: it grants permissions that your own role does not have' });
    const users = (await superAdmin.get('/api/users')).body as { id: number; roleId: number }[];
    expect(users.find((u) => u.id === me.id)?.roleId).toBe(usersRoleId);
    expect(users.find((u) => u.id === helperId)?.roleId).not.toBe(strongRoleId);
    expect((await usersAdmin.client.get('/api/auth/me')).body.user.permissions).toEqual({ users: ['view', 'edit'] });

    // a role it holds all of may be given
    const equal = await usersAdmin.client.put(`/api/users/${helperId}`, { ...helper, phone: '+971 4 000 0000', roleId: usersRoleId });
    expect(equal.status, equal.text).toBe(200);
    expect((await superAdmin.get('/api/users')).body.find((u: { id: number }) => u.id === helperId)).toMatchObject({ roleId: usersRoleId, phone: '+971 4 000 0000' });
  });

  it('refuses an admin who hires lawyers a role granting more than it holds, and hires with one it holds', async () => {
    const staffRole = await role('Staff desk', { employees: ['view', 'add', 'edit'] });
    await user('staffdesk', staffRole);
    const staffDesk = (await login(server.url, 'staffdesk', 'Limited#2026')).client;
    const partnerRole = ((await superAdmin.get('/api/roles')).body as { id: number; nameEn: string }[]).find((r) => r.nameEn === 'Managing Partner')!.id;
    const model = (await superAdmin.get('/api/employees')).body[0];
    const hire = (n: string, roleId: number) => ({
      employeeId: `EMP-99000${n}`, firstName: 'New', lastName: `Lawyer ${n}`, fullNameEn: `New Lawyer ${n}`, fullNameAr: `محامٍ جديد ${n}`, email: `new.lawyer${n}@alnoor-law.ae`,
      password: 'NewLawyer#2026', regionId: model.regionId, branchId: model.branchId, roleId, jobTitle: 'Associate', joiningDate: '2024-01-15',
      birthdate: '1990-01-01', address: 'Dubai', phone: `+971 50 99${n} 4455`, currentSalary: 20000,
    });
    const count = async () => ((await superAdmin.get('/api/employees')).body as unknown[]).length;
    const before = await count();
    const beyond = await staffDesk.post('/api/employees', hire('1', partnerRole));
    expect(beyond.status, beyond.text).toBe(403);
    expect(beyond.body).toMatchObject({ messageAr: 'لا يمكنك إسناد هذا الدور لأنه يمنح صلاحيات لا يملكها دورك' });
    expect(await count()).toBe(before);
    const within = await staffDesk.post('/api/employees', hire('2', await role('Lawyer (no admin grants)', { employees: ['view'] })));
    expect(within.status, within.text).toBe(201);
    expect(await count()).toBe(before + 1);
  });

  it('refuses a role granting what its author does not hold, and defines one within its own grants', async () => {
    const count = async () => ((await superAdmin.get('/api/roles')).body as unknown[]).length;
    const before = await count();
    const beyond = await rolesAdmin.post('/api/roles', { nameEn: 'Auditor', nameAr: 'مدقق', permissions: { clients: ['view'], audit: ['view'] } });
    expect(beyond.status).toBe(403);
    expect(beyond.body).toMatchObject({ messageAr: 'لا يمكنك إنشاء دور أو تعديله بصلاحيات لا يملكها دورك' });
    expect(await count()).toBe(before);
    // nor may it widen (or touch) a role stronger than itself
    expect((await rolesAdmin.put(`/api/roles/${strongRoleId}`, { nameEn: 'Strong', nameAr: 'دور Strong', permissions: { clients: ['view'] } })).status).toBe(403);
    const within = await rolesAdmin.post('/api/roles', { nameEn: 'Client viewer', nameAr: 'عارض العملاء', permissions: { clients: ['view'] } });
    expect(within.status, within.text).toBe(201);
    expect(await count()).toBe(before + 1);
  });
});
