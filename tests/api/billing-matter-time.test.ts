import { describe, expect, it } from 'vitest';
import { bilingual } from '@lawfirm/contracts';
import { billingFirmForSuite, daysAgo, ok, type BillingFirm } from '../support/billing.js';

/**
 * Time on a client file or a consultation, over HTTP on the seeded firm: recorded by the lawyer
 * assigned to it (at the client's rate when none is typed), refused to another lawyer and when no
 * matter or two are named; listed with the matter's number and title, following the file when it is
 * corrected; billed by a client-wide draft and not by a case's; and the invoice seen by the lawyer on
 * every matter it bills, not by one on only some of them.
 */
type Rec = Record<string, any>;
let f: BillingFirm;
const made = { client: 0, file: {} as Rec, consultation: 0, fatimasConsultation: 0, omarsCase: {} as Rec };

const body = (matter: Rec, date: string, minutes: number, over: Rec = {}) => ({ ...matter, date, minutes, activity: 'client_meeting', description: `Meeting ${date} ${minutes}`, billable: true, ...over });
const refusal = (res: { status: number; body: any }, field: string, key: 'billing.matterRequired' | 'billing.oneMatter') => {
  expect(res.status).toBe(400);
  const { en, ar } = bilingual(key);
  expect(res.body.errors).toEqual([expect.objectContaining({ field, message: en, messageAr: ar })]);
};
const entriesOf = async (who: BillingFirm['omar'], filter: Rec) =>
  (await ok('time entries', who.get(`/api/billing/time-entries?filter=${encodeURIComponent(JSON.stringify(filter))}`))) as Rec[];

billingFirmForSuite(async (firm) => {
  f = firm;
  made.client = (await ok('a client', f.admin.post('/api/clients', { clientId: 'CLI-MT-01', fullNameEn: 'Noor Aviation', fullNameAr: 'نور للطيران', phone: '+971 50 300 1001', hasInitiationAgreement: true }), [201])).id;
  const departmentId = (await ok('departments', f.admin.get('/api/case-settings/departments')))[0].id;
  const officeId = (await ok('offices', f.admin.get('/api/branches')))[0].id;
  made.file = await ok('a file of Omar', f.omar.post('/api/lawyer/files', {
    subject: 'Aircraft lease', caseDirection: 'for', clientId: made.client, departmentId, officeId, responsibleLawyers: [{ id: f.firm.omar.user.id, role: 'responsible' }],
  }), [201]);
  const consultation = async (lawyerId: number) =>
    (await ok('a consultation', f.admin.post('/api/consultations', { clientId: made.client, lawyerId, scheduledDate: `${daysAgo(2)}T06:00:00Z`, duration: 60 }), [201])).id as number;
  made.consultation = await consultation(f.firm.omar.user.id);
  made.fatimasConsultation = await consultation(f.firm.fatima.user.id);
  // the client's own rate, which applies to its file and consultations (no case to be more specific)
  await ok("the client's rate", f.admin.put('/api/billing/rates', { scope: 'client', scopeId: made.client, rate: '800.00' }));
});

describe('time on a client file or a consultation', () => {
  it('the lawyer assigned records it at the client\'s rate; the list names the matter and follows the file when corrected', async () => {
    const onFile = await ok('time on the file', f.omar.post('/api/billing/time-entries', body({ fileId: made.file.id }, daysAgo(2), 90)), [201]);
    expect(onFile).toMatchObject({ matterKind: 'file', fileId: made.file.id, caseId: null, consultationId: null, rate: '800.00' });
    const onConsultation = await ok('time on the consultation', f.omar.post('/api/billing/time-entries', body({ consultationId: made.consultation }, daysAgo(2), 60)), [201]);
    expect(onConsultation).toMatchObject({ matterKind: 'consultation', consultationId: made.consultation, caseId: null, fileId: null, rate: '800.00' });

    const [listed] = await entriesOf(f.omar, { fileId: made.file.id });
    expect(listed).toMatchObject({
      id: onFile.id, matterKind: 'file', fileId: made.file.id, caseId: null, matterNumber: made.file.fileNumber, matterTitleEn: 'Aircraft lease', matterTitleAr: 'Aircraft lease', matterDay: null, clientIds: [made.client],
    });
    const [consulted] = await entriesOf(f.omar, { consultationId: made.consultation });
    expect(consulted).toMatchObject({ matterKind: 'consultation', matterNumber: null, matterDay: daysAgo(2), clientIds: [made.client] });

    // the file's subject corrected: its time says the new one
    const file = await ok('the file', f.omar.get(`/api/lawyer/files/${made.file.id}`));
    await ok('the file corrected', f.omar.put(`/api/lawyer/files/${made.file.id}`, {
      subject: 'Aircraft lease, Boeing 787', caseDirection: 'for', clientId: made.client, departmentId: file.departmentId, officeId: file.officeId,
      responsibleLawyers: [{ id: f.firm.omar.user.id, role: 'responsible' }], version: file.version,
    }));
    expect((await entriesOf(f.omar, { fileId: made.file.id }))[0]).toMatchObject({ matterTitleEn: 'Aircraft lease, Boeing 787' });

    // changed, it stays on its file: a case sent with it is not read
    const changed = await ok('changed', f.omar.put(`/api/billing/time-entries/${onFile.id}`, { ...body({ caseId: f.theCase.id }, daysAgo(2), 100), version: onFile.version }));
    expect(changed).toMatchObject({ matterKind: 'file', fileId: made.file.id, caseId: null, minutes: 100 });
  });

  it('is refused on another lawyer\'s consultation or file, with no matter, or with two; nothing is recorded', async () => {
    const before = (await entriesOf(f.fatima, {})).length;
    expect((await f.fatima.post('/api/billing/time-entries', body({ consultationId: made.consultation }, daysAgo(1), 30))).status).toBe(403);
    expect((await f.fatima.post('/api/billing/time-entries', body({ fileId: made.file.id }, daysAgo(1), 30))).status).toBe(403);
    expect((await f.omar.post('/api/billing/time-entries', body({ fileId: 999_999 }, daysAgo(1), 30))).status).toBe(404);
    refusal(await f.fatima.post('/api/billing/time-entries', body({}, daysAgo(1), 30)), 'caseId', 'billing.matterRequired');
    refusal(await f.fatima.post('/api/billing/time-entries', body({ consultationId: made.fatimasConsultation, fileId: made.file.id }, daysAgo(1), 30)), 'consultationId', 'billing.oneMatter');
    expect((await entriesOf(f.fatima, {})).length).toBe(before);
    // a cancelled consultation of his takes no time (the picker does not offer it)
    const cancelled = (await ok('a cancelled consultation', f.admin.post('/api/consultations', { clientId: made.client, lawyerId: f.firm.omar.user.id, scheduledDate: `${daysAgo(3)}T06:00:00Z`, duration: 60, status: 'cancelled' }), [201])).id;
    const refused = await f.omar.post('/api/billing/time-entries', body({ consultationId: cancelled }, daysAgo(1), 30));
    expect(refused.status).toBe(409);
    expect(refused.body.messageAr).toBe(bilingual('billing.consultationCancelled').ar);
    // her own consultation she may
    await ok('time on her consultation', f.fatima.post('/api/billing/time-entries', body({ consultationId: made.fatimasConsultation }, daysAgo(1), 30)), [201]);
  });

  it("a client-wide draft bills the client's file and consultation time; the invoice is seen by the lawyer on all of it, not by one on part of it", async () => {
    const day = daysAgo(4);
    const onFile = await ok('file time', f.omar.post('/api/billing/time-entries', body({ fileId: made.file.id }, day, 30)), [201]);
    const onOmars = await ok('consultation time', f.omar.post('/api/billing/time-entries', body({ consultationId: made.consultation }, day, 45)), [201]);
    const draft = await ok('a client-wide draft', f.admin.post('/api/billing/invoices', { clientId: made.client, from: day, to: day }), [201]);
    expect(draft.lines.map((l: Rec) => l.timeEntryId).sort()).toEqual([onFile.id, onOmars.id].sort());
    // 30 and 45 minutes at 800.00: 400.00 + 600.00
    expect(draft.subtotal).toBe('1000.00');
    expect((await entriesOf(f.omar, { fileId: made.file.id, billed: true })).map((e) => e.id)).toContain(onFile.id);
    // Omar is on the file and holds the consultation: he sees it; Fatima is on neither
    const seenBy = async (who: BillingFirm['omar']) => ((await ok('invoices', who.get('/api/billing/invoices'))) as Rec[]).map((i) => i.id);
    expect(await seenBy(f.omar)).toContain(draft.id);
    expect(await seenBy(f.fatima)).not.toContain(draft.id);
    expect(await ok('the invoice', f.admin.get(`/api/billing/invoices/${draft.id}`))).toMatchObject({ fileIds: [made.file.id], consultationIds: [made.consultation], caseIds: [] });

    // her consultation's time with Omar's on one invoice: neither of them sees all of it
    const day2 = daysAgo(5);
    await ok('her time', f.fatima.post('/api/billing/time-entries', body({ consultationId: made.fatimasConsultation }, day2, 15)), [201]);
    await ok('his time', f.omar.post('/api/billing/time-entries', body({ fileId: made.file.id }, day2, 15)), [201]);
    const shared = await ok('a shared draft', f.admin.post('/api/billing/invoices', { clientId: made.client, from: day2, to: day2 }), [201]);
    expect(shared.lines).toHaveLength(2);
    expect(await seenBy(f.omar)).not.toContain(shared.id);
    expect(await seenBy(f.fatima)).not.toContain(shared.id);
  });

  it("a draft of one of the client's cases leaves its file time for a client-wide draft", async () => {
    const departmentId = (await ok('departments', f.admin.get('/api/case-settings/departments')))[0].id;
    const officeId = (await ok('offices', f.admin.get('/api/branches')))[0].id;
    const file = await ok("a file of the case's client", f.omar.post('/api/lawyer/files', {
      subject: 'Shareholder agreement', caseDirection: 'for', clientId: f.clientId, departmentId, officeId, responsibleLawyers: [{ id: f.firm.omar.user.id, role: 'responsible' }],
    }), [201]);
    const day = daysAgo(6);
    const onFile = await ok('file time', f.omar.post('/api/billing/time-entries', body({ fileId: file.id }, day, 20, { rate: '600.00' })), [201]);
    const onCase = await ok('case time', f.omar.post('/api/billing/time-entries', body({ caseId: f.theCase.id }, day, 20, { rate: '600.00' })), [201]);
    const ofCase = await ok("the case's draft", f.admin.post('/api/billing/invoices', { clientId: f.clientId, caseId: f.theCase.id, from: day, to: day }), [201]);
    expect(ofCase.lines.map((l: Rec) => l.timeEntryId)).toEqual([onCase.id]);
    const clientWide = await ok('the client-wide draft', f.admin.post('/api/billing/invoices', { clientId: f.clientId, from: day, to: day }), [201]);
    expect(clientWide.lines.map((l: Rec) => l.timeEntryId)).toEqual([onFile.id]);
  });
});
