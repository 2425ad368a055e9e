import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { ui } from '../../console/src/i18n/ui.js';
import { casesWording } from '../../console/src/lawyer/cases/i18n.js';
import { minutesWording } from '../../console/src/lawyer/minutes/i18n.js';
import { calendarWording } from '../../console/src/lawyer/calendar/i18n.js';
import { reportsWording } from '../../console/src/lawyer/reports/i18n.js';
import { LANGS, datePicker, escapeText, expectToast, firmWorkingDay, input, openPage, raWording, rowButton, say, select, shot, signedInPage, type Lang } from './support.js';
import { seededPortal, superAdmin } from './support/suite.js';
import { login } from '../support/server.js';
import { regionI18n } from '../../console/src/resources/regions/i18n.js';
import { addDays, weekDayOf, type Bilingual } from '@lawfirm/contracts';

/**
 * Keyboard only (issue 41), in English and in Arabic: a lawyer signs in, opens a case, records
 * minutes of one of its hearings (the toast read out), finds a hearing in the calendar, moves
 * between its days, and finds the case again by the search box (Ctrl+K; Escape gives focus back);
 * an administrator adds a region and finds it in the list. With Tab, Shift+Tab, the arrow keys,
 * Enter and Escape, never the mouse. Each step tabs until the control it needs has
 * focus (`tabTo`), so a control the keyboard cannot reach fails the test where it is; what is
 * typed goes to whatever has focus.
 */
const portal = seededPortal();
const LAWYER = { en: 'omar.haddad@alnoor-law.ae', ar: 'mariam.suwaidi@alnoor-law.ae' };

const focused = (target: Locator) => target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Presses Tab (Shift+Tab with `back`) until `target` has focus; fails naming it when 150 presses never reach it. */
async function tabTo(page: Page, target: Locator, what: string, back = false) {
  await target.waitFor();
  for (let i = 0; i < 150; i++) {
    if (await focused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${what}: never reached by ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** the first day of the firm's week (the calendar's weeks start on Monday) */
function mondayOf(day: string) {
  while (weekDayOf(day) !== 'monday') day = addDays(day, -1);
  return day;
}

/**
 * A select chosen by keyboard: focus reached by Tab, its list opened with the down arrow, the
 * arrows moved until `option` (the first real choice when none is named) has focus, Enter; the
 * list closes and the focus is back on the select.
 */
async function chooseByKeyboard(page: Page, combobox: Locator, what: string, option?: string) {
  await tabTo(page, combobox, what);
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  const wanted = option === undefined ? listbox.locator('[role="option"]:not([data-value=""])').first() : listbox.getByRole('option', { name: option, exact: true });
  await wanted.waitFor();
  for (let i = 0; i < 80 && !(await focused(wanted)); i++) await page.keyboard.press('ArrowDown');
  expect(await focused(wanted), `${what}: ${option ?? 'its first choice'} reached with the arrows`).toBe(true);
  const chosen = (await wanted.innerText()).trim();
  await page.keyboard.press('Enter');
  await listbox.waitFor({ state: 'detached' });
  expect(await focused(combobox), `${what}: focus back on the field`).toBe(true);
  return chosen;
}

describe.each(LANGS)('a lawyer without a mouse (%s)', (lang: Lang) => {
  it('signs in, opens a case, records minutes, finds a hearing in the calendar and the case by search', async ({ onTestFailed }) => {
    const { context, page } = await openPage(portal.browser, portal.server.url);
    onTestFailed(async () => void (await shot(page, `failed-keyboard-${lang}.png`, { fullPage: true }).catch(() => undefined)));
    try {
      // the login page: the language from its switch (arrow keys between English and العربية), then the form
      await page.goto('/login');
      await page.locator('#username').waitFor();
      if (lang === 'ar') {
        await tabTo(page, page.getByRole('button', { name: 'English', exact: true }), 'the language switch');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      }
      await tabTo(page, page.locator('#username'), 'the user name');
      await page.keyboard.type(LAWYER[lang]);
      await tabTo(page, page.locator('#password'), 'the password');
      await page.keyboard.type(DEMO_EMPLOYEE_PASSWORD);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/lawyer/dashboard');

      // My Cases from the menu, the first case of the list
      await tabTo(page, page.getByRole('link', { name: say(ui.menu.myCases, lang), exact: true }), 'My Cases in the menu');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/lawyer/cases');
      await tabTo(page, page.locator('main a[href^="/lawyer/cases/"]').first(), "the first case's link");
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/lawyer\/cases\/\d+$/);
      const title = (await page.locator('main h1, main h2').first().innerText()).trim();
      const caseUrl = page.url();

      // its Hearings tab: focus on the tabs, arrows to Hearings (right to left in Arabic), Enter
      const overview = page.getByRole('tab', { selected: true });
      await tabTo(page, overview, 'the case tabs');
      const hearingsTab = page.getByRole('tab', { name: new RegExp(`^${escapeText(say(casesWording.detail.tabs.hearings, lang))}`) });
      for (let i = 0; i < 6 && !(await focused(hearingsTab)); i++) await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      expect(await focused(hearingsTab), 'the arrow keys reach the Hearings tab').toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => hearingsTab.getAttribute('aria-selected')).toBe('true');

      // Record Minutes of its first hearing: a report typed, saved with Enter on the save button
      await tabTo(page, page.getByRole('link', { name: rowButton(say(minutesWording.links.record, lang)) }).first(), 'Record Minutes');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/hearings\/\d+\/minutes$/);
      await tabTo(page, page.getByRole('textbox', { name: say(minutesWording.form.hearingReport, lang) }), 'the hearing report');
      await page.keyboard.type(lang === 'ar' ? 'استمعت المحكمة إلى الطرفين.' : 'The court heard both parties.');
      await tabTo(page, page.getByRole('button', { name: say(minutesWording.form.save, lang) }), 'Save Minutes');
      // the toast is read out: its words land in a live region that was in the page before it
      const announcer = page.getByRole('status').and(page.getByTestId('toast-announcer'));
      await announcer.waitFor({ state: 'attached' });
      const region = await announcer.elementHandle();
      await page.keyboard.press('Enter');
      await expectToast(page, say(minutesWording.save.created, lang));
      await expect.poll(() => region!.textContent()).toContain(say(minutesWording.save.created, lang));

      // the calendar from the menu (back through the page with Shift+Tab), a hearing of the case opened with Enter
      await tabTo(page, page.getByRole('link', { name: say(ui.menu.calendar, lang), exact: true }), 'Calendar in the menu', true);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/lawyer/calendar**');
      const event = page.locator('a.fc-event').filter({ hasText: title }).first();
      await tabTo(page, event, `a hearing of ${title} in the calendar`);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('link', { name: say(calendarWording.viewCase, lang) }).waitFor();
      expect(await focused(dialog), 'focus moves into the dialog').toBe(true);
      await shot(page, `keyboard-calendar-${lang}.png`);
      // Tab stays inside the dialog; Escape closes it and gives focus back to the event
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        expect(await focused(dialog), 'Tab stays in the dialog').toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await focused(event), 'focus is back on the event').toBe(true);

      // the month's days: one tab stop (today's), reached from the toolbar; the arrow keys between
      // days (ArrowLeft is the next day in Arabic) and weeks, Home and End the week's ends, Enter opens the day
      const calendar = page.getByTestId('calendar');
      const dayStop = calendar.locator('td[role="gridcell"][tabindex="0"]');
      await tabTo(page, calendar.getByRole('button', { name: say(calendarWording.views.month, lang), exact: true }), 'the Month button', true);
      await tabTo(page, dayStop, "the calendar's days");
      const dayFocused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.date ?? '');
      const today = await dayFocused();
      expect(await calendar.locator('td.fc-day-today').getAttribute('data-date'), "the days' tab stop is today").toBe(today);
      const moves: [string, (day: string) => string][] = [
        [lang === 'ar' ? 'ArrowLeft' : 'ArrowRight', (day) => addDays(day, 1)],
        ['ArrowDown', (day) => addDays(day, 7)],
        [lang === 'ar' ? 'ArrowRight' : 'ArrowLeft', (day) => addDays(day, -1)],
        ['ArrowUp', (day) => addDays(day, -7)],
        ['ArrowDown', (day) => addDays(day, 7)],
        ['Home', mondayOf],
        ['End', (day) => addDays(day, 6)],
      ];
      let day = today;
      for (const [key, next] of moves) {
        await page.keyboard.press(key);
        day = next(day);
        // a week out of the month's grid brings the next month in, and the focus follows
        await expect.poll(dayFocused, { message: `${key} moves to ${day}` }).toBe(day);
        expect(await dayStop.count(), 'the days are one tab stop').toBe(1);
        expect(await dayStop.getAttribute('data-date')).toBe(day);
      }
      expect(weekDayOf(day), 'End is the week\'s last day').toBe('sunday');
      await shot(page, `keyboard-calendar-days-${lang}.png`);
      await page.keyboard.press('Enter');
      await calendar.locator(`.fc-timeGridDay-view td.fc-timegrid-col[data-date="${day}"]`).waitFor();
      await expect.poll(dayFocused, { message: 'the day opened keeps the focus' }).toBe(day);

      // the search box (Ctrl+K): Escape closes it and gives focus back (to the day); the case by its
      // title, its answer reached by Tab and opened with Enter
      await page.keyboard.press('Control+k');
      const box = page.getByTestId('global-search-input');
      await box.waitFor();
      expect(await focused(box), 'focus in the search box').toBe(true);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await dayFocused(), 'focus back where it was').toBe(day);
      await page.keyboard.press('Control+k');
      await box.waitFor();
      await page.keyboard.type(title);
      // the answers are a list of choices (a combobox's listbox): the arrows move the active one,
      // which the box names for a screen reader; the focus stays in the box
      const answer = page.getByTestId('global-search-hit').filter({ hasText: title }).first();
      await answer.waitFor();
      const active = () => box.getAttribute('aria-activedescendant');
      const first = await page.getByTestId('global-search-hit').first().getAttribute('id');
      expect(await active(), 'the first answer is active').toBe(first);
      await page.keyboard.press('End');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Home');
      await expect.poll(active, { message: 'Home goes back to the first answer' }).toBe(first);
      const wanted = await answer.getAttribute('id');
      for (let i = 0; i < 30 && (await active()) !== wanted; i++) await page.keyboard.press('ArrowDown');
      expect(await active(), `the search's answer for ${title} reached with the arrows`).toBe(wanted);
      expect(await answer.getAttribute('aria-selected')).toBe('true');
      expect(await focused(box), 'the focus stays in the search box').toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForURL(caseUrl);
    } finally {
      await context.close();
    }
  });
});

describe.each(LANGS)('a hearing added without a mouse (%s)', (lang: Lang) => {
  it("types its day into the date field, picks its time from the list and saves it; focus comes back to Add Hearing", async ({ onTestFailed }) => {
    const account = { username: LAWYER[lang], password: DEMO_EMPLOYEE_PASSWORD };
    const { context, page } = await signedInPage(portal.browser, portal.server.url, lang, account);
    onTestFailed(async () => void (await shot(page, `failed-keyboard-hearing-${lang}.png`, { fullPage: true }).catch(() => undefined)));
    const h = casesWording.hearings;
    try {
      await page.goto('/lawyer/cases');
      await tabTo(page, page.locator('main a[href^="/lawyer/cases/"]').first(), "the first case's link");
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/lawyer\/cases\/\d+$/);
      await tabTo(page, page.getByRole('tab', { selected: true }), 'the case tabs');
      const hearingsTab = page.getByRole('tab', { name: new RegExp(`^${escapeText(say(casesWording.detail.tabs.hearings, lang))}`) });
      for (let i = 0; i < 6 && !(await focused(hearingsTab)); i++) await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await page.keyboard.press('Enter');
      await expect.poll(() => hearingsTab.getAttribute('aria-selected')).toBe('true');

      const add = page.getByRole('button', { name: say(h.add, lang) });
      await tabTo(page, add, 'Add Hearing');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await focused(dialog), 'focus moves into the dialog').toBe(true);

      // the day: its parts in the order the field shows them (month, day, year in English; day,
      // month, year in Arabic), digits typed, each part full moves on to the next
      const day = firmWorkingDay(12);
      const [year, month, date] = day.split('-');
      const picker = datePicker(dialog, say(h.hearingDate, lang));
      await tabTo(page, picker.locator('[role=spinbutton]').first(), 'the hearing date');
      await page.keyboard.type(lang === 'ar' ? `${date}${month}${year}` : `${month}${date}${year}`);
      // the time: the list opened with the arrow key, an option reached with the arrows, chosen with Enter
      const time = select(dialog, say(h.hearingTime, lang));
      const eleven = new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'ar-AE', { hour: '2-digit', minute: '2-digit', hour12: true, timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1, 11, 0)));
      await chooseByKeyboard(page, time, 'the hearing time', eleven);
      const hall = `Hall K-${lang}`;
      for (const [label, text] of [[h.hallName, hall], [h.rollNumber, '77'], [h.whatIsRequested, lang === 'en' ? 'Expert report' : 'تقرير الخبير']] as const) {
        await tabTo(page, input(dialog, say(label, lang)), say(label, lang));
        await page.keyboard.type(text);
      }
      await shot(page, `keyboard-hearing-${lang}.png`);
      await tabTo(page, dialog.getByRole('button', { name: say(h.save, lang) }), 'Save Hearing');
      await page.keyboard.press('Enter');
      await expectToast(page, say(h.added, lang));
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('row').filter({ hasText: hall }).waitFor();
      expect(await focused(add), 'focus is back on Add Hearing').toBe(true);
      // the server holds the day and the time typed
      const caseId = Number(page.url().match(/\/lawyer\/cases\/(\d+)/)![1]);
      const { client } = await login(portal.server.url, account.username, account.password, 'employee');
      const hearings = (await client.get(`/api/lawyer/cases/${caseId}/hearings`)).body as { hallName: string; hearingDate: string; hearingTime: string }[];
      expect(hearings.find((x) => x.hallName === hall)).toMatchObject({ hearingDate: day, hearingTime: '11:00' });
    } finally {
      await context.close();
    }
  });
});

describe.each(LANGS)('a new case without a mouse (%s)', (lang: Lang) => {
  it('walks the wizard\'s four steps and creates the case', async ({ onTestFailed }) => {
    const { context, page } = await signedInPage(portal.browser, portal.server.url, lang, { username: LAWYER[lang], password: DEMO_EMPLOYEE_PASSWORD });
    onTestFailed(async () => void (await shot(page, `failed-keyboard-wizard-${lang}.png`, { fullPage: true }).catch(() => undefined)));
    const f = casesWording.fields;
    const wz = casesWording.wizard;
    const title = lang === 'en' ? { en: 'Keyboard lease dispute', ar: 'نزاع إيجار بلوحة المفاتيح' } : { en: 'Tab key lease dispute', ar: 'نزاع إيجار بمفتاح الجدولة' };
    const typeInto = async (label: Bilingual, text: string, scope: Page | Locator = page) => {
      await tabTo(page, input(scope, say(label, lang)), say(label, lang));
      await page.keyboard.type(text);
    };
    const next = async (step: Bilingual) => {
      await tabTo(page, page.getByRole('button', { name: say(wz.continue, lang) }), 'Continue');
      await page.keyboard.press('Enter');
      await page.getByText(say(step, lang)).first().waitFor();
    };
    try {
      await page.goto('/lawyer/create-case');
      // step 1: the titles typed, the case type from its list
      await typeInto(f.titleEn, title.en);
      await typeInto(f.titleAr, title.ar);
      await chooseByKeyboard(page, select(page, say(f.caseType, lang)), 'the case type');
      await next(wz.steps.location);
      // step 2: the emirate, then one of its courts
      await chooseByKeyboard(page, select(page, say(f.emirate, lang)), 'the emirate');
      await chooseByKeyboard(page, select(page, say(f.court, lang)), 'the court');
      await next(wz.steps.parties);
      // step 3: our client and their role (the lawyer's own row is there already)
      const clients = page.locator('.ra-input-clients');
      await chooseByKeyboard(page, select(clients, say(f.client, lang)), 'the client');
      await typeInto(f.role, lang === 'en' ? 'Plaintiff' : 'مدعٍ', clients);
      await next(wz.steps.details);
      await shot(page, `keyboard-wizard-${lang}.png`);
      // step 4: a draft (its status as it starts), created with Enter
      const created = page.waitForResponse((r) => r.url().endsWith('/api/cases') && r.request().method() === 'POST');
      await tabTo(page, page.getByRole('button', { name: say(wz.submit, lang), exact: true }), 'Create Case');
      await page.keyboard.press('Enter');
      const answer = await created;
      expect(answer.status(), await answer.text()).toBe(201);
      await expectToast(page, say(wz.created, lang));
      await page.waitForURL(`**/lawyer/cases/${(await answer.json()).id}`);
      await page.getByRole('heading', { level: 1, name: title[lang] }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe.each(LANGS)('a report without a mouse (%s)', (lang: Lang) => {
  it('reaches Reports from the menu, filters the cases summary by a case type, picks Excel and exports it', async ({ onTestFailed }) => {
    const { context, page } = await signedInPage(portal.browser, portal.server.url, lang, { username: LAWYER[lang], password: DEMO_EMPLOYEE_PASSWORD });
    onTestFailed(async () => void (await shot(page, `failed-keyboard-report-${lang}.png`, { fullPage: true }).catch(() => undefined)));
    try {
      await page.waitForURL('**/lawyer/dashboard');
      await tabTo(page, page.getByRole('link', { name: say(ui.menu.reports, lang), exact: true }), 'Reports in the menu');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/lawyer/reports');
      const summary = page.getByTestId('report-cases-summary');
      const caseType = await chooseByKeyboard(page, select(summary, say(reportsWording.filters.caseType, lang)), 'the case type');
      // the format's radio buttons: one tab stop (the chosen one), the down arrow to the next (either direction)
      await tabTo(page, summary.locator('input[value="pdf"]'), 'the format');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => summary.locator('input[value="excel"]').isChecked()).toBe(true);
      const order = page.waitForRequest((r) => r.url().endsWith('/api/report-jobs') && r.method() === 'POST');
      const download = page.waitForEvent('download');
      await tabTo(page, summary.getByRole('button', { name: say(reportsWording.export, lang) }), 'Export Report');
      await page.keyboard.press('Enter');
      const asked = (await order).postDataJSON();
      expect(asked).toMatchObject({ reportId: 'cases-summary', format: 'excel', lang });
      expect(asked.filters.caseType, `the case type chosen (${caseType})`).toMatch(/^\d+$/);
      expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
      await expectToast(page, say(reportsWording.downloaded, lang));
    } finally {
      await context.close();
    }
  });
});

describe.each(LANGS)('an administrator without a mouse (%s)', (lang: Lang) => {
  it('adds a region and finds it in the list', async ({ onTestFailed }) => {
    const { context, page } = await signedInPage(portal.browser, portal.server.url, lang, superAdmin(portal.server));
    onTestFailed(async () => void (await shot(page, `failed-keyboard-admin-${lang}.png`, { fullPage: true }).catch(() => undefined)));
    try {
      const region = lang === 'en' ? { nameEn: 'Keyboard Emirate', nameAr: 'إمارة لوحة المفاتيح', code: 'KB-EN' } : { nameEn: 'Tab Key Emirate', nameAr: 'إمارة مفتاح الجدولة', code: 'KB-AR' };
      await page.waitForURL('**/dashboard');
      await tabTo(page, page.getByRole('link', { name: say(ui.menu.regions, lang), exact: true }), 'Regions in the menu');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/settings/regions');
      const add = page.getByRole('button', { name: say(regionI18n.add, lang) });
      await tabTo(page, add, 'Add Region');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      for (const field of ['nameEn', 'nameAr', 'code'] as const) {
        await tabTo(page, input(dialog, say(regionI18n.fields[field], lang)), `the region's ${field}`);
        await page.keyboard.type(region[field]);
      }
      await tabTo(page, dialog.getByRole('button', { name: say(raWording('ra.action.save'), lang) }), 'Save');
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('row').filter({ hasText: region[lang === 'ar' ? 'nameAr' : 'nameEn'] }).waitFor();
      expect(await focused(add), 'focus is back on Add Region').toBe(true);
    } finally {
      await context.close();
    }
  });
});
