import { describe, expect, it } from 'vitest';
import { addDays, bilingual } from '@lawfirm/contracts';
import { billingFirmForSuite, daysAgo, ok, type BillingFirm } from '../support/billing.js';

/**
 * What a lawyer may record time on, over HTTP on the seeded firm (GET /api/billing/matters, the
 * console's one picker): their cases, their files, their consultations not cancelled, and nobody
 * else's; found by number or title in either language, by kind, and by ids as react-admin's
 * getMany asks; paged; refused to an administrator as recording time is. The rate that applies on
 * a file or a consultation is the client's (GET /api/billing/rates/applicable), asked about one
 * matter only, and is the one time recorded there without a rate takes; the time entries list
 * filters by the matter's kind and sorts by its number.
 */
type Rec = Record<string, any>;
let f: BillingFirm;
let omarId: number;
let fatimaId: number;
/** what the suite makes: a client with a rate of its own, Omar's file and consultations for it, Fatima's file and consultation */
const made = { client: 0, otherClient: 0, omarsFile: {} as Rec, fatimasFile: {} as Rec, held: 0, earlier: 0, noService: 0, cancelled: 0, fatimasConsultation: 0 };
let service: Rec;

const arabic = /[\u0600-\u06FF]/;
const matters = async (who: BillingFirm['omar'], query: Rec = {}) => {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]));
  const res = await who.get(`/api/billing/matters${params.size ? `?${params}` : ''}`);
  expect(res.status, res.text).toBe(200);
  return { rows: res.body as Rec[], range: res.headers.get('content-range') };
};
const ids = (rows: Rec[]) => rows.map((r) => r.id);

billingFirmForSuite(async (firm) => {
  f = firm;
  omarId = f.firm.omar.user.id;
  fatimaId = f.firm.fatima.user.id;
  const client = (n: string, en: string, ar: string) =>
    ok(`client ${en}`, f.admin.post('/api/clients', { clientId: `CLI-MAT-0${n}`, fullNameEn: en, fullNameAr: ar, phone: `+971 50 300 10${n}`, hasInitiationAgreement: true }), [201]);
  made.client = (await client('1', 'Qamar Marine Services', 'قمر للخدمات البحرية')).id;
  made.otherClient = (await client('2', 'Sahil Logistics', 'الساحل للخدمات اللوجستية')).id;
  const departmentId = (await ok('departments', f.admin.get('/api/case-settings/departments')))[0].id;
  const officeId = (await ok('offices', f.admin.get('/api/branches')))[0].id;
  const file = (who: BillingFirm['omar'], lawyerId: number, clientId: number, subject: string) =>
    ok(`file ${subject}`, who.post('/api/lawyer/files', { subject, caseDirection: 'for', clientId, departmentId, officeId, responsibleLawyers: [{ id: lawyerId, role: 'responsible' }] }), [201]);
  made.omarsFile = await file(f.omar, omarId, made.client, 'Vessel charter dispute');
  made.fatimasFile = await file(f.fatima, fatimaId, made.otherClient, 'Warehouse lease review');
  service = ((await ok('services', f.admin.get('/api/services'))) as Rec[]).find((s) => s.nameEn === 'Legal consultation')!;
  expect(service, 'the seeded Legal consultation service').toBeDefined();
  const consultation = async (lawyerId: number, clientId: number, scheduledDate: string, over: Rec = {}) =>
    (await ok(`consultation at ${scheduledDate}`, f.admin.post('/api/consultations', { clientId, lawyerId, serviceId: service.id, scheduledDate, duration: 60, ...over }), [201])).id as number;
  // 21:30 UTC is 01:30 the next day in Dubai: the consultation's day is the firm's, yesterday
  made.held = await consultation(omarId, made.client, `${daysAgo(2)}T21:30:00Z`);
  made.earlier = await consultation(omarId, made.client, `${daysAgo(6)}T06:00:00Z`);
  made.noService = await consultation(omarId, made.client, `${daysAgo(8)}T06:00:00Z`, { serviceId: null });
  made.cancelled = await consultation(omarId, made.client, `${daysAgo(3)}T06:00:00Z`, { status: 'cancelled' });
  made.fatimasConsultation = await consultation(fatimaId, made.otherClient, `${daysAgo(2)}T06:00:00Z`);
});

describe('the matters a lawyer records time on', () => {
  it("lists Omar's cases, then his files, then his consultations not cancelled, most recent first, each with its number, titles, day and clients", async () => {
    const { rows, range } = await matters(f.omar);
    expect(range).toBe(`matters 0-${rows.length - 1}/${rows.length}`);
    expect(new Set(ids(rows)).size).toBe(rows.length);
    // every case and file he is on (as his own lists give them, most recent first) and no other
    const cases = (await ok('his cases', f.omar.get('/api/lawyer/cases'))) as Rec[];
    const files = (await ok('his files', f.omar.get('/api/lawyer/files'))) as Rec[];
    expect(rows.filter((r) => r.kind === 'case').map((r) => r.matterId)).toEqual(cases.map((c) => c.id));
    expect(rows.filter((r) => r.kind === 'file').map((r) => r.matterId)).toEqual(files.map((x) => x.id));
    const kinds = rows.map((r) => r.kind);
    expect(kinds).toEqual([...kinds].sort((a, b) => ['case', 'file', 'consultation'].indexOf(a) - ['case', 'file', 'consultation'].indexOf(b)));

    expect(rows.find((r) => r.id === `case-${f.theCase.id}`)).toEqual({
      id: `case-${f.theCase.id}`, kind: 'case', matterId: f.theCase.id, number: f.theCase.caseNumber, titleEn: f.theCase.titleEn, titleAr: f.theCase.titleAr, day: null,
      clientIds: expect.arrayContaining([f.clientId]),
    });
    expect(rows.find((r) => r.id === `file-${made.omarsFile.id}`)).toEqual({
      id: `file-${made.omarsFile.id}`, kind: 'file', matterId: made.omarsFile.id, number: made.omarsFile.fileNumber, titleEn: 'Vessel charter dispute', titleAr: 'Vessel charter dispute', day: null, clientIds: [made.client],
    });
    const consultations = rows.filter((r) => r.kind === 'consultation');
    // the cancelled one is left out; the latest held first
    expect(consultations.map((r) => r.matterId)).toEqual(expect.arrayContaining([made.held, made.earlier, made.noService]));
    expect(consultations.map((r) => r.matterId)).not.toContain(made.cancelled);
    const order = consultations.map((r) => r.matterId).filter((id) => [made.held, made.earlier, made.noService].includes(id));
    expect(order).toEqual([made.held, made.earlier, made.noService]);
    expect(consultations.find((r) => r.matterId === made.held)).toEqual({
      id: `consultation-${made.held}`, kind: 'consultation', matterId: made.held, number: null, titleEn: 'Legal consultation', titleAr: service.nameAr, day: addDays(daysAgo(2), 1), clientIds: [made.client],
    });
    expect(consultations.find((r) => r.matterId === made.noService)).toMatchObject({ titleEn: null, titleAr: null, day: daysAgo(8) });
  });

  it("gives no lawyer another's case, file or consultation", async () => {
    const omars = ids((await matters(f.omar)).rows);
    const fatimas = ids((await matters(f.fatima)).rows);
    expect(omars).not.toContain(`file-${made.fatimasFile.id}`);
    expect(omars).not.toContain(`consultation-${made.fatimasConsultation}`);
    expect(fatimas).toContain(`file-${made.fatimasFile.id}`);
    expect(fatimas).toContain(`consultation-${made.fatimasConsultation}`);
    for (const id of [`case-${f.theCase.id}`, `file-${made.omarsFile.id}`, `consultation-${made.held}`, `consultation-${made.earlier}`]) expect(fatimas).not.toContain(id);
    // her cases are those she is on
    const hers = ((await ok('her cases', f.fatima.get('/api/lawyer/cases'))) as Rec[]).map((c) => `case-${c.id}`);
    expect(fatimas.filter((id) => id.startsWith('case-'))).toEqual(hers);
  });

  it('finds by number or title in either language, case-insensitively, and by kind', async () => {
    expect(ids((await matters(f.omar, { filter: { q: made.omarsFile.fileNumber.toLowerCase() } })).rows)).toEqual([`file-${made.omarsFile.id}`]);
    expect(ids((await matters(f.omar, { filter: { q: 'VESSEL charter' } })).rows)).toEqual([`file-${made.omarsFile.id}`]);
    expect(ids((await matters(f.omar, { filter: { q: f.theCase.titleAr } })).rows)).toContain(`case-${f.theCase.id}`);
    expect(ids((await matters(f.omar, { filter: { q: f.theCase.caseNumber } })).rows)).toContain(`case-${f.theCase.id}`);
    // a consultation by its service's names
    const byService = (await matters(f.omar, { filter: { q: service.nameAr } })).rows;
    expect(ids(byService)).toEqual(expect.arrayContaining([`consultation-${made.held}`, `consultation-${made.earlier}`]));
    expect(ids(byService)).not.toContain(`consultation-${made.noService}`);
    expect((await matters(f.omar, { filter: { q: 'Warehouse lease' } })).rows).toEqual([]);

    const files = (await matters(f.omar, { filter: { kind: 'file' } })).rows;
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((r) => r.kind === 'file')).toBe(true);
    const two = (await matters(f.omar, { filter: { kind: ['file', 'consultation'] } })).rows;
    expect(new Set(two.map((r) => r.kind))).toEqual(new Set(['file', 'consultation']));
    expect((await matters(f.omar, { filter: { kind: 'consultation', q: 'vessel' } })).rows).toEqual([]);
  });

  it("answers react-admin's getMany by ids (only the caller's own), and pages with range and Content-Range", async () => {
    const wanted = [`consultation-${made.held}`, `file-${made.omarsFile.id}`, `case-${f.theCase.id}`];
    // ra-data-simple-rest's getMany: filter {"id": [...]}, no range
    const { rows, range } = await matters(f.omar, { filter: { id: [...wanted, `file-${made.fatimasFile.id}`, 'case-999999'] } });
    expect(ids(rows)).toEqual([`case-${f.theCase.id}`, `file-${made.omarsFile.id}`, `consultation-${made.held}`]);
    expect(range).toBe('matters 0-2/3');

    const all = (await matters(f.omar)).rows;
    const page = await matters(f.omar, { range: [1, 2] });
    expect(page.rows).toEqual(all.slice(1, 3));
    expect(page.range).toBe(`matters 1-2/${all.length}`);
    const sorted = await matters(f.omar, { sort: ['number', 'DESC'], filter: { kind: 'file' } });
    const numbers = sorted.rows.map((r) => r.number);
    expect(numbers).toEqual([...numbers].sort().reverse());
  });

  it('refuses an administrator, as recording time does, in English and Arabic; a bad list parameter is a 400 on its name', async () => {
    const res = await f.admin.get('/api/billing/matters');
    const { en, ar } = bilingual('billing.timeIsLawyers');
    expect(res.status, res.text).toBe(403);
    expect(res.body).toMatchObject({ code: 'forbidden', message: en, messageAr: ar });
    for (const [param, value] of [['range', '[5,1]'], ['sort', '["clientIds","ASC"]'], ['filter', '{"kind":{"$ne":null}}']]) {
      const bad = await f.omar.get(`/api/billing/matters?${param}=${encodeURIComponent(value)}`);
      expect(bad.status, `${param}: ${bad.text}`).toBe(400);
      expect(bad.body.errors).toEqual([expect.objectContaining({ field: param, messageAr: expect.stringMatching(arabic) })]);
    }
  });
});

describe('the rate that applies on a file or a consultation', () => {
  it("is the client's rate for the file's and the consultation's client (a case's rate does not apply), read by the lawyer on it only", async () => {
    await ok('a case rate', f.admin.put('/api/billing/rates', { scope: 'case', scopeId: f.theCase.id, rate: '990.00' }));
    await ok("the client's rate", f.admin.put('/api/billing/rates', { scope: 'client', scopeId: made.client, rate: '777.50' }));
    expect(await ok('on his file', f.omar.get(`/api/billing/rates/applicable?fileId=${made.omarsFile.id}`))).toEqual({
      caseId: null, fileId: made.omarsFile.id, consultationId: null, lawyerId: omarId, rate: '777.50', scope: 'client', scopeId: made.client,
    });
    expect(await ok('on his consultation', f.omar.get(`/api/billing/rates/applicable?consultationId=${made.held}`))).toMatchObject({
      caseId: null, fileId: null, consultationId: made.held, rate: '777.50', scope: 'client', scopeId: made.client,
    });
    expect(await ok('on his case', f.omar.get(`/api/billing/rates/applicable?caseId=${f.theCase.id}`))).toMatchObject({ caseId: f.theCase.id, fileId: null, rate: '990.00', scope: 'case' });
    // billing staff read any lawyer's
    expect(await ok("staff read Omar's", f.admin.get(`/api/billing/rates/applicable?fileId=${made.omarsFile.id}&lawyerId=${omarId}`))).toMatchObject({ rate: '777.50', scope: 'client' });
    // not hers: 404, as for a case
    expect((await f.fatima.get(`/api/billing/rates/applicable?fileId=${made.omarsFile.id}`)).status).toBe(404);
    expect((await f.fatima.get(`/api/billing/rates/applicable?consultationId=${made.held}`)).status).toBe(404);
    expect((await f.omar.get(`/api/billing/rates/applicable?consultationId=${made.fatimasConsultation}`)).status).toBe(404);
  });

  it('takes exactly one matter: none is a 400 on caseId, two a 400 on the second, in English and Arabic', async () => {
    const none = await f.omar.get('/api/billing/rates/applicable');
    expect(none.status, none.text).toBe(400);
    expect(none.body.errors).toEqual([{ field: 'caseId', message: bilingual('billing.matterRequired').en, messageAr: bilingual('billing.matterRequired').ar }]);
    const two = await f.omar.get(`/api/billing/rates/applicable?caseId=${f.theCase.id}&fileId=${made.omarsFile.id}`);
    expect(two.status, two.text).toBe(400);
    expect(two.body.errors).toEqual([{ field: 'fileId', message: bilingual('billing.oneMatter').en, messageAr: bilingual('billing.oneMatter').ar }]);
    expect((await f.omar.get('/api/billing/rates/applicable?fileId=abc')).status).toBe(400);
  });
});

describe('time on the matters listed', () => {
  it('is recorded at the rate the picker read; the time entries list filters by the matter and its kind, and sorts by its number', async () => {
    const entry = (matter: Rec, minutes: number) => ({ ...matter, date: daysAgo(1), minutes, activity: 'research', description: `Matter time ${minutes}`, billable: true });
    const rate = (await ok('the rate on his file', f.omar.get(`/api/billing/rates/applicable?fileId=${made.omarsFile.id}`))).rate;
    const onFile = await ok('time on his file', f.omar.post('/api/billing/time-entries', entry({ fileId: made.omarsFile.id }, 41)), [201]);
    expect(onFile).toMatchObject({ matterKind: 'file', fileId: made.omarsFile.id, rate });
    const onConsultation = await ok('time on his consultation', f.omar.post('/api/billing/time-entries', entry({ consultationId: made.held }, 42)), [201]);
    const onCase = await ok('time on his case', f.omar.post('/api/billing/time-entries', entry({ caseId: f.theCase.id }, 43)), [201]);

    const listed = async (query: Rec) => {
      const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]));
      return (await ok(`time entries ${params}`, f.omar.get(`/api/billing/time-entries?${params}`))) as Rec[];
    };
    const mine = [onFile.id, onConsultation.id, onCase.id];
    const ofMine = (rows: Rec[]) => rows.filter((r) => mine.includes(r.id)).map((r) => r.id);
    expect(ofMine(await listed({ filter: { matterKind: 'file' } }))).toEqual([onFile.id]);
    expect(ofMine(await listed({ filter: { matterKind: ['consultation', 'case'] } })).sort()).toEqual([onConsultation.id, onCase.id].sort());
    expect(ofMine(await listed({ filter: { consultationId: made.held } }))).toEqual([onConsultation.id]);
    expect(ofMine(await listed({ filter: { caseId: f.theCase.id, date: daysAgo(1) } }))).toEqual([onCase.id]);
    expect((await listed({ filter: { fileId: made.omarsFile.id } }))[0]).toMatchObject({ id: onFile.id, matterNumber: made.omarsFile.fileNumber, matterTitleEn: 'Vessel charter dispute' });

    for (const order of ['ASC', 'DESC'] as const) {
      const numbers = (await listed({ sort: ['matterNumber', order], filter: { matterKind: ['case', 'file'] } })).map((r) => r.matterNumber as string);
      expect(numbers.length).toBeGreaterThan(1);
      const sorted = [...numbers].sort();
      expect(numbers, order).toEqual(order === 'ASC' ? sorted : sorted.reverse());
    }
  });
});
