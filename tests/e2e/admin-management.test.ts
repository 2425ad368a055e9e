import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Browser, type BrowserContext, type Locator, type Page, type Request } from 'playwright-core';
import { messages } from '@lawfirm/contracts';
import { launchBrowser, shareBrowserWrites, typeDate } from './support.js';
import { api, login, root, startServer, type RunningServer } from '../support/server.js';
import { seedAll } from '../../scripts/seed/index.js';

// The management screens (clients, employees, admins, roles, consultations, news) against the
// real standalone server with the demo data, once in English and once in Arabic.
const screenshots = join(root, '.tmp', 'screenshots');
const toastTimeout = { timeout: 15_000 };

type Lang = 'en' | 'ar';

/** The spec's wording (admin-portal.md sections 2, 5, 8) and the seeded names, in both languages. */
const words = {
  en: {
    login: 'Login',
    save: 'Save',
    edit: 'Edit',
    delete: 'Delete',
    view: 'View',
    open: 'Open',
    confirmTitle: 'Confirm Delete',
    confirmText: 'Are you sure you want to delete this item? This action cannot be undone.',
    yesDelete: 'Yes, Delete',
    cancel: 'Cancel',
    required: 'This field is required',
    fillRequired: 'Please fill all required fields',
    error: 'Error',
    unknown: 'Unknown',
    none: 'None',
    notAssigned: 'Not assigned',
    menu: { clients: 'Clients', employees: 'Employees', admins: 'Admins', roles: 'Roles & Permissions', consultations: 'Consultations', news: 'News' },
    seeded: {
      region: 'Dubai',
      branch: 'Dubai Head Office',
      role: 'Senior Lawyer',
      lawyer: 'Omar Haddad',
      client: 'Sara Abdullah',
      service: 'Legal consultation',
      country: 'Jordan',
      caseType: 'Commercial',
      admin: 'System Administrator',
    },
    clients: { add: 'Add New Client', kyc: 'KYC Completed', active: 'Active', created: 'Client created successfully', updated: 'Client updated successfully', deleted: 'Client deleted successfully' },
    employees: {
      add: 'Add Employee',
      tabs: { contact: 'Contact', employment: 'Employment', documents: 'Documents' },
      validationTitle: 'Validation Error',
      validation: 'Please fill all required fields (Branch, Region, Role, Salary)',
      created: 'Employee added successfully',
      updated: 'Employee updated successfully',
      deleted: 'Employee deleted successfully',
      details: 'Employee Details',
      print: 'Print',
      seniorLawyer: 'Senior Lawyer',
      researcher: 'Legal Researcher',
    },
    admins: {
      add: 'Add Admin',
      roleRequired: 'Role is required',
      showPassword: 'Show password',
      created: 'Admin created successfully',
      updated: 'Admin updated successfully',
      deleted: 'Admin deleted successfully',
      never: 'Never',
    },
    roles: {
      add: 'Add Role',
      clientsView: 'Clients: View',
      clientsAdd: 'Clients: Add',
      employeesView: 'Employees: View',
      created: 'Role created successfully',
      updated: 'Role updated successfully',
      deleted: 'Role deleted successfully',
    },
    consultations: {
      add: 'Schedule Consultation',
      clientRequired: 'Client is required',
      lawyerRequired: 'Lawyer is required',
      dateRequired: 'Scheduled date is required',
      durationMin: 'Duration must be at least 15 minutes',
      scheduled: 'Scheduled',
      completed: 'Completed',
      created: 'Consultation scheduled successfully',
      updated: 'Consultation updated successfully',
      deleted: 'Consultation deleted successfully',
    },
    news: {
      add: 'Add News Article',
      titleEn: 'English title is required',
      titleAr: 'Arabic title is required',
      contentEn: 'English content is required',
      contentAr: 'Arabic content is required',
      draft: 'Draft',
      published: 'Published',
      publish: 'Publish',
      publishDone: 'News article published successfully',
      created: 'News article created successfully',
      updated: 'News article updated successfully',
      deleted: 'News article deleted successfully',
      deleteFailed: 'Failed to delete news article',
    },
  },
  ar: {
    login: 'دخول',
    save: 'حفظ',
    edit: 'تعديل',
    delete: 'حذف',
    view: 'عرض',
    open: 'فتح',
    confirmTitle: 'تأكيد الحذف',
    confirmText: 'هل أنت متأكد من حذف هذا العنصر؟ لا يمكن التراجع عن هذا الإجراء.',
    yesDelete: 'نعم، احذف',
    cancel: 'إلغاء',
    required: 'هذا الحقل مطلوب',
    fillRequired: 'يرجى ملء جميع الحقول المطلوبة',
    error: 'خطأ',
    unknown: 'غير معروف',
    none: 'لا يوجد',
    notAssigned: 'غير مُعيَّن',
    menu: { clients: 'العملاء', employees: 'الموظفون', admins: 'المسؤولون', roles: 'الأدوار والصلاحيات', consultations: 'الاستشارات', news: 'الأخبار' },
    seeded: {
      region: 'دبي',
      branch: 'المكتب الرئيسي - دبي',
      role: 'محامٍ أول',
      lawyer: 'عمر حداد',
      client: 'سارة عبدالله',
      service: 'استشارة قانونية',
      country: 'الأردن',
      caseType: 'تجاري',
      admin: 'مدير النظام',
    },
    clients: { add: 'إضافة عميل جديد', kyc: 'اكتمل التحقق من الهوية (KYC)', active: 'نشط', created: 'تم إنشاء العميل بنجاح', updated: 'تم تحديث العميل بنجاح', deleted: 'تم حذف العميل بنجاح' },
    employees: {
      add: 'إضافة موظف',
      tabs: { contact: 'الاتصال', employment: 'التوظيف', documents: 'المستندات' },
      validationTitle: 'خطأ في التحقق',
      validation: 'يرجى ملء جميع الحقول المطلوبة (الفرع، المنطقة، الدور، الراتب)',
      created: 'تمت إضافة الموظف بنجاح',
      updated: 'تم تحديث بيانات الموظف بنجاح',
      deleted: 'تم حذف الموظف بنجاح',
      details: 'بيانات الموظف',
      print: 'طباعة',
      seniorLawyer: 'محامٍ أول',
      researcher: 'باحث قانوني',
    },
    admins: {
      add: 'إضافة مسؤول',
      roleRequired: 'الدور مطلوب',
      showPassword: 'إظهار كلمة المرور',
      created: 'تم إنشاء المسؤول بنجاح',
      updated: 'تم تحديث المسؤول بنجاح',
      deleted: 'تم حذف المسؤول بنجاح',
      never: 'لم يسجّل الدخول بعد',
    },
    roles: {
      add: 'إضافة دور',
      clientsView: 'العملاء: عرض',
      clientsAdd: 'العملاء: إضافة',
      employeesView: 'الموظفون: عرض',
      created: 'تم إنشاء الدور بنجاح',
      updated: 'تم تحديث الدور بنجاح',
      deleted: 'تم حذف الدور بنجاح',
    },
    consultations: {
      add: 'جدولة استشارة',
      clientRequired: 'العميل مطلوب',
      lawyerRequired: 'المحامي مطلوب',
      dateRequired: 'تاريخ الموعد مطلوب',
      durationMin: 'يجب ألا تقل المدة عن 15 دقيقة',
      scheduled: 'مجدولة',
      completed: 'مكتملة',
      created: 'تمت جدولة الاستشارة بنجاح',
      updated: 'تم تحديث الاستشارة بنجاح',
      deleted: 'تم حذف الاستشارة بنجاح',
    },
    news: {
      add: 'إضافة خبر',
      titleEn: 'العنوان بالإنجليزية مطلوب',
      titleAr: 'العنوان بالعربية مطلوب',
      contentEn: 'المحتوى بالإنجليزية مطلوب',
      contentAr: 'المحتوى بالعربية مطلوب',
      draft: 'مسودة',
      published: 'منشور',
      publish: 'نشر',
      publishDone: 'تم نشر الخبر بنجاح',
      created: 'تم إنشاء الخبر بنجاح',
      updated: 'تم تحديث الخبر بنجاح',
      deleted: 'تم حذف الخبر بنجاح',
      deleteFailed: 'فشل في حذف الخبر',
    },
  },
} as const;

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
  mkdirSync(screenshots, { recursive: true });
  server = await startServer({ console: true });
  token = (await login(server.url, server.adminUsername, server.adminPassword)).token;
  await seedAll(server.url, token);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshots, name), animations: 'disabled' });

/** Text inside the one visible toast. */
const toast = (page: Page, text: string | RegExp) =>
  page.locator('.MuiSnackbar-root').getByText(text, { exact: typeof text === 'string' }).first();

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

async function choose(page: Page, dialog: Locator, source: string, option: string) {
  await input(dialog, source).getByRole('combobox').click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

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
async function openStoredFile(page: Page, scope: Locator, w: (typeof words)[Lang]): Promise<Buffer> {
  const [tab] = await Promise.all([page.waitForEvent('popup'), scope.getByRole('button', { name: w.open, exact: true }).click()]);
  await expect.poll(() => tab.url(), { timeout: 10_000 }).toMatch(/^blob:/);
  const bytes = await page.evaluate(async (url) => Array.from(new Uint8Array(await (await fetch(url)).arrayBuffer())), tab.url());
  await tab.close();
  return Buffer.from(bytes);
}

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang];

  describe(`management screens (${lang})`, () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 860 } });
      shareBrowserWrites(context, server.url);
      page = await context.newPage();
      page.on('pageerror', (error) => console.error('page error:', error.message));
      await page.goto('/login');
      if (lang === 'ar') await page.getByRole('button', { name: 'العربية' }).click();
      await page.selectOption('#loginType', 'user');
      await page.fill('#username', server.adminUsername);
      await page.fill('#password', server.adminPassword);
      await page.getByRole('button', { name: w.login }).click();
      await page.waitForURL('**/dashboard');
      expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    });

    afterAll(async () => {
      await context?.close();
    });

    /** Each screen is opened from the sidebar. */
    async function openScreen(label: string, path: string) {
      await page.getByTestId('sidebar').getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL(`**${path}`);
    }

    const row = (text: string | RegExp) => page.getByRole('row', { name: text });

    async function save(dialog: Locator, toastText: string) {
      await dialog.getByRole('button', { name: w.save }).click();
      await toast(page, toastText).waitFor(toastTimeout);
      await dialog.waitFor({ state: 'detached' });
    }

    // The delete buttons stop their click from reaching the page, so a toast still showing would
    // not be dismissed and the next one would wait for it: a click on empty space dismisses it.
    const dismissToast = () => page.mouse.click(700, 845);

    async function deleteRow(text: string, toastText: string) {
      await dismissToast();
      await row(text).getByRole('button', { name: w.delete, exact: true }).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByText(w.confirmTitle).waitFor();
      await confirm.getByText(w.confirmText).waitFor();
      await confirm.getByRole('button', { name: w.cancel }).waitFor();
      await confirm.getByRole('button', { name: w.yesDelete }).click();
      await toast(page, toastText).waitFor(toastTimeout);
      await row(text).waitFor({ state: 'detached' });
    }

    beforeEach(async () => {
      await page.keyboard.press('Escape');
    });

    it('clients: add with the initiation agreement, open it, edit, delete', async () => {
      const name = `Test Client ${lang}`;
      const nameAr = `عميل الاختبار ${lang}`;
      const shown = lang === 'ar' ? nameAr : name;
      const agreement = pdf(`agreement ${lang}`);
      await openScreen(w.menu.clients, '/management/clients');
      await row(/CLI-100001/).waitFor();

      await page.getByRole('button', { name: w.clients.add }).click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => field(dialog, 'clientId').inputValue()).toMatch(/^CLI-\d{6}$/);
      await dialog.getByRole('button', { name: w.save }).click();
      await toast(page, w.fillRequired).waitFor(toastTimeout);
      await dialog.getByText(w.required).first().waitFor();

      await field(dialog, 'fullNameEn').fill(name);
      await field(dialog, 'fullNameAr').fill(nameAr);
      await field(dialog, 'phone').fill('+971 50 000 0000');
      await field(dialog, 'email').fill(`client.${lang}@example.ae`);
      await choose(page, dialog, 'regionId', w.seeded.region);
      await choose(page, dialog, 'caseType', w.seeded.caseType);
      await choose(page, dialog, 'assignedLawyerId', w.seeded.lawyer);
      await dialog.getByLabel(w.clients.kyc).check();
      // the two checkboxes of 'Status & KYC' sit apart, not label against box
      const [kyc, active] = await Promise.all([w.clients.kyc, w.clients.active].map((label) => dialog.locator('label').filter({ has: page.getByLabel(label, { exact: true }) }).boundingBox()));
      expect(Math.max(kyc!.x, active!.x) - Math.min(kyc!.x + kyc!.width, active!.x + active!.width)).toBeGreaterThanOrEqual(8);
      await upload(dialog, 'agreementFile', `agreement-${lang}.pdf`, 'application/pdf', agreement);
      await dialog.getByText(`agreement-${lang}.pdf`).waitFor();
      await shot(page, `management-clients-dialog-${lang}.png`);
      await save(dialog, w.clients.created);

      await row(shown).getByText(w.seeded.lawyer).waitFor();
      const created = await findOne('/api/clients', name);
      expect(created).toMatchObject({ hasInitiationAgreement: true, kycCompleted: true, isActive: true, caseType: 'commercial', status: 'active' });
      expect(created.assignedLawyerId).toBeGreaterThan(0);
      expect(await served(created.initiationAgreementUrl)).toEqual(agreement);
      await shot(page, `management-clients-${lang}.png`);

      await row(shown).getByRole('button', { name: w.edit, exact: true }).click();
      const edit = page.getByRole('dialog');
      await expect.poll(() => field(edit, 'fullNameEn').inputValue()).toBe(name);
      const stored = edit.getByTestId('stored-file');
      await stored.getByText(`agreement-${lang}.pdf`).waitFor();
      expect(await openStoredFile(page, stored, w)).toEqual(agreement);
      await field(edit, 'phone').fill('+971 50 111 1111');
      // an optional lawyer taken off reads 'Not assigned', not 'Unknown'
      await input(edit, 'assignedLawyerId').getByRole('combobox').click();
      await page.getByRole('option').filter({ hasText: w.none }).click();
      await save(edit, w.clients.updated);
      await row(/\+971 50 111 1111/).getByText(w.notAssigned, { exact: true }).waitFor();
      expect(await row(shown).getByText(w.unknown).count()).toBe(0);

      await deleteRow(shown, w.clients.deleted);
    });

    it('employees: tabs, required-field toast, documents, view and print, edit, delete', async () => {
      const email = `test.employee.${lang}@alnoor-law.ae`;
      const passport = png;
      const license = pdf(`license ${lang}`);
      await openScreen(w.menu.employees, '/management/employees');
      await row(/EMP-240101/).waitFor();

      await page.getByRole('button', { name: w.employees.add }).click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => field(dialog, 'employeeId').inputValue()).toMatch(/^EMP-\d{6}$/);
      await field(dialog, 'firstName').fill('Test');
      await field(dialog, 'lastName').fill(`Employee ${lang}`);
      await field(dialog, 'fullNameEn').fill(`Test Employee ${lang}`);
      await field(dialog, 'fullNameAr').fill('موظف الاختبار');
      await typeDate(picker(dialog, 'birthdate'), '1990-05-01', lang);
      await choose(page, dialog, 'nationality', w.seeded.country);
      await shot(page, `management-employee-dialog-basic-${lang}.png`);

      await dialog.getByRole('tab', { name: w.employees.tabs.contact }).click();
      // an email another employee uses: the server refuses it
      await field(dialog, 'email').fill('omar.haddad@alnoor-law.ae');
      await field(dialog, 'phone').fill('+971 50 222 3333');
      await field(dialog, 'address').fill('Dubai Marina');
      await field(dialog, 'password').fill('Employee#2026');
      await shot(page, `management-employee-dialog-contact-${lang}.png`);

      await dialog.getByRole('tab', { name: w.employees.tabs.employment }).click();
      // today, as the language writes a date: month first in English (en-US); in Arabic day first
      // read from the right (the field holds 2026/11/25, its parts laid out left to right)
      const today = await page.evaluate(() => [new Date().getMonth() + 1, new Date().getDate(), new Date().getFullYear()].map((n) => String(n).padStart(2, '0')));
      expect((await field(dialog, 'joiningDate').inputValue()).replace(/[\u200e\u200f\u2066-\u2069]/g, '')).toBe(lang === 'en' ? today.join('/') : [today[2], today[0], today[1]].join('/'));
      await dialog.getByRole('button', { name: w.save }).click();
      await toast(page, w.employees.validation).waitFor(toastTimeout);
      await toast(page, w.employees.validationTitle).waitFor();

      await choose(page, dialog, 'regionId', w.seeded.region);
      await choose(page, dialog, 'branchId', w.seeded.branch);
      await choose(page, dialog, 'roleId', w.seeded.role);
      await field(dialog, 'currentSalary').fill('30000');
      // the firm's job titles are offered in the current language (any other text may be typed)
      await field(dialog, 'jobTitle').click();
      await page.getByRole('option', { name: w.employees.seniorLawyer, exact: true }).click();
      expect(await field(dialog, 'jobTitle').inputValue()).toBe(w.employees.seniorLawyer);
      await shot(page, `management-employee-dialog-employment-${lang}.png`);

      await dialog.getByRole('tab', { name: w.employees.tabs.documents }).click();
      await upload(dialog, 'documents.passport', `passport-${lang}.png`, 'image/png', passport);
      await upload(dialog, 'documents.license', `license-${lang}.pdf`, 'application/pdf', license);
      await dialog.getByText(`license-${lang}.pdf`).waitFor();
      await shot(page, `management-employee-dialog-documents-${lang}.png`);

      await dialog.getByRole('button', { name: w.save }).click();
      // another record holds the email (409): the toast gives the server's reason in words, no HTTP status line
      await toast(page, messages['validation.emailTaken'][lang]).waitFor(toastTimeout);
      expect(await page.locator('.MuiSnackbar-root').innerText()).not.toMatch(/HTTP|\d{3}/);
      await dialog.getByRole('tab', { name: w.employees.tabs.contact }).click();
      await field(dialog, 'email').fill(email);
      await save(dialog, w.employees.created);

      const created = await findOne('/api/employees', email);
      expect(created.jobTitle).toBe(w.employees.seniorLawyer);
      // a job title of the firm's list reads in the current language, also the demo's English ones
      await row(/EMP-240105/).getByText(w.employees.researcher, { exact: true }).waitFor();
      expect(created.documents).toMatchObject({ passport: `passport-${lang}.png`, license: `license-${lang}.pdf`, id: null });
      expect(await served(`/api/employees/${created.id}/documents/passport`)).toEqual(passport);
      expect(await served(`/api/employees/${created.id}/documents/license`)).toEqual(license);

      // view: names of the references, document links, and a bilingual print page
      await row(new RegExp(created.employeeId)).getByRole('button', { name: w.view, exact: true }).click();
      const view = page.getByRole('dialog');
      await view.getByText(w.employees.details).waitFor();
      for (const text of [w.seeded.region, w.seeded.branch, w.seeded.role, w.seeded.country, `license-${lang}.pdf`]) {
        await view.getByText(text, { exact: true }).first().waitFor();
      }
      await shot(page, `management-employee-view-${lang}.png`);
      const licenseRow = view.getByTestId('stored-file').filter({ hasText: `license-${lang}.pdf` });
      expect(await openStoredFile(page, licenseRow, w)).toEqual(license);

      await page.evaluate(() => {
        const open = window.open.bind(window);
        (window as unknown as { printed?: string }).printed = undefined;
        window.open = (...args: Parameters<typeof window.open>) => {
          const opened = open(...args);
          if (opened) opened.print = () => ((window as unknown as { printed?: string }).printed = opened.document.documentElement.outerHTML);
          return opened;
        };
      });
      const [printTab] = await Promise.all([page.waitForEvent('popup'), view.getByRole('button', { name: w.employees.print }).click()]);
      const printed = (await page.waitForFunction(() => (window as unknown as { printed?: string }).printed)).jsonValue() as Promise<string>;
      const html = await printed;
      for (const text of ['Employee Details', 'بيانات الموظف', 'Al Noor Advocates', 'النور للمحاماة', `Test Employee ${lang}`, 'موظف الاختبار', 'Dubai Head Office', 'المكتب الرئيسي - دبي', 'Jordan', 'الأردن', 'Senior Lawyer', 'محامٍ أول']) {
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
      await row(new RegExp(created.employeeId)).getByRole('button', { name: w.edit, exact: true }).click();
      const edit = page.getByRole('dialog');
      await expect.poll(() => field(edit, 'fullNameEn').inputValue()).toBe(`Test Employee ${lang}`);
      await edit.getByRole('tab', { name: w.employees.tabs.employment }).click();
      // a title the firm's list does not hold is kept as typed
      await field(edit, 'jobTitle').fill('Trainee Advocate');
      await save(edit, w.employees.updated);
      expect(puts).toHaveLength(1);
      expect(JSON.parse(puts[0])).not.toHaveProperty('password');
      expect(JSON.parse(puts[0])).not.toHaveProperty('documents');
      await row(/Trainee Advocate/).waitFor();
      expect((await findOne('/api/employees', email)).documents.passport).toBe(`passport-${lang}.png`);

      await deleteRow(created.employeeId, w.employees.deleted);
    });

    it('admins: role required, password toggle, edit without password, delete', async () => {
      const username = `test.admin.${lang}`;
      await openScreen(w.menu.admins, '/management/admins');
      await row(new RegExp(server.adminUsername)).waitFor();
      // the signed-in admin has signed in: a date, not 'Never'
      await expect(row(new RegExp(server.adminUsername)).getByText(w.admins.never).count()).resolves.toBe(0);

      await page.getByRole('button', { name: w.admins.add }).click();
      const dialog = page.getByRole('dialog');
      await field(dialog, 'username').fill(username);
      await field(dialog, 'email').fill(`${username}@alnoor-law.ae`);
      await field(dialog, 'fullNameEn').fill(`Test Admin ${lang}`);
      await field(dialog, 'fullNameAr').fill('مسؤول الاختبار');
      await field(dialog, 'password').fill('Admin#Test2026');
      expect(await field(dialog, 'password').getAttribute('type')).toBe('password');
      await dialog.getByRole('button', { name: w.admins.showPassword }).click();
      expect(await field(dialog, 'password').getAttribute('type')).toBe('text');
      await dialog.getByRole('button', { name: w.save }).click();
      await toast(page, w.fillRequired).waitFor(toastTimeout);
      await dialog.getByText(w.admins.roleRequired).waitFor();
      await shot(page, `management-admin-dialog-${lang}.png`);
      await choose(page, dialog, 'roleId', w.seeded.role);
      await save(dialog, w.admins.created);
      await row(new RegExp(username)).getByText(w.seeded.role).waitFor();
      await row(new RegExp(username)).getByText(w.admins.never).waitFor();

      const puts = capture(page, 'PUT', /^\/api\/users\/\d+$/);
      await row(new RegExp(username)).getByRole('button', { name: w.edit, exact: true }).click();
      const edit = page.getByRole('dialog');
      await expect.poll(() => field(edit, 'username').inputValue()).toBe(username);
      expect(await field(edit, 'password').inputValue()).toBe('');
      await field(edit, 'phone').fill('+971 50 444 5555');
      await save(edit, w.admins.updated);
      expect(JSON.parse(puts[0])).not.toHaveProperty('password');
      expect(JSON.parse(puts[0]).phone).toBe('+971 50 444 5555');
      // the password set on creation still signs in
      await login(server.url, username, 'Admin#Test2026');
      // slowed down by failed sign-ins, then let in again from its row
      for (let i = 0; i < 6; i++) await api(server.url).post('/api/auth/login', { username, password: `Wrong#Guess${i}`, loginType: 'user' });
      expect((await api(server.url).post('/api/auth/login', { username, password: 'Admin#Test2026', loginType: 'user' })).status).toBe(429);
      await row(new RegExp(username)).getByRole('button', { name: lang === 'ar' ? 'السماح بتسجيل الدخول مجدداً الآن' : 'Allow sign-in again now' }).click();
      await toast(page, lang === 'ar' ? 'يمكن لهذا الحساب تسجيل الدخول مجدداً الآن' : 'This account can sign in again now').waitFor(toastTimeout);
      await login(server.url, username, 'Admin#Test2026');
      await shot(page, `management-admins-${lang}.png`);

      await deleteRow(username, w.admins.deleted);
    });

    it('roles: the permissions matrix and its count, edit, delete', async () => {
      const name = `Test Role ${lang}`;
      await openScreen(w.menu.roles, '/management/roles');
      await row(/Managing Partner/).waitFor();

      await page.getByRole('button', { name: w.roles.add }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: w.save }).click();
      await toast(page, w.fillRequired).waitFor(toastTimeout);
      await dialog.getByText(w.required).first().waitFor();
      await field(dialog, 'nameEn').fill(name);
      await field(dialog, 'nameAr').fill('دور الاختبار');
      for (const box of [w.roles.clientsView, w.roles.clientsAdd, w.roles.employeesView]) {
        await dialog.getByRole('checkbox', { name: box }).check();
      }
      await shot(page, `management-roles-matrix-${lang}.png`);
      await save(dialog, w.roles.created);
      await row(new RegExp(name)).getByRole('cell', { name: '3', exact: true }).waitFor();
      expect((await findOne('/api/roles', name)).permissions).toEqual({ clients: ['view', 'add'], employees: ['view'] });

      await row(new RegExp(name)).getByRole('button', { name: w.edit, exact: true }).click();
      const edit = page.getByRole('dialog');
      await expect.poll(() => edit.getByRole('checkbox', { name: w.roles.clientsAdd }).isChecked()).toBe(true);
      await edit.getByRole('checkbox', { name: w.roles.clientsAdd }).uncheck();
      await save(edit, w.roles.updated);
      await row(new RegExp(name)).getByRole('cell', { name: '2', exact: true }).waitFor();
      await shot(page, `management-roles-${lang}.png`);

      await deleteRow(name, w.roles.deleted);
    });

    it('consultations: validation, schedule, status badge, edit, delete', async () => {
      const notes = `Test consultation ${lang}`;
      await openScreen(w.menu.consultations, '/management/consultations');
      await page.getByRole('row').nth(4).waitFor();

      await page.getByRole('button', { name: w.consultations.add }).click();
      const dialog = page.getByRole('dialog');
      expect(await field(dialog, 'duration').inputValue()).toBe('60');
      expect(await field(dialog, 'consultationFee').inputValue()).toBe('0');
      await field(dialog, 'duration').fill('10');
      await dialog.getByRole('button', { name: w.save }).click();
      await toast(page, w.fillRequired).waitFor(toastTimeout);
      for (const message of [w.consultations.clientRequired, w.consultations.lawyerRequired, w.consultations.dateRequired, w.consultations.durationMin]) {
        await dialog.getByText(message).waitFor();
      }
      await shot(page, `management-consultation-dialog-${lang}.png`);

      await choose(page, dialog, 'clientId', w.seeded.client);
      await choose(page, dialog, 'lawyerId', w.seeded.lawyer);
      await choose(page, dialog, 'serviceId', w.seeded.service);
      await typeDate(picker(dialog, 'scheduledDate'), '2026-12-20T10:30', lang);
      await field(dialog, 'duration').fill('45');
      await field(dialog, 'consultationFee').fill('500');
      await field(dialog, 'notes').fill(notes);
      await save(dialog, w.consultations.created);

      const created = await findOne('/api/consultations', notes);
      const expected = await page.evaluate(() => new Date('2026-12-20T10:30').toISOString());
      expect(created).toMatchObject({ scheduledDate: expected, duration: 45, consultationFee: 500, status: 'scheduled' });
      const line = row(new RegExp(w.seeded.client)).filter({ has: page.getByText(w.consultations.scheduled) }).filter({ hasText: /45/ });
      await line.waitFor();

      await line.getByRole('button', { name: w.edit, exact: true }).click();
      const edit = page.getByRole('dialog');
      await expect.poll(() => field(edit, 'notes').inputValue()).toBe(notes);
      await choose(page, edit, 'status', w.consultations.completed);
      await save(edit, w.consultations.updated);
      const completed = row(new RegExp(w.seeded.client)).filter({ hasText: /45/ }).locator('.MuiChip-colorSuccess');
      await completed.getByText(w.consultations.completed).waitFor();
      await shot(page, `management-consultations-${lang}.png`);

      await dismissToast();
      await row(new RegExp(w.seeded.client)).filter({ hasText: /45/ }).getByRole('button', { name: w.delete, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: w.yesDelete }).click();
      await toast(page, w.consultations.deleted).waitFor(toastTimeout);
      await expect.poll(async () => (await api(server.url, token).get(`/api/consultations?filter=${encodeURIComponent(JSON.stringify({ q: notes }))}`)).body).toEqual([]);
    });

    it('news: validation, image, publish, edit, failed and real delete, unknown author', async () => {
      const title = `Test article ${lang}`;
      const titleAr = `خبر الاختبار ${lang}`;
      const content = `${'Long content of the test article. '.repeat(5)}END`;
      // an article whose author no longer exists shows 'Unknown'
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

      await openScreen(w.menu.news, '/management/news');
      await row(new RegExp(lang === 'en' ? `Orphan ${lang}` : `خبر يتيم ${lang}`)).getByText(w.unknown).waitFor();

      await page.getByRole('button', { name: w.news.add }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: w.save }).click();
      await toast(page, w.fillRequired).waitFor(toastTimeout);
      for (const message of [w.news.titleEn, w.news.titleAr, w.news.contentEn, w.news.contentAr]) {
        await dialog.getByText(message).waitFor();
      }
      // the author defaults to the signed-in admin
      await dialog.getByRole('combobox').filter({ hasText: w.seeded.admin }).waitFor();
      await field(dialog, 'titleEn').fill(title);
      await field(dialog, 'titleAr').fill(titleAr);
      await field(dialog, 'contentEn').fill(content);
      await field(dialog, 'contentAr').fill(`محتوى الخبر. ${content}`);
      await upload(dialog, 'image', `featured-${lang}.png`, 'image/png', png);
      await shot(page, `management-news-dialog-${lang}.png`);
      await save(dialog, w.news.created);

      const created = await findOne('/api/news', title);
      expect(created.isPublished).toBe(false);
      expect(await served(created.imageUrl)).toEqual(png);
      const line = row(lang === 'en' ? title : titleAr);
      await line.getByText(w.news.draft).waitFor();
      // the list previews the first 100 characters of the content
      const shownContent = lang === 'en' ? content : `محتوى الخبر. ${content}`;
      await line.getByText(shownContent.slice(0, 95)).waitFor();
      await expect(line.getByText(/END/).count()).resolves.toBe(0);
      await line.getByRole('button', { name: w.news.publish }).click();
      await toast(page, w.news.publishDone).waitFor(toastTimeout);
      await line.getByText(w.news.published, { exact: true }).waitFor();
      await expect(line.getByRole('button', { name: w.news.publish }).count()).resolves.toBe(0);
      await shot(page, `management-news-${lang}.png`);

      // Editing right after publishing, with the article's fetch slow: the form must show the
      // published article, not the copy the create answered, and must not be reset under the typing.
      const slowFetch = `**/api/news/${created.id}`;
      await page.route(slowFetch, async (route) => {
        if (route.request().method() === 'GET') await new Promise((r) => setTimeout(r, 1500));
        await route.fallback();
      });
      await line.getByRole('button', { name: w.edit, exact: true }).click();
      const edit = page.getByRole('dialog');
      await expect.poll(() => field(edit, 'titleEn').inputValue()).toBe(title);
      await edit.getByTestId('image-current').waitFor();
      await field(edit, 'titleEn').fill(`${title} (edited)`);
      await page.waitForTimeout(1600);
      await expect(field(edit, 'titleEn').inputValue()).resolves.toBe(`${title} (edited)`);
      await save(edit, w.news.updated);
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
      await dismissToast();
      await line.getByRole('button', { name: w.delete, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: w.yesDelete }).click();
      await toast(page, w.news.deleteFailed).waitFor(toastTimeout);
      await page.unroute('**/api/news/*');
      await line.waitFor();

      await dismissToast();
      await line.getByRole('button', { name: w.delete, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: w.yesDelete }).click();
      await toast(page, w.news.deleted).waitFor(toastTimeout);
      await line.waitFor({ state: 'detached' });
    });
  });
}
