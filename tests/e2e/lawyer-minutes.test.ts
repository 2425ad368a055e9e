import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { daysBetween } from '@lawfirm/contracts';
import { LANGS, choose, launchBrowser, datePicker, firmDay, firmWorkingDay, input, pdfFile, say, sayCount, select, shot, signedInPage, toast, typeDate, UI_TIMEOUT, type Lang } from './support.js';
import { api, login, startServer, type RunningServer } from '../support/server.js';
import { seededDataDir } from '../support/seedTemplate.js';
import { ui } from '../../console/src/i18n/ui.js';
import { minutesWording as M } from '../../console/src/lawyer/minutes/i18n.js';
import { finalRulingsWording } from '../../console/src/lawyer/finalRulings/i18n.js';
import { myTasksWording } from '../../console/src/lawyer/myTasks/i18n.js';
import { copyLinkWording } from '../../console/src/components/files/copyLinkWording.js';
import { formatTime } from '../../console/src/components/forms/timeSlots.js';

// The minutes of hearings (form, saved view, print, history), the final rulings screen and
// my tasks, against the real standalone server with the demo data, in English and in Arabic.
const LAWYER = { username: 'fatima.zaabi@alnoor-law.ae', password: 'Lawyer#2026' };
const VIEWPORT = { width: 1366, height: 900 };

/** Each language works on its own seeded case of Fatima's (seed data, as the seed names it). */
const CASE = {
  en: { titleEn: 'Emirates Trading v. Gulf Supplies', title: 'Emirates Trading v. Gulf Supplies', caseType: 'Commercial claim', lawyer: 'Ahmed Al Mansouri', category: 'Court judgment' },
  ar: { titleEn: 'Gulf Horizon v. BuildRight', title: 'أفق الخليج ضد بيلد رايت', caseType: 'استئناف مدني', lawyer: 'عمر حداد', category: 'حكم المحكمة' },
};
const TASK_STATUS = { en: 'in_progress', ar: 'completed' } as const;
const REPORT = { en: 'The court heard both parties and reserved the case for judgment.', ar: 'استمعت المحكمة إلى الطرفين وحجزت الدعوى للحكم.' };
const DECISION = { en: 'Judgment for the plaintiff with costs.', ar: 'حكمت المحكمة لصالح المدعي مع الرسوم.' };

let server: RunningServer;
let browser: Browser;
let lawyerApi: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startServer({ console: true, dataDir: await seededDataDir() });
  const admin = await login(server.url, server.adminUsername, server.adminPassword);
  const lawyer = await login(server.url, LAWYER.username, LAWYER.password, 'employee');
  lawyerApi = api(server.url, lawyer.token);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
/** A folding section's body once it has finished unfolding (a click while it grows can miss). */
const unfolded = (region: Locator) => region.locator('.MuiCollapse-entered').waitFor();

/**
 * The ruling ~15 days back, kept inside the current month (the screen lists this month's), and the
 * bucket the server must put it in: thirds of the 30-day appeal deadline.
 */
function rulingDay(): { day: string; bucket: 'recent' | 'mid' | 'expiring' } {
  const today = firmDay();
  const wanted = firmDay(-15);
  const day = wanted.slice(0, 7) === today.slice(0, 7) ? wanted : `${today.slice(0, 7)}-01`;
  const ago = daysBetween(day, today);
  return { day, bucket: ago < 10 ? 'recent' : ago <= 20 ? 'mid' : 'expiring' };
}

/** A signed-in page of Fatima's; printing is stubbed in every window of its context (the print page opens in a new one). */
async function lawyerPage(lang: Lang) {
  const { context, page } = await signedInPage(browser, server.url, lang, LAWYER, VIEWPORT);
  await context.addInitScript(() => {
    const w = window as unknown as { print: () => void; __printCalls: number };
    w.__printCalls = 0;
    w.print = () => {
      w.__printCalls += 1;
    };
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  return { context, page };
}

/** Runs a step on a fresh page of Fatima's; a failure leaves its screenshot, the context is closed after. */
async function onLawyerPage(lang: Lang, name: string, step: (page: Page) => Promise<void>) {
  const { context, page } = await lawyerPage(lang);
  try {
    await step(page);
  } catch (error) {
    await shot(page, `failed-minutes-${name}-${lang}.png`, { fullPage: true }).catch(() => undefined);
    throw error;
  } finally {
    await context.close();
  }
}

/** The seeded case of the language and its first hearing (held last week, its minutes not yet recorded). */
async function caseAndHearing(lang: Lang): Promise<{ caseId: number; caseNumber: string; hearingId: number }> {
  const cases = (await lawyerApi.get('/api/lawyer/cases')).body as { id: number; titleEn: string; caseNumber: string }[];
  const found = cases.find((c) => c.titleEn === CASE[lang].titleEn);
  if (!found) throw new Error(`no seeded case ${CASE[lang].titleEn}`);
  const hearings = (await lawyerApi.get(`/api/lawyer/cases/${found.id}/hearings`)).body as { id: number; hearingDate: string }[];
  return { caseId: found.id, caseNumber: found.caseNumber, hearingId: hearings[0].id };
}

describe.each(LANGS)('lawyer portal: minutes, final rulings, my tasks (%s)', (lang) => {
  const ruling = rulingDay();
  // a working day: a day off would be asked about before the minutes are saved
  const nextDay = firmWorkingDay(lang === 'ar' ? 28 : 21);
  /** the minutes the form saved (the later tests read them) */
  let saved: { caseId: number; caseNumber: string; hearingPath: string; minutesId: number } | undefined;
  const recorded = () => {
    if (!saved) throw new Error('the minutes were not recorded (see the recording test)');
    return saved;
  };

  it('says so when the hearing does not exist', async () => {
    const { caseId } = await caseAndHearing(lang);
    await onLawyerPage(lang, 'unknown-hearing', async (page) => {
      await page.goto(`/lawyer/cases/${caseId}/hearings/999999/minutes`);
      await page.getByText(say(M.hearingNotFound, lang), { exact: true }).first().waitFor();
      await toast(page, say(M.fetchHearingFailed, lang)).waitFor({ timeout: UI_TIMEOUT });
      await page.getByRole('link', { name: say(M.backToCase, lang) }).waitFor();
    });
  });

  it("records a hearing's minutes through the form; the server keeps them and schedules the next hearing", async () => {
    const { caseId, caseNumber, hearingId } = await caseAndHearing(lang);
    const hearingPath = `/lawyer/cases/${caseId}/hearings/${hearingId}`;
    const f = M.form;
    await onLawyerPage(lang, 'record', async (page) => {
      // the history starts empty
      await page.goto(`${hearingPath}/view-minutes`);
      await page.getByText(say(M.history.empty, lang), { exact: true }).waitFor();

      // the form, by URL: header, prefilled hearing information, collapsed ruling and next hearing
      await page.goto(`${hearingPath}/minutes`);
      await page.getByRole('heading', { name: CASE[lang].title }).waitFor();
      await page.getByText(`${say(M.caseType, lang)}: ${CASE[lang].caseType}`).waitFor();
      await page.getByRole('link', { name: say(M.backToCase, lang) }).waitFor();
      const info = section(page, say(f.hearingInfo, lang));
      await expect.poll(() => input(info, say(f.rollNumber, lang)).inputValue()).not.toBe('');
      await choose(info, say(f.hearingTime, lang), formatTime('11:00 AM', lang));
      await input(info, say(f.rollNumber, lang)).fill(`R-${lang}-77`);
      await input(info, say(f.hallNumber, lang)).fill('Hall 9');
      await choose(info, say(f.pleadingLawyer, lang), CASE[lang].lawyer);
      await input(page, say(f.hearingReport, lang)).fill(REPORT[lang]);
      await input(page, say(f.sessionNotes, lang)).fill(lang === 'en' ? 'Client attended in person.' : 'حضر الموكل شخصياً.');
      // the reasons come with a 'no postponement' choice (react-admin names it 'Clear value' for screen readers)
      await select(page, say(f.postponementReason, lang)).click();
      await page.getByRole('listbox').getByText(say(f.noPostponement, lang), { exact: true }).click();
      await page.getByRole('listbox').waitFor({ state: 'detached' });

      // final ruling: the date and text appear only once the final decision is confirmed
      const rulingSection = section(page, say(f.ruling, lang));
      const rulingToggle = rulingSection.getByRole('button', { name: say(f.ruling, lang) });
      await rulingToggle.click();
      await expect.poll(() => rulingToggle.getAttribute('aria-expanded')).toBe('true');
      await unfolded(rulingSection);
      await page.getByRole('radio', { name: say(M.rulingTypes.final, lang) }).check();
      await expect(datePicker(page, say(f.finalDecisionDate, lang)).count()).resolves.toBe(0);
      await page.getByRole('checkbox', { name: say(f.confirmFinal, lang) }).check();
      await typeDate(datePicker(page, say(f.finalDecisionDate, lang)), ruling.day, lang);
      await input(page, say(f.finalDecisionText, lang)).fill(DECISION[lang]);

      // next hearing: ticking 'No next hearing' folds it away; unticking opens it again
      const next = section(page, say(f.nextHearing, lang));
      const nextToggle = next.getByRole('button', { name: say(f.nextHearing, lang) });
      await next.getByRole('checkbox', { name: say(f.noNextHearing, lang) }).check();
      await expect.poll(() => nextToggle.getAttribute('aria-expanded')).toBe('false');
      await next.getByRole('checkbox', { name: say(f.noNextHearing, lang) }).uncheck();
      await expect.poll(() => nextToggle.getAttribute('aria-expanded')).toBe('true');
      await unfolded(next);
      await typeDate(datePicker(next, say(f.nextHearingDate, lang)), nextDay, lang);
      await next.getByLabel(say(f.manualTime, lang)).check();
      await input(next, say(f.nextTime, lang)).fill('10:15 AM');
      await input(next, say(f.nextRollNumber, lang)).fill('N-55');
      await input(next, say(f.nextHallNumber, lang)).fill('Hall 4');

      // one document row with a PDF; a second row can be added and removed, the first stays
      const documents = section(page, say(f.documents, lang));
      await documents.locator('input[type=file]').first().setInputFiles(pdfFile(`minutes-evidence-${lang}.pdf`));
      await choose(documents, say(f.category, lang), CASE[lang].category);
      await documents.getByRole('button', { name: say(f.addDocument, lang) }).click();
      await expect.poll(() => documents.locator('input[type=file]').count()).toBe(2);
      await documents.locator('li').nth(1).hover();
      await documents.locator('li').nth(1).getByRole('button').last().click();
      await expect.poll(() => documents.locator('input[type=file]').count()).toBe(1);
      await input(page, say(f.notes, lang)).fill(lang === 'en' ? 'Prepare the appeal memorandum.' : 'تجهيز مذكرة الاستئناف.');
      await shot(page, `minutes-form-${lang}.png`, { fullPage: true });

      await page.getByRole('button', { name: say(f.save, lang) }).click();
      // the pointer leaves the corner where toasts appear (hovering one keeps it open)
      await page.mouse.move(400, 300);
      await toast(page, say(M.save.created, lang)).waitFor({ timeout: UI_TIMEOUT });
      await page.waitForURL(`**/lawyer/cases/${caseId}`);
      await toast(page, say(M.save.documentsUploaded, lang)).waitFor({ timeout: UI_TIMEOUT });
      await toast(page, sayCount(M.save.documentsCount, lang, 1)).waitFor({ timeout: UI_TIMEOUT });

      // what the server kept
      const history = (await lawyerApi.get(`/api/hearings/${hearingId}/minutes-history`)).body as Record<string, unknown>[];
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({
        hearingTime: '11:00',
        rollNumber: `R-${lang}-77`,
        hallNumber: 'Hall 9',
        rulingType: 'final',
        finalDecision: true,
        finalDecisionDate: ruling.day,
        finalDecisionText: DECISION[lang],
        hasNextHearing: true,
        nextHearingDate: nextDay,
        nextTime: '10:15',
        documentCount: 1,
        attendedLawyerNameEn: 'Fatima Al Zaabi',
      });
      saved = { caseId, caseNumber, hearingPath, minutesId: history[0].id as number };

      // the next hearing is scheduled on the case (by a reaction, a moment after the answer)
      await expect
        .poll(async () => ((await lawyerApi.get(`/api/lawyer/cases/${caseId}/hearings`)).body as { hearingDate: string }[]).map((h) => h.hearingDate))
        .toContain(nextDay);
    });
  });

  it('shows the saved minutes, copies a document link, prints them and exports them to Word', async () => {
    const { hearingPath, minutesId } = recorded();
    const v = M.view;
    await onLawyerPage(lang, 'view', async (page) => {
      await page.goto(`${hearingPath}/view-minutes/${minutesId}`);
      await page.getByRole('heading', { name: CASE[lang].title }).waitFor();
      for (const card of [v.hearingInfo, v.attendance, v.ruling]) await page.getByRole('heading', { name: say(card, lang), exact: true }).first().waitFor();
      await page.getByText(DECISION[lang]).waitFor();
      await page.getByText(REPORT[lang]).waitFor();
      const documentRow = page.getByTestId('minutes-document');
      await documentRow.getByText(`minutes-evidence-${lang}.pdf`).waitFor();
      await documentRow.getByText(CASE[lang].category).waitFor();
      // the download address is copied, never shown
      expect(await documentRow.innerText()).not.toContain('/api/');
      await documentRow.getByRole('button', { name: say(copyLinkWording.copy, lang) }).click();
      await page.mouse.move(400, 300);
      await toast(page, say(copyLinkWording.copied, lang)).waitFor({ timeout: UI_TIMEOUT });
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/api/minutes-documents/`);
      await shot(page, `minutes-view-${lang}.png`, { fullPage: true });

      // print: a clean page in both languages, printed from its own window
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: say(v.print, lang), exact: true }).click();
      const printPage = await popup;
      await printPage.waitForLoadState();
      await expect.poll(() => printPage.evaluate(() => (window as unknown as { __printCalls: number }).__printCalls)).toBe(1);
      const printed = await printPage.locator('body').innerText();
      for (const pair of [M.title, v.ruling, M.rulingTypes.final]) for (const language of LANGS) expect(printed).toContain(say(pair, language));
      for (const text of [DECISION[lang], `minutes-evidence-${lang}.pdf`]) expect(printed).toContain(text);
      await shot(printPage, `minutes-print-${lang}.png`, { fullPage: true });
      await printPage.close();

      // Word export: a .docx download fetched with the bearer
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: say(v.exportWord, lang) }).click();
      expect((await download).suggestedFilename()).toBe(`hearing-minutes-${minutesId}.docx`);
    });
  });

  it('lists the minutes in the history; editing opens their ruling and next hearing and goes back to the view', async () => {
    const { hearingPath, minutesId } = recorded();
    const f = M.form;
    await onLawyerPage(lang, 'history', async (page) => {
      await page.goto(`${hearingPath}/view-minutes`);
      await page.getByTestId('minutes-count').getByText(sayCount(M.history.count, lang, 1)).waitFor();
      const row = page.getByRole('row', { name: new RegExp(`#${minutesId}`) });
      await row.getByText(say(M.rulingTypes.final, lang), { exact: true }).waitFor();
      // a hall typed with its own word ('Hall 9') is not prefixed again
      expect(await row.innerText()).toContain('Hall 9');
      expect(await row.innerText()).not.toMatch(/Hall\s+Hall|القاعة\s+Hall/);
      await page.getByRole('link', { name: say(M.history.add, lang) }).waitFor();
      await shot(page, `minutes-history-${lang}.png`, { fullPage: true });

      await page.goto(`${hearingPath}/minutes?edit=${minutesId}`);
      await expect.poll(() => section(page, say(f.ruling, lang)).getByRole('button', { name: say(f.ruling, lang) }).getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => input(page, say(f.finalDecisionText, lang)).inputValue()).toBe(DECISION[lang]);
      await expect.poll(() => section(page, say(f.nextHearing, lang)).getByRole('button', { name: say(f.nextHearing, lang) }).getAttribute('aria-expanded')).toBe('true');
      await input(page, say(f.hallNumber, lang)).fill(`Hall 1${lang === 'en' ? 0 : 1}`);
      await page.getByRole('button', { name: say(f.save, lang) }).click();
      await page.mouse.move(400, 300);
      await toast(page, say(M.save.updated, lang)).waitFor({ timeout: UI_TIMEOUT });
      await page.waitForURL(`**/view-minutes/${minutesId}`);
      await page.getByText(`Hall 1${lang === 'en' ? 0 : 1}`).first().waitFor();
    });
  });

  it('puts the confirmed ruling on the final rulings screen, in its age bucket', async () => {
    const { caseNumber } = recorded();
    await onLawyerPage(lang, 'final-rulings', async (page) => {
      await page.getByTestId('sidebar').getByRole('link', { name: say(ui.menu.finalRulings, lang) }).click();
      await page.waitForURL('**/lawyer/final-rulings');
      const card = page.getByTestId('final-ruling').filter({ hasText: caseNumber });
      await expect.poll(() => card.getAttribute('data-status')).toBe(ruling.bucket);
      await page.getByTestId('ruling-counters').getByText(say(finalRulingsWording.buckets[ruling.bucket], lang)).waitFor();
      await card.getByRole('link', { name: say(finalRulingsWording.viewCase, lang) }).waitFor();
      await shot(page, `final-rulings-${lang}.png`, { fullPage: true });
      await page.getByRole('textbox').first().fill(caseNumber);
      await expect.poll(() => page.getByTestId('final-ruling').count()).toBe(1);
    });
  });

  it('deletes minutes after the confirmation, from the saved minutes (English) or the history (Arabic)', async () => {
    const { caseId } = await caseAndHearing(lang);
    // minutes are recorded for a hearing already held: one held yesterday, of this test's own
    const held = await lawyerApi.post(`/api/lawyer/cases/${caseId}/hearings`, { hearingDate: firmDay(-1), hearingTime: '09:00 AM', hallName: 'Hall 9', rollNumber: `R-del-${lang}`, whatIsRequested: 'Pleadings' });
    expect(held.status, held.text).toBe(201);
    const otherHearingId = held.body.id as number;
    const extra = await lawyerApi.put(`/api/hearings/${otherHearingId}/minutes`, { hearingReport: 'To be deleted', hasNextHearing: false });
    expect(extra.status).toBe(201);
    const otherPath = `/lawyer/cases/${caseId}/hearings/${otherHearingId}`;
    await onLawyerPage(lang, 'delete', async (page) => {
      if (lang === 'en') {
        await page.goto(`${otherPath}/view-minutes/${extra.body.id}`);
        await page.getByRole('button', { name: say(M.view.delete, lang), exact: true }).click();
      } else {
        await page.goto(`${otherPath}/view-minutes`);
        await page.getByRole('row', { name: new RegExp(`#${extra.body.id}`) }).getByRole('button', { name: say(M.history.delete, lang) }).click();
      }
      await page.getByRole('dialog').getByRole('button', { name: say(ui.table.yesDelete, lang) }).click();
      await page.mouse.move(400, 300);
      await toast(page, say(lang === 'en' ? M.view.deleted : M.history.deleted, lang)).waitFor({ timeout: UI_TIMEOUT });
      await page.waitForURL(`**${otherPath}/view-minutes`);
      await page.getByText(say(M.history.empty, lang), { exact: true }).waitFor();
    });
  });

  it("updates a task's status from my tasks", async () => {
    const w = myTasksWording;
    const status = say(w.statuses[TASK_STATUS[lang]], lang);
    await onLawyerPage(lang, 'my-tasks', async (page) => {
      await page.getByTestId('sidebar').getByRole('link', { name: say(ui.menu.myTasks, lang) }).click();
      await page.waitForURL('**/lawyer/my-tasks');
      const task = page.getByTestId('task-card').filter({ hasText: 'Prepare the hearing memorandum' }).first();
      await task.getByRole('button', { name: say(w.update, lang) }).click();
      const dialog = page.getByRole('dialog');
      await choose(dialog, say(w.dialog.status, lang), status);
      const note = lang === 'en' ? 'Draft sent for review' : 'أُرسلت المسودة للمراجعة';
      await input(dialog, say(w.dialog.notes, lang)).fill(note);
      await dialog.getByRole('button', { name: say(w.dialog.submit, lang), exact: true }).click();
      await toast(page, say(w.updated, lang)).waitFor({ timeout: UI_TIMEOUT });
      await dialog.waitFor({ state: 'detached' });
      await task.getByText(status, { exact: true }).waitFor();
      await task.getByText(note).waitFor();
      const tasks = (await lawyerApi.get('/api/lawyer/my-tasks')).body as { title: string; status: string; notes: string }[];
      expect(tasks.find((x) => x.notes === note)?.status).toBe(TASK_STATUS[lang]);
      await shot(page, `my-tasks-${lang}.png`, { fullPage: true });
    });
  });
});
