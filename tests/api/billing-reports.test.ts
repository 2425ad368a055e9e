import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDayFor } from '@lawfirm/contracts';
import { pdfText } from '../support/pdfText.js';
import { readAfterWrites } from '../support/server.js';
import { startSeededFirm, type SeededFirm } from '../support/seededFirm.js';
import { ok, omarsCaseWithClient, today } from '../support/billing.js';

/**
 * The billing reports over HTTP on the seeded firm (rendered by the render-report worker): a
 * lawyer's work in progress holds their own time only (a row for their case, client file and
 * consultation each), the VAT return in both languages as PDF and
 * workbook adds up to the day's issued invoices, and a lawyer runs no report of the firm's money.
 */
type Rec = Record<string, any>;
let firm: SeededFirm;
let theCase: Rec;
let clientId: number;
/** Omar's client file and consultation, of a client of their own */
let omarsFile: Rec;

async function download(token: string, path: string) {
  // after the suite's writes: the read models may lag the log (the integration-lag project), so the report waits for them
  const res = await fetch(firm.server.url + path, { headers: { authorization: `Bearer ${token}`, ...readAfterWrites(firm.server.url) } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}
async function sheetOf(bytes: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return { ws: wb.worksheets[0], header: rows[0], data: rows.slice(1) };
}
const period = () => `from=${today()}&to=${today()}`;

beforeAll(async () => {
  firm = await startSeededFirm();
  ({ theCase, clientId } = await omarsCaseWithClient(firm));
  const fatimasCase = ((await ok("Fatima's cases", firm.fatima.client.get('/api/lawyer/cases'))) as Rec[])[0];
  // Omar's two hours, one issued on an invoice; Fatima's half hour on her case, unbilled
  await ok('time', firm.omar.client.post('/api/billing/time-entries', { caseId: theCase.id, date: today(), minutes: 60, activity: 'research', description: 'Research', billable: true, rate: '1000.00' }));
  const draft = await ok('a draft', firm.admin.post('/api/billing/invoices', { clientId, caseId: theCase.id, from: today(), to: today() }));
  await ok('approval', firm.admin.post(`/api/billing/invoices/${draft.id}/approve`));
  await ok('issue', firm.admin.post(`/api/billing/invoices/${draft.id}/issue`, {}));
  await ok('credit note', firm.admin.post(`/api/billing/invoices/${draft.id}/credit-notes`, { reason: 'Fee reduced', lines: [{ line: 0, amount: '100.00' }] }));
  await ok('time', firm.omar.client.post('/api/billing/time-entries', { caseId: theCase.id, date: today(), minutes: 60, activity: 'drafting', description: 'Drafting', billable: true, rate: '800.00' }));
  await ok('time', firm.fatima.client.post('/api/billing/time-entries', { caseId: fatimasCase.id, date: today(), minutes: 30, activity: 'drafting', description: 'Drafting', billable: true, rate: '600.00' }));
  // Omar's half hour on a client file of his and a quarter on a consultation of his, unbilled
  const fileClient = (await ok('a client', firm.admin.post('/api/clients', { clientId: 'CLI-RP-01', fullNameEn: 'Falcon Logistics', fullNameAr: 'فالكون للخدمات اللوجستية', phone: '+971 50 300 2002', hasInitiationAgreement: true }), [201])).id;
  const departmentId = (await ok('departments', firm.admin.get('/api/case-settings/departments')))[0].id;
  const officeId = (await ok('offices', firm.admin.get('/api/branches')))[0].id;
  omarsFile = await ok('a file of Omar', firm.omar.client.post('/api/lawyer/files', {
    subject: 'Warehouse lease', caseDirection: 'for', clientId: fileClient, departmentId, officeId, responsibleLawyers: [{ id: firm.omar.user.id, role: 'responsible' }],
  }), [201]);
  const consultation = (await ok('a consultation', firm.admin.post('/api/consultations', { clientId: fileClient, lawyerId: firm.omar.user.id, scheduledDate: `${today()}T06:00:00Z`, duration: 60 }), [201])).id;
  await ok('time', firm.omar.client.post('/api/billing/time-entries', { fileId: omarsFile.id, date: today(), minutes: 30, activity: 'review', description: 'Lease review', billable: true, rate: '1000.00' }));
  await ok('time', firm.omar.client.post('/api/billing/time-entries', { consultationId: consultation, date: today(), minutes: 15, activity: 'client_meeting', description: 'Meeting', billable: true, rate: '1000.00' }));
}, 120_000);

afterAll(async () => {
  await firm?.server.stop();
});

describe('billing reports', () => {
  it("a lawyer's work in progress holds their own unbilled time only, on their case, client file and consultation", async () => {
    const { status, bytes } = await download(firm.omar.token, `/api/reports/billing-wip?format=excel&lang=en&${period()}`);
    expect(status).toBe(200);
    const { header, data } = await sheetOf(bytes);
    expect(header).toEqual(['Case, file or consultation', 'Client', 'Lawyer', 'Hours', 'Unbilled time (AED)', 'Unbilled expenses (AED)', 'Work in progress (AED)']);
    expect(data).toEqual([
      [`Case · ${theCase.caseNumber} — ${theCase.titleEn}`, expect.any(String), firm.omar.user.fullNameEn, '1.00', 800, 0, 800],
      [`File · ${omarsFile.fileNumber} — Warehouse lease`, 'Falcon Logistics', firm.omar.user.fullNameEn, '0.50', 500, 0, 500],
      [`Consultation · ${formatDayFor(today(), 'en')}`, 'Falcon Logistics', firm.omar.user.fullNameEn, '0.25', 250, 0, 250],
      ['Total', undefined, undefined, '1.75', 1550, 0, 1550],
    ]);
    // billing staff (the super admin) see Fatima's too
    const all = await sheetOf((await download(firm.adminToken, `/api/reports/billing-wip?format=excel&lang=en&${period()}`)).bytes);
    expect(all.data.map((r) => r[2])).toEqual(expect.arrayContaining([firm.omar.user.fullNameEn, firm.fatima.user.fullNameEn]));
  });

  it('the VAT return in English and Arabic, as PDF and workbook, adds up to the day’s issued invoices less credit notes', async () => {
    const issued = ((await ok('invoices', firm.admin.get(`/api/billing/invoices?filter=${encodeURIComponent(JSON.stringify({ status: 'issued' }))}`))) as Rec[]).filter((i) => i.issuedOn === today());
    const cents = (aed: string) => Math.round(Number(aed) * 100);
    const net = issued.reduce((s, i) => s + cents(i.subtotal) - i.creditNotes.reduce((c: number, n: Rec) => c + cents(n.subtotal), 0), 0);
    const vat = issued.reduce((s, i) => s + cents(i.vat) - i.creditNotes.reduce((c: number, n: Rec) => c + cents(n.vat), 0), 0);

    const en = await sheetOf((await download(firm.adminToken, `/api/reports/billing-vat-return?format=excel&lang=en&${period()}`)).bytes);
    const total = en.data.at(-1)!;
    expect(total[0]).toBe('Total');
    expect([Math.round(Number(total[1]) * 100) + Math.round(Number(total[3]) * 100) + Math.round(Number(total[4]) * 100), Math.round(Number(total[2]) * 100)]).toEqual([net, vat]);

    const ar = await sheetOf((await download(firm.adminToken, `/api/reports/billing-vat-return?format=excel&lang=ar&${period()}`)).bytes);
    expect(ar.ws.views[0].rightToLeft).toBe(true);
    expect(ar.header[0]).toBe('الإمارة');
    expect(ar.data.at(-1)![0]).toBe('المجموع');

    const pdf = await download(firm.adminToken, `/api/reports/billing-vat-return?format=pdf&lang=en&${period()}`);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('VAT return figures by emirate');
    expect(text).toContain(`${(vat / 100).toFixed(2)}`);
    const arPdf = await download(firm.adminToken, `/api/reports/billing-vat-return?format=pdf&lang=ar&${period()}`);
    expect(arPdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(arPdf.bytes.toString('latin1')).toMatch(/NotoSansArabic/);
  });

  it('a lawyer runs no report of the firm’s money', async () => {
    for (const id of ['billing-vat-return', 'billing-billed-collected', 'billing-aged-receivables'])
      expect((await download(firm.omar.token, `/api/reports/${id}?format=excel`)).status).toBe(403);
  });
});
