import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { allEventDefinitions, type Bilingual } from '@lawfirm/contracts';
import { auditWording } from '../../console/src/audit/i18n.js';
import { ui } from '../../console/src/i18n/ui.js';
import { summaryOf } from '../../query-api/src/audit/describe.js';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { LANGS, say, shot, signedInPage, type Lang } from './support.js';
import { seededPortal, superAdmin } from './support/suite.js';
import { login } from '../support/server.js';

// History and audit in plain words: a case's History tab (for its lawyer and for an admin) and the
// audit log (admins: the roles matrix's `audit: view`) say who by name and what in words; the log's
// own identifiers (correlation id, command, event type, stream name) are on the page only once
// 'Details for auditors' is switched on, in English and Arabic.
const LAWYER = { username: 'fatima.zaabi@alnoor-law.ae', password: DEMO_EMPLOYEE_PASSWORD };
/** the seed's case and its lawyer's name */
const CASE_TITLE = 'Emirates Trading v. Gulf Supplies';
const WHO = { en: 'Fatima Al Zaabi', ar: 'فاطمة الزعابي' };
/** the server's readable history (query-api/src/audit/describe.ts) as a wording pair */
const summary = (type: string): Bilingual => (({ summaryEn, summaryAr }) => ({ en: summaryEn, ar: summaryAr }))(summaryOf(type));

const EVENT_TYPES = [...new Set(allEventDefinitions().map((d) => d.type))];
/** a stream's name: `case-7`, `signins-admin-1`, `case-document-3` (not a file's name such as statement-of-claim-1.pdf) */
const STREAM_NAME = /(?<![\w-])(?:case|file|hearing|minutes|appointment|case-document|deadline|notification|client|employee|user|role|signins-(?:admin|employee))-\d+(?![\w.-])/;

interface Technical {
  type: string;
  stream: string;
  command: string | null;
  correlationId: string;
}

const portal = seededPortal();
let caseId: number;
let story: Technical[];

beforeAll(async () => {
  const fatima = await login(portal.server.url, LAWYER.username, LAWYER.password, 'employee');
  caseId = (await fatima.client.get('/api/lawyer/cases')).body.find((c: { titleEn: string }) => c.titleEn === CASE_TITLE).id;
  const c = (await fatima.client.get(`/api/cases/${caseId}`)).body;
  expect((await fatima.client.put(`/api/cases/${caseId}`, { ...c, status: 'on_hold', version: c.version })).status).toBe(200);
  story = (await fatima.client.get(`/api/audit/streams/case-${caseId}`)).body;
  expect(story.some((e) => e.command === 'ReviseCase')).toBe(true);
});

const open = (lang: Lang, as: 'lawyer' | 'admin') =>
  signedInPage(portal.browser, portal.server.url, lang, as === 'admin' ? superAdmin(portal.server) : LAWYER, { width: 1366, height: 900 });

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

describe.each(LANGS)('history and audit in plain words (%s)', (lang) => {
  const details = say(auditWording.details.toggle, lang);

  it.each(['lawyer', 'admin'] as const)('a case History tab for the %s: names and words, the identifiers only in the details', async (as) => {
    const { context, page } = await open(lang, as);
    await page.goto(`/lawyer/cases/${caseId}`);
    await page.getByRole('tab', { name: say(auditWording.history.tab, lang) }).click();
    const timeline = page.getByTestId('history-timeline');
    const changed = timeline.getByTestId('history-entry').filter({ hasText: say(summary('CaseStatusChanged'), lang) });
    await expect.poll(() => changed.count()).toBeGreaterThan(0);
    expect(await changed.first().innerText()).toContain(WHO[lang]);
    expectNoTechnical(await pageText(page), story);

    await timeline.getByLabel(details).check();
    const entries = timeline.getByTestId('history-details');
    await expect.poll(() => entries.count()).toBe(story.length);
    const shown = await pageText(page);
    for (const e of story) {
      expect(shown).toContain(e.type);
      expect(shown).toContain(e.stream);
      expect(shown).toContain(e.correlationId);
      if (e.command) expect(shown).toContain(e.command);
    }
    await shot(page, `history-words-${as}-${lang}.png`, { fullPage: true });
    await context.close();
  });

  it('the audit log for an admin: who by name, what in words, the identifiers only in the details', async () => {
    const { context, page } = await open(lang, 'admin');
    await page.getByTestId('sidebar').getByRole('link', { name: say(ui.menu.auditLog, lang), exact: true }).click();
    await page.waitForURL('**/management/audit-log');
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(2);
    // the admin's own sign-in, by name and in words
    await expect.poll(async () => (await rows.allInnerTexts()).some((r) => r.includes(say(summary('UserSignedIn'), lang)))).toBe(true);
    const before = await pageText(page);
    expect(before).not.toMatch(/#\d/);

    await page.getByLabel(details).check();
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
    await shot(page, `audit-log-words-${lang}.png`, { fullPage: true });
    await context.close();
  });
});
