import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentStatuses, appointmentTypes, casePriorities, caseStatuses, hearingStatuses, hijriDayFor, rulingTypes, taskStatuses } from '@lawfirm/contracts';
import { pdfText } from '../support/pdfText.js';
import { eventually } from '../support/eventually.js';
import { untilQuiet } from '../support/settle.js';
import { api, login, type RunningServer } from '../support/server.js';
import { startSeededFirm } from '../support/seededFirm.js';

type Rec = Record<string, any>;
let server: RunningServer;
let fatima: Awaited<ReturnType<typeof login>>;
let omar: Awaited<ReturnType<typeof login>>;
let admin: ReturnType<typeof api>;
let minutesId: number;
/** the case the suite's minutes rule on and adjourn, and the case it opens itself */
let ruled: Rec;
let made: Rec;

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
const plus = (n: number, day = today()) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const FROM = plus(-30);
const TO = plus(60);
const HEARING_REPORT_AR = 'استمعت المحكمة إلى أقوال الطرفين وقررت تأجيل الدعوى لتقديم المستندات';

/** What Fatima can see through the lawyer API: the expectations of every report come from here. */
const mine = { cases: [] as Rec[], hearings: [] as Rec[], appointments: [] as Rec[], documents: [] as Rec[], rulings: [] as Rec[] };
const inRange = (d: string, from = FROM, to = TO) => d >= from && d <= to;

async function download(who: { token: string }, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(server.url + path, { headers: { authorization: `Bearer ${who.token}`, ...headers } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function sheetOf(bytes: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const rows: unknown[][] = [];
  ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return { ws, header: rows[0] as string[], data: rows.slice(1) };
}


beforeAll(async () => {
  ({ server, admin, fatima, omar } = await startSeededFirm());

  // minutes that adjourn a hearing and give a final ruling, in Arabic, so every report has rows
  const cases = (await fatima.client.get('/api/lawyer/cases')).body as Rec[];
  const active = cases.find((c) => c.status === 'active')!;
  const hearing = (await fatima.client.get(`/api/lawyer/cases/${active.id}/hearings`)).body[0];
  const reason = (await fatima.client.get('/api/case-settings/adjournment-reasons')).body.find((r: Rec) => r.nameEn === 'Missing documents');
  const form = new FormData();
  const fields = {
    hearingTime: '10:00 AM', rollNumber: '55', hallNumber: '3', attendedLawyerId: String(fatima.user.id), pleadingLawyerId: String(fatima.user.id),
    hearingReport: HEARING_REPORT_AR, sessionNotes: 'Expert appointed - تم تعيين خبير', postponementReasonId: String(reason.id),
    rulingType: 'final', finalDecision: 'true', finalDecisionDate: plus(-2), finalDecisionText: 'قبول الدعوى وإلزام المدعى عليه بالمصاريف',
    hasNextHearing: 'true', nextHearingDate: plus(20), nextTime: '11:15 AM', nextRollNumber: '56', nextHallNumber: '4',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const recorded = await fatima.client.put(`/api/hearings/${hearing.id}/minutes`, form);
  expect(recorded.status, recorded.text).toBe(201);
  minutesId = recorded.body.id;
  await eventually('the final ruling among Fatima\'s rulings', () => fatima.client.get('/api/lawyer/final-rulings'), (r) => r.body.length > 0);
  await eventually('the hearing adjourned by the minutes', () => fatima.client.get(`/api/lawyer/cases/${active.id}/hearings`), (r) => r.body.some((h: Rec) => h.status === 'Adjourned'));
  ruled = active;

  // a case of its own, with a hearing next week, a meeting and a document: rows each report must show
  const caseTypeId = (await admin.get('/api/case-settings/enhanced-case-types')).body[0].id;
  const regionId = (await admin.get('/api/regions')).body.find((r: Rec) => r.code === 'DXB').id;
  const courtId = (await admin.get('/api/courts')).body[0].id;
  const clientId = (await fatima.client.get('/api/lawyer/clients')).body.find((c: Rec) => c.hasInitiationAgreement).id;
  const opened = await fatima.client.post('/api/cases', {
    titleEn: 'Marker Trading v. Expert Holdings', titleAr: 'ماركر للتجارة ضد الخبراء القابضة', caseTypeId, regionId, courtId,
    plaintiffs: [{ clientId, role: 'Plaintiff', type: 'client' }], lawyerIds: [fatima.user.id], status: 'active', priority: 'high',
  });
  expect(opened.status, opened.text).toBe(201);
  made = (await fatima.client.get(`/api/cases/${opened.body.id}`)).body;
  const tuesdayNextWeek = plus(8, mondayOf(today()));
  const hearingMade = await fatima.client.post(`/api/lawyer/cases/${made.id}/hearings`, { hearingDate: tuesdayNextWeek, hearingTime: '09:15 AM', hallName: '12', rollNumber: '77', whatIsRequested: 'Memorandum' });
  expect(hearingMade.status, hearingMade.text).toBe(201);
  const meeting = await fatima.client.post(`/api/lawyer/cases/${made.id}/appointments`, { type: 'meeting', title: 'Briefing', description: 'The expert report with the client', date: plus(2), time: '01:30 PM', participant: 'Client CFO' });
  expect(meeting.status, meeting.text).toBe(201);
  const document = new FormData();
  document.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), 'valuation.pdf');
  document.append('name', 'Valuation');
  document.append('category', 'Contract');
  const filed = await fatima.client.post(`/api/cases/${made.id}/documents`, document);
  expect(filed.status, filed.text).toBe(201);
  // the tasks the seed's automated-task rules add for the ruling and the next hearing
  await untilQuiet(server.url);

  mine.cases = (await fatima.client.get('/api/lawyer/cases')).body;
  for (const c of mine.cases) {
    mine.hearings.push(...(await fatima.client.get(`/api/lawyer/cases/${c.id}/hearings`)).body);
    mine.appointments.push(...(await fatima.client.get(`/api/lawyer/cases/${c.id}/appointments`)).body);
    mine.documents.push(...(await fatima.client.get(`/api/lawyer/cases/${c.id}/documents`)).body);
  }
  mine.rulings = (await fatima.client.get('/api/lawyer/final-rulings')).body;
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

const mondayOf = (day: string) => plus(-((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7), day);
// the month of the first seeded hearing, which is always two days ahead
const month = plus(2).slice(0, 7);
const inMonth = (d: string) => d.startsWith(month);

/** each report: its path and query, the header of its sheet, and how many rows Fatima's data gives */
const reports: { id: string; path: string; header: string[]; rows: () => number; made: () => { caseNumber: string; mark?: string } }[] = [
  {
    id: 'weekly-schedule', path: `/api/reports/weekly-schedule?from=${FROM}&to=${TO}`,
    header: ['Day', 'Date', 'Time', 'Type', 'Case No.', 'Case', 'Subject', 'Where / who', 'Status'],
    made: () => ({ caseNumber: made.caseNumber, mark: 'Briefing' }),
    rows: () => mine.hearings.filter((h) => inRange(h.hearingDate)).length + mine.appointments.filter((a) => inRange(a.date)).length,
  },
  {
    id: 'monthly-calendar', path: `/api/reports/monthly-calendar?month=${month}`,
    header: ['Day', 'Date', 'Time', 'Type', 'Case No.', 'Case', 'Subject', 'Where / who', 'Status'],
    made: () => ({ caseNumber: made.caseNumber, mark: 'Briefing' }),
    rows: () => mine.hearings.filter((h) => inMonth(h.hearingDate)).length + mine.appointments.filter((a) => inMonth(a.date)).length,
  },
  {
    id: 'hearings', path: `/api/reports/hearings?startDate=${FROM}&endDate=${TO}`,
    header: ['Date', 'Time', 'Case No.', 'Case', 'Client', 'Court', 'Hall', 'Roll No.', 'Requested', 'Status'],
    made: () => ({ caseNumber: made.caseNumber, mark: 'Memorandum' }),
    rows: () => mine.hearings.filter((h) => inRange(h.hearingDate)).length,
  },
  {
    id: 'final-decisions', path: '/api/reports/final-decisions',
    header: ['Ruling date', 'Case No.', 'Case', 'Case type', 'Client', 'Court', 'Ruling'],
    made: () => ({ caseNumber: ruled.caseNumber }),
    rows: () => mine.rulings.length,
  },
  {
    id: 'appointments', path: `/api/reports/appointments?from=${FROM}&to=${TO}`,
    header: ['Date', 'Time', 'Type', 'Subject', 'Details', 'Case No.', 'Case', 'Assigned to / with', 'Status'],
    made: () => ({ caseNumber: made.caseNumber, mark: 'Briefing' }),
    rows: () => mine.appointments.filter((a) => inRange(a.date)).length,
  },
  {
    id: 'cases-summary', path: '/api/reports/cases-summary',
    header: ['Case No.', 'Case', 'Client', 'Case type', 'Court', 'Status', 'Priority', 'Start date', 'Lawyers', 'Hearings', 'Next hearing'],
    made: () => ({ caseNumber: made.caseNumber, mark: 'Marker' }),
    rows: () => mine.cases.length,
  },
  {
    id: 'adjourned-cases', path: '/api/reports/adjourned-cases',
    header: ['Date', 'Case No.', 'Case', 'Client', 'Court', 'Adjournment reason', 'Next hearing'],
    made: () => ({ caseNumber: ruled.caseNumber, mark: 'Missing documents' }),
    rows: () => mine.hearings.filter((h) => h.status === 'Adjourned').length,
  },
  {
    id: 'documents', path: '/api/reports/documents',
    header: ['Uploaded', 'Case No.', 'Case', 'Case type', 'Document', 'Category', 'File', 'Size (KB)'],
    made: () => ({ caseNumber: made.caseNumber, mark: 'Valuation' }),
    rows: () => mine.documents.length,
  },
  {
    id: 'hearing-schedule', path: `/api/reports/hearings/schedule?from=${FROM}&to=${TO}`,
    header: ['Court', 'Date', 'Time', 'Hall', 'Roll No.', 'Case No.', 'Case', 'Client', 'Lawyers'],
    made: () => ({ caseNumber: made.caseNumber }),
    rows: () => mine.hearings.filter((h) => inRange(h.hearingDate)).length,
  },
  {
    // the seeded hearings two and eight days ahead put at least one case in next week, whatever today is
    id: 'cases', path: '/api/reports/cases?range=next-week',
    header: ['Case No.', 'Case', 'Client', 'Case type', 'Court', 'Status', 'Priority', 'Next hearing', 'Hearings', 'Lawyers'],
    made: () => ({ caseNumber: made.caseNumber, mark: 'Marker' }),
    rows: () => {
      const from = plus(7, mondayOf(today()));
      return new Set(mine.hearings.filter((h) => inRange(h.hearingDate, from, plus(6, from))).map((h) => h.caseId)).size;
    },
  },
];
const fileName = (id: string, ext: string) => (id === 'cases' ? `cases-report-next-week-${today()}.${ext}` : `lawyer-${id}-${today()}.${ext}`);

describe.each(reports)('the $id report', (r) => {
  it('downloads as a PDF named after the report and the day, holding the row this suite made', async () => {
    const { res, bytes } = await download(fatima, r.path);
    expect(res.status, bytes.toString()).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${fileName(r.id, 'pdf')}`);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    const { caseNumber, mark } = r.made();
    expect(text).toContain(caseNumber);
    if (mark) expect(text).toContain(mark);
  });

  it('downloads as a workbook with its header row and one row per record', async () => {
    const { res, bytes } = await download(fatima, `${r.path}${r.path.includes('?') ? '&' : '?'}format=excel`);
    expect(res.status, bytes.toString()).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(fileName(r.id, 'xlsx'));
    const { ws, header, data } = await sheetOf(bytes);
    expect(header).toEqual(r.header);
    expect(r.rows()).toBeGreaterThan(0);
    expect(data).toHaveLength(r.rows());
    // the row this suite made: its case number in the case column, its mark in a cell of the same row
    const { caseNumber, mark } = r.made();
    const column = header.indexOf('Case No.');
    expect(data.filter((row) => String(row[column]) === caseNumber && (!mark || row.some((cell) => String(cell ?? '').includes(mark)))), `${caseNumber} ${mark ?? ''}`).not.toEqual([]);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.getRow(1).font?.bold).toBe(true);
  });
});

/** every stored code a report may print: an Arabic export shows none of them */
const CODES = [...new Set<string>([...caseStatuses, ...casePriorities, ...hearingStatuses, ...appointmentTypes, ...appointmentStatuses, ...taskStatuses, ...rulingTypes])];
const codesIn = (text: string) => CODES.filter((c) => new RegExp(`(?<![\\p{L}_])${c}(?![\\p{L}_])`, 'u').test(text));
const withLang = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

describe.each(reports)('the $id report in Arabic', (r) => {
  it('reads in words: no stored code, no AM/PM, Fatima’s rows', async () => {
    const { bytes } = await download(fatima, withLang(r.path, 'format=excel&lang=ar'));
    const { ws, header, data } = await sheetOf(bytes);
    expect(ws.views[0].rightToLeft).toBe(true);
    expect(data).toHaveLength(r.rows());
    const cells = [header, ...data].flat().filter((v) => v !== null && v !== undefined && !(v instanceof Date)).map(String);
    // the seed's free text is "English / Arabic", so English words such as "meeting" are there: a
    // code shows as a cell of its own
    expect(cells.filter((v) => CODES.includes(v.trim()))).toEqual([]);
    expect(cells.join('\n')).not.toMatch(/\b[AP]M\b/);
    // every row names one of Fatima's cases, as the lawyer API lists them
    const numbers = new Set(mine.cases.map((c) => String(c.caseNumber)));
    const column = header.indexOf('رقم القضية');
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((row) => numbers.has(String(row[column])))).toBe(true);

    const pdf = pdfText((await download(fatima, withLang(r.path, 'lang=ar'))).bytes);
    // in the PDF's running text: the codes no English prose holds (in_progress, FinalRuling, Scheduled)
    expect(codesIn(pdf).filter((c) => /[_A-Z]/.test(c))).toEqual([]);
    expect(pdf).not.toMatch(/\b[AP]M\b/);
  });
});

describe('report options', () => {
  it('renders Arabic for lang=ar or an Arabic browser: right-to-left sheet, Arabic headers, real dates with the Hijri day beside a hearing\'s', async () => {
    const { bytes } = await download(fatima, `/api/reports/hearings?format=excel&from=${FROM}&to=${TO}`, { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.5' });
    const { ws, header, data } = await sheetOf(bytes);
    expect(ws.views[0].rightToLeft).toBe(true);
    expect(header.slice(0, 4)).toEqual(['التاريخ', 'التاريخ (هجري)', 'الوقت', 'رقم القضية']);
    expect(data[0][0]).toBeInstanceOf(Date);
    expect(data[0][1]).toBe(hijriDayFor((data[0][0] as Date).toISOString().slice(0, 10), 'ar'));
    const pdf = await download(fatima, `/api/reports/hearings/schedule?lang=ar&from=${FROM}&to=${TO}`);
    expect(pdf.res.status).toBe(200);
    expect(pdfText(pdf.bytes)).toContain(made.caseNumber);
  });

  it('opens a preview inline', async () => {
    const { res } = await download(fatima, '/api/reports/cases-summary?preview=true');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; /);
  });

  it('applies the report filters, by id or by the spec’s names', async () => {
    const count = async (path: string) => (await sheetOf((await download(fatima, `${path}&format=excel`)).bytes)).data.length;
    const adjourned = mine.hearings.filter((h) => h.status === 'Adjourned').length;
    expect(await count('/api/reports/hearings?status=postponed')).toBe(adjourned);
    expect(await count('/api/reports/hearings?status=pending')).toBe(mine.hearings.length - adjourned);
    expect(await count('/api/reports/appointments?taskType=meeting')).toBe(mine.appointments.filter((a) => a.type === 'meeting').length);
    expect(await count('/api/reports/adjourned-cases?adjournmentReason=missing-documents')).toBe(adjourned);
    expect(await count('/api/reports/adjourned-cases?adjournmentReason=court-schedule')).toBe(0);
    expect(await count('/api/reports/documents?documentCategory=pleading')).toBe(mine.documents.filter((d) => d.category === 'Pleading').length);
    const types = (await fatima.client.get('/api/case-types')).body as Rec[];
    const commercialIds = types.filter((t) => t.caseCategory === 'Commercial').map((t) => t.id);
    expect(await count('/api/reports/cases-summary?caseType=commercial')).toBe(mine.cases.filter((c) => commercialIds.includes(c.caseTypeId)).length);
    expect(await count(`/api/reports/cases-summary?caseType=${commercialIds[0]}`)).toBe(mine.cases.filter((c) => c.caseTypeId === commercialIds[0]).length);
  });

  it('limits a lawyer to the cases assigned to them', async () => {
    const { data } = await sheetOf((await download(omar, '/api/reports/cases-summary?format=excel')).bytes);
    const his = (await omar.client.get('/api/lawyer/cases')).body as Rec[];
    expect(data.map((r) => r[0]).sort()).toEqual(his.map((c) => c.caseNumber).sort());
    const all = await sheetOf((await download({ token: (await login(server.url, server.adminUsername, server.adminPassword)).token }, '/api/reports/cases-summary?format=excel')).bytes);
    expect(all.data.length).toBe((await admin.get('/api/cases')).body.length);
  });

  it('refuses bad filters with a bilingual error per field, never a 500', async () => {
    const cases: [string, string][] = [
      ['/api/reports/hearings?from=2026-13-01', 'from'],
      ['/api/reports/hearings?from=yesterday', 'from'],
      [`/api/reports/hearings?from=${TO}&to=${FROM}`, 'to'],
      ['/api/reports/hearings?status=bogus', 'status'],
      ['/api/reports/hearings?format=doc', 'format'],
      ['/api/reports/hearings?lang=fr', 'lang'],
      ['/api/reports/monthly-calendar?month=2026-1', 'month'],
      ['/api/reports/cases?range=last-year', 'range'],
      ['/api/reports/final-decisions?caseType=maritime', 'caseType'],
      ['/api/reports/documents?documentCategory=999999', 'documentCategory'],
      ['/api/reports/cases-summary?client=CLI-000000', 'client'],
      ['/api/reports/appointments?taskType=party', 'taskType'],
    ];
    for (const [path, field] of cases) {
      const res = await fatima.client.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation_failed', message: 'The report filters are not valid', messageAr: 'عوامل تصفية التقرير غير صالحة' });
      expect(res.body.errors.map((e: Rec) => e.field), path).toContain(field);
      expect(res.body.errors.every((e: Rec) => e.message && e.messageAr), path).toBe(true);
    }
    expect((await fatima.client.get(`/api/reports/hearings?from=${TO}&to=${FROM}`)).body.errors[0]).toMatchObject({ message: 'The start date must be on or before the end date' });
    expect((await fatima.client.get('/api/reports/no-such-report')).status).toBe(404);
    expect((await api(server.url).get('/api/reports/hearings')).status).toBe(401);
  });
});

describe('report jobs', () => {
  it('runs a report in the background with progress, for its requester only', async () => {
    const started = await fatima.client.get(`/api/reports/weekly-schedule?from=${FROM}&to=${TO}&lang=ar`, { prefer: 'respond-async' });
    expect(started.status).toBe(202);
    const { jobId } = started.body;
    expect(started.headers.get('location')).toBe(`/api/report-jobs/${jobId}`);
    const seen: Rec[] = [];
    const done = await eventually(
      'the report job finished',
      async () => {
        const s = (await fatima.client.get(`/api/report-jobs/${jobId}`)).body;
        seen.push(s);
        return s;
      },
      (s) => s.state === 'completed' || s.state === 'failed',
      60_000,
    );
    expect(done).toMatchObject({ state: 'completed', progress: 100, filename: `lawyer-weekly-schedule-${today()}.pdf` });
    expect(seen.every((s) => ['waiting', 'active', 'completed'].includes(s.state) && s.progress >= 0 && s.progress <= 100)).toBe(true);
    // progress only moves forward
    expect(seen.map((s) => s.progress)).toEqual([...seen.map((s) => s.progress)].sort((a, b) => a - b));

    const file = await download(fatima, `/api/report-jobs/${jobId}/file`);
    expect(file.res.status).toBe(200);
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // the suite's own case, with its meeting, in the Arabic weekly schedule
    expect(pdfText(file.bytes)).toContain(made.caseNumber);
    expect((await omar.client.get(`/api/report-jobs/${jobId}`)).status).toBe(404);
    expect((await omar.client.get(`/api/report-jobs/${jobId}/file`)).status).toBe(404);
    expect((await fatima.client.get('/api/report-jobs/report.employee.1.nope')).status).toBe(404);
  });
});

describe('minutes as a Word document', () => {
  it('downloads a bilingual .docx holding the Arabic minutes', async () => {
    const { res, bytes } = await download(fatima, `/api/hearing-minutes/${minutesId}/export.docx`);
    expect(res.status, bytes.toString()).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename\\*=UTF-8''hearing-minutes-${minutesId}-\\d{4}-\\d{2}-\\d{2}\\.docx$`));
    const zip = await JSZip.loadAsync(bytes);
    const xml = await zip.file('word/document.xml')!.async('string');
    expect(xml).toContain(HEARING_REPORT_AR);
    expect(xml).toContain('محضر جلسة');
    expect(xml).toContain('Minutes of Hearing');
    expect(xml).toContain('<w:bidi/>');
    expect(xml).toContain('<w:rtl/>');
    // the Arabic side: paragraphs laid out right to left hold no stored code and no AM/PM; the
    // hearing's time reads 10:00 ص there and 10:00 AM on the English side
    const paragraphs = [...xml.matchAll(/<w:p>([\s\S]*?)<\/w:p>/g)].map(([, p]) => ({ rtl: p.includes('<w:bidi/>'), text: [...p.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map(([, t]) => t).join('') }));
    const arabic = paragraphs.filter((p) => p.rtl).map((p) => p.text);
    expect(arabic).toContain('10:00 ص');
    expect(paragraphs.filter((p) => !p.rtl).map((p) => p.text)).toContain('10:00 AM');
    expect(arabic.filter((t) => /\b[AP]M\b/.test(t) || codesIn(t).length)).toEqual([]);
    expect(arabic).toContain('حكم نهائي');
    // English typed among the Arabic minutes keeps its own direction: a left-to-right paragraph, Arabic runs marked right to left within it
    const notes = paragraphs.find((p) => p.text === 'Expert appointed - تم تعيين خبير')!;
    expect(notes.rtl).toBe(false);
    expect(xml).toMatch(/<w:r><w:rPr>(?:(?!<\/w:rPr>)[\s\S])*<w:rtl\/>(?:(?!<\/w:rPr>)[\s\S])*<\/w:rPr><w:t[^>]*>تم تعيين خبير<\/w:t>/);
    const header = Object.keys(zip.files).find((n) => /^word\/header\d*\.xml$/.test(n))!;
    expect(await zip.file(header)!.async('string')).toContain('النور للمحاماة والاستشارات القانونية');
  });

  it('is not given to a lawyer who is not on the case', async () => {
    expect((await omar.client.get(`/api/hearing-minutes/${minutesId}/export.docx`)).status).toBe(404);
    expect((await fatima.client.get('/api/hearing-minutes/999999/export.docx')).status).toBe(404);
  });
});
