import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import { messages } from '@lawfirm/contracts';
import { launchBrowser, escapeText, optionsOf, select, signIn } from './support.js';
import { login, root, startServer, type RunningServer } from '../support/server.js';
import { seedAll } from '../../scripts/seed/index.js';

// The hearing-time list of the console, in English and Arabic: the day in clock order (midnight
// first, noon after 11:45 AM), and a typed time the server would refuse is refused on the form.
// Then the minutes' side: a past hearing without minutes reads Awaiting minutes, the edit form
// shows the documents already attached and refuses a postponement reason with no next hearing.
const screenshots = join(root, '.tmp', 'screenshots');
const LAWYER = { username: 'fatima.zaabi@alnoor-law.ae', password: 'Lawyer#2026' };
type Lang = 'en' | 'ar';
const T = {
  en: { login: 'Login', hearings: 'Hearings', addHearing: 'Add Hearing', hearingTime: 'Hearing Time', manualTime: 'Enter time manually', save: 'Save Hearing' },
  ar: { login: 'دخول', hearings: 'الجلسات', addHearing: 'إضافة جلسة', hearingTime: 'وقت الجلسة', manualTime: 'إدخال الوقت يدوياً', save: 'حفظ الجلسة' },
};
const M = {
  en: { awaiting: 'Awaiting minutes', attached: 'Documents already attached', noNextHearing: 'No next hearing', save: 'Save Minutes' },
  ar: { awaiting: 'بانتظار المحضر', attached: 'المستندات المرفقة سابقاً', noNextHearing: 'لا توجد جلسة قادمة', save: 'حفظ المحضر' },
};
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
const plus = (n: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A time of the day as the page's language writes it (what the list shows). */
const clock = (lang: Lang, hours: number, minutes: number) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'ar-AE', { hour: '2-digit', minute: '2-digit', hour12: true, timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));

let server: RunningServer;
let browser: Browser;
let caseId: number;
let fatima: Awaited<ReturnType<typeof login>>;

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  server = await startServer({ console: true });
  const admin = await login(server.url, server.adminUsername, server.adminPassword);
  await seedAll(server.url, admin.token);
  fatima = await login(server.url, LAWYER.username, LAWYER.password, 'employee');
  caseId = (await fatima.client.get('/api/lawyer/cases')).body.find((c: { status: string }) => c.status === 'active').id;
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshots, name), animations: 'disabled' });

describe.each(['en', 'ar'] as const)('hearing times (%s)', (lang) => {
  it('lists the day in clock order and refuses 25:99 typed by hand', async () => {
    const t = T[lang];
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    try {
      await signIn(page, lang, LAWYER, t.login);
      await page.goto(`/lawyer/cases/${caseId}`);
      await page.getByRole('tab', { name: new RegExp(`^${escapeText(t.hearings)}`) }).click();
      await page.getByRole('button', { name: t.addHearing }).click();
      const dialog = page.getByRole('dialog');

      const expected = Array.from({ length: 96 }, (_, i) => clock(lang, Math.floor(i / 4), (i % 4) * 15));
      const shown = await optionsOf(page, dialog, t.hearingTime);
      expect(shown).toEqual(expected);
      // the trap the firm met: half past noon follows 11:45 AM, and midnight comes first
      expect(shown.indexOf(clock(lang, 12, 0))).toBe(shown.indexOf(clock(lang, 11, 45)) + 1);
      expect(shown[0]).toBe(clock(lang, 0, 0));
      if (lang === 'en') expect(shown.slice(46, 50)).toEqual(['11:30 AM', '11:45 AM', '12:00 PM', '12:15 PM']);

      // the list open around noon, for the eye
      await select(dialog, t.hearingTime).click();
      const noon = page.getByRole('listbox').getByRole('option', { name: clock(lang, 12, 0), exact: true });
      await noon.scrollIntoViewIfNeeded();
      await shot(page, `hearing-times-noon-${lang}.png`);
      await page.keyboard.press('Escape');
      await page.getByRole('listbox').waitFor({ state: 'detached' });

      await dialog.getByLabel(t.manualTime).check();
      await dialog.getByLabel(new RegExp(`^${escapeText(t.hearingTime)}`)).fill('25:99');
      await dialog.getByRole('button', { name: t.save }).click();
      await dialog.getByText(messages['validation.invalidTime'][lang], { exact: true }).waitFor();
      await shot(page, `hearing-times-manual-refused-${lang}.png`);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('shows a past hearing as awaiting minutes; the minutes edit form lists their documents and asks for a next hearing with a postponement reason', async () => {
    const m = M[lang];
    const awaiting = await fatima.client.post(`/api/lawyer/cases/${caseId}/hearings`, { hearingDate: plus(-3), hearingTime: '10:00 AM', hallName: 'Hall 1', rollNumber: `AW-${lang}`, whatIsRequested: 'Hear the parties' });
    const held = await fatima.client.post(`/api/lawyer/cases/${caseId}/hearings`, { hearingDate: plus(-2), hearingTime: '10:00 AM', hallName: 'Hall 1', rollNumber: `MD-${lang}`, whatIsRequested: 'Hear the parties' });
    expect([awaiting.status, held.status]).toEqual([201, 201]);
    const reasonId = (await fatima.client.get('/api/case-settings/adjournment-reasons')).body[0].id;
    const form = new FormData();
    const fields = { hearingReport: 'Both parties attended', postponementReasonId: String(reasonId), hasNextHearing: 'true', nextHearingDate: plus(20), nextTime: '09:30 AM' };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('minutesDocument', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), `expert-report-${lang}.pdf`);
    const recorded = await fatima.client.put(`/api/hearings/${held.body.id}/minutes`, form);
    expect(recorded.status, recorded.text).toBe(201);

    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    try {
      await signIn(page, lang, LAWYER, T[lang].login);
      await page.goto(`/lawyer/cases/${caseId}`);
      await page.getByRole('tab', { name: new RegExp(`^${escapeText(T[lang].hearings)}`) }).click();
      await page.getByRole('row', { name: new RegExp(`AW-${lang}`) }).getByText(m.awaiting, { exact: true }).waitFor();
      await shot(page, `hearing-awaiting-minutes-${lang}.png`);

      await page.goto(`/lawyer/cases/${caseId}/hearings/${held.body.id}/edit-minutes/${recorded.body.id}`);
      await page.getByText(m.attached, { exact: true }).waitFor();
      await page.getByTestId('minutes-document').getByText(`expert-report-${lang}.pdf`).waitFor();
      await page.getByRole('checkbox', { name: m.noNextHearing }).check();
      await page.getByRole('button', { name: m.save }).click();
      await page.getByText(messages['validation.postponementNeedsNextHearing'][lang], { exact: true }).waitFor();
      await shot(page, `minutes-edit-refused-${lang}.png`);
      // nothing was saved: the minutes still have their next hearing
      expect((await fatima.client.get(`/api/hearing-minutes/${recorded.body.id}`)).body).toMatchObject({ hasNextHearing: true, nextHearingDate: plus(20) });
    } finally {
      await context.close();
    }
  }, 120_000);
});
