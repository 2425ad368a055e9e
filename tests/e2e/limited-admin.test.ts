import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import { launchBrowser, select, signIn } from './support.js';
import { login, startServer, type RunningServer } from '../support/server.js';
import { seedAll } from '../../scripts/seed/index.js';

// Admins whose roles grant little, in the console: what the role does not grant is not offered
// (menu items, buttons, roles beyond their own) and a deep link to it lands on the dashboard.
const PASSWORD = 'Limited#Admin2026';

const T = {
  en: { login: 'Login', admins: 'Admins', auditLog: 'Audit log', edit: 'Edit', role: 'Role', createCase: 'Create Case', editCase: 'Edit Case' },
  ar: { login: 'دخول', admins: 'المسؤولون', auditLog: 'سجل التدقيق', edit: 'تعديل', role: 'الدور', createCase: 'إنشاء قضية', editCase: 'تعديل القضية' },
} as const;

let server: RunningServer;
let browser: Browser;
let caseId: number;
let caseTitle: { en: string; ar: string };

beforeAll(async () => {
  server = await startServer({ console: true });
  const admin = await login(server.url, server.adminUsername, server.adminPassword);
  await seedAll(server.url, admin.token);
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

async function signInAs(lang: 'en' | 'ar', username: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signIn(page, lang, { username, password: PASSWORD, admin: true }, T[lang].login);
  return page;
}

describe.each(['en', 'ar'] as const)('a limited admin (%s)', (lang) => {
  const t = T[lang];

  it('manages admins without touching the super admin or giving a role beyond its own', async () => {
    const page = await signInAs(lang, 'usersdesk');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByRole('link', { name: t.admins, exact: true }).waitFor();
    expect(await sidebar.getByRole('link', { name: t.auditLog, exact: true }).count()).toBe(0);

    await sidebar.getByRole('link', { name: t.admins, exact: true }).click();
    const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    await row('helper').getByRole('button', { name: t.edit, exact: true }).waitFor();
    expect(await row(server.adminUsername).getByRole('button', { name: t.edit, exact: true }).count()).toBe(0);

    await row('helper').getByRole('button', { name: t.edit, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await select(dialog, t.role).click();
    const listbox = page.getByRole('listbox');
    await listbox.waitFor();
    const option = (name: string) => listbox.getByRole('option', { name, exact: true });
    expect(await option(lang === 'en' ? 'Strong desk' : 'مكتب الصلاحيات الواسعة').getAttribute('aria-disabled')).toBe('true');
    expect(await option(lang === 'en' ? 'Users viewer' : 'عارض المستخدمين').getAttribute('aria-disabled')).not.toBe('true');
    await page.keyboard.press('Escape');

    // deep links to what the role does not view land on the dashboard
    for (const path of ['/management/audit-log', '/lawyer/cases']) {
      await page.goto(path);
      await page.waitForURL('**/dashboard');
    }
    await page.context().close();
  });

  it('reads cases without the buttons that would change them; the edit grant brings them back', async () => {
    const page = await signInAs(lang, 'casedesk');
    await page.goto('/lawyer/cases');
    await page.getByRole('row').filter({ hasText: caseTitle[lang] }).first().waitFor();
    expect(await page.getByRole('link', { name: t.createCase }).count()).toBe(0);
    expect(await page.getByRole('row').getByRole('link', { name: t.edit, exact: true }).count()).toBe(0);

    await page.goto(`/lawyer/cases/${caseId}`);
    await page.getByRole('heading', { level: 1, name: caseTitle[lang] }).waitFor();
    expect(await page.getByRole('link', { name: t.editCase }).count()).toBe(0);

    await page.goto(`/lawyer/edit-case/${caseId}`);
    await page.waitForURL('**/dashboard');
    await page.context().close();

    const editor = await signInAs(lang, 'caseeditor');
    await editor.goto(`/lawyer/cases/${caseId}`);
    await editor.getByRole('link', { name: t.editCase }).waitFor();
    await editor.goto('/lawyer/cases');
    await editor.getByRole('row').filter({ hasText: caseTitle[lang] }).first().getByRole('link', { name: t.edit, exact: true }).waitFor();
    // no add grant: still no new case
    expect(await editor.getByRole('link', { name: t.createCase }).count()).toBe(0);
    await editor.context().close();
  });
});
