import { beforeAll, describe, expect, it } from 'vitest';
import { conflictWording } from '../../console/src/conflicts/wording.js';
import { clientI18n } from '../../console/src/resources/clients/i18n.js';
import { casesWording } from '../../console/src/lawyer/cases/i18n.js';
import { fileI18n } from '../../console/src/lawyer/files/i18n.js';
import { summaryOf } from '../../query-api/src/audit/describe.js';
import { escapeText, expectToast, LANGS, raWording, say, shot, signedInPage } from './support.js';
import { seededPortal, superAdmin } from './support/suite.js';
import { api, login } from '../support/server.js';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';

// Creating a client whose name is already an opponent in the firm's cases (the seed's "Gulf
// Supplies LLC"): the conflict warning lists the match, going ahead without a reason is refused
// in words, and the reason given is recorded on the new client, in both languages.
const NEW_CLIENT = {
  en: { nameEn: 'Gulf Supplies LLC', nameAr: 'إمدادات الخليج', phone: '+971 4 888 1001', reason: 'A different company of the same trade name (licence checked)', opponent: 'Gulf Supplies LLC' },
  ar: { nameEn: 'Emdadat Al Khaleej Trading', nameAr: 'إمدادات الخليج', phone: '+971 4 888 1002', reason: 'شركة أخرى بالاسم التجاري نفسه، تم التحقق من الرخصة', opponent: 'إمدادات الخليج' },
} as const;
const overridden = (({ summaryEn, summaryAr }) => ({ en: summaryEn, ar: summaryAr }))(summaryOf('ConflictOverridden'));

const portal = seededPortal();
let admin: ReturnType<typeof api>;
let fatimaApi: ReturnType<typeof api>;
const FATIMA = { username: 'fatima.zaabi@alnoor-law.ae', password: DEMO_EMPLOYEE_PASSWORD };
const casesByTitle: Record<string, number> = {};

beforeAll(async () => {
  const { server } = portal;
  admin = api(server.url, portal.adminToken);
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
});

describe.each(LANGS)('conflict check when a client is created (%s)', (lang) => {
  it('warns that the name is an opponent in a case, asks for a reason, and records it on the new client', async () => {
    const t = NEW_CLIENT[lang];
    const { server, browser } = portal;
    // the reason the warning gives is the server's conflict check's own, in the page's language
    const checked = (await admin.post('/api/conflicts/check', { record: 'client', names: [t.nameEn, t.nameAr] })).body as { matches: { reasons: { en: string; ar: string }[] }[] };
    const why = checked.matches.flatMap((m) => m.reasons).find((r) => r.en.includes(t.opponent) || r.ar.includes(t.opponent));
    expect(why, JSON.stringify(checked)).toBeDefined();
    const { context, page } = await signedInPage(browser, server.url, lang, superAdmin(server), undefined, '/management/clients');
    await page.getByRole('button', { name: say(clientI18n.add, lang) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('[name="fullNameEn"]').fill(t.nameEn);
    await dialog.locator('[name="fullNameAr"]').fill(t.nameAr);
    await dialog.locator('[name="phone"]').fill(t.phone);
    const clientId = await dialog.locator('[name="clientId"]').inputValue();
    await dialog.getByRole('button', { name: say(raWording('ra.action.save'), lang) }).click();

    const warning = page.getByTestId('conflict-warning');
    await warning.getByText(say(conflictWording.title, lang)).waitFor();
    await warning.getByText(new RegExp(`^${escapeText(t.opponent)} · ${escapeText(say(conflictWording.opponent, lang))}`)).first().waitFor();
    await warning.getByText(why![lang]).first().waitFor();
    // nothing is created while the warning asks
    expect((await admin.get('/api/clients')).body.some((c: { clientId: string }) => c.clientId === clientId)).toBe(false);
    await warning.getByTestId('conflict-proceed').click();
    await warning.getByText(say(conflictWording.reasonRequired, lang)).waitFor();
    await shot(page, `conflict-client-warning-${lang}.png`);
    await warning.getByTestId('conflict-reason').fill(t.reason);
    const recorded = page.waitForResponse((r) => r.url().endsWith('/conflict-overrides') && r.request().method() === 'POST');
    await warning.getByRole('button', { name: say(conflictWording.proceed, lang) }).click();
    expect((await recorded).status()).toBe(201);
    await expectToast(page, say(clientI18n.messages.created, lang));

    const created = (await admin.get('/api/clients')).body.find((c: { clientId: string }) => c.clientId === clientId);
    expect(created).toMatchObject({ fullNameEn: t.nameEn, fullNameAr: t.nameAr });
    const history = (await admin.get(`/api/audit/streams/client-${created.id}`)).body as Record<string, any>[];
    const entry = history.find((h) => h.type === 'ConflictOverridden');
    expect(entry).toMatchObject({ summaryEn: say(overridden, 'en'), summaryAr: say(overridden, 'ar') });
    expect(entry!.changes).toContainEqual(expect.objectContaining({ field: 'reason', afterEn: t.reason }));
    expect(entry!.changes).toContainEqual(expect.objectContaining({ field: 'matches', afterAr: expect.stringContaining(lang === 'en' ? 'Gulf Supplies LLC (خصم)' : 'إمدادات الخليج (خصم)') }));
    await context.close();
  });
});

// Edit Case: an opponent added now that is one of the firm's clients (the seed's Khalid Al Hammadi /
// Sara Abdullah); the case's own opponents are not asked about again.
const EDIT = {
  en: { case: 'Emirates Trading v. Gulf Supplies', added: 'Khalid Al Hammadi', client: 'Khalid Al Hammadi', reason: 'The client agreed in writing to be joined as a defendant' },
  ar: { case: 'Emirates Trading v. Emdadat', added: 'ساره عبدالله', client: 'سارة عبدالله', reason: 'وافقت الموكلة كتابياً على إدخالها في الدعوى' },
} as const;

describe.each(LANGS)('conflict check when opponents are added in Edit Case (%s)', (lang) => {
  it('asks about the added opponent only, and records the reason on the case', async () => {
    const t = EDIT[lang];
    const caseId = casesByTitle[t.case];
    const fullName = say(casesWording.fields.fullName, lang);
    const { context, page } = await signedInPage(portal.browser, portal.server.url, lang, FATIMA, undefined, `/lawyer/edit-case/${caseId}`);
    const opponents = page.locator('.ra-input-opponents');
    await opponents.locator('li').first().getByLabel(fullName).waitFor();
    await opponents.getByRole('button', { name: say(casesWording.wizard.addOpponent, lang) }).click();
    await opponents.locator('li').nth(1).getByLabel(fullName).fill(t.added);
    await opponents.locator('li').nth(1).getByLabel(say(casesWording.fields.role, lang)).fill(lang === 'en' ? 'Second defendant' : 'مدعى عليه ثانٍ');
    await page.getByRole('button', { name: say(casesWording.edit.save, lang) }).click();

    // the client is not one of Fatima's: the warning says there is a possible conflict and whom to ask, not whose
    const warning = page.getByTestId('conflict-warning');
    await warning.getByText(say(conflictWording.restricted, lang), { exact: true }).waitFor();
    await warning.getByText(lang === 'en' ? 'A possible conflict with a record you cannot open: ask an administrator' : 'تعارض محتمل مع سجل لا يمكنك فتحه: اسأل أحد المسؤولين', { exact: true }).waitFor();
    expect(await warning.getByText(t.client).count()).toBe(0);
    await shot(page, `conflict-restricted-${lang}.png`);
    await warning.getByTestId('conflict-reason').fill(t.reason);
    await warning.getByTestId('conflict-proceed').click();
    await expectToast(page, say(casesWording.edit.updated, lang));

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
    const { context, page } = await signedInPage(portal.browser, portal.server.url, 'en', FATIMA, undefined, '/lawyer/create-file');
    const main = page.locator('main');
    const pick = async (label: string, option: string) => {
      await main.getByRole('combobox', { name: label }).click();
      await page.getByRole('listbox').getByRole('option').getByText(option, { exact: true }).click();
    };
    await pick(say(fileI18n.fields.clientId, 'en'), 'Sara Abdullah');
    await main.getByLabel(say(fileI18n.fields.subject, 'en')).fill('Gratuity settlement talks');
    await pick(say(fileI18n.fields.departmentId, 'en'), 'Litigation');
    await pick(say(fileI18n.fields.officeId, 'en'), 'Dubai Head Office');
    await main.getByRole('button', { name: say(fileI18n.lawyers.add, 'en') }).click();
    await page.getByRole('menuitem', { name: new RegExp(`Fatima Al Zaabi.*${escapeText(say(fileI18n.lawyers.roles.responsible, 'en'))}`) }).click();
    await main.getByRole('button', { name: say(fileI18n.create.submit, 'en') }).click();

    const warning = page.getByTestId('conflict-warning');
    await warning.getByText(new RegExp(`^Sara Abdullah · ${escapeText(say(conflictWording.opponent, 'en'))}`)).waitFor();
    await warning.getByTestId('conflict-reason').fill('She was the opponent in an employment claim that settled; no overlap');
    await warning.getByTestId('conflict-proceed').click();
    await expectToast(page, say(fileI18n.messages.created, 'en'));

    const file = ((await fatimaApi.get('/api/lawyer/files')).body as { id: number; subject: string }[]).find((f) => f.subject === 'Gratuity settlement talks');
    const history = (await fatimaApi.get(`/api/audit/streams/file-${file!.id}`)).body as Record<string, any>[];
    const entry = history.find((h) => h.type === 'ConflictOverridden');
    expect(entry!.changes).toContainEqual(expect.objectContaining({ field: 'reason', afterEn: 'She was the opponent in an employment claim that settled; no overlap' }));
    await context.close();
  });
});
