import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { messages } from '@lawfirm/contracts';
import { seededDataDir } from '../support/seedTemplate.js';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { ui } from '../../console/src/i18n/ui.js';
import { profileWording as w } from '../../console/src/profile/wording.js';
import { casesWording } from '../../console/src/lawyer/cases/i18n.js';
import { componentWording } from '../../console/src/components/messages/wording.js';
import { escapeText, expectToast, firmDay, forgetSignIns, launchBrowser, say, shot, signedInPage, type Lang } from './support.js';
import { api, login, startServer, type RunningServer } from '../support/server.js';

/**
 * The profile in the browser, English and Arabic: a lawyer is refused a wrong current password,
 * changes it and stays signed in (the new one signs in, the old one does not), changes the
 * console's language; court dates carry their Hijri day in Arabic, and in English once asked. A new
 * sign-in e-mail asks for the current password; an admin stops the lawyer's calendar link from the
 * employees list.
 * Each language has its own lawyer; a language's tests run in order (the password changed, then
 * the language). Screenshots land in .tmp/screenshots.
 */
const LAWYER = { en: 'omar.haddad@alnoor-law.ae', ar: 'fatima.zaabi@alnoor-law.ae' };
const NEW_PASSWORD = { en: 'Cedar-Lantern-2031', ar: 'Falcon-Minaret-2031' };
const VIEWPORT = { width: 1366, height: 900 };
const other = (lang: Lang): Lang => (lang === 'en' ? 'ar' : 'en');

let server: RunningServer;
let browser: Browser;
const hearingCase: Record<Lang, { caseId: number; hearingDate: string }> = {} as never;
const password: Record<Lang, string> = { en: DEMO_EMPLOYEE_PASSWORD, ar: DEMO_EMPLOYEE_PASSWORD };

const signInStatus = async (username: string, pw: string) => (await api(server.url).post('/api/auth/login', { username, password: pw, loginType: 'employee' })).status;

beforeAll(async () => {
  server = await startServer({ console: true, dataDir: await seededDataDir() });
  const admin = await login(server.url, server.adminUsername, server.adminPassword);
  for (const lang of ['en', 'ar'] as const) {
    const lawyer = await login(server.url, LAWYER[lang], DEMO_EMPLOYEE_PASSWORD, 'employee');
    const caseId = (await lawyer.client.get('/api/lawyer/cases')).body[0].id as number;
    const hearingDate = firmDay(12);
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

/** Runs `steps` on a fresh page of the language's lawyer (its context closed after). */
async function asLawyer(lang: Lang, name: string, onTestFailed: (fn: () => Promise<void>) => void, steps: (page: Page) => Promise<void>) {
  const { context, page } = await signedInPage(browser, server.url, lang, { username: LAWYER[lang], password: password[lang] }, VIEWPORT);
  onTestFailed(async () => void (await shot(page, `failed-${name}.png`, { fullPage: true })));
  try {
    await steps(page);
  } finally {
    await context.close();
  }
}

async function openProfile(page: Page, lang: Lang) {
  await page.getByTestId('profile-link').click();
  await page.waitForURL('**/lawyer/profile');
  await page.getByRole('heading', { name: say(w.password.title, lang) }).waitFor();
}

/** the hearings tab of the case, and the date of the hearing scheduled here */
async function hearingDateOnCase(page: Page, lang: Lang) {
  await page.goto(`/lawyer/cases/${hearingCase[lang].caseId}`);
  await page.getByRole('tab', { name: new RegExp(escapeText(say(casesWording.detail.tabs.hearings, lang))) }).click();
  const gregorian = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-AE' : 'en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${hearingCase[lang].hearingDate}T00:00:00Z`));
  // the hearing this suite scheduled (the demo case has others)
  const cell = page.locator('.court-date').filter({ hasText: gregorian }).first();
  await cell.waitFor();
  return cell;
}

const hijriOf = (lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar-AE-u-ca-islamic-umalqura' : 'en-US-u-ca-islamic-umalqura', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${hearingCase[lang].hearingDate}T00:00:00Z`));

describe.each(['en', 'ar'] as const)('a lawyer\'s profile (%s)', (lang) => {
  it('court dates carry their Hijri day in Arabic, not in English until asked', ({ onTestFailed }) =>
    asLawyer(lang, `profile-hijri-${lang}`, onTestFailed, async (page) => {
      const date = await hearingDateOnCase(page, lang);
      if (lang === 'ar') {
        await expect.poll(() => date.getByTestId('hijri-date').innerText()).toBe(`(${hijriOf(lang)})`);
        await shot(page, 'profile-hijri-hearing-ar.png', { fullPage: true });
      } else expect(await date.getByTestId('hijri-date').count()).toBe(0);
    }));

  it('refuses a wrong current password in the page\'s language, nothing changed', ({ onTestFailed }) =>
    asLawyer(lang, `profile-wrong-password-${lang}`, onTestFailed, async (page) => {
      await openProfile(page, lang);
      await shot(page, `profile-${lang}.png`, { fullPage: true });
      const wrong = say(messages['profile.wrongCurrentPassword'], lang);
      await page.getByTestId('password-currentPassword').fill('Not-my-password-1');
      await page.getByTestId('password-newPassword').fill(NEW_PASSWORD[lang]);
      await page.getByTestId('password-confirm').fill(NEW_PASSWORD[lang]);
      const answered = page.waitForResponse((r) => r.url().includes('/api/profile') && r.request().method() !== 'GET');
      await page.getByTestId('password-save').click();
      expect((await answered).status()).toBeGreaterThanOrEqual(400);
      await expectToast(page, wrong);
      await expect.poll(() => page.getByText(wrong, { exact: true }).count()).toBeGreaterThan(0);
      expect(await signInStatus(LAWYER[lang], DEMO_EMPLOYEE_PASSWORD)).toBe(200);
    }));

  it('changes the password and the page stays signed in; the old one no longer signs in', ({ onTestFailed }) =>
    asLawyer(lang, `profile-password-${lang}`, onTestFailed, async (page) => {
      await openProfile(page, lang);
      await page.getByTestId('password-currentPassword').fill(DEMO_EMPLOYEE_PASSWORD);
      await page.getByTestId('password-newPassword').fill(NEW_PASSWORD[lang]);
      await page.getByTestId('password-confirm').fill(NEW_PASSWORD[lang]);
      await page.getByTestId('password-save').click();
      await expectToast(page, say(w.password.changed, lang));
      password[lang] = NEW_PASSWORD[lang];
      forgetSignIns();
      expect(await signInStatus(LAWYER[lang], NEW_PASSWORD[lang])).toBe(200);
      expect(await signInStatus(LAWYER[lang], DEMO_EMPLOYEE_PASSWORD)).toBe(401);
      await page.reload();
      await page.getByTestId('profile-page').waitFor();
      expect(new URL(page.url()).pathname).toBe('/lawyer/profile');
    }));

  if (lang === 'en')
    it('shows Hijri dates in English once asked', ({ onTestFailed }) =>
      asLawyer(lang, 'profile-hijri-asked-en', onTestFailed, async (page) => {
        await openProfile(page, lang);
        await page.getByTestId('preferences-hijri').check();
        await page.getByTestId('preferences-save').click();
        await expectToast(page, say(w.preferences.saved, lang));
        const date = await hearingDateOnCase(page, lang);
        await expect.poll(() => date.getByTestId('hijri-date').innerText()).toBe(`(${hijriOf(lang)})`);
        await shot(page, 'profile-hijri-hearing-en.png', { fullPage: true });
      }));

  it('asks for the current password before the e-mail the lawyer signs in with changes', ({ onTestFailed }) =>
    asLawyer(lang, `profile-email-${lang}`, onTestFailed, async (page) => {
      const newEmail = LAWYER[lang].replace('@', `.${lang}@`);
      await openProfile(page, lang);
      const current = page.getByTestId('profile-currentPassword');
      expect(await current.count()).toBe(0);
      await page.getByTestId('profile-email').fill(newEmail);
      await current.waitFor();
      await page.getByText(say(w.account.currentPasswordHelp, lang)).waitFor();
      await page.getByTestId('profile-save').click();
      const missing = say(messages['profile.currentPasswordForEmail'], lang);
      await expectToast(page, missing);
      await expect.poll(() => page.getByText(missing, { exact: true }).count()).toBeGreaterThan(0);
      await shot(page, `profile-email-password-${lang}.png`, { fullPage: true });
      expect(await signInStatus(newEmail, password[lang])).toBe(401);

      await current.fill(password[lang]);
      await page.getByTestId('profile-save').click();
      await expectToast(page, say(w.account.saved, lang));
      // saved: the field is the stored e-mail again, so nothing more is asked
      await expect.poll(() => current.count()).toBe(0);
      expect(await signInStatus(newEmail, password[lang])).toBe(200);
      expect(await signInStatus(LAWYER[lang], password[lang])).toBe(401);
      // back to the demo address, for the suite's other steps
      const me = await login(server.url, newEmail, password[lang], 'employee');
      const profile = (await me.client.get('/api/profile')).body;
      const back = await me.client.put('/api/profile', { fullNameEn: profile.fullNameEn, fullNameAr: profile.fullNameAr, email: LAWYER[lang], phone: profile.phone, currentPassword: password[lang] });
      expect(back.status, back.text).toBe(200);
    }));

  it("an admin stops the lawyer's calendar link from the employees list: the old link no longer answers", async ({ onTestFailed }) => {
    const lawyer = await login(server.url, LAWYER[lang], password[lang], 'employee');
    const old = (await lawyer.client.get('/api/calendar/feed')).body.url as string;
    expect((await fetch(server.url + old)).status).toBe(200);
    const { context, page } = await signedInPage(browser, server.url, lang, { username: server.adminUsername, password: server.adminPassword, admin: true }, VIEWPORT);
    onTestFailed(async () => void (await shot(page, `failed-stop-calendar-link-${lang}.png`, { fullPage: true }).catch(() => undefined)));
    try {
      await page.goto('/management/employees');
      // the list shows the lawyer by name, in the page's language
      const row = page.getByRole('row').filter({ hasText: lang === 'ar' ? lawyer.user.fullNameAr : lawyer.user.fullNameEn });
      await row.getByRole('button', { name: say(componentWording.stopCalendarLink, lang) }).click();
      await page.getByText(say(componentWording.stopCalendarLinkConfirm, lang)).waitFor();
      await shot(page, `stop-calendar-link-${lang}.png`);
      await page.getByTestId('stop-calendar-link-confirm').click();
      await expectToast(page, say(messages['profile.feedRotatedFor'], lang));
    } finally {
      await context.close();
    }
    expect((await fetch(server.url + old)).status).toBe(404);
    const fresh = (await lawyer.client.get('/api/calendar/feed')).body.url as string;
    expect(fresh).not.toBe(old);
    expect((await fetch(server.url + fresh)).status).toBe(200);
  });

  it('changes the console\'s language, the whole frame follows, and the server keeps the choice', ({ onTestFailed }) =>
    asLawyer(lang, `profile-language-${lang}`, onTestFailed, async (page) => {
      const to = other(lang);
      await openProfile(page, lang);
      await page.getByTestId('preferences-language').click();
      await page.getByRole('option', { name: say(to === 'ar' ? w.preferences.arabic : w.preferences.english, lang) }).click();
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      await page.getByTestId('preferences-save').click();
      // the notice comes in the language just chosen
      await expectToast(page, say(w.preferences.saved, to));
      await page.waitForFunction((d) => document.documentElement.dir === d, to === 'ar' ? 'rtl' : 'ltr');
      await page.getByRole('heading', { name: say(w.password.title, to) }).waitFor();
      // the whole frame follows, the sidebar too
      await page.getByRole('link', { name: say(ui.menu.dashboard, to) }).first().waitFor();
      await shot(page, `profile-language-changed-from-${lang}.png`, { fullPage: true });
      // the choice is the user's: the server has it for the e-mails
      const saved = await login(server.url, LAWYER[lang], password[lang], 'employee');
      expect((await saved.client.get('/api/profile/preferences')).body).toMatchObject({ language: to, hijri: lang === 'en' });
    }));
});
