import { describe, expect, it } from 'vitest';
import { messages } from '@lawfirm/contracts';
import { ui } from '../../console/src/i18n/ui.js';
import { adminI18n } from '../../console/src/resources/admins/i18n.js';
import { expectToast, raWording, rowButton, say, shot, signedInPage } from './support.js';
import { emptyPortal, superAdmin } from './support/suite.js';
import { api, login } from '../support/server.js';

// The super admin saves their own account from the admins list: the bootstrap address
// (admin@localhost) is refused with a word saying why and a real one taken, the role reads
// 'Super Admin' (not a choice nobody may grant), in English then Arabic.
const portal = emptyPortal();

describe('the super admin\'s own account', () => {
  it('is refused a role by the API only where it is not a super admin\'s, and the bootstrap address is asked to be replaced', async () => {
    const { server } = portal;
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
    it('edits and saves their own account from the admins list', async () => {
      const { server, browser } = portal;
      const { context, page } = await signedInPage(browser, server.url, lang, superAdmin(server));
      const save = say(raWording('ra.action.save'), lang);
      await page.getByTestId('sidebar').getByRole('link', { name: say(ui.menu.admins, lang), exact: true }).click();
      await page.waitForURL('**/management/admins');
      const own = page.getByRole('row', { name: new RegExp(server.adminUsername) }).first();
      await expect.poll(() => own.innerText()).toContain(say(ui.layout.superAdmin, lang));
      await own.getByRole('button', { name: rowButton(say(raWording('ra.action.edit'), lang)) }).click();
      const dialog = page.getByRole('dialog');
      const email = dialog.locator('[name="email"]');
      await expect.poll(() => dialog.getByTestId('super-admin-role').locator('input').inputValue()).toBe(say(ui.layout.superAdmin, lang));
      expect(await dialog.getByRole('combobox').count()).toBe(0);
      const newEmail = `owner.${lang}@alnoor-law.ae`;
      if (lang === 'en') {
        // the bootstrap address: the field says a real one is needed, and saving it is refused on the field
        expect(await email.inputValue()).toBe('admin@localhost');
        await dialog.getByText(say(adminI18n.emailNeeded, lang)).waitFor();
        await dialog.getByRole('button', { name: save }).click();
        await dialog.getByText(say(messages['validation.invalidEmail'], lang)).waitFor();
      }
      await email.fill(newEmail);
      await shot(page, `own-account-${lang}.png`);
      await dialog.getByRole('button', { name: save }).click();
      await expectToast(page, say(adminI18n.messages.updated, lang));
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => own.innerText()).toContain(newEmail);
      const admin = await login(server.url, server.adminUsername, server.adminPassword);
      expect((await admin.client.get(`/api/users/${admin.user.id}`)).body).toMatchObject({ email: newEmail, isSuperAdmin: true, roleId: null });
      await context.close();
    });
  });
});
