import type { Page, Request } from 'playwright-core';
import { UI_TIMEOUT } from './timeouts.js';

/**
 * Moves the console to `path` (with its query) the way its own router moves: no page load, so the
 * bundle is not fetched and run again and the signed-in state stays. The console's data router
 * (createBrowserRouter) follows the history's popstate; the entry carries the next index, as the
 * router's own entries do, so a later Back is one step back for it too (and a form's unsaved-changes
 * question, useBlocker, knows which way the user went).
 */
export async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** react-admin's signs of work in progress: the app bar's loading indicator, a page's Loading screen */
const LOADING = '.app-loader, .RaLoading-root';

/**
 * Watches a page's requests from now on; the function it returns waits until the page is quiet:
 * no request in flight (data, lazily loaded code, images) and no react-admin loading sign, for
 * `quietMs` from the call and from the last request, and still nothing new started once the page
 * has drawn two more frames and run what it had queued (a render, its effects). Playwright's
 * waitForLoadState('networkidle') cannot tell after an in-app navigation (goInApp, a link): the
 * document reached its load states once, when it loaded, and the wait returns at once. Fails naming
 * what is still loading after `timeout`.
 */
export function watchRequests(page: Page): (quietMs?: number, timeout?: number) => Promise<void> {
  const open = new Set<Request>();
  let lastEvent = Date.now();
  page.on('request', (request) => {
    open.add(request);
    lastEvent = Date.now();
  });
  const done = (request: Request) => {
    open.delete(request);
    lastEvent = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const busy = async () => open.size > 0 || (await page.locator(LOADING).count()) > 0;
  return async (quietMs = 150, timeout = UI_TIMEOUT) => {
    const deadline = Date.now() + timeout;
    let since = Date.now();
    for (;;) {
      if (await busy()) since = Date.now();
      else if (Date.now() - Math.max(since, lastEvent) >= quietMs) {
        const seen = lastEvent;
        // two frames and a task later: what the page had queued (a render, its effects) has run
        await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
        if (lastEvent === seen && !(await busy())) return;
        since = Date.now();
      }
      if (Date.now() > deadline) throw new Error(`the page kept loading for ${timeout} ms: ${[...open].map((r) => r.url()).join(', ') || 'a loading indicator is shown'}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}
