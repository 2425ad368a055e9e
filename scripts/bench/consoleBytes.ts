import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../tests/e2e/support/browser.js';
import type { BenchRow } from './stats.js';

/** One script or style sheet as chromium fetched it. */
export interface Fetched {
  url: string;
  kind: 'script' | 'stylesheet';
  /** the body's bytes on the wire (compressed when the server compressed it) */
  wireBytes: number;
  contentEncoding: string | null;
}

export interface FirstLoad {
  fetched: Fetched[];
  /** script and style bytes on the wire */
  wireBytes: number;
  /** where the page ended (a lost session would end on /login) */
  finalPath: string;
  /** the API calls the page made, with when each started and ended (ms since the load began) */
  api: { path: string; start: number; end: number }[];
}

/**
 * Every script and style sheet a cold load of `path` fetches (empty cache, compression allowed as
 * chromium always allows it), counted once the page is idle: the lazy chunks a screen needs to
 * show are fetched by then. `signedIn` is the session the console keeps in localStorage.
 */
export async function firstLoad(browser: Browser, baseURL: string, path: string, signedIn?: { token: string; user: unknown }, ready?: (page: Page) => Promise<unknown>): Promise<FirstLoad> {
  const context = await browser.newContext({ baseURL });
  try {
    if (signedIn)
      await context.addInitScript(([token, user]) => {
        if (!localStorage.getItem('token')) {
          localStorage.setItem('token', token);
          localStorage.setItem('user', user);
        }
      }, [signedIn.token, JSON.stringify(signedIn.user)] as const);
    const page = await context.newPage();
    const pending: Promise<Fetched | null>[] = [];
    const began = performance.now();
    const started = new Map<object, number>();
    const api: FirstLoad['api'] = [];
    page.on('request', (request) => started.set(request, performance.now() - began));
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) api.push({ path: url.pathname + url.search, start: started.get(request) ?? 0, end: performance.now() - began });
    });
    page.on('requestfinished', (request) => {
      const kind = request.resourceType();
      if (kind !== 'script' && kind !== 'stylesheet') return;
      const fetched: Fetched['kind'] = kind;
      pending.push(
        (async () => {
          const response = await request.response();
          if (!response) return null;
          const sizes = await request.sizes();
          return { url: request.url(), kind: fetched, wireBytes: sizes.responseBodySize, contentEncoding: (await response.headerValue('content-encoding')) ?? null };
        })()
          // a file that finishes after the count, as the page is closed, is not counted (nor a crash)
          .catch(() => null),
      );
    });
    await page.goto(path);
    await ready?.(page);
    await page.waitForLoadState('networkidle');
    const fetched = (await Promise.all(pending)).filter((f): f is Fetched => f !== null);
    return { fetched, wireBytes: fetched.reduce((sum, f) => sum + f.wireBytes, 0), finalPath: new URL(page.url()).pathname, api: api.sort((a, b) => a.start - b.start) };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(0);

/** The bench's rows: bytes on the wire for /login and the signed-in dashboards, beside their goals. */
export async function benchConsoleBytes(baseURL: string, sessions: { token: string; user: unknown; home: string }[]): Promise<BenchRow[]> {
  const browser = await launchBrowser();
  const row = (what: string, load: FirstLoad, goalKb: number): BenchRow => [
    `console first load, script + style KB on the wire: ${what}`,
    kb(load.wireBytes),
    `goal ${goalKb} KB; ${load.fetched.length} files`,
    (load.wireBytes / (goalKb * 1024)).toFixed(2),
  ];
  try {
    const rows = [row('/login', await firstLoad(browser, baseURL, '/login', undefined, (page) => page.locator('#username').waitFor()), 200)];
    for (const session of sessions)
      rows.push(row(`${session.home} (signed in)`, await firstLoad(browser, baseURL, session.home, session, (page) => page.waitForURL(`**${session.home}`)), 400));
    return rows;
  } finally {
    await browser.close();
  }
}
