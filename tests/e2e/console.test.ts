import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { launchBrowser, toast } from './support.js';
import { api, login, root, startServer, type RunningServer } from '../support/server.js';

// The console shell against the real standalone server: sign-in, guard, regions screen, Arabic RTL.
const screenshots = join(root, '.tmp', 'screenshots');
const toastTimeout = { timeout: 15_000 };

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  server = await startServer({ console: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  return { context, page };
}

async function signIn(page: Page, submitLabel: string) {
  await page.selectOption('#loginType', 'user');
  expect(await page.getAttribute('#username', 'type')).toBe('text');
  await page.fill('#username', server.adminUsername);
  await page.fill('#password', server.adminPassword);
  await page.getByRole('button', { name: submitLabel }).click();
}

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshots, name), animations: 'disabled' });

describe('console shell', () => {
  it('serves the production build of React, also when a test run built it', async () => {
    // vitest runs with NODE_ENV=test, and console/dist is what `npm start` serves afterwards
    const html = await (await fetch(server.url + '/')).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    const bundles = await Promise.all(scripts.map(async (src) => (await fetch(server.url + src)).text()));
    expect(bundles.some((js) => js.includes('Minified React error'))).toBe(true);
  });

  it('sends a signed-out visit of a deep link to the login page, which defaults to employees', async () => {
    const { context, page } = await newPage();
    await page.goto('/settings/regions');
    await page.waitForURL('**/login');
    await expect(page.locator('#loginType').inputValue()).resolves.toBe('employee');
    expect(await page.getAttribute('#username', 'type')).toBe('email');
    await shot(page, 'login-en.png');
    await context.close();
  });

  it('refuses wrong credentials with an Invalid credentials toast', async () => {
    const { context, page } = await newPage();
    await page.goto('/login');
    await page.selectOption('#loginType', 'user');
    await page.fill('#username', server.adminUsername);
    await page.fill('#password', 'not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    await toast(page, 'Invalid credentials').waitFor(toastTimeout);
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('signs an admin in (English) and manages regions through the shared table and dialog', async () => {
    const { context, page } = await newPage();
    await page.goto('/login');
    await signIn(page, 'Login');
    await toast(page, 'Login successful').waitFor(toastTimeout);
    await page.waitForURL('**/dashboard');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText('Admin Portal').waitFor();
    await sidebar.getByText('Super Admin').waitFor();
    await page.getByText('No recent activities').waitFor();
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('token'), user: JSON.parse(localStorage.getItem('user') ?? 'null') }));
    expect(stored.token).toMatch(/^ey/);
    expect(stored.user.username).toBe(server.adminUsername);

    await sidebar.getByRole('link', { name: 'Regions' }).click();
    await page.waitForURL('**/settings/regions');
    await expect.poll(() => sidebar.getByRole('link', { name: 'Regions' }).getAttribute('aria-current')).toBe('page');

    // empty submit: the form's own validation blocks it
    // reads after a write carry the write's position (read-your-writes)
    const minPositions: string[] = [];
    page.on('request', (request) => {
      const header = request.headers()['x-min-position'];
      if (request.method() === 'GET' && request.url().includes('/api/regions') && header) minPositions.push(header);
    });

    await page.getByRole('button', { name: 'Add Region' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Please fill all required fields').waitFor(toastTimeout);
    await dialog.getByText('This field is required').first().waitFor();

    await dialog.getByLabel('English Name').fill('Test Emirate');
    await dialog.getByLabel('Arabic Name').fill('إمارة الاختبار');
    await dialog.getByLabel('Code').fill('TST');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Region created successfully').waitFor(toastTimeout);
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: /Test Emirate/ });
    await row.waitFor();
    expect(Number(minPositions.at(-1))).toBeGreaterThan(0);

    await row.getByRole('button', { name: 'Edit' }).click();
    const editName = page.getByRole('dialog').getByLabel('English Name');
    await expect.poll(() => editName.inputValue()).toBe('Test Emirate');
    await editName.fill('Test Emirate Renamed');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Region updated successfully').waitFor(toastTimeout);
    await page.getByRole('row', { name: /Test Emirate Renamed/ }).waitFor();

    // a second region, then the search box narrows the list (server-side, case-insensitive)
    await page.getByRole('button', { name: 'Add Region' }).click();
    await page.getByRole('dialog').getByLabel('English Name').fill('Sharjah');
    await page.getByRole('dialog').getByLabel('Arabic Name').fill('الشارقة');
    await page.getByRole('dialog').getByLabel('Code').fill('SHJ');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Region created successfully').waitFor(toastTimeout);
    await page.getByRole('row', { name: /Sharjah/ }).waitFor();
    await page.getByPlaceholder('Search').fill('sharj');
    await page.getByRole('row', { name: /Test Emirate Renamed/ }).waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /Sharjah/ }).waitFor();
    await page.getByPlaceholder('Search').fill('');
    await page.getByRole('row', { name: /Test Emirate Renamed/ }).waitFor();
    await shot(page, 'regions-en.png');

    // deep link survives a reload
    await page.reload();
    await page.getByRole('row', { name: /Sharjah/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings/regions');

    await page.getByRole('row', { name: /Test Emirate Renamed/ }).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Confirm Delete').waitFor();
    await confirm.getByText('Are you sure you want to delete this item? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).waitFor();
    await shot(page, 'regions-delete-en.png');
    await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
    await toast(page, 'Region deleted successfully').waitFor(toastTimeout);
    await page.getByRole('row', { name: /Test Emirate Renamed/ }).waitFor({ state: 'detached' });

    await page.goto('/no/such/screen');
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();

    const token = await page.evaluate(() => localStorage.getItem('token'));
    const signedOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
    await sidebar.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect((await signedOut).status()).toBe(200);
    const cleared = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]);
    expect(cleared).toEqual([null, null]);
    // ended on the server too: a copy of the token kept elsewhere is refused
    expect((await api(server.url, token!).get('/api/auth/me')).status).toBe(401);
    await context.close();
  });

  it('ends the session on a 401: a bad stored token is cleared at start, a rejected call logs out', async () => {
    const { context, page } = await newPage();
    await page.goto('/login');
    await signIn(page, 'Login');
    await page.waitForURL('**/dashboard');

    await page.evaluate(() => localStorage.setItem('token', 'not-a-valid-token'));
    await page.goto('/settings/regions');
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);

    await signIn(page, 'Login');
    await page.waitForURL('**/dashboard');
    const listed = page.waitForResponse((response) => response.url().includes('/api/regions?'));
    await page.getByTestId('sidebar').getByRole('link', { name: 'Regions' }).click();
    expect((await listed).status()).toBe(200);
    await page.evaluate(() => localStorage.setItem('token', 'not-a-valid-token'));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await context.close();
  });

  it('keeps an employee in the lawyer area with the lawyer sidebar', async () => {
    // No employee can be created through the API yet: the sign-in answers are stubbed, the rest is real.
    const { context, page } = await newPage();
    const user = {
      id: 41,
      username: 'layla@firm.ae',
      email: 'layla@firm.ae',
      fullNameEn: 'Layla Haddad',
      fullNameAr: 'ليلى حداد',
      userType: 'employee',
      isSuperAdmin: false,
      roleId: 3,
      roleNameEn: 'Lawyer',
      roleNameAr: 'محامٍ',
      permissions: {},
    };
    await page.route('**/api/auth/login', (route) => route.fulfill({ json: { token: 'stub-token', user } }));
    await page.route('**/api/auth/me', (route) => route.fulfill({ json: { user } }));
    await page.goto('/login');
    await page.fill('#username', user.email);
    await page.fill('#password', 'secret');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/lawyer/dashboard');
    await page.getByText('Welcome, Layla Haddad').waitFor();
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText('Lawyer Portal').waitFor();
    for (const label of ['My Files', 'Create File', 'My Cases', 'My Tasks', 'Calendar', 'Reports', 'Clients']) {
      await sidebar.getByRole('link', { name: label }).waitFor();
    }
    await expect(sidebar.getByRole('link', { name: 'Regions' }).count()).resolves.toBe(0);
    for (const path of ['/settings/regions', '/dashboard', '/']) {
      await page.goto(path);
      await page.waitForURL('**/lawyer/dashboard');
    }
    await context.close();
  });

  it('bulk delete with a refusal: the deleted rows leave the list and the selection, the refused one stays selected', async () => {
    const { token } = await login(server.url, server.adminUsername, server.adminPassword);
    const admin = api(server.url, token);
    const inUse = (await admin.post('/api/regions', { nameEn: 'Fujairah', nameAr: 'الفجيرة', code: 'FUJ' })).body.id;
    await admin.post('/api/regions', { nameEn: 'Ajman', nameAr: 'عجمان', code: 'AJM' });
    await admin.post('/api/regions', { nameEn: 'Umm Al Quwain', nameAr: 'أم القيوين', code: 'UAQ' });
    const branch = await admin.post('/api/branches', { nameEn: 'Fujairah Office', nameAr: 'مكتب الفجيرة', regionId: inUse, phone: '+971 9 000', addressEn: 'F', addressAr: 'ف' });
    expect(branch.status, branch.text).toBe(201);

    const { context, page } = await newPage();
    await page.goto('/login');
    await signIn(page, 'Login');
    await page.waitForURL('**/dashboard');
    await page.goto('/settings/regions');
    for (const name of ['Fujairah', 'Ajman', 'Umm Al Quwain']) await page.getByRole('row', { name: new RegExp(name) }).getByRole('checkbox').check();
    await page.getByText('3 items selected').waitFor();
    await page.getByTestId('bulk-delete').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, Delete' }).click();
    await toast(page, 'Failed to delete region').waitFor(toastTimeout);
    await page.getByRole('row', { name: /Ajman/ }).waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /Umm Al Quwain/ }).waitFor({ state: 'detached' });
    await page.getByText('1 item selected').waitFor();
    expect(await page.getByRole('row', { name: /Fujairah/ }).getByRole('checkbox').isChecked()).toBe(true);
    await context.close();
    await admin.delete(`/api/branches/${branch.body.id}`);
    await admin.delete(`/api/regions/${inUse}`);
  });

  it('works in Arabic: right-to-left, sidebar on the right, Arabic wording', async () => {
    const { context, page } = await newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'العربية' }).click();
    const html = page.locator('html');
    await expect.poll(async () => [await html.getAttribute('dir'), await html.getAttribute('lang')]).toEqual(['rtl', 'ar']);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
    await shot(page, 'login-ar.png');
    await signIn(page, 'دخول');
    await toast(page, 'تم تسجيل الدخول بنجاح').waitFor(toastTimeout);
    await page.waitForURL('**/dashboard');
    await page.getByText('لا توجد أنشطة حديثة').waitFor();
    await shot(page, 'dashboard-ar.png');

    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByRole('link', { name: 'المناطق' }).click();
    await page.waitForURL('**/settings/regions');
    await page.getByRole('button', { name: 'إضافة منطقة' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'حفظ' }).click();
    await toast(page, 'يرجى ملء جميع الحقول المطلوبة').waitFor(toastTimeout);
    await page.getByRole('dialog').getByText('هذا الحقل مطلوب').first().waitFor();
    await shot(page, 'region-dialog-ar.png');
    await page.getByRole('dialog').getByLabel('الاسم بالإنجليزية').fill('Abu Dhabi');
    await page.getByRole('dialog').getByLabel('الاسم بالعربية').fill('أبوظبي');
    await page.getByRole('dialog').getByLabel('الرمز').fill('AUH');
    await page.getByRole('dialog').getByRole('button', { name: 'حفظ' }).click();
    await toast(page, 'تم إنشاء المنطقة بنجاح').waitFor(toastTimeout);
    await page.getByRole('row', { name: /أبوظبي/ }).waitFor();

    expect(await html.getAttribute('dir')).toBe('rtl');
    const side = (await sidebar.boundingBox())!;
    const main = (await page.locator('main').boundingBox())!;
    expect(side.x).toBeGreaterThan(main.x);
    expect(side.x + side.width).toBeGreaterThanOrEqual(1366 - 1);
    await page.getByRole('columnheader', { name: 'الاسم بالعربية' }).waitFor();
    await shot(page, 'regions-ar.png');

    // a reload keeps the language and the direction
    await page.reload();
    await page.getByRole('row', { name: /أبوظبي/ }).waitFor();
    expect(await html.getAttribute('dir')).toBe('rtl');

    // select-all and bulk delete, through the same confirmation
    await page.getByRole('checkbox', { name: 'تحديد الكل' }).first().check();
    await page.getByTestId('bulk-delete').click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('تأكيد الحذف').waitFor();
    await confirm.getByRole('button', { name: 'نعم، احذف' }).click();
    await toast(page, 'تم حذف المنطقة بنجاح').waitFor(toastTimeout);
    await page.getByText('لم يتم العثور على المناطق').waitFor();

    await page.goto('/unknown');
    await page.getByRole('heading', { level: 1, name: '404 الصفحة غير موجودة' }).waitFor();
    await context.close();
  });

  it('switches language in place: what was typed stays, every wording and the direction change', async () => {
    const { context, page } = await newPage();
    await page.goto('/login');
    await signIn(page, 'Login');
    await page.waitForURL('**/dashboard');
    await page.goto('/settings/firm');
    const form = page.locator('main form');
    const phone = form.getByLabel('Phone');
    await phone.waitFor();
    await phone.fill('+971 4 000 0000');
    await form.getByLabel('English Name').fill('Typed, not saved');

    await page.getByRole('button', { name: 'العربية' }).click();
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByText('إعدادات مكتب المحاماة').first().waitFor();
    await page.getByTestId('sidebar').getByRole('link', { name: 'المناطق' }).waitFor();
    expect(await form.getByLabel('الهاتف').inputValue()).toBe('+971 4 000 0000');
    expect(await form.getByLabel('الاسم بالإنجليزية').inputValue()).toBe('Typed, not saved');
    await form.getByRole('button', { name: 'حفظ' }).waitFor();

    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('ltr');
    await page.getByTestId('sidebar').getByRole('link', { name: 'Regions' }).waitFor();
    expect(await form.getByLabel('Phone').inputValue()).toBe('+971 4 000 0000');
    await context.close();
  });
});
