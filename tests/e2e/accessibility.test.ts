import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import axe from 'axe-core';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { DESKTOP, LANGS, openPage, raWording, say, shot, signedInPage, type Account, type Lang } from './support.js';
import { eachTab, linksOf, pageWaits, recordPages, routeOf } from './support/crawl.js';
import { goInApp } from './support/navigate.js';
import { seededPortal, superAdmin } from './support/suite.js';
import { ui } from '../../console/src/i18n/ui.js';
import { clientI18n } from '../../console/src/resources/clients/i18n.js';
import { casesWording } from '../../console/src/lawyer/cases/i18n.js';

/**
 * WCAG 2.1 A and AA as axe-core checks them, on every page of both portals (and the login page),
 * in English and in Arabic, at 1440 and at 390 px, on the seeded demo firm: the pages are found as
 * reader-language.test.ts finds them (the dashboard, every in-app link, the routes with a record
 * in them, every tab and calendar view), each checked at both widths by resizing the one page.
 * A violation fails the suite unless KNOWN lists its rule on that page (docs/accessibility.md).
 */
const portal = seededPortal();
const FATIMA: Account = { username: 'fatima.zaabi@alnoor-law.ae', password: DEMO_EMPLOYEE_PASSWORD };
const PHONE = { width: 390, height: 844 };
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * What is known not to conform yet, as docs/accessibility.md lists it: a rule on a route (in one
 * language, or both when none is given; at either width), and why. The suite fails on any other
 * violation, and on an entry here that no longer happens. Empty: every page passes.
 */
const KNOWN: { rule: string; route: string; lang?: Lang; why: string }[] = [];

interface Found {
  rule: string;
  where: string;
  targets: string[];
  help: string;
}

/** axe-core's WCAG 2.1 A/AA rules on the page as it is (axe is injected once per loaded document) */
async function audit(page: Page): Promise<{ rule: string; help: string; targets: string[] }[]> {
  // transitions ended (a tooltip or a dialog fading in is measured as it will stay, not half drawn)
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const result = await page.evaluate(
    (tags) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    TAGS,
  );
  // each element by its selector, its start tag and, for a contrast, the colours and ratio found
  const element = (n: axe.NodeResult) => {
    const data = n.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
    const colours = data?.contrastRatio ? ` ${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}` : '';
    return `${n.target.join(' ')} ${n.html.slice(0, 140)}${colours}`;
  };
  return result.violations.map((v) => ({ rule: v.id, help: v.help, targets: v.nodes.map(element) }));
}

const known = (rule: string, route: string, lang: Lang) => KNOWN.find((k) => k.rule === rule && k.route === route && (!k.lang || k.lang === lang));
/** the known violations of these routes in this language that did not happen: fixed, they leave KNOWN and the statement */
const fixed = (met: Set<(typeof KNOWN)[number]>, lang: Lang, mine: (route: string) => boolean) =>
  KNOWN.filter((k) => mine(k.route) && (!k.lang || k.lang === lang) && !met.has(k)).map((k) => `${k.rule} on ${k.route} is fixed: take it out of KNOWN and docs/accessibility.md`);
const shotName = (name: string) => `accessibility-${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.png`;

/** a form sent empty, its errors shown: where it is (a route), and how it is opened and sent */
interface FormWithErrors {
  name: string;
  route: string;
  send: (page: Page, lang: Lang) => Promise<void>;
}

/** a dialog no link opens: where it is, and how (it is closed again with Escape) */
interface Dialog {
  name: string;
  route: string;
  open: (page: Page) => Promise<void>;
}
const bell: Dialog = { name: 'the notifications', route: 'home', open: (page) => page.getByTestId('notification-bell').click() };

interface Portal {
  name: string;
  account: () => Account;
  home: string;
  mine: (path: string) => boolean;
  dialogs: Dialog[];
  forms: FormWithErrors[];
}
const PORTALS: Portal[] = [
  {
    name: 'admin', account: () => superAdmin(portal.server), home: '/dashboard', mine: (p) => !p.startsWith('/lawyer'),
    dialogs: [bell],
    forms: [
      {
        // a resource's dialog (every list's add and edit use the same one)
        name: 'the new client dialog', route: '/management/clients',
        send: async (page, lang) => {
          await page.getByRole('button', { name: say(clientI18n.add, lang) }).click();
          await page.getByRole('dialog').getByRole('button', { name: say(raWording('ra.action.save'), lang) }).click();
        },
      },
    ],
  },
  {
    name: 'lawyer', account: () => FATIMA, home: '/lawyer/dashboard', mine: (p) => p.startsWith('/lawyer') || p === '/management/clients',
    dialogs: [bell, { name: "a calendar event's details", route: '/lawyer/calendar', open: (page) => page.locator('a.fc-event').first().click() }],
    forms: [
      {
        name: 'the new case wizard', route: '/lawyer/create-case',
        send: (page, lang) => page.getByRole('button', { name: say(casesWording.wizard.continue, lang) }).click(),
      },
    ],
  },
];
const MAX_PAGES = 60;

/** what a scan found: each violation not known, and the known ones it met */
function collector(lang: Lang) {
  const found: Found[] = [];
  const met = new Set<(typeof KNOWN)[number]>();
  return {
    found,
    met,
    async check(page: Page, route: string, where: string) {
      const width = page.viewportSize()?.width;
      let any = false;
      for (const v of await audit(page)) {
        const k = known(v.rule, route, lang);
        if (k) met.add(k);
        else {
          found.push({ rule: v.rule, help: v.help, where: `${where} (${lang}, ${width} px)`, targets: v.targets });
          any = true;
        }
      }
      if (any) await shot(page, shotName(`${lang}-${width}-${where}`));
    },
  };
}

const report = (found: Found[]) => found.map((f) => `${f.rule} on ${f.where}: ${f.help}\n    ${f.targets.slice(0, 8).join('\n    ')}${f.targets.length > 8 ? `\n    ... ${f.targets.length - 8} more` : ''}`);

describe('WCAG 2.1 AA (axe-core)', () => {
  it.each(LANGS)('the login page in %s, with its errors shown, at 1440 and 390 px', async (lang) => {
    const { context, page } = await openPage(portal.browser, portal.server.url, { viewport: PHONE });
    const { found, met, check } = collector(lang);
    await page.goto('/login');
    if (lang === 'ar') {
      await page.getByRole('button', { name: 'العربية' }).click();
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    }
    await page.locator('#username').waitFor();
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await check(page, '/login', '/login');
    }
    // submitted empty: the fields' errors shown
    await page.getByRole('button', { name: say(ui.login.submit, lang), exact: true }).click();
    await page.locator('[aria-invalid="true"], .Mui-error').first().waitFor();
    await check(page, '/login', '/login [errors]');
    await context.close();
    if (found.length) console.log(report(found).join('\n'));
    expect(report(found)).toEqual([]);
    expect(fixed(met, lang, (route) => route === '/login')).toEqual([]);
  });

  describe.each(PORTALS.flatMap((p) => LANGS.map((lang) => [p.name, lang] as const)))('the %s portal in %s', (name, lang) => {
    const p = PORTALS.find((x) => x.name === name)!;
    it('has no violation on any page, tab, dialog or form with its errors, at 1440 or 390 px', async () => {
      const started = Date.now();
      const { context, page } = await signedInPage(portal.browser, portal.server.url, lang, p.account());
      const { drawn } = pageWaits(page);
      await page.waitForURL(`**${p.home}`);
      await page.locator(`a[href="${p.home}"]`).first().waitFor();
      await drawn();
      const { found, met, check } = collector(lang);
      const records = await recordPages(portal.server.url, FATIMA);
      const queue: string[] = [p.home, ...records.paths.filter((path) => p.mine(path))];
      const seen = new Set(queue.map(routeOf));
      const visited: string[] = [];
      while (queue.length && visited.length < MAX_PAGES) {
        const path = queue.shift()!;
        const route = routeOf(path);
        if (visited.length) {
          await goInApp(page, path);
          await drawn();
        }
        visited.push(path);
        // the phone's width first, then the desktop's, where the sidebar's links are read
        for (const viewport of [PHONE, DESKTOP]) {
          await page.setViewportSize(viewport);
          await drawn();
          await check(page, route, route);
          await eachTab(page, drawn, (name) => check(page, route, `${route} [${name}]`));
        }
        for (const link of await linksOf(page)) {
          const next = routeOf(link);
          if (!p.mine(next) || seen.has(next)) continue;
          seen.add(next);
          queue.push(link);
        }
      }
      // the search box (Ctrl+K) with results
      await goInApp(page, p.home);
      await drawn();
      await page.keyboard.press('Control+k');
      await page.getByTestId('global-search-input').fill(lang === 'en' ? 'Emirates Trading' : 'الإمارات للتجارة');
      await expect.poll(() => page.getByTestId('global-search-hit').count()).toBeGreaterThan(2);
      await drawn();
      await check(page, 'search', 'the search dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      // the dialogs no link opens (at the desktop's width)
      for (const dialog of p.dialogs) {
        const route = dialog.route === 'home' ? p.home : dialog.route;
        await goInApp(page, route);
        await drawn();
        await dialog.open(page);
        await page.getByRole('dialog').waitFor();
        await drawn();
        await check(page, route, dialog.name);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
      // forms sent empty, their errors shown (at the desktop's width)
      for (const form of p.forms) {
        await goInApp(page, form.route);
        await drawn();
        await form.send(page, lang);
        await page.locator('[aria-invalid="true"]').first().waitFor();
        await drawn();
        await check(page, form.route, `${form.name} with its errors`);
      }
      await context.close();
      console.log(`[accessibility ${p.name} ${lang}] ${visited.length} pages in ${Math.round((Date.now() - started) / 1000)} s: ${visited.map(routeOf).join(' ')}`);
      if (found.length) console.log(`[accessibility ${p.name} ${lang}] ${found.length} violations:\n${report(found).join('\n')}`);
      expect(visited.length).toBeGreaterThan(5);
      expect(report(found)).toEqual([]);
      expect(fixed(met, lang, p.mine)).toEqual([]);
    }, 900_000);
  });
});
