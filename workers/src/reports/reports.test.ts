import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFsBlobStore, createMemoryReadStore, type BlobStore, type ReadStore } from '@lawfirm/platform';
import { pdfInfo, pdfText, pdfTitle } from '../../../tests/support/pdfText.js';
import { expireReports, renderReport, REPORT_RETENTION_MS } from './index.js';
import type { ReportJobData, ReportJobResult } from '@lawfirm/contracts';

let readStore: ReadStore;
let blobStore: BlobStore;
let reportStore: BlobStore;
let dir: string;

beforeAll(async () => {
  readStore = createMemoryReadStore();
  dir = mkdtempSync(join(tmpdir(), 'reports-'));
  blobStore = createFsBlobStore(join(dir, 'blobs'));
  reportStore = createFsBlobStore(join(dir, 'reports'));
  const put = (col: string, docs: Record<string, unknown>[]) => Promise.all(docs.map((d) => readStore.collection(col).insertOne(d)));
  await put('firm_settings', [{ id: 1, nameEn: 'Al Noor Advocates', nameAr: 'النور للمحاماة', logo: { id: 'missing', size: 10, contentType: 'image/svg+xml', sha256: '', filename: 'logo.svg' } }]);
  await put('clients', [{ id: 1, fullNameEn: 'Emirates Trading', fullNameAr: 'الإمارات للتجارة' }, { id: 2, fullNameEn: 'Gulf Foods', fullNameAr: 'أغذية الخليج' }]);
  await put('courts', [{ id: 1, nameEn: 'Dubai Court', nameAr: 'محكمة دبي' }, { id: 2, nameEn: 'Sharjah Court', nameAr: 'محكمة الشارقة' }]);
  await put('case_types', [{ id: 1, nameEn: 'Commercial claim', nameAr: 'دعوى تجارية' }]);
  await put('employees', [{ id: 7, fullNameEn: 'Fatima Al Zaabi', fullNameAr: 'فاطمة الزعابي', branchId: 1 }, { id: 8, fullNameEn: 'Omar Haddad', fullNameAr: 'عمر حداد', branchId: 2 }]);
  await put('regions', [{ id: 1, nameEn: 'Dubai', nameAr: 'دبي' }, { id: 2, nameEn: 'Abu Dhabi', nameAr: 'أبوظبي' }]);
  await put('branches', [{ id: 1, regionId: 1, nameEn: 'Dubai office', nameAr: 'مكتب دبي' }, { id: 2, regionId: 2, nameEn: 'Abu Dhabi office', nameAr: 'مكتب أبوظبي' }]);
  // billing: Fatima's (Dubai) and Omar's (Abu Dhabi) time, unbilled and billed; Fatima's invoice
  // with a court fee out of scope and a credit note, Omar's zero rated; a payment on Fatima's
  // Gulf Foods' client file 1 and consultation 1 (the ids of case 1: another matter), Fatima's
  // time on each unbilled, Omar's on the file billed on an invoice of no case
  await put('files', [{ id: 1, fileNumber: 'F-12', subject: 'Lease review', clientId: 2, lawyerIds: [7, 8] }]);
  await put('services', [{ id: 1, nameEn: 'Contract advice', nameAr: 'استشارة عقود' }]);
  // 21:30 UTC on 4 March is 5 March in Dubai
  await put('consultations', [{ id: 1, clientId: 2, lawyerId: 7, serviceId: 1, scheduledDate: '2026-03-04T21:30:00Z', status: 'completed' }]);
  const onCase = (caseId: number) => ({ matterKind: 'case', caseId, fileId: null, consultationId: null });
  await put('time_entries', [
    { id: 1, userId: 7, ...onCase(1), date: '2026-03-04', minutes: 90, rateFils: 100_000, billable: true, invoiceId: null },
    { id: 2, userId: 8, ...onCase(2), date: '2026-03-04', minutes: 30, rateFils: 200_000, billable: true, invoiceId: null },
    { id: 3, userId: 7, ...onCase(1), date: '2026-03-02', minutes: 60, rateFils: 100_000, billable: true, invoiceId: 1 },
    { id: 4, userId: 8, ...onCase(2), date: '2026-03-02', minutes: 60, rateFils: 50_000, billable: true, invoiceId: 2 },
    { id: 5, userId: 7, matterKind: 'file', caseId: null, fileId: 1, consultationId: null, date: '2026-03-05', minutes: 60, rateFils: 100_000, billable: true, invoiceId: null },
    { id: 6, userId: 7, matterKind: 'consultation', caseId: null, fileId: null, consultationId: 1, date: '2026-03-05', minutes: 30, rateFils: 100_000, billable: true, invoiceId: null },
    { id: 7, userId: 8, matterKind: 'file', caseId: null, fileId: 1, consultationId: null, date: '2026-03-03', minutes: 60, rateFils: 30_000, billable: true, invoiceId: 3 },
  ]);
  await put('expenses', [{ id: 1, caseId: 1, date: '2026-03-04', amountFils: 5_000, recordedBy: 7, recordedByType: 'employee', invoiceId: null }]);
  await put('invoices', [
    {
      id: 1, clientId: 1, caseId: 1, caseIds: [1], fileIds: [], consultationIds: [], status: 'issued', number: 'INV-000001', issuedOn: '2026-03-10', total: '1250.00', paidFils: 50_000,
      lines: [{ line: 0, timeEntryId: 3, expenseId: null, vat: 'standard', net: '1000.00', vatAmount: '50.00' }, { line: 1, timeEntryId: null, expenseId: 9, vat: 'out_of_scope', net: '200.00', vatAmount: '0.00' }],
      creditNotes: [{ number: 'CN-000001', issuedOn: '2026-03-20', lines: [{ line: 0, net: '100.00', vat: '5.00', total: '105.00' }], total: '105.00' }],
    },
    {
      id: 2, clientId: 1, caseId: 2, caseIds: [2], fileIds: [], consultationIds: [], status: 'issued', number: 'INV-000002', issuedOn: '2026-03-11', total: '500.00', paidFils: 0,
      lines: [{ line: 0, timeEntryId: 4, expenseId: null, vat: 'zero_rated', net: '500.00', vatAmount: '0.00' }], creditNotes: [],
    },
    {
      id: 3, clientId: 2, caseId: null, caseIds: [], fileIds: [1], consultationIds: [], status: 'issued', number: 'INV-000003', issuedOn: '2026-03-12', total: '315.00', paidFils: 0,
      lines: [{ line: 0, timeEntryId: 7, expenseId: null, vat: 'standard', net: '300.00', vatAmount: '15.00' }], creditNotes: [],
    },
  ]);
  await put('payments', [{ id: 1, clientId: 1, date: '2026-03-25', amountFils: 50_000, allocations: [{ invoiceId: 1, amountFils: 50_000 }] }]);
  await put('document_categories', [{ id: 3, categoryEn: 'Pleading', categoryAr: 'مذكرة' }]);
  await put('cases', [
    { id: 1, caseNumber: '2026/0001', titleEn: 'Emirates v. Gulf', titleAr: 'الإمارات ضد الخليج', courtId: 1, caseTypeId: 1, plaintiffs: [{ clientId: 1 }], lawyerIds: [7], status: 'active', priority: 'high', createdAt: '2026-03-01T08:00:00Z' },
    { id: 2, caseNumber: '2026/0002', titleEn: 'Omar’s case', titleAr: 'قضية عمر', courtId: 2, caseTypeId: 1, plaintiffs: [{ clientId: 1 }], lawyerIds: [8], status: 'active', priority: 'low', createdAt: '2026-03-01T08:00:00Z' },
  ]);
  await put('hearings', [
    { id: 1, caseId: 1, hearingDate: '2026-03-03', hearingTime: '10:30 AM', hallName: 'Hall 2', rollNumber: '15', whatIsRequested: 'تقديم المذكرة', status: 'Scheduled' },
    { id: 2, caseId: 1, hearingDate: '2026-03-02', hearingTime: '9:00 AM', hallName: 'Hall 1', rollNumber: '14', whatIsRequested: 'Submit the memorandum', status: 'Adjourned', postponementReasonId: 1 },
    { id: 3, caseId: 2, hearingDate: '2026-03-02', hearingTime: '9:00 AM', hallName: 'Hall 9', rollNumber: '1', whatIsRequested: 'Other lawyer', status: 'Scheduled' },
  ]);
  await put('case_documents', [
    { id: 1, caseId: 1, name: 'Statement', category: 'Pleading', categoryId: null, fileName: 's.pdf', fileSize: 2048, createdAt: '2026-03-01T21:30:00Z' },
    { id: 2, caseId: 1, name: 'Contract', category: 'Contract', categoryId: null, fileName: 'c.pdf', fileSize: 1024, createdAt: '2026-03-02T09:00:00Z' },
  ]);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const job = (over: Partial<ReportJobData>): ReportJobData => ({
  reportId: 'hearings', filters: {}, format: 'excel', lang: 'en', requester: { userType: 'employee', id: 7 }, filename: 'report.xlsx', ...over,
});

async function run(data: ReportJobData) {
  const progress: number[] = [];
  const result = (await renderReport(data, { jobId: 'j', attempt: 1, progress: async (p) => void progress.push(p) }, { readStore, blobStore, reportStore, timezone: 'Asia/Dubai' })) as ReportJobResult;
  const blob = await reportStore.get(result.blobId);
  const chunks: Buffer[] = [];
  for await (const c of blob!.stream) chunks.push(c as Buffer);
  return { result, progress, bytes: Buffer.concat(chunks) };
}

async function rows(bytes: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  wb.worksheets[0].eachRow((r) => out.push((r.values as unknown[]).slice(1)));
  return out;
}

describe('the render-report processor', () => {
  it('lists only the requesting lawyer’s records, sorted by date and time, and stores the workbook', async () => {
    const { result, progress, bytes } = await run(job({}));
    expect(result).toMatchObject({ filename: 'report.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', rows: 2 });
    const [header, ...data] = await rows(bytes);
    expect(header[0]).toBe('Date');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    expect([wb.title, (wb as unknown as { language: string }).language, wb.creator]).toEqual(['Hearings report', 'en-AE', 'Al Noor Advocates']);
    expect(data.map((r) => r[7])).toEqual(['14', '15']);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('gives an admin every case, and filters by status and period', async () => {
    expect((await run(job({ requester: { userType: 'admin', id: 1 } }))).result.rows).toBe(3);
    expect((await run(job({ filters: { status: 'adjourned' } }))).result.rows).toBe(1);
    expect((await run(job({ filters: { from: '2026-03-03', to: '2026-03-31' } }))).result.rows).toBe(1);
  });

  it('counts documents on the firm’s calendar day and matches categories stored by name', async () => {
    // 21:30 UTC on 1 March is 2 March in Dubai
    expect((await run(job({ reportId: 'documents', filters: { from: '2026-03-02', to: '2026-03-02' } }))).result.rows).toBe(2);
    expect((await run(job({ reportId: 'documents', filters: { documentCategoryIds: [3] } }))).result.rows).toBe(1);
  });

  it('renders an Arabic PDF in a worker thread, without the SVG logo', async () => {
    const { result, bytes } = await run(job({ reportId: 'hearing-schedule', format: 'pdf', lang: 'ar', filename: 'r.pdf' }));
    expect(result.contentType).toBe('application/pdf');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(/NotoSansArabic/);
    // what a screen reader and the viewer's bar go by: the report's title and language, the firm as author
    expect(pdfTitle(bytes)).toBe('جدول الجلسات حسب المحكمة');
    expect(bytes.toString('latin1')).toMatch(/\/Lang \(ar-AE\)/);
    expect(pdfInfo(bytes, 'Author')).toBe('النور للمحاماة');
  });

  it('refuses malformed job data', async () => {
    await expect(run({ ...job({}), reportId: 'nope' as never })).rejects.toThrow(/malformed/);
  });
});

describe("a report's days", () => {
  async function sheet(bytes: Buffer) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    return wb.worksheets[0];
  }

  it('a PDF writes each day the one English way ("Mar 2, 2026"), the period too, never as stored', async () => {
    const text = await pdfText((await run(job({ format: 'pdf', filename: 'r.pdf', filters: { from: '2026-03-01', to: '2026-03-31' } }))).bytes);
    expect(text).toContain('Mar 2, 2026');
    expect(text).toContain('Mar 3, 2026');
    expect(text).toContain('Mar 1, 2026 – Mar 31, 2026');
    expect(text).not.toMatch(/2026-03-\d\d/);
  });

  it('an Arabic PDF writes a hearing day day-first with its Hijri day', async () => {
    const text = (await pdfText((await run(job({ format: 'pdf', lang: 'ar', filename: 'r.pdf' }))).bytes)).replace(/\u200f/g, '');
    expect(text).not.toMatch(/2026-03-\d\d/);
    // a PDF's text comes in the order it stands on the page: right to left, 02/03/2026 reads
    // 2026/03/02 from the left and رمضان's letters come last to first
    expect(text).toContain('2026/03/02');
    // Umm al-Qura: 2 March 2026 is 13 Ramadan 1447
    expect(text).toContain('ناضمر 13');
    expect(text).toContain('1447');
  });

  it('a workbook keeps each day a real date cell (it sorts as a date), shown the way the language writes a day; in Arabic the Hijri day beside it', async () => {
    const en = await sheet((await run(job({}))).bytes);
    const first = en.getRow(2).getCell(1);
    expect(first.value).toEqual(new Date('2026-03-02T00:00:00Z'));
    expect(first.numFmt).toBe('[$-409]mmm d, yyyy');
    const ar = await sheet((await run(job({ lang: 'ar' }))).bytes);
    expect([ar.getRow(1).getCell(1).value, ar.getRow(1).getCell(2).value]).toEqual(['التاريخ', 'التاريخ (هجري)']);
    expect(ar.getRow(2).getCell(1).value).toEqual(new Date('2026-03-02T00:00:00Z'));
    expect(ar.getRow(2).getCell(1).numFmt).toBe('dd/mm/yyyy');
    expect(ar.getRow(2).getCell(2).value).toBe('13 رمضان 1447 هـ');
  });
});

describe('expiring rendered reports', () => {
  it('deletes a report once it is older than its job is kept, and never a document with the same bytes', async () => {
    const { result, bytes } = await run(job({}));
    // an uploaded document that happens to hold the same bytes (the files are content-addressed)
    const document = await blobStore.put(bytes, { filename: 'upload.xlsx', contentType: 'application/octet-stream' });
    expect(document.id).toBe(result.blobId);
    expect(await expireReports({ reportStore }, Date.now() + REPORT_RETENTION_MS - 60_000)).toEqual({ deleted: 0 });
    expect(await reportStore.has(result.blobId)).toBe(true);
    // the job record that points at it is gone by then (kept 7 days after it finished)
    expect(REPORT_RETENTION_MS).toBeGreaterThan(7 * 24 * 3600 * 1000);
    expect((await expireReports({ reportStore }, Date.now() + REPORT_RETENTION_MS + 60_000)).deleted).toBeGreaterThanOrEqual(1);
    expect(await reportStore.has(result.blobId)).toBe(false);
    expect(await blobStore.has(document.id)).toBe(true);
  });
});

describe('the billing reports', () => {
  const staff = { userType: 'admin' as const, id: 1, isSuperAdmin: false, permissions: { billing: ['view' as const], clients: ['view' as const], cases: ['view' as const] } };
  const billing = (reportId: ReportJobData['reportId'], over: Partial<ReportJobData> = {}) => job({ reportId, requester: staff, filters: { from: '2026-03-01', to: '2026-03-31' }, ...over });

  it('the VAT return: per emirate of the branch whose lawyer’s time each line bills, the court fee out of scope, the credit note off Dubai, AED to the fils', async () => {
    const [header, ...data] = await rows((await run(billing('billing-vat-return'))).bytes);
    expect(header).toEqual(['Emirate', 'Standard-rated supplies (AED)', 'VAT at 5% (AED)', 'Zero-rated supplies (AED)', 'Out of scope (AED)']);
    // Omar's time on the client file (no case) is Abu Dhabi's, his branch's, as his time on a case
    expect(data).toEqual([
      ['Dubai', 900, 45, 0, 200],
      ['Abu Dhabi', 300, 15, 500, 0],
      ['Total', 1200, 60, 500, 200],
    ]);
    const text = await pdfText((await run(billing('billing-vat-return', { format: 'pdf', filename: 'r.pdf' }))).bytes);
    expect(text).toContain('VAT return figures by emirate');
    expect(text).toMatch(/Dubai\s*900\.00\s*45\.00\s*0\.00\s*200\.00/);
    expect(text).toContain('Mar 1, 2026 – Mar 31, 2026');
  });

  // each as an Arabic PDF and an English workbook: arabic.test.ts
  it('each billing report as an English PDF and an Arabic workbook (right to left)', async () => {
    const titles = {
      'billing-wip': ['Work in progress', 'الأعمال قيد التنفيذ'],
      'billing-billed-collected': ['Billed and collected per lawyer and month', 'المفوتر والمحصّل لكل محامٍ وشهر'],
      'billing-aged-receivables': ['Aged receivables', 'أعمار الذمم المدينة'],
      'billing-vat-return': ['VAT return figures by emirate', 'أرقام الإقرار الضريبي حسب الإمارة'],
    } as const;
    for (const [id, [en, ar]] of Object.entries(titles) as [keyof typeof titles, readonly [string, string]][]) {
      const pdf = await run(billing(id, { format: 'pdf', filename: 'r.pdf' }));
      expect(await pdfText(pdf.bytes)).toContain(en);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load((await run(billing(id, { lang: 'ar' }))).bytes as unknown as ArrayBuffer);
      expect(wb.worksheets[0].views[0].rightToLeft).toBe(true);
      expect(String(wb.worksheets[1].getRow(2).getCell(2).value)).toContain(ar);
    }
  });

  it('billed and collected per lawyer and month; aged receivables per client as of the day', async () => {
    const [, ...billed] = await rows((await run(billing('billing-billed-collected'))).bytes);
    // the payment of 500.00 shared by the invoice's net: 1000.00 Fatima's time, 200.00 the court fee;
    // Omar's 300.00 on the client file counts as his as his 500.00 on his case
    expect(billed).toEqual([
      ['Mar 2026', 'Expenses (no lawyer’s time)', 200, 83.33],
      ['Mar 2026', 'Fatima Al Zaabi', 900, 416.67],
      ['Mar 2026', 'Omar Haddad', 800, 0],
      ['Total', undefined, 1900, 500],
    ]);
    const [, ...aged] = await rows((await run(billing('billing-aged-receivables', { filters: { to: '2026-04-20' } }))).bytes);
    // 1250.00 - 105.00 - 500.00 = 645.00 issued 10 March (41 days); 500.00 issued 11 March (40 days);
    // Gulf Foods' 315.00 of the file's time issued 12 March (39 days)
    expect(aged).toEqual([
      ['Emirates Trading', 1750, 105, 500, 1145, 0, 1145, 0, 0],
      ['Gulf Foods', 315, 0, 0, 315, 0, 315, 0, 0],
      ['Total', 2065, 105, 500, 1460, 0, 1460, 0, 0],
    ]);
  });

  it('a lawyer’s work in progress shows their own time and expenses only, a row per case, client file and consultation', async () => {
    const [header, ...data] = await rows((await run(job({ reportId: 'billing-wip', filters: {} }))).bytes);
    expect(header).toEqual(['Case, file or consultation', 'Client', 'Lawyer', 'Hours', 'Unbilled time (AED)', 'Unbilled expenses (AED)', 'Work in progress (AED)']);
    // the file and the consultation are Gulf Foods', the consultation on its firm's day (5 March in Dubai)
    expect(data).toEqual([
      ['Case · 2026/0001 — Emirates v. Gulf', 'Emirates Trading', 'Fatima Al Zaabi', '1.50', 1500, 50, 1550],
      ['File · F-12 — Lease review', 'Gulf Foods', 'Fatima Al Zaabi', '1.00', 1000, 0, 1000],
      ['Consultation · Mar 5, 2026 — Contract advice', 'Gulf Foods', 'Fatima Al Zaabi', '0.50', 500, 0, 500],
      ['Total', undefined, undefined, '3.00', 3000, 50, 3050],
    ]);
    // billing staff see everyone's
    const [, ...all] = await rows((await run(billing('billing-wip'))).bytes);
    expect(all.map((r) => [r[0], r[2]])).toEqual([
      ['Case · 2026/0001 — Emirates v. Gulf', 'Fatima Al Zaabi'],
      ['Case · 2026/0002 — Omar’s case', 'Omar Haddad'],
      ['File · F-12 — Lease review', 'Fatima Al Zaabi'],
      ['Consultation · Mar 5, 2026 — Contract advice', 'Fatima Al Zaabi'],
      ['Total', undefined],
    ]);
  });

  it('work in progress in Arabic names a client file and a consultation in Arabic, in the workbook and the PDF', async () => {
    const [header, ...data] = await rows((await run(job({ reportId: 'billing-wip', filters: {}, lang: 'ar' }))).bytes);
    expect(header.slice(0, 3)).toEqual(['القضية أو الملف أو الاستشارة', 'العميل', 'المحامي']);
    // each value isolated (U+2068 ... U+2069), so a Latin number or title keeps its place in the Arabic line
    expect(data.map((r) => [r[0], r[1]])).toEqual([
      ['قضية · \u20682026/0001\u2069 — \u2068الإمارات ضد الخليج\u2069', 'الإمارات للتجارة'],
      ['ملف · \u2068F-12\u2069 — \u2068Lease review\u2069', 'أغذية الخليج'],
      // the day as Arabic writes it, day first (its right-to-left marks too)
      ['استشارة · \u206805\u200f/03\u200f/2026\u2069 — \u2068استشارة عقود\u2069', 'أغذية الخليج'],
      ['المجموع', undefined],
    ]);
    const pdf = await run(job({ reportId: 'billing-wip', filters: {}, lang: 'ar', format: 'pdf', filename: 'r.pdf' }));
    // a PDF's text comes in the order it stands on the page: right to left, an Arabic word's letters last to first
    const text = (await pdfText(pdf.bytes)).replace(/[\u200f\u2066-\u2069]/g, '');
    // (the kind's word first on the right, the Latin number and subject each in their own order;
    // which of some Arabic letters' forms it reads back is the font's guess, the workbook has the words)
    expect(text).toContain('Lease review — F-12 · فلم');
    expect(text).toContain('— 2026/03/05 · ');
  });

  it('work in progress as an English PDF names the client file and the consultation', async () => {
    const text = await pdfText((await run(job({ reportId: 'billing-wip', filters: {}, format: 'pdf', filename: 'r.pdf' }))).bytes);
    expect(text).toContain('File · F-12 — Lease review');
    expect(text).toContain('Consultation · Mar 5, 2026 — Contract advice');
    expect(text).toContain('Gulf Foods');
  });

  it('an admin who may not open clients gets no client’s invoices', async () => {
    const blind = { ...staff, permissions: { billing: ['view' as const] } };
    expect((await run(billing('billing-vat-return', { requester: blind }))).result.rows).toBe(0);
    expect((await run(billing('billing-aged-receivables', { requester: blind }))).result.rows).toBe(0);
  });
});
