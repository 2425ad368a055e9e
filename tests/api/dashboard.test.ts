import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courtDayFor, formatDayFor } from '@lawfirm/contracts';
import { summaryOf } from '../../query-api/src/audit/describe.js';
import { eventually } from '../support/eventually.js';
import { isolated } from '../support/bidi.js';
import { startSeededFirm, type SeededFirm } from '../support/seededFirm.js';
import { api, login, startServer, type RunningServer } from '../support/server.js';

// The admin dashboard's figures: the clients and active employees added this month against last
// month (from the read models, in the firm's time zone), and the latest activities from the audit
// trail, in words, limited to what the admin may see.
let server: RunningServer;
let admin: ReturnType<typeof api>;
let adminName: { fullNameEn: string; fullNameAr: string };

beforeAll(async () => {
  server = await startServer();
  const signedIn = await login(server.url, server.adminUsername, server.adminPassword);
  admin = signedIn.client;
  adminName = { fullNameEn: signedIn.user.fullNameEn, fullNameAr: signedIn.user.fullNameAr };
});
afterAll(async () => {
  await server?.stop();
});

describe('admin dashboard', () => {
  it('counts the clients added this month against last month', async () => {
    const before = (await admin.get('/api/stats')).body;
    expect(before.trends).toEqual({ clients: { thisMonth: before.totalClients, lastMonth: 0 }, employees: { thisMonth: before.totalEmployees, lastMonth: 0 } });
    for (const [i, name] of ['Omar Hassan', 'Layla Saeed'].entries())
      expect((await admin.post('/api/clients', { clientId: `CLI-00000${i + 1}`, fullNameEn: name, fullNameAr: `عميل ${i + 1}`, phone: `+971 50 000 000${i + 1}` })).status).toBe(201);
    const after = (await admin.get('/api/stats')).body;
    expect(after.totalClients).toBe(before.totalClients + 2);
    // everything here was added today: this month, nothing last month
    expect(after.trends.clients).toEqual({ thisMonth: before.trends.clients.thisMonth + 2, lastMonth: 0 });
  });

  it('lists the latest activities in words, newest first, only those of records the admin may see', async () => {
    const region = (await admin.post('/api/regions', { nameEn: 'Fujairah', nameAr: 'الفجيرة', code: 'FUJ' })).body.id;
    const client = (await admin.post('/api/clients', { clientId: 'CLI-000010', fullNameEn: 'Hamad Al Ketbi', fullNameAr: 'حمد الكتبي', phone: '+971 50 000 0010' })).body.id;
    expect(region).toBeGreaterThan(0);
    const activities = (await admin.get('/api/stats/recent-activities')).body;
    expect(activities[0]).toMatchObject({
      whoEn: adminName.fullNameEn, whoAr: adminName.fullNameAr, summaryEn: 'Client added', summaryAr: 'تمت إضافة عميل',
      recordEn: 'Client: Hamad Al Ketbi', recordAr: `العميل: ${isolated('حمد الكتبي')}`,
    });
    expect(activities[1]).toMatchObject({ summaryEn: 'Emirate added', recordEn: 'Emirate: Fujairah', recordAr: `الإمارة: ${isolated('الفجيرة')}` });
    // no developer's words: the log's own fields stay out
    for (const a of activities) expect(Object.keys(a).sort()).toEqual(['id', 'recordAr', 'recordEn', 'summaryAr', 'summaryEn', 'time', 'whoAr', 'whoEn']);
    // nor the log's bookkeeping (sign-ins, unique values)
    expect(activities.some((a: { summaryEn: string }) => /Signed in|Unique value/.test(a.summaryEn))).toBe(false);
    expect(activities.length).toBeLessThanOrEqual(8);

    // an admin whose role sees clients only, without the audit log, sees the clients' activities only
    const roleId = (await admin.post('/api/roles', { nameEn: 'Front desk', nameAr: 'الاستقبال', permissions: { clients: ['view'] } })).body.id;
    expect((await admin.post('/api/users', { username: 'frontdesk', email: 'frontdesk@firm.ae', password: 'Front#2026', fullNameEn: 'Front Desk', fullNameAr: 'الاستقبال', roleId })).status).toBe(201);
    const desk = (await login(server.url, 'frontdesk', 'Front#2026')).client;
    const seen = (await desk.get('/api/stats/recent-activities')).body;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((a: { recordEn: string }) => a.recordEn.startsWith('Client'))).toBe(true);
    expect(seen[0]).toMatchObject({ recordEn: 'Client: Hamad Al Ketbi' });
    expect(client).toBeGreaterThan(0);
  });

  it('is for admins only', async () => {
    expect((await api(server.url).get('/api/stats/recent-activities')).status).toBe(401);
  });
});

type Activity = { id: number; time: string; whoEn: string; whoAr: string; summaryEn: string; summaryAr: string; recordEn: string; recordAr: string };
type Named = { en: string; ar: string };

// Every kind of record the dashboard can list, each named as people know it (its name, or what it
// is about for a record without one: a hearing by its day and case), in both languages; never by
// its number. On the seeded firm, whose lawyers' work shows beside the admin's.
describe('recent activities name each kind of record', () => {
  let firm: SeededFirm;
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
  const plus = (n: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');

  beforeAll(async () => {
    firm = await startSeededFirm();
  });
  afterAll(async () => {
    await firm?.server.stop();
  });

  /** the newest activity of that event type, as the admin sees it: it names the record `named` and no number */
  async function named(type: string, id: number, record: Named, who: ReturnType<typeof api> = firm.admin) {
    const { summaryEn, summaryAr } = summaryOf(type);
    const activities = (await who.get('/api/stats/recent-activities')).body as Activity[];
    const a = activities.find((x) => x.summaryEn === summaryEn);
    expect(a, `${type} among ${JSON.stringify(activities.map((x) => x.summaryEn))}`).toBeDefined();
    expect(a!.summaryAr).toBe(summaryAr);
    // in Arabic the name after the noun isolated, each of its parts too when it has several (read right to left)
    const arabic = record.ar.replace(/^([^:]+): (.+)$/, (_, noun: string, name: string) => `${noun}: ${name.includes(' · ') ? `\u2067${name.split(' · ').map(isolated).join(' · ')}\u2069` : isolated(name)}`);
    expect({ en: a!.recordEn, ar: a!.recordAr }, type).toEqual({ en: record.en, ar: arabic });
    for (const words of [a!.recordEn, a!.recordAr, a!.summaryEn, a!.summaryAr]) {
      expect(words, type).not.toMatch(/#\s*\d/);
      // the record's number is nowhere once its name is taken out (a date or a file number may hold digits)
      const rest = words.replace(record.en, '').replace(arabic, '');
      expect(rest, type).not.toMatch(new RegExp(`(^|\\D)${id}(\\D|$)`));
    }
  }
  const created = async (res: Promise<{ status: number; text: string; body: { id: number } }>) => {
    const r = await res;
    expect(r.status, r.text).toBe(201);
    return r.body.id;
  };

  it("the firm's settings and people: emirates, branches, courts, catalogues, roles, accounts, employees, clients, consultations", async () => {
    const { admin } = firm;
    const region = await created(admin.post('/api/regions', { nameEn: 'Western Region', nameAr: 'المنطقة الغربية', code: 'WRG' }));
    await named('RegionAdded', region, { en: 'Emirate: Western Region', ar: 'الإمارة: المنطقة الغربية' });
    // renamed: every line names it as it is now
    const { version } = (await admin.get('/api/regions')).body.find((r: { id: number }) => r.id === region);
    const renamed = await admin.put(`/api/regions/${region}`, { nameEn: 'Al Dhafra', nameAr: 'الظفرة', code: 'WRG', version });
    expect(renamed.status, renamed.text).toBe(200);
    await named('RegionRevised', region, { en: 'Emirate: Al Dhafra', ar: 'الإمارة: الظفرة' });
    await named('RegionAdded', region, { en: 'Emirate: Al Dhafra', ar: 'الإمارة: الظفرة' });
    const branch = await created(admin.post('/api/branches', { nameEn: 'Corniche Office', nameAr: 'مكتب الكورنيش', regionId: region, phone: '+971 2 000 0000', addressEn: 'Corniche', addressAr: 'الكورنيش' }));
    await named('BranchOpened', branch, { en: 'Branch: Corniche Office', ar: 'الفرع: مكتب الكورنيش' });
    const court = await created(admin.post('/api/courts', {
      nameEn: 'Ruwais Court', nameAr: 'محكمة الرويس', typeEn: 'Civil', typeAr: 'مدنية', locationEn: 'Ruwais', locationAr: 'الرويس', regionId: region, isActive: true,
    }));
    await named('CourtRegistered', court, { en: 'Court: Ruwais Court', ar: 'المحكمة: محكمة الرويس' });
    const district = await created(admin.post('/api/case-settings/court-districts', { nameEn: 'Ruwais Industrial', nameAr: 'الرويس الصناعية', courtId: court }));
    await named('CourtDistrictAdded', district, { en: 'Court district: Ruwais Industrial', ar: 'المنطقة القضائية: الرويس الصناعية' });
    const service = await created(admin.post('/api/services', { nameEn: 'Lease review', nameAr: 'مراجعة عقد الإيجار', price: 500, duration: 60 }));
    await named('LegalServiceOffered', service, { en: 'Service: Lease review', ar: 'الخدمة: مراجعة عقد الإيجار' });
    const setting = await created(admin.post('/api/system-settings', { key: 'test.grace.days', value: '5', nameEn: 'Grace days', nameAr: 'أيام السماح', category: 'general', dataType: 'number' }));
    await named('SystemSettingDefined', setting, { en: 'Setting: Grace days', ar: 'الإعداد: أيام السماح' });
    const news = await created(admin.post('/api/news', { titleEn: 'Office moved', titleAr: 'انتقل المكتب', contentEn: 'We moved.', contentAr: 'انتقلنا.', authorId: 1 }));
    await named('NewsArticleDrafted', news, { en: 'News article: Office moved', ar: 'الخبر: انتقل المكتب' });
    const caseType = await created(admin.post('/api/case-settings/enhanced-case-types', { nameEn: 'Maritime claim', nameAr: 'دعوى بحرية', caseCategory: 'Commercial' }));
    await named('CaseTypeAdded', caseType, { en: 'Case type: Maritime claim', ar: 'نوع القضية: دعوى بحرية' });
    const degree = await created(admin.post('/api/case-settings/case-degrees', { nameEn: 'Reconsideration', nameAr: 'التماس إعادة النظر', priority: 9 }));
    await named('CaseDegreeAdded', degree, { en: 'Case degree: Reconsideration', ar: 'درجة التقاضي: التماس إعادة النظر' });
    const jobTitle = await created(admin.post('/api/case-settings/job-titles', { titleEn: 'Court clerk', titleAr: 'كاتب المحكمة' }));
    await named('JobTitleAdded', jobTitle, { en: 'Job title: Court clerk', ar: 'المسمى الوظيفي: كاتب المحكمة' });
    const category = await created(admin.post('/api/case-settings/document-categories', { categoryEn: 'Expert reports', categoryAr: 'تقارير الخبراء', documentType: 'PDF' }));
    await named('DocumentCategoryAdded', category, { en: 'Document category: Expert reports', ar: 'فئة المستندات: تقارير الخبراء' });
    const department = await created(admin.post('/api/case-settings/departments', { titleEn: 'Maritime', titleAr: 'البحري' }));
    await named('DepartmentAdded', department, { en: 'Department: Maritime', ar: 'القسم: البحري' });
    const reason = await created(admin.post('/api/case-settings/adjournment-reasons', { nameEn: 'Expert absent', nameAr: 'غياب الخبير' }));
    await named('AdjournmentReasonAdded', reason, { en: 'Postponement reason: Expert absent', ar: 'سبب التأجيل: غياب الخبير' });
    const task = await created(admin.post('/api/case-settings/automated-tasks', { taskTextEn: 'Call the expert', taskTextAr: 'الاتصال بالخبير', taskType: 'Call' }));
    await named('AutomatedTaskAdded', task, { en: 'Automated task rule: Call the expert', ar: 'قاعدة المهمة الآلية: الاتصال بالخبير' });
    const rule = await created(admin.post('/api/case-settings/deadline-rules', { nameEn: 'Objection window', nameAr: 'مهلة الاعتراض', trigger: 'final_ruling', caseCategory: null, days: 20, countFrom: 'ruling_date', dayKind: 'calendar', remindDaysBefore: [3] }));
    await named('DeadlineRuleAdded', rule, { en: 'Deadline rule: Objection window', ar: 'قاعدة الموعد: مهلة الاعتراض' });
    const holiday = await created(admin.post('/api/case-settings/holidays', { nameEn: 'Firm retreat', nameAr: 'الملتقى السنوي للمكتب', startDate: plus(40), endDate: plus(40) }));
    await named('HolidayAdded', holiday, { en: 'Public holiday: Firm retreat', ar: 'العطلة الرسمية: الملتقى السنوي للمكتب' });
    const role = await created(admin.post('/api/roles', { nameEn: 'Paralegal', nameAr: 'مساعد قانوني', permissions: { cases: ['view'] } }));
    await named('RoleDefined', role, { en: 'Role: Paralegal', ar: 'الدور: مساعد قانوني' });
    const user = await created(admin.post('/api/users', { username: 'reem', email: 'reem@firm.ae', password: 'Reem#2026!x', fullNameEn: 'Reem Al Shamsi', fullNameAr: 'ريم الشامسي', roleId: role }));
    await named('UserRegistered', user, { en: 'Admin account: Reem Al Shamsi', ar: 'حساب المسؤول: ريم الشامسي' });
    const form = new FormData();
    const fields = {
      employeeId: 'EMP-770001', firstName: 'Yousef', lastName: 'Al Hammadi', fullNameEn: 'Yousef Al Hammadi', fullNameAr: 'يوسف الحمادي', nationality: 'AE',
      birthdate: '1990-03-02', address: 'Abu Dhabi', email: 'yousef@firm.ae', phone: '+971 55 777 0001', password: 'Lawyer#2026', joiningDate: '2026-01-05',
      currentSalary: '20000', regionId: String(region), branchId: String(branch), roleId: String(role), jobTitle: 'Associate',
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const employee = await created(admin.post('/api/employees', form));
    await named('EmployeeHired', employee, { en: 'Employee: Yousef Al Hammadi', ar: 'الموظف: يوسف الحمادي' });
    const client = await created(admin.post('/api/clients', { clientId: 'CLI-DASH-01', fullNameEn: 'Noura Al Suwaidi', fullNameAr: 'نورة السويدي', phone: '+971 50 777 0002' }));
    await named('ClientRegistered', client, { en: 'Client: Noura Al Suwaidi', ar: 'العميل: نورة السويدي' });
    const day = plus(12);
    const consultation = await created(admin.post('/api/consultations', { clientId: client, lawyerId: employee, serviceId: service, scheduledDate: `${day}T09:00:00Z`, duration: 60 }));
    await named('ConsultationScheduled', consultation, { en: `Consultation: Noura Al Suwaidi · ${formatDayFor(day, 'en')}`, ar: `الاستشارة: نورة السويدي · ${formatDayFor(day, 'ar')}` });

    // a singleton by its kind
    for (const weekendDays of [['friday', 'saturday'], ['saturday', 'sunday']]) {
      const set = await admin.put('/api/case-settings/working-week', { weekendDays });
      expect(set.status, set.text).toBe(200);
      const week = ((await admin.get('/api/stats/recent-activities')).body as Activity[]).find((a) => a.summaryEn === summaryOf('WorkingWeekSet').summaryEn);
      expect(week).toMatchObject({ recordEn: 'Weekend days', recordAr: 'أيام عطلة نهاية الأسبوع' });
    }

    // removed: named as it last was, never by its number
    const gone = await created(admin.post('/api/regions', { nameEn: 'Eastern Region', nameAr: 'المنطقة الشرقية', code: 'ERG' }));
    expect((await admin.delete(`/api/regions/${gone}`)).status).toBeLessThan(300);
    await named('RegionRemoved', gone, { en: 'Emirate: Eastern Region', ar: 'الإمارة: المنطقة الشرقية' });
    await named('RegionAdded', gone, { en: 'Emirate: Eastern Region', ar: 'الإمارة: المنطقة الشرقية' });
  });

  it("a lawyer's work: cases, files, hearings, meetings and tasks, a case's documents, minutes and court deadlines", async () => {
    const { admin, fatima } = firm;
    const regionId = (await admin.get('/api/regions')).body[0].id;
    const court = (await admin.get('/api/courts')).body[0].id;
    const caseTypeId = (await admin.get('/api/case-settings/enhanced-case-types')).body[0].id;
    const client = await created(admin.post('/api/clients', { clientId: 'CLI-DASH-02', fullNameEn: 'Saeed Al Falasi', fullNameAr: 'سعيد الفلاسي', phone: '+971 50 777 0003', hasInitiationAgreement: true }));
    const kase = await created(fatima.client.post('/api/cases', {
      titleEn: 'Charter party dispute', titleAr: 'نزاع مشارطة الإيجار', caseTypeId, regionId, courtId: court, districtId: 0,
      plaintiffs: [{ clientId: client, role: 'Plaintiff', type: 'client' }], defendants: [{ name: 'Khor Fakkan Shipping', role: 'Defendant', contactInfo: '' }],
      lawyerIds: [fatima.user.id], status: 'active', priority: 'medium', caseNumber: '', isDraft: false,
    }));
    await named('CaseOpened', kase, { en: 'Case: Charter party dispute', ar: 'القضية: نزاع مشارطة الإيجار' });

    const file = await fatima.client.post('/api/lawyer/files', {
      subject: 'Vessel arrest', caseDirection: 'for', clientId: client, departmentId: (await admin.get('/api/case-settings/departments')).body[0].id,
      officeId: (await admin.get('/api/branches')).body[0].id, responsibleLawyers: [{ id: fatima.user.id, role: 'responsible' }],
    });
    expect(file.status, file.text).toBe(201);
    await named('FileOpened', file.body.id, { en: `File: ${file.body.fileNumber} · Vessel arrest`, ar: `الملف: ${file.body.fileNumber} · Vessel arrest` });

    const hearingDate = plus(20);
    const hearing = await created(fatima.client.post(`/api/lawyer/cases/${kase}/hearings`, { hearingDate, hearingTime: '10:00 AM', hallName: 'Hall 2', rollNumber: '31', whatIsRequested: 'Memorandum' }));
    await named('HearingScheduled', hearing, { en: `Hearing: ${formatDayFor(hearingDate, 'en')} · Charter party dispute`, ar: `الجلسة: ${courtDayFor(hearingDate, 'ar', { hijri: true })} · نزاع مشارطة الإيجار` });
    const task = await created(fatima.client.post(`/api/lawyer/cases/${kase}/appointments`, { type: 'task', title: 'Collect the bills of lading', description: 'From the client', date: plus(3), time: '09:00 AM', assignedTo: fatima.user.id }));
    await named('AppointmentScheduled', task, { en: 'Meeting or task: Collect the bills of lading · Charter party dispute', ar: 'الاجتماع أو المهمة: Collect the bills of lading · نزاع مشارطة الإيجار' });
    const doc = new FormData();
    doc.append('file', new Blob([pdf], { type: 'application/pdf' }), 'charter.pdf');
    doc.append('name', 'Charter party');
    doc.append('category', 'Pleading');
    const document = await created(fatima.client.post(`/api/cases/${kase}/documents`, doc));
    await named('CaseDocumentFiled', document, { en: 'Case document: Charter party · Charter party dispute', ar: 'مستند القضية: Charter party · نزاع مشارطة الإيجار' });

    // minutes of a seeded hearing held before today, with a final ruling: the firm's rules open its deadlines, one is met
    const seeded = ((await fatima.client.get('/api/lawyer/cases')).body as { id: number; titleEn: string; titleAr: string }[]).find((c) => c.titleEn === 'Emirates Trading v. Gulf Supplies')!;
    const held = (await fatima.client.get(`/api/lawyer/cases/${seeded.id}/hearings`)).body[0] as { id: number; hearingDate: string };
    const minutes = await created(fatima.client.put(`/api/hearings/${held.id}/minutes`, { rulingType: 'final', finalDecision: true, finalDecisionDate: plus(-3), finalDecisionText: 'Judgment for the claimant', hasNextHearing: false }));
    await named('HearingMinutesRecorded', minutes, { en: `Minutes: ${formatDayFor(held.hearingDate, 'en')} · ${seeded.titleEn}`, ar: `المحضر: ${courtDayFor(held.hearingDate, 'ar', { hijri: true })} · ${seeded.titleAr}` });
    const opened = (await eventually('the objection deadline of the ruling', () => fatima.client.get('/api/lawyer/deadlines?status=open'),
      (r) => (r.body as { caseId: number; nameEn: string }[]).some((d) => d.caseId === seeded.id && d.nameEn === 'Objection window'))).body as { id: number; caseId: number; nameEn: string; nameAr: string }[];
    const deadline = opened.find((d) => d.caseId === seeded.id && d.nameEn === 'Objection window')!;
    expect((await fatima.client.patch(`/api/lawyer/deadlines/${deadline.id}`, { status: 'met', note: 'Objection filed' })).status).toBe(200);
    await named('DeadlineMet', deadline.id, { en: `Court deadline: Objection window · ${seeded.titleEn}`, ar: `الموعد القضائي: ${deadline.nameAr} · ${seeded.titleAr}` });
  });
});
