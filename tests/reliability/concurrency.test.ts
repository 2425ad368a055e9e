import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDataDir } from '../support/seedTemplate.js';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { login, startServer, type RunningServer } from '../support/server.js';

let server: RunningServer;
let admin: Awaited<ReturnType<typeof login>>;

beforeAll(async () => {
  server = await startServer({ dataDir: await seededDataDir() });
  admin = await login(server.url, server.adminUsername, server.adminPassword);
});
afterAll(async () => {
  await server?.stop();
});

/** `n` requests fired at once */
const atOnce = <T>(n: number, request: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => request(i)));
const statuses = (results: { status: number }[]) => results.map((r) => r.status).sort();
const tag = () => Math.random().toString(36).slice(2, 8).toUpperCase();

describe('rules that hold when requests race (decided on the event store, with the append)', () => {
  it('stores one account of 20 created at once with one username; the others are told it is taken, in both languages', async () => {
    const role = await admin.client.post('/api/roles', { nameEn: `Racers ${tag()}`, nameAr: 'متسابقون', permissions: { clients: ['view'] } });
    // the role was created a moment ago: a read model may not show it yet, the event store does
    expect(role.status, role.text).toBe(201);
    const username = `racer.${tag().toLowerCase()}`;
    const results = await atOnce(20, (i) =>
      admin.client.post('/api/users', { username: i % 2 ? username : username.toUpperCase(), email: `racer${i}@firm.ae`, password: 'Racing#Pass2026', fullNameEn: `Racer ${i}`, fullNameAr: 'متسابق', roleId: role.body.id }),
    );
    expect(statuses(results)).toEqual([201, ...Array(19).fill(409)]);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.body).toMatchObject({ code: 'conflict', errors: [{ field: 'username', message: 'This username is already in use', messageAr: 'اسم المستخدم هذا مستخدم بالفعل' }] });
    const users = (await admin.client.get('/api/users')).body as { username: string }[];
    expect(users.filter((u) => u.username.toLowerCase() === username)).toHaveLength(1);
    // the one created can sign in at once
    expect((await login(server.url, username, 'Racing#Pass2026')).token).toBeTruthy();
  });

  it('stores one client of two created at once with one client number (a double click), ten times over', async () => {
    for (let round = 0; round < 10; round++) {
      const clientId = `CLI-R${tag()}`;
      const results = await atOnce(2, (i) => admin.client.post('/api/clients', { clientId, fullNameEn: `Double ${i}`, fullNameAr: 'مزدوج', phone: '+971 50 000 0000' }));
      expect(statuses(results)).toEqual([201, 409]);
      const stored = (await admin.client.get('/api/clients')).body as { clientId: string }[];
      expect(stored.filter((c) => c.clientId === clientId)).toHaveLength(1);
    }
  });

  it('stores one region of 20 created at once with one code', async () => {
    const code = `R${tag()}`;
    const results = await atOnce(20, (i) => admin.client.post('/api/regions', { nameEn: `Racing ${i}`, nameAr: 'سباق', code }));
    expect(statuses(results)).toEqual([201, ...Array(19).fill(409)]);
    expect(((await admin.client.get('/api/regions')).body as { code: string }[]).filter((r) => r.code === code)).toHaveLength(1);
    // a renamed region gives its old code up: another region may take it
    const first = results.find((r) => r.status === 201)!.body;
    expect((await admin.client.put(`/api/regions/${first.id}`, { ...first, code: `${code}X` })).status).toBe(200);
    expect((await admin.client.post('/api/regions', { nameEn: 'Second', nameAr: 'ثانية', code })).status).toBe(201);
  });

  it('stores one record of 20 posts at once with one Idempotency-Key, and answers them all with its id', async () => {
    const key = `same-${tag()}`;
    const code = `I${tag()}`;
    const results = await atOnce(20, () => admin.client.post('/api/regions', { nameEn: 'Once', nameAr: 'مرة', code }, { 'Idempotency-Key': key }));
    expect(statuses(results)).toEqual(Array(20).fill(201));
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(results.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(19);
    expect(((await admin.client.get('/api/regions')).body as { code: string }[]).filter((r) => r.code === code)).toHaveLength(1);
  });

  it('never leaves a branch in a region removed at the same moment (ten races of a create and a delete)', async () => {
    let created = 0;
    let removed = 0;
    for (let round = 0; round < 10; round++) {
      const region = (await admin.client.post('/api/regions', { nameEn: `Short-lived ${round}`, nameAr: 'مؤقتة', code: `S${tag()}` })).body;
      // the delete sets off a little later in some rounds, so that either may come first
      const [branch, removal] = await Promise.all([
        admin.client.post('/api/branches', { nameEn: `Branch ${round}`, nameAr: 'فرع', regionId: region.id, phone: '+971 4 000', addressEn: 'A', addressAr: 'ع' }),
        new Promise((r) => setTimeout(r, round % 2 ? round : 0)).then(() => admin.client.delete(`/api/regions/${region.id}`)),
      ]);
      // exactly one of them wins, and the loser says why on its own terms
      expect([branch.status, removal.status].sort()).toEqual(branch.status === 201 ? [201, 409] : [200, 400]);
      const regionLeft = ((await admin.client.get('/api/regions')).body as { id: number }[]).some((r) => r.id === region.id);
      const branches = ((await admin.client.get('/api/branches')).body as { regionId: number }[]).filter((b) => b.regionId === region.id);
      if (branch.status === 201) {
        created++;
        expect(removal.body.code).toBe('conflict');
        expect(regionLeft).toBe(true);
        expect(branches).toHaveLength(1);
      } else {
        removed++;
        expect(branch.body.errors[0]).toMatchObject({ field: 'regionId', messageAr: expect.any(String) });
        expect(regionLeft).toBe(false);
        expect(branches).toHaveLength(0);
      }
    }
    console.log(`[concurrency] create-or-delete races: ${created} branches kept their region, ${removed} regions removed with no branch left in them`);
  });

  it('stores all of 300 updates added at once to one case (commands that carry no version are decided again, never refused)', async () => {
    const lawyer = await login(server.url, 'fatima.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
    const caseId = (await lawyer.client.get('/api/lawyer/cases')).body[0].id;
    const before = (await lawyer.client.get(`/api/lawyer/cases/${caseId}/updates`)).body.length;
    const results = await atOnce(300, (i) => lawyer.client.post(`/api/lawyer/cases/${caseId}/updates`, { updateType: 'Call', updateText: `Call ${i}` }));
    expect(statuses(results)).toEqual(Array(300).fill(201));
    const updates = (await lawyer.client.get(`/api/lawyer/cases/${caseId}/updates`)).body as { updateText: string }[];
    expect(updates).toHaveLength(before + 300);
    expect(new Set(updates.map((u) => u.updateText)).size).toBeGreaterThanOrEqual(300);
  });
});

describe('concurrency', () => {
  it('lets exactly one of many editors of the same case win each round; every loser is told 409; no update is lost', async () => {
    const lawyers = await Promise.all(
      ['fatima.zaabi@alnoor-law.ae', 'ahmed.mansouri@alnoor-law.ae'].map((u) => login(server.url, u, DEMO_EMPLOYEE_PASSWORD, 'employee')),
    );
    const clients = [...lawyers.map((l) => l.client), admin.client];
    const caseId = (await lawyers[0].client.get('/api/lawyer/cases')).body.find((c: { titleEn: string }) => c.titleEn === 'Emirates Trading v. Gulf Supplies').id;
    let wins = 0;
    let conflicts = 0;
    const winners: string[] = [];
    for (let round = 0; round < 5; round++) {
      const c = (await admin.client.get(`/api/cases/${caseId}`)).body;
      const results = await Promise.all(
        Array.from({ length: 24 }, (_, i) => clients[i % clients.length].put(`/api/cases/${caseId}`, { ...c, summary: `round ${round} editor ${i}`, version: c.version })),
      );
      const ok = results.filter((r) => r.status === 200);
      const lost = results.filter((r) => r.status === 409);
      expect(ok).toHaveLength(1);
      expect(lost).toHaveLength(23);
      expect(lost.every((r) => r.body.code === 'conflict' && r.body.messageAr)).toBe(true);
      wins += ok.length;
      conflicts += lost.length;
      winners.push(ok[0].body.summary);
      expect((await admin.client.get(`/api/cases/${caseId}`)).body.summary).toBe(ok[0].body.summary);
    }
    const history = (await admin.client.get(`/api/audit/streams/case-${caseId}`)).body.filter((e: { type: string }) => e.type === 'CaseDetailsRevised');
    expect(history.slice(-5).map((e: { changes: { field: string; after: string }[] }) => e.changes.find((c) => c.field === 'summary')?.after)).toEqual(winners);
    console.log(`[concurrency] ${wins} winning edits, ${conflicts} told 409, 0 lost`);
  });

  it('gives concurrent creates distinct ids without holes', async () => {
    const before = (await admin.client.get('/api/lawyer/files')).body.map((f: { id: number }) => f.id);
    const clientId = (await admin.client.get('/api/lawyer/clients?initiation_agreement=true')).body[0].id;
    const departmentId = (await admin.client.get('/api/lawyer/departments')).body[0].id;
    const officeId = (await admin.client.get('/api/branches')).body[0].id;
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => admin.client.post('/api/lawyer/files', { fileNumber: `CC-${String(i).padStart(5, '0')}`, subject: `Concurrent ${i}`, clientId, departmentId, officeId, caseDirection: 'withUs' })),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    const ids = results.map((r) => r.body.id).sort((a, b) => a - b);
    expect(new Set(ids).size).toBe(60);
    expect(ids[59] - ids[0]).toBe(59);
    expect(ids[0]).toBe(Math.max(0, ...before) + 1);
    console.log(`[concurrency] 60 concurrent creates got ids ${ids[0]}..${ids[59]}`);
  });
});
