import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { seedAll } from '../../scripts/seed/index.js';
import { login, seedFirm, startServer, type RunningServer } from '../support/server.js';

/** `npm run seed` as a newcomer runs it: its own process on a data directory, then the portal on it. */
const dataDir = mkdtempSync(join(tmpdir(), 'seeded-'));
const seed = () => seedFirm(dataDir);
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
});

describe('npm run seed', () => {
  it('fills an empty firm, says what it created and exits 0', () => {
    const run = seed();
    expect(run.stderr).not.toMatch(/error/i);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^cases: 6 created, 0 already there$/m);
    expect(run.stdout).toMatch(/^hearings: \d+ created/m);
  }, 120_000);

  it('run again, creates nothing and still exits 0', () => {
    const run = seed();
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^cases: 0 created, 6 already there$/m);
    expect(run.stdout).not.toMatch(/: [1-9]\d* created/);
  }, 120_000);

  it('leaves a firm the portal starts on, with the demo lawyers and cases, and the portal stops cleanly', async () => {
    server = await startServer({ dataDir });
    const fatima = await login(server.url, 'fatima.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
    const cases = (await fatima.client.get('/api/lawyer/cases')).body as { id: number; titleAr: string }[];
    expect(cases.length).toBeGreaterThan(0);
    expect(cases.every((c) => /[\u0600-\u06FF]/.test(c.titleAr))).toBe(true);
    // free text is in its writer's language, one language a text: Fatima's files and tasks in
    // English, Mariam's (who writes Arabic) in Arabic; no line holds both
    const files = (await fatima.client.get('/api/lawyer/files')).body as { subject: string }[];
    expect(files.length).toBeGreaterThan(0);
    expect(files.map((f) => f.subject).filter((s) => !/^[\x20-\x7E]+$/.test(s))).toEqual([]);
    const tasks = (await fatima.client.get('/api/lawyer/my-tasks')).body as { title: string }[];
    expect(tasks.map((t) => t.title)).toContain('Prepare the hearing memorandum');
    const mariam = await login(server.url, 'mariam.suwaidi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
    const hers = (await mariam.client.get('/api/lawyer/files')).body as { subject: string }[];
    expect(hers.map((f) => f.subject)).toContain('الحضانة والنفقة');
    expect(((await mariam.client.get('/api/lawyer/my-tasks')).body as { title: string }[]).map((t) => t.title)).toContain('إعداد مذكرة الجلسة');
    for (const text of [...files, ...hers].map((f) => f.subject)) expect(text).not.toMatch(/[A-Za-z].* \/ .*[\u0600-\u06FF]/);
    // a command, so the event log's writing thread is running when the portal is told to stop
    expect((await fatima.client.post(`/api/lawyer/cases/${cases[0].id}/updates`, { updateType: 'Call', updateText: 'Called the client' })).status).toBe(201);
    expect(await server.stop()).toBe(0);
  }, 120_000);
});

describe('a firm seeded before the lawyer area and the audit log joined the roles matrix', () => {
  let older: RunningServer | undefined;
  afterAll(async () => {
    await older?.stop();
  });

  it('gives the demo roles the new modules they lack, and keeps what was granted since', async () => {
    older = await startServer();
    const admin = await login(older.url, older.adminUsername, older.adminPassword);
    const all = ['view', 'add', 'edit', 'delete'];
    // the demo roles as an older seed made them, one of them since given cases in the console
    const partner = (await admin.client.post('/api/roles', { nameEn: 'Managing Partner', nameAr: 'الشريك المدير', permissions: { clients: all, users: all, roles: all } })).body.id;
    const associate = (await admin.client.post('/api/roles', { nameEn: 'Associate', nameAr: 'محامٍ مشارك', permissions: { clients: ['view'], cases: ['view', 'edit'] } })).body.id;
    const receptionist = (await admin.client.post('/api/roles', { nameEn: 'Receptionist', nameAr: 'موظف الاستقبال', permissions: { clients: ['view', 'add', 'edit'] } })).body.id;
    await seedAll(older.url, admin.token);
    const roles = (await admin.client.get('/api/roles')).body as { id: number; permissions: Record<string, string[]> }[];
    const of = (id: number) => roles.find((r) => r.id === id)!.permissions;
    expect(of(partner)).toEqual({ clients: all, users: all, roles: all, cases: all, files: all, hearings: all, minutes: all, reports: ['view'], audit: ['view'], billing: ['view', 'create', 'approve', 'void'] });
    expect(of(associate)).toEqual({ clients: ['view'], cases: ['view', 'edit'], files: ['view'], hearings: ['view'], minutes: ['view'] });
    expect(of(receptionist)).toEqual({ clients: ['view', 'add', 'edit'] });
  }, 120_000);
});
