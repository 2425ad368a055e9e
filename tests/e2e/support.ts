import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { notePosition } from '../support/server.js';

/**
 * What the browser suites share: Debian's chromium, headless, and the ways they find things on
 * the console's screens and sign in.
 */
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

/**
 * The firm's staff browse in the firm's time zone: the browser runs in Asia/Dubai whatever the
 * machine's zone, so "today" on a page is the server's today also between 20:00 and 24:00 UTC.
 */
export const launchBrowser = (extraFlags: string[] = []): Promise<Browser> =>
  chromium.launch({ executablePath: '/usr/bin/chromium', args: [...FLAGS, ...extraFlags], env: { ...process.env, TZ: 'Asia/Dubai' } });

export const escapeText = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A toast (react-admin's notification) reading exactly `text`. */
export const toast = (page: Page, text: string) => page.locator('.MuiSnackbar-root').getByText(text, { exact: true });
/** An input by its whole label (required ones end with an asterisk). */
export const input = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${escapeText(label)}\\s*\\*?$`));
/** A react-admin select by its label (its accessible name also holds the chosen value). */
export const select = (scope: Page | Locator, label: string) => scope.getByRole('combobox', { name: new RegExp(`^${escapeText(label)}`) });

/** A date picker (MUI X) by its label: a group of parts (day, month, year ...), not one input. */
export const datePicker = (scope: Page | Locator, label: string) => scope.getByRole('group', { name: new RegExp(`^${escapeText(label)}`) });

/** a date picker's parts by the names it announces them with (MUI X's English, our Arabic) */
const PARTS: Record<string, 'year' | 'month' | 'day' | 'hours' | 'minutes' | 'seconds' | 'meridiem'> = {
  Year: 'year', Month: 'month', Day: 'day', Hours: 'hours', Minutes: 'minutes', Seconds: 'seconds', Meridiem: 'meridiem',
  'السنة': 'year', 'الشهر': 'month', 'اليوم': 'day', 'الساعات': 'hours', 'الدقائق': 'minutes', 'الثواني': 'seconds', 'ص/م': 'meridiem',
};

/**
 * Types a day (`2026-03-09`) or a moment (`2026-12-20T10:30`, with `:15` for the seconds) into a
 * date picker, replacing what it held, part by part in the order the picker shows them (month
 * first in English, day first in Arabic, and in Arabic a moment's time before its day).
 */
export async function typeDate(picker: Locator, value: string, lang: 'en' | 'ar') {
  const [day, time = '00:00'] = value.split('T');
  const [year, month, date] = day.split('-');
  const [hh, minutes, seconds = '00'] = time.split(':');
  const h = Number(hh);
  const typed = {
    year, month, day: date, minutes, seconds,
    hours: String(h % 12 || 12).padStart(2, '0'),
    meridiem: h < 12 ? (lang === 'ar' ? 'ص' : 'A') : lang === 'ar' ? 'م' : 'P',
  };
  const parts = picker.locator('[role=spinbutton]');
  // the picker's code loads on first use (a disabled field of the same label stands in meanwhile)
  await parts.first().waitFor();
  const names = await parts.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  const keys = names.map((name) => {
    if (!PARTS[name]) throw new Error(`a date picker part named ${name}`);
    return typed[PARTS[name]];
  });
  // all parts selected and cleared, the first typed key goes to the first part
  await parts.first().click();
  await picker.page().keyboard.press('ControlOrMeta+a');
  await picker.page().keyboard.press('Backspace');
  await picker.page().keyboard.type(keys.join(''));
}

/** The choices a select offers, closing it again. */
export async function optionsOf(page: Page, scope: Page | Locator, label: string): Promise<string[]> {
  await select(scope, label).click();
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  const names = (await listbox.getByRole('option').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
  await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'detached' });
  return names;
}

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
export async function signIn(page: Page, lang: 'en' | 'ar', account: Account, submitLabel: string, open: (p: Page) => Promise<unknown> = (p) => p.goto('/login')) {
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await open(page);
  if (lang === 'ar') {
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  }
  if (account.admin) await page.selectOption('#loginType', 'user');
  await page.fill('#username', account.username);
  await page.fill('#password', account.password);
  await page.getByRole('button', { name: submitLabel }).click();
  await page.waitForURL(account.admin ? '**/dashboard' : '**/lawyer/dashboard');
}

/**
 * The positions the browser's commands were answered with become the test's own: a read through
 * the tests' api() client after a write made in the browser waits for it, as the console's next
 * read does (read models may be behind: READ_MODEL_LAG_MS).
 */
export function shareBrowserWrites(context: BrowserContext, base: string) {
  context.on('response', (response) => {
    const position = response.headers()['x-event-position'];
    if (position) notePosition(base, new Headers({ 'x-event-position': position }));
  });
}
