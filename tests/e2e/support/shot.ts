import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { root } from '../../support/server.js';

/** Where the suites' screenshots go, to be looked at (they are not compared). */
export const screenshots = join(root, '.tmp', 'screenshots');

export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: join(screenshots, name), animations: 'disabled', fullPage: options.fullPage ?? false });
}

/** A screenshot of one part of the page (a dialog, a card): what a dialog's backdrop leaves out. */
export async function shotOf(part: Locator, name: string) {
  mkdirSync(screenshots, { recursive: true });
  await part.screenshot({ path: join(screenshots, name), animations: 'disabled' });
}
