import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signIn, toast } from './support.js';
import { api, root, startServer, type RunningServer } from '../support/server.js';

/**
 * The super admin's own account in the browser: the bootstrap admin (admin@localhost) is asked for
 * a real e-mail and refused without one, saves it, changes the password and signs in with it, in
 * English, then in Arabic, where Arabic-Indic digits are chosen. Screenshots in .tmp/screenshots.
 */
const screenshots = join(root, '.tmp', 'screenshots');
const T = {
  en: {
    login: 'Login', emailNeeded: 'Your account has no real e-mail address yet; enter the one reminders should reach', invalidEmail: 'Please enter a valid email address',
    saved: 'Your profile was saved', changed: 'Your password was changed. Other devices signed in with the old one were signed out.',
  },
  ar: {
    login: 'دخول', emailNeeded: 'لا يوجد في حسابك بريد إلكتروني حقيقي بعد؛ أدخل البريد الذي تصل إليه التذكيرات', invalidEmail: 'يرجى إدخال بريد إلكتروني صحيح',
    saved: 'تم حفظ ملفك الشخصي', changed: 'تم تغيير كلمة المرور. تم تسجيل الخروج من الأجهزة الأخرى التي كانت تستخدم كلمة المرور القديمة.',
  },
};
const PASSWORDS = { en: 'Sandstone-Harbour-77', ar: 'Palm-Courtyard-88' };

let server: RunningServer;
let browser: Browser;
let password: string;

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  server = await startServer({ console: true });
  password = server.adminPassword;
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshots, name), animations: 'disabled', fullPage: true });
const signInStatus = async (pw: string) => (await api(server.url).post('/api/auth/login', { username: server.adminUsername, password: pw, loginType: 'user' })).status;

describe('the super admin\'s own account', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`saves a real e-mail, changes the password and signs in with it (${lang})`, async ({ onTestFailed }) => {
      const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 900 }, timezoneId: 'Asia/Dubai' });
      const page = await context.newPage();
      onTestFailed(async () => void (await shot(page, `failed-profile-admin-${lang}.png`)));
      await signIn(page, lang, { username: server.adminUsername, password, admin: true }, T[lang].login);
      await page.getByTestId('profile-link').click();
      await page.waitForURL('**/profile');
      await page.getByTestId('profile-page').waitFor();

      if (lang === 'en') {
        // admin@localhost is no address: the field is empty, says why, and saving without one is refused on the field
        await page.getByText(T.en.emailNeeded).waitFor();
        expect(await page.getByTestId('profile-email').inputValue()).toBe('');
        await shot(page, 'profile-admin-email-needed-en.png');
        await page.getByTestId('profile-save').click();
        await toast(page, T.en.invalidEmail).waitFor();
        await page.getByTestId('profile-email').fill('director@alnoor-law.ae');
        await page.getByTestId('profile-save').click();
        await toast(page, T.en.saved).waitFor();
        await expect.poll(() => page.getByText(T.en.emailNeeded).count()).toBe(0);
      } else {
        expect(await page.getByTestId('profile-email').inputValue()).toBe('director@alnoor-law.ae');
        // Arabic-Indic digits: the example court date turns to them, with its Hijri day
        await page.getByRole('radio', { name: /هندية عربية/ }).check();
        await page.getByTestId('preferences-save').click();
        await toast(page, 'تم حفظ تفضيلاتك').waitFor();
        await expect.poll(async () => /[\u0660-\u0669]{4}/.test(await page.locator('.court-date').first().innerText())).toBe(true);
        expect(await page.locator('.court-date').first().innerText()).not.toMatch(/[0-9]/);
        await shot(page, 'profile-admin-digits-ar.png');
      }

      await page.getByTestId('password-currentPassword').fill(password);
      await page.getByTestId('password-newPassword').fill(PASSWORDS[lang]);
      await page.getByTestId('password-confirm').fill(PASSWORDS[lang]);
      await page.getByTestId('password-save').click();
      await toast(page, T[lang].changed).waitFor();
      expect(await signInStatus(password)).toBe(401);
      password = PASSWORDS[lang];
      await context.close();

      // and signs in with it from the login page
      const again = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 900 } });
      const next = await again.newPage();
      await signIn(next, lang, { username: server.adminUsername, password, admin: true }, T[lang].login);
      expect(new URL(next.url()).pathname).toBe('/dashboard');
      await again.close();
    });
  }
});
