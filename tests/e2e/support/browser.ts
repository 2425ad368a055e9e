import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { notePosition } from '../../support/server.js';

/** Debian's chromium, headless, as CI installs it. */
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

/**
 * The firm's staff browse in the firm's time zone: the browser runs in Asia/Dubai whatever the
 * machine's zone, so "today" on a page is the server's today also between 20:00 and 24:00 UTC.
 */
export const launchBrowser = (extraFlags: string[] = []): Promise<Browser> =>
  chromium.launch({ executablePath: '/usr/bin/chromium', args: [...FLAGS, ...extraFlags], env: { ...process.env, TZ: 'Asia/Dubai' } });

export const DESKTOP = { width: 1440, height: 900 };

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

/**
 * The browser asks for reduced motion, which the console honours (no transitions): a menu's
 * option or a dialog's button is clicked where it stays, not while it grows into place, where a
 * slow machine could press on one spot and release on another and the click never happens.
 */
export const REDUCED_MOTION = { reducedMotion: 'reduce' } as const;

/** A fresh context and page on the portal (no state shared with other tests). */
export async function openPage(browser: Browser, base: string, options: { viewport?: { width: number; height: number }; storageState?: Awaited<ReturnType<BrowserContext['storageState']>> } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...REDUCED_MOTION, baseURL: base, viewport: options.viewport ?? DESKTOP, storageState: options.storageState });
  shareBrowserWrites(context, base);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  return { context, page };
}
