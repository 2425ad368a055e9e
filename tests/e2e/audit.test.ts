import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import { messages, type Bilingual } from '@lawfirm/contracts';
import { pdfTitle } from '../support/pdfText.js';
import { auditWording as w } from '../../console/src/audit/i18n.js';
import { casesWording } from '../../console/src/lawyer/cases/i18n.js';
import { ui } from '../../console/src/i18n/ui.js';
import { fieldLabel, summaryOf } from '../../query-api/src/audit/describe.js';
import { datePicker, download, escapeText, launchBrowser, say, shot, signedInPage, typeDate, type Lang } from './support.js';
import { login, startServer, type RunningServer } from '../support/server.js';
import { seededDataDir } from '../support/seedTemplate.js';

// The auditor screens against the real standalone server: a case's History tab (who changed what,
// before and after), the as-of view (the case replayed to a past moment, read-only, also from a
// deep link) and the admins' audit log (filter, CSV export), in English and Arabic.
const LAWYER = { username: 'fatima.zaabi@alnoor-law.ae', password: 'Lawyer#2026' };
const CASE_TITLE = 'Emirates Trading v. Gulf Supplies';
const VIEWPORT = { width: 1366, height: 900 };
/** a report rendered on the server, under load */
const PDF_TIMEOUT = 120_000;

/** the server's readable history (query-api/src/audit/describe.ts) as a wording pair */
const statusChanged: Bilingual = (({ summaryEn, summaryAr }) => ({ en: summaryEn, ar: summaryAr }))(summaryOf('CaseStatusChanged'));
const statusLabel: Bilingual = (({ labelEn, labelAr }) => ({ en: labelEn, ar: labelAr }))(fieldLabel('status'));

let server: RunningServer;
let browser: Browser;
let caseId: number;
let beforeEdits: string;
let originalSummary: string;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  server = await startServer({ console: true, dataDir: await seededDataDir() });
  const admin = await login(server.url, server.adminUsername, server.adminPassword);
  const fatima = await login(server.url, LAWYER.username, LAWYER.password, 'employee');
  caseId = (await fatima.client.get('/api/lawyer/cases')).body.find((c: { titleEn: string }) => c.titleEn === CASE_TITLE).id;
  originalSummary = (await fatima.client.get(`/api/cases/${caseId}`)).body.summary;
  // the picker works to the second: the remembered moment is a whole second after the seed and before the edits
  await pause(1100);
  beforeEdits = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString();
  await pause(1100);
  for (const [i, status] of (['in_progress', 'on_hold'] as const).entries()) {
    const c = (await fatima.client.get(`/api/cases/${caseId}`)).body;
    const res = await fatima.client.put(`/api/cases/${caseId}`, { ...c, status, summary: `Revision ${i + 1}`, version: c.version });
    expect(res.status).toBe(200);
  }
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Runs `steps` on a fresh page of the lawyer's or the admin's (its context closed after). */
async function onPage(lang: Lang, as: 'lawyer' | 'admin', steps: (page: Page) => Promise<void>) {
  const account = as === 'admin' ? { username: server.adminUsername, password: server.adminPassword, admin: true } : LAWYER;
  const { context, page } = await signedInPage(browser, server.url, lang, account, VIEWPORT);
  try {
    await steps(page);
  } finally {
    await context.close();
  }
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${escapeText(name)}`) });

/** the case's History tab, once its newest revision is listed */
async function onHistory(lang: Lang, steps: (page: Page) => Promise<void>) {
  await onPage(lang, 'lawyer', async (page) => {
    await page.goto(`/lawyer/cases/${caseId}`);
    await tab(page, say(w.history.tab, lang)).click();
    await page.getByTestId('history-timeline').getByTestId('history-entry').filter({ has: page.getByText('Revision 2', { exact: true }) }).first().waitFor();
    await steps(page);
  });
}

describe.each(['en', 'ar'] as const)('auditor screens (%s)', (lang) => {
  it('the case history: newest first, each change before and after, the status in words', () =>
    onHistory(lang, async (page) => {
      const timeline = page.getByTestId('history-timeline');
      const revised = timeline.getByTestId('history-entry').filter({ has: page.getByText('Revision 2', { exact: true }) });
      const table = revised.first().getByTestId('change-table');
      await expect.poll(() => table.getByRole('columnheader').allInnerTexts()).toEqual(expect.arrayContaining([say(w.changes.before, lang), say(w.changes.after, lang)]));
      expect(await table.getByRole('row').filter({ hasText: 'Revision 2' }).innerText()).toContain('Revision 1');
      // newest first: the last edit's entries come before the seed's
      const summaries = await timeline.getByTestId('history-entry').allInnerTexts();
      expect(summaries.length).toBeGreaterThan(2);
      expect(summaries.findIndex((s) => s.includes('Revision 2'))).toBeLessThan(summaries.findIndex((s) => s.includes('Revision 1') && !s.includes('Revision 2')));
      expect(summaries.some((s) => s.includes(say(statusChanged, lang)) && s.includes('Fatima') === (lang === 'en'))).toBe(true);
      // the status as the reader says it, before and after
      const held = timeline.getByTestId('history-entry').filter({ hasText: say(statusChanged, lang) }).first();
      expect(await held.getByTestId('change-table').getByRole('row').nth(1).getByRole('cell').allInnerTexts())
        .toEqual([say(statusLabel, lang), say(casesWording.statuses.in_progress, lang), say(casesWording.statuses.on_hold, lang)]);
      await shot(page, `audit-history-${lang}.png`, { fullPage: true });
    }));

  it('the command only in the auditor\'s details', () =>
    onHistory(lang, async (page) => {
      const timeline = page.getByTestId('history-timeline');
      const held = timeline.getByTestId('history-entry').filter({ hasText: say(statusChanged, lang) }).first();
      expect(await held.innerText()).not.toContain('ReviseCase');
      await timeline.getByLabel(say(w.details.toggle, lang)).check();
      await expect.poll(() => held.innerText()).toContain(`${say(w.details.command, lang)}: ReviseCase`);
    }));

  it('exports the history (and its PDF in the console\'s language)', () =>
    onHistory(lang, async (page) => {
      const timeline = page.getByTestId('history-timeline');
      const json = await download(page, () => timeline.getByRole('button', { name: say(w.history.export, lang) }).click());
      expect(json.name).toMatch(new RegExp(`^audit-case-${caseId}-.*\\.json$`));
      expect(JSON.stringify(JSON.parse(json.body.toString('utf8')))).toContain('Revision 2');
      // the PDF is rendered on the server (its Arabic shaped): waited for by its answer, which may take a while on a loaded machine
      const answered = page.waitForResponse((r) => r.url().includes(`/audit/streams/`) && r.url().includes('format=pdf'), { timeout: PDF_TIMEOUT });
      const saved = page.waitForEvent('download', { timeout: PDF_TIMEOUT });
      await timeline.getByRole('button', { name: say(w.history.exportPdf, lang) }).click();
      expect((await answered).status()).toBe(200);
      const file = await saved;
      const pdf = { name: file.suggestedFilename(), body: readFileSync((await file.path())!) };
      expect(pdf.name).toMatch(new RegExp(`^audit-case-${caseId}-.*\\.pdf$`));
      expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
      // its title names the case in the console's language
      expect(pdfTitle(pdf.body)).toMatch(new RegExp(`^${escapeText(say(messages['audit.pdf.title'], lang).split('{record}')[0])}\\S`));
    }));

  it('shows the case as it stood before the edits, read-only', () =>
    onHistory(lang, async (page) => {
      // the picker, at the remembered moment (in the browser's time zone)
      const local = await page.evaluate((iso) => {
        const d = new Date(iso);
        const p = (n: number) => String(n).padStart(2, '0');
        return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
      }, beforeEdits);
      await typeDate(datePicker(page, say(w.asOf.viewAsOf, lang)), local, lang);
      await page.getByRole('button', { name: say(w.asOf.show, lang), exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('asOf') === beforeEdits);
      const banner = page.getByTestId('as-of-banner');
      await expect.poll(() => banner.innerText()).toContain(say(w.asOf.banner, lang).split('%{date}')[0]);
      await expect.poll(() => page.getByTestId('case-badges').innerText()).toContain(say(casesWording.badges.active, lang));
      await tab(page, say(casesWording.detail.tabs.overview, lang)).click();
      await expect.poll(() => page.getByText(originalSummary, { exact: true }).count()).toBeGreaterThan(0);
      expect(await page.getByText('Revision 2', { exact: true }).count()).toBe(0);
      expect(await page.getByRole('link', { name: say(casesWording.detail.editCase, lang) }).isVisible()).toBe(false);
      const hearings = say(casesWording.detail.tabs.hearings, lang);
      await tab(page, hearings).click();
      await page.getByRole('tabpanel').getByRole('heading', { name: hearings }).waitFor();
      expect(await page.getByRole('button', { name: say(casesWording.hearings.add, lang) }).isVisible()).toBe(false);
      await tab(page, say(casesWording.detail.tabs.overview, lang)).click();
      await shot(page, `audit-asof-${lang}.png`, { fullPage: true });
    }));

  it('from the historical view back to today', () =>
    onPage(lang, 'lawyer', async (page) => {
      await page.goto(`/lawyer/cases/${caseId}?asOf=${encodeURIComponent(beforeEdits)}`);
      const banner = page.getByTestId('as-of-banner');
      await banner.waitFor();
      // the deep link opens the historical view
      await expect.poll(() => page.getByText(originalSummary, { exact: true }).count()).toBeGreaterThan(0);
      await banner.getByRole('button', { name: say(w.asOf.backToToday, lang) }).click();
      await page.waitForURL((url) => !url.searchParams.has('asOf'));
      await expect.poll(() => page.getByText('Revision 2', { exact: true }).count()).toBeGreaterThan(0);
      expect(await page.getByTestId('case-badges').innerText()).toContain(say(casesWording.badges.pending, lang));
      expect(await page.getByRole('link', { name: say(casesWording.detail.editCase, lang) }).isVisible()).toBe(true);
      expect(await banner.count()).toBe(0);
    }));

  it('lists the audit log for admins, filters it by event type and exports CSV', () =>
    onPage(lang, 'admin', async (page) => {
      await page.getByTestId('sidebar').getByRole('link', { name: say(ui.menu.auditLog, lang), exact: true }).click();
      await page.waitForURL('**/management/audit-log');
      const rows = page.locator('tbody tr');
      await expect.poll(() => rows.count()).toBeGreaterThan(2);
      // the event types and records' streams are the auditor's details
      await page.getByLabel(say(w.details.toggle, lang)).check();
      await page.getByRole('textbox', { name: say(w.log.type, lang) }).fill('CaseStatusChanged');
      await expect.poll(async () => {
        const texts = await rows.allInnerTexts();
        return texts.length > 0 && texts.every((r) => r.includes('CaseStatusChanged'));
      }).toBe(true);
      expect(await rows.filter({ hasText: `case-${caseId}` }).count()).toBeGreaterThanOrEqual(2);
      const csv = (await download(page, () => page.getByRole('button', { name: say(w.log.exportCsv, lang) }).click())).body.toString('utf8');
      const [header, ...lines] = csv.trim().split('\n');
      expect(header).toContain('correlationId');
      // the suite's two status changes of the case at least, and nothing but status changes
      expect(lines.filter((l) => l.includes(`case-${caseId}`)).length).toBeGreaterThanOrEqual(2);
      expect(lines.every((l) => l.includes('CaseStatusChanged'))).toBe(true);
      await shot(page, `audit-log-${lang}.png`, { fullPage: true });
    }));
});
