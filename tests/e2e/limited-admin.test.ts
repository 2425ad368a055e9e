import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import { ui } from '../../console/src/i18n/ui.js';
import { adminI18n } from '../../console/src/resources/admins/i18n.js';
import { casesWording } from '../../console/src/lawyer/cases/i18n.js';
import { launchBrowser, raWording, rowButton, say, select, signedInPage, type Lang } from './support.js';
import { login, startServer, type RunningServer } from '../support/server.js';
import { seededDataDir } from '../support/seedTemplate.js';

// Admins whose roles grant little, in the console: what the role does not grant is not offered
// (menu items, buttons, roles beyond their own) and a deep link to it lands on the dashboard.
const PASSWORD = 'Limited#Admin2026';

let server: RunningServer;
let browser: Browser;
let caseId: number;
let caseTitle: { en: string; ar: string };

beforeAll(async () => {
  server = await startServer({ console: true, dataDir: await seededDataDir() });
  const admin = await login(server.url, server.adminUsername, server.adminPassword);
  const role = async (nameEn: string, nameAr: string, permissions: Record<string, string[]>) =>
    (await admin.client.post('/api/roles', { nameEn, nameAr, permissions })).body.id as number;
  const user = async (username: string, roleId: number) =>
    expect((await admin.client.post('/api/users', { username, email: `${username}@alnoor-law.ae`, password: PASSWORD, fullNameEn: username, fullNameAr: 'مستخدم', roleId })).status).toBe(201);
  await role('Strong desk', 'مكتب الصلاحيات الواسعة', { users: ['view', 'add', 'edit', 'delete'], audit: ['view'] });
  await user('usersdesk', await role('Users desk', 'مكتب المستخدمين', { users: ['view', 'edit'] }));
  await user('helper', await role('Users viewer', 'عارض المستخدمين', { users: ['view'] }));
  await user('casedesk', await role('Case reader', 'قارئ القضايا', { cases: ['view'] }));
  await user('caseeditor', await role('Case editor', 'محرر القضايا', { cases: ['view', 'edit'] }));
  const first = (await admin.client.get('/api/cases')).body[0];
  caseId = first.id;
  caseTitle = { en: first.titleEn, ar: first.titleAr };
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Runs `steps` on a fresh page signed in as `username` (its context closed after). */
async function asAdmin(lang: Lang, username: string, steps: (page: Page) => Promise<void>) {
  const { context, page } = await signedInPage(browser, server.url, lang, { username, password: PASSWORD, admin: true });
  try {
    await steps(page);
  } finally {
    await context.close();
  }
}

describe.each(['en', 'ar'] as const)('a limited admin (%s)', (lang) => {
  const admins = say(ui.menu.admins, lang);
  const edit = say(raWording('ra.action.edit'), lang);
  const listEdit = say(casesWording.list.edit, lang);
  const createCase = say(casesWording.list.createCase, lang);
  const editCase = say(casesWording.detail.editCase, lang);

  it('sees the admins but not the audit log in the menu', () =>
    asAdmin(lang, 'usersdesk', async (page) => {
      const sidebar = page.getByTestId('sidebar');
      await sidebar.getByRole('link', { name: admins, exact: true }).waitFor();
      expect(await sidebar.getByRole('link', { name: say(ui.menu.auditLog, lang), exact: true }).count()).toBe(0);
    }));

  it('manages admins without touching the super admin or giving a role beyond its own', () =>
    asAdmin(lang, 'usersdesk', async (page) => {
      await page.getByTestId('sidebar').getByRole('link', { name: admins, exact: true }).click();
      const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
      await row('helper').getByRole('button', { name: rowButton(edit) }).waitFor();
      expect(await row(server.adminUsername).getByRole('button', { name: rowButton(edit) }).count()).toBe(0);

      await row('helper').getByRole('button', { name: rowButton(edit) }).click();
      const dialog = page.getByRole('dialog');
      await select(dialog, say(adminI18n.fields.roleId, lang)).click();
      const listbox = page.getByRole('listbox');
      await listbox.waitFor();
      const option = (name: string) => listbox.getByRole('option', { name, exact: true });
      expect(await option(lang === 'en' ? 'Strong desk' : 'مكتب الصلاحيات الواسعة').getAttribute('aria-disabled')).toBe('true');
      expect(await option(lang === 'en' ? 'Users viewer' : 'عارض المستخدمين').getAttribute('aria-disabled')).not.toBe('true');
      await page.keyboard.press('Escape');
      await listbox.waitFor({ state: 'detached' });
    }));

  it('lands on the dashboard from deep links to what its role does not view', () =>
    asAdmin(lang, 'usersdesk', async (page) => {
      for (const path of ['/management/audit-log', '/lawyer/cases']) {
        await page.goto(path);
        await page.waitForURL('**/dashboard');
      }
    }));

  it('reads cases without the buttons that would change them', () =>
    asAdmin(lang, 'casedesk', async (page) => {
      await page.goto('/lawyer/cases');
      await page.getByRole('row').filter({ hasText: caseTitle[lang] }).first().waitFor();
      expect(await page.getByRole('link', { name: createCase }).count()).toBe(0);
      expect(await page.getByRole('row').getByRole('link', { name: rowButton(listEdit) }).count()).toBe(0);

      await page.goto(`/lawyer/cases/${caseId}`);
      await page.getByRole('heading', { level: 1, name: caseTitle[lang] }).waitFor();
      expect(await page.getByRole('link', { name: editCase }).count()).toBe(0);

      await page.goto(`/lawyer/edit-case/${caseId}`);
      await page.waitForURL('**/dashboard');
    }));

  it('the edit grant brings the edit buttons back, and no add grant still no new case', () =>
    asAdmin(lang, 'caseeditor', async (page) => {
      await page.goto(`/lawyer/cases/${caseId}`);
      await page.getByRole('link', { name: editCase }).waitFor();
      await page.goto('/lawyer/cases');
      await page.getByRole('row').filter({ hasText: caseTitle[lang] }).first().getByRole('link', { name: rowButton(listEdit) }).waitFor();
      expect(await page.getByRole('link', { name: createCase }).count()).toBe(0);
    }));
});
