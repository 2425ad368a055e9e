import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hearingWarningWording, messages, nextWorkingDay, weekDayOf, type WeekDay } from '@lawfirm/contracts';
import { LANGS, datePicker, escapeText, firmDay, input, say, shot, signedInPage, toast, typeDate, UI_TIMEOUT, type Lang } from './support.js';
import { shotOf } from './support/shot.js';
import { seededPortal, superAdmin } from './support/suite.js';
import { login } from '../support/server.js';
import { casesWording } from '../../console/src/lawyer/cases/i18n.js';
import { minutesWording } from '../../console/src/lawyer/minutes/i18n.js';
import { unusualHearingWording as U } from '../../console/src/lawyer/unusualHearing/wording.js';
import { holidayWording } from '../../console/src/resources/caseSettings/holidays/wording.js';

// A hearing on the firm's weekend, on a public holiday or outside the court hours is asked about
// before the console sends it, in English and Arabic: the question names each warning (the
// server's own rule, from contracts), Go back keeps the form as typed and unsaved, Save anyway
// saves it; a working day within the hours saves without a question. The minutes' next hearing
// is asked about the same way. The court hours are set on the working week's card, the server's
// refusal shown on its field.
const LAWYER = { username: 'fatima.zaabi@alnoor-law.ae', password: 'Lawyer#2026' };
const VIEWPORT = { width: 1366, height: 900 };
const H = casesWording.hearings;
const F = minutesWording.form;
const C = holidayWording.courtHours;

const portal = seededPortal();
let lawyer: Awaited<ReturnType<typeof login>>['client'];
let caseId: number;
/** the firm's weekend days and holidays, as the server decides with them */
let calendar: { weekendDays: WeekDay[]; holidays: { startDate: string; endDate: string }[] };

/** the first day of the firm's weekend from firmDay(n) on */
const weekendDay = (n: number) => {
  let day = firmDay(n);
  for (let i = 0; !calendar.weekendDays.includes(weekDayOf(day)) && i < 7; i++) day = firmDay(n + i + 1);
  return day;
};
const workingDay = (n: number) => nextWorkingDay(firmDay(n), calendar);

beforeAll(async () => {
  lawyer = (await login(portal.server.url, LAWYER.username, LAWYER.password, 'employee')).client;
  caseId = (await lawyer.get('/api/lawyer/cases')).body.find((c: { status: string }) => c.status === 'active').id;
  const week = (await lawyer.get('/api/case-settings/working-week')).body;
  const holidays = (await lawyer.get('/api/case-settings/holidays')).body as { startDate: string; endDate: string }[];
  calendar = { weekendDays: week.weekendDays, holidays };
}, 60_000);

/** The hearing as the API reads it (the browser saved it: a read may wait for the read model, see expect.poll). */
const savedHearing = async (id: number) => ((await lawyer.get(`/api/lawyer/cases/${caseId}/hearings`)).body as { id: number }[]).find((h) => h.id === id);

/** The question about an unusual hearing, by its title. */
const question = (page: Page, lang: Lang) => page.getByRole('dialog', { name: say(U.title, lang) });

/** Counts the saves the page sends of one hearing (PUT /api/hearings/{id}). */
function hearingSaves(page: Page, hearingId: number) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === `/api/hearings/${hearingId}`) sent.push(request.url());
  });
  return sent;
}

describe.each(LANGS)('unusual hearings (%s)', (lang) => {
  it('asks before saving a hearing on a weekend at 04:45 AM: Go back keeps it unsaved, Save anyway saves it; a working day within hours is not asked about', async () => {
    const first = workingDay(8);
    const weekend = weekendDay(9);
    const later = workingDay(16);
    const created = await lawyer.post(`/api/lawyer/cases/${caseId}/hearings`, { hearingDate: first, hearingTime: '10:00 AM', hallName: `Hall W-${lang}`, rollNumber: `HW-${lang}`, whatIsRequested: 'Pleadings' });
    expect(created.status, created.text).toBe(201);
    expect(created.body.warnings).toEqual([]);
    const hearingId = created.body.id as number;

    const { context, page } = await signedInPage(portal.browser, portal.server.url, lang, LAWYER, VIEWPORT);
    try {
      const saves = hearingSaves(page, hearingId);
      await page.goto(`/lawyer/cases/${caseId}`);
      await page.getByRole('tab', { name: new RegExp(`^${escapeText(say(casesWording.detail.tabs.hearings, lang))}`) }).click();
      const row = page.getByRole('row', { name: new RegExp(`HW-${lang}`) });
      const form = page.getByRole('dialog', { name: say(H.edit, lang) });
      const time = form.getByLabel(new RegExp(`^${escapeText(say(H.hearingTime, lang))}`));

      await row.getByRole('button', { name: say(H.edit, lang) }).click();
      await expect.poll(() => input(form, say(H.hallName, lang)).inputValue()).toBe(`Hall W-${lang}`);
      await typeDate(datePicker(form, say(H.hearingDate, lang)), weekend, lang);
      await form.getByLabel(say(H.manualTime, lang)).check();
      await time.fill('04:45 AM');
      await form.getByRole('button', { name: say(H.save, lang) }).click();

      // the question names both warnings, in the page's language
      const asked = question(page, lang);
      await asked.waitFor();
      for (const code of ['weekend', 'outside_court_hours'] as const) await asked.getByText(say(hearingWarningWording[code], lang), { exact: true }).waitFor();
      expect(await asked.getByRole('listitem').count()).toBe(2);
      expect(await asked.evaluate((el) => getComputedStyle(el).direction)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      await shot(page, `hearing-warning-${lang}.png`);
      await shotOf(asked, `hearing-warning-dialog-${lang}.png`);

      // Go back: the form as typed, nothing sent
      await asked.getByRole('button', { name: say(U.goBack, lang) }).click();
      await asked.waitFor({ state: 'detached' });
      expect(await time.inputValue()).toBe('04:45 AM');
      expect(await form.isVisible()).toBe(true);
      expect(saves).toEqual([]);
      expect(await savedHearing(hearingId)).toMatchObject({ hearingDate: first, hearingTime: '10:00' });

      // Save anyway: saved as typed; the server's answer names the same warnings
      await form.getByRole('button', { name: say(H.save, lang) }).click();
      await asked.waitFor();
      const answer = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/hearings/${hearingId}`);
      await asked.getByRole('button', { name: say(U.saveAnyway, lang) }).click();
      expect(((await (await answer).json()).warnings as { code: string }[]).map((w) => w.code)).toEqual(['weekend', 'outside_court_hours']);
      await toast(page, say(H.updated, lang)).waitFor({ timeout: UI_TIMEOUT });
      await form.waitFor({ state: 'detached' });
      expect(saves).toHaveLength(1);
      await expect.poll(() => savedHearing(hearingId)).toMatchObject({ hearingDate: weekend, hearingTime: '04:45' });

      // a working day within the court hours: saved at once, never asked about
      await row.getByRole('button', { name: say(H.edit, lang) }).click();
      await expect.poll(() => input(form, say(H.hallName, lang)).inputValue()).toBe(`Hall W-${lang}`);
      await typeDate(datePicker(form, say(H.hearingDate, lang)), later, lang);
      await form.getByLabel(say(H.manualTime, lang)).check();
      await time.fill('10:30 AM');
      await form.getByRole('button', { name: say(H.save, lang) }).click();
      await form.waitFor({ state: 'detached' });
      expect(saves).toHaveLength(2);
      expect(await question(page, lang).count()).toBe(0);
      await expect.poll(() => savedHearing(hearingId)).toMatchObject({ hearingDate: later, hearingTime: '10:30' });
    } finally {
      await context.close();
    }
  }, 120_000);

  it("asks about the minutes' next hearing on a weekend outside the court hours, then records them", async () => {
    const held = await lawyer.post(`/api/lawyer/cases/${caseId}/hearings`, { hearingDate: firmDay(-2), hearingTime: '10:00 AM', hallName: 'Hall 2', rollNumber: `HWM-${lang}`, whatIsRequested: 'Pleadings' });
    expect(held.status, held.text).toBe(201);
    const next = weekendDay(20);
    const { context, page } = await signedInPage(portal.browser, portal.server.url, lang, LAWYER, VIEWPORT);
    try {
      await page.goto(`/lawyer/cases/${caseId}/hearings/${held.body.id}/minutes`);
      const section = page.getByRole('region', { name: say(F.nextHearing, lang), exact: true });
      await section.getByRole('button', { name: say(F.nextHearing, lang) }).click();
      await section.locator('.MuiCollapse-entered').waitFor();
      await typeDate(datePicker(section, say(F.nextHearingDate, lang)), next, lang);
      await section.getByLabel(say(F.manualTime, lang)).check();
      await input(section, say(F.nextTime, lang)).fill('04:45 AM');
      await page.getByRole('button', { name: say(F.save, lang) }).click();

      const asked = question(page, lang);
      await asked.waitFor();
      for (const code of ['weekend', 'outside_court_hours'] as const) await asked.getByText(say(hearingWarningWording[code], lang), { exact: true }).waitFor();
      await shotOf(asked, `minutes-next-hearing-warning-${lang}.png`);
      await asked.getByRole('button', { name: say(U.saveAnyway, lang) }).click();
      await page.mouse.move(400, 300);
      await toast(page, say(minutesWording.save.created, lang)).waitFor({ timeout: UI_TIMEOUT });
      // saved by the browser: read once the read model has it
      await expect
        .poll(async () => ((await lawyer.get(`/api/hearings/${held.body.id}/minutes-history`)).body as Record<string, unknown>[])[0])
        .toMatchObject({ hasNextHearing: true, nextHearingDate: next, nextTime: '04:45' });
    } finally {
      await context.close();
    }
  }, 120_000);

  it('sets the court hours on the working week card; closing before opening is refused on its field', async () => {
    const admin = (await login(portal.server.url, portal.server.adminUsername, portal.server.adminPassword)).client;
    const { context, page } = await signedInPage(portal.browser, portal.server.url, lang, superAdmin(portal.server), VIEWPORT);
    try {
      await page.goto('/settings/case-settings/holidays');
      const card = page.getByTestId('working-week');
      const opens = card.getByLabel(say(C.opens, lang));
      const closes = card.getByLabel(say(C.closes, lang));
      const current = (await admin.get('/api/case-settings/working-week')).body.courtHours as { opens: string; closes: string };
      // other hours than the saved ones (the English run leaves 08:00 to 16:00, the Arabic one the default back)
      const hours = current.opens === '08:00' ? { opens: '07:30', closes: '15:30' } : { opens: '08:00', closes: '16:00' };
      // the fields are enabled once the saved hours are read, and show them
      await card.locator('input[name=opens]:not([disabled])').waitFor({ timeout: UI_TIMEOUT });
      expect(await opens.inputValue()).toBe(current.opens);
      expect(await closes.inputValue()).toBe(current.closes);

      await opens.fill('16:00');
      await closes.fill('08:00');
      await card.getByRole('button', { name: say(C.save, lang) }).click();
      await expect.poll(() => closes.getAttribute('aria-invalid')).toBe('true');
      const said = await closes.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${said}"]`).innerText()).toBe(say(messages['validation.courtHoursOrder'], lang));
      expect(await opens.getAttribute('aria-invalid')).toBe('false');
      await shotOf(card, `court-hours-refused-${lang}.png`);

      await opens.fill(hours.opens);
      await closes.fill(hours.closes);
      expect(await closes.getAttribute('aria-invalid')).toBe('false');
      await card.getByRole('button', { name: say(C.save, lang) }).click();
      await toast(page, say(C.saved, lang)).waitFor({ timeout: UI_TIMEOUT });
      await expect.poll(async () => (await admin.get('/api/case-settings/working-week')).body.courtHours).toEqual(hours);
      await shotOf(card, `court-hours-${lang}.png`);
    } finally {
      await context.close();
    }
  }, 120_000);
});
