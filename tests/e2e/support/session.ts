import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ui } from '../../../console/src/i18n/ui.js';
import { openPage } from './browser.js';
import { say, type Lang } from './wording.js';

export interface Account {
  username: string;
  password: string;
  /** an administrator (login type Admin / Manager) rather than an employee */
  admin?: boolean;
}

/**
 * Signs in from the login page in the language and waits for the portal's dashboard. `open`
 * loads the login page (a suite may wait for it its own way).
 */
export async function signIn(page: Page, lang: Lang, account: Account, open: (p: Page) => Promise<unknown> = (p) => p.goto('/login')) {
  await open(page);
  if (lang === 'ar') {
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  }
  if (account.admin) await page.selectOption('#loginType', 'user');
  await page.fill('#username', account.username);
  await page.fill('#password', account.password);
  await page.getByRole('button', { name: say(ui.login.submit, lang), exact: true }).click();
  await page.waitForURL(account.admin ? '**/dashboard' : '**/lawyer/dashboard');
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const signedInStates = new Map<string, Promise<StorageState>>();

/**
 * A fresh page already signed in: the first call of a suite for an account and language signs in
 * through the login page, later ones reuse that browser storage (token, user, language), so each
 * test has its own context and no page is shared between tests. The page opens at `path` (the
 * account's dashboard when none is given): a test that works elsewhere loads the console once, at
 * its own page, rather than the dashboard and then its page.
 */
export async function signedInPage(browser: Browser, base: string, lang: Lang, account: Account, viewport?: { width: number; height: number }, path?: string): Promise<{ context: BrowserContext; page: Page }> {
  const key = `${base} ${lang} ${account.admin ? 'user' : 'employee'} ${account.username}`;
  if (!signedInStates.has(key)) {
    signedInStates.set(key, (async () => {
      const { context, page } = await openPage(browser, base, { viewport });
      try {
        await signIn(page, lang, account);
        return await context.storageState();
      } finally {
        await context.close();
      }
    })());
  }
  const storageState = await signedInStates.get(key)!;
  const opened = await openPage(browser, base, { viewport, storageState });
  await opened.page.goto(path ?? (account.admin ? '/dashboard' : '/lawyer/dashboard'));
  return opened;
}

/** The page's signed-in user's token as a header, for a test's own calls to the API (`page.request`). */
export const bearer = async (page: Page) => ({ authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` });

/** Forget the suite's stored sign-ins (a password changed, a session ended by the test). */
export const forgetSignIns = () => signedInStates.clear();
