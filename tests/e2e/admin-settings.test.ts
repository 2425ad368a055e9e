import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { seedAll } from '../../scripts/seed/index.js';
import { launchBrowser, signIn as signInAs } from './support.js';
import { api, login, root, startServer, type RunningServer } from '../support/server.js';

// The settings screens of the admin console (firm, branches, courts, legal services, system
// settings) against the real standalone server with the demo data, once in English and once in
// Arabic: sidebar, list, validation, add, edit, delete, toasts in the spec's wording.
const screenshots = join(root, '.tmp', 'screenshots');
const toastTimeout = { timeout: 15_000 };

let server: RunningServer;
let browser: Browser;
const orphanCourt = { nameEn: 'Old Town Court', nameAr: 'محكمة المدينة القديمة' };

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  server = await startServer({ console: true });
  const { token } = await login(server.url, server.adminUsername, server.adminPassword);
  await seedAll(server.url, token);
  // a court whose emirate the browser will not find: the server refuses to delete a region still
  // in use (409), so the lookup miss is made by hiding the region from the console's region list
  const admin = api(server.url, token);
  const region = await admin.post('/api/regions', { nameEn: 'Former Emirate', nameAr: 'إمارة سابقة', code: 'OLD' });
  await admin.post('/api/courts', { ...orphanCourt, typeEn: 'Appeal', typeAr: 'استئناف', locationEn: 'Old Town', locationAr: 'المدينة القديمة', regionId: region.body.id });
  expect((await admin.delete(`/api/regions/${region.body.id}`)).status).toBe(409);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Every wording the test looks for, in one language, and the names of the records it adds. */
const english = {
  lang: 'en' as 'en' | 'ar',
  login: 'Login',
  save: 'Save',
  edit: 'Edit',
  delete: 'Delete',
  add: 'Add',
  yesDelete: 'Yes, Delete',
  confirmDelete: 'Confirm Delete',
  fillRequired: 'Please fill all required fields',
  required: 'This field is required',
  invalidEmail: 'Please enter a valid email address',
  active: 'Active',
  inactive: 'Inactive',
  none: 'None',
  fields: {
    nameEn: 'English Name',
    nameAr: 'Arabic Name',
    addressEn: 'English Address',
    addressAr: 'Arabic Address',
    descriptionEn: 'English Description',
    descriptionAr: 'Arabic Description',
    typeEn: 'English Type',
    typeAr: 'Arabic Type',
    locationEn: 'English Location',
    locationAr: 'Arabic Location',
    phone: 'Phone',
    email: 'Email',
    region: 'Region',
    manager: 'Manager',
    emirate: 'Emirate',
    price: 'Price (AED)',
    duration: 'Duration (minutes)',
    isActive: 'Active',
  },
  menu: { firm: 'Law Firm', branches: 'Branches', courts: 'Courts', services: 'Legal Services', settings: 'System Settings' },
  firm: {
    title: 'Law Firm Settings',
    hint: 'PNG, JPG or SVG up to 2MB',
    updated: 'Settings updated successfully',
    tooLarge: 'The logo must be 2 MB or smaller',
    notImage: 'The logo must be a PNG, JPG or SVG image',
    ownName: 'English Name',
    newName: 'Al Noor Advocates (Dubai)',
    logo: { name: 'logo.svg', mimeType: 'image/svg+xml', contentType: 'image/svg+xml' },
  },
  branches: {
    seeded: 'Dubai Head Office',
    add: 'Add Branch',
    record: { nameEn: 'Jumeirah Branch', nameAr: 'فرع جميرا' },
    created: 'Branch created successfully',
    updated: 'Branch updated successfully',
    deleted: 'Branch deleted successfully',
    region: 'Sharjah',
    manager: 'Ahmed Al Mansouri',
  },
  courts: {
    seeded: 'Dubai Courts - Court of First Instance',
    add: 'Add Court',
    record: { nameEn: 'Ajman Federal Court', nameAr: 'محكمة عجمان الاتحادية' },
    created: 'Court created successfully',
    updated: 'Court updated successfully',
    deleted: 'Court deleted successfully',
    emirate: 'Ajman',
    unknown: 'Unknown',
    subBodies: 'Sub-bodies',
    additionalLocations: 'Additional Locations',
    specialization: 'Specialization',
    commercial: 'Commercial',
    confirm: (name: string) => `Are you sure you want to delete ${name}?`,
  },
  services: {
    seeded: 'Legal consultation',
    add: 'Add Service',
    nameEnRequired: 'English name required',
    nameArRequired: 'Arabic name is required',
    created: 'Service created successfully',
    updated: 'Service updated successfully',
    deleted: 'Service deleted successfully',
  },
  settings: {
    add: 'Add Setting',
    all: 'All',
    security: 'Security',
    general: 'General',
    yes: 'Yes',
    category: 'Category',
    key: 'Key',
    value: 'Value',
    required: ['Key is required', 'Value is required', 'English name is required', 'Arabic name is required', 'Category is required'],
    created: 'Setting created successfully',
    updated: 'Setting updated successfully',
    deleted: 'Setting deleted successfully',
  },
};
type Wording = typeof english;

const arabic: Wording = {
  lang: 'ar',
  login: 'دخول',
  save: 'حفظ',
  edit: 'تعديل',
  delete: 'حذف',
  add: 'إضافة',
  yesDelete: 'نعم، احذف',
  confirmDelete: 'تأكيد الحذف',
  fillRequired: 'يرجى ملء جميع الحقول المطلوبة',
  required: 'هذا الحقل مطلوب',
  invalidEmail: 'يرجى إدخال بريد إلكتروني صحيح',
  active: 'نشط',
  inactive: 'غير نشط',
  none: 'لا يوجد',
  fields: {
    nameEn: 'الاسم بالإنجليزية',
    nameAr: 'الاسم بالعربية',
    addressEn: 'العنوان بالإنجليزية',
    addressAr: 'العنوان بالعربية',
    descriptionEn: 'الوصف بالإنجليزية',
    descriptionAr: 'الوصف بالعربية',
    typeEn: 'النوع بالإنجليزية',
    typeAr: 'النوع بالعربية',
    locationEn: 'الموقع بالإنجليزية',
    locationAr: 'الموقع بالعربية',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    region: 'المنطقة',
    manager: 'المدير',
    emirate: 'الإمارة',
    price: 'السعر (درهم)',
    duration: 'المدة (بالدقائق)',
    isActive: 'نشط',
  },
  menu: { firm: 'مكتب المحاماة', branches: 'الفروع', courts: 'المحاكم', services: 'الخدمات القانونية', settings: 'إعدادات النظام' },
  firm: {
    title: 'إعدادات مكتب المحاماة',
    hint: 'PNG أو JPG أو SVG بحد أقصى 2 ميغابايت',
    updated: 'تم تحديث الإعدادات بنجاح',
    tooLarge: 'يجب ألا يتجاوز حجم الشعار 2 ميغابايت',
    notImage: 'يجب أن يكون الشعار صورة PNG أو JPG أو SVG',
    ownName: 'الاسم بالعربية',
    newName: 'النور للمحاماة (دبي)',
    logo: { name: 'logo.png', mimeType: 'image/png', contentType: 'image/png' },
  },
  branches: {
    seeded: 'المكتب الرئيسي - دبي',
    add: 'إضافة فرع',
    record: { nameEn: 'Al Ain Branch', nameAr: 'فرع العين' },
    created: 'تم إنشاء الفرع بنجاح',
    updated: 'تم تحديث الفرع بنجاح',
    deleted: 'تم حذف الفرع بنجاح',
    region: 'أبوظبي',
    manager: 'فاطمة الزعابي',
  },
  courts: {
    seeded: 'محاكم دبي - المحكمة الابتدائية',
    add: 'إضافة محكمة',
    record: { nameEn: 'Ras Al Khaimah Court', nameAr: 'محكمة رأس الخيمة' },
    created: 'تم إنشاء المحكمة بنجاح',
    updated: 'تم تحديث المحكمة بنجاح',
    deleted: 'تم حذف المحكمة بنجاح',
    emirate: 'رأس الخيمة',
    unknown: 'غير معروف',
    subBodies: 'الهيئات الفرعية',
    additionalLocations: 'مواقع إضافية',
    specialization: 'الاختصاص',
    commercial: 'تجاري',
    confirm: (name: string) => `هل أنت متأكد من حذف ${name}؟`,
  },
  services: {
    seeded: 'استشارة قانونية',
    add: 'إضافة خدمة',
    nameEnRequired: 'الاسم بالإنجليزية مطلوب',
    nameArRequired: 'الاسم بالعربية مطلوب',
    created: 'تم إنشاء الخدمة بنجاح',
    updated: 'تم تحديث الخدمة بنجاح',
    deleted: 'تم حذف الخدمة بنجاح',
  },
  settings: {
    add: 'إضافة إعداد',
    all: 'الكل',
    security: 'الأمان',
    general: 'عام',
    yes: 'نعم',
    category: 'الفئة',
    key: 'المفتاح',
    value: 'القيمة',
    required: ['المفتاح مطلوب', 'القيمة مطلوبة', 'الاسم بالإنجليزية مطلوب', 'الاسم بالعربية مطلوب', 'الفئة مطلوبة'],
    created: 'تم إنشاء الإعداد بنجاح',
    updated: 'تم تحديث الإعداد بنجاح',
    deleted: 'تم حذف الإعداد بنجاح',
  },
};

const svgLogo = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#0b6e4f"/><path d="M32 12v40M16 24h32M20 24l-6 14h12zM44 24l-6 14h12z" stroke="#fff" stroke-width="3" fill="none"/></svg>',
);
// 1x1 PNG
const pngLogo = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
// a PNG header followed by 2.5 MB: refused by the browser before any upload
const hugeLogo = Buffer.concat([pngLogo.subarray(0, 16), Buffer.alloc(2.5 * 1024 * 1024)]);

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshots, name), animations: 'disabled' });

/**
 * Waits for the one visible toast to read `text`. The next toast only shows once this one is gone
 * (5 s), so it is then dismissed with Escape as a user may; with `keepDialog` (the form stays open
 * after a validation toast) it is left alone, as Escape would close the dialog.
 */
async function expectToast(page: Page, text: string, { keepDialog = false } = {}) {
  const snackbar = page.locator('.MuiSnackbar-root');
  await snackbar.getByText(text, { exact: true }).waitFor(toastTimeout);
  if (keepDialog) return;
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.keyboard.press('Escape');
  await snackbar.waitFor({ state: 'detached' });
}

/** The name a list shows for a record: the one of the page's language. */
const shownName = (w: Wording, record: { nameEn: string; nameAr: string }) => (w.lang === 'en' ? record.nameEn : record.nameAr);
const row = (page: Page, text: string) => page.getByRole('row', { name: new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });

/** Picks a value of a MUI select (SelectInput) by the input's label ('None' is labelled 'Clear value', hence by text). */
async function choose(scope: Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByText(option, { exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

async function signedInPage(w: Wording): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  await signInAs(page, w.lang, { username: server.adminUsername, password: server.adminPassword, admin: true }, w.login);
  return { context, page };
}

async function openFromSidebar(page: Page, label: string, path: string) {
  const link = page.getByTestId('sidebar').getByRole('link', { name: label, exact: true });
  await link.click();
  await page.waitForURL(`**${path}`);
  await expect.poll(() => link.getAttribute('aria-current')).toBe('page');
}

describe.each([english, arabic])('admin settings screens ($lang)', (w) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await signedInPage(w));
  });
  // a failed test may leave a dialog open over the next one's sidebar
  beforeEach(async () => {
    if (await page.getByRole('dialog').count()) await page.goto('/dashboard');
  });
  afterAll(async () => {
    await context?.close();
  });

  it('edits the law firm settings, refuses a logo over 2 MB and shows the new logo in the sidebar', async () => {
    await openFromSidebar(page, w.menu.firm, '/settings/firm');
    await page.getByText(w.firm.hint).waitFor();
    const form = page.locator('main form');
    await expect.poll(() => form.getByLabel(w.fields.phone).inputValue()).not.toBe('');

    // the form's own validation: a required field and the email format
    const phone = await form.getByLabel(w.fields.phone).inputValue();
    await form.getByLabel(w.fields.phone).fill('');
    await form.getByLabel(w.fields.email).fill('not-an-email');
    await form.getByRole('button', { name: w.save }).click();
    await expectToast(page, w.fillRequired);
    await form.getByText(w.required).waitFor();
    await form.getByText(w.invalidEmail).waitFor();
    await form.getByLabel(w.fields.phone).fill(phone);
    await form.getByLabel(w.fields.email).fill('info@alnoor-law.ae');

    const fileInput = form.locator('input[type=file]');
    await fileInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: hugeLogo });
    await expectToast(page, w.firm.tooLarge);
    await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a logo') });
    await expectToast(page, w.firm.notImage);

    const logo = w.lang === 'en' ? svgLogo : pngLogo;
    await fileInput.setInputFiles({ name: w.firm.logo.name, mimeType: w.firm.logo.mimeType, buffer: logo });
    await form.getByLabel(w.firm.ownName).fill(w.firm.newName);
    const saved = page.waitForRequest((r) => r.url().endsWith('/api/admin/law-firm-settings') && r.method() === 'POST');
    await form.getByRole('button', { name: w.save }).click();
    expect((await saved).headers()['content-type']).toMatch(/^multipart\/form-data/);
    await expectToast(page, w.firm.updated);

    // the sidebar shows the new name and logo; the logo comes back from its URL
    const sidebar = page.getByTestId('sidebar');
    await expect.poll(() => sidebar.getByTestId('firm-name').textContent()).toBe(w.firm.newName);
    await expect.poll(() => sidebar.getByTestId('firm-logo').getAttribute('src')).toMatch(/^\/api\/settings\/logo\?v=/);
    const src = (await sidebar.getByTestId('firm-logo').getAttribute('src'))!;
    const served = await page.request.get(src);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe(w.firm.logo.contentType);
    expect(Buffer.from(await served.body()).equals(logo)).toBe(true);
    await expect.poll(() => sidebar.getByTestId('firm-logo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect.poll(() => form.getByTestId('logo-current').getAttribute('src')).toBe(src);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `settings-firm-${w.lang}.png`);
  });

  it('lists, adds, edits and deletes branches', async () => {
    await openFromSidebar(page, w.menu.branches, '/settings/branches');
    await row(page, w.branches.seeded).waitFor();

    await page.getByRole('button', { name: w.branches.add }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: w.save }).click();
    await expectToast(page, w.fillRequired, { keepDialog: true });
    await dialog.getByText(w.required).first().waitFor();

    await dialog.getByLabel(w.fields.nameEn).fill(w.branches.record.nameEn);
    await dialog.getByLabel(w.fields.nameAr).fill(w.branches.record.nameAr);
    await dialog.getByLabel(w.fields.addressEn).fill('Jumeirah Beach Road, Villa 12');
    await dialog.getByLabel(w.fields.addressAr).fill('شارع جميرا، فيلا 12');
    await dialog.getByLabel(w.fields.phone).fill('+971 4 555 0400');
    await dialog.getByLabel(w.fields.email).fill('jumeirah@');
    await choose(dialog, page, w.fields.region, w.branches.region);
    await choose(dialog, page, w.fields.manager, w.branches.manager);
    await dialog.getByRole('button', { name: w.save }).click();
    await dialog.getByText(w.invalidEmail).waitFor();
    await dialog.getByLabel(w.fields.email).fill('jumeirah@alnoor-law.ae');
    await dialog.getByRole('button', { name: w.save }).click();
    await expectToast(page, w.branches.created);
    await dialog.waitFor({ state: 'detached' });
    const added = row(page, shownName(w, w.branches.record));
    await added.getByText(w.branches.region, { exact: true }).waitFor();
    await added.getByText(w.branches.manager, { exact: true }).waitFor();
    await added.getByText(w.active, { exact: true }).waitFor();

    // edit: the manager comes back; 'None' is sent as null
    await added.getByRole('button', { name: w.edit }).click();
    const manager = dialog.getByRole('combobox', { name: w.fields.manager });
    await expect.poll(() => manager.textContent()).toBe(w.branches.manager);
    await choose(dialog, page, w.fields.manager, w.none);
    const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/api/branches/'));
    await dialog.getByRole('button', { name: w.save }).click();
    expect((await put).postDataJSON().managerId).toBeNull();
    await expectToast(page, w.branches.updated);
    await added.getByText(w.none, { exact: true }).waitFor();
    await shot(page, `settings-branches-${w.lang}.png`);

    await added.getByRole('button', { name: w.delete }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(w.confirmDelete).waitFor();
    await confirm.getByRole('button', { name: w.yesDelete }).click();
    await expectToast(page, w.branches.deleted);
    await added.waitFor({ state: 'detached' });
  });

  it('adds a court with extra locations and sub-bodies, edits it, deletes it through the browser confirm', async () => {
    await page.route(/\/api\/regions(\?|$)/, async (route) => {
      const res = await route.fetch();
      const regions = ((await res.json()) as { code: string }[]).filter((r) => r.code !== 'OLD');
      await route.fulfill({ response: res, json: regions });
    });
    await openFromSidebar(page, w.menu.courts, '/settings/courts');
    await row(page, w.courts.seeded).waitFor();
    await row(page, shownName(w, orphanCourt)).getByText(w.courts.unknown, { exact: true }).waitFor();
    await page.unroute(/\/api\/regions(\?|$)/);

    await page.getByRole('button', { name: w.courts.add }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: w.save }).click();
    await expectToast(page, w.fillRequired, { keepDialog: true });
    await dialog.getByText(w.required).first().waitFor();

    // the court's own inputs come first; the repeatable items reuse the same labels
    await dialog.getByLabel(w.fields.nameEn).first().fill(w.courts.record.nameEn);
    await dialog.getByLabel(w.fields.nameAr).first().fill(w.courts.record.nameAr);
    await dialog.getByLabel(w.fields.typeEn).fill('Federal First Instance');
    await dialog.getByLabel(w.fields.typeAr).fill('اتحادية ابتدائية');
    await dialog.getByLabel(w.fields.locationEn).first().fill('Al Jurf');
    await dialog.getByLabel(w.fields.locationAr).first().fill('الجرف');
    await choose(dialog, page, w.fields.emirate, w.courts.emirate);

    const extra = dialog.locator('.ra-input-additionalLocations');
    await extra.getByRole('button', { name: w.add, exact: true }).click();
    await extra.getByLabel(w.fields.locationEn).fill('Annex building');
    await extra.getByLabel(w.fields.locationAr).fill('المبنى الملحق');
    const subBodies = dialog.locator('.ra-input-subBodies');
    await subBodies.getByRole('button', { name: w.add, exact: true }).click();
    await subBodies.getByLabel(w.fields.nameEn).fill('Commercial Circuit');
    await subBodies.getByLabel(w.fields.nameAr).fill('الدائرة التجارية');
    await choose(subBodies, page, w.courts.specialization, w.courts.commercial);
    await shot(page, `settings-court-dialog-${w.lang}.png`);
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/courts'));
    await dialog.getByRole('button', { name: w.save }).click();
    const body = (await posted).postDataJSON();
    expect(body.additionalLocations).toEqual([{ locationEn: 'Annex building', locationAr: 'المبنى الملحق' }]);
    expect(body.subBodies).toEqual([{ nameEn: 'Commercial Circuit', nameAr: 'الدائرة التجارية', locationEn: null, locationAr: null, specialization: 'Commercial' }]);
    await expectToast(page, w.courts.created);
    const shown = shownName(w, w.courts.record);
    const added = row(page, shown);
    await added.getByText(w.courts.emirate, { exact: true }).waitFor();

    // the sub-body was saved and comes back on edit
    await added.getByRole('button', { name: w.edit }).click();
    await expect.poll(() => dialog.locator('.ra-input-subBodies').getByLabel(w.fields.nameEn).inputValue()).toBe('Commercial Circuit');
    const [typeLabel, newType] = w.lang === 'en' ? [w.fields.typeEn, 'Federal Court'] : [w.fields.typeAr, 'محكمة اتحادية'];
    await dialog.getByLabel(typeLabel).fill(newType);
    await dialog.getByRole('button', { name: w.save }).click();
    await expectToast(page, w.courts.updated);
    await added.getByText(newType, { exact: true }).waitFor();
    await shot(page, `settings-courts-${w.lang}.png`);

    // the spec's courts screen deletes through the browser's confirm, naming the court
    const asked: string[] = [];
    page.once('dialog', (prompt) => {
      asked.push(prompt.message());
      void prompt.accept();
    });
    await added.getByRole('button', { name: w.delete }).click();
    await expectToast(page, w.courts.deleted);
    expect(asked).toEqual([w.courts.confirm(shown)]);
    await added.waitFor({ state: 'detached' });
  });

  it('lists, adds, edits and deletes legal services', async () => {
    await openFromSidebar(page, w.menu.services, '/settings/services');
    await row(page, w.services.seeded).waitFor();

    await page.getByRole('button', { name: w.services.add }).click();
    const dialog = page.getByRole('dialog');
    // a negative price gets the console's own wording with the others, not the browser's pop-up
    // (in the browser's language) that would stop the save before any of them shows
    await dialog.getByLabel(w.fields.price).fill('-3');
    await dialog.getByRole('button', { name: w.save }).click();
    await expectToast(page, w.fillRequired, { keepDialog: true });
    await dialog.getByText(w.services.nameEnRequired, { exact: true }).waitFor();
    await dialog.getByText(w.services.nameArRequired, { exact: true }).waitFor();
    await dialog.getByText(w.lang === 'en' ? 'Must be 0 or more' : 'يجب أن تكون القيمة 0 أو أكثر', { exact: true }).waitFor();

    const [nameEn, nameAr] = w.lang === 'en' ? ['Trademark registration', 'تسجيل علامة تجارية'] : ['Trademark filing', 'تسجيل العلامات التجارية'];
    const name = w.lang === 'en' ? nameEn : nameAr;
    await dialog.getByLabel(w.fields.nameEn).fill(nameEn);
    await dialog.getByLabel(w.fields.nameAr).fill(nameAr);
    await dialog.getByLabel(w.fields.descriptionEn).fill('Filing with the Ministry of Economy');
    await dialog.getByLabel(w.fields.descriptionAr).fill('التسجيل لدى وزارة الاقتصاد');
    await dialog.getByLabel(w.fields.price).fill('1200');
    // an empty duration is sent as null; the server reads it as 60
    await dialog.getByLabel(w.fields.duration).fill('');
    await dialog.getByRole('button', { name: w.save }).click();
    await expectToast(page, w.services.created);
    const added = row(page, name);
    await added.getByText('60', { exact: true }).waitFor();
    await added.getByText(/1,200/).waitFor();
    await added.getByText(w.active, { exact: true }).waitFor();

    await added.getByRole('button', { name: w.edit }).click();
    await dialog.getByLabel(w.fields.isActive, { exact: true }).uncheck();
    await dialog.getByRole('button', { name: w.save }).click();
    await expectToast(page, w.services.updated);
    await added.getByText(w.inactive, { exact: true }).waitFor();
    await shot(page, `settings-services-${w.lang}.png`);

    await added.getByRole('button', { name: w.delete }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.yesDelete }).click();
    await expectToast(page, w.services.deleted);
    await added.waitFor({ state: 'detached' });
  });

  it('filters system settings by category, shows values by type, adds, edits and deletes by key', async () => {
    await openFromSidebar(page, w.menu.settings, '/settings/system-settings');
    await row(page, 'firm.timezone').waitFor();
    await row(page, 'security.requireKyc').getByText(w.settings.yes, { exact: true }).waitFor();
    // JSON pretty-printed, left to right on both pages
    expect(await row(page, 'reminders.hearingDaysBefore').locator('span[dir=ltr]').innerText()).toBe('[\n  1,\n  3,\n  7\n]');

    await page.getByRole('button', { name: w.settings.security, exact: true }).click();
    await row(page, 'firm.timezone').waitFor({ state: 'detached' });
    await row(page, 'security.sessionHours').waitFor();
    await page.getByRole('button', { name: w.settings.all, exact: true }).click();
    await row(page, 'firm.timezone').waitFor();

    await page.getByRole('button', { name: w.settings.add }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: w.save }).click();
    await expectToast(page, w.fillRequired, { keepDialog: true });
    for (const message of w.settings.required) await dialog.getByText(message, { exact: true }).waitFor();

    const key = `letters.footer.${w.lang}`;
    const long = 'This letter is confidential and intended only for the named recipient of the firm.';
    await dialog.getByLabel(w.settings.key).fill(key);
    await dialog.getByLabel(w.fields.nameEn).fill('Letter footer');
    await dialog.getByLabel(w.fields.nameAr).fill('تذييل الرسائل');
    await choose(dialog, page, w.settings.category, w.settings.general);
    await dialog.getByLabel(w.settings.value).fill(long);
    await dialog.getByRole('button', { name: w.save }).click();
    await expectToast(page, w.settings.created);
    const added = row(page, key);
    await added.getByText(`${long.slice(0, 50)}...`, { exact: true }).waitFor();

    // the key is fixed once created; updates and deletes are addressed by it
    await added.getByRole('button', { name: w.edit }).click();
    await expect.poll(() => dialog.getByLabel(w.settings.key).inputValue()).toBe(key);
    expect(await dialog.getByLabel(w.settings.key).isDisabled()).toBe(true);
    await dialog.getByLabel(w.settings.value).fill('Confidential');
    const put = page.waitForRequest((r) => r.method() === 'PUT');
    await dialog.getByRole('button', { name: w.save }).click();
    expect(new URL((await put).url()).pathname).toBe(`/api/system-settings/${key}`);
    expect((await put).postDataJSON().key).toBe(key);
    await expectToast(page, w.settings.updated);
    await added.getByText('Confidential', { exact: true }).waitFor();
    await shot(page, `settings-system-settings-${w.lang}.png`);

    await added.getByRole('button', { name: w.delete }).click();
    await page.getByRole('dialog').getByText(w.confirmDelete).waitFor();
    const removed = page.waitForRequest((r) => r.method() === 'DELETE');
    await page.getByRole('dialog').getByRole('button', { name: w.yesDelete }).click();
    expect(new URL((await removed).url()).pathname).toBe(`/api/system-settings/${key}`);
    await expectToast(page, w.settings.deleted);
    await added.waitFor({ state: 'detached' });
  });
});
