import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, login, startServer, type RunningServer } from '../support/server.js';

const PHONE = 'Please enter a valid phone number, such as +971 4 321 0001';

/**
 * Each validation rule of admin-portal.md section 5 and lawyer-portal.md section 5: the body that
 * breaks it, and the field and English wording the answer must carry (with an Arabic one).
 */
const rules: { call: string; body: Record<string, unknown>; field: string; message: string }[] = [
  { call: 'POST /api/auth/login', body: { password: 'x' }, field: 'username', message: 'This field is required' },
  { call: 'POST /api/admin/law-firm-settings', body: { nameEn: 'x', nameAr: 'س', phone: '+971 4 000 0001', email: 'not-an-email', addressEn: 'a', addressAr: 'ع' }, field: 'email', message: 'Please enter a valid email address' },
  { call: 'POST /api/regions', body: { nameEn: 'x', nameAr: 'س' }, field: 'code', message: 'This field is required' },
  { call: 'POST /api/branches', body: { nameEn: 'x', nameAr: 'س' }, field: 'regionId', message: 'This field is required' },
  { call: 'POST /api/branches', body: { nameEn: 'x', nameAr: 'س', regionId: 1, email: 'bad' }, field: 'email', message: 'Please enter a valid email address' },
  { call: 'POST /api/courts', body: { nameEn: 'x', nameAr: 'س', typeEn: 't', typeAr: 'ت', locationEn: 'l' }, field: 'locationAr', message: 'This field is required' },
  { call: 'POST /api/services', body: { nameEn: 'x' }, field: 'nameAr', message: 'Arabic name is required' },
  { call: 'POST /api/services', body: { nameEn: 'x', nameAr: 'س', price: -1 }, field: 'price', message: 'Must be 0 or more' },
  { call: 'POST /api/services', body: { nameEn: 'x', nameAr: 'س', duration: 0 }, field: 'duration', message: 'Duration must be at least 1 minute' },
  { call: 'POST /api/system-settings', body: {}, field: 'key', message: 'Key is required' },
  { call: 'POST /api/clients', body: { clientId: 'CLI-1', fullNameEn: 'x', fullNameAr: 'س' }, field: 'phone', message: 'This field is required' },
  { call: 'POST /api/clients', body: { clientId: 'CLI-1', fullNameEn: 'x', fullNameAr: 'س', phone: 'abc' }, field: 'phone', message: PHONE },
  { call: 'POST /api/admin/law-firm-settings', body: { nameEn: 'x', nameAr: 'س', phone: '04 abc', email: 'a@b.ae', addressEn: 'a', addressAr: 'ع' }, field: 'phone', message: PHONE },
  { call: 'POST /api/branches', body: { nameEn: 'x', nameAr: 'س', regionId: 1, phone: 'call the front desk' }, field: 'phone', message: PHONE },
  { call: 'POST /api/users', body: { username: 'u', email: 'u@x.ae', fullNameEn: 'x', fullNameAr: 'س', password: 'Secret#123', phone: 'abc' }, field: 'phone', message: PHONE },
  { call: 'POST /api/employees', body: { employeeId: 'EMP-1', fullNameEn: 'x', fullNameAr: 'س', phone: 'abc' }, field: 'phone', message: PHONE },
  { call: 'POST /api/users', body: { username: 'u', email: 'u@x.ae', fullNameEn: 'x', fullNameAr: 'س', password: 'Secret#123' }, field: 'roleId', message: 'Role is required' },
  { call: 'POST /api/roles', body: { nameAr: 'س' }, field: 'nameEn', message: 'This field is required' },
  { call: 'POST /api/consultations', body: { lawyerId: 1, scheduledDate: '2026-12-01T09:00:00Z' }, field: 'clientId', message: 'Client is required' },
  { call: 'POST /api/consultations', body: { clientId: 1, scheduledDate: '2026-12-01T09:00:00Z' }, field: 'lawyerId', message: 'Lawyer is required' },
  { call: 'POST /api/consultations', body: { clientId: 1, lawyerId: 1 }, field: 'scheduledDate', message: 'Scheduled date is required' },
  { call: 'POST /api/consultations', body: { clientId: 1, lawyerId: 1, scheduledDate: '2026-12-01T09:00:00Z', consultationFee: -5 }, field: 'consultationFee', message: 'Must be 0 or more' },
  { call: 'POST /api/news', body: { titleEn: 't', contentEn: 'c', contentAr: 'م', authorId: 1 }, field: 'titleAr', message: 'Arabic title is required' },
  { call: 'POST /api/news', body: { titleEn: 't', titleAr: 'ع', contentAr: 'م', authorId: 1 }, field: 'contentEn', message: 'English content is required' },
  { call: 'POST /api/news', body: { titleEn: 't', titleAr: 'ع', contentEn: 'c', authorId: 1 }, field: 'contentAr', message: 'Arabic content is required' },
  { call: 'POST /api/news', body: { titleEn: 't', titleAr: 'ع', contentEn: 'c', contentAr: 'م' }, field: 'authorId', message: 'Author is required' },
  { call: 'POST /api/case-settings/document-categories', body: { categoryEn: 'x', categoryAr: 'س' }, field: 'documentType', message: 'Document type is required' },
  { call: 'POST /api/lawyer/cases/1/appointments', body: { type: 'task', title: 't', description: 'd', date: '2026-12-01' }, field: 'time', message: 'Time is required' },
  { call: 'POST /api/lawyer/cases/1/hearings', body: { hearingDate: '2026-12-01', hearingTime: '10:00 AM', hallName: 'H', rollNumber: '1' }, field: 'whatIsRequested', message: 'Description is required' },
  { call: 'POST /api/lawyer/files', body: { subject: 's', clientId: 1, departmentId: 1 }, field: 'officeId', message: 'Please fill in all required fields' },
];

let server: RunningServer;
let admin: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startServer();
  admin = (await login(server.url, server.adminUsername, server.adminPassword)).client;
});
afterAll(async () => {
  await server?.stop();
});

describe('validation rules of the spec', () => {
  for (const r of rules)
    it(`${r.call}: ${r.field} -> '${r.message}'`, async () => {
      const [method, path] = r.call.split(' ');
      const res = method === 'POST' ? await admin.post(path, r.body) : await admin.put(path, r.body);
      expect(res.status).toBe(400);
      const error = (res.body.errors as { field: string; message: string; messageAr: string }[]).find((e) => e.field === r.field);
      expect(error, JSON.stringify(res.body.errors)).toMatchObject({ message: r.message, messageAr: expect.stringMatching(/[\u0600-\u06FF]/) });
    });
});

describe('a phone number', () => {
  it("is refused unless it is one ('abc'), on its field in both languages, and nothing is saved", async () => {
    const body = { clientId: 'CLI-777001', fullNameEn: 'Phone Test', fullNameAr: 'اختبار الهاتف', phone: 'abc' };
    const refused = await admin.post('/api/clients', body);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'phone', message: PHONE, messageAr: 'يرجى إدخال رقم هاتف صحيح، مثل \u2066+971 4 321 0001\u2069' }]);
    const listed = await admin.get('/api/clients?q=CLI-777001');
    expect(listed.body).toEqual([]);
    // as people write one, in either digits
    const made = await admin.post('/api/clients', { ...body, phone: '٠٤ ٣٢١ ٠٠٠١' });
    expect(made.status, made.text).toBe(201);
    const changed = await admin.put(`/api/clients/${made.body.id}`, { ...body, phone: 'call me' });
    expect(changed.status).toBe(400);
    expect(changed.body.errors[0]).toMatchObject({ field: 'phone', message: PHONE });
  });
});
