import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, login, readAfterWrites, type RunningServer } from '../support/server.js';
import { startSeededFirm } from '../support/seededFirm.js';

// The conflict check when a client is created, a file opened and opponents added in Edit Case, and
// the override (who, which matches, why) on the record's own stream: its History and the audit log.
let server: RunningServer;
let admin: ReturnType<typeof api>;
let fatima: Awaited<ReturnType<typeof login>>;
let omar: Awaited<ReturnType<typeof login>>;
const ref: Record<string, number> = {};
type Match = { kind: string; id: string; nameEn: string; nameAr: string; reasons: { en: string; ar: string }[] };
/** the override the console sends for the matches it was shown */
const overrideOf = (matches: Match[], reason: string, checkedNames: string[]) => ({
  reason, checkedNames,
  matches: matches.map((m) => ({ kind: m.kind, id: m.id, nameEn: m.nameEn, nameAr: m.nameAr, why: m.reasons.map((r) => r.en).join('; '), whyAr: m.reasons.map((r) => r.ar).join('؛ ') })),
});
/** the check is a read: after every write so far, as the console asks it */
const check = (who: ReturnType<typeof api>, body: Record<string, unknown>) => who.post('/api/conflicts/check', body, readAfterWrites(server.url));
const historyOf = async (who: ReturnType<typeof api>, stream: string) => {
  const res = await who.get(`/api/audit/streams/${stream}`);
  expect(res.status, res.text).toBe(200);
  return res.body as Record<string, any>[];
};

beforeAll(async () => {
  ({ server, admin, fatima, omar } = await startSeededFirm());
  ref.region = (await admin.get('/api/regions')).body.find((r: { code: string }) => r.code === 'DXB').id;
  ref.court = (await admin.get('/api/courts')).body[0].id;
  ref.caseType = (await admin.post('/api/case-settings/enhanced-case-types', { nameEn: 'Supply claim', nameAr: 'دعوى توريد', caseCategory: 'Commercial' })).body.id;
  ref.department = (await admin.post('/api/case-settings/departments', { titleEn: 'Disputes', titleAr: 'المنازعات' })).body.id;
  ref.office = (await admin.get('/api/branches')).body[0].id;
  const client = await admin.post('/api/clients', { clientId: 'CLI-CNF-01', fullNameEn: 'Layla Haddad Interiors', fullNameAr: 'ليلى حداد للديكور', phone: '+971 55 700 8001', hasInitiationAgreement: true });
  expect(client.status, client.text).toBe(201);
  ref.client = client.body.id;
  // Fatima's case against "Qasr Al Bahr Contracting LLC"
  const opened = await fatima.client.post('/api/cases', {
    titleEn: 'Fit-out payment claim', titleAr: 'مطالبة بدفعة أعمال التشطيب', caseTypeId: ref.caseType, regionId: ref.region, courtId: ref.court, districtId: 0,
    plaintiffs: [{ clientId: ref.client, role: 'Plaintiff', type: 'client' }], defendants: [{ name: 'Qasr Al Bahr Contracting LLC', role: 'Defendant', contactInfo: '+971 4 555 0101' }],
    lawyerIds: [fatima.user.id], status: 'active', priority: 'medium', caseNumber: '', isDraft: false,
  });
  expect(opened.status, opened.text).toBe(201);
  ref.case = opened.body.id;
});
afterAll(async () => {
  await server?.stop();
});

describe('conflict check at client creation', () => {
  it('reports a new client named like an existing opponent (Arabic-Latin spelling aside, "LLC" left out), then records the reason on the client', async () => {
    const checked = await check(admin, { names: ['QASR AL BAHR CONTRACTING', 'قصر البحر للمقاولات'], phone: '050 000 0000' });
    expect(checked.status, checked.text).toBe(200);
    const matches = checked.body.matches as Match[];
    expect(matches).toEqual([expect.objectContaining({ kind: 'opponent', id: `${ref.case}:0`, nameEn: 'Qasr Al Bahr Contracting LLC', caseId: ref.case })]);
    expect(matches[0].reasons[0]).toMatchObject({ en: expect.stringContaining('opponent in case'), ar: expect.stringContaining('يطابق خصماً في القضية') });
    // going ahead: the client is created, then the override is recorded on it
    const created = await admin.post('/api/clients', { clientId: 'CLI-CNF-02', fullNameEn: 'Qasr Al Bahr Contracting', fullNameAr: 'قصر البحر للمقاولات', phone: '050 000 0000' });
    expect(created.status, created.text).toBe(201);
    const blank = await admin.post(`/api/clients/${created.body.id}/conflict-overrides`, { ...overrideOf(matches, 'x', []), reason: '  ' });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('اذكر سبب المتابعة');
    // lawyers do not create clients
    expect((await fatima.client.post(`/api/clients/${created.body.id}/conflict-overrides`, overrideOf(matches, 'Mine', []))).status).toBe(403);
    const ok = await admin.post(`/api/clients/${created.body.id}/conflict-overrides`, overrideOf(matches, 'The opponent was the contractor; this is its parent company', ['Qasr Al Bahr Contracting']));
    expect(ok.status, ok.text).toBe(201);
    const entry = (await historyOf(admin, `client-${created.body.id}`)).find((h) => h.type === 'ConflictOverridden');
    expect(entry).toMatchObject({ summaryEn: 'Went ahead despite a possible conflict of interest', summaryAr: 'تمت المتابعة رغم احتمال تعارض المصالح', commandEn: 'Override conflict check', commandAr: 'تجاوز فحص تعارض المصالح' });
    expect(entry!.changes).toContainEqual(expect.objectContaining({ field: 'reason', afterEn: 'The opponent was the contractor; this is its parent company' }));
    expect(entry!.changes).toContainEqual(expect.objectContaining({ field: 'matches', afterEn: expect.stringContaining('Qasr Al Bahr Contracting LLC (opponent)'), afterAr: expect.stringContaining('(خصم): ') }));
    expect(entry!.changes.map((c: { field: string }) => c.field)).not.toContain('clientRecordId');
    // the client is edited as before: its version moved with the override
    const client = (await admin.get(`/api/clients/${created.body.id}`)).body;
    const edited = await admin.put(`/api/clients/${created.body.id}`, { ...client, addressEn: 'Business Bay', version: client.version });
    expect(edited.status, edited.text).toBe(200);
  });
});

describe('conflict check when a file is opened', () => {
  it("checks the file's client (not against itself) and the override on the file appears in the file's History", async () => {
    // a client who is an opponent in Fatima's case ... by phone; the check is given the client alone
    const linked = await admin.post('/api/clients', { clientId: 'CLI-CNF-03', fullNameEn: 'Bahr Holdings', fullNameAr: 'البحر القابضة', phone: '04 555 0101', hasInitiationAgreement: true });
    expect(linked.status, linked.text).toBe(201);
    const checked = await check(omar.client, { clientId: linked.body.id });
    const matches = checked.body.matches as Match[];
    expect(matches).toEqual([expect.objectContaining({ kind: 'opponent', caseId: ref.case, reasons: [expect.objectContaining({ field: 'phone' })] })]);
    const file = await omar.client.post('/api/lawyer/files', {
      subject: 'Holding company restructuring', caseDirection: 'for', clientId: linked.body.id, departmentId: ref.department, officeId: ref.office,
      responsibleLawyers: [{ id: omar.user.id, role: 'responsible' }],
    });
    expect(file.status, file.text).toBe(201);
    // a lawyer not on the file may not override on it
    expect((await fatima.client.post(`/api/lawyer/files/${file.body.id}/conflict-overrides`, overrideOf(matches, 'Not mine', []))).status).toBe(403);
    const ok = await omar.client.post(`/api/lawyer/files/${file.body.id}/conflict-overrides`, overrideOf(matches, 'Same switchboard number, unrelated companies', ['Bahr Holdings']));
    expect(ok.status, ok.text).toBe(201);
    const entry = (await historyOf(omar.client, `file-${file.body.id}`)).find((h) => h.type === 'ConflictOverridden');
    expect(entry).toMatchObject({ who: { nameEn: 'Omar Haddad' }, summaryAr: 'تمت المتابعة رغم احتمال تعارض المصالح' });
    expect(entry!.changes).toContainEqual(expect.objectContaining({ field: 'reason', labelEn: 'Reason', labelAr: 'السبب', afterEn: 'Same switchboard number, unrelated companies' }));
    expect(entry!.changes).toContainEqual(expect.objectContaining({ field: 'matches', afterEn: expect.stringContaining('Same phone number as an opponent in case') }));
    // and the firm's audit log
    const audit = await admin.get(`/api/audit/events?filter=${encodeURIComponent(JSON.stringify({ type: 'ConflictOverridden' }))}`);
    expect(audit.body).toContainEqual(expect.objectContaining({ type: 'ConflictOverridden', stream: `file-${file.body.id}` }));
    // the file is edited as before: its version moved with the override
    const current = (await omar.client.get(`/api/lawyer/files/${file.body.id}`)).body;
    const edited = await omar.client.put(`/api/lawyer/files/${file.body.id}`, {
      subject: 'Holding company restructuring (phase 1)', caseDirection: 'for', clientId: linked.body.id, departmentId: ref.department, officeId: ref.office,
      responsibleLawyers: [{ id: omar.user.id, role: 'responsible' }], version: current.version,
    });
    expect(edited.status, edited.text).toBe(200);
  });
});

describe('conflict check when opponents are added in Edit Case', () => {
  it("checks only the added opponent (the case's own are not reported) and the override appears in the case's History", async () => {
    const c = (await fatima.client.get(`/api/cases/${ref.case}`)).body;
    // the case's own opponent is not a conflict with itself
    expect((await check(fatima.client, { names: ['Qasr Al Bahr Contracting LLC'], caseId: ref.case })).body.matches).not.toContainEqual(expect.objectContaining({ caseId: ref.case }));
    // the added opponent is the firm's client
    const added = { name: 'ليلى حداد للديكور', role: 'Defendant', contactInfo: '' };
    const checked = await check(fatima.client, { names: [added.name], caseId: ref.case });
    const matches = checked.body.matches as Match[];
    expect(matches).toEqual([expect.objectContaining({ kind: 'client', id: String(ref.client) })]);
    const edit = await fatima.client.put(`/api/cases/${ref.case}`, { titleEn: c.titleEn, titleAr: c.titleAr, status: c.status, priority: c.priority, defendants: [...c.defendants, added], version: c.version });
    expect(edit.status, edit.text).toBe(200);
    const ok = await fatima.client.post(`/api/cases/${ref.case}/conflict-overrides`, overrideOf(matches, 'Client consents in writing to the joinder', [added.name]));
    expect(ok.status, ok.text).toBe(201);
    const entry = (await historyOf(fatima.client, `case-${ref.case}`)).find((h) => h.type === 'ConflictOverridden');
    expect(entry).toMatchObject({ who: { nameEn: 'Fatima Al Zaabi', nameAr: 'فاطمة الزعابي' }, summaryEn: 'Went ahead despite a possible conflict of interest' });
    expect(entry!.changes).toContainEqual(expect.objectContaining({ field: 'matches', afterEn: expect.stringContaining('Layla Haddad Interiors (client)'), afterAr: expect.stringContaining('ليلى حداد للديكور (عميل): ') }));
    expect(entry!.changes).toContainEqual(expect.objectContaining({ field: 'checkedNames', labelAr: 'الأسماء التي تم فحصها' }));
    // the case is edited again from what it reads now
    const now = (await fatima.client.get(`/api/cases/${ref.case}`)).body;
    const again = await fatima.client.put(`/api/cases/${ref.case}`, { titleEn: now.titleEn, titleAr: now.titleAr, status: now.status, priority: 'high', version: now.version });
    expect(again.status, again.text).toBe(200);
  });
});
