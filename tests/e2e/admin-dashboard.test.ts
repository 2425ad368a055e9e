import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Route } from 'playwright-core';
import { launchBrowser, signIn } from './support.js';
import { login, root, startServer, type RunningServer } from '../support/server.js';

// The admin dashboard in both languages: the month's trends appear only once the numbers are in
// (nothing made up while they load), the latest activities in words (the spec's 'No recent
// activities' before there are any), and the quick actions open the create form.
const screenshots = join(root, '.tmp', 'screenshots');
const T = {
  en: {
    login: 'Login', loading: 'Loading...', noActivities: 'No recent activities', clientAdded: 'Client added', trend: '1 new this month, 0 last month',
    addClient: 'Add New Client', dialogTitle: 'Add New Client', client: 'Client: Salem Al Mazrouei', name: 'Salem Al Mazrouei',
  },
  ar: {
    login: 'دخول', loading: 'جارٍ التحميل...', noActivities: 'لا توجد أنشطة حديثة', clientAdded: 'تمت إضافة عميل', trend: /^(1|١) جديد هذا الشهر، مقابل (0|٠) الشهر الماضي$/,
    addClient: 'إضافة عميل جديد', dialogTitle: 'إضافة عميل جديد', client: 'العميل: سالم المزروعي', name: 'سالم المزروعي',
  },
} as const;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  server = await startServer({ console: true });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(lang: 'en' | 'ar', holdStats = false) {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  // the counters' answer held back until the test lets it through
  const held: Route[] = [];
  if (holdStats) await page.route((url) => url.pathname === '/api/stats', (route) => void held.push(route));
  await signIn(page, lang, { username: server.adminUsername, password: server.adminPassword, admin: true }, T[lang].login);
  return { context, page, held };
}

describe('admin dashboard', () => {
  it('before anything was done: no trend while the numbers load, then the real ones, and no recent activities (en)', async () => {
    const t = T.en;
    const { context, page, held } = await open('en', true);
    const card = (title: string) => page.locator('.MuiCard-root', { hasText: title }).getByTestId('stat-change');
    const [clients, employees] = [card('Total Clients'), card('Active Employees')];
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(t.loading).count()).toBeGreaterThan(0);
    expect(await page.locator('main').innerText()).not.toMatch(/[+−-]\d/);
    expect(await clients.count()).toBe(0);
    expect(await employees.count()).toBe(0);
    await expect.poll(() => page.getByText(t.noActivities).count()).toBe(1);
    await page.unroute((url) => url.pathname === '/api/stats');
    for (const route of held.splice(0)) await route.continue();
    await expect.poll(() => clients.innerText()).toBe('0 new this month, 0 last month');
    expect(await employees.innerText()).toBe('0 new this month, 0 last month');
    await context.close();
  });

  describe.each(['en', 'ar'] as const)('%s', (lang) => {
    const t = T[lang];
    it('shows this month against last month, the latest activity in words, and a quick action opens the create form', async () => {
      if (lang === 'en') {
        const admin = await login(server.url, server.adminUsername, server.adminPassword);
        expect((await admin.client.post('/api/clients', { clientId: 'CLI-000001', fullNameEn: T.en.name, fullNameAr: T.ar.name, phone: '+971 50 111 2233' })).status).toBe(201);
      }
      const { context, page } = await open(lang);
      await expect.poll(() => page.locator('.MuiCard-root', { hasText: lang === 'en' ? 'Total Clients' : 'إجمالي العملاء' }).getByTestId('stat-change').innerText()).toMatch(typeof t.trend === 'string' ? new RegExp(`^${t.trend}$`) : t.trend);
      const latest = page.getByTestId('recent-activity').first();
      await expect.poll(() => latest.count()).toBe(1);
      const text = await latest.innerText();
      expect(text).toContain(t.clientAdded);
      expect(text).toContain(t.client);
      expect(await page.getByText(t.noActivities).count()).toBe(0);
      await page.screenshot({ path: join(screenshots, `admin-dashboard-${lang}.png`), fullPage: true });

      await page.getByRole('link', { name: t.addClient }).click();
      await page.waitForURL((url) => url.pathname === '/management/clients' && url.searchParams.get('create') === '1');
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.getByRole('heading', { name: t.dialogTitle }).count()).toBe(1);
      await page.keyboard.press('Escape');
      await page.waitForURL((url) => url.pathname === '/management/clients' && !url.searchParams.has('create'));
      await context.close();
    });
  });
});
