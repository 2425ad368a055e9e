import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { addDays } from '@lawfirm/contracts';
import { glossary } from '@lawfirm/contracts/glossary.ts';
import { login } from '../support/server.js';
import { eventually } from '../support/eventually.js';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { formatTime } from '../../console/src/components/forms/timeSlots.js';
import { calendarWording } from '../../console/src/lawyer/calendar/i18n.js';
import { minutesPaths } from '../../console/src/lawyer/minutes/paths.js';
import { FIRM_TIME_ZONE, LANGS, escapeText, firmDay, say, shareBrowserWrites, REDUCED_MOTION, shot, signIn, type Account, type Lang } from './support.js';
import { goInApp } from './support/navigate.js';
import { seededPortal } from './support/suite.js';

// The lawyer's calendar tells the hours as they were entered: a task at half past each hour of the
// day sits in that hour's row of the week view and reads that time in the agenda, in both
// languages and whether the browser runs on the firm's zone or on UTC. The weekend and a public
// holiday are shaded; a hearing offers its minutes; a phone opens on the agenda.
const LAWYER: Account = { username: 'fatima.zaabi@alnoor-law.ae', password: DEMO_EMPLOYEE_PASSWORD };
const ZONES = [FIRM_TIME_ZONE, 'UTC'] as const;
const c = calendarWording;

const portal = seededPortal({ env: { FIRM_TIMEZONE: FIRM_TIME_ZONE } });
/** a Wednesday of last week: its Thursday made a holiday, its weekend Saturday and Sunday */
let day: string;
const HOLIDAY = { nameEn: 'Calendar hours holiday', nameAr: 'عطلة اختبار ساعات التقويم' };
/** 'hh:30 AM' of each hour of the day, midnight first */
const HALF_PAST = Array.from({ length: 24 }, (_, h) => `${String(h % 12 || 12).padStart(2, '0')}:30 ${h < 12 ? 'AM' : 'PM'}`);
const taskTitle = (h: number) => `Hours ${String(h).padStart(2, '0')}:30`;
type Shown = { id: number; caseId: number };
let awaiting: Shown;
let ruled: Shown & { minutesId: number };

beforeAll(async () => {
  const { server } = portal;
  const admin = await login(server.url, server.adminUsername, server.adminPassword);
  const fatima = await login(server.url, LAWYER.username, LAWYER.password, 'employee');
  const today = firmDay(0);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  day = addDays(today, -7 - ((weekday - 3 + 7) % 7));
  const holiday = await admin.client.post('/api/case-settings/holidays', { ...HOLIDAY, startDate: addDays(day, 1), endDate: addDays(day, 1) });
  expect(holiday.status, holiday.text).toBe(201);

  const cases = (await fatima.client.get('/api/lawyer/cases')).body as { id: number; status: string; finalRuling?: unknown }[];
  const open = cases.filter((x) => !['closed', 'draft'].includes(x.status) && !x.finalRuling);
  // the tasks and a hearing awaiting minutes on one case, a ruled hearing on another (its ruling
  // dated today: a ruling is never dated before its case opened)
  const second = open.find((x) => x.status === 'active')!;
  const first = open.find((x) => x !== second)!;
  const tasks = await Promise.all(HALF_PAST.map((time, h) => fatima.client.post(`/api/lawyer/cases/${first.id}/appointments`, { type: 'task', title: taskTitle(h), description: 'Hours check', date: day, time })));
  expect(tasks.filter((t) => t.status !== 201).map((t) => t.text)).toEqual([]);
  // a hearing held without minutes yet, and one whose minutes gave the final ruling
  const held = await fatima.client.post(`/api/lawyer/cases/${first.id}/hearings`, { hearingDate: day, hearingTime: '10:00 AM', hallName: '2', rollNumber: 'R-HRS', whatIsRequested: 'Pleadings' });
  const ruling = await fatima.client.post(`/api/lawyer/cases/${second.id}/hearings`, { hearingDate: day, hearingTime: '11:00 AM', hallName: '2', rollNumber: 'R-HRS-2', whatIsRequested: 'Judgment' });
  expect([held.status, ruling.status], held.text + ruling.text).toEqual([201, 201]);
  const minutes = await fatima.client.put(`/api/hearings/${ruling.body.id}/minutes`, { rulingType: 'final', finalDecision: true, finalDecisionDate: firmDay(0), finalDecisionText: 'The claim is accepted', hasNextHearing: false });
  expect(minutes.status, minutes.text).toBeLessThan(300);
  awaiting = { id: held.body.id, caseId: first.id };
  ruled = { id: ruling.body.id, caseId: second.id, minutesId: minutes.body.id };
  // the ruling's status comes with a reaction to the minutes
  await eventually('the ruled hearing shown as a final ruling', () => fatima.client.get(`/api/lawyer/calendar?from=${day}&to=${day}`), (r) =>
    r.body.allHearings.some((h: { id: number; status: string }) => h.id === ruled.id && h.status === 'FinalRuling'));
}, 240_000);

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const signedIn = new Map<Lang, Promise<StorageState>>();

async function contextIn(timezoneId: string, viewport: { width: number; height: number }, storageState?: StorageState) {
  const context = await portal.browser.newContext({ ...REDUCED_MOTION, baseURL: portal.server.url, viewport, timezoneId, storageState });
  shareBrowserWrites(context, portal.server.url);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  return { context, page };
}

/**
 * A fresh page signed in as the lawyer in the language, its browser in the zone, at the size, open
 * at `path`: the first of a language signs in through the login page, the others reuse its storage
 * (signedInPage's way, with the zone that helper does not set).
 */
async function session(lang: Lang, timezoneId: string, path: string, viewport = { width: 1440, height: 900 }) {
  if (!signedIn.has(lang))
    signedIn.set(lang, (async () => {
      const { context, page } = await contextIn(timezoneId, viewport);
      await signIn(page, lang, LAWYER);
      const state = await context.storageState();
      await context.close();
      return state;
    })());
  const opened = await contextIn(timezoneId, viewport, await signedIn.get(lang));
  await opened.page.goto(path);
  return opened;
}

/** The view's button pressed and shown as the active one. */
async function showView(page: Page, view: string) {
  await page.getByRole('button', { name: view, exact: true }).click();
  await expect.poll(() => page.locator('.fc-button-active').innerText()).toBe(view);
}

/** Each task's top beside the rows of its hour in the week view, measured together in the page. */
const rowsOfTasks = (page: Page) =>
  page.evaluate((titles) => {
    const top = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().top ?? null;
    const lane = (hour: number, minute: number) => top(`.fc-timegrid-slot-lane[data-time="${String(hour).padStart(2, '0')}:${minute ? '30' : '00'}:00"]`);
    const tasks = [...document.querySelectorAll('.fc-timegrid-event [data-testid="event-task"]')];
    return titles.map((title, hour) => {
      const box = tasks.find((t) => t.querySelector('bdi:last-of-type')?.textContent === title)?.closest('.fc-timegrid-event')?.getBoundingClientRect();
      const end = hour === 23 ? (document.querySelector('.fc-timegrid-slots')?.getBoundingClientRect().bottom ?? null) : lane(hour + 1, 0);
      return { title, top: box?.top ?? null, hourStarts: lane(hour, 0), halfPast: lane(hour, 30), hourEnds: end };
    });
  }, HALF_PAST.map((_, h) => taskTitle(h)));

/** The day names over the columns that do not fit their column (so run into the next one). */
const cutDayNames = (page: Page) =>
  page.locator('.fc-col-header-cell-cushion').evaluateAll((names) =>
    names.filter((n) => n.scrollWidth > n.clientWidth + 1 || n.getBoundingClientRect().width > n.closest('th')!.getBoundingClientRect().width).map((n) => n.textContent));

/** The first hour the week's box shows at its top (the row whose top is the box's), and whether midnight's row is there to scroll to. */
const hoursFromTheTop = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('.fc-timegrid-body')!.closest('.fc-scroller')!.getBoundingClientRect();
    const lanes = [...document.querySelectorAll('.fc-timegrid-slot-lane')];
    const first = lanes.find((lane) => Math.abs(lane.getBoundingClientRect().top - box.top) <= 2);
    return { first: first?.getAttribute('data-time') ?? null, midnightListed: lanes.some((lane) => lane.getAttribute('data-time') === '00:00:00') };
  });

/** Whether the columns fit the grid: FullCalendar lays them out again a moment after the window's size changes. */
const columnsFit = (page: Page) =>
  page.evaluate(() => {
    const grid = document.querySelector('.fc-scrollgrid')!.getBoundingClientRect().width;
    const columns = [...document.querySelectorAll('.fc-col-header-cell')].reduce((sum, cell) => sum + cell.getBoundingClientRect().width, 0);
    return columns <= grid + 1;
  });

/** FullCalendar writes some spaces as narrow or non-breaking ones */
const spaced = (text: string) => text.replace(/[\s\u202f\u00a0]+/g, ' ').trim();

describe('the calendar tells the hours as they were entered', () => {
  for (const timezoneId of ZONES)
    for (const lang of LANGS)
      it(`puts a task at half past each hour in that hour's row and reads its time in the agenda, the week shading its days off${timezoneId === FIRM_TIME_ZONE ? '; hearings show their status and offer their minutes' : ''} (${lang}, browser in ${timezoneId})`, async () => {
        const { context, page } = await session(lang, timezoneId, `/lawyer/calendar?date=${day}&view=week`);
        try {
          const column = page.locator(`.fc-timegrid-col[data-date="${day}"]`);
          await column.getByTestId('event-task').nth(23).waitFor();
          // opened at the working day: the small hours are a scroll away, not gone
          await expect.poll(() => hoursFromTheTop(page)).toEqual({ first: '07:00:00', midnightListed: true });
          if (timezoneId === FIRM_TIME_ZONE) await shot(page, `calendar-hours-week-${lang}.png`);

          const rows = await rowsOfTasks(page);
          const misplaced = rows.filter((r) => r.top === null || r.hourStarts === null || r.hourEnds === null || r.halfPast === null || r.top < r.halfPast - 2 || r.top >= r.hourEnds);
          expect(misplaced).toEqual([]);

          // the weekend and the holiday shaded (once the firm's settings are read), the working days not; the holiday named
          const classesOf = (d: string) => page.locator(`.fc-timegrid-col[data-date="${d}"]`).getAttribute('class');
          await expect.poll(() => classesOf(addDays(day, 3))).toContain('calendar-weekend');
          await expect.poll(() => classesOf(addDays(day, 1))).toContain('calendar-holiday');
          expect(await classesOf(addDays(day, 4))).toContain('calendar-weekend');
          expect(await classesOf(day)).not.toMatch(/calendar-(weekend|holiday)/);
          await page.getByTestId('holiday').filter({ hasText: lang === 'ar' ? HOLIDAY.nameAr : HOLIDAY.nameEn }).first().waitFor();

          // the agenda reads each time as the rest of the console writes it
          await showView(page, say(c.views.agenda, lang));
          const agenda = await page.locator('.fc-list-event').evaluateAll((rows) =>
            rows.map((row) => ({ time: row.querySelector('.fc-list-event-time')?.textContent ?? '', title: row.querySelector('[data-testid="event-task"] bdi')?.textContent ?? '' })));
          const read = Object.fromEntries(agenda.filter((r) => r.title.startsWith('Hours ')).map((r) => [r.title, spaced(r.time)]));
          expect(read).toEqual(Object.fromEntries(HALF_PAST.map((time, h) => [taskTitle(h), spaced(formatTime(time, lang))])));
          // the rest does not hang on the browser's zone: checked once per language, in the firm's
          if (timezoneId !== FIRM_TIME_ZONE) return;

          // a hearing's status in the firm's words, never its code
          const hearing = (id: number) => page.locator(`.fc-list-event [data-event="hearing-${id}"]`);
          expect(await hearing(ruled.id).getByTestId('event-status').innerText()).toBe(say(glossary.finalRuling, lang));
          await shot(page, `calendar-hours-agenda-${lang}.png`);

          // a hearing without minutes offers to record them, one with minutes to read them
          const dialog = page.getByRole('dialog', { name: new RegExp(`^${escapeText(say(c.details.hearing, lang))}`) });
          const paths = { awaiting: minutesPaths(awaiting.caseId, awaiting.id), ruled: minutesPaths(ruled.caseId, ruled.id) };
          await hearing(awaiting.id).click();
          expect(await dialog.getByRole('link', { name: say(c.recordMinutes, lang) }).getAttribute('href')).toBe(paths.awaiting.create);
          expect(await dialog.getByRole('link', { name: say(c.viewMinutes, lang) }).count()).toBe(0);
          await shot(page, `calendar-hours-hearing-dialog-${lang}.png`);
          await dialog.getByRole('button', { name: say(c.close, lang) }).click();
          await dialog.waitFor({ state: 'detached' });
          await hearing(ruled.id).click();
          expect(await dialog.getByRole('link', { name: say(c.viewMinutes, lang) }).getAttribute('href')).toBe(paths.ruled.view(ruled.minutesId));
          expect(await dialog.getByRole('link', { name: say(c.recordMinutes, lang) }).count()).toBe(0);
          await dialog.getByRole('link', { name: say(c.viewMinutes, lang) }).click();
          await page.waitForURL(`**${paths.ruled.view(ruled.minutesId)}`);
        } finally {
          await context.close();
        }
      }, 90_000);
});

describe('the calendar on a phone', () => {
  for (const lang of LANGS)
    it(`opens on the agenda below 600 px unless the link asks for a view; the day names stay apart at every width; a week reached from the month opens at the working day (${lang})`, async () => {
      const { context, page } = await session(lang, FIRM_TIME_ZONE, `/lawyer/calendar?date=${day}`, { width: 390, height: 844 });
      try {
        await expect.poll(() => page.locator('.fc-button-active').innerText()).toBe(say(c.views.agenda, lang));
        await page.locator('.fc-list-event').first().waitFor();
        await shot(page, `calendar-hours-phone-agenda-${lang}.png`);
        // a link's view is kept
        await goInApp(page, '/lawyer/dashboard');
        await page.getByTestId('calendar').waitFor({ state: 'detached' });
        await goInApp(page, `/lawyer/calendar?date=${day}&view=month`);
        await expect.poll(() => page.locator('.fc-button-active').innerText()).toBe(say(c.views.month, lang));
        // each day's name whole in its column, at every width, in the month and in the week
        for (const width of [1440, 1024, 390]) {
          await page.setViewportSize({ width, height: 844 });
          await expect.poll(() => columnsFit(page)).toBe(true);
          expect(await cutDayNames(page), `the month at ${width} px`).toEqual([]);
          await shot(page, `calendar-hours-month-${width}-${lang}.png`);
        }
        // the week reached from the month opens at the working day too
        await showView(page, say(c.views.week, lang));
        await expect.poll(() => hoursFromTheTop(page)).toEqual({ first: '07:00:00', midnightListed: true });
        expect(await cutDayNames(page), 'the week at 390 px').toEqual([]);
        await shot(page, `calendar-hours-phone-week-${lang}.png`);
      } finally {
        await context.close();
      }
    }, 90_000);
});
