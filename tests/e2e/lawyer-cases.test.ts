import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages, type Bilingual, type MessageKey } from '@lawfirm/contracts';
import { ui } from '../../console/src/i18n/ui.js';
import { casesWording } from '../../console/src/lawyer/cases/i18n.js';
import { documentsWording } from '../../console/src/lawyer/cases/detail/documentsWording.js';
import { auditWording } from '../../console/src/audit/i18n.js';
import { componentWording } from '../../console/src/components/messages/wording.js';
import { conflictWording } from '../../console/src/conflicts/wording.js';
import { bearer, choose, datePicker, escapeText, expectToast, firmDay, firmWorkingDay, input, pdfFile, pngFile, rowButton, say, select, shot, signedInPage, typeDate, type Lang } from './support.js';
import { chooseShown, optionsOf } from './support/fields.js';
import { raWording } from './support/raWording.js';
import { api, login } from '../support/server.js';
import { seededPortal } from './support/suite.js';

// The lawyer portal's case screens against the real standalone server with the demo data:
// list (search, filters), the four-step wizard, the detail's five tabs and dialogs, the edit form.
const LAWYER = { username: 'fatima.zaabi@alnoor-law.ae', password: 'Lawyer#2026' };

/** Seeded records as each language names them. */
const SEED = {
  en: {
    commercial: 'Commercial claim',
    dubai: 'Dubai',
    abuDhabi: 'Abu Dhabi',
    dubaiCourt: 'Dubai Courts - Court of First Instance',
    abuDhabiCourt: 'Abu Dhabi Court of First Instance',
    deira: 'Deira',
    client: 'Emirates Trading LLC',
    fatima: 'Fatima Al Zaabi',
    gulfHorizon: 'Gulf Horizon v. BuildRight',
    closedCase: 'Noor Real Estate rescission',
    emiratesTrading: 'Emirates Trading v. Gulf Supplies',
    pleading: 'Pleading',
  },
  ar: {
    commercial: 'دعوى تجارية',
    dubai: 'دبي',
    abuDhabi: 'أبوظبي',
    dubaiCourt: 'محاكم دبي - المحكمة الابتدائية',
    abuDhabiCourt: 'محكمة أبوظبي الابتدائية',
    deira: 'ديرة',
    client: 'الإمارات للتجارة ذ.م.م',
    fatima: 'فاطمة الزعابي',
    gulfHorizon: 'أفق الخليج ضد بيلد رايت',
    closedCase: 'فسخ عقد النور العقارية',
    emiratesTrading: 'الإمارات للتجارة ضد إمدادات الخليج',
    pleading: 'مذكرة دفاع',
  },
};

const c = casesWording;
/** What the screens say, from the console's catalogues, in one language (the keys the flows below read). */
const words = (lang: Lang) => {
  const w = <T extends Bilingual>(pair: T) => say(pair, lang);
  return {
    myCases: w(ui.menu.myCases),
    createCase: w(c.list.createCase),
    submit: w(c.wizard.submit),
    continue: w(c.wizard.continue),
    previous: w(c.wizard.previous),
    backToCases: w(c.wizard.backToCases),
    search: w(c.list.search),
    status: w(c.fields.status),
    priority: w(c.fields.priority),
    allStatuses: w(c.list.allStatuses),
    allPriorities: w(c.list.allPriorities),
    noResults: w(c.list.noResults),
    noResultsHint: w(c.list.noResultsHint),
    view: w(c.list.view),
    titleEn: w(c.fields.titleEn),
    titleAr: w(c.fields.titleAr),
    caseType: w(c.fields.caseType),
    emirate: w(c.fields.emirate),
    court: w(c.fields.court),
    district: w(c.fields.district),
    client: w(c.fields.client),
    role: w(c.fields.role),
    fullName: w(c.fields.fullName),
    lawyer: w(c.fields.lawyer),
    addOpponent: w(c.wizard.addOpponent),
    addLawyer: w(c.wizard.addLawyer),
    caseYear: w(c.fields.caseYear),
    registrationDate: w(c.fields.registrationDate),
    omar: OMAR[lang],
    belongsToOmar: say(c.detail.colleague.belongsTo, lang, { lawyers: OMAR[lang] }),
    asOfBefore: new RegExp(escapeText(w(auditWording.asOf.beforeRecord)).replace('%\\{date\\}', '.+')),
    backToToday: w(auditWording.asOf.backToToday),
    remove: w(raWording('ra.action.remove')),
    startDate: w(c.fields.startDate),
    summary: w(c.fields.summary),
    created: w(c.wizard.created),
    draftHint: w(c.wizard.draftHint),
    editCase: w(c.detail.editCase),
    saveChanges: w(c.edit.save),
    updated: w(c.edit.updated),
    updateFailed: w(c.edit.updateFailed),
    statuses: { active: w(c.statuses.active), closed: w(c.statuses.closed), in_progress: w(c.statuses.in_progress) },
    medium: w(c.priorities.medium),
    high: w(c.priorities.high),
    tabs: { hearings: w(c.detail.tabs.hearings), appointments: w(c.detail.tabs.appointments), documents: w(c.detail.tabs.documents), updates: w(c.detail.tabs.updates) },
    plaintiffs: w(c.detail.plaintiffs),
    addHearing: w(c.hearings.add),
    saveHearing: w(c.hearings.save),
    hearingDate: w(c.hearings.hearingDate),
    hearingTime: w(c.hearings.hearingTime),
    hallName: w(c.hearings.hallName),
    rollNumber: w(c.hearings.rollNumber),
    whatIsRequested: w(c.hearings.whatIsRequested),
    manualTime: w(c.hearings.manualTime),
    noHearings: w(c.hearings.none),
    editHearing: w(c.hearings.edit),
    uploadDocuments: w(c.hearings.uploadDocuments),
    uploadMinutes: w(c.hearings.uploadMinutes),
    deleteHearing: w(c.hearings.delete),
    upload: w(c.hearings.documentsDialog.upload),
    yesDelete: w(documentsWording.yesDelete),
    hearingAdded: w(c.hearings.added),
    hearingUpdated: w(c.hearings.updated),
    hearingDeleted: w(c.hearings.deleted),
    hearingDocsUploaded: w(c.hearings.documentsDialog.uploaded),
    minutesUploaded: w(c.hearings.minutesDialog.uploaded),
    addAppointment: w(c.appointments.add),
    add: w(c.appointments.save),
    task: w(c.appointments.types.task),
    title: w(c.appointments.title),
    agenda: w(c.appointments.description),
    date: w(c.appointments.date),
    time: w(c.appointments.time),
    participant: w(c.appointments.participant),
    assignedTo: w(c.appointments.assignedTo),
    appointmentAdded: w(c.appointments.added),
    updateStatus: w(c.appointments.editStatus),
    update: w(c.appointments.saveStatus),
    badgePending: w(c.appointments.statuses.pending),
    completed: w(c.appointments.statuses.completed),
    scheduled: w(c.appointments.statuses.scheduled),
    statusUpdated: w(c.appointments.statusUpdated),
    viewDetails: w(c.appointments.view),
    appointmentDetails: w(c.appointments.details),
    close: w(c.appointments.close),
    noDocuments: w(c.documents.none),
    uploadDocument: w(c.documents.upload),
    documentName: w(c.documents.name),
    documentType: w(c.documents.documentType),
    pleading: SEED[lang].pleading,
    documentUploaded: w(c.documents.uploaded),
    open: w(componentWording.openFile),
    addUpdate: w(c.updates.add),
    updateType: w(c.updates.updateType),
    updateText: w(c.updates.updateText),
    call: w(c.updates.types.Call),
    updateAdded: w(c.updates.added),
  };
};
const OMAR = { en: 'Omar Haddad', ar: 'عمر حداد' };

const msg = (key: MessageKey, lang: Lang) => say(messages[key], lang);

const portal = seededPortal();

/** Today in the firm's time zone (the server's, Asia/Dubai) + n days, as the date input takes it. */
const day = (n: number) => firmDay(n);

/** A fresh page of the lawyer's, signed in in the language, on the dashboard. */
const signIn = (lang: Lang) => signedInPage(portal.browser, portal.server.url, lang, LAWYER);

/** Step through the wizard with every step's errors; returns the new case's id. */
async function createCase(page: Page, lang: Lang, titles: { en: string; ar: string }): Promise<number> {
  const t = words(lang);
  const s = SEED[lang];
  await page.getByTestId('sidebar').getByRole('link', { name: t.myCases }).click();
  await page.waitForURL('**/lawyer/cases');
  await page.getByRole('link', { name: t.createCase }).click();
  await page.waitForURL('**/lawyer/create-case');
  await page.getByRole('link', { name: t.backToCases }).waitFor();

  // step 1: Basic Information
  await page.getByRole('button', { name: t.continue }).click();
  for (const key of ['validation.titleEnRequired', 'validation.titleArRequired', 'validation.caseTypeRequired'] as const)
    await page.getByText(msg(key, lang), { exact: true }).waitFor();
  await shot(page, `case-wizard-basic-errors-${lang}.png`);
  // a title the server refuses (too long) is caught on submit and brings the wizard back here
  await page.getByLabel(t.titleEn).fill('x'.repeat(301));
  await page.getByLabel(t.titleAr).fill(titles.ar);
  await choose(page, t.caseType, s.commercial);
  await page.getByRole('button', { name: t.continue }).click();

  // step 2: Location & Court; the court list follows the emirate
  await select(page, t.emirate).waitFor();
  await page.getByRole('button', { name: t.continue }).click();
  await page.getByText(msg('validation.emirateRequired', lang), { exact: true }).waitFor();
  await choose(page, t.emirate, s.abuDhabi);
  const abuDhabiCourts = await optionsOf(page, t.court);
  expect(abuDhabiCourts).toContain(s.abuDhabiCourt);
  expect(abuDhabiCourts).not.toContain(s.dubaiCourt);
  await choose(page, t.court, s.abuDhabiCourt);
  await choose(page, t.emirate, s.dubai);
  await expect.poll(() => select(page, t.court).innerText()).not.toContain(s.abuDhabiCourt);
  const dubaiCourts = await optionsOf(page, t.court);
  expect(dubaiCourts).toContain(s.dubaiCourt);
  expect(dubaiCourts).not.toContain(s.abuDhabiCourt);
  await choose(page, t.court, s.dubaiCourt);
  await choose(page, t.district, s.deira);
  await shot(page, `case-wizard-location-${lang}.png`);

  // going back keeps what was entered, both ways
  await page.getByRole('button', { name: t.previous }).click();
  await expect.poll(() => page.getByLabel(t.titleAr).inputValue()).toBe(titles.ar);
  await expect.poll(() => select(page, t.caseType).innerText()).toContain(s.commercial);
  await page.getByRole('button', { name: t.continue }).click();
  await expect.poll(() => select(page, t.district).innerText()).toContain(s.deira);
  await page.getByRole('button', { name: t.continue }).click();

  // step 3: Parties Involved; the first client and lawyer rows stay, opponents are optional
  const clients = page.locator('.ra-input-clients');
  const opponents = page.locator('.ra-input-opponents');
  const lawyers = page.locator('.ra-input-lawyers');
  await expect.poll(() => select(lawyers, t.lawyer).innerText()).toContain(s.fatima);
  // row buttons show on hover (react-admin); the first client and lawyer rows have none
  await clients.locator('li').first().hover();
  expect(await clients.getByRole('button', { name: t.remove }).count()).toBe(0);
  await lawyers.locator('li').first().hover();
  expect(await lawyers.getByRole('button', { name: t.remove }).count()).toBe(0);
  await opponents.getByRole('button', { name: t.addOpponent }).click();
  await page.getByRole('button', { name: t.continue }).click();
  for (const key of ['validation.atLeastOneClient', 'validation.fullNameRequired'] as const)
    await page.getByText(msg(key, lang), { exact: true }).waitFor();
  expect(await page.getByText(msg('validation.roleRequired', lang), { exact: true }).count()).toBe(2);
  await shot(page, `case-wizard-parties-errors-${lang}.png`);
  await choose(clients, t.client, s.client);
  await clients.getByLabel(t.role).fill(lang === 'en' ? 'Plaintiff' : 'مدعٍ');
  await opponents.getByLabel(t.fullName).fill(lang === 'en' ? 'Gulf Supplies LLC' : 'إمدادات الخليج');
  await opponents.getByLabel(t.role).fill(lang === 'en' ? 'Defendant' : 'مدعى عليه');
  await opponents.locator('li').first().hover();
  expect(await opponents.getByRole('button', { name: t.remove }).count()).toBe(1);
  await shot(page, `case-wizard-parties-${lang}.png`);
  await page.getByRole('button', { name: t.continue }).click();

  // step 4: Case Details; a draft hides the dates
  await page.getByText(t.draftHint).waitFor();
  expect(await page.getByLabel(t.startDate).count()).toBe(0);
  await choose(page, t.status, t.statuses.active);
  await typeDate(datePicker(page, t.startDate), day(1), lang);
  await shot(page, `case-wizard-details-${lang}.png`);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  if (lang === 'en') {
    // the opponent is already an opponent in one of the firm's cases: the conflict warning, and going ahead needs a reason
    const warning = page.getByTestId('conflict-warning');
    await warning.getByText(say(conflictWording.title, lang)).waitFor();
    await warning.getByText(new RegExp(`^Gulf Supplies LLC · ${say(conflictWording.opponent, lang)}`)).first().waitFor();
    await warning.getByTestId('conflict-proceed').click();
    await warning.getByText(say(conflictWording.reasonRequired, lang)).waitFor();
    await warning.getByTestId('conflict-reason').fill('Same trade name, a different company');
    await warning.getByTestId('conflict-proceed').click();
  }
  await expectToast(page, msg('validation.fillInRequired', lang));
  // the server's field error is shown on the step it belongs to
  await page.getByText(msg('validation.tooLong', lang), { exact: true }).waitFor();
  await page.getByLabel(t.titleEn).fill(titles.en);
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: t.continue }).click();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/cases') && r.request().method() === 'POST');
  const overridden = lang === 'en' ? page.waitForResponse((r) => r.url().endsWith('/conflict-overrides')) : null;
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  const caseId = (await (await created).json()).id as number;
  if (overridden) {
    // not asked again for the same opponents; the reason is recorded on the new case
    const override = await overridden;
    expect(override.status()).toBe(201);
    expect(override.url()).toContain(`/api/cases/${caseId}/`);
    expect(await override.json()).toMatchObject({ caseId, reason: 'Same trade name, a different company', matches: expect.arrayContaining([expect.objectContaining({ nameEn: 'Gulf Supplies LLC', kind: 'opponent' })]) });
  }
  await expectToast(page, t.created);
  // saving lands on the new case; its back link leads to the list
  await page.waitForURL(`**/lawyer/cases/${caseId}`);
  await page.getByRole('link', { name: t.backToCases }).click();
  await page.waitForURL('**/lawyer/cases');
  return caseId;
}

async function useDetail(page: Page, lang: Lang, caseId: number, titles: { en: string; ar: string }) {
  const t = words(lang);
  const s = SEED[lang];
  const title = lang === 'en' ? titles.en : titles.ar;
  await page.getByRole('row', { name: new RegExp(escapeText(title)) }).getByRole('link', { name: rowButton(t.view) }).click();
  await page.waitForURL(`**/lawyer/cases/${caseId}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  const badges = page.getByTestId('case-badges');
  await badges.getByText(t.statuses.active, { exact: true }).waitFor();
  await badges.getByText(t.medium, { exact: true }).waitFor();
  await page.getByText(t.plaintiffs).waitFor();
  await page.getByText(s.client).first().waitFor();
  await page.getByText(s.deira, { exact: true }).waitFor();
  await shot(page, `case-detail-overview-${lang}.png`);
  const tab = (name: string) => page.getByRole('tab', { name: new RegExp(`^${escapeText(name)}`) });

  // hearings: add with errors, edit, documents, minutes, open, delete
  await tab(t.tabs.hearings).click();
  await page.getByText(t.noHearings).waitFor();
  await page.getByRole('button', { name: t.addHearing }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: t.saveHearing }).click();
  for (const key of ['validation.dateRequired', 'validation.timeRequired', 'validation.hallNameRequired', 'validation.rollNumberRequired', 'validation.descriptionRequired'] as const)
    await dialog.getByText(msg(key, lang), { exact: true }).waitFor();
  // a working day: a day off would be asked about before the hearing is saved
  await typeDate(datePicker(dialog, t.hearingDate), firmWorkingDay(10), lang);
  const tenAm = new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'ar-AE', { hour: '2-digit', minute: '2-digit', hour12: true, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, 10, 0)),
  );
  await choose(dialog, t.hearingTime, tenAm);
  await dialog.getByLabel(t.hallName).fill('Hall 5');
  await dialog.getByLabel(t.rollNumber).fill('501');
  await dialog.getByLabel(t.whatIsRequested).fill(lang === 'en' ? 'File the statement of defence' : 'تقديم مذكرة الدفاع');
  await shot(page, `case-hearing-dialog-${lang}.png`);
  await dialog.getByRole('button', { name: t.saveHearing }).click();
  await expectToast(page, t.hearingAdded);
  await dialog.waitFor({ state: 'detached' });
  let row = page.getByRole('row', { name: /Hall 5/ });
  await row.waitFor();
  await expect.poll(() => tab(t.tabs.hearings).innerText()).toMatch(/1/);

  await row.getByRole('button', { name: rowButton(t.editHearing) }).click();
  dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.getByLabel(t.hallName).inputValue()).toBe('Hall 5');
  await dialog.getByLabel(t.manualTime).check();
  await dialog.getByLabel(t.hearingTime).fill('10:40 AM');
  await dialog.getByLabel(t.hallName).fill('Hall 6');
  await dialog.getByRole('button', { name: t.saveHearing }).click();
  await expectToast(page, t.hearingUpdated);
  await dialog.waitFor({ state: 'detached' });
  row = page.getByRole('row', { name: /Hall 6/ });
  await row.waitFor();

  await row.getByRole('button', { name: rowButton(t.uploadDocuments) }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: t.upload, exact: true }).click();
  await dialog.getByText(msg('validation.selectFiles', lang), { exact: true }).waitFor();
  await dialog.locator('input[type=file]').setInputFiles([pdfFile('defence-memo.pdf'), pngFile('site-photo.png')]);
  await dialog.getByText('site-photo.png').waitFor();
  await dialog.getByRole('button', { name: t.upload, exact: true }).click();
  await expectToast(page, t.hearingDocsUploaded);
  await dialog.waitFor({ state: 'detached' });
  await row.getByRole('button', { name: 'defence-memo.pdf' }).waitFor();

  await row.getByRole('button', { name: rowButton(t.uploadMinutes) }).click();
  dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles(pdfFile('minutes-session-1.pdf'));
  await dialog.getByRole('button', { name: t.upload, exact: true }).click();
  await expectToast(page, t.minutesUploaded);
  await dialog.waitFor({ state: 'detached' });
  const opened = page.context().waitForEvent('page');
  await row.getByRole('button', { name: 'minutes-session-1.pdf' }).click();
  const tabPage = await opened;
  await expect.poll(() => tabPage.url()).toMatch(/^blob:/);
  await tabPage.close();
  await shot(page, `case-detail-hearings-${lang}.png`);

  // the hearing's own address opens the same page on the Hearings tab
  const hearingId = (await (await page.request.get(`/api/lawyer/cases/${caseId}/hearings`, { headers: await bearer(page) })).json())[0].id;
  await go(page, `/lawyer/cases/${caseId}/hearings/${hearingId}`);
  await expect.poll(() => tab(t.tabs.hearings).getAttribute('aria-selected')).toBe('true');
  row = page.getByRole('row', { name: /Hall 6/ });
  await row.getByRole('button', { name: rowButton(t.deleteHearing) }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.yesDelete }).click();
  await expectToast(page, t.hearingDeleted);
  await page.getByText(t.noHearings).waitFor();

  // appointments: a meeting and a task, a status change, the detail dialog
  await tab(t.tabs.appointments).click();
  await page.getByRole('button', { name: t.addAppointment }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: t.add, exact: true }).click();
  for (const key of ['validation.titleRequired', 'validation.agendaRequired', 'validation.dateRequired', 'validation.timeRequired'] as const)
    await dialog.getByText(msg(key, lang), { exact: true }).waitFor();
  await input(dialog, t.title).fill(lang === 'en' ? 'Strategy meeting' : 'اجتماع الاستراتيجية');
  await dialog.getByLabel(t.agenda).fill(lang === 'en' ? 'Agree on the defence' : 'الاتفاق على خطة الدفاع');
  await typeDate(datePicker(dialog, t.date), day(3), lang);
  await choose(dialog, t.time, tenAm);
  await dialog.getByLabel(t.participant).fill(lang === 'en' ? 'Client CFO' : 'المدير المالي للعميل');
  await shot(page, `case-appointment-dialog-${lang}.png`);
  await dialog.getByRole('button', { name: t.add, exact: true }).click();
  await expectToast(page, t.appointmentAdded);
  await dialog.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: t.addAppointment }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel(t.task, { exact: true }).check();
  await expect.poll(() => select(dialog, t.assignedTo).innerText()).toContain(s.fatima);
  expect(await dialog.getByLabel(t.participant).count()).toBe(0);
  await input(dialog, t.title).fill(lang === 'en' ? 'Draft the defence' : 'صياغة مذكرة الدفاع');
  await dialog.getByLabel(t.agenda).fill(lang === 'en' ? 'First draft for review' : 'مسودة أولى للمراجعة');
  await typeDate(datePicker(dialog, t.date), day(5), lang);
  await choose(dialog, t.time, tenAm);
  await dialog.getByRole('button', { name: t.add, exact: true }).click();
  await expectToast(page, t.appointmentAdded);
  await dialog.waitFor({ state: 'detached' });

  const taskRow = page.getByRole('row', { name: new RegExp(lang === 'en' ? 'Draft the defence' : 'صياغة مذكرة الدفاع') });
  await taskRow.getByText(t.badgePending, { exact: true }).waitFor();
  await taskRow.getByRole('button', { name: rowButton(t.updateStatus) }).click();
  dialog = page.getByRole('dialog');
  await choose(dialog, t.status, t.completed);
  await dialog.getByRole('button', { name: t.update, exact: true }).click();
  await expectToast(page, t.statusUpdated);
  await dialog.waitFor({ state: 'detached' });
  await taskRow.getByText(t.completed, { exact: true }).waitFor();

  const meetingRow = page.getByRole('row', { name: new RegExp(lang === 'en' ? 'Strategy meeting' : 'اجتماع الاستراتيجية') });
  await meetingRow.getByText(t.scheduled, { exact: true }).waitFor();
  await meetingRow.getByRole('button', { name: rowButton(t.viewDetails) }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByText(t.appointmentDetails).waitFor();
  await dialog.getByText(lang === 'en' ? 'Client CFO' : 'المدير المالي للعميل').waitFor();
  await shot(page, `case-appointment-detail-${lang}.png`);
  await dialog.getByRole('button', { name: t.close }).click();
  await dialog.waitFor({ state: 'detached' });
  await shot(page, `case-detail-appointments-${lang}.png`);

  // documents: the upload waits for a file; errors; open in a new tab
  await tab(t.tabs.documents).click();
  await page.getByText(t.noDocuments).waitFor();
  await page.getByRole('button', { name: t.uploadDocument }).click();
  dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.getByRole('button', { name: t.upload, exact: true }).isDisabled()).toBe(true);
  await dialog.locator('input[type=file]').setInputFiles(pdfFile('power-of-attorney.pdf'));
  await dialog.getByRole('button', { name: t.upload, exact: true }).click();
  for (const key of ['validation.documentNameRequired', 'validation.documentTypeRequired'] as const)
    await dialog.getByText(msg(key, lang), { exact: true }).waitFor();
  await dialog.getByLabel(t.documentName).fill(lang === 'en' ? 'Power of attorney' : 'الوكالة');
  await choose(dialog, t.documentType, t.pleading);
  await dialog.getByRole('button', { name: t.upload, exact: true }).click();
  await expectToast(page, t.documentUploaded);
  await dialog.waitFor({ state: 'detached' });
  const docRow = page.getByRole('row', { name: new RegExp(lang === 'en' ? 'Power of attorney' : 'الوكالة') });
  await docRow.getByText(t.pleading).waitFor();
  const docTab = page.context().waitForEvent('page');
  await docRow.getByRole('button', { name: t.open }).click();
  await expect.poll(async () => (await docTab).url()).toMatch(/^blob:/);
  await (await docTab).close();
  await shot(page, `case-detail-documents-${lang}.png`);

  // updates, newest first
  await tab(t.tabs.updates).click();
  await page.getByRole('button', { name: t.addUpdate }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel(t.updateText).fill('');
  await dialog.getByRole('button', { name: t.add, exact: true }).click();
  await dialog.getByText(msg('validation.updateTextRequired', lang), { exact: true }).waitFor();
  await choose(dialog, t.updateType, t.call);
  await dialog.getByLabel(t.updateText).fill(lang === 'en' ? 'Called the client about the hearing' : 'تم الاتصال بالعميل بشأن الجلسة');
  await dialog.getByRole('button', { name: t.add, exact: true }).click();
  await expectToast(page, t.updateAdded);
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('row').nth(1).getByText(t.call, { exact: true }).waitFor();
  await shot(page, `case-detail-updates-${lang}.png`);

  // every tab's count follows the changes
  // the meeting and the task, and the tasks the seed's automated-task rules made for the new case and its hearing
  const automated = ((await (await page.request.get(`/api/lawyer/cases/${caseId}/appointments`, { headers: await bearer(page) })).json()) as { source: unknown }[]).filter((a) => a.source).length;
  await expect.poll(() => tab(t.tabs.appointments).innerText()).toMatch(new RegExp(`\\b${2 + automated}\\b`));
  await expect.poll(() => tab(t.tabs.documents).innerText()).toMatch(/1/);
}

/**
 * In-app navigation (react-router follows history): no page load, so a console rebuild running
 * elsewhere at that moment cannot leave the page without its index.html.
 */
const go = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

async function editCase(page: Page, lang: Lang, caseId: number, titles: { en: string; ar: string }) {
  const t = words(lang);
  await page.getByRole('link', { name: t.editCase }).click();
  await page.waitForURL(`**/lawyer/edit-case/${caseId}`);
  await expect.poll(() => page.getByLabel(t.titleEn).inputValue()).toBe(titles.en);

  // someone else saves first: the stale form is refused with the server's wording
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const current = (await api(portal.server.url, token!).get(`/api/cases/${caseId}`)).body;
  expect((await api(portal.server.url, token!).put(`/api/cases/${caseId}`, { ...current, summary: 'changed elsewhere' })).status).toBe(200);
  await page.getByLabel(t.titleAr).fill(`${titles.ar} (معدلة)`);
  await page.getByRole('button', { name: t.saveChanges }).click();
  await expectToast(page, t.updateFailed);
  await page.locator('.MuiSnackbar-root').getByText(msg('error.conflict', lang)).waitFor();

  // the form again, with the record as it is now
  await go(page, `/lawyer/cases/${caseId}`);
  await page.getByRole('link', { name: t.editCase }).click();
  await expect.poll(() => page.getByLabel(t.summary).inputValue()).toBe('changed elsewhere');
  await page.getByLabel(t.titleEn).fill(`${titles.en} (revised)`);
  await page.getByLabel(t.titleAr).fill(`${titles.ar} (معدلة)`);
  await choose(page, t.status, t.statuses.in_progress);
  // what the wizard collected can be corrected too: a second opponent, a second lawyer, the year
  const opponents = page.locator('.ra-input-opponents');
  const lawyers = page.locator('.ra-input-lawyers');
  const opponent = lang === 'en' ? 'Gulf Logistics FZE' : 'الخليج للخدمات اللوجستية';
  await opponents.getByRole('button', { name: t.addOpponent }).click();
  await opponents.locator('li').nth(1).getByLabel(t.fullName).fill(opponent);
  await lawyers.getByRole('button', { name: t.addLawyer }).click();
  await page.getByRole('button', { name: t.saveChanges }).click();
  // the new rows are checked as the wizard checks them
  await page.getByText(msg('validation.atLeastOneLawyer', lang), { exact: true }).waitFor();
  // (on the new opponent's row: the invalid form's notice may repeat it)
  await opponents.locator('li').nth(1).getByText(msg('validation.roleRequired', lang), { exact: true }).waitFor();
  await opponents.locator('li').nth(1).getByLabel(t.role).fill(lang === 'en' ? 'Second defendant' : 'مدعى عليه ثانٍ');
  await choose(lawyers.locator('li').nth(1), t.lawyer, t.omar);
  await page.getByLabel(t.caseYear).fill('2025');
  await shot(page, `case-edit-${lang}.png`);
  await page.getByRole('button', { name: t.saveChanges }).click();
  await expectToast(page, t.updated);
  // back on the case saved, then its list
  await page.waitForURL(`**/lawyer/cases/${caseId}`);
  await page.getByRole('link', { name: t.backToCases }).click();
  await page.waitForURL('**/lawyer/cases');
  const revised = lang === 'en' ? `${titles.en} (revised)` : `${titles.ar} (معدلة)`;
  await page.getByRole('row', { name: new RegExp(escapeText(revised)) }).getByText(t.statuses.in_progress).waitFor();

  // the overview shows them, with the registration date the wizard set
  await go(page, `/lawyer/cases/${caseId}`);
  await page.getByText(opponent, { exact: true }).waitFor();
  await page.getByText(new RegExp(`${escapeText(SEED[lang].fatima)}.*${escapeText(t.omar)}`)).waitFor();
  const overview = page.getByRole('tabpanel');
  await overview.getByText('2025', { exact: true }).waitFor();
  await overview.getByText(t.registrationDate, { exact: true }).waitFor();
  await shot(page, `case-overview-corrected-${lang}.png`);

  // a moment before the case existed is refused, with the way back
  await go(page, `/lawyer/cases/${caseId}?asOf=2001-01-01T00:00:00.000Z`);
  await page.getByTestId('as-of-refused').getByText(t.asOfBefore).waitFor();
  await shot(page, `case-as-of-before-${lang}.png`);
  await page.getByTestId('as-of-refused').getByRole('button', { name: t.backToToday }).click();
  await page.getByText(opponent, { exact: true }).waitFor();
  await go(page, '/lawyer/cases');
}

async function searchAndFilter(page: Page, lang: Lang, ownTitle: string) {
  const t = words(lang);
  const s = SEED[lang];
  await page.getByTestId('case-count').waitFor();
  const search = page.getByPlaceholder(t.search);
  await search.fill(lang === 'en' ? 'gulf horizon' : 'أفق الخليج');
  await page.getByRole('row', { name: new RegExp(escapeText(ownTitle)) }).waitFor({ state: 'detached' });
  await page.getByRole('row', { name: new RegExp(escapeText(s.gulfHorizon)) }).waitFor();
  await search.fill('');
  await page.getByRole('row', { name: new RegExp(escapeText(ownTitle)) }).waitFor();

  await choose(page, t.status, t.statuses.closed);
  await page.getByRole('row', { name: new RegExp(escapeText(s.closedCase)) }).waitFor();
  await page.getByRole('row', { name: new RegExp(escapeText(s.emiratesTrading)) }).waitFor({ state: 'detached' });
  await choose(page, t.priority, t.high);
  await page.getByText(t.noResults).waitFor();
  await page.getByText(t.noResultsHint).waitFor();
  await shot(page, `cases-no-results-${lang}.png`);
  await chooseShown(page, t.status, t.allStatuses);
  await page.getByRole('row', { name: new RegExp(escapeText(s.emiratesTrading)) }).waitFor();
  await page.getByRole('row', { name: new RegExp(escapeText(s.closedCase)) }).waitFor({ state: 'detached' });
  await chooseShown(page, t.priority, t.allPriorities);
  await page.getByRole('row', { name: new RegExp(escapeText(ownTitle)) }).waitFor();
  await shot(page, `cases-list-${lang}.png`);
}

describe('lawyer portal: case screens when the server has nothing or fails', () => {
  it('shows the empty list, the list error and the detail and edit load failures', async () => {
    const { context, page } = await signIn('en');
    const t = words('en');
    const c = casesWording;
    await page.route('**/api/lawyer/cases?*', (route) => route.fulfill({ json: [], headers: { 'Content-Range': 'cases 0-0/0', 'Access-Control-Expose-Headers': 'Content-Range' } }));
    await go(page, '/lawyer/cases');
    await page.getByText(say(c.list.noCasesYet, 'en')).waitFor();
    await page.getByRole('link', { name: say(c.list.createFirstCase, 'en') }).waitFor();
    await shot(page, 'cases-none-yet-en.png');
    await page.unroute('**/api/lawyer/cases?*');

    await page.route('**/api/lawyer/cases?*', (route) => route.fulfill({ status: 500, json: { code: 'internal', message: 'boom', messageAr: 'boom' } }));
    await page.getByRole('button', { name: say(raWording('ra.action.refresh'), 'en') }).click();
    await page.getByText(say(c.list.loadFailed, 'en')).waitFor();
    await page.unroute('**/api/lawyer/cases?*');

    await go(page, '/lawyer/cases/999999');
    await page.getByText(say(c.detail.notFound, 'en')).waitFor();
    await page.getByRole('link', { name: t.backToCases }).waitFor();
    await go(page, '/lawyer/edit-case/999999');
    await page.getByText(say(c.edit.loadFailed, 'en')).waitFor();
    await context.close();
  });
});

describe('lawyer portal: a colleague’s case', () => {
  it('opens from a colleague’s hearing as whose it is, with the hearing, in English and Arabic', async () => {
    const admin = api(portal.server.url, (await login(portal.server.url, portal.server.adminUsername, portal.server.adminPassword)).token);
    const omar = await login(portal.server.url, 'omar.haddad@alnoor-law.ae', LAWYER.password, 'employee');
    const template = ((await admin.get('/api/lawyer/cases')).body as Record<string, unknown>[])[0];
    const opened = await admin.post('/api/cases', {
      ...(await admin.get(`/api/cases/${template.id}`)).body, lawyerIds: undefined, lawyerId: omar.user.id, caseNumber: `OMAR-${Date.now()}`,
      titleEn: 'Marina towers defects', titleAr: 'عيوب أبراج المارينا', status: 'active',
    });
    expect(opened.status, opened.text).toBe(201);
    const hearing = await omar.client.post(`/api/lawyer/cases/${opened.body.id}/hearings`, {
      hearingDate: day(3), hearingTime: '11:00 AM', hallName: 'Hall 9', rollNumber: '33', whatIsRequested: 'Expert report', onlineLink: '',
    });
    expect(hearing.status, hearing.text).toBe(201);
    for (const lang of ['en', 'ar'] as const) {
      const t = words(lang);
      const { context, page } = await signIn(lang);
      // the office calendar's View Case on this hearing leads here
      await go(page, `/lawyer/cases/${opened.body.id}/hearings/${hearing.body.id}`);
      await page.getByTestId('colleague-case').getByText(t.belongsToOmar).waitFor();
      await page.getByText(lang === 'en' ? 'Marina towers defects' : 'عيوب أبراج المارينا').first().waitFor();
      await page.getByText(/Hall 9/).waitFor();
      expect(await page.getByText(say(casesWording.detail.loadFailed, lang)).count()).toBe(0);
      await shot(page, `case-colleague-${lang}.png`);
      await context.close();
    }
  }, 120_000);
});

// Each language works on a case of its own: created through the wizard, worked on, edited, found
// again; each step on a fresh page, so a failure shows which step broke.
describe.each(['en', 'ar'] as const)('lawyer portal: cases (%s)', (lang) => {
  const titles = lang === 'en' ? { en: 'Al Futtaim supply dispute', ar: 'نزاع توريد الفطيم' } : { en: 'Marina lease claim', ar: 'مطالبة إيجار المارينا' };
  let caseId: number | undefined;
  const step = (name: string, run: (page: Page, caseId: number) => Promise<void>, needsCase = true) =>
    it(name, async () => {
      if (needsCase) expect(caseId, 'the case the wizard was to create').toBeDefined();
      const { context, page } = await signIn(lang);
      try {
        await run(page, caseId!);
      } catch (error) {
        await shot(page, `failed-cases-${name.split(' ')[0]}-${lang}.png`);
        throw error;
      } finally {
        await context.close();
      }
    }, 150_000);

  step('creates a case through the wizard, each step refusing what is missing', async (page) => {
    caseId = await createCase(page, lang, titles);
  }, false);
  step('works on the case: hearings, appointments, documents, updates', async (page, id) => {
    await go(page, '/lawyer/cases');
    await useDetail(page, lang, id, titles);
  });
  step('edits the case after someone else saved it', async (page, id) => {
    await go(page, `/lawyer/cases/${id}`);
    await editCase(page, lang, id, titles);
  });
  step('finds the case by search and filters', async (page) => {
    await go(page, '/lawyer/cases');
    await searchAndFilter(page, lang, lang === 'en' ? `${titles.en} (revised)` : `${titles.ar} (معدلة)`);
    // the sidebar sits at the start of the language's direction (on the right in Arabic)
    const side = (await page.getByTestId('sidebar').boundingBox())!;
    const main = (await page.locator('main').boundingBox())!;
    if (lang === 'ar') expect(side.x).toBeGreaterThan(main.x);
    else expect(side.x).toBeLessThan(main.x);
  });
});
