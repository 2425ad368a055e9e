import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import { pdfTitle } from '../support/pdfText.js';
import { datePicker, launchBrowser, typeDate, signIn as signInAs } from './support.js';
import { login, root, startServer, type RunningServer } from '../support/server.js';
import { seedAll } from '../../scripts/seed/index.js';

// The auditor screens against the real standalone server: a case's History tab (who changed what,
// before and after), the as-of view (the case replayed to a past moment, read-only, also from a
// deep link) and the admins' audit log (filter, CSV export), in English and Arabic.
const screenshots = join(root, '.tmp', 'screenshots');
const LAWYER = { username: 'fatima.zaabi@alnoor-law.ae', password: 'Lawyer#2026' };
const CASE_TITLE = 'Emirates Trading v. Gulf Supplies';

type Lang = 'en' | 'ar';

const T = {
  en: {
    login: 'Login',
    history: 'History',
    before: 'Before',
    after: 'After',
    statusChanged: 'Case status changed',
    statusRow: ['Status', 'In Progress', 'On Hold'],
    details: 'Details for auditors',
    commandDetail: 'Command: ReviseCase',
    exportHistory: 'Export history',
    exportPdf: 'Export PDF',
    viewAsOf: 'View as of',
    show: 'Show',
    banner: 'Historical view: this page shows the case as it stood on',
    backToToday: 'Back to today',
    editCase: 'Edit Case',
    hearings: 'Hearings',
    addHearing: 'Add Hearing',
    active: 'Active',
    pending: 'Pending',
    auditLog: 'Audit log',
    eventType: 'Event type',
    exportCsv: 'Export CSV',
  },
  ar: {
    login: 'دخول',
    history: 'السجل',
    before: 'قبل',
    after: 'بعد',
    statusChanged: 'تم تغيير حالة القضية',
    statusRow: ['الحالة', 'قيد التنفيذ', 'معلّقة'],
    details: 'تفاصيل للمدققين',
    commandDetail: 'الأمر: ReviseCase',
    exportHistory: 'تصدير السجل',
    exportPdf: 'تصدير PDF',
    viewAsOf: 'عرض كما في',
    show: 'عرض',
    banner: 'عرض تاريخي: تعرض هذه الصفحة القضية كما كانت في',
    backToToday: 'العودة إلى اليوم',
    editCase: 'تعديل القضية',
    hearings: 'الجلسات',
    addHearing: 'إضافة جلسة',
    active: 'نشطة',
    pending: 'قيد الانتظار',
    auditLog: 'سجل التدقيق',
    eventType: 'نوع الحدث',
    exportCsv: 'تصدير CSV',
  },
} as const;

let server: RunningServer;
let browser: Browser;
let caseId: number;
let beforeEdits: string;
let originalSummary: string;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  server = await startServer({ console: true });
  const admin = await login(server.url, server.adminUsername, server.adminPassword);
  await seedAll(server.url, admin.token);
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

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshots, name), animations: 'disabled', fullPage: true });

async function signIn(lang: Lang, as: 'lawyer' | 'admin') {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await signInAs(page, lang, as === 'admin' ? { username: server.adminUsername, password: server.adminPassword, admin: true } : LAWYER, T[lang].login);
  return { context, page };
}

describe.each(['en', 'ar'] as const)('auditor screens (%s)', (lang) => {
  const t = T[lang];

  it('shows the case history, the case as it stood before the edits (read-only), and back to today', async () => {
    const { context, page } = await signIn(lang, 'lawyer');
    await page.goto(`/lawyer/cases/${caseId}`);
    await page.getByRole('tab', { name: t.history }).click();

    const timeline = page.getByTestId('history-timeline');
    const revised = timeline.getByTestId('history-entry').filter({ has: page.getByText('Revision 2', { exact: true }) });
    await expect.poll(() => revised.count()).toBeGreaterThan(0);
    const table = revised.first().getByTestId('change-table');
    await expect.poll(() => table.getByRole('columnheader').allInnerTexts()).toEqual(expect.arrayContaining([t.before, t.after]));
    expect(await table.getByRole('row').filter({ hasText: 'Revision 2' }).innerText()).toContain('Revision 1');
    // newest first: the last edit's entries come before the seed's
    const summaries = await timeline.getByTestId('history-entry').allInnerTexts();
    expect(summaries.length).toBeGreaterThan(2);
    expect(summaries.findIndex((s) => s.includes('Revision 2'))).toBeLessThan(summaries.findIndex((s) => s.includes('Revision 1') && !s.includes('Revision 2')));
    expect(summaries.some((s) => s.includes(t.statusChanged) && s.includes('Fatima') === (lang === 'en'))).toBe(true);
    // the status as the reader says it, before and after; the command only in the auditor's details
    const held = timeline.getByTestId('history-entry').filter({ hasText: t.statusChanged }).first();
    expect(await held.getByTestId('change-table').getByRole('row').nth(1).getByRole('cell').allInnerTexts()).toEqual(t.statusRow);
    expect(await held.innerText()).not.toContain('ReviseCase');
    await timeline.getByLabel(t.details).check();
    await expect.poll(() => held.innerText()).toContain(t.commandDetail);
    await timeline.getByLabel(t.details).uncheck();
    const exported = page.waitForEvent('download');
    await timeline.getByRole('button', { name: t.exportHistory }).click();
    expect((await exported).suggestedFilename()).toMatch(new RegExp(`^audit-case-${caseId}-.*\\.json$`));
    if (lang === 'ar') {
      // the readable PDF comes in the console's language
      const pdf = page.waitForEvent('download');
      await timeline.getByRole('button', { name: t.exportPdf }).click();
      const file = await pdf;
      expect(file.suggestedFilename()).toMatch(new RegExp(`^audit-case-${caseId}-.*\\.pdf$`));
      const bytes = readFileSync((await file.path())!);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfTitle(bytes)).toMatch(/^سجل التدقيق — القضية: /);
    }
    await shot(page, `audit-history-${lang}.png`);

    // the picker, at the remembered moment (in the browser's time zone)
    const local = await page.evaluate((iso) => {
      const d = new Date(iso);
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
    }, beforeEdits);
    await typeDate(datePicker(page, t.viewAsOf), local, lang);
    await page.getByRole('button', { name: t.show, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('asOf') === beforeEdits);
    const banner = page.getByTestId('as-of-banner');
    await expect.poll(() => banner.innerText()).toContain(t.banner);
    const badges = page.getByTestId('case-badges');
    await expect.poll(() => badges.innerText()).toContain(t.active);
    await page.getByRole('tab', { name: lang === 'en' ? 'Overview' : 'نظرة عامة' }).click();
    await expect.poll(() => page.getByText(originalSummary, { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByText('Revision 2', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: t.editCase }).isVisible()).toBe(false);
    await page.getByRole('tab', { name: t.hearings }).click();
    await page.getByRole('tabpanel').getByRole('heading', { name: t.hearings }).waitFor();
    expect(await page.getByRole('button', { name: t.addHearing }).isVisible()).toBe(false);
    await page.getByRole('tab', { name: lang === 'en' ? 'Overview' : 'نظرة عامة' }).click();
    await shot(page, `audit-asof-${lang}.png`);

    await banner.getByRole('button', { name: t.backToToday }).click();
    await page.waitForURL((url) => !url.searchParams.has('asOf'));
    await expect.poll(() => page.getByText('Revision 2', { exact: true }).count()).toBeGreaterThan(0);
    expect(await badges.innerText()).toContain(t.pending);
    expect(await page.getByRole('link', { name: t.editCase }).isVisible()).toBe(true);
    expect(await banner.count()).toBe(0);

    // a deep link opens the historical view
    await page.goto(`/lawyer/cases/${caseId}?asOf=${encodeURIComponent(beforeEdits)}`);
    await expect.poll(() => page.getByTestId('as-of-banner').count()).toBe(1);
    await expect.poll(() => page.getByText(originalSummary, { exact: true }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('lists the audit log for admins, filters it by event type and exports CSV', async () => {
    const { context, page } = await signIn(lang, 'admin');
    await page.getByTestId('sidebar').getByRole('link', { name: t.auditLog, exact: true }).click();
    await page.waitForURL('**/management/audit-log');
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(2);
    // the event types and records' streams are the auditor's details
    await page.getByLabel(t.details).check();
    await page.getByRole('textbox', { name: t.eventType }).fill('CaseStatusChanged');
    await expect.poll(async () => {
      const texts = await rows.allInnerTexts();
      return texts.length > 0 && texts.every((r) => r.includes('CaseStatusChanged'));
    }).toBe(true);
    expect(await rows.filter({ hasText: `case-${caseId}` }).count()).toBeGreaterThanOrEqual(2);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.exportCsv }).click();
    const csv = readFileSync((await (await download).path())!, 'utf8');
    const lines = csv.trim().split('\n');
    expect(lines[0]).toContain('correlationId');
    expect(lines.slice(1).every((l) => l.includes('CaseStatusChanged'))).toBe(true);
    await shot(page, `audit-log-${lang}.png`);
    await context.close();
  });
});
