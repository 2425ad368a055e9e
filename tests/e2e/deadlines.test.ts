import { afterAll, beforeAll, describe, expect, it, onTestFailed, vi } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { seededDataDir } from '../support/seedTemplate.js';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { ui } from '../../console/src/i18n/ui.js';
import { formatDate } from '../../console/src/i18n/dates.js';
import { deadlineRuleNoun, deadlineRuleWording } from '../../console/src/resources/caseSettings/deadlineRules/wording.js';
import { holidayNoun, holidayWording } from '../../console/src/resources/caseSettings/holidays/wording.js';
import { deadlineWording } from '../../console/src/lawyer/deadlines/wording.js';
import { LANGS, choose, datePicker, directionOf, escapeText, firmDay, input, launchBrowser, raWording, rowButton, say, sayCount, select, shot, signedInPage, toast, typeDate, UI_TIMEOUT, type Account, type Lang } from './support.js';
import { api, login, startServer, type RunningServer } from '../support/server.js';

// Court deadlines in the console, once in English and once in Arabic, against the standalone
// server with the demo data: the admin's deadline-rules and holidays screens (with the working
// week), and what a lawyer reads: the Upcoming Deadlines card, the final-rulings page with each
// ruling's deadline, the calendar. Wording comes from the console's own catalogues.
const LAWYER = 'fatima.zaabi@alnoor-law.ae';
const VIEWPORT = { width: 1366, height: 1000 };
const toastTimeout = { timeout: UI_TIMEOUT };

/** react-admin's and the console's generic buttons */
const buttons = (lang: Lang) => ({
  save: say(raWording('ra.action.save'), lang),
  edit: say(raWording('ra.action.edit'), lang),
  delete: say(raWording('ra.action.delete'), lang),
  yesDelete: say(ui.table.yesDelete, lang),
});

/** A day as the console shows it (its own formatter). */
const day = (value: string, lang: Lang, options?: Intl.DateTimeFormatOptions) => formatDate(value, lang, options);
const LONG_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' };
const w = deadlineWording;
const daysLeftText = (n: number, lang: Lang) => (n === 0 ? say(w.dueToday, lang) : n > 0 ? sayCount(w.daysLeft, lang, n) : sayCount(w.overdue, lang, -n));

let server: RunningServer;
let browser: Browser;
let admin: ReturnType<typeof api>;
let lawyerApi: ReturnType<typeof api>;
/** a second case of the lawyer, for minutes whose ruling is notified later, and the rule counting from notification */
let notified: { caseId: number; ruleId: number };
/** the deadline opened in beforeAll by a ruling 45 days old under a 60-day rule */
let opened: { id: number; caseId: number; caseNumber: string; nameEn: string; nameAr: string; dueDate: string; daysLeft: number };
const rule = { nameEn: 'Appeal window (browser test)', nameAr: 'مهلة الاستئناف (اختبار المتصفح)' };
const notificationRule = { nameEn: 'Appeal from notification (browser test)', nameAr: 'الاستئناف من الإعلان (اختبار المتصفح)' };

/** A signed-in page of the admin or the lawyer, opened at a path; a failed test leaves its screenshot. */
async function session(lang: Lang, who: 'admin' | 'lawyer', path: string) {
  const account: Account = who === 'admin' ? { username: server.adminUsername, password: server.adminPassword, admin: true } : { username: LAWYER, password: DEMO_EMPLOYEE_PASSWORD };
  const { context, page } = await signedInPage(browser, server.url, lang, account, VIEWPORT);
  onTestFailed(async () => {
    await shot(page, `deadlines-failed-${who}-${lang}.png`, { fullPage: true });
  });
  await page.goto(path);
  return { context, page };
}

const row = (scope: Page | Locator, text: string) => scope.getByRole('row', { name: new RegExp(escapeText(text)) });

beforeAll(async () => {
  server = await startServer({ console: true, dataDir: await seededDataDir() });
  const a = await login(server.url, server.adminUsername, server.adminPassword);
  admin = a.client;
  browser = await launchBrowser();

  // a ruling given 45 days ago: last month's, past the old fixed 30-day window; a 60-day rule keeps its deadline open
  const created = await admin.post('/api/case-settings/deadline-rules', { ...rule, trigger: 'final_ruling', caseCategory: null, days: 60, countFrom: 'ruling_date', dayKind: 'calendar', remindDaysBefore: [7, 3, 1], isActive: true });
  expect(created.status, created.text).toBe(201);
  const fatima = await login(server.url, LAWYER, DEMO_EMPLOYEE_PASSWORD, 'employee');
  lawyerApi = fatima.client;
  const cases = (await fatima.client.get('/api/lawyer/cases')).body as { id: number; status: string; caseNumber: string; finalRuling?: unknown }[];
  const ruled = cases.find((c) => c.status === 'active' && !c.finalRuling)!;
  const hearing = await fatima.client.post(`/api/lawyer/cases/${ruled.id}/hearings`, { hearingDate: firmDay(-46), hearingTime: '10:00 AM', hallName: '3', rollNumber: 'R-E2E', whatIsRequested: 'Judgment' });
  expect(hearing.status, hearing.text).toBe(201);
  const minutes = await fatima.client.put(`/api/hearings/${hearing.body.id}/minutes`, { rulingType: 'final', finalDecision: true, finalDecisionDate: firmDay(-45), finalDecisionText: 'The claim is accepted', hasNextHearing: false });
  expect(minutes.status, minutes.text).toBeLessThan(300);
  const openedBy = async () =>
    ((await fatima.client.get('/api/lawyer/deadlines?status=open')).body as (typeof opened & { ruleId: number })[]).find((d) => d.ruleId === created.body.id && d.caseId === ruled.id);
  opened = await vi.waitFor(
    async () => {
      const found = await openedBy();
      if (!found) throw new Error('no deadline was opened for the final ruling');
      return found;
    },
    { timeout: UI_TIMEOUT, interval: 200 },
  );
  expect(opened.dueDate >= firmDay(15)).toBe(true);

  const fromNotification = await admin.post('/api/case-settings/deadline-rules', {
    ...notificationRule, trigger: 'final_ruling', caseCategory: null, days: 30,
    countFrom: 'notification_date', dayKind: 'calendar', remindDaysBefore: [3], isActive: true,
  });
  expect(fromNotification.status, fromNotification.text).toBe(201);
  // a case running for three months, so its rulings may be dated back (a ruling is not dated before its case opened)
  const caseTypeId = (await admin.get('/api/case-settings/enhanced-case-types')).body[0].id;
  const regionId = (await admin.get('/api/regions')).body.find((r: { code: string }) => r.code === 'DXB').id;
  const clientId = (await fatima.client.get('/api/lawyer/clients')).body.find((c: { hasInitiationAgreement: boolean }) => c.hasInitiationAgreement).id;
  const running = await fatima.client.post('/api/cases', {
    titleEn: 'Notified Ruling Trading v. Registry LLC', titleAr: 'الإعلان للتجارة ضد السجل ذ.م.م', caseTypeId, regionId, plaintiffs: [{ clientId, role: 'Plaintiff', type: 'client' }],
    lawyerIds: [fatima.user.id], status: 'active', startDate: firmDay(-90), registrationDate: firmDay(-90),
  });
  expect(running.status, running.text).toBe(201);
  notified = { caseId: running.body.id, ruleId: fromNotification.body.id };
}, 240_000);

/** Waits until the reactions (deadlines among them) have handled the log up to a position. */
async function reactionsPassed(position: number) {
  expect(position).toBeGreaterThan(0);
  await expect.poll(async () => (await admin.get('/api/health')).body.reactions.position as number, { message: `the reactions past ${position}` }).toBeGreaterThanOrEqual(position);
}

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each(LANGS)('court deadlines in the console (%s)', (lang) => {
  const rw = deadlineRuleWording;
  const field = (pair: { en: string; ar: string }) => say(pair, lang);
  const b = buttons(lang);
  /** a rule's period as the list writes it: the catalogue's pattern holds no words (so no Arabic to check), only the number and the kind of days */
  const period = (days: number, kind: string) => rw.period[lang].replace('%{days}', String(days)).replace('%{kind}', kind);

  it('lets an admin add, edit and delete a deadline rule under case settings, refusing bad reminders', async () => {
    const { context, page } = await session(lang, 'admin', '/settings/case-settings');
    const name = lang === 'en' ? deadlineRuleNoun.en[1] : deadlineRuleNoun.ar[2];
    // the overview lists the deadline rules and the public holidays with their real counts
    for (const [noun, path] of [[name, 'deadline-rules'], [lang === 'en' ? holidayNoun.en[1] : holidayNoun.ar[2], 'holidays']]) {
      const count = ((await admin.get(`/api/case-settings/${path}`)).body as unknown[]).length;
      await expect.poll(() => row(page, noun).getByTestId('count-badge').innerText()).toBe(String(count));
    }
    await page.getByRole('link', { name: new RegExp(`${escapeText(name)}$`) }).click();
    await page.waitForURL('**/settings/case-settings/deadline-rules');
    // the seed's UAE defaults, in words
    const civil = row(page, 'Appeal of a civil ruling');
    await civil.waitFor();
    await expect(civil.innerText()).resolves.toContain(say(rw.countFrom.notification_date, lang));
    await expect(civil.innerText()).resolves.toContain(period(30, say(rw.dayKinds.calendar, lang)));
    expect(await directionOf(page)).toBe(lang === 'ar' ? 'rtl' : 'ltr');

    const added = `Renewal of a lease (${lang})`;
    await page.getByRole('button', { name: field(rw.add) }).click();
    const dialog = page.getByRole('dialog');
    // a new rule counts 30 calendar days from the ruling for every case category, with reminders 7, 3 and 1 days before
    await expect.poll(() => select(dialog, field(rw.fields.caseCategory)).innerText()).toContain(field(rw.allCategories));
    expect(await input(dialog, field(rw.fields.remindDaysBefore)).inputValue()).toBe('7, 3, 1');
    await input(dialog, field(rw.fields.nameEn)).fill(added);
    await input(dialog, field(rw.fields.nameAr)).fill('تجديد عقد إيجار');
    await choose(dialog, field(rw.fields.trigger), field(rw.triggers.preliminary_ruling));
    await input(dialog, field(rw.fields.days)).fill('45');
    await choose(dialog, field(rw.fields.dayKind), field(rw.dayKinds.working));
    await choose(dialog, field(rw.fields.countFrom), field(rw.countFrom.notification_date));
    // a reminder on or after the due date is refused before anything is sent
    await input(dialog, field(rw.fields.remindDaysBefore)).fill('50, 5');
    await dialog.getByRole('button', { name: b.save }).click();
    await dialog.getByText(field(rw.errors.remindRange)).waitFor();
    await input(dialog, field(rw.fields.remindDaysBefore)).fill('seven');
    await dialog.getByText(field(rw.errors.remindList)).waitFor();
    expect(((await admin.get('/api/case-settings/deadline-rules')).body as { nameEn: string }[]).some((r) => r.nameEn === added)).toBe(false);
    await input(dialog, field(rw.fields.remindDaysBefore)).fill('5، 10');
    await shot(page, `deadline-rule-dialog-${lang}.png`, { fullPage: true });
    await dialog.getByRole('button', { name: b.save }).click();
    await toast(page, field(rw.messages.created)).waitFor(toastTimeout);
    const created = row(page, added);
    await created.waitFor();
    const text = await created.innerText();
    expect(text).toContain(period(45, say(rw.dayKinds.working, lang)));
    expect(text).toContain(field(rw.triggers.preliminary_ruling));
    expect(text).toContain(field(rw.allCategories));
    expect(text).toContain('10, 5');
    const stored = ((await admin.get('/api/case-settings/deadline-rules')).body as Record<string, unknown>[]).find((r) => r.nameEn === added);
    expect(stored).toMatchObject({ trigger: 'preliminary_ruling', caseCategory: null, days: 45, dayKind: 'working', countFrom: 'notification_date', remindDaysBefore: [10, 5], isActive: true });
    await shot(page, `deadline-rules-${lang}.png`, { fullPage: true });

    await created.getByRole('button', { name: rowButton(b.edit) }).click();
    const days = input(page.getByRole('dialog'), field(rw.fields.days));
    await expect.poll(() => days.inputValue()).toBe('45');
    await days.fill('40');
    await page.getByRole('dialog').getByRole('button', { name: b.save }).click();
    await toast(page, field(rw.messages.updated)).waitFor(toastTimeout);
    await expect.poll(() => row(page, added).innerText()).toContain(period(40, say(rw.dayKinds.working, lang)));

    await row(page, added).getByRole('button', { name: rowButton(b.delete) }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(field(rw.deleteConfirm)).waitFor();
    await confirm.getByRole('button', { name: b.yesDelete }).click();
    await toast(page, field(rw.messages.deleted)).waitFor(toastTimeout);
    await row(page, added).waitFor({ state: 'detached' });
    await context.close();
  });

  it("lets an admin set the firm's weekend and add, edit and delete a public holiday", async () => {
    const hw = holidayWording;
    const { context, page } = await session(lang, 'admin', '/settings/case-settings');
    const name = lang === 'en' ? holidayNoun.en[1] : holidayNoun.ar[2];
    await page.getByRole('link', { name: new RegExp(`${escapeText(name)}$`) }).click();
    await page.waitForURL('**/settings/case-settings/holidays');

    // the working week: Saturday and Sunday by default; a week without a working day is refused on the spot
    const week = page.getByTestId('working-week');
    const box = (d: keyof typeof hw.workingWeek.days) => week.getByRole('checkbox', { name: field(hw.workingWeek.days[d]) });
    await expect.poll(() => box('saturday').isChecked()).toBe(true);
    expect(await box('sunday').isChecked()).toBe(true);
    expect(await box('friday').isChecked()).toBe(false);
    for (const d of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const) await box(d).check();
    await week.getByText(field(hw.workingWeek.noWorkingDay)).waitFor();
    expect(await week.getByRole('button', { name: field(hw.workingWeek.save) }).isDisabled()).toBe(true);
    for (const d of ['monday', 'tuesday', 'wednesday', 'thursday'] as const) await box(d).uncheck();
    await week.getByRole('button', { name: field(hw.workingWeek.save) }).click();
    await toast(page, field(hw.workingWeek.saved)).waitFor(toastTimeout);
    await expect.poll(async () => (await admin.get('/api/case-settings/working-week')).body.weekendDays.sort()).toEqual(['friday', 'saturday', 'sunday']);
    await box('friday').uncheck();
    await week.getByRole('button', { name: field(hw.workingWeek.save) }).click();
    await expect.poll(async () => (await admin.get('/api/case-settings/working-week')).body.weekendDays.sort()).toEqual(['saturday', 'sunday']);

    // the seed's holidays, with their dates in the language
    const national = row(page, 'Commemoration Day and National Day 2026');
    await national.waitFor();
    await expect(national.innerText()).resolves.toContain(day('2026-12-01', lang, LONG_DAY));

    const added = `Founding Day (${lang})`;
    await page.getByRole('button', { name: field(hw.add) }).click();
    const dialog = page.getByRole('dialog');
    await input(dialog, field(hw.fields.nameEn)).fill(added);
    await input(dialog, field(hw.fields.nameAr)).fill('يوم التأسيس');
    await typeDate(datePicker(dialog, field(hw.fields.startDate)), '2027-02-10', lang);
    await typeDate(datePicker(dialog, field(hw.fields.endDate)), '2027-02-08', lang);
    await dialog.getByRole('button', { name: b.save }).click();
    await dialog.getByText(field(hw.errors.endBeforeStart)).waitFor();
    await typeDate(datePicker(dialog, field(hw.fields.endDate)), '2027-02-11', lang);
    await shot(page, `holiday-dialog-${lang}.png`, { fullPage: true });
    await dialog.getByRole('button', { name: b.save }).click();
    await toast(page, field(hw.messages.created)).waitFor(toastTimeout);
    await row(page, added).waitFor();
    expect(((await admin.get('/api/case-settings/holidays')).body as Record<string, unknown>[]).find((h) => h.nameEn === added)).toMatchObject({ startDate: '2027-02-10', endDate: '2027-02-11' });
    await expect(row(page, added).innerText()).resolves.toContain(day('2027-02-11', lang, LONG_DAY));
    await shot(page, `holidays-${lang}.png`, { fullPage: true });

    await row(page, added).getByRole('button', { name: rowButton(b.edit) }).click();
    await expect.poll(() => input(page.getByRole('dialog'), field(hw.fields.nameEn)).inputValue()).toBe(added);
    await typeDate(datePicker(page.getByRole('dialog'), field(hw.fields.endDate)), '2027-02-12', lang);
    await page.getByRole('dialog').getByRole('button', { name: b.save }).click();
    await toast(page, field(hw.messages.updated)).waitFor(toastTimeout);
    await expect.poll(() => row(page, added).innerText()).toContain(day('2027-02-12', lang, LONG_DAY));

    await row(page, added).getByRole('button', { name: rowButton(b.delete) }).click();
    await page.getByRole('dialog').getByText(field(hw.deleteConfirm)).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: b.yesDelete }).click();
    await toast(page, field(hw.messages.deleted)).waitFor(toastTimeout);
    await row(page, added).waitFor({ state: 'detached' });
    await context.close();
  });

  it('records in the minutes when the ruling was notified, and a rule counted from notification opens its deadline from that day', async () => {
    const hearing = await lawyerApi.post(`/api/lawyer/cases/${notified.caseId}/hearings`, { hearingDate: firmDay(-12), hearingTime: '09:00 AM', hallName: '5', rollNumber: `R-N-${lang}`, whatIsRequested: 'Judgment' });
    expect(hearing.status, hearing.text).toBe(201);
    const recorded = await lawyerApi.put(`/api/hearings/${hearing.body.id}/minutes`, { rulingType: 'final', finalDecision: true, finalDecisionDate: firmDay(-10), finalDecisionText: 'The appeal is dismissed', hasNextHearing: false });
    expect(recorded.status, recorded.text).toBeLessThan(300);
    const minutesId = recorded.body.id as number;
    const fromThese = async () =>
      ((await lawyerApi.get('/api/lawyer/deadlines')).body as { id: number; ruleId: number; minutesId: number; fromDate: string; dueDate: string }[]).filter((d) => d.ruleId === notified.ruleId && d.minutesId === minutesId);
    // not notified yet: the rule waits for the date
    await reactionsPassed(Number(recorded.headers.get('x-event-position')));
    expect(await fromThese()).toEqual([]);

    // the saved minutes and the ruling's card say the appeal period starts once the ruling is notified,
    // naming the deadline that waits, and take the lawyer to the minutes' form to add the date
    const viewPath = `/lawyer/cases/${notified.caseId}/hearings/${hearing.body.id}/view-minutes/${minutesId}`;
    const editPath = `/lawyer/cases/${notified.caseId}/hearings/${hearing.body.id}/edit-minutes/${minutesId}`;
    const ruleName = notificationRule[lang === 'ar' ? 'nameAr' : 'nameEn'];
    const { context, page } = await session(lang, 'lawyer', viewPath);
    const waitingInView = page.getByTestId('deadline-waiting');
    await waitingInView.getByText(field(w.waiting.title)).waitFor();
    expect(await waitingInView.innerText()).toContain(ruleName);
    expect(await waitingInView.getByRole('link', { name: field(w.waiting.action) }).getAttribute('href')).toBe(editPath);
    await shot(page, `minutes-waiting-notification-${lang}.png`, { fullPage: true });
    const { caseNumber } = (await lawyerApi.get(`/api/lawyer/cases/${notified.caseId}`)).body as { caseNumber: string };
    await page.goto('/lawyer/final-rulings');
    const card = page.getByTestId('final-ruling').filter({ hasText: caseNumber });
    const waiting = card.getByTestId('deadline-waiting');
    await waiting.getByText(field(w.waiting.title)).waitFor();
    expect(await waiting.innerText()).toContain(ruleName);
    // nothing opened yet, and the card does not say there is nothing to wait for
    expect(await card.getByText(field(w.rulings.noDeadline)).count()).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await shot(page, `final-rulings-waiting-notification-${lang}.png`, { fullPage: true });
    await waiting.getByRole('link', { name: field(w.waiting.action) }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(editPath);
    const picker = datePicker(page, field(w.minutes.notificationDate));
    await picker.waitFor();
    await page.getByText(field(w.minutes.notificationHint)).waitFor();
    await typeDate(picker, firmDay(-4), lang);
    await shot(page, `minutes-notification-date-${lang}.png`, { fullPage: true });
    await page.locator('main button[type=submit]').click();
    await expect.poll(async () => (await fromThese()).map((d) => d.fromDate)).toEqual([firmDay(-4)]);
    const [deadline] = await fromThese();
    expect(deadline.dueDate >= firmDay(26)).toBe(true);

    await page.goto(viewPath);
    const notifiedRow = page.getByText(field(w.minutes.notifiedOn), { exact: true });
    await notifiedRow.waitFor();
    await page.getByText(day(firmDay(-4), lang)).first().waitFor();
    // notified: the deadline is open, nothing waits
    expect(await page.getByTestId('deadline-waiting').count()).toBe(0);

    // the lawyer files the appeal and marks the deadline met from the ruling's card, with a note
    await page.goto('/lawyer/final-rulings');
    const row = page.getByTestId('ruling-deadline').filter({ hasText: notificationRule[lang === 'ar' ? 'nameAr' : 'nameEn'] });
    await row.getByRole('button', { name: field(w.markMet.action) }).click();
    const dialog = page.getByRole('dialog', { name: field(w.markMet.title) });
    await dialog.getByLabel(field(w.markMet.note)).fill('Appeal filed at the registry');
    await shot(page, `deadline-mark-met-${lang}.png`, { fullPage: true });
    await dialog.getByRole('button', { name: field(w.markMet.confirm) }).click();
    await toast(page, field(w.markMet.done)).waitFor(toastTimeout);
    await expect.poll(() => row.getByTestId('deadline-days').innerText()).toBe(field(w.statuses.met));
    expect(await row.getByRole('button', { name: field(w.markMet.action) }).count()).toBe(0);
    const met = (await lawyerApi.get(`/api/lawyer/deadlines/${(await fromThese())[0].id}`)).body;
    expect(met).toMatchObject({ status: 'met', note: 'Appeal filed at the registry' });
    await context.close();
  });

  it("shows the lawyer's upcoming deadlines on the dashboard, each ruling's deadline on the final-rulings page, and deadlines on the calendar", async () => {
    const { context, page } = await session(lang, 'lawyer', '/lawyer/dashboard');
    const ruleName = lang === 'ar' ? opened.nameAr : opened.nameEn;
    const card = page.getByTestId('upcoming-deadlines');
    await card.getByText(field(w.upcoming.title)).waitFor();
    // days left as of now (the firm's day may have turned since the deadline opened)
    const { daysLeft } = (await lawyerApi.get(`/api/lawyer/deadlines/${opened.id}`)).body as { daysLeft: number };
    const item = card.getByTestId('upcoming-deadline').filter({ hasText: ruleName }).filter({ hasText: opened.caseNumber });
    await item.waitFor();
    const text = await item.innerText();
    expect(text).toContain(opened.caseNumber);
    expect(text).toContain(say(w.due, lang, { date: day(opened.dueDate, lang, LONG_DAY) }));
    expect(await item.getByTestId('deadline-days').innerText()).toBe(daysLeftText(daysLeft, lang));
    // soonest first
    const left = (await card.getByTestId('deadline-days').evaluateAll((chips) => chips.map((c) => Number(c.getAttribute('data-days-left')))));
    expect(left).toEqual([...left].sort((x, y) => x - y));
    await shot(page, `upcoming-deadlines-${lang}.png`, { fullPage: true });
    expect(await directionOf(page)).toBe(lang === 'ar' ? 'rtl' : 'ltr');

    // last month's ruling stays listed while its deadline is open, with the due date and days left
    await page.goto('/lawyer/final-rulings');
    const ruling = page.getByTestId('final-ruling').filter({ hasText: opened.caseNumber });
    await ruling.waitFor();
    const deadline = ruling.getByTestId('ruling-deadline').filter({ hasText: ruleName });
    await deadline.waitFor();
    expect(await ruling.getByTestId('ruling-deadlines').innerText()).toContain(field(w.rulings.appealDeadline));
    expect(await deadline.getByTestId('deadline-due').innerText()).toContain(day(opened.dueDate, lang));
    expect(await deadline.getByTestId('deadline-days').innerText()).toBe(daysLeftText(daysLeft, lang));
    await page.getByText(field(w.rulings.subtitle)).waitFor();
    await shot(page, `final-rulings-deadlines-${lang}.png`, { fullPage: true });

    // the calendar's agenda from the due day shows it on that day
    await page.goto(`/lawyer/calendar?date=${opened.dueDate}&view=agenda`);
    const event = page.locator(`[data-testid="event-deadline"][data-day="${opened.dueDate}"]`).filter({ hasText: ruleName });
    await event.waitFor();
    await expect(event.innerText()).resolves.toContain(field(w.calendar.kind));
    await expect(event.innerText()).resolves.toContain(field(w.statuses.open));
    await event.scrollIntoViewIfNeeded();
    await shot(page, `calendar-deadline-${lang}.png`, { fullPage: true });
    // its details name the case and offer to mark it met
    await event.click();
    const details = page.getByRole('dialog', { name: new RegExp(`^${escapeText(field(w.calendar.details))}`) });
    await details.getByText(opened.caseNumber).first().waitFor();
    await details.getByRole('button', { name: field(w.markMet.action) }).waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    // a lawyer without open deadlines reads why the card is empty
    await page.route('**/api/lawyer/deadlines?*', (route) => route.fulfill({ json: [] }));
    await page.goto('/lawyer/dashboard');
    await card.getByText(field(w.upcoming.empty)).waitFor();
    await card.getByText(field(w.upcoming.emptyHint)).waitFor();
    expect(await card.getByTestId('upcoming-deadline').count()).toBe(0);
    await context.close();
  });
});
