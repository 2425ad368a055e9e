import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDataDir } from '../support/seedTemplate.js';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { api, login, startServer, type RunningServer } from '../support/server.js';

/**
 * What an account's secrets follow (issue 36): the calendar feed's address dies with the account's
 * sessions (a password change by the user or an admin, a role change, a deactivation; a
 * reactivation gives a new one) and an admin who may edit the account can stop it; a new sign-in
 * name (an employee's e-mail) needs the current password; of password changes sent at once, one
 * is made and the others are 409.
 */
const PASSWORD = 'Secrets#Harbour2026';

let server: RunningServer;
let admin: ReturnType<typeof api>;
let roles: { users: number; employees: number; none: number; clerk: number };

const feedStatus = async (url: string) => (await fetch(server.url + url)).status;
const signIn = (username: string, password: string, loginType: 'user' | 'employee' = 'user') => api(server.url).post('/api/auth/login', { username, password, loginType });

async function newRole(nameEn: string, permissions: Record<string, string[]>) {
  const res = await admin.post('/api/roles', { nameEn, nameAr: `دور ${nameEn}`, permissions });
  expect(res.status, res.text).toBe(201);
  return res.body.id as number;
}

async function newAdmin(username: string, roleId: number) {
  const body = { username, email: `${username}@alnoor-law.ae`, fullNameEn: `User ${username}`, fullNameAr: 'مستخدم', phone: null, roleId, isActive: true };
  const res = await admin.post('/api/users', { ...body, password: PASSWORD });
  expect(res.status, res.text).toBe(201);
  return { id: res.body.id as number, body, ...(await login(server.url, username, PASSWORD)) };
}

/** the address the account's profile shows now */
const feedOf = async (client: ReturnType<typeof api>) => {
  const res = await client.get('/api/calendar/feed');
  expect(res.status, res.text).toBe(200);
  return res.body.url as string;
};

beforeAll(async () => {
  server = await startServer({ dataDir: await seededDataDir() });
  admin = (await login(server.url, server.adminUsername, server.adminPassword)).client;
  roles = {
    users: await newRole('Account manager', { users: ['view', 'edit'] }),
    employees: await newRole('HR', { employees: ['view', 'edit'] }),
    none: await newRole('Nothing', {}),
    clerk: await newRole('Clerk', { clients: ['view'] }),
  };
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

describe('the calendar feed ends with the sessions', () => {
  it("stops answering after the user's own password change; the profile then gives a new address that answers", async () => {
    const hana = await newAdmin('hana', roles.clerk);
    const old = await feedOf(hana.client);
    expect(await feedStatus(old)).toBe(200);
    const changed = await hana.client.post('/api/profile/password', { currentPassword: PASSWORD, newPassword: 'Hana#Changed2026' });
    expect(changed.status, changed.text).toBe(200);
    expect(await feedStatus(old)).toBe(404);
    const again = await login(server.url, 'hana', 'Hana#Changed2026');
    const fresh = await feedOf(again.client);
    expect(fresh).not.toBe(old);
    expect(await feedStatus(fresh)).toBe(200);
  });

  it('stops answering after an admin sets a new password, and after a role change', async () => {
    const rami = await newAdmin('rami', roles.clerk);
    const first = await feedOf(rami.client);
    expect((await admin.put(`/api/users/${rami.id}`, { ...rami.body, password: 'Rami#Changed2026' })).status).toBe(200);
    expect(await feedStatus(first)).toBe(404);

    const second = await feedOf((await login(server.url, 'rami', 'Rami#Changed2026')).client);
    expect(second).not.toBe(first);
    expect(await feedStatus(second)).toBe(200);
    expect((await admin.put(`/api/users/${rami.id}`, { ...rami.body, roleId: roles.none })).status).toBe(200);
    expect(await feedStatus(second)).toBe(404);
    const third = await feedOf((await login(server.url, 'rami', 'Rami#Changed2026')).client);
    expect([first, second]).not.toContain(third);
    expect(await feedStatus(third)).toBe(200);
  });

  it('keeps its address when only the phone number changes (the sessions go on)', async () => {
    const lina = await newAdmin('lina', roles.clerk);
    const url = await feedOf(lina.client);
    expect((await admin.put(`/api/users/${lina.id}`, { ...lina.body, phone: '+971 50 000 0000' })).status).toBe(200);
    expect(await feedStatus(url)).toBe(200);
    expect(await feedOf(lina.client)).toBe(url);
  });

  it('is not brought back by a reactivation: the account gets a new address from its profile', async () => {
    const lawyer = await login(server.url, 'mariam.suwaidi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
    const old = await feedOf(lawyer.client);
    expect(await feedStatus(old)).toBe(200);
    const id = lawyer.user.id as number;
    const form = async (isActive: boolean) => {
      const current = (await admin.get(`/api/employees/${id}`)).body as Record<string, unknown>;
      const f = new FormData();
      for (const k of ['employeeId', 'firstName', 'lastName', 'fullNameEn', 'fullNameAr', 'nationality', 'birthdate', 'address', 'email', 'phone', 'joiningDate', 'currentSalary', 'regionId', 'branchId', 'roleId'])
        if (current[k] !== null && current[k] !== undefined) f.append(k, String(current[k]));
      f.append('isActive', String(isActive));
      return f;
    };
    const off = await admin.put(`/api/employees/${id}`, await form(false));
    expect(off.status, off.text).toBe(200);
    expect(await feedStatus(old)).toBe(404);
    const on = await admin.put(`/api/employees/${id}`, await form(true));
    expect(on.status, on.text).toBe(200);
    expect(await feedStatus(old)).toBe(404);
    const back = await login(server.url, 'mariam.suwaidi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
    const fresh = await feedOf(back.client);
    expect(fresh).not.toBe(old);
    expect(await feedStatus(fresh)).toBe(200);
  });
});

describe("an admin stops someone else's calendar link", () => {
  it("with 'employees: edit' over an employee: the old address is 404, the answer holds no address, the lawyer's profile gives the new one", async () => {
    const omar = await login(server.url, 'omar.haddad@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
    const old = await feedOf(omar.client);
    const hr = await newAdmin('hr.officer', roles.employees);
    const nobody = await newAdmin('no.grants', roles.none);
    const accounts = await newAdmin('accounts', roles.users);
    // neither a role without grants nor 'users: edit' reaches an employee's link; an employee's own session neither
    expect((await nobody.client.post(`/api/employees/${omar.user.id}/calendar-feed/rotate`)).status).toBe(403);
    expect((await accounts.client.post(`/api/employees/${omar.user.id}/calendar-feed/rotate`)).status).toBe(403);
    expect((await omar.client.post(`/api/employees/${omar.user.id}/calendar-feed/rotate`)).status).toBe(403);
    expect((await api(server.url).post(`/api/employees/${omar.user.id}/calendar-feed/rotate`)).status).toBe(401);
    expect(await feedStatus(old)).toBe(200);

    const rotated = await hr.client.post(`/api/employees/${omar.user.id}/calendar-feed/rotate`);
    expect(rotated.status, rotated.text).toBe(200);
    expect(rotated.body).toEqual({
      message: "The calendar link was stopped; the account's owner finds the new one on their profile",
      messageAr: 'تم إيقاف رابط التقويم؛ يجد صاحب الحساب الرابط الجديد في ملفه الشخصي',
    });
    expect(await feedStatus(old)).toBe(404);
    // his session goes on, and his profile shows the new address
    const fresh = await feedOf(omar.client);
    expect(fresh).not.toBe(old);
    expect(await feedStatus(fresh)).toBe(200);
    // the History says who did it
    const story = await admin.get(`/api/audit/streams/calendar-feed-employee-${omar.user.id}`);
    expect(story.status, story.text).toBe(200);
    expect(story.body.at(-1)).toMatchObject({ type: 'CalendarFeedRotated', who: { userId: hr.id, userType: 'user' } });
    expect((await hr.client.post('/api/employees/99999/calendar-feed/rotate')).status).toBe(404);
  });

  it("with 'users: edit' over an admin whose role is not stronger; never the super admin's unless a super admin", async () => {
    const accounts = await newAdmin('accounts.two', roles.users);
    const clerk = await newAdmin('clerk.two', roles.clerk);
    const old = await feedOf(clerk.client);
    const hr = await newAdmin('hr.two', roles.employees);
    expect((await hr.client.post(`/api/users/${clerk.id}/calendar-feed/rotate`)).status).toBe(403);
    // the clerk's role grants 'clients: view', which the account manager does not hold
    const beyond = await accounts.client.post(`/api/users/${clerk.id}/calendar-feed/rotate`);
    expect(beyond.status).toBe(403);
    expect(await feedStatus(old)).toBe(200);
    const superAdmin = await accounts.client.post('/api/users/1/calendar-feed/rotate');
    expect(superAdmin.status).toBe(403);
    expect(superAdmin.body.messageAr).toBeTruthy();

    const peer = await newAdmin('peer', roles.users);
    const peerOld = await feedOf(peer.client);
    expect((await accounts.client.post(`/api/users/${peer.id}/calendar-feed/rotate`)).status).toBe(200);
    expect(await feedStatus(peerOld)).toBe(404);
    expect((await admin.post(`/api/users/${clerk.id}/calendar-feed/rotate`)).status).toBe(200);
    expect(await feedStatus(old)).toBe(404);
    expect(await feedStatus(await feedOf(clerk.client))).toBe(200);
  });
});

describe('a new sign-in name needs the current password', () => {
  const email = (me: Record<string, unknown>, extra: Record<string, unknown>) => ({ fullNameEn: me.fullNameEn, fullNameAr: me.fullNameAr, email: me.email, phone: me.phone, ...extra });

  it("refuses an employee's new e-mail without the password or with a wrong one, in both languages, and keeps the old one", async () => {
    const fatima = await login(server.url, 'fatima.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
    const me = (await fatima.client.get('/api/profile')).body;
    const missing = await fatima.client.put('/api/profile', email(me, { email: 'f.zaabi@alnoor-law.ae' }));
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      { field: 'currentPassword', message: 'Enter your current password to change the e-mail you sign in with', messageAr: 'أدخل كلمة المرور الحالية لتغيير البريد الإلكتروني الذي تسجّل الدخول به' },
    ]);
    const wrong = await fatima.client.put('/api/profile', email(me, { email: 'f.zaabi@alnoor-law.ae', currentPassword: 'Not-her-password' }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([
      { field: 'currentPassword', message: 'The current password is not correct; your e-mail was not changed', messageAr: 'كلمة المرور الحالية غير صحيحة؛ لم يتم تغيير بريدك الإلكتروني' },
    ]);
    expect((await fatima.client.get('/api/profile')).body.email).toBe('fatima.zaabi@alnoor-law.ae');
    expect((await signIn('f.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee')).status).toBe(401);

    // her name, phone, or her e-mail in other capitals: the same sign-in name, no password asked
    expect((await fatima.client.put('/api/profile', email(me, { fullNameEn: 'Fatima Al Zaabi', email: 'Fatima.Zaabi@alnoor-law.ae' }))).status).toBe(200);

    const changed = await fatima.client.put('/api/profile', email(me, { email: 'f.zaabi@alnoor-law.ae', currentPassword: DEMO_EMPLOYEE_PASSWORD }));
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.email).toBe('f.zaabi@alnoor-law.ae');
    expect(changed.body).not.toHaveProperty('currentPassword');
    expect((await signIn('f.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee')).status).toBe(200);
    expect((await signIn('fatima.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee')).status).toBe(401);
  });

  it('counts guesses at the password as sign-in attempts: the sixth is refused unevaluated, even the right one', async () => {
    const mariam = await login(server.url, 'mariam.suwaidi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
    const me = (await mariam.client.get('/api/profile')).body;
    const change = (currentPassword: string) => mariam.client.put('/api/profile', email(me, { email: 'm.suwaidi@alnoor-law.ae', currentPassword }));
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await change(`Wrong#Guess${i}`)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const refused = await change(DEMO_EMPLOYEE_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.messageAr).toContain('محاولات تسجيل دخول');
    expect((await mariam.client.get('/api/profile')).body.email).toBe('mariam.suwaidi@alnoor-law.ae');
  });
});

describe('password changes sent at once', () => {
  // the nine are refused before their current password is checked, so none is counted as a guess
  // (were they, five would be 429 as the sign-in throttle refuses a sixth attempt at once)
  it('ten at once for one account: one is made (200), the nine others are 409 in both languages, and only its password signs in', async () => {
    const nour = await newAdmin('nour', roles.clerk);
    const passwords = Array.from({ length: 10 }, (_, i) => `Nour#Concurrent${i}x`);
    const answers = await Promise.all(passwords.map((newPassword) => nour.client.post('/api/profile/password', { currentPassword: PASSWORD, newPassword })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200), statuses.join(' ')).toHaveLength(1);
    expect(statuses.filter((s) => s === 409), statuses.join(' ')).toHaveLength(9);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body).toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('Another change of this password'),
      messageAr: expect.stringContaining('تغيير آخر لكلمة المرور'),
    });
    const winner = passwords[statuses.indexOf(200)];
    const signIns = [];
    // one at a time: five wrong sign-ins in a row would be throttled, so the winner is tried first
    signIns.push((await signIn('nour', winner)).status);
    for (const p of [PASSWORD, ...passwords.filter((p) => p !== winner).slice(0, 3)]) signIns.push((await signIn('nour', p)).status);
    expect(signIns).toEqual([200, 401, 401, 401, 401]);
  });
});
