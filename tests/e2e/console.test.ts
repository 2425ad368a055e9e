import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import { messages, type Bilingual } from '@lawfirm/contracts';
import { ui } from '../../console/src/i18n/ui.js';
import { regionI18n } from '../../console/src/resources/regions/i18n.js';
import { firmI18n } from '../../console/src/resources/firm/i18n.js';
import { dashboardWording } from '../../console/src/lawyer/dashboard/i18n.js';
import { summaryOf } from '../../query-api/src/audit/describe.js';
import { expectToast, forgetSignIns, launchBrowser, openPage, raWording, rowButton, say, sayCount, shot, signIn, signedInPage, type Account, type Lang } from './support.js';
import { api, login, startServer, type RunningServer } from '../support/server.js';

// The console shell against the real standalone server: sign-in, guard, regions screen, Arabic RTL.
let server: RunningServer;
let browser: Browser;
let admin: ReturnType<typeof api>;
let ADMIN: Account;

beforeAll(async () => {
  server = await startServer({ console: true });
  ADMIN = { username: server.adminUsername, password: server.adminPassword, admin: true };
  admin = api(server.url, (await login(server.url, server.adminUsername, server.adminPassword)).token);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const en = (pair: Bilingual) => say(pair, 'en');
const ra = (key: string, lang: Lang = 'en') => say(raWording(key), lang);
const regionRow = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });

/** Runs `steps` on a fresh page (signed in as the super admin unless `signedOut`), its context closed after. */
async function onPage(steps: (page: Page) => Promise<void>, options: { signedOut?: boolean; lang?: Lang } = {}) {
  const { context, page } = options.signedOut ? await openPage(browser, server.url) : await signedInPage(browser, server.url, options.lang ?? 'en', ADMIN);
  try {
    await steps(page);
  } finally {
    await context.close();
  }
}

/** the regions screen, from the sidebar */
async function openRegions(page: Page, lang: Lang = 'en') {
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('link', { name: say(ui.menu.regions, lang) }).click();
  await page.waitForURL('**/settings/regions');
}

/** a region made through the API for a test, removed after it when still there */
async function withRegion(nameEn: string, nameAr: string, code: string, steps: (id: number) => Promise<void>) {
  const created = await admin.post('/api/regions', { nameEn, nameAr, code });
  expect(created.status, created.text).toBe(201);
  try {
    await steps(created.body.id);
  } finally {
    const left = await admin.get(`/api/regions/${created.body.id}`);
    if (left.status === 200) expect((await admin.delete(`/api/regions/${created.body.id}`)).status).toBeLessThan(300);
  }
}

describe('console shell', () => {
  it('serves the production build of React, also when a test run built it', async () => {
    // vitest runs with NODE_ENV=test, and console/dist is what `npm start` serves afterwards
    const html = await (await fetch(server.url + '/')).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    const bundles = await Promise.all(scripts.map(async (src) => (await fetch(server.url + src)).text()));
    expect(bundles.some((js) => js.includes('Minified React error'))).toBe(true);
  });

  it('sends a signed-out visit of a deep link to the login page, which defaults to employees', () =>
    onPage(async (page) => {
      await page.goto('/settings/regions');
      await page.waitForURL('**/login');
      await expect(page.locator('#loginType').inputValue()).resolves.toBe('employee');
      expect(await page.getAttribute('#username', 'type')).toBe('email');
      await page.selectOption('#loginType', 'user');
      expect(await page.getAttribute('#username', 'type')).toBe('text');
      await shot(page, 'login-en.png');
    }, { signedOut: true }));

  it('refuses wrong credentials with an Invalid credentials toast', () =>
    onPage(async (page) => {
      await page.goto('/login');
      await page.selectOption('#loginType', 'user');
      await page.fill('#username', server.adminUsername);
      await page.fill('#password', 'not the password');
      await page.getByRole('button', { name: en(ui.login.submit), exact: true }).click();
      await expectToast(page, en(messages['auth.invalidCredentials']));
      expect(new URL(page.url()).pathname).toBe('/login');
    }, { signedOut: true }));

  it('signs an admin in (English): the toast, the admin shell and the stored session', () =>
    onPage(async (page) => {
      await page.goto('/login');
      await page.selectOption('#loginType', 'user');
      await page.fill('#username', server.adminUsername);
      await page.fill('#password', server.adminPassword);
      await page.getByRole('button', { name: en(ui.login.submit), exact: true }).click();
      await expectToast(page, en(messages['auth.loginSuccessful']));
      await page.waitForURL('**/dashboard');
      const sidebar = page.getByTestId('sidebar');
      await sidebar.getByText(en(ui.layout.adminPortal)).waitFor();
      await sidebar.getByText(en(ui.layout.superAdmin)).waitFor();
      await page.getByText(en(ui.dashboard.recentActivities), { exact: true }).waitFor();
      const stored = await page.evaluate(() => ({ token: localStorage.getItem('token'), user: JSON.parse(localStorage.getItem('user') ?? 'null') }));
      expect(stored.token).toMatch(/^ey/);
      expect(stored.user.username).toBe(server.adminUsername);
    }, { signedOut: true }));

  it('adds a region through the shared dialog: an empty one is refused, then created; the list reads at the write\'s position', () =>
    onPage(async (page) => {
      await openRegions(page);
      const sidebar = page.getByTestId('sidebar');
      await expect.poll(() => sidebar.getByRole('link', { name: en(ui.menu.regions) }).getAttribute('aria-current')).toBe('page');
      // reads after a write carry the write's position (read-your-writes)
      const minPositions: string[] = [];
      page.on('request', (request) => {
        const header = request.headers()['x-min-position'];
        if (request.method() === 'GET' && request.url().includes('/api/regions') && header) minPositions.push(header);
      });
      await page.getByRole('button', { name: en(regionI18n.add) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: ra('ra.action.save') }).click();
      await expectToast(page, en(messages['validation.fillRequired']));
      await dialog.getByText(en(messages['validation.required'])).first().waitFor();

      await dialog.getByLabel(en(regionI18n.fields.nameEn)).fill('Test Emirate');
      await dialog.getByLabel(en(regionI18n.fields.nameAr)).fill('إمارة الاختبار');
      await dialog.getByLabel(en(regionI18n.fields.code)).fill('TST');
      await dialog.getByRole('button', { name: ra('ra.action.save') }).click();
      await expectToast(page, en(messages['regions.created']));
      await dialog.waitFor({ state: 'detached' });
      await regionRow(page, 'Test Emirate').waitFor();
      expect(Number(minPositions.at(-1))).toBeGreaterThan(0);
      const made = (await admin.get('/api/regions')).body.find((r: { code: string }) => r.code === 'TST');
      expect(made).toMatchObject({ nameEn: 'Test Emirate', nameAr: 'إمارة الاختبار' });
      expect((await admin.delete(`/api/regions/${made.id}`)).status).toBeLessThan(300);
    }));

  it('edits a region in the same dialog', () =>
    withRegion('Edit Emirate', 'إمارة التعديل', 'EDT', () =>
      onPage(async (page) => {
        await openRegions(page);
        await regionRow(page, 'Edit Emirate').getByRole('button', { name: rowButton(ra('ra.action.edit'), 'Edit Emirate'), exact: true }).click();
        const editName = page.getByRole('dialog').getByLabel(en(regionI18n.fields.nameEn));
        await expect.poll(() => editName.inputValue()).toBe('Edit Emirate');
        await editName.fill('Edit Emirate Renamed');
        await page.getByRole('dialog').getByRole('button', { name: ra('ra.action.save') }).click();
        await expectToast(page, en(messages['regions.updated']));
        await regionRow(page, 'Edit Emirate Renamed').waitFor();
      })));

  it('narrows the list by a search on the server; the deep link survives a reload', () =>
    withRegion('Search Emirate', 'إمارة البحث', 'SRC', () =>
      withRegion('Sharjah', 'الشارقة', 'SHJ', () =>
        onPage(async (page) => {
          await openRegions(page);
          await regionRow(page, 'Search Emirate').waitFor();
          await page.getByPlaceholder(ra('ra.action.search')).fill('sharj');
          await regionRow(page, 'Search Emirate').waitFor({ state: 'detached' });
          await regionRow(page, 'Sharjah').waitFor();
          await page.getByPlaceholder(ra('ra.action.search')).fill('');
          await regionRow(page, 'Search Emirate').waitFor();
          await shot(page, 'regions-en.png');
          await page.reload();
          await regionRow(page, 'Sharjah').waitFor();
          expect(new URL(page.url()).pathname).toBe('/settings/regions');
        }))));

  it("names each row's buttons by its region, in the page's language (a screen reader's list of buttons tells the rows apart), and says each name's language; the spinner while it loads is named", () =>
    withRegion('Names Emirate', 'إمارة الأسماء', 'NMS', () =>
      withRegion('Labels Emirate', 'إمارة التسميات', 'LBL', async () => {
        for (const lang of ['en', 'ar'] as const) {
          await onPage(
            async (page) => {
              await openRegions(page, lang);
              const regions = lang === 'ar' ? ['إمارة الأسماء', 'إمارة التسميات'] : ['Names Emirate', 'Labels Emirate'];
              const names: string[] = [];
              for (const region of regions) {
                const buttons = regionRow(page, region).getByRole('button');
                // the name the browser computes, whole: the action shown, then this row's region
                await regionRow(page, region).getByRole('button', { name: rowButton(ra('ra.action.edit', lang), region), exact: true }).waitFor();
                await regionRow(page, region).getByRole('button', { name: rowButton(ra('ra.action.delete', lang), region), exact: true }).waitFor();
                names.push(...(await buttons.evaluateAll((all) => all.map((b) => b.getAttribute('aria-label') ?? ''))));
              }
              expect(names).toHaveLength(4);
              expect(new Set(names).size).toBe(4);
              if (lang === 'ar') for (const name of names) expect(name).not.toMatch(/[A-Za-z]/);
              // each half of a bilingual name says its language (lang), so a screen reader reads the
              // English one in English on an Arabic page
              const row = regionRow(page, regions[0]);
              // the app bar's spinner, while a list loads, is named in the page's language (axe's aria-progressbar-name)
              let release: () => void = () => undefined;
              const held = new Promise<void>((r) => (release = r));
              await page.route('**/api/regions?**', async (route) => {
                await held;
                await route.continue();
              });
              await page.getByRole('button', { name: ra('ra.action.refresh', lang) }).first().click();
              await expect.poll(() => page.locator('.app-loader').getAttribute('aria-label')).toBe(ra('ra.page.loading', lang));
              release();
              await page.locator('.app-loader').waitFor({ state: 'detached' });
              expect(await row.locator('bdi[lang="en"][dir="ltr"]').textContent()).toBe('Names Emirate');
              expect(await row.locator('bdi[lang="ar"][dir="rtl"]').textContent()).toBe('إمارة الأسماء');
            },
            { lang },
          );
        }
      })));

  it('deletes a region once the confirmation is answered', () =>
    withRegion('Delete Emirate', 'إمارة الحذف', 'DEL', () =>
      onPage(async (page) => {
        await openRegions(page);
        await regionRow(page, 'Delete Emirate').getByRole('button', { name: rowButton(ra('ra.action.delete'), 'Delete Emirate'), exact: true }).click();
        const confirm = page.getByRole('dialog');
        await confirm.getByText(en(ui.table.confirmDeleteTitle)).waitFor();
        await confirm.getByText(en(ui.table.confirmDeleteContent)).waitFor();
        await confirm.getByRole('button', { name: ra('ra.action.cancel') }).waitFor();
        await shot(page, 'regions-delete-en.png');
        await confirm.getByRole('button', { name: en(ui.table.yesDelete) }).click();
        await expectToast(page, en(messages['regions.deleted']));
        await regionRow(page, 'Delete Emirate').waitFor({ state: 'detached' });
      })));

  it('shows its 404 page, and logging out ends the session on the server too', () =>
    onPage(async (page) => {
      await page.goto('/no/such/screen');
      await page.getByRole('heading', { level: 1, name: en(ui.notFound.title) }).waitFor();
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const signedOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
      await page.getByTestId('sidebar').getByRole('button', { name: en(ui.layout.logout) }).click();
      await page.waitForURL('**/login');
      // the suite's stored sign-in was this session
      forgetSignIns();
      expect((await signedOut).status()).toBe(200);
      expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
      // ended on the server too: a copy of the token kept elsewhere is refused
      expect((await api(server.url, token!).get('/api/auth/me')).status).toBe(401);
    }));

  it('ends the session on a 401: a bad stored token is cleared at start, a rejected call logs out', () =>
    onPage(async (page) => {
      await page.evaluate(() => localStorage.setItem('token', 'not-a-valid-token'));
      await page.goto('/settings/regions');
      await page.waitForURL('**/login');
      expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);

      await signIn(page, 'en', ADMIN);
      const listed = page.waitForResponse((response) => response.url().includes('/api/regions?'));
      await openRegions(page);
      expect((await listed).status()).toBe(200);
      await page.evaluate(() => localStorage.setItem('token', 'not-a-valid-token'));
      await page.getByRole('button', { name: ra('ra.action.refresh') }).click();
      await page.waitForURL('**/login');
      expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    }));

  it('keeps an employee in the lawyer area with the lawyer sidebar', async () => {
    // a real employee, signed in through the login page
    const region = (await admin.post('/api/regions', { nameEn: 'Staff Emirate', nameAr: 'إمارة الموظفين', code: 'STF' })).body.id;
    const branch = (await admin.post('/api/branches', { nameEn: 'Staff Office', nameAr: 'مكتب الموظفين', regionId: region, phone: '+971 4 000 1111', addressEn: 'S', addressAr: 'س' })).body.id;
    const role = (await admin.post('/api/roles', { nameEn: 'Shell Lawyer', nameAr: 'محامي الواجهة', permissions: { clients: ['view'], cases: ['view', 'add', 'edit'], files: ['view', 'add', 'edit'], hearings: ['view'], reports: ['view'] } })).body.id;
    const employee = await admin.post('/api/employees', {
      employeeId: 'EMP-410041', firstName: 'Layla', lastName: 'Haddad', fullNameEn: 'Layla Haddad', fullNameAr: 'ليلى حداد', nationality: 'AE', birthdate: '1990-02-03',
      address: 'Dubai', email: 'layla@firm.ae', phone: '+971 50 410 0041', password: 'Shell#Lawyer2026', joiningDate: '2024-01-15', currentSalary: 20000,
      regionId: region, branchId: branch, roleId: role, jobTitle: 'Lawyer', isActive: true,
    });
    expect(employee.status, employee.text).toBe(201);
    try {
      const { context, page } = await openPage(browser, server.url);
      try {
        await signIn(page, 'en', { username: 'layla@firm.ae', password: 'Shell#Lawyer2026' });
        await page.getByText(say(dashboardWording.welcome, 'en', { name: 'Layla Haddad' })).waitFor();
        const sidebar = page.getByTestId('sidebar');
        await sidebar.getByText(en(ui.layout.lawyerPortal)).waitFor();
        for (const label of [ui.menu.files, ui.menu.createFile, ui.menu.myCases, ui.menu.myTasks, ui.menu.calendar, ui.menu.reports, ui.menu.clients]) {
          await sidebar.getByRole('link', { name: en(label) }).waitFor();
        }
        expect(await sidebar.getByRole('link', { name: en(ui.menu.regions) }).count()).toBe(0);
        for (const path of ['/settings/regions', '/dashboard', '/']) {
          await page.goto(path);
          await page.waitForURL('**/lawyer/dashboard');
        }
      } finally {
        await context.close();
      }
    } finally {
      expect((await admin.delete(`/api/employees/${employee.body.id}`)).status).toBeLessThan(300);
      expect((await admin.delete(`/api/branches/${branch}`)).status).toBeLessThan(300);
      expect((await admin.delete(`/api/regions/${region}`)).status).toBeLessThan(300);
    }
  });

  it('bulk delete with a refusal: the deleted rows leave the list and the selection, the refused one stays selected', async () => {
    const inUse = (await admin.post('/api/regions', { nameEn: 'Fujairah', nameAr: 'الفجيرة', code: 'FUJ' })).body.id;
    await admin.post('/api/regions', { nameEn: 'Ajman', nameAr: 'عجمان', code: 'AJM' });
    await admin.post('/api/regions', { nameEn: 'Umm Al Quwain', nameAr: 'أم القيوين', code: 'UAQ' });
    const branch = await admin.post('/api/branches', { nameEn: 'Fujairah Office', nameAr: 'مكتب الفجيرة', regionId: inUse, phone: '+971 9 000', addressEn: 'F', addressAr: 'ف' });
    expect(branch.status, branch.text).toBe(201);
    try {
      await onPage(async (page) => {
        await page.goto('/settings/regions');
        for (const name of ['Fujairah', 'Ajman', 'Umm Al Quwain']) await regionRow(page, name).getByRole('checkbox').check();
        await page.getByText(sayCount(raWording('ra.action.bulk_actions'), 'en', 3)).waitFor();
        await page.getByTestId('bulk-delete').click();
        await page.getByRole('dialog').getByRole('button', { name: en(ui.table.yesDelete) }).click();
        await expectToast(page, en(messages['regions.deleteFailed']));
        await regionRow(page, 'Ajman').waitFor({ state: 'detached' });
        await regionRow(page, 'Umm Al Quwain').waitFor({ state: 'detached' });
        await page.getByText(sayCount(raWording('ra.action.bulk_actions'), 'en', 1)).waitFor();
        expect(await regionRow(page, 'Fujairah').getByRole('checkbox').isChecked()).toBe(true);
      });
    } finally {
      await admin.delete(`/api/branches/${branch.body.id}`);
      await admin.delete(`/api/regions/${inUse}`);
    }
  });

  it('works in Arabic: right-to-left, sidebar on the right, Arabic wording, the recent activities in Arabic', () =>
    withRegion('Ras Al Khaimah', 'رأس الخيمة', 'RAK', async () => {
      // the server lists the region's addition among the latest activities (a read at the write's
      // position); the record is named as the audit log names it (a region by its name)
      const added = summaryOf('RegionAdded').summaryAr;
      const latest = (await admin.get('/api/stats/recent-activities')).body as { summaryAr: string; recordAr: string }[];
      // the name isolated in the Arabic line
      const mine = latest.find((a) => a.summaryAr === added && a.recordAr.endsWith(': \u2068رأس الخيمة\u2069'));
      expect(mine, JSON.stringify(latest)).toBeDefined();
      await onPage(async (page) => {
        const ar = (pair: Bilingual) => say(pair, 'ar');
        await page.goto('/login');
        await page.getByRole('button', { name: say(ui.language.ar, 'ar') }).click();
        const html = page.locator('html');
        await expect.poll(async () => [await html.getAttribute('dir'), await html.getAttribute('lang')]).toEqual(['rtl', 'ar']);
        expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
        await shot(page, 'login-ar.png');
        await page.selectOption('#loginType', 'user');
        await page.fill('#username', server.adminUsername);
        await page.fill('#password', server.adminPassword);
        await page.getByRole('button', { name: ar(ui.login.submit), exact: true }).click();
        await expectToast(page, ar(messages['auth.loginSuccessful']));
        await page.waitForURL('**/dashboard');
        // the dashboard shows it among its recent activities, in Arabic
        const activity = page.getByTestId('recent-activity').filter({ hasText: mine!.recordAr });
        await activity.first().waitFor();
        expect(await activity.first().innerText()).toContain(added);
        await shot(page, 'dashboard-ar.png');

        await openRegions(page, 'ar');
        await page.getByRole('button', { name: ar(regionI18n.add) }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: ra('ra.action.save', 'ar') }).click();
        await expectToast(page, ar(messages['validation.fillRequired']));
        await dialog.getByText(ar(messages['validation.required'])).first().waitFor();
        await shot(page, 'region-dialog-ar.png');
        await dialog.getByLabel(ar(regionI18n.fields.nameEn)).fill('Abu Dhabi');
        await dialog.getByLabel(ar(regionI18n.fields.nameAr)).fill('أبوظبي');
        await dialog.getByLabel(ar(regionI18n.fields.code)).fill('AUH');
        await dialog.getByRole('button', { name: ra('ra.action.save', 'ar') }).click();
        await expectToast(page, ar(messages['regions.created']));
        await regionRow(page, 'أبوظبي').waitFor();

        expect(await html.getAttribute('dir')).toBe('rtl');
        const side = (await page.getByTestId('sidebar').boundingBox())!;
        const main = (await page.locator('main').boundingBox())!;
        const width = page.viewportSize()!.width;
        expect(side.x).toBeGreaterThan(main.x);
        expect(side.x + side.width).toBeGreaterThanOrEqual(width - 1);
        await page.getByRole('columnheader', { name: ar(regionI18n.fields.nameAr) }).waitFor();
        await shot(page, 'regions-ar.png');

        // a reload keeps the language and the direction
        await page.reload();
        await regionRow(page, 'أبوظبي').waitFor();
        expect(await html.getAttribute('dir')).toBe('rtl');

        // select-all and bulk delete, through the same confirmation
        await page.getByRole('checkbox', { name: ra('ra.action.select_all', 'ar') }).first().check();
        await page.getByTestId('bulk-delete').click();
        const confirm = page.getByRole('dialog');
        await confirm.getByText(ar(ui.table.confirmDeleteTitle)).waitFor();
        await confirm.getByRole('button', { name: ar(ui.table.yesDelete) }).click();
        await expectToast(page, ar(messages['regions.deleted']));
        await page.getByText(say(raWording('ra.navigation.no_results'), 'ar', { name: sayCount(regionI18n.name, 'ar', 0) })).waitFor();

        await page.goto('/unknown');
        await page.getByRole('heading', { level: 1, name: ar(ui.notFound.title) }).waitFor();
      }, { signedOut: true });
    }));

  it('switches language in place: what was typed stays, every wording and the direction change', () =>
    onPage(async (page) => {
      await page.goto('/settings/firm');
      const form = page.locator('main form');
      const phone = form.getByLabel(en(firmI18n.fields.phone));
      await phone.waitFor();
      await phone.fill('+971 4 000 0000');
      await form.getByLabel(en(firmI18n.fields.nameEn)).fill('Typed, not saved');

      await page.getByRole('button', { name: say(ui.language.ar, 'en') }).click();
      await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
      await page.getByText(say(firmI18n.title, 'ar')).first().waitFor();
      await page.getByTestId('sidebar').getByRole('link', { name: say(ui.menu.regions, 'ar') }).waitFor();
      expect(await form.getByLabel(say(firmI18n.fields.phone, 'ar')).inputValue()).toBe('+971 4 000 0000');
      expect(await form.getByLabel(say(firmI18n.fields.nameEn, 'ar')).inputValue()).toBe('Typed, not saved');
      await form.getByRole('button', { name: ra('ra.action.save', 'ar') }).waitFor();

      // the language's own name, the same in both catalogues
      await page.getByRole('button', { name: ui.language.en.ar }).click();
      await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('ltr');
      await page.getByTestId('sidebar').getByRole('link', { name: en(ui.menu.regions) }).waitFor();
      expect(await form.getByLabel(en(firmI18n.fields.phone)).inputValue()).toBe('+971 4 000 0000');
    }));
});
