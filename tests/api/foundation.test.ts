import { Agent, get, type IncomingMessage } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, login, startServer, type RunningServer, requestsHead } from '../support/server.js';

let server: RunningServer;
let admin: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startServer();
  admin = (await login(server.url, server.adminUsername, server.adminPassword)).client;
});
afterAll(async () => {
  await server?.stop();
});

/** the newest event a request appended (the portal's own sweeps and reactions left out) */
const head = () => requestsHead(admin);

describe('sign-in', () => {
  it('signs the bootstrap super admin in and returns the session user', async () => {
    const res = await api(server.url).post('/api/auth/login', { username: 'ADMIN', password: server.adminPassword, loginType: 'user' });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^ey/);
    expect(res.body.user).toMatchObject({ id: 1, username: 'admin', userType: 'admin', isSuperAdmin: true });
    expect(res.body.messageAr).toBe('تم تسجيل الدخول بنجاح');
    const me = await api(server.url, res.body.token).get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.fullNameAr).toBe('مدير النظام');
  });

  it('refuses a wrong password with Invalid credentials in both languages', async () => {
    const res = await api(server.url).post('/api/auth/login', { username: 'admin', password: 'nope', loginType: 'user' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'unauthorized', message: 'Invalid credentials', messageAr: 'بيانات الدخول غير صحيحة' });
  });

  it('does not let an admin in through the employee login type', async () => {
    const res = await api(server.url).post('/api/auth/login', { username: 'admin', password: server.adminPassword, loginType: 'employee' });
    expect(res.status).toBe(401);
  });

  it('asks for both fields', async () => {
    const res = await api(server.url).post('/api/auth/login', { loginType: 'user' });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['password', 'username']);
    expect(res.body.errors[0].messageAr).toBe('هذا الحقل مطلوب');
  });

  it('throttles repeated failures on one account (429, bilingual) without locking out others', async () => {
    const anon = api(server.url);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await anon.post('/api/auth/login', { username: 'mallory', password: 'x', loginType: 'user' })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const blocked = await anon.post('/api/auth/login', { username: 'mallory', password: 'x', loginType: 'user' });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(blocked.body.messageAr).toContain('محاولات');
    expect((await anon.post('/api/auth/login', { username: 'admin', password: server.adminPassword, loginType: 'user' })).status).toBe(200);
  });

  it('answers 401 without a token and with a forged one', async () => {
    expect((await api(server.url).get('/api/regions')).status).toBe(401);
    expect((await api(server.url, 'eyJhbGciOiJIUzI1NiJ9.eyJ0eXAiOiJhZG1pbiIsImlkIjoxfQ.x').get('/api/auth/me')).status).toBe(401);
    expect((await api(server.url).post('/api/regions', { nameEn: 'A', nameAr: 'ا', code: 'A' })).status).toBe(401);
  });
});

describe('regions over HTTP', () => {
  it('creates a region that the very next GET shows, with the event position', async () => {
    const res = await admin.post('/api/regions', { nameEn: 'Dubai', nameAr: 'دبي', code: 'dxb' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ nameEn: 'Dubai', nameAr: 'دبي', code: 'DXB', version: 1 });
    expect(Number(res.headers.get('x-event-position'))).toBeGreaterThan(0);
    const list = await admin.get('/api/regions');
    expect(list.body.map((r: { id: number }) => r.id)).toContain(res.body.id);
    const one = await admin.get(`/api/regions/${res.body.id}`);
    expect(one.body.nameAr).toBe('دبي');
  });

  it('refuses missing fields with the spec message in English and Arabic and appends nothing', async () => {
    const before = await head();
    const res = await admin.post('/api/regions', { nameEn: '  ', code: 'X' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_failed', message: 'Please fill all required fields', messageAr: 'يرجى ملء جميع الحقول المطلوبة' });
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['nameAr', 'nameEn']);
    expect(await head()).toBe(before);
  });

  it('refuses wrong types and malformed JSON with a 400, never a 500', async () => {
    const before = await head();
    expect((await admin.post('/api/regions', { nameEn: 5, nameAr: ['x'], code: { a: 1 } })).status).toBe(400);
    const malformed = await admin.post('/api/regions', '{"nameEn": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.messageAr).toBeTruthy();
    expect((await admin.post('/api/regions', { nameEn: 'x'.repeat(5000), nameAr: 'y', code: 'Z' })).status).toBe(400);
    expect(await head()).toBe(before);
  });

  it('updates with the version it read and refuses a stale version with 409', async () => {
    const created = (await admin.post('/api/regions', { nameEn: 'Sharjah', nameAr: 'الشارقة', code: 'SHJ' })).body;
    const first = await admin.put(`/api/regions/${created.id}`, { ...created, nameEn: 'Sharjah Emirate' });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);
    const stale = await admin.put(`/api/regions/${created.id}`, { ...created, nameEn: 'Overwritten' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'conflict', messageAr: expect.stringContaining('تعديل') });
    const staleHeader = await admin.put(`/api/regions/${created.id}`, { nameEn: 'Overwritten', nameAr: 'x', code: 'SHJ' }, { 'If-Match': '"1"' });
    expect(staleHeader.status).toBe(409);
    expect((await admin.get(`/api/regions/${created.id}`)).body.nameEn).toBe('Sharjah Emirate');
  });

  it('deletes, after which the record is gone (404 not_found)', async () => {
    const created = (await admin.post('/api/regions', { nameEn: 'Fujairah', nameAr: 'الفجيرة', code: 'FUJ' })).body;
    const del = await admin.delete(`/api/regions/${created.id}`);
    expect(del.status).toBe(200);
    expect(del.body.id).toBe(created.id);
    expect((await admin.get(`/api/regions/${created.id}`)).body.code).toBe('not_found');
    expect((await admin.delete(`/api/regions/${created.id}`)).status).toBe(404);
    expect((await admin.put('/api/regions/abc', { nameEn: 'a', nameAr: 'b', code: 'c' })).status).toBe(404);
  });

  it('creates once for a repeated Idempotency-Key', async () => {
    const before = (await admin.get('/api/regions')).body.length;
    const key = `k-${Date.now()}`;
    const a = await admin.post('/api/regions', { nameEn: 'Ajman', nameAr: 'عجمان', code: 'AJM' }, { 'Idempotency-Key': key });
    const b = await admin.post('/api/regions', { nameEn: 'Ajman', nameAr: 'عجمان', code: 'AJM' }, { 'Idempotency-Key': key });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body.id).toBe(a.body.id);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect((await admin.get('/api/regions')).body.length).toBe(before + 1);
  });

  it('gives every concurrent create its own id', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => admin.post('/api/regions', { nameEn: `Area ${i}`, nameAr: `منطقة ${i}`, code: `A${i}` })),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    const ids = results.map((r) => r.body.id);
    expect(new Set(ids).size).toBe(40);
  });

  it('follows ra-data-simple-rest: filter, range, sort and Content-Range', async () => {
    const page = await admin.get(`/api/regions?filter=${encodeURIComponent(JSON.stringify({ q: 'AREA 1' }))}&range=${encodeURIComponent('[0,4]')}&sort=${encodeURIComponent('["nameEn","DESC"]')}`);
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(5);
    expect(page.headers.get('content-range')).toMatch(/^regions 0-4\/11$/);
    const names = page.body.map((r: { nameEn: string }) => r.nameEn);
    expect([...names].sort().reverse()).toEqual(names);
    const arabic = await admin.get(`/api/regions?filter=${encodeURIComponent(JSON.stringify({ q: 'دبي' }))}`);
    expect(arabic.body.map((r: { code: string }) => r.code)).toEqual(['DXB']);
    expect((await admin.get('/api/regions?range=notjson')).status).toBe(400);
  });

  it('waits for X-Min-Position before answering', async () => {
    const res = await admin.post('/api/regions', { nameEn: 'Umm Al Quwain', nameAr: 'أم القيوين', code: 'UAQ' });
    const pos = res.headers.get('x-event-position')!;
    const list = await admin.get('/api/regions', { 'X-Min-Position': pos });
    expect(Number(list.headers.get('x-read-position'))).toBeGreaterThanOrEqual(Number(pos));
    expect(list.body.some((r: { code: string }) => r.code === 'UAQ')).toBe(true);
  });
});

describe('errors and health', () => {
  it('answers an unknown API route with route_not_found', async () => {
    const res = await admin.get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'route_not_found', messageAr: expect.any(String) });
    expect((await admin.post('/api/no-such-thing', {})).body.code).toBe('route_not_found');
  });

  it('reports each component in /api/health', async () => {
    const res = await api(server.url).get('/api/health');
    expect(res.body).toMatchObject({
      status: 'ok',
      eventStore: { kind: 'sqlite' },
      readStore: { kind: 'sqlite', lag: 0 },
      blobStore: { kind: 'fs' },
      jobQueue: { kind: 'inprocess' },
      projections: { caughtUp: true, generation: 0 },
      reactions: { caughtUp: true, position: expect.any(Number), lastError: null },
    });
  });

  it('keeps an idle connection open past Node\'s 5 s, so a proxy reusing it is not cut off', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const health = () =>
      new Promise<{ res: IncomingMessage; reused: boolean }>((resolve, reject) => {
        const req = get(`${server.url}/api/health`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ res, reused: req.reusedSocket }));
        });
        req.on('error', reject);
      });
    const first = await health();
    expect(first.res.headers['keep-alive']).toBe('timeout=65');
    await sleep(6000);
    const second = await health();
    agent.destroy();
    expect(second.res.statusCode).toBe(200);
    expect(second.reused).toBe(true);
  }, 15_000);
});

describe('firm settings', () => {
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
  const form = (logo?: { data: Buffer; name: string; type: string }) => {
    const f = new FormData();
    for (const [k, v] of Object.entries({ nameEn: 'Al Noor Advocates', nameAr: 'النور للمحاماة والاستشارات', phone: '+971 4 123 4567', email: 'info@alnoor.ae', addressEn: 'Business Bay, Dubai', addressAr: 'الخليج التجاري، دبي' })) f.append(k, v);
    if (logo) f.append('logo', new Blob([new Uint8Array(logo.data)], { type: logo.type }), logo.name);
    return f;
  };

  it('saves the profile and logo (multipart) and shows them to the sidebar', async () => {
    const res = await admin.post('/api/admin/law-firm-settings', form({ data: png, name: 'logo.png', type: 'image/png' }));
    expect(res.status).toBe(200);
    const s = await api(server.url).get('/api/settings');
    expect(s.body).toMatchObject({ nameEn: 'Al Noor Advocates', nameAr: 'النور للمحاماة والاستشارات' });
    const logo = await fetch(server.url + s.body.logoPath);
    expect(logo.status).toBe(200);
    expect(Buffer.from(await logo.arrayBuffer()).equals(png)).toBe(true);
    expect((await admin.get('/api/admin/law-firm-settings')).body.email).toBe('info@alnoor.ae');
  });

  it('refuses a logo over 2 MB and a non-image named .png, in both languages, changing nothing', async () => {
    const before = await head();
    const big = await admin.post('/api/admin/law-firm-settings', form({ data: Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]), name: 'big.png', type: 'image/png' }));
    expect(big.status).toBe(400);
    expect(big.body.errors[0]).toMatchObject({ field: 'logo', message: 'The logo must be 2 MB or smaller', messageAr: expect.stringContaining('2') });
    const fake = await admin.post('/api/admin/law-firm-settings', form({ data: Buffer.from('<html><script>alert(1)</script></html>'), name: 'logo.png', type: 'image/png' }));
    expect(fake.status).toBe(400);
    expect(fake.body.errors[0].field).toBe('logo');
    expect(await head()).toBe(before);
  });

  it('requires the spec fields', async () => {
    const res = await admin.post('/api/admin/law-firm-settings', { nameEn: 'X' });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['nameAr', 'phone', 'email', 'addressEn', 'addressAr']));
  });

  describe('the TRN (the spec\'s taxNumber under its UAE name) and the billing address', () => {
    const profile = { nameEn: 'Al Noor Advocates', nameAr: 'النور للمحاماة والاستشارات', phone: '+971 4 123 4567', email: 'info@alnoor.ae', addressEn: 'Business Bay, Dubai', addressAr: 'الخليج التجاري، دبي' };
    const save = (over: Record<string, unknown>) => admin.post('/api/admin/law-firm-settings', { ...profile, ...over });
    const settings = async () => (await admin.get('/api/admin/law-firm-settings')).body;

    it('takes a TRN typed with spaces and dashes, kept as its 15 digits and answered under both names, with the billing address', async () => {
      const res = await save({ trn: '100 2345-6780 0003', billingAddressEn: 'P.O. Box 1, Dubai', billingAddressAr: 'ص.ب 1، دبي' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ trn: '100234567800003', taxNumber: '100234567800003' });
      expect(await settings()).toMatchObject({ trn: '100234567800003', taxNumber: '100234567800003', billingAddressEn: 'P.O. Box 1, Dubai', billingAddressAr: 'ص.ب 1، دبي' });
      // both names given, naming the same number
      expect((await save({ trn: '100234567800003', taxNumber: '100-234-567-800-003' })).status).toBe(200);
    });

    it('refuses a trn that is not 15 digits, and a trn and a tax number that differ, on trn in both languages, changing nothing', async () => {
      expect((await save({ trn: '100234567800003' })).status).toBe(200);
      const before = await head();
      const bad = await save({ trn: '1002345678' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([{ field: 'trn', message: 'A Tax Registration Number (TRN) is 15 digits', messageAr: 'يتكون رقم التسجيل الضريبي من 15 رقماً' }]);
      const differ = await save({ trn: '100234567800003', taxNumber: '100234567800011' });
      expect(differ.status).toBe(400);
      expect(differ.body.errors).toEqual([{ field: 'trn', message: expect.stringContaining('TRN'), messageAr: expect.stringContaining('رقم التسجيل الضريبي') }]);
      expect(await head()).toBe(before);
      expect(await settings()).toMatchObject({ trn: '100234567800003', taxNumber: '100234567800003' });
    });

    it('keeps a tax number given alone that is no TRN as typed (the spec\'s free text), its trn null; a billing address cleared', async () => {
      expect((await save({ taxNumber: 'DED 44/2019', billingAddressEn: '' })).status).toBe(200);
      expect(await settings()).toMatchObject({ taxNumber: 'DED 44/2019', trn: null, billingAddressEn: null });
    });
  });
});
