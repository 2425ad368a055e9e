import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import { allEventDefinitions } from '@lawfirm/contracts';
import { launchBrowser, signIn as signInAs } from './support.js';
import { login, root, startServer, type RunningServer } from '../support/server.js';
import { seedAll } from '../../scripts/seed/index.js';

// History and audit in plain words: a case's History tab (for its lawyer and for an admin) and the
// audit log (admins: the roles matrix's `audit: view`) say who by name and what in words; the log's
// own identifiers (correlation id, command, event type, stream name) are on the page only once
// 'Details for auditors' is switched on, in English and Arabic.
const screenshots = join(root, '.tmp', 'screenshots');
const LAWYER = { username: 'fatima.zaabi@alnoor-law.ae', password: 'Lawyer#2026' };
const CASE_TITLE = 'Emirates Trading v. Gulf Supplies';
const T = {
  en: { login: 'Login', history: 'History', details: 'Details for auditors', auditLog: 'Audit log', signedIn: 'Signed in', caseStatusChanged: 'Case status changed', who: 'Fatima Al Zaabi' },
  ar: { login: 'دخول', history: 'السجل', details: 'تفاصيل للمدققين', auditLog: 'سجل التدقيق', signedIn: 'تم تسجيل الدخول', caseStatusChanged: 'تم تغيير حالة القضية', who: 'فاطمة الزعابي' },
} as const;

const EVENT_TYPES = [...new Set(allEventDefinitions().map((d) => d.type))];
/** a stream's name: `case-7`, `signins-admin-1`, `case-document-3` (not a file's name such as statement-of-claim-1.pdf) */
const STREAM_NAME = /(?<![\w-])(?:case|file|hearing|minutes|appointment|case-document|deadline|notification|client|employee|user|role|signins-(?:admin|employee))-\d+(?![\w.-])/;

interface Technical {
  type: string;
  stream: string;
  command: string | null;
  correlationId: string;
}

let server: RunningServer;
let browser: Browser;
let caseId: number;
let story: Technical[];

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  server = await startServer({ console: true });
  const admin = await login(server.url, server.adminUsername, server.adminPassword);
  await seedAll(server.url, admin.token);
  const fatima = await login(server.url, LAWYER.username, LAWYER.password, 'employee');
  caseId = (await fatima.client.get('/api/lawyer/cases')).body.find((c: { titleEn: string }) => c.titleEn === CASE_TITLE).id;
  const c = (await fatima.client.get(`/api/cases/${caseId}`)).body;
  expect((await fatima.client.put(`/api/cases/${caseId}`, { ...c, status: 'on_hold', version: c.version })).status).toBe(200);
  story = (await fatima.client.get(`/api/audit/streams/case-${caseId}`)).body;
  expect(story.some((e) => e.command === 'ReviseCase')).toBe(true);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(lang: 'en' | 'ar', as: 'lawyer' | 'admin') {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, lang, as === 'admin' ? { username: server.adminUsername, password: server.adminPassword, admin: true } : LAWYER, T[lang].login);
  return { context, page };
}

const pageText = (page: Page) => page.locator('body').innerText();

/** None of the log's own identifiers in the text. */
function expectNoTechnical(text: string, technical: Technical[]) {
  expect(EVENT_TYPES.filter((type) => text.includes(type))).toEqual([]);
  expect(text.match(STREAM_NAME)?.[0] ?? null).toBeNull();
  for (const t of technical) {
    expect(text).not.toContain(t.correlationId);
    if (t.command) expect(text).not.toMatch(new RegExp(`\\b${t.command}\\b`));
  }
}

describe.each(['en', 'ar'] as const)('history and audit in plain words (%s)', (lang) => {
  const t = T[lang];

  it.each(['lawyer', 'admin'] as const)('a case History tab for the %s: names and words, the identifiers only in the details', async (as) => {
    const { context, page } = await open(lang, as);
    await page.goto(`/lawyer/cases/${caseId}`);
    await page.getByRole('tab', { name: t.history }).click();
    const timeline = page.getByTestId('history-timeline');
    const changed = timeline.getByTestId('history-entry').filter({ hasText: t.caseStatusChanged });
    await expect.poll(() => changed.count()).toBeGreaterThan(0);
    expect(await changed.first().innerText()).toContain(t.who);
    expectNoTechnical(await pageText(page), story);

    await timeline.getByLabel(t.details).check();
    const details = timeline.getByTestId('history-details');
    await expect.poll(() => details.count()).toBe(story.length);
    const shown = await pageText(page);
    for (const e of story) {
      expect(shown).toContain(e.type);
      expect(shown).toContain(e.stream);
      expect(shown).toContain(e.correlationId);
      if (e.command) expect(shown).toContain(e.command);
    }
    await page.screenshot({ path: join(screenshots, `history-words-${as}-${lang}.png`), fullPage: true });
    await context.close();
  });

  it('the audit log for an admin: who by name, what in words, the identifiers only in the details', async () => {
    const { context, page } = await open(lang, 'admin');
    await page.getByTestId('sidebar').getByRole('link', { name: t.auditLog, exact: true }).click();
    await page.waitForURL('**/management/audit-log');
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(2);
    // the admin's own sign-in, by name and in words
    await expect.poll(async () => (await rows.allInnerTexts()).some((r) => r.includes(t.signedIn))).toBe(true);
    const before = await pageText(page);
    expect(before).not.toMatch(/#\d/);

    await page.getByLabel(t.details).check();
    const header = page.locator('thead th');
    const column = async (n: number) => (await rows.locator(`td:nth-child(${n})`).allInnerTexts()).map((s) => s.trim());
    await expect.poll(() => header.count()).toBe(8);
    const [types, streams, commands, correlations] = await Promise.all([column(5), column(6), column(7), column(8)]);
    expect(types.length).toBeGreaterThan(2);
    expect(types.every((x) => EVENT_TYPES.includes(x))).toBe(true);
    expect(streams.some((s) => STREAM_NAME.test(s))).toBe(true);
    expect(types).toContain('UserSignedIn');
    const technical = types.map((type, i) => ({ type, stream: streams[i], command: commands[i] === '—' ? null : commands[i], correlationId: correlations[i] }));
    expectNoTechnical(before, technical);
    await page.screenshot({ path: join(screenshots, `audit-log-words-${lang}.png`), fullPage: true });
    await context.close();
  });
});
