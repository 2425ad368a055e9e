import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentStatuses, appointmentTypes, casePriorities, caseStatuses, hearingStatuses, rulingTypes, taskStatuses } from '@lawfirm/contracts';
import { createFsBlobStore, createMemoryReadStore, type BlobStore, type ReadStore } from '@lawfirm/platform';
import { pdfText } from '../../../tests/support/pdfText.js';
import { renderReport } from './index.js';
import { REPORT_IDS, type ReportFormat, type ReportId, type ReportJobData, type ReportLang } from '@lawfirm/contracts';

/**
 * Every report, as PDF and as a workbook, in Arabic and in English: the stored codes read as
 * words (no `in_progress`, no `Scheduled` in Arabic), times read 02:15 م in Arabic (never AM/PM),
 * and the rows made here are there.
 */
let readStore: ReadStore;
let blobStore: BlobStore;
let reportStore: BlobStore;
let dir: string;

/** every stored code a report may print; in Arabic none of them may show */
const CODES = [...new Set<string>([...caseStatuses, ...casePriorities, ...hearingStatuses, ...appointmentTypes, ...appointmentStatuses, ...taskStatuses, ...rulingTypes, 'hearing'])];
/** in English the codes no English sentence holds (in_progress, FinalRuling): a plain "closed" may be prose */
const ENGLISH_CODES = CODES.filter((c) => c.includes('_') || /[a-z][A-Z]/.test(c));
const asWord = (code: string) => new RegExp(`(?<![\\p{L}_])${code}(?![\\p{L}_])`, 'u');

beforeAll(async () => {
  readStore = createMemoryReadStore();
  dir = mkdtempSync(join(tmpdir(), 'reports-ar-'));
  blobStore = createFsBlobStore(join(dir, 'blobs'));
  reportStore = createFsBlobStore(join(dir, 'reports'));
  const put = (col: string, docs: Record<string, unknown>[]) => Promise.all(docs.map((d) => readStore.collection(col).insertOne(d)));
  await put('firm_settings', [{ id: 1, nameEn: 'Al Noor Advocates', nameAr: 'النور للمحاماة' }]);
  await put('clients', [{ id: 1, fullNameEn: 'Emirates Trading', fullNameAr: 'الإمارات للتجارة' }]);
  await put('courts', [{ id: 1, nameEn: 'Dubai Court', nameAr: 'محكمة دبي' }]);
  await put('case_types', [{ id: 1, nameEn: 'Criminal defence', nameAr: 'دفاع جزائي' }]);
  await put('employees', [{ id: 7, fullNameEn: 'Fatima Al Zaabi', fullNameAr: 'فاطمة الزعابي', branchId: 1 }]);
  await put('branches', [{ id: 1, regionId: 1, nameEn: 'Dubai office', nameAr: 'مكتب دبي' }]);
  await put('regions', [{ id: 1, nameEn: 'Dubai', nameAr: 'دبي' }]);
  // billing: an hour unbilled, and an issued invoice of an hour and a court fee; time unbilled on
  // a client file (501.23) and on a consultation (601.23)
  await put('files', [{ id: 1, fileNumber: 'F-7', subject: 'عقد إيجار', clientId: 1, lawyerIds: [7] }]);
  await put('services', [{ id: 1, nameEn: 'Company formation', nameAr: 'تأسيس شركة' }]);
  await put('consultations', [{ id: 1, clientId: 1, lawyerId: 7, serviceId: 1, scheduledDate: '2026-03-03T06:00:00Z', status: 'completed' }]);
  const on = (matterKind: 'case' | 'file' | 'consultation', id: number) => ({ matterKind, caseId: null, fileId: null, consultationId: null, [`${matterKind}Id`]: id });
  await put('time_entries', [
    { id: 1, userId: 7, ...on('case', 1), date: '2026-03-02', minutes: 60, rateFils: 123_456, billable: true, invoiceId: null },
    { id: 2, userId: 7, ...on('case', 1), date: '2026-03-02', minutes: 60, rateFils: 200_000, billable: true, invoiceId: 1 },
    { id: 3, userId: 7, ...on('file', 1), date: '2026-03-03', minutes: 30, rateFils: 100_246, billable: true, invoiceId: null },
    { id: 4, userId: 7, ...on('consultation', 1), date: '2026-03-03', minutes: 45, rateFils: 80_164, billable: true, invoiceId: null },
  ]);
  await put('invoices', [{
    id: 1, clientId: 1, caseId: 1, caseIds: [1], fileIds: [], consultationIds: [], status: 'issued', number: 'INV-000001', issuedOn: '2026-03-05', total: '2445.67', paidFils: 0, creditNotes: [],
    lines: [{ line: 0, timeEntryId: 2, expenseId: null, vat: 'standard', net: '2000.00', vatAmount: '100.00' }, { line: 1, timeEntryId: null, expenseId: 1, vat: 'out_of_scope', net: '345.67', vatAmount: '0.00' }],
  }]);
  await put('adjournment_reasons', [{ id: 1, nameEn: 'Missing documents', nameAr: 'نقص المستندات' }]);
  await put('document_categories', [{ id: 3, categoryEn: 'Pleading', categoryAr: 'مذكرة' }]);
  // one case per status, so every status and priority is printed somewhere
  await put(
    'cases',
    caseStatuses.map((status, i) => ({
      id: i + 1, caseNumber: `2026/00${i + 1}`, titleEn: `Case ${i + 1}`, titleAr: `القضية ${i + 1}`, courtId: 1, caseTypeId: 1, plaintiffs: [{ clientId: 1 }], lawyerIds: [7],
      status, priority: casePriorities[i % casePriorities.length], startDate: '2026-03-01',
      ...(i === 0 ? { finalRuling: { hearingId: 1, rulingDate: '2026-03-02', rulingText: 'Claim accepted against الخليج (costs).' } } : {}),
    })),
  );
  await put(
    'hearings',
    hearingStatuses.map((status, i) => ({
      id: i + 1, caseId: 1, hearingDate: `2026-03-0${2 + i}`, hearingTime: i % 2 ? '02:15 PM' : '09:30 AM', hallName: `Hall ${i + 1}`, rollNumber: `R-${i + 1}`,
      whatIsRequested: 'Submit the memorandum.', status, ...(status === 'Adjourned' ? { postponementReasonId: 1 } : {}),
    })),
  );
  await put('appointments', [
    ...appointmentStatuses.map((status, i) => ({ id: i + 1, caseId: 2, type: 'meeting', title: `Meeting ${i + 1}`, description: 'With the client.', participant: 'Client', date: '2026-03-03', time: '11:00 AM', status })),
    ...taskStatuses.map((status, i) => ({ id: 10 + i, caseId: 2, type: 'task', title: `Task ${i + 1}`, description: 'Draft the reply.', assignedTo: 7, date: '2026-03-04', time: '04:45 PM', status })),
  ]);
  await put('case_documents', [{ id: 1, caseId: 1, name: 'Statement of claim', categoryId: 3, fileName: 'claim.pdf', fileSize: 2048, createdAt: '2026-03-02T09:00:00Z' }]);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function render(reportId: ReportId, format: ReportFormat, lang: ReportLang): Promise<string> {
  const job: ReportJobData = {
    reportId, format, lang, requester: { userType: 'employee', id: 7 }, filename: 'r',
    filters: reportId === 'cases' ? { from: '2026-03-01', to: '2026-03-31', range: 'this-month' } : {},
  };
  const result = await renderReport(job, { jobId: 'j', attempt: 1, progress: async () => {} }, { readStore, blobStore, reportStore, timezone: 'Asia/Dubai' });
  const blob = await reportStore.get(result.blobId);
  const chunks: Buffer[] = [];
  for await (const c of blob!.stream) chunks.push(c as Buffer);
  const bytes = Buffer.concat(chunks);
  if (format === 'pdf') return pdfText(bytes);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const cells: string[] = [];
  wb.eachSheet((ws) => ws.eachRow((r) => (r.values as unknown[]).forEach((v) => v !== undefined && v !== null && cells.push(v instanceof Date ? v.toISOString() : String(v)))));
  return cells.join('\n');
}

/** a value of a row made above, as the report shows it */
const made: Record<ReportId, string> = {
  'weekly-schedule': 'Meeting 1', 'monthly-calendar': 'Task 1', hearings: 'R-1', 'final-decisions': 'Claim accepted', appointments: 'Meeting 2',
  'cases-summary': '2026/006', 'adjourned-cases': '2026/001', documents: 'claim.pdf', 'hearing-schedule': 'R-2', cases: '2026/001',
  'billing-wip': '1234.56', 'billing-billed-collected': '345.67', 'billing-aged-receivables': '2445.67', 'billing-vat-return': '345.67',
};

describe.each(REPORT_IDS.flatMap((id) => (['pdf', 'excel'] as const).map((format) => ({ id, format }))))('the $id report as $format', ({ id, format }) => {
  it('in Arabic: every stored code in words, times with ص/م, the rows made', async () => {
    const text = await render(id, format, 'ar');
    expect(text).toContain(made[id]);
    expect(CODES.filter((c) => asWord(c).test(text))).toEqual([]);
    expect(text).not.toMatch(/\b[AP]M\b/);
    // the report holds times (hearings, meetings and tasks): they read in Arabic (a PDF's text
    // comes in the order it stands on the page, ص left of the digits)
    if (['weekly-schedule', 'monthly-calendar', 'hearings', 'appointments', 'hearing-schedule'].includes(id))
      expect(text).toMatch(format === 'pdf' ? /[صم] ?0[1-9]:[0-5]\d/ : /0[1-9]:[0-5]\d [صم]/);
  });

  if (id === 'final-decisions' && format === 'pdf')
    it('in Arabic: English typed in the ruling keeps its brackets and full stop at its own end', async () => {
      // left to right on the page, as English reads, the Arabic word an island inside it
      const text = await render(id, format, 'ar');
      expect(text).toContain('Claim accepted against ');
      expect(text).toContain(' (costs).');
    });

  if (id === 'billing-wip')
    it('names the time on a client file and on a consultation in each language, never by its kind code', async () => {
      const ar = await render(id, format, 'ar');
      if (format === 'excel') {
        expect(ar).toContain('ملف · \u2068F-7\u2069 — \u2068عقد إيجار\u2069');
        expect(ar).toContain('استشارة · \u206803\u200f/03\u200f/2026\u2069 — \u2068تأسيس شركة\u2069');
      } else {
        // a PDF's text comes in the order it stands on the page: right to left, a word's letters
        // last to first (which of some Arabic letters' forms it reads back is the font's guess)
        const text = ar.replace(/[\u200f\u2066-\u2069]/g, '');
        expect(text).toContain('F-7 · فلم');
        expect(text).toContain('— 2026/03/03 · ');
      }
      expect(ar).toContain('501.23');
      expect(ar).toContain('601.23');
      expect(ar).not.toMatch(/\b(case|file|consultation)\b/i);
      const en = await render(id, format, 'en');
      expect(en).toContain('File · F-7 — ');
      expect(en).toContain('Consultation · Mar 3, 2026 — Company formation');
      expect(en).toContain('501.23');
      expect(en).toContain('601.23');
    });

  it('in English: no code in place of its word', async () => {
    const text = await render(id, format, 'en');
    expect(text).toContain(made[id]);
    expect(ENGLISH_CODES.filter((c) => asWord(c).test(text))).toEqual([]);
  });
});
