import { describe, expect, it } from 'vitest';
import { unisolated } from '../support/bidi.js';
import type { Route } from 'playwright-core';
import { ui } from '../../console/src/i18n/ui.js';
import { clientI18n } from '../../console/src/resources/clients/i18n.js';
import { fieldLabel, summaryOf } from '../../query-api/src/audit/describe.js';
import { openPage, say, shot, signedInPage, type Lang } from './support.js';
import { emptyPortal, superAdmin } from './support/suite.js';
import { login } from '../support/server.js';

// The admin dashboard in both languages: the month's trends appear only once the numbers are in
// (nothing made up while they load), the latest activities in words (the spec's 'No recent
// activities' before there are any), and the quick actions open the create form.
const CLIENT = { en: 'Salem Al Mazrouei', ar: 'سالم المزروعي' };
const REGION = { en: 'Fujairah', ar: 'الفجيرة' };
const clientAdded = (({ summaryEn, summaryAr }) => ({ en: summaryEn, ar: summaryAr }))(summaryOf('ClientRegistered'));
const clientLabel = (({ labelEn, labelAr }) => ({ en: labelEn, ar: labelAr }))(fieldLabel('clientId'));
const regionAdded = (({ summaryEn, summaryAr }) => ({ en: summaryEn, ar: summaryAr }))(summaryOf('RegionAdded'));
const regionLabel = (({ labelEn, labelAr }) => ({ en: labelEn, ar: labelAr }))(fieldLabel('regionId'));
const toWesternDigits = (s: string) => s.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));

const portal = emptyPortal();
let clientAddedOnce: Promise<void> | undefined;

async function open(lang: Lang, holdStats = false) {
  const { server, browser } = portal;
  if (!holdStats) return { ...(await signedInPage(browser, server.url, lang, superAdmin(server))), held: [] as Route[] };
  // the counters' answer held back until the test lets it through: routed before the page loads
  const signedIn = await signedInPage(browser, server.url, lang, superAdmin(server));
  const storageState = await signedIn.context.storageState();
  await signedIn.context.close();
  const opened = await openPage(browser, server.url, { storageState });
  const held: Route[] = [];
  await opened.page.route((url) => url.pathname === '/api/stats', (route) => void held.push(route));
  await opened.page.goto('/dashboard');
  return { ...opened, held };
}

describe('admin dashboard', () => {
  it('before anything was done: no trend while the numbers load, then the real ones, and no recent activities (en)', async () => {
    const { context, page, held } = await open('en', true);
    const card = (title: string) => page.locator('.MuiCard-root', { hasText: title }).getByTestId('stat-change');
    const [clients, employees] = [card(say(ui.dashboard.totalClients, 'en')), card(say(ui.dashboard.activeEmployees, 'en'))];
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(say(ui.common.loading, 'en')).count()).toBeGreaterThan(0);
    expect(await page.locator('main').innerText()).not.toMatch(/[+−-]\d/);
    expect(await clients.count()).toBe(0);
    expect(await employees.count()).toBe(0);
    await expect.poll(() => page.getByText(say(ui.dashboard.noRecentActivities, 'en')).count()).toBe(1);
    await page.unroute((url) => url.pathname === '/api/stats');
    for (const route of held.splice(0)) await route.continue();
    const none = say(ui.dashboard.trend, 'en', { thisMonth: 0, lastMonth: 0 });
    await expect.poll(() => clients.innerText()).toBe(none);
    expect(await employees.innerText()).toBe(none);
    await context.close();
  });

  describe.each(['en', 'ar'] as const)('%s', (lang) => {
    it('shows this month against last month, the latest activity in words, and a quick action opens the create form', async () => {
      const { server } = portal;
      // the firm's first emirate and client, added once for both languages (after the empty dashboard's test)
      clientAddedOnce ??= (async () => {
        const admin = await login(server.url, server.adminUsername, server.adminPassword);
        const region = await admin.client.post('/api/regions', { nameEn: REGION.en, nameAr: REGION.ar, code: 'FUJ' });
        expect(region.status, region.text).toBe(201);
        const made = await admin.client.post('/api/clients', { clientId: 'CLI-000001', fullNameEn: CLIENT.en, fullNameAr: CLIENT.ar, phone: '+971 50 111 2233' });
        expect(made.status, made.text).toBe(201);
      })();
      await clientAddedOnce;
      const { context, page } = await open(lang);
      const trend = page.locator('.MuiCard-root', { hasText: say(ui.dashboard.totalClients, lang) }).getByTestId('stat-change');
      // the Arabic page may write its numbers in Arabic-Indic digits
      await expect.poll(async () => toWesternDigits(await trend.innerText())).toBe(say(ui.dashboard.trend, lang, { thisMonth: 1, lastMonth: 0 }));
      const latest = page.getByTestId('recent-activity').first();
      await expect.poll(() => latest.count()).toBe(1);
      // as a reader sees it: the record's name is isolated in the Arabic line
      const text = unisolated(await latest.innerText());
      expect(text).toContain(say(clientAdded, lang));
      expect(text).toContain(`${say(clientLabel, lang)}: ${CLIENT[lang]}`);
      // the emirate added before it, by its name in the page's language, never by its number
      const region = page.getByTestId('recent-activity').filter({ hasText: say(regionAdded, lang) });
      expect(await region.count()).toBe(1);
      const regionText = unisolated(await region.innerText());
      expect(regionText).toContain(`${say(regionLabel, lang)}: ${REGION[lang]}`);
      expect(regionText).not.toMatch(new RegExp(`${say(regionLabel, lang)}\\s*#?[0-9\u0660-\u0669]`));
      expect(await page.getByText(say(ui.dashboard.noRecentActivities, lang)).count()).toBe(0);
      await shot(page, `admin-dashboard-${lang}.png`, { fullPage: true });

      await page.getByRole('link', { name: say(ui.dashboard.addClient, lang) }).click();
      await page.waitForURL((url) => url.pathname === '/management/clients' && url.searchParams.get('create') === '1');
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.getByRole('heading', { name: say(clientI18n.dialog.create, lang) }).count()).toBe(1);
      await page.keyboard.press('Escape');
      await page.waitForURL((url) => url.pathname === '/management/clients' && !url.searchParams.has('create'));
      await context.close();
    });
  });

  it('shows an admin only the counters of lists their role may read (ar)', async () => {
    const { server, browser } = portal;
    const admin = await login(server.url, server.adminUsername, server.adminPassword);
    const role = await admin.client.post('/api/roles', { nameEn: 'Regions desk', nameAr: 'مكتب المناطق', permissions: { regions: ['view'] } });
    expect(role.status, role.text).toBe(201);
    const user = await admin.client.post('/api/users', { username: 'regions.desk', email: 'regions.desk@firm.ae', password: 'Regions#2026', fullNameEn: 'Regions Desk', fullNameAr: 'مكتب المناطق', roleId: role.body.id });
    expect(user.status, user.text).toBe(201);
    const { context, page } = await signedInPage(browser, server.url, 'ar', { username: 'regions.desk', password: 'Regions#2026', admin: true });
    const card = (title: Parameters<typeof say>[0]) => page.locator('.MuiCard-root', { hasText: say(title, 'ar') });
    // once the numbers are in (every card is there while they load)
    const loaded = async () => (await card(ui.dashboard.totalRegions).count()) === 1 && (await page.getByText(say(ui.common.loading, 'ar')).count()) === 0;
    await expect.poll(loaded).toBe(true);
    expect(await card(ui.dashboard.totalBranches).count()).toBe(1);
    expect(await card(ui.dashboard.totalClients).count()).toBe(0);
    expect(await card(ui.dashboard.activeEmployees).count()).toBe(0);
    await context.close();
  });
});
