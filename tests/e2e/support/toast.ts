import type { Page } from 'playwright-core';
import { UI_TIMEOUT } from './timeouts.js';

/** A toast (react-admin's notification) reading exactly `text` (or matching it). */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.MuiSnackbar-root').getByText(text, typeof text === 'string' ? { exact: true } : undefined);

/** Waits for a toast reading `text`; fails naming it when none comes. */
export async function expectToast(page: Page, text: string | RegExp) {
  await toast(page, text).waitFor({ timeout: UI_TIMEOUT });
}

/** Closes the toast shown (by its own close control, or Escape when it has none) and waits for it to go. */
export async function dismissToast(page: Page) {
  const snackbar = page.locator('.MuiSnackbar-root');
  if (!(await snackbar.count())) return;
  await page.keyboard.press('Escape');
  await snackbar.first().waitFor({ state: 'detached', timeout: UI_TIMEOUT });
}
