import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, login, startServer, type RunningServer } from '../support/server.js';

/**
 * Sign-in under concurrency and lag: guesses sent at once, sessions that end at once (password
 * change, deactivation, role change, sign-out), and the addresses sign-in attempts are counted under.
 */
const PASSWORD = 'Sessions#2026';

let server: RunningServer;
let admin: ReturnType<typeof api>;
let roleId: number;
let otherRoleId: number;

const signIn = (username: string, password: string) => api(server.url).post('/api/auth/login', { username, password, loginType: 'user' });
// no X-Min-Position: a request must be let in or refused whatever the read models show
const me = (token: string) => api(server.url, token).get('/api/auth/me', { 'x-min-position': '' });

async function newAdminUser(username: string, role = roleId): Promise<{ id: number; body: Record<string, unknown> }> {
  const body = { username, email: `${username}@firm.ae`, password: PASSWORD, fullNameEn: `User ${username}`, fullNameAr: 'مستخدم', phone: null, roleId: role, isActive: true };
  const res = await admin.post('/api/users', body);
  expect(res.status, res.text).toBe(201);
  const { password: _p, ...rest } = body;
  return { id: res.body.id, body: rest };
}

beforeAll(async () => {
  server = await startServer();
  admin = (await login(server.url, server.adminUsername, server.adminPassword)).client;
  roleId = (await admin.post('/api/roles', { nameEn: 'Office manager', nameAr: 'مدير المكتب', permissions: { users: ['view', 'edit'], clients: ['view'] } })).body.id;
  otherRoleId = (await admin.post('/api/roles', { nameEn: 'Clerk', nameAr: 'كاتب', permissions: { clients: ['view'] } })).body.id;
});
afterAll(async () => {
  await server?.stop();
});

describe('guesses sent at once', () => {
  it('evaluates no more than five of 60 guesses at one account, and refuses the right password among them', async () => {
    await newAdminUser('hala');
    const guesses = Array.from({ length: 60 }, (_, i) => (i === 59 ? PASSWORD : `Wrong-guess-${i}`));
    const answers = await Promise.all(guesses.map((password) => signIn('hala', password)));
    const statuses = answers.map((a) => a.status);
    const evaluated = statuses.filter((s) => s !== 429).length;
    console.log(`[sign-in burst] 60 guesses at once: ${evaluated} evaluated (${statuses.filter((s) => s === 401).length} wrong), ${statuses.filter((s) => s === 429).length} refused unevaluated`);
    expect(evaluated).toBe(5);
    expect(statuses.filter((s) => s === 200)).toHaveLength(0);
    expect(answers[59].status).toBe(429);
    expect(answers[59].body).toMatchObject({ code: 'too_many_requests', messageAr: expect.stringContaining('محاولات تسجيل دخول') });
    expect(Number(answers[59].headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(answers[59].headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // still slowed down: even the right password waits
    expect((await signIn('hala', PASSWORD)).status).toBe(429);
  });

  it('lets an account slowed down by failures in again once an admin who may change it ("users: edit", no weaker role) unlocks it; never the super admin by another role', async () => {
    const manager = await newAdminUser('manager');
    const managerClient = (await login(server.url, 'manager', PASSWORD)).client;
    const clerkUser = await newAdminUser('clerk', otherRoleId);
    for (let i = 0; i < 5; i++) expect((await signIn('clerk', `Not-the-password-${i}`)).status).toBe(401);
    expect((await signIn('clerk', PASSWORD)).status).toBe(429);
    // someone without "users: edit" cannot unlock
    await newAdminUser('porter', otherRoleId);
    const porterClient = (await login(server.url, 'porter', PASSWORD)).client;
    expect((await porterClient.post(`/api/users/${clerkUser.id}/unlock`)).status).toBe(403);
    const unlocked = await managerClient.post(`/api/users/${clerkUser.id}/unlock`);
    expect(unlocked.status, unlocked.text).toBe(200);
    expect(unlocked.body.messageAr).toBe('يمكن لهذا الحساب تسجيل الدخول مجدداً الآن');
    expect((await signIn('clerk', PASSWORD)).status).toBe(200);
    // the audit trail says who let the account in again
    const story = await admin.get(`/api/audit/streams/signins-admin-${clerkUser.id}`);
    expect(story.status, story.text).toBe(200);
    expect(story.body.find((e: { type: string }) => e.type === 'SignInUnlocked')).toMatchObject({
      who: { userId: manager.id, userType: 'user' },
      summaryEn: 'Allowed to sign in again after failed attempts',
      summaryAr: 'سُمح بتسجيل الدخول مجدداً بعد محاولات فاشلة',
      commandAr: 'السماح بتسجيل الدخول مجدداً',
    });
    // the super admin's wait is lifted by nobody of another role (lifting it would speed up guessing
    // its password): it ends by itself, at most 15 minutes after the last attempt
    for (let i = 0; i < 5; i++) expect((await signIn('admin', `Not-the-password-${i}`)).status).toBe(401);
    expect((await signIn('admin', server.adminPassword)).status).toBe(429);
    const refused = await managerClient.post('/api/users/1/unlock');
    expect(refused.status).toBe(403);
    expect(refused.body.messageAr).toMatch(/[\u0600-\u06FF]/);
    expect((await signIn('admin', server.adminPassword)).status).toBe(429);
  });
});

describe('guesses at the current password from a session left open', () => {
  it('count as sign-in attempts on the account: the sixth is refused unevaluated, even the right one', async () => {
    await newAdminUser('nadia');
    const session = (await login(server.url, 'nadia', PASSWORD)).client;
    const change = (currentPassword: string) => session.post('/api/profile/password', { currentPassword, newPassword: 'Brand#New2026x' });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await change(`Wrong#Guess${i}`)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const refused = await change(PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.messageAr).toContain('محاولات تسجيل دخول');
    expect((await signIn('nadia', PASSWORD)).status).toBe(429);
  });
});

describe('sessions end at once', () => {
  it('refuses the old token after a password change, and only the new password signs in', async () => {
    const { id, body } = await newAdminUser('rania');
    const { token } = await login(server.url, 'rania', PASSWORD);
    expect((await me(token)).status).toBe(200);
    const changed = await admin.put(`/api/users/${id}`, { ...body, password: 'Another#Pass2026' });
    expect(changed.status, changed.text).toBe(200);
    expect((await me(token)).status).toBe(401);
    expect((await api(server.url, token).post('/api/auth/logout')).status).toBe(401);
    expect((await signIn('rania', PASSWORD)).status).toBe(401);
    expect((await me((await login(server.url, 'rania', 'Another#Pass2026')).token)).status).toBe(200);
  });

  it('refuses every token of a deactivated account, and its sign-in', async () => {
    const { id, body } = await newAdminUser('samir');
    const [one, two] = [(await login(server.url, 'samir', PASSWORD)).token, (await login(server.url, 'samir', PASSWORD)).token];
    expect((await admin.put(`/api/users/${id}`, { ...body, isActive: false })).status).toBe(200);
    expect((await me(one)).status).toBe(401);
    expect((await me(two)).status).toBe(401);
    expect((await signIn('samir', PASSWORD)).status).toBe(401);
  });

  it("refuses the old token after a role change; signing in again gives the new role's permissions", async () => {
    const { id, body } = await newAdminUser('yara');
    const { token } = await login(server.url, 'yara', PASSWORD);
    expect((await me(token)).body.user.permissions.users).toEqual(['view', 'edit']);
    expect((await admin.put(`/api/users/${id}`, { ...body, roleId: otherRoleId })).status).toBe(200);
    expect((await me(token)).status).toBe(401);
    const again = await login(server.url, 'yara', PASSWORD);
    const now = await me(again.token);
    expect(now.status).toBe(200);
    expect(now.body.user.permissions.users).toBeUndefined();
  });

  it('keeps the session when only a phone number changes', async () => {
    const { id, body } = await newAdminUser('lina');
    const { token } = await login(server.url, 'lina', PASSWORD);
    expect((await admin.put(`/api/users/${id}`, { ...body, phone: '+971 50 000 0000' })).status).toBe(200);
    expect((await me(token)).status).toBe(200);
  });

  it('signs out on the server: that token is refused, another session of the same user goes on', async () => {
    const karim = await newAdminUser('karim');
    const [one, two] = [(await login(server.url, 'karim', PASSWORD)).token, (await login(server.url, 'karim', PASSWORD)).token];
    const out = await api(server.url, one).post('/api/auth/logout');
    expect(out.status, out.text).toBe(200);
    expect(out.body).toMatchObject({ message: 'You have been signed out', messageAr: 'تم تسجيل الخروج' });
    expect((await me(one)).status).toBe(401);
    expect((await api(server.url, one).post('/api/clients', { clientId: 'CLI-1', fullNameEn: 'A', fullNameAr: 'ب', phone: '+971 4 000 0001' })).status).toBe(401);
    expect((await me(two)).status).toBe(200);
    expect((await api(server.url).post('/api/auth/logout')).status).toBe(401);
    const story = await admin.get(`/api/audit/streams/signins-admin-${karim.id}`);
    expect(story.body.map((e: { type: string }) => e.type)).toEqual(['UserSignedIn', 'UserSignedIn', 'UserSignedOut']);
  });
});

describe('passwords', () => {
  it('refuses a short or common password with a bilingual field error, and records nothing', async () => {
    for (const [password, en, ar] of [
      ['Short#1', 'Password must be at least 10 characters', 'يجب ألا تقل كلمة المرور عن 10 أحرف'],
      ['Password123', 'This password is too common and easy to guess; choose another', 'كلمة المرور هذه شائعة ويسهل تخمينها؛ اختر كلمة مرور أخرى'],
    ]) {
      const res = await admin.post('/api/users', { username: `weak${password.length}`, email: 'weak@firm.ae', password, fullNameEn: 'Weak', fullNameAr: 'ضعيف', roleId });
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ field: 'password', message: en, messageAr: ar });
      expect((await signIn(`weak${password.length}`, password)).status).toBe(401);
    }
  });

  it('refuses to start with a weak BOOTSTRAP_ADMIN_PASSWORD, saying why in both languages', async () => {
    const refused = await startServer({ env: { BOOTSTRAP_ADMIN_PASSWORD: 'admin12345' } }).then(
      () => null,
      (err: Error) => err.message,
    );
    expect(refused).toContain('BOOTSTRAP_ADMIN_PASSWORD is refused: this password is too common and easy to guess; choose another. Nothing was started.');
    expect(refused).toContain('تم رفض BOOTSTRAP_ADMIN_PASSWORD: كلمة المرور هذه شائعة ويسهل تخمينها؛ اختر كلمة مرور أخرى. لم يتم تشغيل أي شيء.');
  });
});

// last: it uses up this server's sign-in attempts from 127.0.0.1
describe('client addresses', () => {
  it('ignores X-Forwarded-For from a client when no proxy is trusted (TRUST_PROXY unset): spoofed addresses share one limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 110 && statuses.at(-1) !== 429; i++) {
      const res = await api(server.url).post('/api/auth/login', { username: `nobody${i}`, password: 'Wrong-guess-0', loginType: 'user' }, { 'x-forwarded-for': `203.0.113.${i % 250}` });
      statuses.push(res.status);
    }
    // each username failed only once: only the one address's limit (100 evaluated) can refuse
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(100);
  });
});

describe('a user created a moment ago, while the read models are behind', () => {
  // each step below is checked to end within the lag, so the read models cannot have shown it yet
  const LAG_MS = 3000;
  let lagging: RunningServer;
  beforeAll(async () => {
    lagging = await startServer({ env: { READ_MODEL_LAG_MS: String(LAG_MS) } });
  });
  afterAll(async () => {
    await lagging?.stop();
  });

  it('signs in and uses the API at once, and is refused at once when deactivated', async () => {
    const boss = (await login(lagging.url, lagging.adminUsername, lagging.adminPassword)).client;
    const role = await boss.post('/api/roles', { nameEn: 'Reception', nameAr: 'الاستقبال', permissions: { clients: ['view'] } });
    expect(role.status, role.text).toBe(201);
    // the role is in the read models (this GET waits for them); the user will not be
    expect((await boss.get('/api/roles')).status).toBe(200);
    const body = { username: 'newcomer', email: 'newcomer@firm.ae', fullNameEn: 'New Comer', fullNameAr: 'موظف جديد', phone: null, roleId: role.body.id, isActive: true };
    const started = Date.now();
    const created = await boss.post('/api/users', { ...body, password: PASSWORD });
    expect(created.status, created.text).toBe(201);
    const res = await api(lagging.url).post('/api/auth/login', { username: 'newcomer', password: PASSWORD, loginType: 'user' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.user).toMatchObject({ username: 'newcomer', roleNameEn: 'Reception', permissions: { clients: ['view'] } });
    const mine = await api(lagging.url, res.body.token).get('/api/auth/me', { 'x-min-position': '' });
    expect(mine.status).toBe(200);
    expect(mine.body.user.permissions).toEqual({ clients: ['view'] });
    expect((await boss.put(`/api/users/${created.body.id}`, { ...body, isActive: false })).status).toBe(200);
    expect((await api(lagging.url, res.body.token).get('/api/auth/me', { 'x-min-position': '' })).status).toBe(401);
    // all of it within the lag: the read models had not shown the user yet
    expect(Date.now() - started).toBeLessThan(LAG_MS);
    expect((await api(lagging.url).get('/api/users?filter=' + encodeURIComponent(JSON.stringify({ q: 'newcomer' })), { 'x-min-position': '', authorization: `Bearer ${(await login(lagging.url, lagging.adminUsername, lagging.adminPassword)).token}` })).body).toEqual([]);
  });

  it("a role's new grants hold from its holders' next request, though the read models still show the old ones", async () => {
    const boss = (await login(lagging.url, lagging.adminUsername, lagging.adminPassword)).client;
    const roleBody = { nameEn: 'Front desk', nameAr: 'الاستقبال الأمامي', permissions: { clients: ['view'] }, isActive: true };
    const role = (await boss.post('/api/roles', roleBody)).body;
    await boss.post('/api/users', { username: 'frontdesk', email: 'frontdesk@firm.ae', password: PASSWORD, fullNameEn: 'Front Desk', fullNameAr: 'الاستقبال', roleId: role.id });
    const desk = api(lagging.url, (await login(lagging.url, 'frontdesk', PASSWORD)).token);
    expect((await desk.get('/api/clients', { 'x-min-position': '' })).status).toBe(200);
    // the read models have caught up with the role as first defined
    expect((await boss.get('/api/roles')).status).toBe(200);
    const started = Date.now();
    const changed = await boss.put(`/api/roles/${role.id}`, { ...roleBody, permissions: { regions: ['view'] } });
    expect(changed.status, changed.text).toBe(200);
    expect((await desk.get('/api/clients', { 'x-min-position': '' })).status).toBe(403);
    expect((await desk.get('/api/auth/me', { 'x-min-position': '' })).body.user.permissions).toEqual({ regions: ['view'] });
    expect(Date.now() - started).toBeLessThan(LAG_MS);
  });

  it('an employee hired a moment ago signs in with the login email, and a password change refuses the old session at once', async () => {
    const boss = (await login(lagging.url, lagging.adminUsername, lagging.adminPassword)).client;
    const region = (await boss.post('/api/regions', { nameEn: 'Sharjah', nameAr: 'الشارقة', code: 'SHJ' })).body.id;
    const role = (await boss.post('/api/roles', { nameEn: 'Associate', nameAr: 'محامٍ مشارك', permissions: {} })).body.id;
    const branch = (await boss.post('/api/branches', { nameEn: 'Al Majaz', nameAr: 'المجاز', regionId: region, phone: '+971 6 000', addressEn: 'Al Majaz', addressAr: 'المجاز' })).body.id;
    expect((await boss.get('/api/branches')).status).toBe(200);
    const form = (password: string) => {
      const f = new FormData();
      const fields = {
        employeeId: 'EMP-777001', firstName: 'Noor', lastName: 'Saleh', fullNameEn: 'Noor Saleh', fullNameAr: 'نور صالح', nationality: 'AE', birthdate: '1990-02-01', address: 'Sharjah',
        email: 'noor.saleh@firm.ae', phone: '+971 55 000 1111', password, joiningDate: '2026-01-05', currentSalary: '20000', regionId: String(region), branchId: String(branch), roleId: String(role),
      };
      for (const [k, v] of Object.entries(fields)) f.append(k, v);
      return f;
    };
    const started = Date.now();
    const hired = await boss.post('/api/employees', form(PASSWORD));
    expect(hired.status, hired.text).toBe(201);
    const signedIn = await api(lagging.url).post('/api/auth/login', { username: ' Noor.Saleh@Firm.ae', password: PASSWORD, loginType: 'employee' });
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.body.user).toMatchObject({ userType: 'employee', email: 'noor.saleh@firm.ae' });
    const session = api(lagging.url, signedIn.body.token);
    expect((await session.get('/api/auth/me', { 'x-min-position': '' })).status).toBe(200);
    expect((await boss.put(`/api/employees/${hired.body.id}`, form('Changed#Lawyer2026'))).status).toBe(200);
    expect((await session.get('/api/auth/me', { 'x-min-position': '' })).status).toBe(401);
    expect((await api(lagging.url).post('/api/auth/login', { username: 'noor.saleh@firm.ae', password: 'Changed#Lawyer2026', loginType: 'employee' })).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(LAG_MS);
  });
});
