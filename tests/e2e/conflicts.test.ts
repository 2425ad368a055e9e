import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, shot, signedInPage, toast } from './support.js';
import { api, login, startServer, type RunningServer } from '../support/server.js';
import { seedAll } from '../../scripts/seed/index.js';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';

// Creating a client whose name is already an opponent in the firm's cases (the seed's "Gulf
// Supplies LLC"): the conflict warning lists the match, going ahead without a reason is refused
// in words, and the reason given is recorded on the new client, in both languages.
const T = {
  en: {
    add: 'Add New Client', save: 'Save', created: 'Client created successfully', warning: 'Possible conflict of interest',
    match: /^Gulf Supplies LLC · Opponent in case/, why: 'The name "Gulf Supplies LLC" matches an opponent in case',
    reasonRequired: 'Say why you are going ahead despite the possible conflict of interest', proceed: 'Go ahead and record the reason',
    client: { nameEn: 'Gulf Supplies LLC', nameAr: 'إمدادات الخليج', phone: '+971 4 888 1001' }, reason: 'A different company of the same trade name (licence checked)',
  },
  ar: {
    add: 'إضافة عميل جديد', save: 'حفظ', created: 'تم إنشاء العميل بنجاح', warning: 'احتمال تعارض في المصالح',
    match: /^إمدادات الخليج · خصم في القضية/, why: 'الاسم "إمدادات الخليج" يطابق خصماً في القضية',
    reasonRequired: 'اذكر سبب المتابعة رغم احتمال تعارض المصالح', proceed: 'المتابعة وتسجيل السبب',
    client: { nameEn: 'Emdadat Al Khaleej Trading', nameAr: 'إمدادات الخليج', phone: '+971 4 888 1002' }, reason: 'شركة أخرى بالاسم التجاري نفسه، تم التحقق من الرخصة',
  },
} as const;

let server: RunningServer;
let browser: Browser;
let admin: ReturnType<typeof api>;
let fatimaApi: ReturnType<typeof api>;
const FATIMA = { username: 'fatima.zaabi@alnoor-law.ae', password: DEMO_EMPLOYEE_PASSWORD };
const casesByTitle: Record<string, number> = {};

beforeAll(async () => {
  server = await startServer({ console: true });
  const a = await login(server.url, server.adminUsername, server.adminPassword);
  admin = a.client;
  await seedAll(server.url, a.token);
  // the Arabic run's opponent: a case whose opponent is named in Arabic
  const fatima = await login(server.url, FATIMA.username, FATIMA.password, 'employee');
  fatimaApi = fatima.client;
  const template = (await fatima.client.get('/api/cases')).body.find((c: { titleEn: string }) => c.titleEn === 'Emirates Trading v. Gulf Supplies');
  const full = (await fatima.client.get(`/api/cases/${template.id}`)).body;
  const opened = await fatima.client.post('/api/cases', {
    titleEn: 'Emirates Trading v. Emdadat', titleAr: 'الإمارات للتجارة ضد إمدادات الخليج', caseTypeId: full.caseTypeId, regionId: full.regionId, courtId: full.courtId, districtId: 0,
    plaintiffs: full.plaintiffs, defendants: [{ name: 'إمدادات الخليج', role: 'Defendant', contactInfo: '' }], lawyerIds: [fatima.user.id], status: 'active', priority: 'low', caseNumber: '', isDraft: false,
  });
  expect(opened.status, opened.text).toBe(201);
  // the file test's client, Sara Abdullah, is an opponent in another of the firm's cases
  const against = await fatima.client.post('/api/cases', {
    titleEn: 'Star Retail v. Abdullah', titleAr: 'ستار ريتيل ضد عبدالله', caseTypeId: full.caseTypeId, regionId: full.regionId, courtId: full.courtId, districtId: 0,
    plaintiffs: full.plaintiffs, defendants: [{ name: 'Sara Abdullah', role: 'Defendant', contactInfo: '' }], lawyerIds: [fatima.user.id], status: 'active', priority: 'low', caseNumber: '', isDraft: false,
  });
  expect(against.status, against.text).toBe(201);
  casesByTitle[template.titleEn] = template.id;
  casesByTitle[opened.body.titleEn] = opened.body.id;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each(['en', 'ar'] as const)('conflict check when a client is created (%s)', (lang) => {
  it('warns that the name is an opponent in a case, asks for a reason, and records it on the new client', async () => {
    const t = T[lang];
    const { context, page } = await signedInPage(browser, server.url, lang, { username: server.adminUsername, password: server.adminPassword, admin: true });
    await page.goto('/management/clients');
    await page.getByRole('button', { name: t.add }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('[name="fullNameEn"]').fill(t.client.nameEn);
    await dialog.locator('[name="fullNameAr"]').fill(t.client.nameAr);
    await dialog.locator('[name="phone"]').fill(t.client.phone);
    const clientId = await dialog.locator('[name="clientId"]').inputValue();
    await dialog.getByRole('button', { name: t.save }).click();

    const warning = page.getByTestId('conflict-warning');
    await warning.getByText(t.warning).waitFor();
    await warning.getByText(t.match).first().waitFor();
    await warning.getByText(t.why).first().waitFor();
    // nothing is created while the warning asks
    expect((await admin.get('/api/clients')).body.some((c: { clientId: string }) => c.clientId === clientId)).toBe(false);
    await warning.getByTestId('conflict-proceed').click();
    await warning.getByText(t.reasonRequired).waitFor();
    await shot(page, `conflict-client-warning-${lang}.png`);
    await warning.getByTestId('conflict-reason').fill(t.reason);
    const overridden = page.waitForResponse((r) => r.url().endsWith('/conflict-overrides') && r.request().method() === 'POST');
    await warning.getByRole('button', { name: t.proceed }).click();
    expect((await overridden).status()).toBe(201);
    await toast(page, t.created).waitFor();

    const created = (await admin.get('/api/clients')).body.find((c: { clientId: string }) => c.clientId === clientId);
    expect(created).toMatchObject({ fullNameEn: t.client.nameEn, fullNameAr: t.client.nameAr });
    const history = (await admin.get(`/api/audit/streams/client-${created.id}`)).body as Record<string, any>[];
    const entry = history.find((h) => h.type === 'ConflictOverridden');
    expect(entry).toMatchObject({ summaryEn: 'Went ahead despite a possible conflict of interest', summaryAr: 'تمت المتابعة رغم احتمال تعارض المصالح' });
    expect(entry!.changes).toContainEqual(expect.objectContaining({ field: 'reason', afterEn: t.reason }));
    expect(entry!.changes).toContainEqual(expect.objectContaining({ field: 'matches', afterAr: expect.stringContaining(lang === 'en' ? 'Gulf Supplies LLC (خصم)' : 'إمدادات الخليج (خصم)') }));
    await context.close();
  });
});

// Edit Case: an opponent added now that is one of the firm's clients (the seed's Khalid Al Hammadi /
// Sara Abdullah); the case's own opponents are not asked about again.
const EDIT = {
  en: {
    case: 'Emirates Trading v. Gulf Supplies', added: 'Khalid Al Hammadi', addOpponent: 'Add Opponent', fullName: 'Full Name', role: 'Role',
    save: 'Save Changes', updated: 'Case updated successfully', match: /^Khalid Al Hammadi · Client/, reason: 'The client agreed in writing to be joined as a defendant',
  },
  ar: {
    case: 'Emirates Trading v. Emdadat', added: 'ساره عبدالله', addOpponent: 'إضافة خصم', fullName: 'الاسم الكامل', role: 'الدور',
    save: 'حفظ التغييرات', updated: 'تم تحديث القضية بنجاح', match: /^سارة عبدالله · عميل/, reason: 'وافقت الموكلة كتابياً على إدخالها في الدعوى',
  },
} as const;

describe.each(['en', 'ar'] as const)('conflict check when opponents are added in Edit Case (%s)', (lang) => {
  it('asks about the added opponent only, and records the reason on the case', async () => {
    const t = EDIT[lang];
    const caseId = casesByTitle[t.case];
    const { context, page } = await signedInPage(browser, server.url, lang, FATIMA);
    await page.goto(`/lawyer/edit-case/${caseId}`);
    const opponents = page.locator('.ra-input-opponents');
    await opponents.locator('li').first().getByLabel(t.fullName).waitFor();
    await opponents.getByRole('button', { name: t.addOpponent }).click();
    await opponents.locator('li').nth(1).getByLabel(t.fullName).fill(t.added);
    await opponents.locator('li').nth(1).getByLabel(t.role).fill(lang === 'en' ? 'Second defendant' : 'مدعى عليه ثانٍ');
    await page.getByRole('button', { name: t.save }).click();

    const warning = page.getByTestId('conflict-warning');
    await warning.getByText(t.match).waitFor();
    await warning.getByTestId('conflict-reason').fill(t.reason);
    await warning.getByTestId('conflict-proceed').click();
    await toast(page, t.updated).waitFor();

    const history = (await fatimaApi.get(`/api/audit/streams/case-${caseId}`)).body as Record<string, any>[];
    const entry = history.find((h) => h.type === 'ConflictOverridden');
    expect(entry!.changes).toContainEqual(expect.objectContaining({ field: 'reason', afterEn: t.reason }));
    // the names checked are the added opponent's alone
    expect(entry!.changes).toContainEqual(expect.objectContaining({ field: 'checkedNames', after: [t.added] }));
    expect((await fatimaApi.get(`/api/cases/${caseId}`)).body.defendants).toContainEqual(expect.objectContaining({ name: t.added }));
    await context.close();
  });
});

describe('conflict check when a file is opened', () => {
  it("warns that the file's client is an opponent in a case, and records the reason on the new file", async () => {
    const { context, page } = await signedInPage(browser, server.url, 'en', FATIMA);
    await page.goto('/lawyer/create-file');
    const main = page.locator('main');
    const pick = async (label: string, option: string) => {
      await main.getByRole('combobox', { name: label }).click();
      await page.getByRole('listbox').getByRole('option').getByText(option, { exact: true }).click();
    };
    await pick('Client', 'Sara Abdullah');
    await main.getByLabel('Subject').fill('Gratuity settlement talks');
    await pick('Department', 'Litigation');
    await pick('Office', 'Dubai Head Office');
    await main.getByRole('button', { name: 'Add Lawyer' }).click();
    await page.getByRole('menuitem', { name: /Fatima Al Zaabi.*Responsible/ }).click();
    await main.getByRole('button', { name: 'Create File' }).click();

    const warning = page.getByTestId('conflict-warning');
    await warning.getByText(/^Sara Abdullah · Opponent in case/).waitFor();
    await warning.getByTestId('conflict-reason').fill('She was the opponent in an employment claim that settled; no overlap');
    await warning.getByTestId('conflict-proceed').click();
    await toast(page, 'File created successfully').waitFor();

    const file = ((await fatimaApi.get('/api/lawyer/files')).body as { id: number; subject: string }[]).find((f) => f.subject === 'Gratuity settlement talks');
    const history = (await fatimaApi.get(`/api/audit/streams/file-${file!.id}`)).body as Record<string, any>[];
    const entry = history.find((h) => h.type === 'ConflictOverridden');
    expect(entry!.changes).toContainEqual(expect.objectContaining({ field: 'reason', afterEn: 'She was the opponent in an employment claim that settled; no overlap' }));
    await context.close();
  });
});
