import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seedAll } from '../../scripts/seed/index.js';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { launchBrowser, signIn } from './support.js';
import { api, login, root, startServer, type RunningServer } from '../support/server.js';

/**
 * Reminders in the browser, English and Arabic: a task a colleague assigns arrives in the lawyer's
 * bell without a reload, in the console's language, and opens the lawyer's tasks; an admin reads
 * the e-mail it became in the outbox (no mail server here, so it is kept, not sent).
 */
const screenshots = join(root, '.tmp', 'screenshots');
const FATIMA = { username: 'fatima.zaabi@alnoor-law.ae', password: DEMO_EMPLOYEE_PASSWORD };
/** what the screens must say (console/src/resources/emailOutbox/i18n.ts, console/src/i18n/ui.ts) */
const T = {
  en: {
    login: 'Login', outbox: 'E-mail Outbox', notSent: 'Not sent: no mail server is set up', assigned: (t: string) => `New task for you: ${t}`,
    intro: 'The reminders that went out by e-mail, or would have if a mail server were set up.',
  },
  ar: {
    login: 'دخول', outbox: 'صندوق البريد الصادر', notSent: 'لم تُرسل: لم يُعدّ خادم بريد', assigned: (t: string) => `مهمة جديدة مسندة إليك: ${t}`,
    intro: 'التذكيرات التي أُرسلت بالبريد الإلكتروني، أو التي كانت ستُرسل لو أُعدّ خادم بريد.',
  },
};
let server: RunningServer;
let browser: Browser;
let omar: Awaited<ReturnType<typeof login>>;
let fatimaApi: ReturnType<typeof api>;
let fatimaId: number;

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  server = await startServer({ console: true });
  const admin = await login(server.url, server.adminUsername, server.adminPassword);
  await seedAll(server.url, admin.token);
  omar = await login(server.url, 'omar.haddad@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
  const fatima = await login(server.url, FATIMA.username, FATIMA.password, 'employee');
  fatimaApi = fatima.client;
  fatimaId = fatima.user.id as number;
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshots, name), animations: 'disabled' });
const plus = (n: number) => new Date(Date.parse(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date())}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** the unread count the bell's label says, in Western or Arabic-Indic digits (null: none) */
const countIn = (label: string | null) => {
  const m = label?.match(/[0-9\u0660-\u0669]+/);
  return m ? Number(m[0].replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))) : null;
};

describe('reminders in the console', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`a task assigned by a colleague arrives in the bell and its e-mail in the admin's outbox (${lang})`, async ({ onTestFailed }) => {
      const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 900 }, timezoneId: 'Asia/Dubai' });
      const page = await context.newPage();
      onTestFailed(async () => void (await shot(page, `failed-reminders-${lang}.png`)));
      await signIn(page, lang, FATIMA, T[lang].login);
      const unread = async () => (await fatimaApi.get('/api/notifications/unread-count')).body.count as number;
      const before = await unread();
      const bell = page.getByTestId('notification-bell');
      // the bell says what the server counts (other reminders of the demo data may arrive meanwhile)
      const bellCount = async () => countIn(await bell.getAttribute('aria-label')) ?? 0;
      const bellShowsServer = async () => (await bellCount()) === (await unread());
      await expect.poll(bellShowsServer, { timeout: 15_000 }).toBe(true);

      // omar gives fatima a task while she has the portal open
      const caseId = (await omar.client.get('/api/lawyer/cases')).body[0].id as number;
      const title = `Check the translation of the contract ${lang} ${Date.now()}`;
      const created = await omar.client.post(`/api/lawyer/cases/${caseId}/appointments`, { type: 'task', title, description: 'Before filing', date: plus(3), time: '09:00 AM', assignedTo: fatimaId });
      expect(created.status, created.text).toBe(201);
      await expect.poll(unread, { timeout: 15_000 }).toBeGreaterThan(before);
      // the bell asks the server again every minute, without a reload
      await expect.poll(bellCount, { timeout: 70_000 }).toBeGreaterThan(before);
      await bell.click();
      const list = page.getByTestId('notification-list');
      const wording = T[lang].assigned(title);
      const item = list.getByTestId('notification-item').filter({ hasText: wording });
      await item.waitFor();
      await shot(page, `reminders-task-assigned-${lang}.png`);
      await item.getByText(wording, { exact: true }).click();
      await page.waitForURL('**/lawyer/my-tasks');
      await context.close();

      // the admin reads the e-mail it became (kept: no mail server is set up here)
      const adminContext = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 900 }, timezoneId: 'Asia/Dubai' });
      const adminPage = await adminContext.newPage();
      await signIn(adminPage, lang, { username: server.adminUsername, password: server.adminPassword, admin: true }, T[lang].login);
      await adminPage.getByRole('link', { name: T[lang].outbox }).click();
      await adminPage.waitForURL('**/settings/email-outbox');
      await adminPage.getByText(T[lang].intro, { exact: false }).waitFor();
      const row = adminPage.locator('tr').filter({ hasText: title });
      await row.waitFor();
      await expect.poll(() => row.innerText()).toContain(FATIMA.username);
      await expect.poll(() => row.innerText()).toContain(T[lang].notSent);
      // fatima has no preferences yet: English, with the firm's name before the reminder
      expect(await row.innerText()).toContain(`: New task for you: ${title}`);
      await row.click();
      await expect.poll(() => adminPage.getByTestId('email-body').first().innerText()).toContain(`New task for you: ${title}`);
      await shot(adminPage, `reminders-outbox-${lang}.png`);
      if (lang === 'ar') expect(await adminPage.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await adminContext.close();
    }, 240_000);
  }
});
