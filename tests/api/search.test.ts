import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courtDayFor } from '@lawfirm/contracts';
import { isolated } from '../support/bidi.js';
import { api, login, type RunningServer } from '../support/server.js';
import { startSeededFirm } from '../support/seededFirm.js';

let server: RunningServer;
let admin: ReturnType<typeof api>;
let fatima: Awaited<ReturnType<typeof login>>;
let omar: Awaited<ReturnType<typeof login>>;
const ref: Record<string, number> = {};
let fatimasCase: { id: number; caseNumber: string };
let omarsCase: { id: number; caseNumber: string };

const toArabicDigits = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
type Hit = { kind: string; id: number | string; titleEn: string; titleAr: string; subtitleEn: string; subtitleAr: string; url: string };
const search = async (who: ReturnType<typeof api>, q: string, limit?: number) => {
  const res = await who.get(`/api/search?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`);
  expect(res.status, res.text).toBe(200);
  return res.body as Hit[];
};

beforeAll(async () => {
  ({ server, admin, fatima, omar } = await startSeededFirm());
  ref.region = (await admin.get('/api/regions')).body.find((r: { code: string }) => r.code === 'DXB').id;
  const court = await admin.post('/api/courts', {
    nameEn: 'Dubai Court of Rent Disputes', nameAr: 'محكمة دبي لفض المنازعات الإيجارية', typeEn: 'Rent', typeAr: 'إيجارات',
    locationEn: 'Al Garhoud, Dubai', locationAr: 'القرهود، دبي', regionId: ref.region, isActive: true,
  });
  expect(court.status, court.text).toBe(201);
  ref.court = court.body.id;
  const client = await admin.post('/api/clients', { clientId: 'CLI-SRCH-01', fullNameEn: 'Ahmed Al Mansouri Trading', fullNameAr: 'أحمد المنصوري للتجارة', phone: '+971 50 123 4567', nationalId: '784-1980-1234567-1' });
  expect(client.status, client.text).toBe(201);
  ref.client = client.body.id;
  ref.caseType = (await admin.post('/api/case-settings/enhanced-case-types', { nameEn: 'Rent claim', nameAr: 'دعوى إيجار', caseCategory: 'Civil' })).body.id;
  const open = async (who: typeof fatima, titleEn: string, titleAr: string) => {
    const res = await who.client.post('/api/cases', {
      titleEn, titleAr, caseTypeId: ref.caseType, regionId: ref.region, courtId: ref.court, districtId: 0,
      plaintiffs: [{ clientId: ref.client, role: 'Plaintiff', type: 'client' }], defendants: [{ name: 'Gulf Warehousing LLC', role: 'Defendant', contactInfo: '' }],
      lawyerIds: [who.user.id], status: 'active', priority: 'high', caseNumber: '', isDraft: false,
    });
    expect(res.status, res.text).toBe(201);
    return res.body as { id: number; caseNumber: string };
  };
  fatimasCase = await open(fatima, 'Warehouse lease dispute', 'نزاع إيجار المستودع');
  omarsCase = await open(omar, 'Showroom lease dispute', 'نزاع إيجار صالة العرض');
});
afterAll(async () => {
  await server?.stop();
});

describe('GET /api/search', () => {
  it('"احمد" finds "أحمد المنصوري": the client for the admin, the client\'s case for its lawyer', async () => {
    const hits = await search(admin, 'احمد');
    expect(hits).toContainEqual(expect.objectContaining({ kind: 'clients', id: ref.client, titleAr: 'أحمد المنصوري للتجارة', titleEn: 'Ahmed Al Mansouri Trading' }));
    expect(await search(fatima.client, 'احمد المنصوري')).toContainEqual(expect.objectContaining({ kind: 'cases', id: fatimasCase.id, url: `/lawyer/cases/${fatimasCase.id}` }));
  });

  it('"محكمه" finds the cases heard at "محكمة دبي ..."', async () => {
    const hits = await search(fatima.client, 'محكمه دبي');
    expect(hits).toContainEqual(expect.objectContaining({ kind: 'cases', id: fatimasCase.id, titleAr: 'نزاع إيجار المستودع' }));
    expect(hits.find((h) => h.id === fatimasCase.id)!.subtitleAr).toContain('محكمة دبي');
  });

  it('a case number typed in Arabic-Indic digits finds the case, first', async () => {
    expect(fatimasCase.caseNumber).toMatch(/^\d{4}\/\d{4}$/);
    const hits = await search(fatima.client, toArabicDigits(fatimasCase.caseNumber));
    expect(hits[0]).toMatchObject({ kind: 'cases', id: fatimasCase.id });
  });

  it('a case number is found by its serial in any common writing: 0003, 3/2026, 2026/3, Arabic-Indic digits', async () => {
    const [year, serial] = fatimasCase.caseNumber.split('/');
    const bare = String(Number(serial));
    for (const q of [serial, `${bare}/${year}`, `${year}/${bare}`, toArabicDigits(`${bare}/${year}`), toArabicDigits(serial)]) {
      const hits = await search(fatima.client, q);
      expect(hits[0], q).toMatchObject({ kind: 'cases', id: fatimasCase.id });
    }
  });

  it('an Arabic title typed without hamza finds the case; English is case- and accent-insensitive, with prefixes', async () => {
    expect((await search(fatima.client, 'ايجار المستودع')).map((h) => h.id)).toContain(fatimasCase.id);
    expect((await search(fatima.client, 'WAREHÔUSE lea')).map((h) => h.id)).toContain(fatimasCase.id);
  });

  it("a lawyer's search never returns another lawyer's case, nor what is filed on it", async () => {
    const fatimas = await search(fatima.client, 'lease dispute', 100);
    expect(fatimas.map((h) => h.id)).toContain(fatimasCase.id);
    expect(fatimas.filter((h) => h.kind === 'cases' && h.id === omarsCase.id)).toEqual([]);
    expect(fatimas.filter((h) => h.url.startsWith(`/lawyer/cases/${omarsCase.id}`))).toEqual([]);
    expect(await search(fatima.client, toArabicDigits(omarsCase.caseNumber))).toEqual([]);
    expect((await search(omar.client, 'lease dispute', 100)).map((h) => h.id)).toContain(omarsCase.id);
    // lawyers find the firm's clients as their client directory shows them: by name or client number, opening the directory,
    // never by the phone or Emirates ID the directory does not show them; never the staff
    for (const q of ['CLI-SRCH-01', 'احمد المنصوري للتجاره', 'Mansouri Trading'])
      expect((await search(fatima.client, q)).filter((h) => h.kind === 'clients'), q).toEqual([{ kind: 'clients', id: ref.client, titleEn: 'Ahmed Al Mansouri Trading', titleAr: 'أحمد المنصوري للتجارة', subtitleEn: 'CLI-SRCH-01', subtitleAr: 'CLI-SRCH-01', url: '/lawyer/clients' }]);
    for (const q of ['+971 50 123 4567', '784-1980-1234567-1']) expect((await search(fatima.client, q)).filter((h) => h.kind === 'clients'), q).toEqual([]);
    expect((await search(fatima.client, 'Fatima')).filter((h) => h.kind === 'employees')).toEqual([]);
    // the admin finds both
    const all = (await search(admin, 'lease dispute', 100)).filter((h) => h.kind === 'cases').map((h) => h.id);
    expect(all).toEqual(expect.arrayContaining([fatimasCase.id, omarsCase.id]));
  });

  it('answers grouped by kind, cases before clients; a renamed case is found by its new title only', async () => {
    const hits = await search(admin, 'احمد المنصوري');
    const kinds = hits.map((h) => h.kind);
    expect(kinds.lastIndexOf('cases')).toBeLessThan(kinds.indexOf('clients'));
    const version = (await fatima.client.get(`/api/lawyer/cases/${fatimasCase.id}`)).body.version;
    const revised = await fatima.client.put(`/api/cases/${fatimasCase.id}`, { status: 'active', priority: 'high', titleEn: 'Cold store lease dispute', titleAr: 'نزاع إيجار المخزن المبرد', version });
    expect(revised.status, revised.text).toBeLessThan(300);
    expect((await search(fatima.client, 'cold store')).map((h) => h.id)).toContain(fatimasCase.id);
    expect((await search(fatima.client, 'warehouse')).map((h) => h.id)).not.toContain(fatimasCase.id);
  });

  it("a hearing is found by its case's title and by its own hall, after its case; never by another lawyer", async () => {
    const scheduled = await omar.client.post(`/api/lawyer/cases/${omarsCase.id}/hearings`, { hearingDate: '2027-01-12', hearingTime: '10:00 AM', hallName: 'Hall Zafaranah', rollNumber: 'R-SRCH-9', whatIsRequested: 'Expert report' });
    expect(scheduled.status, scheduled.text).toBe(201);
    const hearing = { kind: 'hearings', id: scheduled.body.id, url: `/lawyer/cases/${omarsCase.id}/hearings/${scheduled.body.id}` };
    // the case's Arabic title typed with ه for ة: the case, then its hearing
    const byTitle = await search(omar.client, 'صاله العرض');
    expect(byTitle.map((h) => `${h.kind}:${h.id}`)).toEqual([`cases:${omarsCase.id}`, `hearings:${scheduled.body.id}`]);
    // named by its day and time as the console writes them, each part isolated and the whole in its
    // language's direction (safe in any client's line); the subtitle's parts alike
    expect(byTitle[1]).toMatchObject({
      ...hearing, titleEn: `\u2066${isolated('Jan 12, 2027')} · ${isolated('10:00 AM')}\u2069`, titleAr: `\u2067${isolated(courtDayFor('2027-01-12', 'ar', { hijri: true }))} · ${isolated('10:00 ص')}\u2069`,
      subtitleEn: expect.stringContaining(isolated('Showroom lease dispute')),
    });
    expect(byTitle[1].subtitleAr.startsWith('\u2067')).toBe(true);
    expect(await search(omar.client, 'zafaranah')).toEqual([expect.objectContaining(hearing)]);
    expect(await search(admin, 'showroom lease')).toContainEqual(expect.objectContaining(hearing));
    expect(await search(fatima.client, 'zafaranah')).toEqual([]);
    expect((await search(fatima.client, 'showroom lease', 100)).filter((h) => h.kind === 'hearings')).toEqual([]);
  });

  it("a renamed client's case and file are found by the client's new name, not the old, by the admin and by their lawyer", async () => {
    const made = await admin.post('/api/clients', { clientId: 'CLI-SRCH-02', fullNameEn: 'Khalid Al Nuaimi Holdings', fullNameAr: 'خالد النعيمي القابضة', phone: '+971 50 765 4321', hasInitiationAgreement: true });
    expect(made.status, made.text).toBe(201);
    const opened = await fatima.client.post('/api/cases', {
      titleEn: 'Port storage fees', titleAr: 'رسوم تخزين الميناء', caseTypeId: ref.caseType, regionId: ref.region, courtId: ref.court, districtId: 0,
      plaintiffs: [{ clientId: made.body.id, role: 'Plaintiff', type: 'client' }], defendants: [{ name: 'Jebel Ali Stevedoring', role: 'Defendant', contactInfo: '' }],
      lawyerIds: [fatima.user.id], status: 'active', priority: 'medium', caseNumber: '', isDraft: false,
    });
    expect(opened.status, opened.text).toBe(201);
    const department = (await admin.get('/api/case-settings/departments')).body[0].id;
    const office = (await admin.get('/api/branches')).body[0].id;
    const file = await fatima.client.post('/api/lawyer/files', {
      subject: 'Storage fee recovery', caseDirection: 'for', clientId: made.body.id, departmentId: department, officeId: office,
      responsibleLawyers: [{ id: fatima.user.id, role: 'responsible' }],
    });
    expect(file.status, file.text).toBe(201);
    const kase = `cases:${opened.body.id}`;
    const itsFile = `files:${file.body.id}`;
    const found = async (who: ReturnType<typeof api>, q: string) => (await search(who, q, 100)).map((h) => `${h.kind}:${h.id}`);
    // before: the client's old names find both
    for (const who of [admin, fatima.client]) {
      expect(await found(who, 'Khalid Nuaimi')).toEqual(expect.arrayContaining([kase, itsFile]));
      expect(await found(who, 'خالد النعيمي')).toEqual(expect.arrayContaining([kase, itsFile]));
    }

    const client = (await admin.get(`/api/clients/${made.body.id}`)).body;
    const renamed = await admin.put(`/api/clients/${made.body.id}`, { ...client, fullNameEn: 'Salem Al Ketbi Group', fullNameAr: 'مجموعة سالم الكتبي', version: client.version });
    expect(renamed.status, renamed.text).toBeLessThan(300);
    for (const who of [admin, fatima.client]) {
      expect(await found(who, 'Salem Ketbi')).toEqual(expect.arrayContaining([kase, itsFile]));
      expect(await found(who, 'سالم الكتبي')).toEqual(expect.arrayContaining([kase, itsFile]));
      expect(await found(who, 'Khalid Nuaimi')).not.toContain(kase);
      expect(await found(who, 'Khalid Nuaimi')).not.toContain(itsFile);
      expect(await found(who, 'خالد النعيمي')).not.toContain(kase);
      expect(await found(who, 'خالد النعيمي')).not.toContain(itsFile);
    }
    // the file's line under its title names the client as now
    const hit = (await search(admin, 'Salem Ketbi', 100)).find((h) => h.kind === 'files' && h.id === file.body.id);
    expect(hit).toMatchObject({ subtitleEn: expect.stringContaining('Salem Al Ketbi Group'), subtitleAr: expect.stringContaining('مجموعة سالم الكتبي') });
  });

  it("a renamed court's cases and their hearings are found by its new name, not the old, and say it under their titles", async () => {
    const court = (await admin.get('/api/courts')).body.find((c: { id: number }) => c.id === ref.court);
    const renamed = await admin.put(`/api/courts/${ref.court}`, { ...court, nameEn: 'Dubai Tenancy Tribunal', nameAr: 'محكمة دبي للإيجارات', version: court.version });
    expect(renamed.status, renamed.text).toBeLessThan(300);
    // Omar's case and the hearing scheduled on it above
    const hits = await search(omar.client, 'tenancy tribunal', 100);
    const onOmarsCase = hits.filter((h) => h.url.startsWith(`/lawyer/cases/${omarsCase.id}`));
    expect(onOmarsCase.map((h) => h.kind).sort()).toEqual(['cases', 'hearings']);
    for (const h of onOmarsCase) expect(h, h.kind).toMatchObject({ subtitleEn: expect.stringContaining('Dubai Tenancy Tribunal'), subtitleAr: expect.stringContaining('محكمة دبي للإيجارات') });
    expect((await search(omar.client, 'rent disputes', 100)).filter((h) => h.url.startsWith(`/lawyer/cases/${omarsCase.id}`))).toEqual([]);
  });

  it('refuses a blank query and a wrong limit in both languages', async () => {
    const blank = await admin.get('/api/search?q=%20%20');
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ code: 'validation_failed', message: 'Type what you are looking for', messageAr: 'اكتب ما تبحث عنه' });
    const limit = await admin.get('/api/search?q=dubai&limit=0');
    expect(limit.status).toBe(400);
    expect(limit.body).toMatchObject({ code: 'validation_failed', message: expect.stringContaining('1 to 100'), messageAr: expect.stringContaining('100') });
    expect((await search(admin, 'dubai', 2)).length).toBeLessThanOrEqual(2);
  });
});

describe('conflict check', () => {
  it('reports an opponent named like an existing client, and a client named like an existing opponent, with why', async () => {
    // a new case whose opponent is the firm's own client, typed without hamza
    const res = await fatima.client.post('/api/conflicts/check', { record: 'case', names: ['احمد المنصوري للتجارة'] });
    expect(res.status, res.text).toBe(200);
    expect(res.body.matches).toContainEqual(expect.objectContaining({
      kind: 'client', id: String(ref.client), nameEn: 'Ahmed Al Mansouri Trading', nameAr: 'أحمد المنصوري للتجارة',
      reasons: [expect.objectContaining({ field: 'name', en: expect.stringContaining('Ahmed Al Mansouri Trading'), ar: expect.stringContaining('أحمد المنصوري للتجارة') })],
    }));
    // a new client who is an opponent in the firm's cases (English, another case, "LLC" left out)
    const opponent = (await admin.post('/api/conflicts/check', { record: 'client', names: ['gulf warehousing'] })).body.matches;
    expect(opponent).toContainEqual(expect.objectContaining({ kind: 'opponent', caseId: fatimasCase.id, caseNumber: fatimasCase.caseNumber, nameEn: 'Gulf Warehousing LLC' }));
    expect(opponent).toContainEqual(expect.objectContaining({ kind: 'opponent', caseId: omarsCase.id }));
    // by Emirates ID and phone, whatever the name
    const byId = (await admin.post('/api/conflicts/check', { record: 'client', names: ['Someone Else'], nationalId: '784198012345671', phone: '050 123 4567' })).body.matches;
    expect(byId).toEqual([expect.objectContaining({ kind: 'client', id: String(ref.client), reasons: [expect.objectContaining({ field: 'nationalId' }), expect.objectContaining({ field: 'phone' })] })]);
    // one common first name alone is no match
    expect((await admin.post('/api/conflicts/check', { record: 'client', names: ['Gulf'] })).body.matches).toEqual([]);
  });

  it('refuses a check without a name in both languages', async () => {
    const res = await admin.post('/api/conflicts/check', { record: 'client', names: ['  '] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_failed', message: 'Give at least one name to check', messageAr: 'أدخل اسماً واحداً على الأقل للتحقق منه' });
  });

  it("an override is recorded with who, which match and why, and the case's History shows it", async () => {
    const checked = { names: ['احمد المنصوري للتجارة'] };
    const blank = await fatima.client.post(`/api/cases/${fatimasCase.id}/conflict-overrides`, { reason: ' ', ...checked });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('اذكر سبب المتابعة');
    expect((await omar.client.post(`/api/cases/${fatimasCase.id}/conflict-overrides`, { reason: 'Mine', ...checked })).status).toBe(403);
    const ok = await fatima.client.post(`/api/cases/${fatimasCase.id}/conflict-overrides`, { reason: 'Former client, matter closed in 2019; written consent on file', ...checked });
    expect(ok.status, ok.text).toBe(201);
    const history = (await fatima.client.get(`/api/audit/streams/case-${fatimasCase.id}`)).body as Record<string, any>[];
    const override = history.find((h) => h.type === 'ConflictOverridden');
    expect(override).toMatchObject({
      who: { nameEn: 'Fatima Al Zaabi', nameAr: 'فاطمة الزعابي' },
      summaryEn: 'Went ahead despite a possible conflict of interest', summaryAr: 'تمت المتابعة رغم احتمال تعارض المصالح',
      commandEn: 'Override conflict check', commandAr: 'تجاوز فحص تعارض المصالح',
    });
    expect(override!.changes).toContainEqual(expect.objectContaining({ field: 'reason', labelAr: 'السبب', afterEn: 'Former client, matter closed in 2019; written consent on file' }));
    expect(override!.changes).toContainEqual(expect.objectContaining({ field: 'matches', afterEn: expect.stringContaining('Ahmed Al Mansouri Trading (client)'), afterAr: expect.stringContaining('أحمد المنصوري للتجارة (عميل)') }));
    // and the firm's audit log
    const audit = await admin.get(`/api/audit/events?filter=${encodeURIComponent(JSON.stringify({ type: 'ConflictOverridden' }))}`);
    expect(audit.status, audit.text).toBe(200);
    expect(audit.body).toContainEqual(expect.objectContaining({ type: 'ConflictOverridden' }));
  });
});
