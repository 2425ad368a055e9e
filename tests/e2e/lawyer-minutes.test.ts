import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Locator, type Page } from 'playwright-core';
import { launchBrowser, toast, input, select, datePicker, typeDate, signIn as signInAs } from './support.js';
import { api, login, root, startServer, type RunningServer } from '../support/server.js';
import { seedAll } from '../../scripts/seed/index.js';

// The minutes of hearings (form, saved view, print, history), the final rulings screen and
// my tasks, against the real standalone server with the demo data, in English and in Arabic.
const screenshots = join(root, '.tmp', 'screenshots');
const toastTimeout = { timeout: 15_000 };
const LAWYER = { username: 'fatima.zaabi@alnoor-law.ae', password: 'Lawyer#2026' };

type Lang = 'en' | 'ar';

/** The wording the screens must show, in English and in Arabic. */
const T = {
  en: {
    login: 'Login',
    formTitle: 'Record Minutes of Meeting',
    backToCase: 'Back to Case',
    caseType: 'Case Type',
    hearingTime: 'Hearing Time',
    rollNumber: 'Roll Number',
    hallNumber: 'Hall Number',
    attendedLawyer: 'Attending Lawyer',
    pleadingLawyer: 'Responsible Lawyer',
    hearingReport: 'Hearing Report',
    sessionNotes: 'Session Notes',
    postponementReason: 'Postponement Reason',
    noPostponement: 'No postponement',
    ruling: 'Final Judicial Ruling',
    final: 'Final Ruling',
    confirmFinal: 'Confirm final decision',
    decisionDate: 'Decision Date',
    decisionText: 'Decision Text',
    nextHearing: 'Next Hearing',
    noNextHearing: 'No next hearing',
    nextDate: 'Next Hearing Date',
    nextTime: 'Next Hearing Time',
    nextRoll: 'Next Roll Number',
    nextHall: 'Next Hall Number',
    manualTime: 'Enter time manually',
    documents: 'Meeting Documents',
    category: 'Category',
    addDocument: 'Add Document',
    notes: 'Notes',
    save: 'Save Minutes',
    created: 'Hearing minutes created successfully',
    updated: 'Hearing minutes updated successfully',
    documentsUploaded: 'Documents uploaded successfully',
    oneDocument: '1 document attached',
    savedMinutes: 'Saved Minutes',
    edit: 'Edit',
    print: 'Print',
    exportWord: 'Export to Word',
    delete: 'Delete',
    hearingInfo: 'Hearing Information',
    attendance: 'Attendance',
    rulingInfo: 'Ruling Information',
    noDocuments: 'No documents attached',
    historyTitle: 'Minutes History',
    addNew: 'Add New Minutes',
    oneSaved: '1 saved minutes',
    noSaved: 'No saved minutes',
    hearingNotFound: 'Hearing not found',
    fetchHearingFailed: 'Failed to fetch hearing details',
    finalRulings: 'Final Rulings',
    buckets: { recent: 'Recent Rulings', mid: 'Appeal Period Running', expiring: 'Needs Attention' },
    viewCase: 'View Case',
    myTasks: 'My Tasks',
    updateStatus: 'Update Status',
    status: 'Status',
    taskNotes: 'Notes (optional)',
    update: 'Update',
    taskUpdated: 'Task updated successfully!',
    taskStatus: 'In Progress',
    copied: 'Copied',
    yesDelete: 'Yes, Delete',
    minutesDeleted: 'Minutes of Meeting deleted successfully',
    listDeleted: 'Deleted successfully',
  },
  ar: {
    login: 'دخول',
    formTitle: 'تسجيل محضر الجلسة',
    backToCase: 'العودة إلى القضية',
    caseType: 'نوع القضية',
    hearingTime: 'وقت الجلسة',
    rollNumber: 'رقم الرول',
    hallNumber: 'رقم القاعة',
    attendedLawyer: 'المحامي الحاضر',
    pleadingLawyer: 'المحامي المسؤول',
    hearingReport: 'تقرير الجلسة',
    sessionNotes: 'ملاحظات الجلسة',
    postponementReason: 'سبب التأجيل',
    noPostponement: 'بدون تأجيل',
    ruling: 'الحكم القضائي النهائي',
    final: 'حكم نهائي',
    confirmFinal: 'تأكيد الحكم النهائي',
    decisionDate: 'تاريخ الحكم',
    decisionText: 'نص الحكم',
    nextHearing: 'الجلسة القادمة',
    noNextHearing: 'لا توجد جلسة قادمة',
    nextDate: 'تاريخ الجلسة القادمة',
    nextTime: 'وقت الجلسة القادمة',
    nextRoll: 'رقم الرول القادم',
    nextHall: 'رقم القاعة القادمة',
    manualTime: 'إدخال الوقت يدوياً',
    documents: 'مستندات الجلسة',
    category: 'الفئة',
    addDocument: 'إضافة مستند',
    notes: 'ملاحظات',
    save: 'حفظ المحضر',
    created: 'تم إنشاء محضر الجلسة بنجاح',
    updated: 'تم تحديث محضر الجلسة بنجاح',
    documentsUploaded: 'تم رفع المستندات بنجاح',
    oneDocument: 'تم إرفاق مستند واحد',
    savedMinutes: 'المحضر المحفوظ',
    edit: 'تعديل',
    print: 'طباعة',
    exportWord: 'تصدير إلى Word',
    delete: 'حذف',
    hearingInfo: 'معلومات الجلسة',
    attendance: 'الحضور',
    rulingInfo: 'معلومات الحكم',
    noDocuments: 'لا توجد مستندات مرفقة',
    historyTitle: 'سجل المحاضر',
    addNew: 'إضافة محضر جديد',
    oneSaved: 'محضر واحد محفوظ',
    noSaved: 'لا توجد محاضر محفوظة',
    hearingNotFound: 'الجلسة غير موجودة',
    fetchHearingFailed: 'فشل في جلب تفاصيل الجلسة',
    finalRulings: 'الأحكام النهائية',
    buckets: { recent: 'أحكام حديثة', mid: 'مهلة الاستئناف سارية', expiring: 'تحتاج إلى متابعة' },
    viewCase: 'عرض القضية',
    myTasks: 'مهامي',
    updateStatus: 'تحديث الحالة',
    status: 'الحالة',
    taskNotes: 'ملاحظات (اختياري)',
    update: 'تحديث',
    taskUpdated: 'تم تحديث المهمة بنجاح!',
    taskStatus: 'مكتملة',
    copied: 'تم النسخ',
    yesDelete: 'نعم، احذف',
    minutesDeleted: 'تم حذف محضر الجلسة بنجاح',
    listDeleted: 'تم الحذف بنجاح',
  },
} satisfies Record<Lang, Record<string, unknown>>;

/** Each language works on its own seeded case of Fatima's. */
const CASE = {
  en: { titleEn: 'Emirates Trading v. Gulf Supplies', title: 'Emirates Trading v. Gulf Supplies', caseType: 'Commercial claim', lawyer: 'Ahmed Al Mansouri', category: 'Court judgment' },
  ar: { titleEn: 'Gulf Horizon v. BuildRight', title: 'أفق الخليج ضد بيلد رايت', caseType: 'استئناف مدني', lawyer: 'عمر حداد', category: 'حكم المحكمة' },
};
const TASK_STATUS = { en: 'in_progress', ar: 'completed' } as const;

let server: RunningServer;
let browser: Browser;
let lawyerApi: ReturnType<typeof api>;

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  server = await startServer({ console: true });
  const admin = await login(server.url, server.adminUsername, server.adminPassword);
  await seedAll(server.url, admin.token);
  const lawyer = await login(server.url, LAWYER.username, LAWYER.password, 'employee');
  lawyerApi = api(server.url, lawyer.token);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshots, name), animations: 'disabled', fullPage: true });
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function choose(page: Page, scope: Page | Locator, label: string, option: string | number) {
  await select(scope, label).click();
  const listbox = page.getByRole('listbox');
  const target = typeof option === 'number' ? listbox.getByRole('option').nth(option) : listbox.getByRole('option', { name: option, exact: true });
  await target.click();
  // a click far down a long list (the time slots) can land while the opening menu still scrolls
  // its current choice into view, and the menu stays open (once in CI): click it again. What was
  // chosen is asserted later, so a second click cannot hide a wrong choice.
  if (!(await listbox.waitFor({ state: 'detached', timeout: 5000 }).then(() => true, () => false))) {
    await target.click();
    await listbox.waitFor({ state: 'detached' });
  }
}

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`) });

/** A calendar day in the firm's time zone (the server's 'today'), n days from now. */
const dubaiDay = (n = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + n * 86_400_000));
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The ruling ~15 days back, kept inside the current month (the screen lists this month's), and the
 * bucket the server must put it in: thirds of the 30-day appeal deadline.
 */
function rulingDay(): { day: string; bucket: 'recent' | 'mid' | 'expiring' } {
  const today = dubaiDay();
  const wanted = dubaiDay(-15);
  const day = wanted.slice(0, 7) === today.slice(0, 7) ? wanted : `${today.slice(0, 7)}-01`;
  const ago = daysBetween(day, today);
  return { day, bucket: ago < 10 ? 'recent' : ago <= 20 ? 'mid' : 'expiring' };
}

/**
 * A full page load that waits for the console to render. Other suites running at the same time
 * rebuild the shared console/dist (emptied first), so a load can briefly miss its assets: retry.
 */
async function open(page: Page, path: string, ready: (page: Page) => Locator = (p) => p.getByTestId('sidebar')) {
  for (let attempt = 1; ; attempt++) {
    await page.goto(path);
    try {
      await ready(page).waitFor({ timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt === 4) throw error;
      await page.waitForTimeout(3_000);
    }
  }
}

async function signIn(lang: Lang) {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 900 } });
  // printing is stubbed in every window of the context (the print page opens in a new one)
  await context.addInitScript(() => {
    const w = window as unknown as { print: () => void; __printCalls: number };
    w.__printCalls = 0;
    w.print = () => {
      w.__printCalls += 1;
    };
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const page = await context.newPage();
  await signInAs(page, lang, LAWYER, T[lang].login, (p) => open(p, '/login', (q) => q.locator('#username')));
  return { context, page };
}

/** The seeded case of the language and its first hearing. */
async function caseAndHearing(lang: Lang): Promise<{ caseId: number; caseNumber: string; hearingId: number; otherHearingId: number }> {
  const cases = (await lawyerApi.get('/api/lawyer/cases')).body as { id: number; titleEn: string; caseNumber: string }[];
  const found = cases.find((c) => c.titleEn === CASE[lang].titleEn);
  if (!found) throw new Error(`no seeded case ${CASE[lang].titleEn}`);
  const hearings = (await lawyerApi.get(`/api/lawyer/cases/${found.id}/hearings`)).body as { id: number; hearingDate: string }[];
  return { caseId: found.id, caseNumber: found.caseNumber, hearingId: hearings[0].id, otherHearingId: hearings[1].id };
}

describe('lawyer portal: minutes, final rulings, my tasks', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`records, views, prints and lists a hearing's minutes; the ruling reaches the final rulings (${lang})`, async () => {
      const t = T[lang];
      const { caseId, caseNumber, hearingId, otherHearingId } = await caseAndHearing(lang);
      const hearingPath = `/lawyer/cases/${caseId}/hearings/${hearingId}`;
      const ruling = rulingDay();
      const nextDay = dubaiDay(21 + (lang === 'ar' ? 1 : 0));
      const report = lang === 'en' ? 'The court heard both parties and reserved the case for judgment.' : 'استمعت المحكمة إلى الطرفين وحجزت الدعوى للحكم.';
      const decision = lang === 'en' ? 'Judgment for the plaintiff with costs.' : 'حكمت المحكمة لصالح المدعي مع الرسوم.';
      const { context, page } = await signIn(lang);

      // a hearing that does not exist
      await open(page, `/lawyer/cases/${caseId}/hearings/999999/minutes`);
      await page.getByText(t.hearingNotFound, { exact: true }).first().waitFor();
      await toast(page, t.fetchHearingFailed).waitFor(toastTimeout);
      await page.getByRole('link', { name: t.backToCase }).waitFor();

      // the history starts empty
      await open(page, `${hearingPath}/view-minutes`);
      await page.getByText(t.noSaved, { exact: true }).waitFor();

      // the form, by URL: header, prefilled hearing information, collapsed ruling and next hearing
      await open(page, `${hearingPath}/minutes`);
      await page.getByRole('heading', { name: CASE[lang].title }).waitFor();
      await page.getByText(`${t.caseType}: ${CASE[lang].caseType}`).waitFor();
      await page.getByRole('link', { name: t.backToCase }).waitFor();
      const info = section(page, t.hearingInfo);
      await expect.poll(() => input(info, t.rollNumber).inputValue()).not.toBe('');
      await choose(page, info, t.hearingTime, 45); // after the empty choice, slot 44: 11:00 AM (midnight is slot 0)
      await input(info, t.rollNumber).fill(`R-${lang}-77`);
      await input(info, t.hallNumber).fill('Hall 9');
      await choose(page, info, t.pleadingLawyer, CASE[lang].lawyer);
      await input(page, t.hearingReport).fill(report);
      await input(page, t.sessionNotes).fill(lang === 'en' ? 'Client attended in person.' : 'حضر الموكل شخصياً.');
      // the reasons come with a 'no postponement' choice (react-admin names it 'Clear value' for screen readers)
      await select(page, t.postponementReason).click();
      await page.getByRole('listbox').getByText(t.noPostponement, { exact: true }).click();
      await page.getByRole('listbox').waitFor({ state: 'detached' });

      // final ruling: the date and text appear only once the final decision is confirmed
      const rulingToggle = section(page, t.ruling).getByRole('button', { name: t.ruling });
      await rulingToggle.click();
      await expect.poll(() => rulingToggle.getAttribute('aria-expanded')).toBe('true');
      // (checked once the section has finished unfolding; every value typed above is asserted after the save)
      const finalRadio = page.getByRole('radio', { name: t.final });
      await expect.poll(async () => (await finalRadio.check({ timeout: 2_000 }).then(() => true, () => false)) && finalRadio.isChecked()).toBe(true);
      await expect(datePicker(page, t.decisionDate).count()).resolves.toBe(0);
      await page.getByRole('checkbox', { name: t.confirmFinal }).check();
      await typeDate(datePicker(page, t.decisionDate), ruling.day, lang);
      await input(page, t.decisionText).fill(decision);

      // next hearing: ticking 'No next hearing' folds it away; unticking opens it again
      const next = section(page, t.nextHearing);
      await next.getByRole('checkbox', { name: t.noNextHearing }).check();
      await expect.poll(() => next.getByRole('button', { name: t.nextHearing }).getAttribute('aria-expanded')).toBe('false');
      await next.getByRole('checkbox', { name: t.noNextHearing }).uncheck();
      await expect.poll(() => next.getByRole('button', { name: t.nextHearing }).getAttribute('aria-expanded')).toBe('true');
      await typeDate(datePicker(next, t.nextDate), nextDay, lang);
      // (switched once the section has finished unfolding: a click while it grows can miss, as it did once in CI)
      const manualTime = next.getByLabel(t.manualTime);
      await expect.poll(async () => (await manualTime.check({ timeout: 2_000 }).then(() => true, () => false)) && manualTime.isChecked()).toBe(true);
      await input(next, t.nextTime).fill('10:15 AM');
      await input(next, t.nextRoll).fill('N-55');
      await input(next, t.nextHall).fill('Hall 4');

      // one document row with a PDF; a second row can be added and removed, the first stays
      const documents = section(page, t.documents);
      await documents.locator('input[type=file]').first().setInputFiles(pdf(`minutes-evidence-${lang}.pdf`));
      await choose(page, documents, t.category, CASE[lang].category);
      await documents.getByRole('button', { name: t.addDocument }).click();
      await expect.poll(() => documents.locator('input[type=file]').count()).toBe(2);
      await documents.locator('li').nth(1).hover();
      await documents.locator('li').nth(1).getByRole('button').last().click();
      await expect.poll(() => documents.locator('input[type=file]').count()).toBe(1);
      await input(page, t.notes).fill(lang === 'en' ? 'Prepare the appeal memorandum.' : 'تجهيز مذكرة الاستئناف.');
      await shot(page, `minutes-form-${lang}.png`);

      await page.getByRole('button', { name: t.save }).click();
      // the pointer leaves the corner where toasts appear (hovering one keeps it open)
      await page.mouse.move(400, 300);
      await toast(page, t.created).waitFor(toastTimeout);
      await page.waitForURL(`**/lawyer/cases/${caseId}`);
      await toast(page, t.documentsUploaded).waitFor(toastTimeout);
      await toast(page, t.oneDocument).waitFor();

      // what the server kept
      const history = (await lawyerApi.get(`/api/hearings/${hearingId}/minutes-history`)).body as Record<string, unknown>[];
      expect(history).toHaveLength(1);
      const minutesId = history[0].id as number;
      expect(history[0]).toMatchObject({
        hearingTime: '11:00 AM',
        rollNumber: `R-${lang}-77`,
        hallNumber: 'Hall 9',
        rulingType: 'final',
        finalDecision: true,
        finalDecisionDate: ruling.day,
        finalDecisionText: decision,
        hasNextHearing: true,
        nextHearingDate: nextDay,
        nextTime: '10:15 AM',
        documentCount: 1,
        attendedLawyerNameEn: 'Fatima Al Zaabi',
      });

      // the next hearing is scheduled on the case (a moment after the answer)
      await expect
        .poll(async () => ((await lawyerApi.get(`/api/lawyer/cases/${caseId}/hearings`)).body as { hearingDate: string }[]).map((h) => h.hearingDate), { timeout: 10_000 })
        .toContain(nextDay);

      // the saved minutes
      await open(page, `${hearingPath}/view-minutes/${minutesId}`);
      await page.getByRole('heading', { name: CASE[lang].title }).waitFor();
      for (const card of [t.hearingInfo, t.attendance, t.rulingInfo]) await page.getByRole('heading', { name: card, exact: true }).first().waitFor();
      await page.getByText(decision).waitFor();
      await page.getByText(report).waitFor();
      const documentRow = page.getByTestId('minutes-document');
      await documentRow.getByText(`minutes-evidence-${lang}.pdf`).waitFor();
      await documentRow.getByText(CASE[lang].category).waitFor();
      await documentRow.getByRole('button').last().click(); // copy the link
      await page.mouse.move(400, 300);
      await toast(page, t.copied).waitFor(toastTimeout);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/api/minutes-documents/`);
      await shot(page, `minutes-view-${lang}.png`);

      // print: a clean page in both languages, printed from its own window
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: t.print, exact: true }).click();
      const printPage = await popup;
      await printPage.waitForLoadState();
      await expect.poll(() => printPage.evaluate(() => (window as unknown as { __printCalls: number }).__printCalls)).toBe(1);
      const printed = await printPage.locator('body').innerText();
      for (const text of ['Minutes of Meeting', 'محضر الجلسة', 'Ruling Information', 'معلومات الحكم', 'Final Ruling', 'حكم نهائي', decision, `minutes-evidence-${lang}.pdf`])
        expect(printed).toContain(text);
      await printPage.screenshot({ path: join(screenshots, `minutes-print-${lang}.png`), fullPage: true });
      await printPage.close();

      // Word export: a .docx download fetched with the bearer
      if (lang === 'en') {
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: t.exportWord }).click();
        expect((await download).suggestedFilename()).toBe(`hearing-minutes-${minutesId}.docx`);
      }

      // the history lists them
      await open(page, `${hearingPath}/view-minutes`);
      await page.getByTestId('minutes-count').getByText(t.oneSaved).waitFor();
      const row = page.getByRole('row', { name: new RegExp(`#${minutesId}`) });
      await row.getByText(t.final, { exact: true }).waitFor();
      await page.getByRole('link', { name: t.addNew }).waitFor();
      await shot(page, `minutes-history-${lang}.png`);

      if (lang === 'en') {
        // editing opens the ruling and next-hearing sections of saved minutes; saving goes back to the view
        await open(page, `${hearingPath}/minutes?edit=${minutesId}`);
        await expect.poll(() => section(page, t.ruling).getByRole('button', { name: t.ruling }).getAttribute('aria-expanded')).toBe('true');
        await expect.poll(() => input(page, t.decisionText).inputValue()).toBe(decision);
        await expect.poll(() => section(page, t.nextHearing).getByRole('button', { name: t.nextHearing }).getAttribute('aria-expanded')).toBe('true');
        await input(page, t.hallNumber).fill('Hall 10');
        await page.getByRole('button', { name: t.save }).click();
        await toast(page, t.updated).waitFor(toastTimeout);
        await page.waitForURL(`**/view-minutes/${minutesId}`);
        await page.getByText('Hall 10').first().waitFor();
      }

      // the confirmed ruling is on the final rulings screen, in its age bucket
      await page.getByTestId('sidebar').getByRole('link', { name: t.finalRulings }).click();
      await page.waitForURL('**/lawyer/final-rulings');
      const card = page.getByTestId('final-ruling').filter({ hasText: caseNumber });
      await expect.poll(() => card.getAttribute('data-status'), { timeout: 10_000 }).toBe(ruling.bucket);
      await page.getByTestId('ruling-counters').getByText(t.buckets[ruling.bucket]).waitFor();
      await card.getByRole('link', { name: t.viewCase }).waitFor();
      await shot(page, `final-rulings-${lang}.png`);
      await page.getByRole('textbox').first().fill(caseNumber);
      await expect.poll(() => page.getByTestId('final-ruling').count()).toBe(1);

      // deleting, with the confirmation: from the saved minutes (English) and from the history (Arabic)
      const extra = await lawyerApi.put(`/api/hearings/${otherHearingId}/minutes`, { hearingReport: 'To be deleted', hasNextHearing: false });
      expect(extra.status).toBe(201);
      const otherPath = `/lawyer/cases/${caseId}/hearings/${otherHearingId}`;
      if (lang === 'en') {
        await open(page, `${otherPath}/view-minutes/${extra.body.id}`);
        await page.getByRole('button', { name: t.delete, exact: true }).click();
      } else {
        await open(page, `${otherPath}/view-minutes`);
        await page.getByRole('row', { name: new RegExp(`#${extra.body.id}`) }).getByRole('button', { name: t.delete }).click();
      }
      await page.getByRole('dialog').getByRole('button', { name: t.yesDelete }).click();
      await page.mouse.move(400, 300);
      await toast(page, lang === 'en' ? t.minutesDeleted : t.listDeleted).waitFor(toastTimeout);
      await page.waitForURL(`**${otherPath}/view-minutes`);
      await page.getByText(t.noSaved, { exact: true }).waitFor();
      await context.close();
    });
  }

  for (const lang of ['en', 'ar'] as const) {
    it(`updates a task's status from my tasks (${lang})`, async () => {
      const t = T[lang];
      const { context, page } = await signIn(lang);
      await page.getByTestId('sidebar').getByRole('link', { name: t.myTasks }).click();
      await page.waitForURL('**/lawyer/my-tasks');
      const task = page.getByTestId('task-card').filter({ hasText: 'Prepare the hearing memorandum' }).first();
      await task.getByRole('button', { name: t.updateStatus }).click();
      const dialog = page.getByRole('dialog');
      await choose(page, dialog, t.status, t.taskStatus);
      const note = lang === 'en' ? 'Draft sent for review' : 'أُرسلت المسودة للمراجعة';
      await input(dialog, t.taskNotes).fill(note);
      await dialog.getByRole('button', { name: t.update, exact: true }).click();
      await toast(page, t.taskUpdated).waitFor(toastTimeout);
      await dialog.waitFor({ state: 'detached' });
      await task.getByText(t.taskStatus, { exact: true }).waitFor();
      await task.getByText(note).waitFor();
      const tasks = (await lawyerApi.get('/api/lawyer/my-tasks')).body as { title: string; status: string; notes: string }[];
      expect(tasks.find((x) => x.notes === note)?.status).toBe(TASK_STATUS[lang]);
      await shot(page, `my-tasks-${lang}.png`);
      await context.close();
    });
  }
});
