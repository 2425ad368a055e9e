import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, login, startServer, type RunningServer } from '../support/server.js';

// The admin dashboard's figures: the clients and active employees added this month against last
// month (from the read models, in the firm's time zone), and the latest activities from the audit
// trail, in words, limited to what the admin may see.
let server: RunningServer;
let admin: ReturnType<typeof api>;
let adminName: { fullNameEn: string; fullNameAr: string };

beforeAll(async () => {
  server = await startServer();
  const signedIn = await login(server.url, server.adminUsername, server.adminPassword);
  admin = signedIn.client;
  adminName = { fullNameEn: signedIn.user.fullNameEn, fullNameAr: signedIn.user.fullNameAr };
});
afterAll(async () => {
  await server?.stop();
});

describe('admin dashboard', () => {
  it('counts the clients added this month against last month', async () => {
    const before = (await admin.get('/api/stats')).body;
    expect(before.trends).toEqual({ clients: { thisMonth: before.totalClients, lastMonth: 0 }, employees: { thisMonth: before.totalEmployees, lastMonth: 0 } });
    for (const [i, name] of ['Omar Hassan', 'Layla Saeed'].entries())
      expect((await admin.post('/api/clients', { clientId: `CLI-00000${i + 1}`, fullNameEn: name, fullNameAr: `عميل ${i + 1}`, phone: `+971 50 000 000${i + 1}` })).status).toBe(201);
    const after = (await admin.get('/api/stats')).body;
    expect(after.totalClients).toBe(before.totalClients + 2);
    // everything here was added today: this month, nothing last month
    expect(after.trends.clients).toEqual({ thisMonth: before.trends.clients.thisMonth + 2, lastMonth: 0 });
  });

  it('lists the latest activities in words, newest first, only those of records the admin may see', async () => {
    const region = (await admin.post('/api/regions', { nameEn: 'Fujairah', nameAr: 'الفجيرة', code: 'FUJ' })).body.id;
    const client = (await admin.post('/api/clients', { clientId: 'CLI-000010', fullNameEn: 'Hamad Al Ketbi', fullNameAr: 'حمد الكتبي', phone: '+971 50 000 0010' })).body.id;
    expect(region).toBeGreaterThan(0);
    const activities = (await admin.get('/api/stats/recent-activities')).body;
    expect(activities[0]).toMatchObject({
      whoEn: adminName.fullNameEn, whoAr: adminName.fullNameAr, summaryEn: 'Client added', summaryAr: 'تمت إضافة عميل',
      recordEn: 'Client: Hamad Al Ketbi', recordAr: 'العميل: حمد الكتبي',
    });
    expect(activities[1]).toMatchObject({ summaryEn: 'Emirate added', recordEn: `Emirate ${region}` });
    // no developer's words: the log's own fields stay out
    for (const a of activities) expect(Object.keys(a).sort()).toEqual(['id', 'recordAr', 'recordEn', 'summaryAr', 'summaryEn', 'time', 'whoAr', 'whoEn']);
    // nor the log's bookkeeping (sign-ins, unique values)
    expect(activities.some((a: { summaryEn: string }) => /Signed in|Unique value/.test(a.summaryEn))).toBe(false);
    expect(activities.length).toBeLessThanOrEqual(8);

    // an admin whose role sees clients only, without the audit log, sees the clients' activities only
    const roleId = (await admin.post('/api/roles', { nameEn: 'Front desk', nameAr: 'الاستقبال', permissions: { clients: ['view'] } })).body.id;
    expect((await admin.post('/api/users', { username: 'frontdesk', email: 'frontdesk@firm.ae', password: 'Front#2026', fullNameEn: 'Front Desk', fullNameAr: 'الاستقبال', roleId })).status).toBe(201);
    const desk = (await login(server.url, 'frontdesk', 'Front#2026')).client;
    const seen = (await desk.get('/api/stats/recent-activities')).body;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((a: { recordEn: string }) => a.recordEn.startsWith('Client'))).toBe(true);
    expect(seen[0]).toMatchObject({ recordEn: 'Client: Hamad Al Ketbi' });
    expect(client).toBeGreaterThan(0);
  });

  it('is for admins only', async () => {
    expect((await api(server.url).get('/api/stats/recent-activities')).status).toBe(401);
  });
});
