import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDataDir } from '../support/seedTemplate.js';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { eventually } from '../support/eventually.js';
import { reactionsDoneWith } from '../support/reactions.js';
import { login, startServer, type RunningServer } from '../support/server.js';

/**
 * The standalone portal with its read models applying each event 400 ms after its commit
 * (READ_MODEL_LAG_MS), as a separate projections service may: what a client sees right after a
 * command, and what the reactions decide meanwhile.
 */
const LAG_MS = 400;
let server: RunningServer;
let admin: Awaited<ReturnType<typeof login>>;
let fatima: Awaited<ReturnType<typeof login>>;

beforeAll(async () => {
  server = await startServer({ env: { READ_MODEL_LAG_MS: String(LAG_MS) }, dataDir: await seededDataDir() });
  admin = await login(server.url, server.adminUsername, server.adminPassword);
  fatima = await login(server.url, 'fatima.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
});
afterAll(async () => {
  await server?.stop();
});

describe('read models that lag the log (READ_MODEL_LAG_MS)', () => {
  it('answers a command at once; a read without X-Min-Position does not show it yet, a read with it waits and does', async () => {
    const created = await admin.client.post('/api/regions', { nameEn: 'Lagging Emirate', nameAr: 'إمارة متأخرة', code: 'LAG' });
    expect(created.status, created.text).toBe(201);
    const position = Number(created.headers.get('x-event-position'));
    expect(position).toBeGreaterThan(0);

    const stale = await admin.client.get('/api/regions', { 'x-min-position': '' });
    expect(Number(stale.headers.get('x-read-position'))).toBeLessThan(position);
    expect(stale.body.some((r: { code: string }) => r.code === 'LAG')).toBe(false);

    const fresh = await admin.client.get('/api/regions', { 'x-min-position': String(position) });
    expect(fresh.headers.get('x-read-stale')).toBeNull();
    expect(Number(fresh.headers.get('x-read-position'))).toBeGreaterThanOrEqual(position);
    expect(fresh.body.find((r: { code: string }) => r.code === 'LAG')).toMatchObject({ nameEn: 'Lagging Emirate', nameAr: 'إمارة متأخرة' });
  });

  it('creates an automated task for a case opened while the read models are behind: the new rule applies, the case’s lawyer is assigned, no event is skipped', async () => {
    const caseTypeId = (await admin.client.get('/api/case-settings/enhanced-case-types')).body[0].id;
    const regionId = (await admin.client.get('/api/regions')).body.find((r: { code: string }) => r.code === 'DXB').id;
    const courtId = (await admin.client.get('/api/courts')).body[0].id;
    const clientId = (await fatima.client.get('/api/lawyer/clients')).body.find((c: { hasInitiationAgreement: boolean }) => c.hasInitiationAgreement).id;

    // the rule and the cases follow each other faster than the read models apply them: a reaction
    // reading them at once would find neither the rule nor the cases' lawyers
    const rule = await admin.client.post('/api/case-settings/automated-tasks', { taskTextEn: 'Call the client about the new case', taskTextAr: 'الاتصال بالعميل بشأن القضية الجديدة', taskType: 'Reminder', trigger: 'case_opened', offsetDays: 1 });
    expect(rule.status, rule.text).toBe(201);
    const opened: number[] = [];
    let last = 0;
    for (const titleEn of ['Lag Trading v. Slow Supplies', 'Lag Trading v. Late Logistics']) {
      const res = await fatima.client.post('/api/cases', {
        titleEn, titleAr: 'قضية أثناء التأخر', caseTypeId, regionId, courtId, districtId: 0,
        plaintiffs: [{ clientId, role: 'Plaintiff', type: 'client' }], defendants: [{ name: 'Slow Supplies LLC', role: 'Defendant', contactInfo: '+971 4 000 0000' }],
        lawyerIds: [fatima.user.id], status: 'active', priority: 'high', caseNumber: '', isDraft: false,
      });
      expect(res.status, res.text).toBe(201);
      opened.push(res.body.id);
      last = Number(res.headers.get('x-event-position'));
    }

    const ruleTasks = async (caseId: number, headers?: Record<string, string>) =>
      ((await fatima.client.get(`/api/lawyer/cases/${caseId}/appointments`, headers)).body as { source: { ruleId: number } | null; title: string; assignedTo: number | null }[]).filter(
        (t) => t.source?.ruleId === rule.body.id,
      );
    for (const caseId of opened) {
      const [task] = await eventually(`the rule's task on case ${caseId}`, () => ruleTasks(caseId), (t) => t.length > 0);
      expect(task).toMatchObject({ title: 'Call the client about the new case', assignedTo: fatima.user.id });
    }
    // one each, once the reactions have passed both cases with every task job done
    const { head } = await reactionsDoneWith(admin.client, last);
    for (const caseId of opened) expect(await ruleTasks(caseId, head)).toHaveLength(1);
    const health = await eventually('the reactions without an error', () => admin.client.get('/api/health'), (r) => r.body.reactions.lastError === null);
    expect(health.body.reactions).toMatchObject({ caughtUp: true, lastError: null });
  });
});
