import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAll } from '../../scripts/seed/index.js';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { seededDataDir, seedTemplate } from '../support/seedTemplate.js';
import { login, startServer, type RunningServer } from '../support/server.js';

/**
 * The suites' seeded firm is a copy of a template seeded once per run (tests/support/seedTemplate.ts).
 * Here a copy is held against a firm seeded for real through the API, in the same run: the same
 * records under the same ids, the seed's accounts sign in, its uploads are there, and nothing in
 * the folder ties it to the server that made it. The copy's server runs with READ_MODEL_LAG_MS:
 * what the log held at its start is in the read models at once (that new writes on a copy still
 * lag is lag.test.ts's first test, whose firm is a copy too).
 */
const LAG_MS = 400;
let fresh: RunningServer;
let copy: RunningServer;
let freshAdmin: Awaited<ReturnType<typeof login>>;
let copyAdmin: Awaited<ReturnType<typeof login>>;

/** what a record says, without the moments it was written (the template was seeded earlier today) */
const withoutMoments = (x: unknown): unknown =>
  Array.isArray(x) ? x.map(withoutMoments) : x && typeof x === 'object' ? Object.fromEntries(Object.entries(x).filter(([k]) => !/At$/.test(k)).map(([k, v]) => [k, withoutMoments(v)])) : x;

/** the seed's records, as the administrator and a lawyer list them */
const lists = [
  '/api/regions', '/api/branches', '/api/courts', '/api/services', '/api/system-settings', '/api/roles', '/api/employees', '/api/clients', '/api/consultations', '/api/news',
  '/api/admin/law-firm-settings', '/api/case-settings/adjournment-reasons', '/api/case-settings/job-titles', '/api/case-settings/document-categories', '/api/case-settings/case-degrees',
  '/api/case-settings/enhanced-case-types', '/api/case-settings/departments', '/api/case-settings/court-districts', '/api/case-settings/automated-tasks',
  '/api/case-settings/deadline-rules', '/api/case-settings/holidays', '/api/lawyer/files', '/api/cases',
];

beforeAll(async () => {
  // one after the other: two servers seeding and starting at once on two cores is slower than both in turn
  fresh = await startServer();
  freshAdmin = await login(fresh.url, fresh.adminUsername, fresh.adminPassword);
  await seedAll(fresh.url, freshAdmin.token);
  copy = await startServer({ dataDir: await seededDataDir(), env: { READ_MODEL_LAG_MS: String(LAG_MS) } });
  copyAdmin = await login(copy.url, copy.adminUsername, copy.adminPassword);
}, 240_000);
afterAll(async () => {
  await fresh?.stop();
  await copy?.stop();
});

describe('the seeded firm copied from the run\'s template', () => {
  it('holds what the folder of a firm seeded through the API holds, and nothing of the server that made it', async () => {
    const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)).map((f) => `${e.name}/${f}`) : [e.name]));
    // the copy's own server has made its lock and token secret by now; the fresh one's the same
    const seededFiles = (dir: string) => files(dir).filter((f) => !/-(wal|shm)$/.test(f)).sort();
    expect(seededFiles(copy.dataDir)).toEqual(seededFiles(fresh.dataDir));
    // its token secret is its own, not the template's server's or another copy's
    expect(readFileSync(join(copy.dataDir, 'jwt-secret'), 'utf8')).not.toBe(readFileSync(join(fresh.dataDir, 'jwt-secret'), 'utf8'));

    const template = await seedTemplate();
    const held = files(template);
    expect(held).toContain('events.db');
    expect(held).toContain('credentials.db');
    expect(held.some((f) => f.startsWith('blobs/'))).toBe(true);
    // no lock or process id of the server that seeded it, no log left unmerged, no secret to share
    expect(held.filter((f) => /portal\.lock|-wal$|-shm$|-journal$|jwt-secret|\.pid$/.test(f))).toEqual([]);
    // no path of its own and no address of the server that made it, in any file
    for (const f of held) {
      const text = readFileSync(join(template, f)).toString('latin1');
      expect(text, f).not.toContain(template);
      expect(text, f).not.toContain(tmpdir());
      expect(text, f).not.toMatch(/localhost:\d+|127\.0\.0\.1:\d+/);
    }
  });

  it('has the same records under the same ids, read at once although its read models lag: they were built from the log at its start', async () => {
    for (const path of lists) {
      const want = await freshAdmin.client.get(path);
      expect(want.status, path).toBe(200);
      // no X-Min-Position: the copy's read models as they are right after its start
      const got = await copyAdmin.client.get(path, { 'x-min-position': '' });
      expect(got.status, path).toBe(200);
      expect(withoutMoments(got.body), path).toEqual(withoutMoments(want.body));
    }
  });

  it('lets the seed\'s lawyers sign in, and has their cases, hearings and uploaded documents', async () => {
    const employees = (await freshAdmin.client.get('/api/employees')).body as { email: string }[];
    expect(employees.length).toBeGreaterThan(0);
    for (const { email } of employees) {
      const [f, c] = [await login(fresh.url, email, DEMO_EMPLOYEE_PASSWORD, 'employee'), await login(copy.url, email, DEMO_EMPLOYEE_PASSWORD, 'employee')];
      expect(c.user.id, email).toBe(f.user.id);
      const cases = (await f.client.get('/api/lawyer/cases')).body as { id: number }[];
      expect(withoutMoments((await c.client.get('/api/lawyer/cases')).body), email).toEqual(withoutMoments(cases));
      for (const { id } of cases) {
        expect(withoutMoments((await c.client.get(`/api/lawyer/cases/${id}/hearings`)).body)).toEqual(withoutMoments((await f.client.get(`/api/lawyer/cases/${id}/hearings`)).body));
        const docs = (await f.client.get(`/api/lawyer/cases/${id}/all-documents`)).body as { id: string; downloadUrl?: string }[];
        expect(withoutMoments((await c.client.get(`/api/lawyer/cases/${id}/all-documents`)).body)).toEqual(withoutMoments(docs));
      }
    }
    // the uploads themselves: each client's signed agreement, byte for byte
    const clients = (await freshAdmin.client.get('/api/clients')).body as { id: number; hasInitiationAgreement: boolean }[];
    const signed = clients.filter((c) => c.hasInitiationAgreement);
    expect(signed.length).toBeGreaterThan(0);
    for (const { id } of signed) {
      const download = async (base: string, token: string) => {
        const res = await fetch(`${base}/api/clients/${id}/agreement`, { headers: { authorization: `Bearer ${token}` } });
        expect(res.status).toBe(200);
        return Buffer.from(await res.arrayBuffer());
      };
      const bytes = await download(copy.url, copyAdmin.token);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.equals(await download(fresh.url, freshAdmin.token))).toBe(true);
    }
  });

});
