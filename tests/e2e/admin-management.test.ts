import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Locator, type Page, type Request } from 'playwright-core';
import { messages, type Bilingual } from '@lawfirm/contracts';
import { ui } from '../../console/src/i18n/ui.js';
import { componentWording } from '../../console/src/components/messages/wording.js';
import { clientI18n } from '../../console/src/resources/clients/i18n.js';
import { employeeI18n } from '../../console/src/resources/employees/i18n.js';
import { countryByCode } from '../../console/src/resources/employees/countries.js';
import { adminI18n } from '../../console/src/resources/admins/i18n.js';
import { roleI18n } from '../../console/src/resources/roles/i18n.js';
import { consultationI18n } from '../../console/src/resources/consultations/i18n.js';
import { newsI18n } from '../../console/src/resources/news/i18n.js';
import { choose, dismissToast, escapeText, expectToast, firmDay, launchBrowser, raWording, rowButton, say, shot, signedInPage, typeDate, type Lang } from './support.js';
import { screenshots } from './support/shot.js';
import { api, login, startServer, type RunningServer } from '../support/server.js';
import { seededDataDir } from '../support/seedTemplate.js';
import { join } from 'node:path';

// The management screens (clients, employees, admins, roles, consultations, news) against the
// real standalone server with the demo data, once in English and once in Arabic.

/** The demo firm's names the screens show (seed data, not wording), in both languages. */
const SEEDED = {
  en: {
    region: 'Dubai', branch: 'Dubai Head Office', role: 'Senior Lawyer', lawyer: 'Omar Haddad', client: 'Sara Abdullah', service: 'Legal consultation',
    admin: 'System Administrator', seniorLawyer: 'Senior Lawyer', researcher: 'Legal Researcher',
  },
  ar: {
    region: 'دبي', branch: 'المكتب الرئيسي - دبي', role: 'محامٍ أول', lawyer: 'عمر حداد', client: 'سارة عبدالله', service: 'استشارة قانونية',
    admin: 'مدير النظام', seniorLawyer: 'محامٍ أول', researcher: 'باحث قانوني',
  },
} as const;
const JORDAN = countryByCode('JO')!;

// Files uploaded through the dialogs, compared byte for byte with what the API serves back.
const pdf = (title: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${title}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

let server: RunningServer;
let browser: Browser;
let token: string;

beforeAll(async () => {
  server = await startServer({ console: true, dataDir: await seededDataDir() });
  token = (await login(server.url, server.adminUsername, server.adminPassword)).token;
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Bytes the API serves at a path (with the admin's token). */
async function served(path: string): Promise<Buffer> {
  const res = await fetch(server.url + path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** The one record of an API list matching a search. */
async function findOne(path: string, q: string): Promise<Record<string, any>> {
  const res = await api(server.url, token).get(`${path}?filter=${encodeURIComponent(JSON.stringify({ q }))}`);
  expect(res.status).toBe(200);
  expect(res.body).toHaveLength(1);
  return res.body[0];
}

const field = (dialog: Locator, name: string) => dialog.locator(`[name="${name}"]`);
/** a date picker's group of parts, around its hidden input */
const picker = (dialog: Locator, name: string) => field(dialog, name).locator('..');

// react-admin marks each input's root with `ra-input-<source>`
const input = (dialog: Locator, source: string) => dialog.locator(`[class~="ra-input-${source}"]`);

const upload = (dialog: Locator, source: string, name: string, mimeType: string, buffer: Buffer) =>
  input(dialog, source).locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });

/** Bodies of the requests a page sends with a method to a path, as text. */
function capture(page: Page, method: string, path: RegExp): string[] {
  const bodies: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) bodies.push(request.postData() ?? '');
  });
  return bodies;
}

/** Opens a stored file from the dialog and returns the bytes the new tab shows. */
async function openStoredFile(page: Page, scope: Locator, lang: Lang): Promise<Buffer> {
  const [tab] = await Promise.all([page.waitForEvent('popup'), scope.getByRole('button', { name: say(componentWording.openFile, lang), exact: true }).click()]);
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  const bytes = await page.evaluate(async (url) => Array.from(new Uint8Array(await (await fetch(url)).arrayBuffer())), tab.url());
  await tab.close();
  return Buffer.from(bytes);
}

for (const lang of ['en', 'ar'] as const) {
  const t = (pair: Bilingual, values?: Record<string, string | number>) => say(pair, lang, values);
  const ra = (key: string) => t(raWording(key));
  const seeded = SEEDED[lang];
  const country = lang === 'en' ? JORDAN.nameEn : JORDAN.nameAr;

  describe(`management screens (${lang})`, () => {
    /** Runs `steps` on a fresh page of the super admin's (its context closed after). */
    async function onPage(steps: (page: Page) => Promise<void>) {
      const { context, page } = await signedInPage(browser, server.url, lang, { username: server.adminUsername, password: server.adminPassword, admin: true });
      try {
        expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        await steps(page);
      } finally {
        await context.close();
      }
    }

    /** Each screen is opened from the sidebar. */
    async function openScreen(page: Page, label: Bilingual, path: string) {
      await page.getByTestId('sidebar').getByRole('link', { name: t(label), exact: true }).click();
      await page.waitForURL(`**${path}`);
    }

    const rowOf = (page: Page) => (text: string | RegExp) => page.getByRole('row', { name: text });

    async function save(page: Page, dialog: Locator, toastText: string) {
      await dialog.getByRole('button', { name: ra('ra.action.save') }).click();
      await expectToast(page, toastText);
      await dialog.waitFor({ state: 'detached' });
    }

    /**
     * Deletes a row through the confirmation. A toast still showing is dismissed first (the next
     * one only shows once it is gone).
     */
    async function deleteRow(page: Page, text: string | RegExp, toastText: string) {
      const row = rowOf(page);
      await dismissToast(page);
      await row(text).getByRole('button', { name: rowButton(ra('ra.action.delete')) }).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByText(t(ui.table.confirmDeleteTitle)).waitFor();
      await confirm.getByText(t(ui.table.confirmDeleteContent)).waitFor();
      await confirm.getByRole('button', { name: ra('ra.action.cancel') }).waitFor();
      await confirm.getByRole('button', { name: t(ui.table.yesDelete) }).click();
      await expectToast(page, toastText);
      await row(text).waitFor({ state: 'detached' });
    }

    it('clients: add with the initiation agreement, open it, edit, delete', () =>
      onPage(async (page) => {
        const row = rowOf(page);
        const name = `Test Client ${lang}`;
        const nameAr = `عميل الاختبار ${lang}`;
        const shown = lang === 'ar' ? nameAr : name;
        const agreement = pdf(`agreement ${lang}`);
        await openScreen(page, ui.menu.clients, '/management/clients');
        await row(/CLI-100001/).waitFor();

        await page.getByRole('button', { name: t(clientI18n.add) }).click();
        const dialog = page.getByRole('dialog');
        await expect.poll(() => field(dialog, 'clientId').inputValue()).toMatch(/^CLI-\d{6}$/);
        await dialog.getByRole('button', { name: ra('ra.action.save') }).click();
        await expectToast(page, t(messages['validation.fillRequired']));
        await dialog.getByText(t(messages['validation.required'])).first().waitFor();

        await field(dialog, 'fullNameEn').fill(name);
        await field(dialog, 'fullNameAr').fill(nameAr);
        await field(dialog, 'phone').fill('+971 50 000 0000');
        await field(dialog, 'email').fill(`client.${lang}@example.ae`);
        await choose(dialog, t(clientI18n.fields.regionId), seeded.region);
        await choose(dialog, t(clientI18n.fields.caseType), t(clientI18n.caseTypes.commercial));
        await choose(dialog, t(clientI18n.fields.assignedLawyerId), seeded.lawyer);
        const kycLabel = t(clientI18n.fields.kycCompleted);
        await dialog.getByLabel(kycLabel).check();
        // the two checkboxes of 'Status & KYC' sit apart, not label against box
        const [kyc, active] = await Promise.all([kycLabel, t(clientI18n.fields.isActive)].map((label) => dialog.locator('label').filter({ has: page.getByLabel(label, { exact: true }) }).boundingBox()));
        expect(Math.max(kyc!.x, active!.x) - Math.min(kyc!.x + kyc!.width, active!.x + active!.width)).toBeGreaterThanOrEqual(8);
        await upload(dialog, 'agreementFile', `agreement-${lang}.pdf`, 'application/pdf', agreement);
        await dialog.getByText(`agreement-${lang}.pdf`).waitFor();
        await shot(page, `management-clients-dialog-${lang}.png`);
        await save(page, dialog, t(clientI18n.messages.created));

        await row(shown).getByText(seeded.lawyer).waitFor();
        const created = await findOne('/api/clients', name);
        expect(created).toMatchObject({ hasInitiationAgreement: true, kycCompleted: true, isActive: true, caseType: 'commercial', status: 'active' });
        expect(created.assignedLawyerId).toBeGreaterThan(0);
        expect(await served(created.initiationAgreementUrl)).toEqual(agreement);
        await shot(page, `management-clients-${lang}.png`);

        await row(shown).getByRole('button', { name: rowButton(ra('ra.action.edit')) }).click();
        const edit = page.getByRole('dialog');
        await expect.poll(() => field(edit, 'fullNameEn').inputValue()).toBe(name);
        const stored = edit.getByTestId('stored-file');
        await stored.getByText(`agreement-${lang}.pdf`).waitFor();
        expect(await openStoredFile(page, stored, lang)).toEqual(agreement);
        await field(edit, 'phone').fill('+971 50 111 1111');
        // an optional lawyer taken off reads 'Not assigned', not 'Unknown'
        await input(edit, 'assignedLawyerId').getByRole('combobox').click();
        await page.getByRole('listbox').getByRole('option').filter({ hasText: t(componentWording.none) }).click();
        await page.getByRole('listbox').waitFor({ state: 'detached' });
        await save(page, edit, t(clientI18n.messages.updated));
        await row(/\+971 50 111 1111/).getByText(t(componentWording.notAssigned), { exact: true }).waitFor();
        expect(await row(shown).getByText(t(messages['common.unknown'])).count()).toBe(0);

        await deleteRow(page, shown, t(clientI18n.messages.deleted));
      }));

    it('employees: tabs, required-field toast, documents, view and print, edit, delete', () =>
      onPage(async (page) => {
        const row = rowOf(page);
        const email = `test.employee.${lang}@alnoor-law.ae`;
        const passport = png;
        const license = pdf(`license ${lang}`);
        await openScreen(page, ui.menu.employees, '/management/employees');
        await row(/EMP-240101/).waitFor();

        await page.getByRole('button', { name: t(employeeI18n.add) }).click();
        const dialog = page.getByRole('dialog');
        await expect.poll(() => field(dialog, 'employeeId').inputValue()).toMatch(/^EMP-\d{6}$/);
        await field(dialog, 'firstName').fill('Test');
        await field(dialog, 'lastName').fill(`Employee ${lang}`);
        await field(dialog, 'fullNameEn').fill(`Test Employee ${lang}`);
        await field(dialog, 'fullNameAr').fill('موظف الاختبار');
        await typeDate(picker(dialog, 'birthdate'), '1990-05-01', lang);
        await choose(dialog, t(employeeI18n.fields.nationality), country);
        await shot(page, `management-employee-dialog-basic-${lang}.png`);

        await dialog.getByRole('tab', { name: t(employeeI18n.tabs.contact) }).click();
        // an email another employee uses: the server refuses it
        await field(dialog, 'email').fill('omar.haddad@alnoor-law.ae');
        await field(dialog, 'phone').fill('+971 50 222 3333');
        await field(dialog, 'address').fill('Dubai Marina');
        await field(dialog, 'password').fill('Employee#2026');
        await shot(page, `management-employee-dialog-contact-${lang}.png`);

        await dialog.getByRole('tab', { name: t(employeeI18n.tabs.employment) }).click();
        // the joining date starts at the firm's today, as the language writes a date: month first
        // in English (en-US); day, month, year in Arabic (25/11/2026, laid out left to right as typed)
        const [year, month, day] = firmDay().split('-');
        expect((await field(dialog, 'joiningDate').inputValue()).replace(/[\u200e\u200f\u2066-\u2069]/g, '')).toBe(lang === 'en' ? [month, day, year].join('/') : [day, month, year].join('/'));
        await dialog.getByRole('button', { name: ra('ra.action.save') }).click();
        await expectToast(page, t(messages['validation.employeeRequiredFields']));
        await expectToast(page, t(ui.common.validationError));

        await choose(dialog, t(employeeI18n.fields.regionId), seeded.region);
        await choose(dialog, t(employeeI18n.fields.branchId), seeded.branch);
        await choose(dialog, t(employeeI18n.fields.roleId), seeded.role);
        await field(dialog, 'currentSalary').fill('30000');
        // the firm's job titles are offered in the current language (any other text may be typed)
        await field(dialog, 'jobTitle').click();
        await page.getByRole('option', { name: seeded.seniorLawyer, exact: true }).click();
        expect(await field(dialog, 'jobTitle').inputValue()).toBe(seeded.seniorLawyer);
        await shot(page, `management-employee-dialog-employment-${lang}.png`);

        await dialog.getByRole('tab', { name: t(employeeI18n.tabs.documents) }).click();
        await upload(dialog, 'documents.passport', `passport-${lang}.png`, 'image/png', passport);
        await upload(dialog, 'documents.license', `license-${lang}.pdf`, 'application/pdf', license);
        await dialog.getByText(`license-${lang}.pdf`).waitFor();
        await shot(page, `management-employee-dialog-documents-${lang}.png`);

        const refused = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/employees');
        await dialog.getByRole('button', { name: ra('ra.action.save') }).click();
        expect((await refused).status()).toBe(409);
        // another record holds the email (409): the toast gives the server's reason in words, named by its field, no HTTP status line
        await expectToast(page, new RegExp(escapeText(t(messages['validation.emailTaken']))));
        expect(await page.locator('.MuiSnackbar-root').innerText()).not.toMatch(/HTTP|\d{3}/);
        await dialog.getByRole('tab', { name: t(employeeI18n.tabs.contact) }).click();
        await field(dialog, 'email').fill(email);
        await save(page, dialog, t(employeeI18n.messages.created));

        const created = await findOne('/api/employees', email);
        expect(created.jobTitle).toBe(seeded.seniorLawyer);
        // a job title of the firm's list reads in the current language, also the demo's English ones
        await row(/EMP-240105/).getByText(seeded.researcher, { exact: true }).waitFor();
        expect(created.documents).toMatchObject({ passport: `passport-${lang}.png`, license: `license-${lang}.pdf`, id: null });
        expect(await served(`/api/employees/${created.id}/documents/passport`)).toEqual(passport);
        expect(await served(`/api/employees/${created.id}/documents/license`)).toEqual(license);

        // view: names of the references, document links, and a bilingual print page
        await row(new RegExp(created.employeeId)).getByRole('button', { name: rowButton(t(ui.common.view)) }).click();
        const view = page.getByRole('dialog');
        await view.getByText(t(employeeI18n.view.title)).waitFor();
        for (const text of [seeded.region, seeded.branch, seeded.role, country, `license-${lang}.pdf`]) {
          await view.getByText(text, { exact: true }).first().waitFor();
        }
        await shot(page, `management-employee-view-${lang}.png`);
        const licenseRow = view.getByTestId('stored-file').filter({ hasText: `license-${lang}.pdf` });
        expect(await openStoredFile(page, licenseRow, lang)).toEqual(license);

        await page.evaluate(() => {
          const open = window.open.bind(window);
          (window as unknown as { printed?: string }).printed = undefined;
          window.open = (...args: Parameters<typeof window.open>) => {
            const opened = open(...args);
            if (opened) opened.print = () => ((window as unknown as { printed?: string }).printed = opened.document.documentElement.outerHTML);
            return opened;
          };
        });
        const [printTab] = await Promise.all([page.waitForEvent('popup'), view.getByRole('button', { name: t(employeeI18n.view.print) }).click()]);
        const html = await ((await page.waitForFunction(() => (window as unknown as { printed?: string }).printed)).jsonValue() as Promise<string>);
        for (const text of [employeeI18n.view.title.en, employeeI18n.view.title.ar, 'Al Noor Advocates', 'النور للمحاماة', `Test Employee ${lang}`, 'موظف الاختبار', SEEDED.en.branch, SEEDED.ar.branch, JORDAN.nameEn, JORDAN.nameAr, SEEDED.en.seniorLawyer, SEEDED.ar.seniorLawyer]) {
          expect(html).toContain(text);
        }
        expect(html).not.toContain('sidebar');
        await printTab.setViewportSize({ width: 960, height: 1000 });
        await printTab.screenshot({ path: join(screenshots, `management-employee-print-${lang}.png`) });
        await printTab.close();
        await page.keyboard.press('Escape');
        await view.waitFor({ state: 'detached' });

        // edit: an empty password is not sent, stored documents are kept
        const puts = capture(page, 'PUT', /^\/api\/employees\/\d+$/);
        await row(new RegExp(created.employeeId)).getByRole('button', { name: rowButton(ra('ra.action.edit')) }).click();
        const edit = page.getByRole('dialog');
        await expect.poll(() => field(edit, 'fullNameEn').inputValue()).toBe(`Test Employee ${lang}`);
        await edit.getByRole('tab', { name: t(employeeI18n.tabs.employment) }).click();
        // a title the firm's list does not hold is kept as typed
        await field(edit, 'jobTitle').fill('Trainee Advocate');
        await save(page, edit, t(employeeI18n.messages.updated));
        expect(puts).toHaveLength(1);
        expect(JSON.parse(puts[0])).not.toHaveProperty('password');
        expect(JSON.parse(puts[0])).not.toHaveProperty('documents');
        await row(/Trainee Advocate/).waitFor();
        expect((await findOne('/api/employees', email)).documents.passport).toBe(`passport-${lang}.png`);

        await deleteRow(page, new RegExp(created.employeeId), t(employeeI18n.messages.deleted));
      }));

    it('admins: role required, password toggle, edit without password, unlock, delete', () =>
      onPage(async (page) => {
        const row = rowOf(page);
        const username = `test.admin.${lang}`;
        const never = t(adminI18n.neverLoggedIn);
        await openScreen(page, ui.menu.admins, '/management/admins');
        await row(new RegExp(server.adminUsername)).waitFor();
        // the signed-in admin has signed in: a date, not 'Never'
        expect(await row(new RegExp(server.adminUsername)).getByText(never).count()).toBe(0);

        await page.getByRole('button', { name: t(adminI18n.add) }).click();
        const dialog = page.getByRole('dialog');
        await field(dialog, 'username').fill(username);
        await field(dialog, 'email').fill(`${username}@alnoor-law.ae`);
        await field(dialog, 'fullNameEn').fill(`Test Admin ${lang}`);
        await field(dialog, 'fullNameAr').fill('مسؤول الاختبار');
        await field(dialog, 'password').fill('Admin#Test2026');
        expect(await field(dialog, 'password').getAttribute('type')).toBe('password');
        await dialog.getByRole('button', { name: ra('ra.input.password.toggle_hidden') }).click();
        expect(await field(dialog, 'password').getAttribute('type')).toBe('text');
        await dialog.getByRole('button', { name: ra('ra.action.save') }).click();
        await expectToast(page, t(messages['validation.fillRequired']));
        await dialog.getByText(t(messages['validation.roleRequired'])).waitFor();
        await shot(page, `management-admin-dialog-${lang}.png`);
        await choose(dialog, t(adminI18n.fields.roleId), seeded.role);
        await save(page, dialog, t(adminI18n.messages.created));
        await row(new RegExp(username)).getByText(seeded.role).waitFor();
        await row(new RegExp(username)).getByText(never).waitFor();

        const puts = capture(page, 'PUT', /^\/api\/users\/\d+$/);
        await row(new RegExp(username)).getByRole('button', { name: rowButton(ra('ra.action.edit')) }).click();
        const edit = page.getByRole('dialog');
        await expect.poll(() => field(edit, 'username').inputValue()).toBe(username);
        expect(await field(edit, 'password').inputValue()).toBe('');
        await field(edit, 'phone').fill('+971 50 444 5555');
        await save(page, edit, t(adminI18n.messages.updated));
        expect(JSON.parse(puts[0])).not.toHaveProperty('password');
        expect(JSON.parse(puts[0]).phone).toBe('+971 50 444 5555');
        // the password set on creation still signs in
        await login(server.url, username, 'Admin#Test2026');
        // slowed down by failed sign-ins, then let in again from its row
        for (let i = 0; i < 6; i++) await api(server.url).post('/api/auth/login', { username, password: `Wrong#Guess${i}`, loginType: 'user' });
        expect((await api(server.url).post('/api/auth/login', { username, password: 'Admin#Test2026', loginType: 'user' })).status).toBe(429);
        await dismissToast(page);
        await row(new RegExp(username)).getByRole('button', { name: t(componentWording.unlockSignIn) }).click();
        await expectToast(page, t(messages['auth.unlocked']));
        await login(server.url, username, 'Admin#Test2026');
        await shot(page, `management-admins-${lang}.png`);

        await deleteRow(page, new RegExp(username), t(adminI18n.messages.deleted));
      }));

    it('roles: the permissions matrix and its count, edit, delete', () =>
      onPage(async (page) => {
        const row = rowOf(page);
        const name = `Test Role ${lang}`;
        const box = (module: 'clients' | 'employees', action: 'view' | 'add') => `${t(roleI18n.matrix.modules[module])}: ${t(roleI18n.matrix.actions[action])}`;
        await openScreen(page, ui.menu.roles, '/management/roles');
        await row(/Managing Partner/).waitFor();

        await page.getByRole('button', { name: t(roleI18n.add) }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: ra('ra.action.save') }).click();
        await expectToast(page, t(messages['validation.fillRequired']));
        await dialog.getByText(t(messages['validation.required'])).first().waitFor();
        await field(dialog, 'nameEn').fill(name);
        await field(dialog, 'nameAr').fill('دور الاختبار');
        for (const label of [box('clients', 'view'), box('clients', 'add'), box('employees', 'view')]) {
          await dialog.getByRole('checkbox', { name: label }).check();
        }
        await shot(page, `management-roles-matrix-${lang}.png`);
        await save(page, dialog, t(roleI18n.messages.created));
        await row(new RegExp(name)).getByRole('cell', { name: '3', exact: true }).waitFor();
        expect((await findOne('/api/roles', name)).permissions).toEqual({ clients: ['view', 'add'], employees: ['view'] });

        await row(new RegExp(name)).getByRole('button', { name: rowButton(ra('ra.action.edit')) }).click();
        const edit = page.getByRole('dialog');
        await expect.poll(() => edit.getByRole('checkbox', { name: box('clients', 'add') }).isChecked()).toBe(true);
        await edit.getByRole('checkbox', { name: box('clients', 'add') }).uncheck();
        await save(page, edit, t(roleI18n.messages.updated));
        await row(new RegExp(name)).getByRole('cell', { name: '2', exact: true }).waitFor();
        await shot(page, `management-roles-${lang}.png`);

        await deleteRow(page, new RegExp(name), t(roleI18n.messages.deleted));
      }));

    it('consultations: validation, schedule, status badge, edit, delete', () =>
      onPage(async (page) => {
        const row = rowOf(page);
        const notes = `Test consultation ${lang}`;
        await openScreen(page, ui.menu.consultations, '/management/consultations');
        await page.getByRole('row').nth(4).waitFor();

        await page.getByRole('button', { name: t(consultationI18n.add) }).click();
        const dialog = page.getByRole('dialog');
        expect(await field(dialog, 'duration').inputValue()).toBe('60');
        expect(await field(dialog, 'consultationFee').inputValue()).toBe('0');
        await field(dialog, 'duration').fill('10');
        await dialog.getByRole('button', { name: ra('ra.action.save') }).click();
        await expectToast(page, t(messages['validation.fillRequired']));
        for (const key of ['validation.clientRequired', 'validation.lawyerRequired', 'validation.scheduledDateRequired', 'validation.durationMin15'] as const) {
          await dialog.getByText(t(messages[key])).waitFor();
        }
        await shot(page, `management-consultation-dialog-${lang}.png`);

        await choose(dialog, t(consultationI18n.fields.clientId), seeded.client);
        await choose(dialog, t(consultationI18n.fields.lawyerId), seeded.lawyer);
        await choose(dialog, t(consultationI18n.fields.serviceId), seeded.service);
        const when = `${firmDay(25)}T10:30`;
        await typeDate(picker(dialog, 'scheduledDate'), when, lang);
        await field(dialog, 'duration').fill('45');
        await field(dialog, 'consultationFee').fill('500');
        await field(dialog, 'notes').fill(notes);
        await save(page, dialog, t(consultationI18n.messages.created));

        const created = await findOne('/api/consultations', notes);
        // the moment typed, in the firm's zone (the browser's)
        const expected = await page.evaluate((local) => new Date(local).toISOString(), when);
        expect(created).toMatchObject({ scheduledDate: expected, duration: 45, consultationFee: 500, status: 'scheduled' });
        const line = row(new RegExp(seeded.client)).filter({ has: page.getByText(t(consultationI18n.statuses.scheduled)) }).filter({ hasText: /45/ });
        await line.waitFor();

        await line.getByRole('button', { name: rowButton(ra('ra.action.edit')) }).click();
        const edit = page.getByRole('dialog');
        await expect.poll(() => field(edit, 'notes').inputValue()).toBe(notes);
        await choose(edit, t(consultationI18n.fields.status), t(consultationI18n.statuses.completed));
        await save(page, edit, t(consultationI18n.messages.updated));
        const completed = row(new RegExp(seeded.client)).filter({ hasText: /45/ }).locator('.MuiChip-colorSuccess');
        await completed.getByText(t(consultationI18n.statuses.completed)).waitFor();
        await shot(page, `management-consultations-${lang}.png`);

        await dismissToast(page);
        await row(new RegExp(seeded.client)).filter({ hasText: /45/ }).getByRole('button', { name: rowButton(ra('ra.action.delete')) }).click();
        await page.getByRole('dialog').getByRole('button', { name: t(ui.table.yesDelete) }).click();
        await expectToast(page, t(consultationI18n.messages.deleted));
        await expect.poll(async () => (await api(server.url, token).get(`/api/consultations?filter=${encodeURIComponent(JSON.stringify({ q: notes }))}`)).body).toEqual([]);
      }));

    it('news: an article whose author is gone reads Unknown', () =>
      onPage(async (page) => {
        const row = rowOf(page);
        const client = api(server.url, token);
        const ghost = await client.post('/api/users', {
          username: `ghost.${lang}`,
          email: `ghost.${lang}@alnoor-law.ae`,
          password: 'Ghost#2026!',
          fullNameEn: 'Ghost Writer',
          fullNameAr: 'كاتب مجهول',
          roleId: (await findOne('/api/roles', 'Senior Lawyer')).id,
        });
        expect(ghost.status).toBe(201);
        const orphan = await client.post('/api/news', { titleEn: `Orphan ${lang}`, titleAr: `خبر يتيم ${lang}`, contentEn: 'x', contentAr: 'x', authorId: ghost.body.id });
        expect(orphan.status).toBe(201);
        expect((await client.delete(`/api/users/${ghost.body.id}`)).status).toBeLessThan(300);
        // the screen reads what the read models show: a read that waits for the deletion first (READ_MODEL_LAG_MS)
        expect((await client.get('/api/users')).body.some((u: { id: number }) => u.id === ghost.body.id)).toBe(false);

        await openScreen(page, ui.menu.news, '/management/news');
        await row(new RegExp(lang === 'en' ? `Orphan ${lang}` : `خبر يتيم ${lang}`)).getByText(t(messages['common.unknown'])).waitFor();
      }));

    it('news: validation, image, publish, edit while the article loads slowly, failed and real delete', () =>
      onPage(async (page) => {
        const row = rowOf(page);
        const title = `Test article ${lang}`;
        const titleAr = `خبر الاختبار ${lang}`;
        const content = `${'Long content of the test article. '.repeat(5)}END`;
        await openScreen(page, ui.menu.news, '/management/news');

        await page.getByRole('button', { name: t(newsI18n.add) }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: ra('ra.action.save') }).click();
        await expectToast(page, t(messages['validation.fillRequired']));
        for (const key of ['validation.englishTitleRequired', 'validation.arabicTitleRequired', 'validation.englishContentRequired', 'validation.arabicContentRequired'] as const) {
          await dialog.getByText(t(messages[key])).waitFor();
        }
        // the author defaults to the signed-in admin
        await dialog.getByRole('combobox').filter({ hasText: seeded.admin }).waitFor();
        await field(dialog, 'titleEn').fill(title);
        await field(dialog, 'titleAr').fill(titleAr);
        await field(dialog, 'contentEn').fill(content);
        await field(dialog, 'contentAr').fill(`محتوى الخبر. ${content}`);
        await upload(dialog, 'image', `featured-${lang}.png`, 'image/png', png);
        await shot(page, `management-news-dialog-${lang}.png`);
        await save(page, dialog, t(newsI18n.messages.created));

        const created = await findOne('/api/news', title);
        expect(created.isPublished).toBe(false);
        expect(await served(created.imageUrl)).toEqual(png);
        const line = row(lang === 'en' ? title : titleAr);
        await line.getByText(t(newsI18n.statuses.draft)).waitFor();
        // the list previews the first 100 characters of the content
        const shownContent = lang === 'en' ? content : `محتوى الخبر. ${content}`;
        await line.getByText(shownContent.slice(0, 95)).waitFor();
        expect(await line.getByText(/END/).count()).toBe(0);
        await line.getByRole('button', { name: t(newsI18n.publish) }).click();
        await expectToast(page, t(newsI18n.published));
        await line.getByText(t(newsI18n.statuses.published), { exact: true }).waitFor();
        expect(await line.getByRole('button', { name: t(newsI18n.publish) }).count()).toBe(0);
        await shot(page, `management-news-${lang}.png`);

        // Editing right after publishing, with the article's fetch slow: the form must show the
        // published article, not the copy the create answered, and must not be reset under the typing.
        const slowFetch = `**/api/news/${created.id}`;
        let releaseFetch!: () => void;
        const fetchHeld = new Promise<void>((resolve) => (releaseFetch = resolve));
        await page.route(slowFetch, async (route) => {
          if (route.request().method() === 'GET') await fetchHeld;
          await route.fallback();
        });
        const answered = page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === `/api/news/${created.id}`);
        const requested = page.waitForRequest((r) => r.method() === 'GET' && new URL(r.url()).pathname === `/api/news/${created.id}`);
        await line.getByRole('button', { name: rowButton(ra('ra.action.edit')) }).click();
        const edit = page.getByRole('dialog');
        // the article's own answer comes late: held until the dialog has asked for it
        await requested;
        releaseFetch();
        await answered;
        await expect.poll(() => field(edit, 'titleEn').inputValue()).toBe(title);
        await edit.getByTestId('image-current').waitFor();
        await field(edit, 'titleEn').fill(`${title} (edited)`);
        // the article's answer is in: nothing left to reset the typing
        expect(await field(edit, 'titleEn').inputValue()).toBe(`${title} (edited)`);
        await save(page, edit, t(newsI18n.messages.updated));
        await page.unroute(slowFetch);
        const edited = await findOne('/api/news', `${title} (edited)`);
        expect(edited.imageUrl).toBe(created.imageUrl);
        expect(edited.isPublished).toBe(true);

        // a refused delete says so, and the article stays
        await page.route('**/api/news/*', (route) =>
          route.request().method() === 'DELETE'
            ? route.fulfill({ status: 500, json: { code: 'internal', message: 'Something went wrong on the server', messageAr: 'حدث خطأ في الخادم' } })
            : route.fallback(),
        );
        await dismissToast(page);
        await line.getByRole('button', { name: rowButton(ra('ra.action.delete')) }).click();
        await page.getByRole('dialog').getByRole('button', { name: t(ui.table.yesDelete) }).click();
        await expectToast(page, t(newsI18n.messages.deleteFailed));
        await page.unroute('**/api/news/*');
        await line.waitFor();

        await dismissToast(page);
        await line.getByRole('button', { name: rowButton(ra('ra.action.delete')) }).click();
        await page.getByRole('dialog').getByRole('button', { name: t(ui.table.yesDelete) }).click();
        await expectToast(page, t(newsI18n.messages.deleted));
        await line.waitFor({ state: 'detached' });
      }));
  });
}
