import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { messages } from '@lawfirm/contracts';
import { profileWording as w } from '../../console/src/profile/wording.js';
import { expectToast, forgetSignIns, launchBrowser, openPage, say, shot, signIn, signedInPage, type Lang } from './support.js';
import { api, startServer, type RunningServer } from '../support/server.js';

/**
 * The super admin's own account in the browser: the bootstrap admin (admin@localhost) is asked for
 * a real e-mail and refused without one, saves it, changes the password and signs in with it, in
 * English, then in Arabic, where Arabic-Indic digits are chosen. Screenshots in .tmp/screenshots.
 * The steps build on each other (the e-mail saved in English is the Arabic page's; each language
 * changes the password): the tests run in order on one server.
 */
const PASSWORDS = { en: 'Sandstone-Harbour-77', ar: 'Palm-Courtyard-88' };
const VIEWPORT = { width: 1366, height: 900 };

let server: RunningServer;
let browser: Browser;
let password: string;

beforeAll(async () => {
  server = await startServer({ console: true });
  password = server.adminPassword;
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const signInStatus = async (pw: string) => (await api(server.url).post('/api/auth/login', { username: server.adminUsername, password: pw, loginType: 'user' })).status;

/** Runs `steps` on the super admin's profile page, signed in with the current password. */
async function onProfile(lang: Lang, name: string, steps: (page: Page) => Promise<void>, onTestFailed: (fn: () => Promise<void>) => void) {
  const { context, page } = await signedInPage(browser, server.url, lang, { username: server.adminUsername, password, admin: true }, VIEWPORT);
  onTestFailed(async () => void (await shot(page, `failed-${name}.png`, { fullPage: true })));
  try {
    await page.getByTestId('profile-link').click();
    await page.waitForURL('**/profile');
    await page.getByTestId('profile-page').waitFor();
    await steps(page);
  } finally {
    await context.close();
  }
}

async function changePassword(page: Page, lang: Lang) {
  await page.getByTestId('password-currentPassword').fill(password);
  await page.getByTestId('password-newPassword').fill(PASSWORDS[lang]);
  await page.getByTestId('password-confirm').fill(PASSWORDS[lang]);
  await page.getByTestId('password-save').click();
  await expectToast(page, say(w.password.changed, lang));
  expect(await signInStatus(password)).toBe(401);
  password = PASSWORDS[lang];
  forgetSignIns();
}

/** The login page takes the new password. */
async function signsInWithIt(lang: Lang) {
  const { context, page } = await openPage(browser, server.url, { viewport: VIEWPORT });
  try {
    await signIn(page, lang, { username: server.adminUsername, password, admin: true });
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  } finally {
    await context.close();
  }
}

describe('the super admin\'s own account', () => {
  it('is asked for a real e-mail, refused without one, and saves it (en)', ({ onTestFailed }) =>
    onProfile('en', 'profile-admin-email-en', async (page) => {
      // admin@localhost is no address: the field is empty, says why, and saving without one is refused on the field
      await page.getByText(say(w.account.emailNeeded, 'en')).waitFor();
      expect(await page.getByTestId('profile-email').inputValue()).toBe('');
      await shot(page, 'profile-admin-email-needed-en.png', { fullPage: true });
      await page.getByTestId('profile-save').click();
      await expectToast(page, say(messages['validation.invalidEmail'], 'en'));
      await page.getByTestId('profile-email').fill('director@alnoor-law.ae');
      await page.getByTestId('profile-save').click();
      await expectToast(page, say(w.account.saved, 'en'));
      await expect.poll(() => page.getByText(say(w.account.emailNeeded, 'en')).count()).toBe(0);
    }, onTestFailed));

  it('changes the password and signs in with it (en)', async ({ onTestFailed }) => {
    await onProfile('en', 'profile-admin-password-en', (page) => changePassword(page, 'en'), onTestFailed);
    await signsInWithIt('en');
  });

  it('keeps the saved e-mail and chooses Arabic-Indic digits (ar)', ({ onTestFailed }) =>
    onProfile('ar', 'profile-admin-digits-ar', async (page) => {
      await expect.poll(() => page.getByTestId('profile-email').inputValue()).toBe('director@alnoor-law.ae');
      // Arabic-Indic digits: the example court date turns to them, with its Hijri day
      await page.getByRole('radio', { name: say(w.preferences.arab, 'ar') }).check();
      await page.getByTestId('preferences-save').click();
      await expectToast(page, say(w.preferences.saved, 'ar'));
      await expect.poll(async () => /[\u0660-\u0669]{4}/.test(await page.locator('.court-date').first().innerText())).toBe(true);
      expect(await page.locator('.court-date').first().innerText()).not.toMatch(/[0-9]/);
      await shot(page, 'profile-admin-digits-ar.png', { fullPage: true });
    }, onTestFailed));

  it('changes the password and signs in with it (ar)', async ({ onTestFailed }) => {
    await onProfile('ar', 'profile-admin-password-ar', (page) => changePassword(page, 'ar'), onTestFailed);
    await signsInWithIt('ar');
  });
});
