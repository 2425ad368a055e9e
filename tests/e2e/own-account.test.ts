import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser } from 'playwright-core';
import { launchBrowser, signIn, toast } from './support.js';
import { api, login, root, startServer, type RunningServer } from '../support/server.js';

// The super admin saves their own account from the admins list: the bootstrap address
// (admin@localhost) is refused with a word saying why and a real one taken, the role reads
// 'Super Admin' (not a choice nobody may grant), in English then Arabic.
const screenshots = join(root, '.tmp', 'screenshots');
const T = {
  en: {
    login: 'Login', admins: 'Admins', edit: 'Edit', save: 'Save', updated: 'Admin updated successfully', superAdmin: 'Super Admin',
    emailNeeded: 'The address set at installation cannot receive mail: give a real e-mail address.', invalidEmail: 'Please enter a valid email address',
  },
  ar: {
    login: 'دخول', admins: 'المسؤولون', edit: 'تعديل', save: 'حفظ', updated: 'تم تحديث المسؤول بنجاح', superAdmin: 'المشرف العام',
    emailNeeded: 'العنوان الذي أُعدّ عند التثبيت لا يستقبل البريد: أدخل عنوان بريد إلكتروني حقيقياً.', invalidEmail: null,
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

describe('the super admin\'s own account', () => {
  it('is refused a role by the API only where it is not a super admin\'s, and the bootstrap address is asked to be replaced', async () => {
    const admin = await login(server.url, server.adminUsername, server.adminPassword);
    const me = (await admin.client.get(`/api/users/${admin.user.id}`)).body;
    expect(me).toMatchObject({ isSuperAdmin: true, roleId: null, email: 'admin@localhost' });
    const body = { username: me.username, fullNameEn: me.fullNameEn, fullNameAr: me.fullNameAr, roleId: null };
    const kept = await admin.client.put(`/api/users/${me.id}`, { ...body, email: 'admin@localhost' });
    expect(kept.status).toBe(400);
    expect(kept.body.errors).toEqual([expect.objectContaining({ field: 'email' })]);
    // another admin's account needs a role
    const roleId = (await admin.client.post('/api/roles', { nameEn: 'Clerk', nameAr: 'كاتب', permissions: { clients: ['view'] } })).body.id;
    const clerk = (await admin.client.post('/api/users', { username: 'clerk', email: 'clerk@alnoor-law.ae', password: 'Clerk#2026', fullNameEn: 'Clerk', fullNameAr: 'كاتب', roleId })).body;
    const roleless = await admin.client.put(`/api/users/${clerk.id}`, { username: 'clerk', email: 'clerk@alnoor-law.ae', fullNameEn: 'Clerk', fullNameAr: 'كاتب', roleId: null });
    expect(roleless.status).toBe(400);
    expect(roleless.body).toMatchObject({ message: expect.any(String), errors: [{ field: 'roleId', message: expect.any(String), messageAr: expect.any(String) }] });
    const added = await admin.client.post('/api/users', { username: 'norole', email: 'norole@alnoor-law.ae', password: 'Norole#2026', fullNameEn: 'No Role', fullNameAr: 'بلا دور', roleId: null });
    expect(added.status).toBe(400);
    expect((await api(server.url, admin.token).get(`/api/users/${clerk.id}`)).body.roleId).toBe(roleId);
  });

  describe.each(['en', 'ar'] as const)('%s', (lang) => {
    const t = T[lang];
    it('edits and saves their own account from the admins list', async () => {
      const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await signIn(page, lang, { username: server.adminUsername, password: server.adminPassword, admin: true }, t.login);
      await page.getByTestId('sidebar').getByRole('link', { name: t.admins, exact: true }).click();
      await page.waitForURL('**/management/admins');
      const own = page.getByRole('row', { name: new RegExp(server.adminUsername) }).first();
      await expect.poll(() => own.innerText()).toContain(t.superAdmin);
      await own.getByRole('button', { name: t.edit, exact: true }).click();
      const dialog = page.getByRole('dialog');
      const email = dialog.locator('[name="email"]');
      await expect.poll(() => dialog.getByTestId('super-admin-role').locator('input').inputValue()).toBe(t.superAdmin);
      expect(await dialog.getByRole('combobox').count()).toBe(0);
      const newEmail = `owner.${lang}@alnoor-law.ae`;
      if (lang === 'en') {
        // the bootstrap address: the field says a real one is needed, and saving it is refused on the field
        expect(await email.inputValue()).toBe('admin@localhost');
        await dialog.getByText(t.emailNeeded).waitFor();
        await dialog.getByRole('button', { name: t.save }).click();
        await dialog.getByText(t.invalidEmail!).waitFor();
      }
      await email.fill(newEmail);
      await page.screenshot({ path: join(screenshots, `own-account-${lang}.png`) });
      await dialog.getByRole('button', { name: t.save }).click();
      await toast(page, t.updated).waitFor({ timeout: 15_000 });
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => own.innerText()).toContain(newEmail);
      const admin = await login(server.url, server.adminUsername, server.adminPassword);
      expect((await admin.client.get(`/api/users/${admin.user.id}`)).body).toMatchObject({ email: newEmail, isSuperAdmin: true, roleId: null });
      await context.close();
    });
  });
});
