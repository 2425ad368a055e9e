import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages } from '@lawfirm/contracts';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ui } from '../../console/src/i18n/ui.js';
import { reportsWording } from '../../console/src/lawyer/reports/i18n.js';
import { activityWords, matterKindWords, timeWording } from '../../console/src/lawyer/time/i18n.js';
import { timerWording } from '../../console/src/lawyer/time/timerWording.js';
import { DESKTOP, LANGS, bearer, choose, directionOf, escapeText, expectToast, firmDay, input, raWording, rowButton, say, select, shot, signedInPage, type Lang } from './support.js';
import { axeViolations } from './support/axe.js';
import { seededPortal, superAdmin } from './support/suite.js';
import { commonFields } from '../../console/src/components/forms/commonFields.js';
import { timeActivityWording } from '../../console/src/resources/caseSettings/modules/wording.js';
import { api, login } from '../support/server.js';
import { BILLED_CLIENT, latin } from './support/billing.js';
import { myExpenseWording } from '../../console/src/lawyer/time/expenseWording.js';

// A lawyer's time from the top bar's timer to "My time", in English then Arabic: the timer is
// started on a case, runs on across another page and a reload (it is kept as the instant it
// started, so the test moves that instant 12 minutes back instead of waiting), stops into the
// time entry dialog with the case and the minutes rounded up, and the saved entry is listed.
const LAWYER = { username: 'fatima.zaabi@alnoor-law.ae', password: DEMO_EMPLOYEE_PASSWORD };
/** the seed's case of hers */
const TITLE = { en: 'Emirates Trading v. Gulf Supplies', ar: 'الإمارات للتجارة ضد إمدادات الخليج' };
/** the seed's client file of hers, of the case's client; its number is read in beforeAll */
const FILE = { subject: 'Supplier contract dispute', number: '' };
const portal = seededPortal();

/** the timer's elapsed time as shown */
const elapsed = async (page: Page) => latin(await page.getByTestId('timer-elapsed').innerText());

beforeAll(async () => {
  // an hourly rate on the firm's card for her case
  const fatima = await login(portal.server.url, LAWYER.username, LAWYER.password, 'employee');
  const theCase = ((await fatima.client.get('/api/lawyer/cases')).body as { id: number; titleEn: string }[]).find((c) => c.titleEn === TITLE.en)!;
  const admin = api(portal.server.url, portal.adminToken);
  const set = await admin.put('/api/billing/rates', { scope: 'case', scopeId: theCase.id, rate: '640' });
  expect(set.status, set.text).toBe(200);
  // and one on the client, which her time on the client's file takes (the case's own rate goes first on the case)
  const clients = (await admin.get(`/api/clients?${new URLSearchParams({ filter: JSON.stringify({ q: 'Emirates Trading' }) })}`)).body as { id: number; fullNameEn: string }[];
  const onClient = await admin.put('/api/billing/rates', { scope: 'client', scopeId: clients.find((c) => c.fullNameEn === BILLED_CLIENT.en)!.id, rate: '520' });
  expect(onClient.status, onClient.text).toBe(200);
  const files = (await fatima.client.get('/api/lawyer/files')).body as { fileNumber: string; subject: string }[];
  FILE.number = files.find((f) => f.subject === FILE.subject)!.fileNumber;
}, 60_000);

describe.each(LANGS)('time capture (%s)', (lang: Lang) => {
  it('times a case across pages and a reload, and records the rounded minutes in My time', async () => {
    const w = { ...timeWording, timer: timerWording };
    const { context, page } = await signedInPage(portal.browser, portal.server.url, lang, LAWYER);
    expect(await directionOf(page)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    const bar = page.getByTestId('top-bar-timer');

    // started on one of her cases, chosen in the autocomplete
    await bar.getByRole('button', { name: say(w.timer.start, lang), exact: true }).click();
    const start = page.getByRole('dialog', { name: say(w.timer.chooseCase, lang) });
    await select(start, say(w.dialog.matter, lang)).click();
    await page.getByRole('option').filter({ hasText: TITLE[lang] }).first().click();
    expect(await axeViolations(page)).toEqual([]);
    await start.getByRole('button', { name: say(w.timer.startOn, lang), exact: true }).click();
    await start.waitFor({ state: 'detached' });
    // the keyboard goes on from the timer's first button
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(say(w.timer.pause, lang));
    await expect.poll(() => elapsed(page)).toMatch(/^0:00:0\d$/);
    // the start is announced once; the ticking time is no live region
    await expect.poll(() => bar.getByRole('status').innerText()).toContain(TITLE[lang]);
    expect(await page.getByTestId('timer-elapsed').getAttribute('aria-live')).toBeNull();

    // another page: the timer goes on
    await page.getByTestId('sidebar').getByRole('link', { name: say(ui.menu.myTime, lang), exact: true }).click();
    await page.waitForURL('**/lawyer/time');
    await page.getByRole('heading', { level: 1, name: say(w.title, lang) }).waitFor();
    expect(await elapsed(page)).toMatch(/^0:00:\d\d$/);

    // a reload, as if it had been started 12 minutes 10 seconds ago: the time is worked out from the stored start
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('lawfirm.timer.'))!;
      const timer = JSON.parse(localStorage.getItem(key)!);
      localStorage.setItem(key, JSON.stringify({ ...timer, startedAt: timer.startedAt - 730_000 }));
    });
    await page.reload();
    await expect.poll(() => elapsed(page)).toMatch(/^0:12:[1-5]\d$/);
    const before = await elapsed(page);
    await expect.poll(() => elapsed(page)).not.toBe(before);
    await shot(page, `billing-time-running-${lang}.png`);
    // on a phone the bar keeps the time and its buttons (looked at, not compared)
    await page.setViewportSize({ width: 390, height: 844 });
    await bar.getByRole('button', { name: say(w.timer.stop, lang), exact: true }).waitFor();
    await shot(page, `billing-time-running-phone-${lang}.png`);
    await page.setViewportSize(DESKTOP);

    // stopped: the dialog holds the case and 13 minutes (rounded up)
    await bar.getByRole('button', { name: say(w.timer.stop, lang), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: say(w.dialog.addTitle, lang) });
    await dialog.waitFor();
    // (the dialog hides the page behind it from the accessibility tree: the region is found by its role attribute)
    await expect.poll(async () => latin(await bar.locator('[role="status"]').innerText())).toBe(say(w.timer.stopped, lang, { minutes: 13 }));
    expect(await input(dialog, say(w.dialog.minutes, lang)).inputValue()).toBe('13');
    await expect.poll(() => select(dialog, say(w.dialog.matter, lang)).inputValue()).toContain(TITLE[lang]);
    // the rate the firm's card applies to her time on the case, as the rate's hint (AED 640.00 set on the case in beforeAll)
    await expect
      .poll(async () => latin(await dialog.getByTestId('applicable-rate').innerText()).replace(/[\u2066-\u2069]/g, ''))
      .toBe(say(w.dialog.rateApplies, lang, { rate: lang === 'ar' ? '640.00 درهم' : '640.00 AED', source: say(w.dialog.rateSources.case, lang) }));
    const description = lang === 'ar' ? 'مراجعة مذكرة الدفاع' : 'Reviewed the statement of defence';
    await choose(dialog, say(w.dialog.activity, lang), say(activityWords.review, lang));
    await input(dialog, say(w.dialog.description, lang)).fill(description);
    // a rate the server refuses: its words on the rate field, in the page's language, nothing saved
    const rate = input(dialog, say(w.dialog.rate, lang));
    await rate.fill('12.345');
    await dialog.getByRole('button', { name: say(w.dialog.save, lang), exact: true }).click();
    await dialog.getByText(say(messages['billing.invalidRate'], lang)).waitFor();
    expect(await rate.getAttribute('aria-invalid')).toBe('true');
    await rate.fill('750');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `billing-time-dialog-${lang}.png`);
    await dialog.getByRole('button', { name: say(w.dialog.save, lang), exact: true }).click();
    await expectToast(page, say(w.saved, lang));
    await dialog.waitFor({ state: 'detached' });

    // the timer is gone, the entry is listed: its day, case, activity, 0:13, unbilled, with its own buttons
    await bar.getByRole('button', { name: say(w.timer.start, lang), exact: true }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(say(w.timer.start, lang));
    const row = page.getByRole('row').filter({ hasText: description });
    await row.waitFor();
    const text = latin(await row.innerText());
    for (const shown of [TITLE[lang], say(activityWords.review, lang), '0:13', say(w.notBilled, lang)]) expect(text).toContain(shown);
    await row.getByRole('button', { name: rowButton(say(w.edit, lang)) }).waitFor();
    expect(await directionOf(page)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `billing-time-list-${lang}.png`);

    if (lang === 'en') {
      // changed while unbilled: 20 minutes
      await row.getByRole('button', { name: rowButton(say(w.edit, lang)) }).click();
      const edit = page.getByRole('dialog', { name: say(w.dialog.editTitle, lang) });
      await input(edit, say(w.dialog.minutes, lang)).fill('20');
      await edit.getByRole('button', { name: say(w.dialog.save, lang), exact: true }).click();
      await edit.waitFor({ state: 'detached' });
      await expect.poll(async () => latin(await row.innerText())).toContain('0:20');
    } else {
      // deleted while unbilled, after the confirmation
      await row.getByRole('button', { name: rowButton(say(w.delete, lang)) }).click();
      await page.getByRole('dialog').getByRole('button', { name: say(ui.table.yesDelete, lang) }).click();
      await expectToast(page, say(w.deleted, lang));
      await row.waitFor({ state: 'detached' });
    }
    await context.close();
  });
});

// Time the portal suggests: minutes she records on a hearing of her case (through the API: the
// minutes' own screen has its suite) are offered on My time; she accepts them with her own minutes
// and rate, and the suggestion becomes her time entry.
/** her case whose past hearing each language records minutes of */
const HEARING_CASE = { en: 'Emirates Trading v. Gulf Supplies', ar: 'Gulf Horizon v. BuildRight' };

describe.each(LANGS)('suggested time (%s)', (lang: Lang) => {
  it('accepts, edited, the time suggested for a hearing whose minutes she recorded', async () => {
    const w = timeWording;
    const { context, page } = await signedInPage(portal.browser, portal.server.url, lang, LAWYER, undefined, '/lawyer/time');
    const headers = await bearer(page);
    const get = async <T>(path: string): Promise<T> => (await page.request.get(path, { headers })).json() as Promise<T>;
    const cases = await get<{ id: number; titleEn: string; titleAr: string }[]>(`/api/lawyer/cases?range=${encodeURIComponent('[0,99]')}`);
    const theCase = cases.find((c) => c.titleEn === HEARING_CASE[lang])!;
    const hearings = await get<{ id: number; hearingDate: string }[]>(`/api/lawyer/cases/${theCase.id}/hearings`);
    const held = hearings.find((h) => h.hearingDate < firmDay())!;
    const recorded = await page.request.put(`/api/hearings/${held.id}/minutes`, { headers, data: { hearingReport: 'Both parties were heard', hasNextHearing: false } });
    expect(recorded.status()).toBe(201);

    const title = lang === 'en' ? theCase.titleEn : theCase.titleAr;
    const accept = rowButton(say(w.suggestions.accept, lang));
    // the suggestion's row (the entry it becomes reads alike, without the Accept button)
    const suggested = page.getByRole('row').filter({ hasText: title }).filter({ hasText: say(activityWords.hearing_attendance, lang) }).filter({ has: page.getByRole('button', { name: accept }) });
    await page.reload();
    await suggested.waitFor();
    expect(latin(await suggested.innerText())).toContain('1:00');
    await suggested.getByRole('button', { name: accept }).click();
    const dialog = page.getByRole('dialog', { name: say(w.dialog.acceptTitle, lang) });
    await dialog.waitFor();
    // the proposal fills the form, in the page's language; the case is the hearing's and stays
    expect(await input(dialog, say(w.dialog.minutes, lang)).inputValue()).toBe('60');
    expect(await input(dialog, say(w.dialog.description, lang)).inputValue()).toMatch(new RegExp(`^${escapeText(say(messages['billing.suggestion.minutes'], lang).split('{day}')[0])}`));
    expect(await select(dialog, say(w.dialog.matter, lang)).isDisabled()).toBe(true);
    await input(dialog, say(w.dialog.minutes, lang)).fill('45');
    await input(dialog, say(w.dialog.rate, lang)).fill('900');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `billing-suggestion-accept-${lang}.png`);
    await dialog.getByRole('button', { name: say(w.dialog.save, lang), exact: true }).click();
    await expectToast(page, say(w.saved, lang));

    // no longer suggested; her entry of 45 minutes, unbilled, is listed
    await suggested.waitFor({ state: 'detached' });
    const entry = page.getByRole('row').filter({ hasText: title }).filter({ hasText: say(activityWords.hearing_attendance, lang) });
    await expect.poll(async () => latin(await entry.innerText())).toContain('0:45');
    expect(await entry.innerText()).toContain(say(w.notBilled, lang));
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `billing-suggestion-accepted-${lang}.png`);

    // her work in progress: the report of what she has not billed yet, as a PDF in the page's language
    await page.getByTestId('sidebar').getByRole('link', { name: say(ui.menu.reports, lang), exact: true }).click();
    await page.waitForURL('**/lawyer/reports');
    const wip = page.getByTestId('report-billing-wip');
    const order = page.waitForRequest((r) => r.url().endsWith('/api/report-jobs') && r.method() === 'POST');
    const file = page.waitForResponse((r) => /\/api\/report-jobs\/[^/]+\/file$/.test(r.url()));
    const popup = page.context().waitForEvent('page');
    await wip.getByRole('button', { name: say(reportsWording.preview, lang), exact: true }).click();
    expect((await order).postDataJSON()).toMatchObject({ reportId: 'billing-wip', format: 'pdf', lang });
    // the console read the file as a blob: the test reads it again by its address
    const pdf = await (await page.request.get((await file).url(), { headers })).body();
    await (await popup).close();
    const dir = mkdtempSync(join(tmpdir(), 'wip-'));
    writeFileSync(join(dir, 'wip.pdf'), pdf);
    const text = execFileSync('pdftotext', [join(dir, 'wip.pdf'), '-'], { encoding: 'utf8' });
    rmSync(dir, { recursive: true, force: true });
    // her own work only (Omar's time on the same case is not hers)
    if (lang === 'en') {
      expect(text).toMatch(/work in progress/i);
      for (const shown of ['Fatima Al Zaabi', HEARING_CASE.en]) expect(text).toContain(shown);
    }
    expect(text).not.toMatch(/Omar|عمر/);
    await context.close();
  });
});

// The firm's own activities (issue 40): an administrator adds one on the case settings' screen,
// Fatima records time under it from My time's dialog, on her client file rather than a case (the
// picker offers her cases, files and consultations; the rate's hint is the file's client's), and
// her entry names the activity and the file, in each language.
const ACTIVITY = { en: { en: 'Mediation session', ar: 'جلسة وساطة' }, ar: { en: 'Site inspection', ar: 'معاينة الموقع' } };

describe.each(LANGS)("the firm's activities (%s)", (lang: Lang) => {
  it('an administrator adds an activity in both languages and a lawyer records her time under it', async () => {
    const w = timeWording;
    const names = ACTIVITY[lang];
    const admin = await signedInPage(portal.browser, portal.server.url, lang, superAdmin(portal.server), undefined, '/settings/case-settings/time-activities');
    // the standard activities are named above the firm's own, in the page's language
    await expect.poll(() => admin.page.getByTestId('standard-activities').innerText()).toContain(say(activityWords.hearing_attendance, lang));
    expect(await directionOf(admin.page)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    await admin.page.getByRole('button', { name: say(timeActivityWording.add, lang) }).click();
    const add = admin.page.getByRole('dialog');
    await input(add, say(commonFields.nameEn, lang)).fill(names.en);
    await input(add, say(commonFields.nameAr, lang)).fill(names.ar);
    expect(await axeViolations(admin.page)).toEqual([]);
    await add.getByRole('button', { name: say(raWording('ra.action.save'), lang), exact: true }).click();
    await expectToast(admin.page, say(timeActivityWording.messages.created, lang));
    await admin.page.getByRole('row').filter({ hasText: names[lang] }).waitFor();
    await shot(admin.page, `time-activities-${lang}.png`);
    await admin.context.close();

    const { context, page } = await signedInPage(portal.browser, portal.server.url, lang, LAWYER, undefined, '/lawyer/time');
    await page.getByRole('button', { name: say(w.add, lang), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: say(w.dialog.addTitle, lang) });
    const fileName = `${say(matterKindWords.file, lang)} · ${FILE.number} — ${FILE.subject}`;
    await select(dialog, say(w.dialog.matter, lang)).click();
    // her case is offered beside it as a case
    await page.getByRole('option').filter({ hasText: `${say(matterKindWords.case, lang)} · ` }).filter({ hasText: TITLE[lang] }).first().waitFor();
    await shot(page, `billing-time-matters-${lang}.png`);
    await page.getByRole('option').filter({ hasText: FILE.subject }).first().click();
    await expect.poll(async () => latin(await select(dialog, say(w.dialog.matter, lang)).inputValue())).toBe(fileName);
    // the rate of the file's client (AED 520.00 in beforeAll)
    await expect
      .poll(async () => latin(await dialog.getByTestId('applicable-rate').innerText()))
      .toBe(say(w.dialog.rateApplies, lang, { rate: lang === 'ar' ? '520.00 درهم' : '520.00 AED', source: say(w.dialog.rateSources.client, lang) }));
    await input(dialog, say(w.dialog.minutes, lang)).fill('40');
    // offered by its name in the page's language
    await choose(dialog, say(w.dialog.activity, lang), names[lang]);
    const description = lang === 'ar' ? 'جلسة مع الطرف الآخر' : 'Session with the other side';
    await input(dialog, say(w.dialog.description, lang)).fill(description);
    await input(dialog, say(w.dialog.rate, lang)).fill('700');
    await dialog.getByRole('button', { name: say(w.dialog.save, lang), exact: true }).click();
    await expectToast(page, say(w.saved, lang));
    const row = page.getByRole('row').filter({ hasText: description });
    await expect.poll(() => row.innerText()).toContain(names[lang]);
    expect(latin(await row.innerText())).toContain(fileName);
    expect(await directionOf(page)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    await shot(page, `billing-time-on-file-${lang}.png`);
    await context.close();
  });
});

// A lawyer's expenses on My time (issue 40): she records a court fee (English) or a translation
// (Arabic) with its receipt; an amount of nothing is refused on its field in the page's language;
// the expense is listed with its type, amount, VAT treatment, not billed (as time entries say it), and its receipt.
const EXPENSE = {
  en: { type: 'court_fees', description: 'Filing fee for the statement of claim', receipt: 'filing-fee.pdf', amount: '1250.50', shown: '1,250.50' },
  ar: { type: 'translation', description: 'ترجمة عقد التوريد', receipt: 'ترجمة-العقد.pdf', amount: '420', shown: '420.00' },
} as const;

describe.each(LANGS)('expenses on My time (%s)', (lang: Lang) => {
  it('records an expense with its receipt and lists it', async () => {
    const w = myExpenseWording;
    const x = EXPENSE[lang];
    const { context, page } = await signedInPage(portal.browser, portal.server.url, lang, LAWYER, undefined, '/lawyer/time');
    await page.getByRole('button', { name: say(w.add, lang), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: say(w.dialog.addTitle, lang) });
    await dialog.waitFor();
    await select(dialog, say(w.fields.caseId, lang)).click();
    await page.getByRole('option').filter({ hasText: TITLE[lang] }).first().click();
    await choose(dialog, say(w.fields.expenseType, lang), say(w.types[x.type], lang));
    await input(dialog, say(w.fields.description, lang)).fill(x.description);
    // an amount of nothing: the server's words on the amount, in the page's language
    const amount = input(dialog, say(w.dialog.amount, lang));
    await amount.fill('0');
    await dialog.getByRole('button', { name: say(w.dialog.save, lang), exact: true }).click();
    await dialog.getByText(say(messages['billing.invalidExpenseAmount'], lang)).waitFor();
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    await amount.fill(x.amount);
    await dialog.locator('input[type="file"]').setInputFiles({ name: x.receipt, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await dialog.getByText(x.receipt).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `billing-expense-dialog-${lang}.png`);
    await dialog.getByRole('button', { name: say(w.dialog.save, lang), exact: true }).click();
    await expectToast(page, say(w.saved, lang));
    await dialog.waitFor({ state: 'detached' });

    // listed: its case, type, amount, treatment (the default of the type), unbilled, the receipt, its own buttons
    const row = page.getByRole('row').filter({ hasText: x.description });
    await row.getByRole('button', { name: `${say(w.openReceipt, lang)}: ${x.receipt}` }).waitFor();
    const text = latin(await row.innerText());
    const vat = x.type === 'court_fees' ? w.vat.out_of_scope : w.vat.standard;
    for (const shown of [TITLE[lang], say(w.types[x.type], lang), x.shown, say(vat, lang), say(timeWording.notBilled, lang)]) {
      expect(text).toContain(shown);
    }
    await row.getByRole('button', { name: rowButton(say(timeWording.edit, lang)) }).waitFor();
    expect(await directionOf(page)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `billing-expense-list-${lang}.png`);
    await context.close();
  });
});
