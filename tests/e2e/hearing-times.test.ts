import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { messages } from '@lawfirm/contracts';
import { LANGS, escapeText, expectToast, firmDay, launchBrowser, say, select, shot, signedInPage, type Lang } from './support.js';
import { optionsOf } from './support/fields.js';
import { login, startServer, type RunningServer } from '../support/server.js';
import { seededDataDir } from '../support/seedTemplate.js';
import { casesWording } from '../../console/src/lawyer/cases/i18n.js';
import { minutesWording } from '../../console/src/lawyer/minutes/i18n.js';
import { formatTime } from '../../console/src/components/forms/timeSlots.js';

// The hearing-time list of the console, in English and Arabic: the working day in clock order
// (07:00 AM first, noon after 11:45 AM, 08:00 PM last), and a typed time the server would refuse
// is refused on the form.
// Then the minutes' side: a past hearing without minutes reads Awaiting minutes, the edit form
// shows the documents already attached and refuses a postponement reason with no next hearing.
const LAWYER = { username: 'fatima.zaabi@alnoor-law.ae', password: 'Lawyer#2026' };
const VIEWPORT = { width: 1366, height: 900 };
const H = casesWording.hearings;

/** A time of the day, in clock order's terms, as the page's language writes it (what the list shows). */
const clock = (lang: Lang, hours: number, minutes: number) =>
  formatTime(`${String(hours % 12 || 12).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`, lang);

let server: RunningServer;
let browser: Browser;
let caseId: number;
let fatima: Awaited<ReturnType<typeof login>>;

beforeAll(async () => {
  server = await startServer({ console: true, dataDir: await seededDataDir() });
  const admin = await login(server.url, server.adminUsername, server.adminPassword);
  fatima = await login(server.url, LAWYER.username, LAWYER.password, 'employee');
  caseId = (await fatima.client.get('/api/lawyer/cases')).body.find((c: { status: string }) => c.status === 'active').id;
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each(LANGS)('hearing times (%s)', (lang) => {
  it('lists the working day in clock order and refuses 25:99 typed by hand', async () => {
    const hearingTime = say(H.hearingTime, lang);
    const { context, page } = await signedInPage(browser, server.url, lang, LAWYER, VIEWPORT, `/lawyer/cases/${caseId}`);
    try {
      await page.getByRole('tab', { name: new RegExp(`^${escapeText(say(casesWording.detail.tabs.hearings, lang))}`) }).click();
      await page.getByRole('button', { name: say(H.add, lang) }).click();
      const dialog = page.getByRole('dialog');

      // 07:00 AM to 08:00 PM, every quarter of an hour
      const expected = Array.from({ length: 53 }, (_, i) => clock(lang, 7 + Math.floor(i / 4), (i % 4) * 15));
      const shown = await optionsOf(dialog, hearingTime);
      expect(shown).toEqual(expected);
      // the trap the firm met: noon follows 11:45 AM; the list opens on the working day
      expect(shown.indexOf(clock(lang, 12, 0))).toBe(shown.indexOf(clock(lang, 11, 45)) + 1);
      expect(shown[0]).toBe(clock(lang, 7, 0));
      expect(shown.at(-1)).toBe(clock(lang, 20, 0));
      if (lang === 'en') expect(shown.slice(18, 22)).toEqual(['11:30 AM', '11:45 AM', '12:00 PM', '12:15 PM']);

      // the list open around noon, for the eye
      await select(dialog, hearingTime).click();
      const noon = page.getByRole('listbox').getByRole('option', { name: clock(lang, 12, 0), exact: true });
      await noon.scrollIntoViewIfNeeded();
      await shot(page, `hearing-times-noon-${lang}.png`);
      await page.keyboard.press('Escape');
      await page.getByRole('listbox').waitFor({ state: 'detached' });

      await dialog.getByLabel(say(H.manualTime, lang)).check();
      await dialog.getByLabel(new RegExp(`^${escapeText(hearingTime)}`)).fill('25:99');
      await dialog.getByRole('button', { name: say(H.save, lang) }).click();
      await dialog.getByText(say(messages['validation.invalidTime'], lang), { exact: true }).waitFor();
      await shot(page, `hearing-times-manual-refused-${lang}.png`);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('shows a past hearing as awaiting minutes; the minutes edit form lists their documents and asks for a next hearing with a postponement reason', async () => {
    const awaiting = await fatima.client.post(`/api/lawyer/cases/${caseId}/hearings`, { hearingDate: firmDay(-3), hearingTime: '10:00 AM', hallName: 'Hall 1', rollNumber: `AW-${lang}`, whatIsRequested: 'Hear the parties' });
    const held = await fatima.client.post(`/api/lawyer/cases/${caseId}/hearings`, { hearingDate: firmDay(-2), hearingTime: '10:00 AM', hallName: 'Hall 1', rollNumber: `MD-${lang}`, whatIsRequested: 'Hear the parties' });
    expect([awaiting.status, held.status]).toEqual([201, 201]);
    const reasonId = (await fatima.client.get('/api/case-settings/adjournment-reasons')).body[0].id;
    const form = new FormData();
    const fields = { hearingReport: 'Both parties attended', postponementReasonId: String(reasonId), hasNextHearing: 'true', nextHearingDate: firmDay(20), nextTime: '09:30 AM' };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('minutesDocument', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), `expert-report-${lang}.pdf`);
    const recorded = await fatima.client.put(`/api/hearings/${held.body.id}/minutes`, form);
    expect(recorded.status, recorded.text).toBe(201);

    const { context, page } = await signedInPage(browser, server.url, lang, LAWYER, VIEWPORT, `/lawyer/cases/${caseId}`);
    try {
      await page.getByRole('tab', { name: new RegExp(`^${escapeText(say(casesWording.detail.tabs.hearings, lang))}`) }).click();
      await page.getByRole('row', { name: new RegExp(`AW-${lang}`) }).getByText(say(H.statuses.AwaitingMinutes, lang), { exact: true }).waitFor();
      await shot(page, `hearing-awaiting-minutes-${lang}.png`);

      await page.goto(`/lawyer/cases/${caseId}/hearings/${held.body.id}/edit-minutes/${recorded.body.id}`);
      await page.getByText(say(minutesWording.form.attachedDocuments, lang), { exact: true }).waitFor();
      await page.getByTestId('minutes-document').getByText(`expert-report-${lang}.pdf`).waitFor();
      await page.getByRole('checkbox', { name: say(minutesWording.form.noNextHearing, lang) }).check();
      await page.getByRole('button', { name: say(minutesWording.form.save, lang) }).click();
      // said at the reason's field and in the toast of the blocked save
      const refusal = say(messages['validation.postponementNeedsNextHearing'], lang);
      await page.getByRole('region', { name: say(minutesWording.form.hearingDetails, lang), exact: true }).getByText(refusal, { exact: true }).waitFor();
      await expectToast(page, refusal);
      await shot(page, `minutes-edit-refused-${lang}.png`);
      // nothing was saved: the minutes still have their next hearing
      expect((await fatima.client.get(`/api/hearing-minutes/${recorded.body.id}`)).body).toMatchObject({ hasNextHearing: true, nextHearingDate: firmDay(20) });
    } finally {
      await context.close();
    }
  }, 120_000);
});
