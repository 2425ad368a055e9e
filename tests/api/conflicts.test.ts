import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, login, readAfterWrites, type RunningServer } from '../support/server.js';
import { startSeededFirm } from '../support/seededFirm.js';
import { isolated } from '../support/bidi.js';

// The conflict check when a client is created, a file opened and opponents added in Edit Case, and
// the override (who, which matches, why) on the record's own stream: its History and the audit log.
let server: RunningServer;
let admin: ReturnType<typeof api>;
let fatima: Awaited<ReturnType<typeof login>>;
let omar: Awaited<ReturnType<typeof login>>;
const ref: Record<string, number> = {};
type Match = { kind: string; id: string; restricted: boolean; nameEn: string; nameAr: string; caseId: number | null; caseNumber: string | null; reasons: { field: string; en: string; ar: string }[] };
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
    const checked = await check(admin, { record: 'client', names: ['QASR AL BAHR CONTRACTING', 'قصر البحر للمقاولات'], phone: '050 000 0000' });
    expect(checked.status, checked.text).toBe(200);
    const matches = checked.body.matches as Match[];
    expect(matches).toEqual([expect.objectContaining({ kind: 'opponent', id: `${ref.case}:0`, nameEn: 'Qasr Al Bahr Contracting LLC', caseId: ref.case })]);
    expect(matches[0].reasons[0]).toMatchObject({ en: expect.stringContaining('opponent in case'), ar: expect.stringContaining('يطابق خصماً في القضية') });
    // going ahead: the client is created, then the override is recorded on it
    const created = await admin.post('/api/clients', { clientId: 'CLI-CNF-02', fullNameEn: 'Qasr Al Bahr Contracting', fullNameAr: 'قصر البحر للمقاولات', phone: '050 000 0000' });
    expect(created.status, created.text).toBe(201);
    const subject = { names: ['QASR AL BAHR CONTRACTING', 'قصر البحر للمقاولات'], phone: '050 000 0000' };
    const blank = await admin.post(`/api/clients/${created.body.id}/conflict-overrides`, { ...subject, reason: '  ' });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('اذكر سبب المتابعة');
    // lawyers do not create clients
    expect((await fatima.client.post(`/api/clients/${created.body.id}/conflict-overrides`, { ...subject, reason: 'Mine' })).status).toBe(403);
    // what is recorded is the server's own check of what was checked: matches in the body are not taken
    const forged = [{ kind: 'client', id: '999', nameEn: 'Someone else', nameAr: 'شخص آخر', why: 'made up', whyAr: 'مختلق' }];
    const ok = await admin.post(`/api/clients/${created.body.id}/conflict-overrides`, { ...subject, matches: forged, reason: 'The opponent was the contractor; this is its parent company' });
    expect(ok.status, ok.text).toBe(201);
    const entry = (await historyOf(admin, `client-${created.body.id}`)).find((h) => h.type === 'ConflictOverridden');
    expect(entry).toMatchObject({ summaryEn: 'Went ahead despite a possible conflict of interest', summaryAr: 'تمت المتابعة رغم احتمال تعارض المصالح', commandEn: 'Override conflict check', commandAr: 'تجاوز فحص تعارض المصالح' });
    expect(entry!.changes).toContainEqual(expect.objectContaining({ field: 'reason', afterEn: 'The opponent was the contractor; this is its parent company' }));
    expect(entry!.changes).toContainEqual(expect.objectContaining({ field: 'matches', afterEn: expect.stringContaining('Qasr Al Bahr Contracting LLC (opponent)'), afterAr: expect.stringContaining('(خصم): ') }));
    expect(entry!.changes.map((c: { field: string }) => c.field)).not.toContain('clientRecordId');
    expect(JSON.stringify(entry)).not.toContain('Someone else');
    // the new client itself is not a conflict with itself
    expect(ok.body.matches.map((m: { id: string }) => m.id)).toEqual([`${ref.case}:0`]);
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
    const checked = await check(omar.client, { record: 'file', clientId: linked.body.id });
    const matches = checked.body.matches as Match[];
    // Omar is not on Fatima's case: he is told there is a possible conflict and whom to ask, nothing of the case
    expect(matches).toEqual([expect.objectContaining({ kind: 'opponent', restricted: true, nameEn: '', caseId: null, caseNumber: null, reasons: [expect.objectContaining({ field: 'phone', en: 'A possible conflict with a record you cannot open: ask Fatima Al Zaabi or an administrator' })] })]);
    expect(JSON.stringify(matches)).not.toMatch(/Qasr|قصر|555 0101|Fit-out/);
    const file = await omar.client.post('/api/lawyer/files', {
      subject: 'Holding company restructuring', caseDirection: 'for', clientId: linked.body.id, departmentId: ref.department, officeId: ref.office,
      responsibleLawyers: [{ id: omar.user.id, role: 'responsible' }],
    });
    expect(file.status, file.text).toBe(201);
    // a lawyer not on the file may not override on it
    expect((await fatima.client.post(`/api/lawyer/files/${file.body.id}/conflict-overrides`, { clientId: linked.body.id, reason: 'Not mine' })).status).toBe(403);
    const ok = await omar.client.post(`/api/lawyer/files/${file.body.id}/conflict-overrides`, { clientId: linked.body.id, reason: 'Same switchboard number, unrelated companies' });
    expect(ok.status, ok.text).toBe(201);
    const entry = (await historyOf(omar.client, `file-${file.body.id}`)).find((h) => h.type === 'ConflictOverridden');
    expect(entry).toMatchObject({ who: { nameEn: 'Omar Haddad' }, summaryAr: 'تمت المتابعة رغم احتمال تعارض المصالح' });
    expect(entry!.changes).toContainEqual(expect.objectContaining({ field: 'reason', labelEn: 'Reason', labelAr: 'السبب', afterEn: 'Same switchboard number, unrelated companies' }));
    // recorded as Omar was shown it: whom to ask, not the case he may not open
    expect(entry!.changes).toContainEqual(expect.objectContaining({ field: 'matches', afterEn: expect.stringContaining('A possible conflict with a record you cannot open: ask Fatima Al Zaabi') }));
    expect(JSON.stringify(entry)).not.toMatch(/Qasr|Fit-out/);
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
    expect((await check(fatima.client, { record: 'case', names: ['Qasr Al Bahr Contracting LLC'], caseId: ref.case })).body.matches).not.toContainEqual(expect.objectContaining({ caseId: ref.case }));
    // the added opponent is the firm's client
    const added = { name: 'ليلى حداد للديكور', role: 'Defendant', contactInfo: '' };
    const checked = await check(fatima.client, { record: 'case', names: [added.name], caseId: ref.case });
    const matches = checked.body.matches as Match[];
    // Fatima's own case's client: she may open it
    expect(matches).toEqual([expect.objectContaining({ kind: 'client', id: String(ref.client), restricted: false, nameEn: 'Layla Haddad Interiors' })]);
    const edit = await fatima.client.put(`/api/cases/${ref.case}`, { titleEn: c.titleEn, titleAr: c.titleAr, status: c.status, priority: c.priority, defendants: [...c.defendants, added], version: c.version });
    expect(edit.status, edit.text).toBe(200);
    const ok = await fatima.client.post(`/api/cases/${ref.case}/conflict-overrides`, { names: [added.name], reason: 'Client consents in writing to the joinder' });
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

/** an admin account whose role holds `permissions`, signed in */
async function adminWith(username: string, permissions: Record<string, string[]>) {
  const roleId = (await admin.post('/api/roles', { nameEn: `Role ${username}`, nameAr: `دور ${username}`, permissions })).body.id;
  const made = await admin.post('/api/users', { username, email: `${username}@firm.ae`, password: 'Checker#2026', fullNameEn: `Checker ${username}`, fullNameAr: `مدقق ${username}`, roleId });
  expect(made.status, made.text).toBe(201);
  return (await login(server.url, username, 'Checker#2026')).client;
}

describe('a conflict check reveals nothing the caller could not open', () => {
  it('is refused to whoever may not create or change the record checked for', async () => {
    const none = await adminWith('norole', {});
    for (const record of ['client', 'file', 'case']) expect((await check(none, { record, phone: '+971 4 555 0101', names: ['Qasr Al Bahr'] })).status).toBe(403);
    // lawyers open files and cases, never clients
    expect((await check(omar.client, { record: 'client', names: ['Qasr Al Bahr Contracting'] })).status).toBe(403);
    // what is checked for must be said
    const unsaid = await check(admin, { names: ['Qasr Al Bahr Contracting'] });
    expect(unsaid.status).toBe(400);
    expect(unsaid.body.errors).toContainEqual(expect.objectContaining({ field: 'record', messageAr: expect.stringMatching(/[\u0600-\u06FF]/) }));
  });

  it("names no client, opponent, case, Emirates ID or phone the caller may not open, only whom to ask", async () => {
    // an admin who adds clients but does not view cases: an opponent's phone says whom to ask
    const clerk = await adminWith('clerk', { clients: ['view', 'add'] });
    const byPhone = (await check(clerk, { record: 'client', names: ['Unrelated Trading'], phone: '04 555 0101' })).body.matches as Match[];
    // (the client Bahr Holdings, with the same number, the clerk may open: it is named)
    expect(byPhone.filter((m) => !m.restricted)).toEqual([expect.objectContaining({ kind: 'client', nameEn: 'Bahr Holdings' })]);
    expect(byPhone.filter((m) => m.restricted)).toEqual([{ kind: 'opponent', id: 'restricted-1', restricted: true, nameEn: '', nameAr: '', caseId: null, caseNumber: null, caseTitleEn: null, caseTitleAr: null,
      reasons: [{ field: 'phone', en: 'A possible conflict with a record you cannot open: ask Fatima Al Zaabi or an administrator', ar: `تعارض محتمل مع سجل لا يمكنك فتحه: اسأل ${isolated('فاطمة الزعابي')} أو أحد المسؤولين` }] }]);
    // a lawyer checking a case's opponent by the Emirates ID of a client of another lawyer's case
    const saeed = await admin.post('/api/clients', { clientId: 'CLI-CNF-04', fullNameEn: 'Saeed Al Mansoori', fullNameAr: 'سعيد المنصوري', nationalId: '784-1985-7654321-1', phone: '+971 50 765 4321' });
    expect(saeed.status, saeed.text).toBe(201);
    const byId = (await check(omar.client, { record: 'case', names: ['S. Mansoori'], nationalId: '784198576543211' })).body.matches as Match[];
    expect(byId).toEqual([expect.objectContaining({ kind: 'client', restricted: true, reasons: [expect.objectContaining({ field: 'nationalId', en: 'A possible conflict with a record you cannot open: ask an administrator' })] })]);
    const byClientPhone = (await check(omar.client, { record: 'case', names: ['Someone'], phone: '0507654321' })).body.matches as Match[];
    expect(byClientPhone).toEqual([expect.objectContaining({ kind: 'client', restricted: true, reasons: [expect.objectContaining({ field: 'phone' })] })]);
    for (const answer of [byPhone.filter((m) => m.restricted), byId, byClientPhone]) expect(JSON.stringify(answer)).not.toMatch(/Saeed|سعيد|Mansoori|Qasr|قصر|Fit-out|784|555|765|"\d+:\d+"/);
    // an admin who views clients and cases sees what matched, as before
    const partner = await adminWith('partner', { clients: ['view', 'add'], cases: ['view'] });
    expect((await check(partner, { record: 'client', names: ['Unrelated Trading'], phone: '04 555 0101' })).body.matches).toContainEqual(
      expect.objectContaining({ kind: 'opponent', restricted: false, nameEn: 'Qasr Al Bahr Contracting LLC', caseId: ref.case }),
    );
  });

  it('is recorded in the audit log, and throttled per account', async () => {
    const audit = await admin.get(`/api/audit/events?filter=${encodeURIComponent(JSON.stringify({ type: 'ConflictChecked' }))}`);
    expect(audit.status, audit.text).toBe(200);
    expect(audit.body).toContainEqual(expect.objectContaining({ stream: `conflict-checks-employee-${omar.user.id}`, summaryEn: 'Checked for a conflict of interest', recordEn: 'Conflict checks of Omar Haddad' }));
    // a hundred checks go through at once; the next waits, said in both languages, and other accounts are not held up
    const burst = await adminWith('burst', { clients: ['add'] });
    let refused: Awaited<ReturnType<typeof check>> | undefined;
    for (let i = 0; i < 110 && !refused; i++) {
      const res = await burst.post('/api/conflicts/check', { record: 'client', names: [`Name ${i}`] });
      if (res.status === 429) refused = res;
      else expect(res.status, res.text).toBe(200);
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused!.body).toMatchObject({ message: expect.stringContaining('Too many conflict checks'), messageAr: expect.stringMatching(/[\u0600-\u06FF]/) });
    expect((await check(admin, { record: 'client', names: ['Another name'] })).status).toBe(200);
  });
});

describe('a conflict check compares what people mean', () => {
  it('matches a company whatever way its legal form is written, in both scripts', async () => {
    // the seed's client "Emirates Trading LLC" / "الإمارات للتجارة ذ.م.م"
    for (const name of ['Emirates Trading L.L.C.', 'EMIRATES TRADING', 'شركة الامارات للتجارة ش.ذ.م.م']) {
      const matches = (await check(admin, { record: 'client', names: [name] })).body.matches as Match[];
      expect(matches, name).toContainEqual(expect.objectContaining({ kind: 'client', nameEn: 'Emirates Trading LLC', reasons: [expect.objectContaining({ field: 'name' })] }));
    }
  });

  it("checks a case's chosen client against the firm's other cases, where it may be the opponent", async () => {
    // the seed's "Gulf Supplies LLC" is the opponent in two of Fatima's cases; now it comes to the firm as a client
    const gulf = await admin.post('/api/clients', { clientId: 'CLI-CNF-05', fullNameEn: 'Gulf Supplies L.L.C', fullNameAr: 'إمدادات الخليج ذ.م.م', phone: '+971 4 888 0101' });
    expect(gulf.status, gulf.text).toBe(201);
    const matches = (await check(fatima.client, { record: 'case', names: ['Someone Unrelated'], clientIds: [gulf.body.id] })).body.matches as Match[];
    expect(matches.filter((m) => m.kind === 'opponent' && m.nameEn === 'Gulf Supplies LLC').length).toBeGreaterThanOrEqual(2);
    // never reported against itself
    expect(matches.map((m) => m.id)).not.toContain(String(gulf.body.id));
  });
});
