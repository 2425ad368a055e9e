import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser } from 'playwright-core';
import { launchBrowser, signIn as signInAs } from './support.js';
import { login, startServer, type RunningServer } from '../support/server.js';
import { seedAll } from '../../scripts/seed/index.js';

// The app bar's search in both languages: Ctrl+K opens it, an Arabic title typed without hamza and
// with ه for ة finds the case, and choosing it opens the case.
const LAWYER = { username: 'fatima.zaabi@alnoor-law.ae', password: 'Lawyer#2026' };
const T = {
  en: { login: 'Login', search: 'Search', cases: 'Cases', title: 'Emirates Trading v. Gulf Supplies' },
  ar: { login: 'دخول', search: 'بحث', cases: 'القضايا', title: 'الإمارات للتجارة ضد إمدادات الخليج' },
} as const;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ console: true });
  const admin = await login(server.url, server.adminUsername, server.adminPassword);
  await seedAll(server.url, admin.token);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each(['en', 'ar'] as const)('global search (%s)', (lang) => {
  it('opens with Ctrl+K, finds a case by its Arabic title typed without hamza, and opens it', async () => {
    const t = T[lang];
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await signInAs(page, lang, LAWYER, t.login);
    await page.getByTestId('global-search-open').getByText(t.search).waitFor();
    await page.keyboard.press('Control+k');
    const input = page.getByTestId('global-search-input');
    await input.waitFor();
    // "الإمارات للتجارة" typed as "الامارات للتجاره"
    await input.fill('الامارات للتجاره');
    const results = page.getByTestId('global-search-results');
    await results.getByText(t.cases, { exact: true }).waitFor();
    const hit = results.getByTestId('global-search-hit').filter({ hasText: t.title }).first();
    await hit.waitFor();
    await hit.click();
    await page.waitForURL(/\/lawyer\/cases\/\d+$/);
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    expect(await page.getByTestId('global-search-input').count()).toBe(0);
    await context.close();
  });
});
