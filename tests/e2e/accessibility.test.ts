import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { DESKTOP, LANGS, escapeText, openPage, raWording, say, select, shot, signedInPage, type Account, type Lang } from './support.js';
import { eachTab, linksOf, pageWaits, recordPages, routeOf } from './support/crawl.js';
import { goInApp } from './support/navigate.js';
import { seededPortal, superAdmin } from './support/suite.js';
import { axeViolations } from './support/axe.js';
import { ui } from '../../console/src/i18n/ui.js';
import { clientI18n } from '../../console/src/resources/clients/i18n.js';
import { casesWording } from '../../console/src/lawyer/cases/i18n.js';
import { minutesWording } from '../../console/src/lawyer/minutes/i18n.js';
import { minutesRoutePatterns } from '../../console/src/lawyer/minutes/paths.js';
import { regionI18n } from '../../console/src/resources/regions/i18n.js';
import { courtI18n } from '../../console/src/resources/courts/i18n.js';
import { branchI18n } from '../../console/src/resources/branches/i18n.js';
import { employeeI18n } from '../../console/src/resources/employees/i18n.js';
import { adminI18n } from '../../console/src/resources/admins/i18n.js';
import { roleI18n } from '../../console/src/resources/roles/i18n.js';
import { invoiceWording } from '../../console/src/resources/invoices/wording.js';
import { paymentWording } from '../../console/src/resources/payments/wording.js';
import { rateWording } from '../../console/src/resources/rates/wording.js';
import type { Bilingual } from '@lawfirm/contracts';
import { unsavedWording } from '../../console/src/components/forms/unsavedWording.js';

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

/** axe-core's WCAG 2.1 A/AA rules on the page as it is (the suites' one axe run, support/axe.ts) */
const audit = (page: Page) => axeViolations(page, TAGS);

const known = (rule: string, route: string, lang: Lang) => KNOWN.find((k) => k.rule === rule && k.route === route && (!k.lang || k.lang === lang));
/** the known violations of these routes in this language that did not happen: fixed, they leave KNOWN and the statement */
const fixed = (met: Set<(typeof KNOWN)[number]>, lang: Lang, mine: (route: string) => boolean) =>
  KNOWN.filter((k) => mine(k.route) && (!k.lang || k.lang === lang) && !met.has(k)).map((k) => `${k.rule} on ${k.route} is fixed: take it out of KNOWN and docs/accessibility.md`);
const shotName = (name: string) => `accessibility-${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.png`;

/**
 * A form sent empty, its errors shown: where it is (a route; `:caseId`, `:hearingId` filled with
 * the lawyer's records), and how it is opened and sent. A form of steps checks each step on the
 * way (`check`); the last one is checked by the suite. A dialog left open is closed with Escape.
 */
interface FormWithErrors {
  name: string;
  route: string;
  send: (page: Page, lang: Lang, check: (step: string) => Promise<void>) => Promise<void>;
  /** a form with no field empty that must be filled: checked as it opens, not sent */
  complete?: true;
}

/** a list's add dialog (every list's add and edit use the same one, ResourceDialog), saved empty */
const addDialog = (name: string, route: string, add: Bilingual): FormWithErrors => ({
  name: `the new ${name} dialog`,
  route,
  send: async (page, lang) => {
    await page.getByRole('button', { name: say(add, lang) }).click();
    await page.getByRole('dialog').getByRole('button', { name: say(raWording('ra.action.save'), lang) }).click();
  },
});

/** a dialog of its own (not the lists' ResourceDialog) opened by `open` and sent empty with `send` */
const ownDialog = (name: string, route: string, open: Bilingual, send: Bilingual): FormWithErrors => ({
  name: `the ${name} dialog`,
  route,
  send: async (page, lang) => {
    await page.getByRole('button', { name: say(open, lang), exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: say(send, lang), exact: true }).click();
  },
});

/** picks a select's first choice that is not empty */
async function pickFirst(page: Page, label: string) {
  await select(page, label).click();
  const listbox = page.getByRole('listbox');
  await listbox.locator('[role="option"]:not([data-value=""])').first().click();
  await listbox.waitFor({ state: 'detached' });
}

/** the new case wizard, each step sent empty (its errors shown) and then filled enough to go on */
const caseWizard: FormWithErrors = {
  name: 'the new case wizard',
  route: '/lawyer/create-case',
  send: async (page, lang, check) => {
    const f = casesWording.fields;
    const w = (text: Bilingual) => say(text, lang);
    const next = () => page.getByRole('button', { name: w(casesWording.wizard.continue) }).click();
    const invalid = () => page.locator('[aria-invalid="true"]').first().waitFor();
    await next();
    await invalid();
    await check('step 1');
    await page.getByLabel(w(f.titleEn)).fill('Supply contract');
    await page.getByLabel(w(f.titleAr)).fill('عقد توريد');
    await pickFirst(page, w(f.caseType));
    await next();
    await select(page, w(f.emirate)).waitFor();
    await next();
    await invalid();
    await check('step 2');
    await pickFirst(page, w(f.emirate));
    await next();
    const opponents = page.locator('.ra-input-opponents');
    await opponents.getByRole('button', { name: w(casesWording.wizard.addOpponent) }).click();
    await next();
    await invalid();
    await check('step 3');
    const clients = page.locator('.ra-input-clients');
    await pickFirst(page, w(f.client));
    await clients.getByLabel(w(f.role)).fill(lang === 'en' ? 'Plaintiff' : 'مدعٍ');
    await opponents.getByLabel(w(f.fullName)).fill(lang === 'en' ? 'Northwind Traders' : 'تجار الريح الشمالية');
    await opponents.getByLabel(w(f.role)).fill(lang === 'en' ? 'Defendant' : 'مدعى عليه');
    await next();
    // step 4 has no field required empty (its priority and status start chosen): its dates shown, a year the server refuses
    await page.getByLabel(w(f.caseYear)).fill('1');
    await page.getByRole('button', { name: w(casesWording.wizard.submit), exact: true }).click();
  },
};

/** a case's tab, then its add button and the dialog's save, sent empty */
const caseDialog = (name: string, tab: Bilingual, add: Bilingual, save: Bilingual, type?: Bilingual): FormWithErrors => ({
  name,
  route: '/lawyer/cases/:caseId',
  send: async (page, lang) => {
    await page.getByRole('tab', { name: new RegExp(`^${escapeText(say(tab, lang))}`) }).click();
    await page.getByRole('button', { name: say(add, lang) }).click();
    const dialog = page.getByRole('dialog');
    if (type) await dialog.getByRole('radio', { name: say(type, lang) }).check();
    await dialog.getByRole('button', { name: say(save, lang), exact: true }).click();
  },
});

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
      addDialog('client', '/management/clients', clientI18n.add),
      addDialog('employee', '/management/employees', employeeI18n.add),
      addDialog('branch', '/settings/branches', branchI18n.add),
      addDialog('court', '/settings/courts', courtI18n.add),
      addDialog('region', '/settings/regions', regionI18n.add),
      addDialog('admin user', '/management/admins', adminI18n.add),
      addDialog('role', '/management/roles', roleI18n.add),
      ownDialog('draft invoice', '/management/invoices', invoiceWording.add, invoiceWording.draft.save),
      ownDialog('record payment', '/management/payments', paymentWording.add, paymentWording.save),
      ownDialog('set rate', '/management/rates', rateWording.add, rateWording.save),
    ],
  },
  {
    name: 'lawyer', account: () => FATIMA, home: '/lawyer/dashboard', mine: (p) => p.startsWith('/lawyer') || p === '/management/clients',
    dialogs: [bell, { name: "a calendar event's details", route: '/lawyer/calendar', open: (page) => page.locator('a.fc-event').first().click() }],
    forms: [
      caseDialog('a new hearing', casesWording.detail.tabs.hearings, casesWording.hearings.add, casesWording.hearings.save),
      caseDialog('a new meeting', casesWording.detail.tabs.appointments, casesWording.appointments.add, casesWording.appointments.save),
      caseDialog('a new task', casesWording.detail.tabs.appointments, casesWording.appointments.add, casesWording.appointments.save, casesWording.appointments.types.task),
      {
        // its fields start filled from the hearing: empty, it is saved
        name: 'the minutes', route: minutesRoutePatterns.create, complete: true,
        send: (page, lang) => page.getByRole('button', { name: say(minutesWording.form.save, lang) }).waitFor(),
      },
      // last: the wizard left filled asks before the page is left
      caseWizard,
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

  // the routes with a record in them, filled with the lawyer's records: read once, the crawls only read
  let records: Awaited<ReturnType<typeof recordPages>>;
  beforeAll(async () => {
    records = await recordPages(portal.server.url, FATIMA, portal.adminToken);
  });

  // Both portals of a language crawled side by side, each on its own page and context (a test of
  // its own, failing on its own): much of a crawl is waiting for a page to be quiet, which the
  // other crawl's work fills. One language after the other.
  describe.each(LANGS)('in %s', (lang) => {
    for (const p of PORTALS)
      it.concurrent(`the ${p.name} portal has no violation on any page, tab, dialog or form with its errors, at 1440 or 390 px`, async ({ expect }) => {
        const started = Date.now();
        const { context, page } = await signedInPage(portal.browser, portal.server.url, lang, p.account());
        const { drawn } = pageWaits(page, expect.poll);
        await page.waitForURL(`**${p.home}`);
        await page.locator(`a[href="${p.home}"]`).first().waitFor();
        await drawn();
        const { found, met, check } = collector(lang);
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
          await goInApp(page, form.route.replace(/:(caseId|hearingId)/g, (_, id: string) => String(records.ids[id])));
          await drawn();
          await form.send(page, lang, async (step) => {
            await drawn();
            await check(page, form.route, `${form.name}, ${step}, with its errors`);
          });
          if (!form.complete) await page.locator('[aria-invalid="true"]').first().waitFor().catch(async (e: Error) => {
            await shot(page, shotName(`failed-${lang}-${form.name}`));
            throw new Error(`${form.name} shows no error: ${e.message}`);
          });
          await drawn();
          await check(page, form.route, form.complete ? form.name : `${form.name} with its errors`);
          // a dialog left open is closed (one with a choice made asks first, and is left)
          if (await page.getByRole('dialog').count()) {
            await page.keyboard.press('Escape');
            const leave = page.getByRole('button', { name: say(unsavedWording.leave, lang) });
            await expect.poll(async () => (await leave.count()) > 0 || (await page.getByRole('dialog').count()) === 0).toBe(true);
            if (await leave.count()) await leave.click();
            await page.getByRole('dialog').waitFor({ state: 'detached' });
          }
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
