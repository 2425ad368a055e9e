import { beforeAll, describe, expect, it, vi, type ExpectStatic } from 'vitest';
import type { Page } from 'playwright-core';
import { login } from '../support/server.js';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { unsavedWording } from '../../console/src/components/forms/unsavedWording.js';
import { ui } from '../../console/src/i18n/ui.js';
import { calendarWording } from '../../console/src/lawyer/calendar/i18n.js';
import { minutesWording } from '../../console/src/lawyer/minutes/i18n.js';
import { regionI18n } from '../../console/src/resources/regions/i18n.js';
import { FIRM_TIME_ZONE, LANGS, UI_TIMEOUT, escapeText, firmDay, say, shot, signedInPage, type Account, type Lang } from './support.js';
import { goInApp, watchRequests } from './support/navigate.js';
import { seededPortal, superAdmin } from './support/suite.js';

// The lawyer's calendar (month, week, day, agenda over any dates, filters), the question before
// typed work is left (a dirty minutes form, a dirty dialog), and the console on phones, tablets
// and desktops in both languages: no page scrolls sideways, the menu opens and closes.
const LAWYER: Account = { username: 'fatima.zaabi@alnoor-law.ae', password: DEMO_EMPLOYEE_PASSWORD };

const portal = seededPortal({ env: { FIRM_TIMEZONE: FIRM_TIME_ZONE } });
/** the day with a hearing, a meeting, a task and a court deadline of the lawyer's case */
let busyDay: string;
let caseId: number;
let hearingId: number;

beforeAll(async () => {
  const { server } = portal;
  const admin = await login(server.url, server.adminUsername, server.adminPassword);
  // a final ruling given yesterday under a 20-day rule opens a deadline about three weeks ahead
  const rule = await admin.client.post('/api/case-settings/deadline-rules', {
    nameEn: 'Calendar test appeal', nameAr: 'استئناف اختبار التقويم', trigger: 'final_ruling', caseCategory: null, days: 20, countFrom: 'ruling_date', dayKind: 'calendar', remindDaysBefore: [3], isActive: true,
  });
  expect(rule.status, rule.text).toBe(201);
  const fatima = await login(server.url, LAWYER.username, LAWYER.password, 'employee');
  const cases = (await fatima.client.get('/api/lawyer/cases')).body as { id: number; status: string; finalRuling?: unknown }[];
  const ruled = cases.find((c) => c.status === 'active' && !c.finalRuling)!;
  const other = cases.find((c) => c.id !== ruled.id && !['closed', 'draft'].includes(c.status))!;
  const ruling = await fatima.client.post(`/api/lawyer/cases/${ruled.id}/hearings`, { hearingDate: firmDay(-2), hearingTime: '10:00 AM', hallName: '3', rollNumber: 'R-CAL', whatIsRequested: 'Judgment' });
  expect(ruling.status, ruling.text).toBe(201);
  const minutes = await fatima.client.put(`/api/hearings/${ruling.body.id}/minutes`, { rulingType: 'final', finalDecision: true, finalDecisionDate: firmDay(-1), finalDecisionText: 'The claim is accepted', hasNextHearing: false });
  expect(minutes.status, minutes.text).toBeLessThan(300);
  // the deadline is opened by the reaction to the final ruling
  busyDay = await vi.waitFor(async () => {
    const open = (await fatima.client.get('/api/lawyer/deadlines?status=open')).body as { ruleId: number; dueDate: string }[];
    const mine = open.find((d) => d.ruleId === rule.body.id);
    if (!mine) throw new Error('no deadline was opened for the final ruling');
    return mine.dueDate;
  }, { timeout: UI_TIMEOUT, interval: 200 });
  // a hearing, a meeting and a task on the deadline's day
  caseId = other.id;
  const hearing = await fatima.client.post(`/api/lawyer/cases/${caseId}/hearings`, { hearingDate: busyDay, hearingTime: '09:30 AM', hallName: 'Hall 5', rollNumber: 'R-77', whatIsRequested: 'Expert report' });
  expect(hearing.status, hearing.text).toBe(201);
  hearingId = hearing.body.id;
  for (const [type, title] of [['meeting', 'Strategy meeting'], ['task', 'File the memorandum']]) {
    const made = await fatima.client.post(`/api/lawyer/cases/${caseId}/appointments`, { type, title, description: title, date: busyDay, time: '02:00 PM', participant: 'Client' });
    expect(made.status, made.text).toBe(201);
  }
}, 240_000);

/** A fresh page signed in as the lawyer or the super admin, in the language, at the size. */
function session(lang: Lang, who: 'admin' | 'lawyer', width = 1366, height = 900) {
  return signedInPage(portal.browser, portal.server.url, lang, who === 'admin' ? superAdmin(portal.server) : LAWYER, { width, height });
}

// Each test in English and in Arabic, the two side by side (each its own page and context, a test
// of its own): much of a browser test is waiting for the page and the server, which the other
// language's test fills. No test writes what another reads.
describe('the calendar', () => {
  for (const lang of LANGS)
    it.concurrent(`shows a hearing, a meeting, a task and a deadline on their day of the month view, filters them, and opens them (${lang})`, async ({ expect }) => {
      const c = calendarWording;
      const { context, page } = await session(lang, 'lawyer');
      // from the dashboard the session opened on, without loading the console again
      await goInApp(page, `/lawyer/calendar?date=${busyDay}`);
      const cell = page.locator(`.fc-daygrid-day[data-date="${busyDay}"]`);
      // on the day's cell, shown or behind '+N more' when the seeded work fills the day too
      for (const kind of ['hearing', 'meeting', 'task', 'deadline']) await cell.getByTestId(`event-${kind}`).first().waitFor({ state: 'attached' });
      // right to left in Arabic: the week's first day (Monday) is the rightmost column
      const first = (await page.locator('.fc-col-header-cell').first().boundingBox())!;
      const last = (await page.locator('.fc-col-header-cell').last().boundingBox())!;
      expect(lang === 'ar' ? first.x > last.x : first.x < last.x).toBe(true);
      await shot(page, `calendar-month-${lang}.png`, { fullPage: true });
      // the day numbers in the digits the rest of the console writes: Latin, in Arabic too unless the
      // user chose Arabic-Indic digits in the profile (checked at the end)
      const day = String(Number(busyDay.slice(8)));
      expect(await cell.locator('.fc-daygrid-day-number').innerText()).toBe(day);

      // a kind switched off leaves the calendar
      await page.getByRole('button', { name: say(c.kinds.task, lang), exact: true }).click();
      await expect.poll(() => cell.getByTestId('event-task').count()).toBe(0);
      expect(await cell.getByTestId('event-hearing').count()).toBeGreaterThan(0);
      await page.getByRole('button', { name: say(c.kinds.task, lang), exact: true }).click();
      await cell.getByTestId('event-task').first().waitFor({ state: 'attached' });

      // clicking a hearing opens it, with the way to its case (one the cell shows: a full day puts the rest behind '+1 more')
      await cell.getByTestId('event-hearing').filter({ visible: true }).first().click();
      const dialog = page.getByRole('dialog', { name: new RegExp(`^${escapeText(say(c.details.hearing, lang))}`) });
      await dialog.waitFor();
      expect(await dialog.getByRole('link', { name: say(c.viewCase, lang) }).getAttribute('href')).toMatch(/^\/lawyer\/cases\/\d+$/);
      await dialog.getByRole('button', { name: say(c.close, lang) }).click();
      await dialog.waitFor({ state: 'detached' });

      // week, day and agenda views of the same dates
      for (const view of [c.views.week, c.views.day, c.views.agenda].map((v) => say(v, lang))) {
        await page.getByRole('button', { name: view, exact: true }).click();
        await expect.poll(() => page.locator('.fc-button-active').innerText()).toBe(view);
      }
      await page.getByTestId('event-deadline').first().waitFor();
      await shot(page, `calendar-agenda-${lang}.png`, { fullPage: true });
      // past months are there too
      await page.getByRole('button', { name: say(c.views.month, lang), exact: true }).click();
      const title = await page.locator('.fc-toolbar-title').innerText();
      await page.locator('.fc-prev-button').click();
      await page.locator('.fc-prev-button').click();
      await expect.poll(() => page.locator('.fc-toolbar-title').innerText()).not.toBe(title);
      if (lang === 'ar') {
        await page.evaluate(() => localStorage.setItem('displayPrefs', JSON.stringify({ hijri: false, digits: 'arab' })));
        await page.goto(`/lawyer/calendar?date=${busyDay}`);
        const indic = day.replace(/[0-9]/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]);
        await expect.poll(() => cell.locator('.fc-daygrid-day-number').innerText()).toBe(indic);
        await shot(page, 'calendar-month-ar-indic-digits.png', { fullPage: true });
      }
      await context.close();
    }, 120_000);
});

describe('unsaved changes', () => {
  const asked = (lang: Lang) => ({ title: say(unsavedWording.title, lang), stay: say(unsavedWording.stay, lang), leave: say(unsavedWording.leave, lang) });

  describe('a form', () => {
    for (const lang of LANGS)
      it.concurrent(`asks before leaving a dirty minutes form, and keeps what was typed when the user stays (${lang})`, async ({ expect }) => {
        const w = asked(lang);
        const lawyer = await session(lang, 'lawyer');
        const page = lawyer.page;
        const formPath = `/lawyer/cases/${caseId}/hearings/${hearingId}/minutes`;
        // the form opened from the hearing's minutes history, as a lawyer does
        await page.goto(formPath.replace(/\/minutes$/, '/view-minutes'));
        await page.locator(`a[href="${formPath}"]`).first().click();
        await page.waitForURL(`**${formPath}`);
        const notes = page.getByLabel(new RegExp(`^${escapeText(say(minutesWording.form.sessionNotes, lang))}`)).first();
        const question = page.getByRole('dialog', { name: w.title });
        // an untouched form leaves without a question
        await notes.waitFor();
        await page.getByTestId('sidebar').getByRole('link', { name: say(ui.menu.myCases, lang) }).click();
        await page.waitForURL('**/lawyer/cases');
        expect(await question.count()).toBe(0);
        await page.goBack();
        await page.waitForURL(`**${formPath}`);
        await notes.fill(lang === 'en' ? 'The judge asked for the contract.' : 'طلب القاضي العقد.');

        // a sidebar link asks; staying keeps the page and the text
        await page.getByTestId('sidebar').getByRole('link', { name: say(ui.menu.calendar, lang) }).click();
        await question.waitFor();
        await shot(page, `unsaved-minutes-${lang}.png`);
        await question.getByRole('button', { name: w.stay }).click();
        await question.waitFor({ state: 'detached' });
        expect(new URL(page.url()).pathname).toBe(formPath);
        expect(await notes.inputValue()).not.toBe('');
        // back asks too; leaving goes
        await page.goBack();
        await question.waitFor();
        await question.getByRole('button', { name: w.stay }).click();
        await question.waitFor({ state: 'detached' });
        expect(new URL(page.url()).pathname).toBe(formPath);
        await page.getByTestId('sidebar').getByRole('link', { name: say(ui.menu.myCases, lang) }).click();
        await question.getByRole('button', { name: w.leave }).click();
        await page.waitForURL('**/lawyer/cases');
        await lawyer.context.close();
      }, 120_000);
  });

  describe('a dialog', () => {
    for (const lang of LANGS)
      it.concurrent(`asks before closing a dirty dialog (Esc, a click outside), and keeps what was typed when the user stays (${lang})`, async ({ expect }) => {
        const w = asked(lang);
        const englishName = say(regionI18n.fields.nameEn, lang);
        // the question answered Stay keeps the dialog and its text
        const admin = await session(lang, 'admin');
        await goInApp(admin.page, '/settings/regions');
        await admin.page.getByRole('button', { name: say(regionI18n.add, lang) }).click();
        const form = admin.page.getByRole('dialog').filter({ has: admin.page.getByLabel(englishName) });
        await form.getByLabel(englishName).fill('Fujairah');
        await admin.page.keyboard.press('Escape');
        const ask = admin.page.getByRole('dialog', { name: w.title });
        await ask.waitFor();
        await shot(admin.page, `unsaved-dialog-${lang}.png`);
        await ask.getByRole('button', { name: w.stay }).click();
        await ask.waitFor({ state: 'detached' });
        expect(await form.getByLabel(englishName).inputValue()).toBe('Fujairah');
        await admin.page.mouse.click(5, 5);
        await ask.waitFor();
        await ask.getByRole('button', { name: w.leave }).click();
        await form.waitFor({ state: 'detached' });
        // an untouched dialog closes on Esc at once
        await admin.page.getByRole('button', { name: say(regionI18n.add, lang) }).click();
        await form.waitFor();
        await admin.page.keyboard.press('Escape');
        await form.waitFor({ state: 'detached' });
        expect(await ask.count()).toBe(0);
        await admin.context.close();
      }, 120_000);
  });
});

const WIDTHS = [390, 768, 1024, 1440];
const LAWYER_PAGES = ['/lawyer/dashboard', '/lawyer/files', '/lawyer/create-file', '/lawyer/cases', '/lawyer/my-tasks', '/lawyer/calendar', '/lawyer/reports', '/lawyer/final-rulings', '/management/clients'];
const ADMIN_PAGES = ['/dashboard', '/settings/regions', '/settings/branches', '/settings/courts', '/management/clients', '/management/employees', '/management/consultations', '/management/news', '/management/audit-log'];

const ADMIN_LISTS = [
  '/settings/regions',
  '/settings/branches',
  '/settings/courts',
  '/settings/services',
  '/management/clients',
  '/management/employees',
  '/management/consultations',
  '/management/news',
  '/management/roles',
  '/settings/case-settings/case-types',
  '/settings/case-settings/automated-tasks',
  '/settings/case-settings/deadline-rules',
];
// (a lawyer reads the clients' list but neither adds nor changes clients: no Add, no row actions)
const LAWYER_LISTS = ['/lawyer/files', '/lawyer/cases'];

/**
 * Moves the open console to `path` (no reload) and waits for the page: the first of `content` the
 * page shows, not one the page before left behind (those are marked before the move), then nothing
 * loading. The page must be the one asked for, not a redirect away from it. Returns that content.
 */
async function moveTo(expect: ExpectStatic, page: Page, path: string, content: string, quiet: () => Promise<void>) {
  await page.evaluate((selector) => document.querySelectorAll(selector).forEach((e) => e.setAttribute('data-left-behind', '')), content);
  await goInApp(page, path);
  const fresh = page.locator(content.split(',').map((s) => `${s.trim()}:not([data-left-behind])`).join(', ')).first();
  await fresh.waitFor();
  await quiet();
  expect(new URL(page.url()).pathname, `the page at ${path}`).toBe(path);
  return fresh;
}

/** Both accounts' pages side by side (each its own context): waits for both, then throws the first failure (no run goes on into the next test). */
async function bothAccounts(...runs: Promise<void>[]) {
  const failed = (await Promise.allSettled(runs)).filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed.length) throw failed[0].reason;
}

const CONTENT = 'main h1, main h5, main table, main .MuiCard-root';

/**
 * One account's pages at every width, on one page kept open: resized to each width, and moved
 * from page to page inside the single-page console (no reload of the bundle per page and width).
 * Each page is shown afresh at each width (its route mounts as it is reached) and measured once
 * nothing loads: the document no wider than the window; at 390 px the title whole. Then below
 * 900 px the menu opens and closes, from 900 px the sidebar is there and no menu button.
 */
async function layoutAtEveryWidth(expect: ExpectStatic, lang: Lang, who: 'lawyer' | 'admin', pages: readonly string[], wide: string[]) {
  const { context, page } = await session(lang, who, WIDTHS[0], 844);
  try {
    await page.waitForLoadState('networkidle');
    const quiet = watchRequests(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      // the first page of each later width is not the one the last width ended on, so it too mounts at this width
      if (width !== WIDTHS[0]) expect(new URL(page.url()).pathname, `${who} at ${width} px`).not.toBe(pages[0]);
      for (const path of pages) {
        // the session opened on the first page at the first width: that load is its showing at that width
        if (width === WIDTHS[0] && path === pages[0]) {
          expect(new URL(page.url()).pathname).toBe(path);
          await page.locator(CONTENT).first().waitFor();
          await quiet();
        } else await moveTo(expect, page, path, CONTENT, quiet);
        // the document's width and, on a phone, the page's title (a line of its own under the bar's
        // buttons) whole, not 'Cons…': measured together in the page
        const { scroll, client, title } = await page.evaluate(() => {
          const t = document.getElementById('react-admin-title');
          return {
            scroll: document.documentElement.scrollWidth,
            client: document.documentElement.clientWidth,
            title: t ? { text: t.innerText.trim(), scroll: t.scrollWidth, client: t.clientWidth } : null,
          };
        });
        if (scroll > client) wide.push(`${who} ${path} at ${width} px: ${scroll} > ${client}`);
        if (width === 390 && !title) wide.push(`${who} ${path} at ${width} px: no title in the bar`);
        if (width === 390 && title?.text && title.scroll > title.client) wide.push(`${who} ${path} at ${width} px: the title is cut (${title.scroll} > ${title.client})`);
        if (width === 390 || width === 1024) await shot(page, `layout-${who}${path.replace(/\//g, '-')}-${width}-${lang}.png`);
      }
      const menu = page.getByRole('button', { name: say(ui.layout.openMenu, lang) });
      if (width < 900) {
        // the sidebar is hidden behind the menu button, which opens it over the page; a link closes it
        await expect(page.getByTestId('sidebar').count()).resolves.toBe(0);
        await menu.click();
        const sidebar = page.getByTestId('sidebar');
        await sidebar.waitFor();
        await shot(page, `layout-${who}-menu-open-${width}-${lang}.png`);
        const link = sidebar.getByRole('link').nth(1);
        const href = (await link.getAttribute('href'))!;
        await link.click();
        await page.waitForURL(`**${href}`);
        await sidebar.waitFor({ state: 'detached' });
        // and Esc closes it too
        await menu.click();
        await sidebar.waitFor();
        await page.keyboard.press('Escape');
        await sidebar.waitFor({ state: 'detached' });
      } else {
        await page.getByTestId('sidebar').waitFor();
        expect(await menu.count()).toBe(0);
      }
    }
  } finally {
    await context.close();
  }
}

type Box = { x: number; y: number; width: number; height: number } | null;

/** One account's lists at 1024 x 844 px, on one page moved from list to list inside the console. */
async function listsAt1024(expect: ExpectStatic, lang: Lang, who: 'lawyer' | 'admin', pages: readonly string[], misses: string[]) {
  const { context, page } = await session(lang, who, 1024, 844);
  try {
    await page.waitForLoadState('networkidle');
    const quiet = watchRequests(page);
    for (const path of pages) {
      const row = await moveTo(expect, page, path, 'main .RaDataTable-tbody tr.RaDataTable-row', quiet);
      const onScreen = (what: string, box: Box) => {
        if (!box || box.x < 0 || box.y < 0 || box.x + box.width > 1024 || box.y + box.height > 844) misses.push(`${path}: ${what} at ${JSON.stringify(box)}`);
      };
      // the Add button, the first row's actions and the table's widths, measured together in the page
      // (a box as Playwright's boundingBox gives it: none for an element not shown)
      const measured = await row.evaluate((tr) => {
        const box = (e: Element): Box => {
          if (!e.getClientRects().length) return null;
          const r = e.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height };
        };
        const add = document.querySelector('main .RaList-actions .MuiButton-contained');
        const wrapper = document.querySelector('main .RaDataTable-tableWrapper')!;
        const cells = tr.querySelectorAll('td');
        return {
          add: add ? box(add) : undefined,
          actions: [...(cells[cells.length - 1]?.querySelectorAll('button, a') ?? [])].map((a) => ({ label: a.getAttribute('aria-label'), box: box(a) })),
          scroll: wrapper.scrollWidth,
          client: wrapper.clientWidth,
        };
      });
      if (measured.add !== undefined) onScreen('Add', measured.add);
      else misses.push(`${path}: no Add button`);
      expect(measured.actions.length, path).toBeGreaterThan(0);
      for (const action of measured.actions) onScreen(`action ${action.label}`, action.box);
      if (measured.scroll > measured.client + 1) misses.push(`${path}: the table scrolls sideways (${measured.scroll} > ${measured.client})`);
      // what a row does not show in its columns, its detail does
      const expand = row.locator('.RaDataTable-expandIcon');
      if (await expand.count()) {
        await expand.click();
        await page.locator('main .RaDataTable-expandRow').first().getByRole('cell').first().waitFor();
      }
      await shot(page, `list-1024${path.replace(/\//g, '-')}-${lang}.png`);
    }
  } finally {
    await context.close();
  }
}

describe('phones, tablets and desktops', () => {
  // the lawyer's and the admin's pages side by side, each on its own page kept open (two pages at a
  // time already: one language after the other)
  describe('every width', () => {
    for (const lang of LANGS)
      it(`no page scrolls sideways at 390, 768, 1024 and 1440 px, titles are whole on a phone, and below 900 px the menu opens and closes (${lang})`, async ({ expect }) => {
        const wide: string[] = [];
        await bothAccounts(layoutAtEveryWidth(expect, lang, 'lawyer', LAWYER_PAGES, wide), layoutAtEveryWidth(expect, lang, 'admin', ADMIN_PAGES, wide));
        expect(wide).toEqual([]);
      }, 300_000);
  });

  // Lists at 1024 px (a tablet on its side, a small laptop, the sidebar open): the columns that
  // matter first and the rest in the row's detail, so the table itself does not scroll sideways
  // and the Add button and the first row's actions are on screen as the page opens.
  describe('the lists', () => {
    for (const lang of LANGS)
      it(`at 1024 px every list fits: its Add button and its first row's actions on screen, no sideways scrolling, the rest in the row's detail (${lang})`, async ({ expect }) => {
        const misses: string[] = [];
        await bothAccounts(listsAt1024(expect, lang, 'admin', ADMIN_LISTS, misses), listsAt1024(expect, lang, 'lawyer', LAWYER_LISTS, misses));
        expect(misses).toEqual([]);
      }, 300_000);
  });

  it('opens each page at its top', async () => {
    // (the session opens on the dashboard)
    const { context, page } = await session('en', 'lawyer', 1024, 600);
    await page.getByTestId('next-week').waitFor();
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByTestId('sidebar').getByRole('link', { name: say(ui.menu.myCases, 'en') }).click();
    await page.waitForURL('**/lawyer/cases');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  }, 60_000);
});

type Rect = { x: number; y: number; width: number; height: number };
const overlap = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('at phone width (390 px)', () => {
  const WIDTH = 390;
  /** whole on the screen, across (a page may go on below it) */
  const across = (box: Rect | null) => Boolean(box && box.width > 0 && box.x >= 0 && box.x + box.width <= WIDTH + 0.5);

  // Each list leads with the column a person reads a row by (FittingDataTable's lead columns), the
  // rest in the row's detail; the dashboard's days-left chip never covers its deadline's text.
  for (const lang of LANGS)
    it.concurrent(`the clients and employees lists show names, the outbox its To and Subject, and the deadline's chip leaves its title free (${lang})`, async ({ expect }) => {
      const admin = await session(lang, 'admin', WIDTH, 844);
      try {
        const { page } = admin;
        const quiet = watchRequests(page);
        const name = lang === 'en' ? 'fullNameEn' : 'fullNameAr';
        const token = portal.adminToken;
        for (const [path, resource] of [['/management/clients', 'clients'], ['/management/employees', 'employees']] as const) {
          const first = (await (await fetch(`${portal.server.url}/api/${resource}?_sort=${resource === 'clients' ? 'clientId' : 'employeeId'}&_order=ASC&_start=0&_end=1`, { headers: { authorization: `Bearer ${token}` } })).json()) as Record<string, string>[];
          const row = await moveTo(expect, page, path, 'main .RaDataTable-tbody tr.RaDataTable-row', quiet);
          const cell = row.locator(`td.column-${name}`);
          expect(await cell.innerText(), path).toBe(first[0][name]);
          expect(across(await cell.boundingBox()), `${path}: the name on screen`).toBe(true);
          // the number is in the row's detail, not in the row
          expect(await row.locator(`td.column-${resource === 'clients' ? 'clientId' : 'employeeId'}`).isVisible()).toBe(false);
          await shot(page, `phone-${resource}-${lang}.png`);
        }
        const row = await moveTo(expect, page, '/settings/email-outbox', 'main .RaDataTable-tbody tr.RaDataTable-row', quiet);
        for (const column of ['to', 'subject']) {
          const cell = row.locator(`td.column-${column}`);
          expect((await cell.innerText()).trim(), column).not.toBe('');
          expect(across(await cell.boundingBox()), `the outbox's ${column} on screen`).toBe(true);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
        // the date, the language and the delivery in the row's detail, with the e-mail's body
        await row.click();
        await page.getByTestId('row-detail').first().waitFor();
        await page.getByTestId('email-body').first().waitFor();
        await shot(page, `phone-outbox-${lang}.png`);
      } finally {
        await admin.context.close();
      }

      const lawyer = await session(lang, 'lawyer', WIDTH, 844);
      try {
        const { page } = lawyer;
        const item = page.getByTestId('upcoming-deadline').first();
        await item.scrollIntoViewIfNeeded();
        const chip = (await item.getByTestId('deadline-days').boundingBox())!;
        const text = (await item.getByRole('link').boundingBox())!;
        expect(across(chip) && across(text)).toBe(true);
        expect(overlap(chip, text), `chip ${JSON.stringify(chip)} over the text ${JSON.stringify(text)}`).toBe(false);
        await shot(page, `phone-deadline-card-${lang}.png`);
        // the firm's name whole in the menu (it wraps, never cut)
        await page.getByRole('button', { name: say(ui.layout.openMenu, lang) }).click();
        const firm = page.getByTestId('sidebar').getByTestId('firm-name');
        await firm.waitFor();
        expect(await firm.evaluate((e) => e.scrollWidth <= e.clientWidth && getComputedStyle(e).whiteSpace !== 'nowrap')).toBe(true);
      } finally {
        await lawyer.context.close();
      }
    }, 120_000);
});
