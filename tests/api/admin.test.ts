import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isReadModelName } from '@lawfirm/contracts';
import { api, login, readAfterWrites, startServer, type RunningServer, requestsHead } from '../support/server.js';

let server: RunningServer;
let admin: ReturnType<typeof api>;
let adminToken: string;
const ids: Record<string, number> = {};

/** the newest event a request appended (the portal's own sweeps and reactions left out) */
const head = () => requestsHead(admin);

beforeAll(async () => {
  server = await startServer();
  ({ client: admin, token: adminToken } = await login(server.url, server.adminUsername, server.adminPassword));
  ids.region = (await admin.post('/api/regions', { nameEn: 'Dubai', nameAr: 'دبي', code: 'DXB' })).body.id;
  ids.role = (await admin.post('/api/roles', { nameEn: 'Partner', nameAr: 'شريك', permissions: { clients: ['view', 'add', 'edit', 'delete'], employees: ['view'] } })).body.id;
  ids.branch = (await admin.post('/api/branches', { nameEn: 'Business Bay', nameAr: 'الخليج التجاري', regionId: ids.region, phone: '+971 4 000', addressEn: 'BB', addressAr: 'الخليج' })).body.id;
});
afterAll(async () => {
  await server?.stop();
});

const pngBytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 7)]);
const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Each admin resource: a valid body, an edit, and the spec's validation rule with its wording. */
const resources = () => [
  {
    name: 'branches',
    path: '/api/branches',
    create: { nameEn: 'Marina', nameAr: 'المارينا', regionId: ids.region, managerId: 'none', phone: '04 555 0101', addressEn: 'Marina', addressAr: 'المارينا', email: '' },
    edit: { nameEn: 'Dubai Marina', isActive: false },
    invalid: { body: { nameEn: 'x' }, message: 'Please fill all required fields', field: 'nameAr', messageAr: 'هذا الحقل مطلوب' },
  },
  {
    name: 'courts',
    path: '/api/courts',
    create: {
      nameEn: 'Dubai Courts', nameAr: 'محاكم دبي', typeEn: 'Court of First Instance', typeAr: 'المحكمة الابتدائية', locationEn: 'Al Garhoud', locationAr: 'القرهود',
      regionId: ids.region, additionalLocations: [{ locationEn: 'Deira', locationAr: 'ديرة' }],
      subBodies: [{ nameEn: 'Labour Court', nameAr: 'المحكمة العمالية', locationEn: 'Al Qusais', locationAr: 'القصيص', specialization: 'Labor' }],
    },
    edit: { typeEn: 'Court of Appeal' },
    invalid: { body: { nameEn: 'x', nameAr: 'y' }, message: 'Please fill all required fields', field: 'typeEn', messageAr: 'هذا الحقل مطلوب' },
  },
  {
    name: 'services',
    path: '/api/services',
    create: { nameEn: 'Contract drafting', nameAr: 'صياغة العقود', price: '', duration: '' },
    edit: { price: 1500 },
    invalid: { body: { nameAr: 'y' }, message: 'Some fields are not valid', field: 'nameEn', messageEn: 'English name required', messageAr: 'الاسم بالإنجليزية مطلوب' },
  },
  {
    name: 'roles',
    path: '/api/roles',
    create: { nameEn: 'Clerk', nameAr: 'كاتب', permissions: { regions: ['view'] } },
    edit: { permissions: { regions: ['view', 'add'] } },
    invalid: { body: { nameEn: 'Clerk' }, message: 'Please fill all required fields', field: 'nameAr', messageAr: 'هذا الحقل مطلوب' },
  },
  {
    name: 'users',
    path: '/api/users',
    create: { username: 'sara', email: 'sara@firm.ae', password: 'Secret#123', fullNameEn: 'Sara Ali', fullNameAr: 'سارة علي', roleId: ids.role },
    edit: { phone: '+971 50 123 4567', password: '' },
    invalid: { body: { username: 'x', email: 'x@y.ae', fullNameEn: 'x', fullNameAr: 'y', roleId: ids.role }, message: 'Password is required', field: 'password', messageAr: 'كلمة المرور مطلوبة' },
  },
  {
    name: 'consultations',
    path: '/api/consultations',
    before: async () => {
      ids.client = (await admin.post('/api/clients', { clientId: 'CLI-000001', fullNameEn: 'Omar Hassan', fullNameAr: 'عمر حسن', phone: '+971 50 000 0001' })).body.id;
      const f = employeeForm({ employeeId: 'EMP-000001', email: 'lawyer1@firm.ae' });
      ids.employee = (await admin.post('/api/employees', f)).body.id;
    },
    create: () => ({ clientId: ids.client, lawyerId: ids.employee, scheduledDate: '2026-12-01T09:00:00Z', duration: 45 }),
    edit: { status: 'completed' },
    invalid: { body: { clientId: 0, lawyerId: 0, duration: 10 }, message: 'Some fields are not valid', field: 'duration', messageEn: 'Duration must be at least 15 minutes', messageAr: 'يجب ألا تقل المدة عن 15 دقيقة' },
  },
  {
    name: 'news',
    path: '/api/news',
    create: { titleEn: 'New office', titleAr: 'مكتب جديد', contentEn: 'We opened in Abu Dhabi.', contentAr: 'افتتحنا في أبوظبي.', authorId: 1 },
    edit: { titleEn: 'New office opened' },
    invalid: { body: { titleAr: 'x', contentEn: 'c', contentAr: 'c', authorId: 1 }, message: 'Some fields are not valid', field: 'titleEn', messageEn: 'English title is required', messageAr: 'العنوان بالإنجليزية مطلوب' },
  },
];

function employeeForm(over: Record<string, string> = {}) {
  const f = new FormData();
  const fields = {
    employeeId: 'EMP-123456', firstName: 'Khalid', lastName: 'Mansour', fullNameEn: 'Khalid Mansour', fullNameAr: 'خالد منصور', nationality: 'AE',
    birthdate: '1988-04-12', address: 'Dubai', email: 'khalid@firm.ae', phone: '+971 55 111 2222', password: 'Lawyer#2026', joiningDate: '2026-01-05',
    currentSalary: '25000', regionId: String(ids.region), branchId: String(ids.branch), roleId: String(ids.role), jobTitle: 'Senior Associate', ...over,
  };
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

describe('admin resources over HTTP', () => {
  for (const r of resources()) {
    describe(r.name, () => {
      it('creates, lists, updates with the version and deletes', async () => {
        const def = resources().find((x) => x.name === r.name)!;
        await def.before?.();
        const body = typeof def.create === 'function' ? def.create() : def.create;
        const created = await admin.post(def.path, body);
        expect(created.status, created.text).toBe(201);
        expect(created.body.id).toBeGreaterThan(0);
        expect(created.body).not.toHaveProperty('password');
        expect((await admin.get(def.path)).body.map((x: { id: number }) => x.id)).toContain(created.body.id);
        const updated = await admin.put(`${def.path}/${created.body.id}`, { ...body, ...def.edit, version: created.body.version });
        expect(updated.status, updated.text).toBe(200);
        expect(updated.body.version).toBeGreaterThan(created.body.version);
        for (const [k, v] of Object.entries(def.edit)) if (k !== 'password') expect((await admin.get(`${def.path}/${created.body.id}`)).body[k]).toEqual(v);
        expect((await admin.put(`${def.path}/${created.body.id}`, { ...body, version: created.body.version })).status).toBe(409);
        const removed = await admin.delete(`${def.path}/${created.body.id}`);
        expect(removed.status).toBe(200);
        expect((await admin.get(`${def.path}/${created.body.id}`)).status).toBe(404);
      });

      it('refuses invalid input with the spec wording in both languages and appends nothing', async () => {
        const before = await head();
        const def = resources().find((x) => x.name === r.name)!;
        const res = await admin.post(def.path, def.invalid.body);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('validation_failed');
        expect(res.body.message).toBe(r.invalid.message);
        const fieldError = res.body.errors.find((e: { field: string }) => e.field === r.invalid.field);
        expect(fieldError, JSON.stringify(res.body.errors)).toBeTruthy();
        if ('messageEn' in r.invalid) expect(fieldError.message).toBe(r.invalid.messageEn);
        expect(fieldError.messageAr).toBe(r.invalid.messageAr);
        expect(await head()).toBe(before);
      });
    });
  }
});

describe('court rows', () => {
  it('drops an extra location or sub-body row left blank, keeping the filled ones', async () => {
    const created = await admin.post('/api/courts', {
      nameEn: 'Sharjah Courts', nameAr: 'محاكم الشارقة', typeEn: 'Federal', typeAr: 'اتحادية', locationEn: 'Al Majaz', locationAr: 'المجاز', regionId: ids.region,
      additionalLocations: [{ locationEn: '', locationAr: null }, { locationEn: 'Khor Fakkan', locationAr: 'خورفكان' }],
      subBodies: [{ nameEn: null, nameAr: ' ', locationEn: null, locationAr: null, specialization: null }, { nameEn: 'Family Court', nameAr: 'محكمة الأسرة', specialization: 'Family' }],
    });
    expect(created.status, created.text).toBe(201);
    const court = (await admin.get(`/api/courts/${created.body.id}`)).body;
    expect(court.additionalLocations).toEqual([{ locationEn: 'Khor Fakkan', locationAr: 'خورفكان' }]);
    expect(court.subBodies.map((b: { nameEn: string }) => b.nameEn)).toEqual(['Family Court']);
  });
});

describe('system settings', () => {
  it('are addressed by key, keep their key, and check the value against the data type', async () => {
    const created = await admin.post('/api/system-settings', { key: 'appeal.deadline.days', value: '30', nameEn: 'Appeal deadline (days)', nameAr: 'مهلة الاستئناف (أيام)', category: 'general', dataType: 'number' });
    expect(created.status, created.text).toBe(201);
    const updated = await admin.put('/api/system-settings/appeal.deadline.days', { key: 'changed', value: '45', nameEn: 'Appeal deadline (days)', nameAr: 'مهلة الاستئناف (أيام)', category: 'general', dataType: 'number' });
    expect(updated.body).toMatchObject({ key: 'appeal.deadline.days', value: '45' });
    const wrong = await admin.post('/api/system-settings', { key: 'x.flag', value: 'maybe', nameEn: 'Flag', nameAr: 'علم', category: 'security', dataType: 'boolean' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]).toMatchObject({ field: 'value', messageAr: 'القيمة لا تطابق نوع البيانات' });
    const missing = await admin.post('/api/system-settings', {});
    expect(missing.body.errors.map((e: { message: string }) => e.message)).toEqual(
      expect.arrayContaining(['Key is required', 'Value is required', 'English name is required', 'Arabic name is required', 'Category is required']),
    );
    const duplicate = await admin.post('/api/system-settings', { key: 'appeal.deadline.days', value: '1', nameEn: 'a', nameAr: 'b', category: 'general', dataType: 'number' });
    expect(duplicate.body.errors[0].messageAr).toBe('يوجد إعداد بهذا المفتاح بالفعل');
    expect((await admin.delete('/api/system-settings/appeal.deadline.days')).status).toBe(200);
    expect((await admin.delete('/api/system-settings/appeal.deadline.days')).status).toBe(404);
  });
});

describe('uploads', () => {
  it('keeps a client initiation agreement, gives it back, and refuses a non-document', async () => {
    const f = new FormData();
    for (const [k, v] of Object.entries({ clientId: 'CLI-555555', fullNameEn: 'Layla Saeed', fullNameAr: 'ليلى سعيد', phone: '+971 50 555 5555', kycCompleted: 'true' })) f.append(k, v);
    f.append('agreementFile', new Blob([pdfBytes], { type: 'application/pdf' }), '../../agreement.pdf');
    const res = await admin.post('/api/clients', f);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ hasInitiationAgreement: true, kycCompleted: true, initiationAgreementUrl: `/api/clients/${res.body.id}/agreement` });
    expect(res.body.initiationAgreement.filename).toBe('agreement.pdf');
    const file = await fetch(server.url + res.body.initiationAgreementUrl, { headers: { authorization: `Bearer ${adminToken}`, ...readAfterWrites(server.url) } });
    expect(Buffer.from(await file.arrayBuffer()).equals(pdfBytes)).toBe(true);
    expect(file.headers.get('content-disposition')).toContain("filename*=UTF-8''agreement.pdf");
    expect((await fetch(server.url + res.body.initiationAgreementUrl)).status).toBe(401);
    const bad = new FormData();
    for (const [k, v] of Object.entries({ clientId: 'CLI-666666', fullNameEn: 'X', fullNameAr: 'س', phone: '+971 4 000 0001' })) bad.append(k, v);
    bad.append('agreementFile', new Blob(['MZ not a pdf'], { type: 'application/pdf' }), 'agreement.pdf');
    const refused = await admin.post('/api/clients', bad);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ field: 'agreementFile', messageAr: expect.stringContaining('PDF') });
  });

  it('stores employee documents and lets the employee sign in with the email', async () => {
    const f = employeeForm({ employeeId: 'EMP-777777', email: 'noura@firm.ae' });
    f.append('documents[passport]', new Blob([pngBytes], { type: 'image/png' }), 'passport.png');
    const res = await admin.post('/api/employees', f);
    expect(res.status, res.text).toBe(201);
    expect(res.body.documents.passport).toBe('passport.png');
    expect(res.body).not.toHaveProperty('password');
    const signIn = await api(server.url).post('/api/auth/login', { username: 'noura@firm.ae', password: 'Lawyer#2026', loginType: 'employee' });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.userType).toBe('employee');
    const lawyer = api(server.url, signIn.body.token);
    expect((await lawyer.get('/api/clients')).status).toBe(403);
    expect((await lawyer.post('/api/regions', { nameEn: 'a', nameAr: 'b', code: 'c' })).status).toBe(403);
    expect((await lawyer.get('/api/news/published')).status).toBe(200);

    const deactivated = await admin.put(`/api/employees/${res.body.id}`, { ...Object.fromEntries(employeeForm({ employeeId: 'EMP-777777', email: 'noura@firm.ae', password: '' }).entries()), isActive: 'false' });
    expect(deactivated.status, deactivated.text).toBe(200);
    expect((await lawyer.get('/api/news/published')).status).toBe(401);
    expect((await api(server.url).post('/api/auth/login', { username: 'noura@firm.ae', password: 'Lawyer#2026', loginType: 'employee' })).status).toBe(401);
  });

  it('shows the employee form message when branch, region, role or salary is missing', async () => {
    const f = employeeForm({ employeeId: 'EMP-888888', email: 'x@firm.ae', branchId: '', roleId: '', currentSalary: '' });
    const res = await admin.post('/api/employees', f);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Validation Error');
    expect(res.body.errors.find((e: { field: string }) => e.field === 'branchId')).toMatchObject({
      message: 'Please fill all required fields (Branch, Region, Role, Salary)',
      messageAr: 'يرجى ملء جميع الحقول المطلوبة (الفرع، المنطقة، الدور، الراتب)',
    });
  });

  it('refuses a birth date after today, in both languages, and appends nothing', async () => {
    const before = await head();
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const res = await admin.post('/api/employees', employeeForm({ employeeId: 'EMP-999999', email: 'future@firm.ae', birthdate: tomorrow }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field: 'birthdate', message: 'This date cannot be in the future', messageAr: 'لا يمكن أن يكون هذا التاريخ في المستقبل' });
    expect(await head()).toBe(before);
  });

  it('publishes a drafted article with an image that comes back', async () => {
    const f = new FormData();
    for (const [k, v] of Object.entries({ titleEn: 'Ramadan hours', titleAr: 'ساعات العمل في رمضان', contentEn: 'Our offices open 9 to 3.', contentAr: 'تفتح مكاتبنا من 9 إلى 3.', authorId: '1' })) f.append(k, v);
    f.append('image', new Blob([pngBytes], { type: 'image/png' }), 'ramadan.png');
    const res = await admin.post('/api/news', f);
    expect(res.status, res.text).toBe(201);
    expect(res.body.isPublished).toBe(false);
    expect((await admin.get('/api/news/published')).body.map((a: { id: number }) => a.id)).not.toContain(res.body.id);
    const published = await admin.put(`/api/news/${res.body.id}/publish`);
    expect(published.body.isPublished).toBe(true);
    // an edit made from the copy the create answered would unpublish it: refused as stale
    const stale = new FormData();
    for (const [k, v] of Object.entries({ titleEn: 'Ramadan hours (edited)', titleAr: 'ساعات العمل في رمضان', contentEn: 'x', contentAr: 'x', authorId: '1', isPublished: 'false', version: String(res.body.version) })) stale.append(k, v);
    stale.append('image', new Blob([pngBytes], { type: 'image/png' }), 'other.png');
    expect((await admin.put(`/api/news/${res.body.id}`, stale)).status).toBe(409);
    const list = (await admin.get('/api/news/published')).body;
    const article = list.find((a: { id: number }) => a.id === res.body.id);
    const img = await fetch(server.url + article.imageUrl);
    expect(Buffer.from(await img.arrayBuffer()).equals(pngBytes)).toBe(true);
    expect(img.headers.get('content-security-policy')).toContain('sandbox');
  });
});

describe('roles are enforced on the server', () => {
  it('refuses what a limited role lacks (403, bilingual) and allows what it grants', async () => {
    const roleId = (await admin.post('/api/roles', { nameEn: 'Viewer', nameAr: 'مشاهد', permissions: { clients: ['view'], regions: ['view'] } })).body.id;
    await admin.post('/api/users', { username: 'viewer', email: 'viewer@firm.ae', password: 'Viewer#2026', fullNameEn: 'View Only', fullNameAr: 'مشاهد فقط', roleId });
    const viewer = (await login(server.url, 'viewer', 'Viewer#2026')).client;
    expect((await viewer.get('/api/clients')).status).toBe(200);
    const refused = await viewer.post('/api/clients', { clientId: 'CLI-999999', fullNameEn: 'A', fullNameAr: 'ب', phone: '+971 4 000 0001' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'forbidden', messageAr: 'ليست لديك صلاحية للقيام بهذا الإجراء' });
    expect((await viewer.get('/api/system-settings')).status).toBe(403);
    expect((await viewer.get('/api/users')).status).toBe(403);
    expect((await viewer.delete(`/api/regions/${ids.region}`)).status).toBe(403);
    // the dashboard counts what the role may list: clients, not employees (branches and regions anyone signed in reads)
    const stats = await viewer.get('/api/stats');
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({ totalClients: expect.any(Number), totalEmployees: null, totalBranches: expect.any(Number), totalRegions: expect.any(Number), trends: { clients: expect.any(Object), employees: null } });
  });

  it('keeps the last super admin and one’s own account', async () => {
    const refused = await admin.delete('/api/users/1');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'validation_failed', message: 'You cannot delete or deactivate your own account', messageAr: 'لا يمكنك حذف حسابك أو تعطيله' });
    // read back at the log's head: the account is there, active, and still signs in
    const head = (await admin.get('/api/health')).body.eventStore.headPosition as number;
    const kept = await admin.get('/api/users/1', { 'x-min-position': String(head) });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ id: 1, username: server.adminUsername, isActive: true, isSuperAdmin: true });
    expect((await admin.get('/api/users', { 'x-min-position': String(head) })).body.map((u: { id: number }) => u.id)).toContain(1);
    expect((await login(server.url, server.adminUsername, server.adminPassword)).user).toMatchObject({ id: 1 });
  });
});

describe('read models (super admin)', () => {
  it('lists only the read models of the registry and answers 404 for a name outside it', async () => {
    const names = (await admin.get('/api/admin/read-models')).body as string[];
    expect(names).toEqual(expect.arrayContaining(['cases', 'clients', 'regions', 'principals']));
    expect(names.filter((n) => !isReadModelName(n))).toEqual([]);
    expect((await admin.get('/api/admin/read-models/regions')).body).toEqual(expect.arrayContaining([expect.objectContaining({ nameEn: 'Dubai' })]));
    const outside = await admin.get('/api/admin/read-models/credentials');
    expect(outside.status).toBe(404);
  });
});

describe('dashboard stats', () => {
  it('counts clients, active employees, branches and regions', async () => {
    const stats = (await admin.get('/api/stats')).body;
    const count = async (p: string) => (await admin.get(p)).body.length;
    expect(stats.totalClients).toBe(await count('/api/clients'));
    expect(stats.totalBranches).toBe(await count('/api/branches'));
    expect(stats.totalRegions).toBe(await count('/api/regions'));
    expect(stats.totalEmployees).toBe((await admin.get('/api/employees')).body.filter((e: { isActive: boolean }) => e.isActive).length);
  });
});

describe('records in use', () => {
  it('refuses to delete a region, branch or role that other records still point to (409, bilingual)', async () => {
    const region = await admin.delete(`/api/regions/${ids.region}`);
    expect(region.status).toBe(409);
    expect(region.body).toMatchObject({ code: 'conflict', message: 'This record is still used by other records and cannot be deleted', messageAr: expect.stringContaining('مستخدم') });
    expect((await admin.delete(`/api/roles/${ids.role}`)).status).toBe(409);
    expect((await admin.get(`/api/regions/${ids.region}`)).status).toBe(200);
  });
});

describe('consultations search', () => {
  it('finds a consultation by its client, lawyer or service name in either language, and nothing for a name no one has', async () => {
    const client = (await admin.post('/api/clients', { clientId: 'CLI-000042', fullNameEn: 'Layla Nasser', fullNameAr: 'ليلى ناصر', phone: '+971 50 000 0042' })).body.id;
    const lawyer = (await admin.post('/api/employees', employeeForm({ employeeId: 'EMP-000042', email: 'yousef@firm.ae', firstName: 'Yousef', lastName: 'Karim', fullNameEn: 'Yousef Karim', fullNameAr: 'يوسف كريم' }))).body.id;
    const service = (await admin.post('/api/services', { nameEn: 'Inheritance advice', nameAr: 'استشارة المواريث', price: 500, duration: 60 })).body.id;
    const mine = (await admin.post('/api/consultations', { clientId: client, lawyerId: lawyer, serviceId: service, scheduledDate: '2026-12-03T09:00:00Z', duration: 60 })).body.id;
    const other = (await admin.post('/api/consultations', { clientId: ids.client, lawyerId: ids.employee, scheduledDate: '2026-12-04T09:00:00Z', duration: 30 })).body.id;
    expect(mine).toBeGreaterThan(0);
    const found = async (q: string) => {
      const res = await admin.get(`/api/consultations?filter=${encodeURIComponent(JSON.stringify({ q }))}`);
      expect(res.status).toBe(200);
      return (res.body as { id: number }[]).map((c) => c.id);
    };
    for (const q of ['layla', 'ليلى', 'CLI-000042', 'karim', 'يوسف', 'inheritance', 'المواريث']) expect(await found(q), q).toEqual([mine]);
    expect(await found('Omar')).toContain(other);
    expect(await found('Omar')).not.toContain(mine);
    expect(await found('Nobody Here')).toEqual([]);
  });
});
