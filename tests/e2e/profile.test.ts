import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seedAll } from '../../scripts/seed/index.js';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { launchBrowser, signIn, toast } from './support.js';
import { api, login, root, startServer, type RunningServer } from '../support/server.js';

/**
 * The profile in the browser, English and Arabic: a lawyer is refused a wrong current password,
 * changes it and stays signed in (the new one signs in, the old one does not), changes the
 * console's language; court dates carry their Hijri day in Arabic, and in English once asked.
 * Screenshots land in .tmp/screenshots.
 */
const screenshots = join(root, '.tmp', 'screenshots');
/** what the screens must say (console/src/profile/wording.ts, contracts/src/i18n/profile.ts) */
const T = {
  en: {
    login: 'Login', title: 'My profile', current: 'Current password', next: 'New password', confirm: 'New password again', change: 'Change password',
    wrong: 'The current password is not correct; your password was not changed',
    changed: 'Your password was changed. Other devices signed in with the old one were signed out.',
    language: 'Language', other: 'Arabic', savePrefs: 'Save preferences', savedInOther: 'تم حفظ تفضيلاتك', hijriSwitch: 'Show Hijri (Umm al-Qura) dates beside court dates in English',
    hearingsTab: 'Hearings', dashboard: 'Dashboard',
  },
  ar: {
    login: 'دخول', title: 'ملفي الشخصي', current: 'كلمة المرور الحالية', next: 'كلمة المرور الجديدة', confirm: 'تأكيد كلمة المرور الجديدة', change: 'تغيير كلمة المرور',
    wrong: 'كلمة المرور الحالية غير صحيحة؛ لم يتم تغيير كلمة المرور',
    changed: 'تم تغيير كلمة المرور. تم تسجيل الخروج من الأجهزة الأخرى التي كانت تستخدم كلمة المرور القديمة.',
    language: 'اللغة', other: 'الإنجليزية', savePrefs: 'حفظ التفضيلات', savedInOther: 'Your preferences were saved', hijriSwitch: '',
    hearingsTab: 'الجلسات', dashboard: 'لوحة التحكم',
  },
};
const LAWYER = { en: 'omar.haddad@alnoor-law.ae', ar: 'fatima.zaabi@alnoor-law.ae' };
const NEW_PASSWORD = { en: 'Cedar-Lantern-2031', ar: 'Falcon-Minaret-2031' };

let server: RunningServer;
let browser: Browser;
const hearingCase: Record<'en' | 'ar', { caseId: number; hearingDate: string }> = {} as never;

const plus = (n: number) => new Date(Date.parse(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date())}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshots, name), animations: 'disabled', fullPage: true });
const signInStatus = async (username: string, password: string) => (await api(server.url).post('/api/auth/login', { username, password, loginType: 'employee' })).status;

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  server = await startServer({ console: true });
  const admin = await login(server.url, server.adminUsername, server.adminPassword);
  await seedAll(server.url, admin.token);
  for (const lang of ['en', 'ar'] as const) {
    const lawyer = await login(server.url, LAWYER[lang], DEMO_EMPLOYEE_PASSWORD, 'employee');
    const caseId = (await lawyer.client.get('/api/lawyer/cases')).body[0].id as number;
    const hearingDate = plus(12);
    const res = await lawyer.client.post(`/api/lawyer/cases/${caseId}/hearings`, { hearingDate, hearingTime: '10:00 AM', hallName: '5', rollNumber: 'R12', whatIsRequested: 'Pleadings' });
    expect(res.status, res.text).toBe(201);
    hearingCase[lang] = { caseId, hearingDate };
  }
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** the hearings tab of the case, and the date of the hearing scheduled here */
async function hearingDateOnCase(page: Page, lang: 'en' | 'ar') {
  await page.goto(`/lawyer/cases/${hearingCase[lang].caseId}`);
  await page.getByRole('tab', { name: new RegExp(T[lang].hearingsTab) }).click();
  const gregorian = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-AE' : 'en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${hearingCase[lang].hearingDate}T00:00:00Z`));
  // the hearing this suite scheduled (the demo case has others)
  const cell = page.locator('.court-date').filter({ hasText: gregorian }).first();
  await cell.waitFor();
  return cell;
}

describe('a lawyer\'s profile', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`refuses a wrong current password, changes the password and the language, and shows Hijri dates (${lang})`, async ({ onTestFailed }) => {
      const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 900 }, timezoneId: 'Asia/Dubai' });
      const page = await context.newPage();
      onTestFailed(async () => void (await shot(page, `failed-profile-${lang}.png`)));
      await signIn(page, lang, { username: LAWYER[lang], password: DEMO_EMPLOYEE_PASSWORD }, T[lang].login);

      // court dates: the Arabic console shows the Umm al-Qura day beside the Gregorian one; English does not until asked
      const hijriExpected = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-AE-u-ca-islamic-umalqura' : 'en-US-u-ca-islamic-umalqura', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
        .format(new Date(`${hearingCase[lang].hearingDate}T00:00:00Z`));
      let date = await hearingDateOnCase(page, lang);
      if (lang === 'ar') {
        await expect.poll(() => date.getByTestId('hijri-date').innerText()).toBe(`(${hijriExpected})`);
        await shot(page, 'profile-hijri-hearing-ar.png');
      } else expect(await date.getByTestId('hijri-date').count()).toBe(0);

      await page.getByTestId('profile-link').click();
      await page.waitForURL('**/lawyer/profile');
      await page.getByRole('heading', { name: T[lang].change }).waitFor();
      await shot(page, `profile-${lang}.png`);

      // a wrong current password: named in the page's language, nothing changed
      await page.getByTestId('password-currentPassword').fill('Not-my-password-1');
      await page.getByTestId('password-newPassword').fill(NEW_PASSWORD[lang]);
      await page.getByTestId('password-confirm').fill(NEW_PASSWORD[lang]);
      await page.getByTestId('password-save').click();
      await toast(page, T[lang].wrong).waitFor();
      await expect.poll(() => page.getByText(T[lang].wrong, { exact: true }).count()).toBeGreaterThan(0);
      expect(await signInStatus(LAWYER[lang], DEMO_EMPLOYEE_PASSWORD)).toBe(200);

      // the right one: changed, and the page stays signed in
      await page.getByTestId('password-currentPassword').fill(DEMO_EMPLOYEE_PASSWORD);
      await page.getByTestId('password-save').click();
      await toast(page, T[lang].changed).waitFor();
      expect(await signInStatus(LAWYER[lang], NEW_PASSWORD[lang])).toBe(200);
      expect(await signInStatus(LAWYER[lang], DEMO_EMPLOYEE_PASSWORD)).toBe(401);
      await page.reload();
      await page.getByTestId('profile-page').waitFor();
      expect(new URL(page.url()).pathname).toBe('/lawyer/profile');

      if (lang === 'en') {
        // Hijri dates in English too, then Arabic as the language
        await page.getByTestId('preferences-hijri').check();
        await page.getByTestId('preferences-save').click();
        await toast(page, 'Your preferences were saved').waitFor();
        date = await hearingDateOnCase(page, lang);
        await expect.poll(() => date.getByTestId('hijri-date').innerText()).toBe(`(${hijriExpected})`);
        await shot(page, 'profile-hijri-hearing-en.png');
        await page.getByTestId('profile-link').click();
        await page.waitForURL('**/lawyer/profile');
      }
      await page.getByTestId('preferences-language').click();
      await page.getByRole('option', { name: T[lang].other }).click();
      await page.getByTestId('preferences-save').click();
      await toast(page, T[lang].savedInOther).waitFor();
      const dir = lang === 'en' ? 'rtl' : 'ltr';
      await page.waitForFunction((d) => document.documentElement.dir === d, dir);
      await page.getByRole('heading', { name: T[lang === 'en' ? 'ar' : 'en'].change }).waitFor();
      // the whole frame follows, the sidebar too
      await page.getByRole('link', { name: T[lang === 'en' ? 'ar' : 'en'].dashboard }).first().waitFor();
      await shot(page, `profile-language-changed-from-${lang}.png`);
      // the choice is the user's: the server has it for the e-mails
      const saved = await login(server.url, LAWYER[lang], NEW_PASSWORD[lang], 'employee');
      expect((await saved.client.get('/api/profile/preferences')).body).toMatchObject({ language: lang === 'en' ? 'ar' : 'en', hijri: lang === 'en' });
      await context.close();
    });
  }
});
