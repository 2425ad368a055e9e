import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAll } from '../../scripts/seed/index.js';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { login, startServer, type RunningServer } from '../support/server.js';

let server: RunningServer;
let admin: Awaited<ReturnType<typeof login>>;

beforeAll(async () => {
  server = await startServer();
  admin = await login(server.url, server.adminUsername, server.adminPassword);
  await seedAll(server.url, admin.token);
});
afterAll(async () => {
  await server?.stop();
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
