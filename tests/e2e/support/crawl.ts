import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, type ExpectStatic } from 'vitest';
import { watchRequests } from './navigate.js';
import { minutesRoutePatterns } from '../../../console/src/lawyer/minutes/paths.js';
import { api, login, root } from '../../support/server.js';
import { daysAgo } from '../../support/billing.js';
import type { Account } from './session.js';

/**
 * Waits on a page as the crawls do: `quiet` until its requests are answered, `drawn` until nothing
 * is loading and no spinner or placeholder is left in it (and what their end asked for answered).
 * A test run concurrently with others passes its own `expect` (its context's): the global one
 * polls for whichever test the runner last started.
 */
export function pageWaits(page: Page, poll: ExpectStatic['poll'] = expect.poll): { quiet: () => Promise<void>; drawn: () => Promise<void> } {
  const quiet = watchRequests(page);
  const drawn = async () => {
    await quiet();
    await poll(() => page.locator('main .MuiCircularProgress-root, main .MuiLinearProgress-root, main .MuiSkeleton-root').count()).toBe(0);
    await quiet();
  };
  return { quiet: () => quiet(), drawn };
}

/** the in-app pages the page links to */
export const linksOf = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('a[href]')]
      .map((a) => new URL((a as HTMLAnchorElement).href, location.href))
      .filter((u) => u.origin === location.origin && !u.pathname.startsWith('/api') && u.pathname !== '/login')
      .map((u) => u.pathname + u.search),
  );

/** a route as a pattern: one page per kind of page (every case's page is the same page) */
export const routeOf = (path: string) => path.replace(/\?.*$/, '').replace(/\/\d+(?=\/|$)/g, '/:id');

/**
 * The console's routes with a record in them (a case, a file, a hearing's minutes), as its sources
 * declare them, each filled with a record of the seeded firm the lawyer may open: the pages no
 * link reaches (a list's row opens its record by a click). With the administrator's token, an
 * invoice's page too: the seed bills nothing, so the lawyer's time of yesterday on one of her
 * clients' cases is drafted into one.
 */
export async function recordPages(base: string, lawyer: Account, adminToken?: string): Promise<{ paths: string[]; ids: Record<string, unknown> }> {
  const sources = ['console/src/App.tsx', 'console/src/lawyer/cases/routes.tsx'].map((f) => readFileSync(join(root, f), 'utf8'));
  const patterns = [...new Set([...sources.flatMap((src) => [...src.matchAll(/path="([^"]+)"/g)].map((m) => m[1])), ...Object.values(minutesRoutePatterns)])].filter((r) => r.includes(':'));
  const session = await login(base, lawyer.username, lawyer.password, 'employee');
  const far = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const hearings = (await session.client.get(`/api/lawyer/calendar?from=${far(-3650)}&to=${far(3650)}`)).body.allHearings as { id: number; caseId: number; isMine: boolean; minutesId: number | null }[];
  const held = hearings.find((h) => h.isMine && h.minutesId) ?? hearings.find((h) => h.isMine)!;
  const fileId = (await api(base, session.token).get('/api/lawyer/files')).body[0]?.id;
  const ids: Record<string, unknown> = { caseId: held.caseId, hearingId: held.id, minutesId: held.minutesId, fileId };
  const paths = patterns
    .map((r) => r.replace(/:(\w+)/g, (_, name: string) => String(name === 'id' ? (/file/.test(r) ? ids.fileId : ids.caseId) : ids[name])))
    .filter((path) => !/undefined|null/.test(path));
  if (adminToken) paths.push(await invoicePage(base, session.client, lawyer, adminToken));
  return { paths, ids };
}

/** a draft invoice's page: an hour of the lawyer's time on a case of hers with a client, drafted by the administrator */
async function invoicePage(base: string, lawyer: ReturnType<typeof api>, account: Account, adminToken: string): Promise<string> {
  const cases = (await lawyer.get('/api/lawyer/cases')).body as { id: number; plaintiffs?: { clientId?: number | null }[] }[];
  const theCase = cases.find((c) => (c.plaintiffs ?? []).some((p) => typeof p.clientId === 'number'));
  const clientId = theCase?.plaintiffs?.find((p) => typeof p.clientId === 'number')?.clientId;
  const day = daysAgo(1);
  const entry = await lawyer.post('/api/billing/time-entries', { caseId: theCase?.id, date: day, minutes: 60, activity: 'research', description: 'Research for the accessibility crawl', billable: true, rate: '800' });
  const draft = await api(base, adminToken).post('/api/billing/invoices', { clientId, caseId: theCase?.id, from: day, to: day });
  if (draft.status !== 201) throw new Error(`an invoice for ${account.username}'s time: ${entry.status} ${entry.text} / ${draft.status} ${draft.text}`);
  return `/management/invoices/${draft.body.id}/show`;
}

/** each tab of the page (a case's hearings, tasks, documents, history ...) and each view (the calendar's month, week, day, agenda) */
export const TABS = 'main [role="tab"], main .fc-toolbar button[aria-pressed]';

/**
 * Clicks each tab of the page not already selected, in order, calling `seen` with each one's name
 * once it is drawn (the page is left on its last tab).
 */
export async function eachTab(page: Page, drawn: () => Promise<void>, seen: (name: string) => Promise<void>) {
  const tabs = page.locator(TABS);
  for (let i = 0; i < (await tabs.count()); i++) {
    const tab = tabs.nth(i);
    const state = await tab.evaluate((el) => ({ on: el.getAttribute('aria-selected') === 'true' || el.getAttribute('aria-pressed') === 'true', off: (el as HTMLButtonElement).disabled || el.getClientRects().length === 0, name: (el.textContent ?? '').trim() || el.getAttribute('title') || '' }), undefined, { timeout: 2_000 }).catch(() => null);
    if (!state || state.on || state.off) continue;
    await tab.click();
    await drawn();
    await seen(state.name);
  }
}
