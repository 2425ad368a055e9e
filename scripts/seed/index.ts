import { clockTimeAt } from '@lawfirm/contracts';
import { seedClient, type SeedResult } from './client.js';
import { regions } from './regions.js';
import { seedDeadlineSettings } from './deadlines.js';
import { agreementPdf, branches, clients, courts, employees, news, roles, services, systemSettings } from './admin.js';
import { adjournmentReasons, automatedTasks, caseDegrees, caseTypes, courtDistricts, daysFromNow, departments, documentCategories, jobTitles } from './lawyer.js';

const firm = {
  nameEn: 'Al Noor Advocates & Legal Consultants',
  nameAr: 'النور للمحاماة والاستشارات القانونية',
  phone: '+971 4 555 0100',
  email: 'info@alnoor-law.ae',
  website: 'https://alnoor-law.ae',
  fax: '+971 4 555 0101',
  // the spec's taxNumber under its UAE name, as typed on the certificate (stored as its 15 digits)
  trn: '100-2345-6780-0003',
  licenseNumber: 'DXB-LGL-2019-0457',
  addressEn: 'Office 2304, Bay Square Building 11, Business Bay, Dubai, UAE',
  addressAr: 'مكتب 2304، مبنى باي سكوير 11، الخليج التجاري، دبي، الإمارات العربية المتحدة',
  // the seller's address on its tax invoices
  billingAddressEn: 'P.O. Box 118822, Dubai, UAE',
  billingAddressAr: 'ص.ب 118822، دبي، الإمارات العربية المتحدة',
};

type Rec = Record<string, unknown>;
const lookup = (map: Map<unknown, Rec>, what: string) => (key: string) => {
  const r = map.get(key);
  if (!r) throw new Error(`seed: no ${what} ${key}`);
  return r.id as number;
};

export async function seedAll(base: string, token: string): Promise<Record<string, SeedResult>> {
  const api = seedClient(base, token);
  const summary: Record<string, SeedResult> = {};
  const settings = (await api.call('GET', '/api/admin/law-firm-settings')) as { nameEn: string | null };
  if (!settings.nameEn) await api.call('POST', '/api/admin/law-firm-settings', firm);
  summary['firm settings'] = { created: settings.nameEn ? 0 : 1, existing: settings.nameEn ? 1 : 0 };

  const r = await api.ensure('/api/regions', regions, (x) => x.code);
  const region = lookup(r.byKey, 'region');
  const b = await api.ensure('/api/branches', branches(region), (x) => x.nameEn);
  const c = await api.ensure('/api/courts', courts(region), (x) => x.nameEn);
  const s = await api.ensure('/api/services', services, (x) => x.nameEn);
  const ss = await api.ensure('/api/system-settings', systemSettings, (x) => x.key);
  const ro = await api.ensure('/api/roles', roles, (x) => x.nameEn);
  await grantNewModules(api, roles, ro.byKey);
  const e = await api.ensure('/api/employees', employees({ region, branch: lookup(b.byKey, 'branch'), role: lookup(ro.byKey, 'role') }), (x) => x.email);
  const cl = await api.ensure('/api/clients', clients({ region, lawyer: lookup(e.byKey, 'employee') }), (x) => x.clientId, (item) => {
    if (!item.hasInitiationAgreement) return item;
    const form = new FormData();
    for (const [k, v] of Object.entries(item)) if (v !== null && v !== undefined) form.append(k, String(v));
    form.append('agreementFile', new Blob([new Uint8Array(agreementPdf(String(item.fullNameEn)))], { type: 'application/pdf' }), `initiation-agreement-${item.clientId}.pdf`);
    return form;
  });
  const lawyerIds = [...e.byKey.values()].map((x) => x.id as number);
  const clientIds = [...cl.byKey.values()].map((x) => x.id as number);
  const serviceIds = [...s.byKey.values()].map((x) => x.id as number);
  const day = (n: number, hour: number) => new Date(Date.UTC(2026, 11, 1 + n, hour - 4)).toISOString();
  const consultations = [0, 1, 2, 3].map((i) => ({
    clientId: clientIds[i % clientIds.length], lawyerId: lawyerIds[(i + 1) % lawyerIds.length], serviceId: serviceIds[0], scheduledDate: day(i * 2, 10 + i),
    duration: 60, status: i === 0 ? 'completed' : i === 3 ? 'cancelled' : 'scheduled', notes: i === 0 ? 'Client brought the supplier contract' : null, consultationFee: 750,
  }));
  const co = await api.ensure('/api/consultations', consultations, (x) => `${x.clientId}-${x.scheduledDate}`);
  const n = await api.ensure('/api/news', news, (x) => x.titleEn);
  Object.assign(summary, { regions: r, branches: b, courts: c, services: s, 'system settings': ss, roles: ro, employees: e, clients: cl, consultations: co, news: n });
  Object.assign(summary, await seedDeadlineSettings(api));
  Object.assign(summary, await seedLawyerPortal(api, { region, court: lookup(c.byKey, 'court'), lawyer: lookup(e.byKey, 'employee'), client: lookup(cl.byKey, 'client'), office: lookup(b.byKey, 'branch') }));
  return Object.fromEntries(Object.entries(summary).map(([k, v]) => [k, { created: v.created, existing: v.existing }]));
}

type Api = ReturnType<typeof seedClient>;
type Refs = { region: (k: string) => number; court: (k: string) => number; lawyer: (k: string) => number; client: (k: string) => number; office: (k: string) => number };

async function seedLawyerPortal(api: Api, ref: Refs): Promise<Record<string, SeedResult>> {
  const cs = (path: string) => `/api/case-settings/${path}`;
  const ar = await api.ensure(cs('adjournment-reasons'), adjournmentReasons, (x) => x.nameEn);
  const jt = await api.ensure(cs('job-titles'), jobTitles, (x) => x.titleEn);
  const dc = await api.ensure(cs('document-categories'), documentCategories, (x) => x.categoryEn);
  const cd = await api.ensure(cs('case-degrees'), caseDegrees, (x) => x.nameEn);
  const ct = await api.ensure(cs('enhanced-case-types'), caseTypes(lookup(cd.byKey, 'case degree')), (x) => x.nameEn);
  const dp = await api.ensure(cs('departments'), departments, (x) => x.titleEn);
  const di = await api.ensure(cs('court-districts'), courtDistricts(ref.court), (x) => x.nameEn);
  const type = lookup(ct.byKey, 'case type');
  const department = lookup(dp.byKey, 'department');
  const L = { fatima: ref.lawyer('fatima.zaabi@alnoor-law.ae'), omar: ref.lawyer('omar.haddad@alnoor-law.ae'), mariam: ref.lawyer('mariam.suwaidi@alnoor-law.ae'), ahmed: ref.lawyer('ahmed.mansouri@alnoor-law.ae') };

  // free text is in its writer's language, one language a text (as a lawyer types it): Mariam
  // Al Suwaidi writes in Arabic, the others in English; what the portal words itself comes in both
  const writesArabic = (lawyerId: unknown) => lawyerId === L.mariam;
  const files = [
    { subject: 'Supplier contract dispute', notes: 'Unpaid invoices for 2025 deliveries', caseDirection: 'withUs', clientId: ref.client('CLI-100001'), departmentId: department('Litigation'), officeId: ref.office('Dubai Head Office'), responsibleLawyers: [{ id: L.fatima, role: 'responsible' }, { id: L.ahmed, role: 'supervisor' }] },
    { subject: 'الحضانة والنفقة', notes: null, caseDirection: 'withUs', clientId: ref.client('CLI-100002'), departmentId: department('Family & Personal Status'), officeId: ref.office('Abu Dhabi Branch'), responsibleLawyers: [{ id: L.mariam, role: 'responsible' }] },
    { subject: 'Construction defects counter-claim', notes: 'Subcontractor claims against our client', caseDirection: 'against', clientId: ref.client('CLI-100003'), departmentId: department('Litigation'), officeId: ref.office('Sharjah Branch'), responsibleLawyers: [{ id: L.omar, role: 'responsible' }, { id: L.fatima, role: 'supervisor' }] },
    { subject: 'End-of-service gratuity', notes: null, caseDirection: 'consultation', clientId: ref.client('CLI-100004'), departmentId: department('Employment'), officeId: ref.office('Dubai Head Office'), responsibleLawyers: [{ id: L.omar, role: 'responsible' }] },
  ];
  // keyed by the client (one demo file each): a firm seeded when subjects were English only, or
  // one line in both languages, gets no second copy
  const fi = await api.ensure('/api/lawyer/files', files, (x) => x.clientId);

  const cases = [
    ['Emirates Trading v. Gulf Supplies', 'الإمارات للتجارة ضد إمدادات الخليج', 'Commercial claim', 'CLI-100001', 'Gulf Supplies LLC', [L.fatima, L.ahmed], 'active', 'high', 'Dubai Courts - Court of First Instance'],
    ['Al Hammadi custody', 'حضانة الحمادي', 'Personal status', 'CLI-100002', 'Noura Al Kaabi', [L.mariam], 'in_progress', 'medium', 'Abu Dhabi Court of First Instance'],
    ['Gulf Horizon v. BuildRight', 'أفق الخليج ضد بيلد رايت', 'Civil appeal', 'CLI-100003', 'BuildRight Contracting', [L.omar, L.fatima], 'open', 'high', 'Sharjah Federal Court'],
    ['Abdullah gratuity claim', 'مطالبة عبدالله بمكافأة نهاية الخدمة', 'Labour claim', 'CLI-100004', 'Star Retail LLC', [L.omar], 'on_hold', 'low', 'Dubai Courts - Court of First Instance'],
    ['Noor Real Estate rescission', 'فسخ عقد النور العقارية', 'Rental dispute', 'CLI-100005', 'Skyline Developers', [L.fatima], 'closed', 'medium', 'Dubai Courts - Court of Appeal'],
    ['Supplier settlement draft', 'مسودة تسوية المورد', 'Commercial claim', 'CLI-100001', 'Gulf Supplies LLC', [L.fatima], 'draft', 'low', 'Dubai Courts - Court of First Instance'],
  ].map(([titleEn, titleAr, t, client, opponent, lawyers, status, priority, court], i) => {
    // the case's first lawyer writes its free text (the parties' roles, the summary)
    const say = (en: string, ar: string) => (writesArabic((lawyers as number[])[0]) ? ar : en);
    return {
      titleEn, titleAr, caseTypeId: type(String(t)), regionId: ref.region(String(court).startsWith('Abu') ? 'AUH' : String(court).startsWith('Sharjah') ? 'SHJ' : 'DXB'), courtId: ref.court(String(court)),
      plaintiffs: [{ clientId: ref.client(String(client)), role: say('Plaintiff', 'المدعي'), type: 'client' }], defendants: [{ name: opponent, role: say('Defendant', 'المدعى عليه'), contactInfo: null }],
      lawyerIds: lawyers, status: ['draft', 'active', 'on_hold'].includes(String(status)) ? status : 'active', priority, summaryTarget: status,
      // cases the firm has been running for months: their hearings, minutes and rulings come after these days
      startDate: status === 'draft' ? null : daysFromNow(-120 - i * 20), registrationDate: status === 'draft' ? null : daysFromNow(-120 - i * 20),
      summary: say(`Demo case: ${titleEn}`, `قضية تجريبية: ${titleAr}`), descriptionEn: `Representation of our client in ${String(titleEn).toLowerCase()}.`, descriptionAr: `تمثيل موكلنا في ${titleAr}.`,
    };
  });
  const ca = await api.ensure('/api/cases', cases, (x) => x.titleEn, ({ summaryTarget: _s, ...body }) => body);
  for (const item of cases) {
    const created = ca.byKey.get(item.titleEn)!;
    // the wizard offers draft, active and on hold; the other statuses come from the edit form
    if (created.status !== item.summaryTarget && !['draft', 'active', 'on_hold'].includes(String(item.summaryTarget)))
      await api.call('PUT', `/api/cases/${created.id}`, { ...item, status: item.summaryTarget, version: created.version });
  }
  let hearings = 0;
  // what a lawyer types on the case (hearings, tasks, meetings, updates, documents), in the language
  // its first lawyer writes: one language a text, never both in one line
  for (const [i, item] of cases.entries()) {
    if (item.summaryTarget === 'draft' || item.summaryTarget === 'closed') continue;
    const caseId = ca.byKey.get(item.titleEn)!.id;
    if ((await api.call('GET', `/api/lawyer/cases/${caseId}/hearings`)).length) continue;
    const say = (en: string, ar: string) => (writesArabic((item.lawyerIds as number[])[0]) ? ar : en);
    // a hearing held last week whose minutes are still to be recorded, and two ahead
    for (const offset of [-(3 + i), 2 + i * 3, 14 + i * 5]) {
      await api.call('POST', `/api/lawyer/cases/${caseId}/hearings`, { hearingDate: daysFromNow(offset), hearingTime: clockTimeAt((9 + i) * 60 + 30), hallName: say(`Hall ${i + 2}`, `القاعة ${i + 2}`), rollNumber: String(100 + i * 7 + offset), whatIsRequested: say('Submit the memorandum and the supporting documents', 'تقديم المذكرة والمستندات المؤيدة'), onlineLink: '' });
      hearings++;
    }
    await api.call('POST', `/api/lawyer/cases/${caseId}/appointments`, { type: 'task', title: say('Prepare the hearing memorandum', 'إعداد مذكرة الجلسة'), description: say('Draft and review before filing', 'الصياغة والمراجعة قبل الإيداع'), date: daysFromNow(1 + i), time: '09:00', assignedTo: (item.lawyerIds as number[])[0] });
    await api.call('POST', `/api/lawyer/cases/${caseId}/appointments`, { type: 'meeting', title: say('Client meeting', 'اجتماع مع الموكل'), description: say('Review the strategy with the client', 'مراجعة الاستراتيجية مع الموكل'), date: daysFromNow(3 + i), time: '14:00', participant: say('Client representative', 'ممثل الموكل') });
    await api.call('POST', `/api/lawyer/cases/${caseId}/updates`, { updateType: 'Status Change', updateText: say('Case file reviewed and hearing preparation started', 'تمت مراجعة ملف القضية وبدأ التحضير للجلسة') });
    const doc = new FormData();
    doc.append('name', say('Statement of claim', 'لائحة الدعوى'));
    doc.append('category', 'Pleading');
    doc.append('file', new Blob([new Uint8Array(agreementPdf(`Statement of claim ${i + 1}`))], { type: 'application/pdf' }), `statement-of-claim-${i + 1}.pdf`);
    await api.call('POST', `/api/cases/${caseId}/documents`, doc);
  }
  // after the demo's cases and hearings: the rules act on what the firm does next, not on the demo itself
  const at = await api.ensure(cs('automated-tasks'), automatedTasks, (x) => x.taskTextEn);
  return {
    'adjournment reasons': ar, 'job titles': jt, 'document categories': dc, 'case degrees': cd, 'case types': ct, 'automated tasks': at, departments: dp,
    'court districts': di, files: fi, cases: ca, hearings: { created: hearings, existing: 0 },
  };
}

/**
 * The demo roles of a firm seeded before the lawyer-area modules, the audit log and billing joined the
 * roles matrix get those modules' grants as defined here; grants given or taken away since in the
 * console are left as they are (only modules the role has no grant of are added).
 */
async function grantNewModules(api: Api, defined: Record<string, unknown>[], existing: Map<unknown, Record<string, unknown>>) {
  const added = ['cases', 'files', 'hearings', 'minutes', 'reports', 'audit', 'billing'];
  for (const role of defined) {
    const current = existing.get(role.nameEn);
    if (!current?.id) continue;
    const held = (current.permissions ?? {}) as Record<string, string[]>;
    const wanted = role.permissions as Record<string, string[]>;
    const missing = added.filter((m) => wanted[m] && !held[m]);
    if (!missing.length) continue;
    const { id, version: _v, createdAt: _c, updatedAt: _u, ...fields } = current;
    const updated = await api.call('PUT', `/api/roles/${id}`, { ...fields, permissions: { ...held, ...Object.fromEntries(missing.map((m) => [m, wanted[m]])) } });
    existing.set(role.nameEn, updated);
  }
}
