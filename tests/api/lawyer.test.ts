import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn } from '@lawfirm/contracts';
import { api, login, type RunningServer, requestsHead } from '../support/server.js';
import { startSeededFirm } from '../support/seededFirm.js';
import { eventually } from '../support/eventually.js';

let server: RunningServer;
let admin: ReturnType<typeof api>;
let fatima: Awaited<ReturnType<typeof login>>;
let omar: Awaited<ReturnType<typeof login>>;
const ref: Record<string, number> = {};
const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');

/** the newest event a request appended (the portal's own sweeps and reactions left out) */
const head = () => requestsHead(admin);
/**
 * The seed's automated-task rules add tasks to a new case and to its hearings, a moment after them:
 * waits until the case has one per active rule on case_opened, and per hearing one per rule on hearing_scheduled.
 */
async function automatedTasksMade(caseId: number, hearings: number) {
  const rules = ((await admin.get('/api/case-settings/automated-tasks')).body as { trigger: string; isActive: boolean }[]).filter((r) => r.isActive);
  const expected = rules.filter((r) => r.trigger === 'case_opened').length + hearings * rules.filter((r) => r.trigger === 'hearing_scheduled').length;
  const made = async () => ((await admin.get(`/api/lawyer/cases/${caseId}/appointments`)).body as { source: unknown }[]).filter((a) => a.source).length;
  expect(await eventually(`the ${expected} automated tasks of case ${caseId}`, made, (n) => n >= expected)).toBe(expected);
}

beforeAll(async () => {
  ({ server, admin, fatima, omar } = await startSeededFirm());
  const clients = (await fatima.client.get('/api/lawyer/clients')).body;
  ref.withAgreement = clients.find((c: { hasInitiationAgreement: boolean }) => c.hasInitiationAgreement).id;
  ref.withoutAgreement = clients.find((c: { hasInitiationAgreement: boolean }) => !c.hasInitiationAgreement).id;
  ref.department = (await admin.post('/api/case-settings/departments', { titleEn: 'Litigation', titleAr: 'التقاضي' })).body.id;
  ref.office = (await fatima.client.get('/api/branches')).body[0].id;
  ref.region = (await fatima.client.get('/api/regions')).body.find((r: { code: string }) => r.code === 'DXB').id;
  ref.court = (await fatima.client.get('/api/courts')).body[0].id;
  ref.caseType = (await admin.post('/api/case-settings/enhanced-case-types', { nameEn: 'Commercial claim', nameAr: 'دعوى تجارية', caseCategory: 'Commercial' })).body.id;
});
afterAll(async () => {
  await server?.stop();
});

describe('case settings', () => {
  const settings = [
    ['adjournment-reasons', { nameEn: 'Defendant absent', nameAr: 'غياب المدعى عليه' }, { nameEn: 'Defendant not served' }],
    ['job-titles', { titleEn: 'Paralegal', titleAr: 'مساعد قانوني' }, { titleEn: 'Senior Paralegal' }],
    ['document-categories', { categoryEn: 'Pleading', categoryAr: 'مذكرة', documentType: 'Word' }, { documentType: 'PDF' }],
    ['case-degrees', { nameEn: 'First Instance', nameAr: 'ابتدائي', priority: 1 }, { priority: 2 }],
    ['automated-tasks', { taskTextEn: 'Prepare hearing file', taskTextAr: 'تجهيز ملف الجلسة', taskType: 'Reminder' }, { taskType: 'Court filing check' }],
    ['court-districts', () => ({ nameEn: 'Deira', nameAr: 'ديرة', courtId: ref.court }), { nameEn: 'Deira District' }],
    ['departments', { titleEn: 'Corporate', titleAr: 'الشركات' }, { titleAr: 'قسم الشركات' }],
  ] as const;
  for (const [path, create, edit] of settings)
    it(`${path}: create, list, edit, delete; names required in both languages`, async () => {
      const body = typeof create === 'function' ? create() : create;
      const created = await admin.post(`/api/case-settings/${path}`, body);
      expect(created.status, created.text).toBe(201);
      expect(created.body.isActive).toBe(true);
      const updated = await admin.put(`/api/case-settings/${path}/${created.body.id}`, { ...body, ...edit, version: created.body.version });
      expect(updated.status, updated.text).toBe(200);
      expect((await fatima.client.get(`/api/case-settings/${path}`)).body.find((x: { id: number }) => x.id === created.body.id)).toMatchObject(edit);
      const before = await head();
      const invalid = await admin.post(`/api/case-settings/${path}`, {});
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors.every((e: { messageAr: string }) => e.messageAr.length > 0)).toBe(true);
      expect(await head()).toBe(before);
      expect((await fatima.client.post(`/api/case-settings/${path}`, body)).status).toBe(403);
      expect((await admin.delete(`/api/case-settings/${path}/${created.body.id}`)).status).toBe(200);
    });

  it('refuses a case degree priority outside 1 to 100 and an automated task without a type', async () => {
    const p = await admin.post('/api/case-settings/case-degrees', { nameEn: 'Appeal', nameAr: 'استئناف', priority: 101 });
    expect(p.body.errors[0].field).toBe('priority');
    const t = await admin.post('/api/case-settings/automated-tasks', { taskTextEn: 'x', taskTextAr: 'س', taskType: '  ' });
    expect(t.body.errors[0]).toMatchObject({ message: 'Please enter or select a task type', messageAr: 'يرجى إدخال نوع المهمة أو اختياره' });
  });

  it('lists the districts of a court and the case types with their stage', async () => {
    const degree = (await admin.post('/api/case-settings/case-degrees', { nameEn: 'Appeal', nameAr: 'استئناف', priority: 2 })).body.id;
    await admin.put(`/api/case-settings/enhanced-case-types/${ref.caseType}`, { nameEn: 'Commercial claim', nameAr: 'دعوى تجارية', caseCategory: 'Commercial', stageId: degree });
    expect((await fatima.client.get('/api/case-types')).body.find((t: { id: number }) => t.id === ref.caseType)).toMatchObject({ stageNameEn: 'Appeal', stageNameAr: 'استئناف' });
    const d = (await admin.post('/api/case-settings/court-districts', { nameEn: 'Bur Dubai', nameAr: 'بر دبي', courtId: ref.court })).body;
    ref.district = d.id;
    expect((await fatima.client.get(`/api/case-settings/court-districts/by-court/${ref.court}`)).body.map((x: { id: number }) => x.id)).toContain(d.id);
  });
});

describe('files', () => {
  const payload = () => ({
    subject: 'Unpaid supplier invoices', notes: 'Three invoices from 2025', caseDirection: 'for', clientId: ref.withAgreement,
    departmentId: ref.department, officeId: ref.office, responsibleLawyers: [{ id: fatima.user.id, role: 'responsible' }],
  });

  it('numbers a new file from the server and opens it with an attachment', async () => {
    const next = (await fatima.client.get('/api/lawyer/next-file-number')).body.fileNumber;
    expect(next).toMatch(/^FL-\d{5}$/);
    const form = new FormData();
    for (const [k, v] of Object.entries(payload())) form.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
    form.append('attachments', JSON.stringify([{ fileName: 'contract.pdf', category: 'contract' }]));
    form.append('attachmentFiles', new Blob([pdf], { type: 'application/pdf' }), 'contract.pdf');
    const res = await fatima.client.post('/api/lawyer/files', form);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ fileNumber: next, caseDirection: 'withUs' });
    ref.file = res.body.id;
    const detail = (await fatima.client.get(`/api/lawyer/files/${ref.file}`)).body;
    expect(detail).toMatchObject({ clientNameAr: expect.any(String), departmentTitleEn: 'Litigation', responsibleLawyerName: 'Fatima Al Zaabi' });
    const docs = (await fatima.client.get(`/api/lawyer/files/${ref.file}/documents`)).body;
    expect(docs[0]).toMatchObject({ fileName: 'contract.pdf', category: 'contract', categoryNameAr: 'عقد' });
    const download = await fetch(server.url + docs[0].fileUrl, { headers: { authorization: `Bearer ${fatima.token}` } });
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('refuses a client without an initiation agreement, and missing fields, in both languages', async () => {
    const before = await head();
    const res = await fatima.client.post('/api/lawyer/files', { ...payload(), clientId: ref.withoutAgreement });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Initiation Agreement');
    expect(res.body.messageAr).toContain('اتفاقية');
    const missing = await fatima.client.post('/api/lawyer/files', { subject: '' });
    expect(missing.body).toMatchObject({ message: 'Please fill in all required fields', messageAr: 'يرجى تعبئة جميع الحقول المطلوبة' });
    const twice = await fatima.client.post('/api/lawyer/files', { ...payload(), responsibleLawyers: [{ id: fatima.user.id, role: 'responsible' }, { id: fatima.user.id, role: 'supervisor' }] });
    expect(twice.status).toBe(400);
    expect(await head()).toBe(before);
  });

  it('shows a lawyer only the files they are assigned to', async () => {
    expect((await fatima.client.get('/api/lawyer/files')).body.map((f: { id: number }) => f.id)).toContain(ref.file);
    expect((await omar.client.get('/api/lawyer/files')).body.map((f: { id: number }) => f.id)).not.toContain(ref.file);
    expect((await omar.client.get(`/api/lawyer/files/${ref.file}`)).status).toBe(404);
    expect((await admin.get('/api/lawyer/files')).body.map((f: { id: number }) => f.id)).toContain(ref.file);
  });

  it('lets only an admin or an assigned lawyer change or delete a file', async () => {
    const file = (await fatima.client.get(`/api/lawyer/files/${ref.file}`)).body;
    expect((await omar.client.put(`/api/lawyer/files/${ref.file}`, { ...payload(), version: file.version })).status).toBe(403);
    const edited = await fatima.client.put(`/api/lawyer/files/${ref.file}`, { ...payload(), responsibleLawyers: [{ id: fatima.user.id, role: 'responsible' }, { id: omar.user.id, role: 'supervisor' }], version: file.version });
    expect(edited.status, edited.text).toBe(200);
    expect((await omar.client.get('/api/lawyer/files')).body.map((f: { id: number }) => f.id)).toContain(ref.file);
    const other = (await admin.post('/api/lawyer/files', { ...payload(), responsibleLawyers: [] })).body.id;
    const refused = await omar.client.delete(`/api/lawyer/files/${other}`);
    expect(refused.status).toBe(403);
    expect(refused.body.messageAr).toBeTruthy();
    expect((await admin.delete(`/api/lawyer/files/${other}`)).status).toBe(200);
  });
});

describe('cases', () => {
  const wizard = () => ({
    titleEn: 'Emirates Trading v. Gulf Supplies', titleAr: 'الإمارات للتجارة ضد إمدادات الخليج', caseTypeId: ref.caseType, regionId: ref.region, courtId: ref.court, districtId: 0,
    plaintiffs: [{ clientId: ref.withAgreement, role: 'Plaintiff', type: 'client' }], defendants: [{ name: 'Gulf Supplies LLC', role: 'Defendant', contactInfo: '+971 4 000 0000' }],
    lawyerIds: [fatima.user.id], status: 'active', priority: 'high', caseNumber: '', isDraft: false,
  });

  it('opens a case through the wizard payload, numbered and dated', async () => {
    const res = await fatima.client.post('/api/cases', wizard());
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ status: 'active', priority: 'high', districtId: null, caseYear: new Date().getFullYear() });
    expect(res.body.caseNumber).toMatch(/^\d{4}\/\d{4}$/);
    expect(res.body.startDate).toBe(dayIn('Asia/Dubai'));
    ref.case = res.body.id;
    const detail = (await fatima.client.get(`/api/lawyer/cases/${ref.case}`)).body;
    expect(detail).toMatchObject({ emirate: { nameEn: 'Dubai', nameAr: 'دبي' }, caseTypeNameAr: 'دعوى تجارية', counts: { hearings: 0 } });
    expect(detail.plaintiffs[0].nameAr).toBeTruthy();
  });

  it('refuses each wizard step’s missing data with its message in both languages', async () => {
    await automatedTasksMade(ref.case, 0);
    const before = await head();
    const messages = async (body: object) => (await fatima.client.post('/api/cases', body)).body.errors.map((e: { message: string }) => e.message);
    expect(await messages({ ...wizard(), titleEn: '', titleAr: '', caseTypeId: 0 })).toEqual(expect.arrayContaining(['Title (English) is required', 'Title (Arabic) is required', 'Case type is required']));
    expect(await messages({ ...wizard(), regionId: 0 })).toContain('Emirate is required');
    expect(await messages({ ...wizard(), plaintiffs: [], lawyerIds: [] })).toEqual(expect.arrayContaining(['At least one client is required', 'At least one responsible lawyer is required']));
    expect(await messages({ ...wizard(), defendants: [{ name: '', role: '' }] })).toEqual(expect.arrayContaining(['Full name is required', 'Role is required']));
    expect(await head()).toBe(before);
  });

  it('keeps a draft without dates', async () => {
    const res = await fatima.client.post('/api/cases', { ...wizard(), status: 'draft', startDate: '2026-12-01', expectedEndDate: '2027-06-01' });
    expect(res.body).toMatchObject({ status: 'draft', startDate: null, expectedEndDate: null });
  });

  it('accepts the spec’s own create payload, which names one responsible lawyerId', async () => {
    const { lawyerIds: _l, ...spec } = wizard();
    const res = await fatima.client.post('/api/cases', { ...spec, lawyerId: fatima.user.id, createdBy: 4, isDraft: false, isActive: true });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ lawyerIds: [fatima.user.id], createdBy: fatima.user.id });
    const none = await fatima.client.post('/api/cases', { ...spec, lawyerId: 0 });
    expect(none.body.errors).toEqual([{ field: 'lawyerIds', message: 'At least one responsible lawyer is required', messageAr: 'مطلوب محامٍ مسؤول واحد على الأقل' }]);
  });

  it('corrects what the wizard collected: a new opponent, a second lawyer, court, number, year, registration date and the file', async () => {
    const opened = (await fatima.client.post('/api/cases', { ...wizard(), caseNumber: `CORR-${Date.now()}` })).body;
    const district = (await admin.post('/api/case-settings/court-districts', { nameEn: 'Bur Dubai', nameAr: 'بر دبي', courtId: ref.court })).body.id;
    const caseNumber = `DXB-${Date.now()}/2025`;
    const edit = {
      titleEn: opened.titleEn, titleAr: opened.titleAr, status: 'active', priority: 'high', version: opened.version,
      defendants: [...opened.defendants, { name: 'Gulf Logistics FZE', role: 'Second defendant', contactInfo: 'legal@gulf-logistics.ae' }],
      lawyerIds: [fatima.user.id, omar.user.id], districtId: district, caseNumber, caseYear: 2025, registrationDate: '2025-03-02', fileId: ref.file,
    };
    const res = await fatima.client.put(`/api/cases/${opened.id}`, edit);
    expect(res.status, res.text).toBe(200);
    const detail = (await omar.client.get(`/api/lawyer/cases/${opened.id}`)).body;
    expect(detail).toMatchObject({ caseNumber, caseYear: 2025, registrationDate: '2025-03-02', fileId: ref.file, district: { nameEn: 'Bur Dubai', nameAr: 'بر دبي' } });
    expect(detail.defendants.map((d: { name: string }) => d.name)).toEqual(['Gulf Supplies LLC', 'Gulf Logistics FZE']);
    expect(detail.lawyers).toEqual([expect.objectContaining({ nameEn: 'Fatima Al Zaabi' }), expect.objectContaining({ id: omar.user.id, nameAr: expect.any(String) })]);
    // the old number is free again, the new one taken
    expect((await fatima.client.post('/api/cases', { ...wizard(), caseNumber: opened.caseNumber })).status).toBe(201);
    expect((await fatima.client.post('/api/cases', { ...wizard(), caseNumber })).body.errors[0]).toMatchObject({ field: 'caseNumber', messageAr: 'رقم القضية هذا مستخدم بالفعل' });
  });

  it('refuses a bad correction with its field named in both languages, and changes nothing', async () => {
    const other = (await fatima.client.post('/api/cases', wizard())).body;
    const c = (await fatima.client.post('/api/cases', wizard())).body;
    const edit = { titleEn: c.titleEn, titleAr: c.titleAr, status: 'active', priority: 'high', version: c.version };
    const refused = async (change: object) => {
      const res = await fatima.client.put(`/api/cases/${c.id}`, { ...edit, ...change });
      expect(res.status, res.text).toBeGreaterThanOrEqual(400);
      return res.body.errors as { field: string; message: string; messageAr: string }[];
    };
    expect(await refused({ lawyerIds: [], plaintiffs: [], caseTypeId: 0, caseNumber: ' ' })).toEqual(expect.arrayContaining([
      { field: 'lawyerIds', message: 'At least one responsible lawyer is required', messageAr: 'مطلوب محامٍ مسؤول واحد على الأقل' },
      { field: 'plaintiffs', message: 'At least one client is required', messageAr: 'مطلوب عميل واحد على الأقل' },
      { field: 'caseTypeId', message: 'Case type is required', messageAr: 'نوع القضية مطلوب' },
      { field: 'caseNumber', message: 'Case number is required', messageAr: 'رقم القضية مطلوب' },
    ]));
    expect(await refused({ defendants: [{ name: '', role: 'Defendant' }] })).toEqual([expect.objectContaining({ field: 'defendants.0.name', message: 'Full name is required' })]);
    expect(await refused({ caseNumber: other.caseNumber })).toEqual([{ field: 'caseNumber', message: 'This case number is already in use', messageAr: 'رقم القضية هذا مستخدم بالفعل' }]);
    expect(await refused({ courtId: 999_999 })).toEqual([expect.objectContaining({ field: 'courtId', messageAr: expect.stringMatching(/\p{Script=Arabic}/u) })]);
    expect(await refused({ fileId: 999_999 })).toEqual([{ field: 'fileId', message: 'The selected file does not exist', messageAr: 'الملف المختار غير موجود' }]);
    expect(await refused({ lawyerIds: [999_999] })).toEqual([expect.objectContaining({ field: 'lawyerIds' })]);
    expect((await fatima.client.get(`/api/lawyer/cases/${c.id}`)).body).toMatchObject({ version: c.version, caseNumber: c.caseNumber, lawyerIds: [fatima.user.id], courtId: ref.court });
  });

  it('tells the second of two lawyers editing at once that the case changed (409), and refuses strangers (403)', async () => {
    const c = (await fatima.client.get(`/api/cases/${ref.case}`)).body;
    const edit = { titleEn: c.titleEn, titleAr: c.titleAr, status: 'in_progress', priority: 'high', version: c.version };
    expect((await fatima.client.put(`/api/cases/${ref.case}`, edit)).status).toBe(200);
    const second = await admin.put(`/api/cases/${ref.case}`, { ...edit, summary: 'other' });
    expect(second.status).toBe(409);
    expect(second.body.messageAr).toContain('تعديل');
    expect((await omar.client.put(`/api/cases/${ref.case}`, { ...edit, version: undefined })).status).toBe(403);
    expect((await omar.client.get(`/api/lawyer/cases/${ref.case}`)).status).toBe(404);
  });

  it('schedules, reschedules and cancels hearings, with documents and a minutes file', async () => {
    const body = { hearingDate: '2026-12-03', hearingTime: '10:30 AM', hallName: 'Hall 4', rollNumber: '17', whatIsRequested: 'Expert report', onlineLink: '' };
    const h = await fatima.client.post(`/api/lawyer/cases/${ref.case}/hearings`, body);
    expect(h.status, h.text).toBe(201);
    const missing = await fatima.client.post(`/api/lawyer/cases/${ref.case}/hearings`, {});
    expect(missing.body.errors.map((e: { message: string }) => e.message)).toEqual(expect.arrayContaining(['Date is required', 'Time is required', 'Hall name is required', 'Roll number is required', 'Description is required']));
    expect((await fatima.client.put(`/api/hearings/${h.body.id}`, { ...body, hearingDate: '2026-12-10' })).status).toBe(200);
    const docs = new FormData();
    docs.append('documents', new Blob([pdf], { type: 'application/pdf' }), 'a.pdf');
    docs.append('documents', new Blob([pdf], { type: 'application/pdf' }), 'b.pdf');
    expect((await fatima.client.post(`/api/hearings/${h.body.id}/documents`, docs)).status).toBe(201);
    const none = await fatima.client.post(`/api/hearings/${h.body.id}/documents`, new FormData());
    expect(none.body.errors[0]).toMatchObject({ message: 'Please select files to upload' });
    const minutes = new FormData();
    minutes.append('minutesFile', new Blob([pdf], { type: 'application/pdf' }), 'minutes.pdf');
    expect((await fatima.client.post(`/api/hearings/${h.body.id}/minutes-file`, minutes)).status).toBe(201);
    const listed = (await fatima.client.get(`/api/lawyer/cases/${ref.case}/hearings`)).body[0];
    expect(listed).toMatchObject({ hearingDate: '2026-12-10', status: 'Scheduled', minutesFileName: 'minutes.pdf' });
    expect(listed.documents).toHaveLength(2);
    const file = await fetch(server.url + listed.documents[1].url, { headers: { authorization: `Bearer ${fatima.token}` } });
    expect(file.status).toBe(200);
    expect((await fatima.client.delete(`/api/hearings/${h.body.id}`)).status).toBe(200);
    expect((await fatima.client.get(`/api/lawyer/cases/${ref.case}/hearings`)).body).toHaveLength(0);
    expect((await fetch(server.url + listed.documents[1].url, { headers: { authorization: `Bearer ${fatima.token}` } })).status).toBe(404);
  });

  it('adds meetings and tasks and changes their status; logs updates; files documents', async () => {
    const task = await fatima.client.post(`/api/lawyer/cases/${ref.case}/appointments`, { type: 'task', title: 'Collect statements', description: 'Bank statements 2025', date: '2026-11-28', time: '09:00 AM', assignedTo: omar.user.id });
    expect(task.body).toMatchObject({ status: 'pending', assignedTo: omar.user.id });
    const status = await fatima.client.patch(`/api/lawyer/appointments/${task.body.id}`, { status: 'completed' });
    expect(status.body.status).toBe('completed');
    const bad = await fatima.client.post(`/api/lawyer/cases/${ref.case}/appointments`, { type: 'meeting' });
    expect(bad.body.errors.map((e: { message: string }) => e.message)).toEqual(expect.arrayContaining(['Title is required', 'Description/Agenda is required']));
    const update = await fatima.client.post(`/api/lawyer/cases/${ref.case}/updates`, { updateType: 'Call', updateText: 'Called the client about the hearing' });
    expect(update.status).toBe(201);
    expect((await fatima.client.post(`/api/lawyer/cases/${ref.case}/updates`, { updateType: 'Call', updateText: '' })).body.errors[0].message).toBe('Update text is required');
    const doc = new FormData();
    doc.append('name', 'Statement of claim');
    doc.append('category', 'Pleading');
    doc.append('file', new Blob([pdf], { type: 'application/pdf' }), 'claim.pdf');
    expect((await fatima.client.post(`/api/cases/${ref.case}/documents`, doc)).status).toBe(201);
    // the tasks the seed's rules made for this case and its hearing count too
    await automatedTasksMade(ref.case, 1);
    const listed = (await fatima.client.get(`/api/lawyer/cases/${ref.case}/appointments`)).body as { source: unknown }[];
    expect(listed.filter((a) => !a.source)).toHaveLength(1);
    const detail = (await fatima.client.get(`/api/lawyer/cases/${ref.case}`)).body;
    expect(detail.counts).toMatchObject({ appointments: listed.length, documents: 1, updates: 1 });
    expect((await fatima.client.get(`/api/lawyer/cases-by-client/${ref.withAgreement}`)).body.map((c: { id: number }) => c.id)).toContain(ref.case);
  });

  it('shows a colleague the summary of a case she is not on, and her client’s cases whoever their lawyer', async () => {
    const hearing = { hearingDate: '2026-12-10', hearingTime: '09:00 AM', hallName: 'Hall 7', rollNumber: '21', whatIsRequested: 'Reply memorandum', onlineLink: '' };
    expect((await fatima.client.post(`/api/lawyer/cases/${ref.case}/hearings`, hearing)).status).toBe(201);
    expect((await omar.client.get(`/api/lawyer/cases/${ref.case}`)).status).toBe(404);
    const summary = await omar.client.get(`/api/lawyer/cases/${ref.case}/summary`);
    expect(summary.status, summary.text).toBe(200);
    expect(summary.body).toMatchObject({ mayOpen: false, lawyers: [expect.objectContaining({ nameEn: 'Fatima Al Zaabi', nameAr: expect.any(String) })] });
    expect(summary.body.hearings).toContainEqual(expect.objectContaining({ hearingDate: '2026-12-10', hearingTime: '09:00', hallName: 'Hall 7' }));
    expect(summary.body).not.toHaveProperty('plaintiffs');
    expect((await fatima.client.get(`/api/lawyer/cases/${ref.case}/summary`)).body.mayOpen).toBe(true);
    const related = (await omar.client.get(`/api/lawyer/cases-by-client/${ref.withAgreement}`)).body as { id: number; mayOpen: boolean; lawyerNameEn: string }[];
    expect(related.find((c) => c.id === ref.case)).toMatchObject({ mayOpen: false, lawyerNameEn: 'Fatima Al Zaabi' });
    expect((await omar.client.get('/api/lawyer/cases/999999/summary')).status).toBe(404);
  });
});
