import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { messages } from '@lawfirm/contracts';
import { seededDataDir } from '../support/seedTemplate.js';
import { LANGS, choose, directionOf, escapeText, launchBrowser, pdfFile, pngFile, raWording, rowButton, say, sayCount, shot, signedInPage, toast, UI_TIMEOUT, type Lang } from './support.js';
import { api, login, startServer, type RunningServer } from '../support/server.js';
import { ui } from '../../console/src/i18n/ui.js';
import { commonFields } from '../../console/src/components/forms/commonFields.js';
import { fileI18n } from '../../console/src/lawyer/files/i18n.js';
import { caseSettingsI18n } from '../../console/src/resources/caseSettings/wording.js';
import {
  adjournmentReasonWording, caseDegreeWording, caseTypeWording, courtDistrictWording, departmentWording, documentCategoryWording, documentTypes, jobTitleWording,
} from '../../console/src/resources/caseSettings/modules/wording.js';
import { automatedTaskWording } from '../../console/src/resources/caseSettings/automatedTasks/i18n.js';
import { predefinedTaskTypes } from '../../console/src/resources/caseSettings/automatedTasks/taskTypes.js';

// The lawyer's files screens (list, create, detail, edit) and the admin's case-settings screens
// against the real standalone server with the demo data, once in English and once in Arabic.
const toastTimeout = { timeout: UI_TIMEOUT };
const LAWYER = { username: 'fatima.zaabi@alnoor-law.ae', password: 'Lawyer#2026' };

let server: RunningServer;
let browser: Browser;
let admin: ReturnType<typeof api>;
let lawyer: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startServer({ console: true, dataDir: await seededDataDir() });
  const { token } = await login(server.url, server.adminUsername, server.adminPassword);
  admin = api(server.url, token);
  lawyer = (await login(server.url, LAWYER.username, LAWYER.password, 'employee')).client;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The demo data the screens show (names as the seed writes them), per language. */
const DATA = {
  en: {
    lawyerNames: { fatima: 'Fatima Al Zaabi', omar: 'Omar Haddad', mariam: 'Mariam Al Suwaidi' },
    agreementClients: ['Emirates Trading LLC', 'Khalid Al Hammadi', 'Gulf Horizon Contracting', 'Sara Abdullah'],
    clientWithoutAgreement: 'Al Noor Real Estate',
    departmentName: 'Litigation',
    officeName: 'Dubai Head Office',
    relatedCase: 'Emirates Trading v. Gulf Supplies',
    newSubject: 'Warehouse lease termination',
    foreignSubject: 'Foreign file',
    appeal: 'Appeal',
    courtName: 'Sharjah Federal Court',
    taskSearch: 'client',
  },
  ar: {
    lawyerNames: { fatima: 'فاطمة الزعابي', omar: 'عمر حداد', mariam: 'مريم السويدي' },
    agreementClients: ['الإمارات للتجارة ذ.م.م', 'خالد الحمادي', 'أفق الخليج للمقاولات', 'سارة عبدالله'],
    clientWithoutAgreement: 'النور العقارية',
    departmentName: 'التقاضي',
    officeName: 'المكتب الرئيسي - دبي',
    relatedCase: 'الإمارات للتجارة ضد إمدادات الخليج',
    newSubject: 'إنهاء عقد إيجار المستودع',
    foreignSubject: 'ملف محامٍ آخر',
    appeal: 'استئناف',
    courtName: 'محكمة الشارقة الاتحادية',
    taskSearch: 'العميل',
  },
} satisfies Record<Lang, unknown>;

/** the case-settings modules the screens list, by their wording */
const MODULES = {
  adjournmentReasons: adjournmentReasonWording, jobTitles: jobTitleWording, documentCategories: documentCategoryWording, caseTypes: caseTypeWording,
  courtDistricts: courtDistrictWording, caseDegrees: caseDegreeWording, automatedTasks: automatedTaskWording, departments: departmentWording,
};
type ModuleKey = keyof typeof MODULES;

/** What the screens say in a language, from the console's catalogues (a missing Arabic fails). */
function wording(lang: Lang) {
  const t = (pair: { en: string; ar: string }, values?: Record<string, string | number>) => say(pair, lang, values);
  const f = fileI18n;
  const taskType = (value: (typeof predefinedTaskTypes)[number]['value']) => {
    const type = predefinedTaskTypes.find((x) => x.value === value)!;
    return t({ en: type.labelEn, ar: type.labelAr });
  };
  const crud = (key: ModuleKey) => ({ created: t(MODULES[key].messages.created), updated: t(MODULES[key].messages.updated), deleted: t(MODULES[key].messages.deleted) });
  const moduleName = (key: ModuleKey) => sayCount(MODULES[key].name, lang, 2);
  return {
    lang,
    save: t(raWording('ra.action.save')),
    edit: t(raWording('ra.action.edit')),
    delete: t(raWording('ra.action.delete')),
    cancel: t(raWording('ra.action.cancel')),
    search: t(raWording('ra.action.search')),
    yesDelete: t(ui.table.yesDelete),
    confirmDelete: t(ui.table.confirmDeleteTitle),
    required: t(messages['validation.required']),
    fillRequired: t(messages['validation.fillRequired']),
    files: {
      ...DATA[lang],
      menu: t(ui.menu.files),
      menuCreate: t(ui.menu.createFile),
      manualNumber: t(f.create.manualNumber),
      fileNumber: t(f.fields.fileNumber),
      subject: t(f.fields.subject),
      notes: t(f.fields.notes),
      client: t(f.fields.clientId),
      department: t(f.fields.departmentId),
      office: t(f.fields.officeId),
      direction: t(f.fields.caseDirection),
      // each language files on its own side
      directionChoice: t(lang === 'en' ? f.directionChoices.for : f.directionChoices.against),
      fillInRequired: t(messages['validation.fillInRequired']),
      addLawyer: t(f.lawyers.add),
      assignment: t(f.lawyers.title),
      responsible: t(f.lawyers.roles.responsible),
      supervisor: t(f.lawyers.roles.supervisor),
      category: t(f.attachments.category),
      contract: t(f.attachments.categories.contract),
      evidence: t(f.attachments.categories.evidence),
      addFiles: t(f.attachments.addFiles),
      categoryFirst: t(messages['validation.categoryFirst']),
      wrongType: t(messages['validation.uploadFileType']),
      create: t(f.create.submit),
      created: t(f.messages.created),
      total: t(f.summary.total),
      withUs: t(f.summary.withUs),
      against: t(f.summary.against),
      information: t(f.detail.information),
      lawyers: t(f.detail.lawyers),
      attachments: t(f.detail.attachments),
      related: t(f.detail.relatedCases),
      editFile: t(f.detail.editFile),
      openCase: t(f.detail.openCase),
      view: t(ui.common.view),
      download: t(f.attachments.download),
      opened: t(f.attachments.opened),
      downloadStarted: t(f.attachments.downloadStarted),
      upload: t(f.attachments.upload),
      uploaded: t(f.attachments.uploaded),
      saveChanges: t(f.edit.submit),
      saving: t(f.edit.submitting),
      updated: t(f.messages.updated),
      updateFailed: t(f.messages.updateFailed),
      conflict: t(messages['error.conflict']),
      remove: (name: string) => t(f.lawyers.remove, { name }),
      deleteQuestion: (fileNumber: string) => t(f.deleteConfirm, { fileNumber }),
      deleted: t(f.messages.deleted),
      notFound: t(f.notFound),
      backToFiles: t(f.backToFiles),
    },
    settings: {
      menu: t(ui.menu.caseSettings),
      back: t(caseSettingsI18n.backToSettings),
      manage: (module: string) => `${t(caseSettingsI18n.manage)} ${module}`,
      related: t(caseSettingsI18n.deleteRelated),
      generic: t(ui.table.confirmDeleteContent),
      noResults: t(caseSettingsI18n.noResults),
      noResultsHint: t(caseSettingsI18n.noResultsHint),
      modules: Object.fromEntries(Object.keys(MODULES).map((key) => [key, moduleName(key as ModuleKey)])) as Record<ModuleKey, string>,
      nameEn: t(commonFields.nameEn),
      nameAr: t(commonFields.nameAr),
      titleEn: t(departmentWording.fields.titleEn),
      titleAr: t(departmentWording.fields.titleAr),
      jobTitleEn: t(jobTitleWording.fields.titleEn),
      jobTitleAr: t(jobTitleWording.fields.titleAr),
      categoryEn: t(documentCategoryWording.fields.categoryEn),
      categoryAr: t(documentCategoryWording.fields.categoryAr),
      documentType: t(documentCategoryWording.fields.documentType),
      // a product's name, the same in both languages
      word: documentTypes.Word[lang],
      priority: t(caseDegreeWording.fields.priority),
      priorityRange: t(messages['validation.priorityRange']),
      caseCategory: t(caseTypeWording.fields.caseCategory),
      tax: t(caseTypeWording.categories.Tax),
      stage: t(caseTypeWording.fields.stageId),
      appeal: DATA[lang].appeal,
      country: t(caseTypeWording.fields.country),
      court: t(courtDistrictWording.fields.courtId),
      courtName: DATA[lang].courtName,
      toasts: crud,
      nouns: { jobTitle: 'jobTitles', documentCategory: 'documentCategories', caseDegree: 'caseDegrees', caseType: 'caseTypes', courtDistrict: 'courtDistricts', department: 'departments', automatedTask: 'automatedTasks' } as const satisfies Record<string, ModuleKey>,
      adds: {
        jobTitle: t(jobTitleWording.add), documentCategory: t(documentCategoryWording.add), caseDegree: t(caseDegreeWording.add),
        caseType: t(caseTypeWording.add), courtDistrict: t(courtDistrictWording.add), department: t(departmentWording.add),
      },
      tasks: {
        add: t(automatedTaskWording.add),
        empty: t(automatedTaskWording.empty),
        // the seed's five, in the spec's order (by type)
        seededOrder: (['Deadline Trigger', 'Document Request', 'Notification', 'Reminder', 'Status Update'] as const).map(taskType),
        search: DATA[lang].taskSearch,
        status: t(automatedTaskWording.fields.status),
        inactive: t(caseSettingsI18n.inactive),
        allStatuses: t(caseSettingsI18n.allStatuses),
        taskType: t(automatedTaskWording.fields.taskType),
        reminder: taskType('Reminder'),
        followUp: taskType('Follow-up'),
        allTypes: t(automatedTaskWording.allTypes),
        predefined: t(automatedTaskWording.predefined),
        custom: t(automatedTaskWording.custom),
        customLabel: t(automatedTaskWording.fields.customTaskType),
        textEn: t(automatedTaskWording.fields.taskTextEn),
        textAr: t(automatedTaskWording.fields.taskTextAr),
        typeRequired: t(messages['validation.taskTypeRequired']),
        confirm: t(automatedTaskWording.deleteConfirm),
      },
    },
  };
}
type Wording = ReturnType<typeof wording>;

/** Keeps the page as it was when the test failed, in the screenshots folder. */
const shotOnFailure = (page: Page, name: string) =>
  onTestFailed(async () => {
    await shot(page, `failed-${name}.png`);
  });
const row = (scope: Page | Locator, text: string) => scope.getByRole('row', { name: new RegExp(escapeText(text)) });

/**
 * Picks a select's empty choice ('All statuses') by its text: react-admin names it 'Clear value'
 * for screen readers. Waits for the menu to close, as `choose` does.
 */
async function chooseEmpty(scope: Page | Locator, page: Page, label: string, text: string) {
  await scope.getByRole('combobox', { name: new RegExp(`^${escapeText(label)}`) }).click();
  await page.getByRole('listbox').getByRole('option').getByText(text, { exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** The admin's page, opened at a path. */
async function adminSession(w: Wording, path: string) {
  const { context, page } = await signedInPage(browser, server.url, w.lang, { username: server.adminUsername, password: server.adminPassword, admin: true }, { width: 1366, height: 860 }, path);
  return { context, page };
}

/** The demo lawyer's page, in the test's language; tall enough for the whole create-file form in the screenshots. */
const lawyerSession = (w: Wording) => signedInPage(browser, server.url, w.lang, LAWYER, { width: 1366, height: 1280 });

/** The right-to-left layout: the page is rtl and the sidebar sits on the right of the main area. */
async function expectRightToLeft(page: Page) {
  expect(await directionOf(page)).toBe('rtl');
  const side = (await page.getByTestId('sidebar').boundingBox())!;
  const main = (await page.locator('main').boundingBox())!;
  expect(side.x).toBeGreaterThan(main.x);
}

/** How many files the signed-in lawyer has, as the API counts them. */
async function fileCount(filter: Record<string, unknown> = {}) {
  const res = await lawyer.get(`/api/lawyer/files?range=${encodeURIComponent('[0,0]')}&filter=${encodeURIComponent(JSON.stringify(filter))}`);
  return Number(res.headers.get('content-range')!.split('/')[1]);
}

describe.each(LANGS.map(wording))('lawyer files ($lang)', (w) => {
  it('creates a file with an attachment, opens it, edits its lawyers, lists it and deletes it', async () => {
    const { context, page } = await lawyerSession(w);
    shotOnFailure(page, `files-${w.lang}`);
    const f = w.files;
    const sidebar = page.getByTestId('sidebar');
    const employees = (await lawyer.get('/api/lawyer/employees')).body as { id: number; fullNameEn: string }[];
    const idOf = (fullNameEn: string) => employees.find((e) => e.fullNameEn === fullNameEn)!.id;

    // create: the number comes from the server until the manual switch is on
    await sidebar.getByRole('link', { name: f.menuCreate, exact: true }).click();
    await page.waitForURL('**/lawyer/create-file');
    const main = page.locator('main');
    const number = main.getByRole('textbox', { name: f.fileNumber, exact: true });
    await expect.poll(() => number.inputValue()).toMatch(/^FL-\d{5}$/);
    const generated = await number.inputValue();
    expect((await lawyer.get('/api/lawyer/next-file-number')).body.fileNumber).toBe(generated);
    expect(await number.getAttribute('readonly')).not.toBeNull();
    await main.getByLabel(f.manualNumber).check();
    await number.fill('FL-77777');
    await main.getByLabel(f.manualNumber).uncheck();
    await expect.poll(() => number.inputValue()).toBe(generated);

    await main.getByRole('button', { name: f.create }).click();
    await toast(page, f.fillInRequired).waitFor(toastTimeout);
    await main.getByText(w.required).first().waitFor();

    // only clients holding an initiation agreement are offered
    await main.getByRole('combobox', { name: f.client }).click();
    for (const client of f.agreementClients) await page.getByRole('option', { name: client, exact: true }).waitFor();
    expect(await page.getByRole('option', { name: f.clientWithoutAgreement }).count()).toBe(0);
    await page.getByRole('option', { name: f.agreementClients[0], exact: true }).click();
    await main.getByLabel(f.subject).fill(f.newSubject);
    await main.getByLabel(f.notes).fill('Notice period and deposit refund');
    await choose(main, f.direction, f.directionChoice);
    await choose(main, f.department, f.departmentName);
    await choose(main, f.office, f.officeName);

    // lawyers: each once, as responsible or supervisor
    const addLawyer = async (name: string, role: string) => {
      await main.getByRole('button', { name: f.addLawyer }).click();
      await page.getByRole('menuitem', { name: new RegExp(`${escapeText(name)}.*${escapeText(role)}`) }).click();
    };
    await addLawyer(f.lawyerNames.fatima, f.responsible);
    await main.getByRole('button', { name: f.addLawyer }).click();
    const fatimaItems = page.getByRole('menuitem', { name: new RegExp(escapeText(f.lawyerNames.fatima)) });
    expect(await fatimaItems.count()).toBe(2);
    for (const item of await fatimaItems.all()) expect(await item.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    await addLawyer(f.lawyerNames.omar, f.supervisor);

    // attachments: a category first
    await main.getByRole('button', { name: f.addFiles }).click();
    await toast(page, f.categoryFirst).waitFor(toastTimeout);
    await choose(main, f.category, f.contract);
    const contractName = `contract-${w.lang}.pdf`;
    // the chooser offers the accepted types; another type is refused by name, not added
    const chooser = main.getByTestId('attachment-chooser');
    expect(await chooser.getAttribute('accept')).toContain('.docx');
    await chooser.setInputFiles({ name: `setup-${w.lang}.exe`, mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await toast(page, f.wrongType).waitFor(toastTimeout);
    await page.locator('.MuiSnackbar-root').getByText(`setup-${w.lang}.exe`).waitFor();
    expect(await main.getByText(`setup-${w.lang}.exe`).count()).toBe(0);
    await main.getByTestId('attachment-chooser').setInputFiles(pdfFile(contractName));
    await main.getByText(contractName).waitFor();
    await shot(page, `file-create-${w.lang}.png`);

    // the list shown after the save also holds a file of another lawyer (injected), to see its delete hidden
    const fileList = (url: URL) => url.pathname === '/api/lawyer/files';
    await page.route(fileList, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const files = await response.json();
      const foreign = { ...files[0], id: 999_999, fileNumber: 'FL-99999', subject: f.foreignSubject, responsibleLawyers: [{ id: idOf('Omar Haddad'), role: 'responsible' }] };
      await route.fulfill({ response, json: [...files, foreign] });
    });
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/lawyer/files') && r.method() === 'POST');
    await main.getByRole('button', { name: f.create }).click();
    const request = await posted;
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/);
    await toast(page, f.created).waitFor(toastTimeout);
    // saving lands on the new file; its back link leads to the list
    await page.waitForURL(/\/lawyer\/files\/\d+$/);
    await main.getByRole('link', { name: f.backToFiles }).click();
    await page.waitForURL('**/lawyer/files');

    // the list and its summary cards
    const created = ((await lawyer.get('/api/lawyer/files')).body as { id: number; subject: string; fileNumber: string }[]).find((x) => x.subject === f.newSubject)!;
    expect(created.fileNumber).toBe(generated);
    const stored = (await lawyer.get(`/api/lawyer/files/${created.id}/documents`)).body;
    expect(stored.map((d: { fileName: string; category: string }) => [d.fileName, d.category])).toEqual([[contractName, 'contract']]);
    const fileRow = row(page, f.newSubject);
    await fileRow.getByText(f.agreementClients[0]).waitFor();
    // delete: offered on the lawyer's own file, hidden on the other lawyer's
    await row(page, f.foreignSubject).getByRole('button', { name: rowButton(f.view) }).waitFor();
    expect(await row(page, f.foreignSubject).getByRole('button', { name: rowButton(w.delete) }).count()).toBe(0);
    expect(await fileRow.getByRole('button', { name: rowButton(w.delete) }).count()).toBe(1);
    await page.unroute(fileList);
    const summary = page.getByTestId('file-summary');
    const [total, withUs, against] = [await fileCount(), await fileCount({ caseDirection: 'withUs' }), await fileCount({ caseDirection: 'against' })];
    await expect.poll(() => summary.innerText()).toMatch(new RegExp(`${f.total}\\s+${total}[\\s\\S]*${f.withUs}\\s+${withUs}[\\s\\S]*${f.against}\\s+${against}`));
    await shot(page, `files-${w.lang}.png`);
    if (w.lang === 'ar') await expectRightToLeft(page);

    // detail: information, lawyers, attachments (view, download, upload) and the client's cases
    await fileRow.getByRole('button', { name: rowButton(f.view) }).click();
    await page.waitForURL(`**/lawyer/files/${created.id}`);
    await main.getByRole('heading', { name: generated }).waitFor();
    // 'Open a case in this file': the case wizard, linked to the file, its client chosen
    const clientOfFile = (await lawyer.get(`/api/lawyer/files/${created.id}`)).body.clientId;
    expect(await main.getByRole('link', { name: f.openCase }).getAttribute('href')).toBe(`/lawyer/create-case?fileId=${created.id}&clientId=${clientOfFile}`);
    for (const title of [f.information, f.lawyers, f.attachments, f.related]) await main.getByText(title, { exact: true }).first().waitFor();
    const attachments = main.getByRole('region', { name: f.attachments });
    const contractRow = row(attachments, contractName);
    await contractRow.getByText(f.contract, { exact: true }).waitFor();
    const popup = context.waitForEvent('page');
    await contractRow.getByRole('button', { name: rowButton(f.view) }).click();
    await (await popup).close();
    await toast(page, f.opened).waitFor(toastTimeout);
    const download = page.waitForEvent('download');
    await contractRow.getByRole('button', { name: f.download }).click();
    expect((await download).suggestedFilename()).toBe(contractName);
    await toast(page, f.downloadStarted).waitFor(toastTimeout);

    await choose(attachments, f.category, f.evidence);
    await attachments.getByTestId('attachment-chooser').setInputFiles(pngFile(`photo-${w.lang}.png`));
    await toast(page, f.uploaded).waitFor(toastTimeout);
    await row(attachments, `photo-${w.lang}.png`).getByText(f.evidence, { exact: true }).waitFor();
    const related = main.getByRole('region', { name: f.related });
    await expect.poll(() => row(related, f.relatedCase).getByRole('link').getAttribute('href')).toMatch(/^\/lawyer\/cases\/\d+$/);
    await shot(page, `file-detail-${w.lang}.png`);

    // edit: (in English) a stale version is refused with the server's message; the lawyers change
    await main.getByRole('link', { name: f.editFile }).click();
    await page.waitForURL(`**/lawyer/edit-file/${created.id}`);
    await expect.poll(() => number.inputValue()).toBe(generated);
    expect(await number.getAttribute('readonly')).not.toBeNull();
    if (w.lang === 'en') {
      const current = (await lawyer.get(`/api/lawyer/files/${created.id}`)).body;
      expect((await lawyer.put(`/api/lawyer/files/${created.id}`, { ...current, notes: 'Revised elsewhere' })).status).toBe(200);
      await main.getByLabel(f.subject).fill(`${f.newSubject} (2)`);
      await main.getByRole('button', { name: f.saveChanges }).click();
      await toast(page, f.updateFailed).waitFor(toastTimeout);
      await page.locator('.MuiSnackbar-root').getByText(f.conflict).waitFor();
      await page.reload();
    }
    await expect.poll(() => main.getByLabel(f.subject).inputValue()).toBe(f.newSubject);
    const assigned = main.getByRole('region', { name: f.assignment });
    await assigned.getByText(f.lawyerNames.omar).waitFor();
    await assigned.getByRole('button', { name: f.remove(f.lawyerNames.omar) }).click();
    await addLawyer(f.lawyerNames.mariam, f.supervisor);
    await assigned.getByText(f.lawyerNames.mariam).waitFor();
    await shot(page, `file-edit-${w.lang}.png`);
    // 'Saving...' while the server has not answered
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/lawyer/files/${created.id}`, async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await main.getByRole('button', { name: f.saveChanges }).click();
    await main.getByRole('button', { name: f.saving }).waitFor();
    release();
    await toast(page, f.updated).waitFor(toastTimeout);
    // back on the file saved, then its list
    await page.waitForURL(`**/lawyer/files/${created.id}`);
    await main.getByRole('link', { name: f.backToFiles }).click();
    await page.waitForURL('**/lawyer/files');
    await page.unroute(`**/api/lawyer/files/${created.id}`);
    const edited = (await lawyer.get(`/api/lawyer/files/${created.id}`)).body;
    expect(edited.responsibleLawyers.map((l: { id: number; role: string }) => [l.id, l.role])).toEqual([
      [idOf('Fatima Al Zaabi'), 'responsible'],
      [idOf('Mariam Al Suwaidi'), 'supervisor'],
    ]);

    // delete, asked by the file's number
    await row(page, f.newSubject).getByRole('button', { name: rowButton(w.delete) }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(w.confirmDelete).waitFor();
    await confirm.getByText(f.deleteQuestion(generated)).waitFor();
    await confirm.getByRole('button', { name: w.yesDelete }).click();
    await toast(page, f.deleted).waitFor(toastTimeout);
    await row(page, f.newSubject).waitFor({ state: 'detached' });
    expect((await lawyer.get(`/api/lawyer/files/${created.id}`)).status).toBe(404);

    // a missing file
    await page.goto('/lawyer/files/999999');
    await main.getByText(f.notFound, { exact: true }).first().waitFor();
    await main.getByRole('link', { name: f.backToFiles }).click();
    await page.waitForURL('**/lawyer/files');
    await context.close();
  });
});

interface ModuleCase {
  module: string;
  add: string;
  /** the module whose toasts it shows */
  noun: ModuleKey;
  /** fills a new item's inputs; `name` is its unique English name */
  fill: (dialog: Locator, page: Page, name: string) => Promise<void>;
  /** the input the edit changes */
  renameLabel: string;
  confirm: string;
}

function moduleCases(w: Wording) {
  const s = w.settings;
  const names = (en: string, ar: string) => async (dialog: Locator, name: string, arName: string) => {
    await dialog.getByLabel(en).fill(name);
    await dialog.getByLabel(ar).fill(arName);
  };
  return {
    jobTitles: {
      module: s.modules.jobTitles, add: s.adds.jobTitle, noun: s.nouns.jobTitle, renameLabel: s.jobTitleEn, confirm: s.generic,
      fill: (dialog, _page, name) => names(s.jobTitleEn, s.jobTitleAr)(dialog, name, 'مستشار قانوني أول'),
    },
    documentCategories: {
      module: s.modules.documentCategories, add: s.adds.documentCategory, noun: s.nouns.documentCategory, renameLabel: s.categoryEn, confirm: s.related,
      fill: async (dialog, page, name) => {
        await names(s.categoryEn, s.categoryAr)(dialog, name, 'تقرير خبير');
        await choose(dialog, s.documentType, s.word);
      },
    },
    caseDegrees: {
      module: s.modules.caseDegrees, add: s.adds.caseDegree, noun: s.nouns.caseDegree, renameLabel: s.nameEn, confirm: s.related,
      fill: async (dialog, _page, name) => {
        await names(s.nameEn, s.nameAr)(dialog, name, 'التماس إعادة النظر');
        await dialog.getByLabel(s.priority).fill('150');
        await dialog.getByRole('button', { name: w.save }).click();
        await dialog.getByText(s.priorityRange).waitFor();
        await dialog.getByLabel(s.priority).fill('7');
      },
    },
    caseTypes: {
      module: s.modules.caseTypes, add: s.adds.caseType, noun: s.nouns.caseType, renameLabel: s.nameEn, confirm: s.related,
      fill: async (dialog, page, name) => {
        await names(s.nameEn, s.nameAr)(dialog, name, 'طعن ضريبي');
        await choose(dialog, s.caseCategory, s.tax);
        await choose(dialog, s.stage, s.appeal);
        await dialog.getByLabel(s.country).fill('United Arab Emirates');
      },
    },
    courtDistricts: {
      module: s.modules.courtDistricts, add: s.adds.courtDistrict, noun: s.nouns.courtDistrict, renameLabel: s.nameEn, confirm: s.generic,
      fill: async (dialog, page, name) => {
        await names(s.nameEn, s.nameAr)(dialog, name, 'الخان');
        await choose(dialog, s.court, s.courtName);
      },
    },
    departments: {
      module: s.modules.departments, add: s.adds.department, noun: s.nouns.department, renameLabel: s.titleEn, confirm: s.related,
      fill: (dialog, _page, name) => names(s.titleEn, s.titleAr)(dialog, name, 'الملكية الفكرية'),
    },
  } satisfies Record<string, ModuleCase>;
}

const badge = (page: Page) => page.locator('main').getByTestId('count-badge');

/** Add, edit, search and delete one item of a generic settings module, starting from the overview. */
async function manageModule(page: Page, w: Wording, m: ModuleCase, name: string, thorough: boolean) {
  const s = w.settings;
  const toasts = s.toasts(m.noun);
  await page.getByRole('link', { name: s.manage(m.module) }).click();
  await page.waitForURL(/\/settings\/case-settings\/[a-z-]+$/);
  await expect.poll(async () => Number(await badge(page).innerText())).toBeGreaterThan(0);
  const before = Number(await badge(page).innerText());

  await page.getByRole('button', { name: m.add }).click();
  const dialog = page.getByRole('dialog');
  if (thorough) {
    await dialog.getByRole('button', { name: w.save }).click();
    await toast(page, w.fillRequired).waitFor(toastTimeout);
    await dialog.getByText(w.required).first().waitFor();
  }
  await m.fill(dialog, page, name);
  await dialog.getByRole('button', { name: w.save }).click();
  await toast(page, toasts.created).waitFor(toastTimeout);
  await dialog.waitFor({ state: 'detached' });
  await row(page, name).waitFor();
  await expect.poll(() => badge(page).innerText()).toBe(String(before + 1));

  await row(page, name).getByRole('button', { name: rowButton(w.edit) }).click();
  const rename = page.getByRole('dialog').getByLabel(m.renameLabel);
  await expect.poll(() => rename.inputValue()).toBe(name);
  await rename.fill(`${name} II`);
  await page.getByRole('dialog').getByRole('button', { name: w.save }).click();
  await toast(page, toasts.updated).waitFor(toastTimeout);
  await row(page, `${name} II`).waitFor();

  if (thorough) {
    await page.getByPlaceholder(w.search).fill(`${name} II`);
    await expect.poll(() => badge(page).innerText()).toBe('1');
    await page.getByPlaceholder(w.search).fill('');
    await expect.poll(() => badge(page).innerText()).toBe(String(before + 1));
  }

  await row(page, `${name} II`).getByRole('button', { name: rowButton(w.delete) }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByText(w.confirmDelete).waitFor();
  await confirm.getByText(m.confirm, { exact: true }).waitFor();
  await confirm.getByRole('button', { name: w.cancel }).waitFor();
  await confirm.getByRole('button', { name: w.yesDelete }).click();
  await toast(page, toasts.deleted).waitFor(toastTimeout);
  await row(page, `${name} II`).waitFor({ state: 'detached' });

  await page.getByRole('link', { name: s.back }).click();
  await page.waitForURL('**/settings/case-settings');
}

const taskTypes = async (page: Page) => Promise.all((await page.locator('main tbody tr').all()).map((r) => r.locator('td').first().innerText()));

describe.each(LANGS.map(wording))('case settings ($lang)', (w) => {
  it('shows every module with its real count and manages the generic modules and departments', async () => {
    const { context, page } = await adminSession(w, '/settings/case-settings');
    shotOnFailure(page, `settings-${w.lang}`);
    const s = w.settings;
    await expect.poll(() => page.getByTestId('sidebar').getByRole('link', { name: s.menu, exact: true }).getAttribute('aria-current')).toBe('page');
    const apis = {
      adjournmentReasons: 'adjournment-reasons', jobTitles: 'job-titles', documentCategories: 'document-categories', caseTypes: 'enhanced-case-types',
      courtDistricts: 'court-districts', caseDegrees: 'case-degrees', automatedTasks: 'automated-tasks', departments: 'departments',
    } as const;
    for (const [key, path] of Object.entries(apis)) {
      const count = ((await admin.get(`/api/case-settings/${path}`)).body as unknown[]).length;
      const moduleRow = row(page, s.modules[key as keyof typeof apis]);
      await expect.poll(() => moduleRow.getByTestId('count-badge').innerText()).toBe(String(count));
    }
    await shot(page, `case-settings-${w.lang}.png`);
    if (w.lang === 'ar') await expectRightToLeft(page);

    // three generic modules and departments in each language; every module across the two
    const m = moduleCases(w);
    const cases = w.lang === 'en' ? [m.jobTitles, m.documentCategories, m.caseTypes, m.departments] : [m.caseDegrees, m.courtDistricts, m.jobTitles, m.departments];
    for (const [i, c] of cases.entries()) await manageModule(page, w, c, `E2E ${w.lang} item ${i + 1}`, i === 0);
    await context.close();
  });

  it('filters, adds (predefined and custom types), edits and deletes automated tasks', async () => {
    const { context, page } = await adminSession(w, '/settings/case-settings');
    shotOnFailure(page, `tasks-${w.lang}`);
    const t = w.settings.tasks;
    const toasts = w.settings.toasts(w.settings.nouns.automatedTask);
    await page.getByRole('link', { name: w.settings.manage(w.settings.modules.automatedTasks) }).click();
    await page.waitForURL('**/settings/case-settings/automated-tasks');
    await expect.poll(() => taskTypes(page)).toEqual(t.seededOrder);
    await expect.poll(() => badge(page).innerText()).toBe('5');

    // search over both texts and the type; filters by status and type; the count follows
    await page.getByPlaceholder(w.search).fill(t.search);
    await expect.poll(() => badge(page).innerText()).toBe('2');
    await page.getByPlaceholder(w.search).fill('');
    await choose(page, t.status, t.inactive);
    await page.getByText(w.settings.noResults).waitFor();
    await page.getByText(w.settings.noResultsHint).waitFor();
    await expect.poll(() => badge(page).innerText()).toBe('0');
    await chooseEmpty(page, page, t.status, t.allStatuses);
    await choose(page, t.taskType, t.reminder);
    await expect.poll(() => badge(page).innerText()).toBe('1');
    await chooseEmpty(page, page, t.taskType, t.allTypes);
    await expect.poll(() => badge(page).innerText()).toBe('5');

    // a predefined type
    await page.getByRole('button', { name: t.add }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: w.save }).click();
    await dialog.getByText(t.typeRequired).waitFor();
    await dialog.getByLabel(t.textEn).fill(`E2E ${w.lang} follow up with the court clerk`);
    await dialog.getByLabel(t.textAr).fill('متابعة كاتب المحكمة');
    await choose(dialog, t.taskType, t.followUp);
    await dialog.getByRole('button', { name: w.save }).click();
    await toast(page, toasts.created).waitFor(toastTimeout);
    await row(page, `E2E ${w.lang} follow up`).getByText(t.followUp, { exact: true }).waitFor();

    // a custom type: blank is refused, the text is saved trimmed
    await page.getByRole('button', { name: t.add }).click();
    await dialog.getByRole('tab', { name: t.custom }).click();
    await dialog.getByLabel(t.textEn).fill(`E2E ${w.lang} file the power of attorney`);
    await dialog.getByLabel(t.textAr).fill('إيداع الوكالة');
    await dialog.getByLabel(t.customLabel).fill('   ');
    await dialog.getByRole('button', { name: w.save }).click();
    await dialog.getByText(t.typeRequired).waitFor();
    await dialog.getByLabel(t.customLabel).fill(`  Court Filing ${w.lang}  `);
    await shot(page, `automated-task-dialog-${w.lang}.png`);
    await dialog.getByRole('button', { name: w.save }).click();
    await toast(page, toasts.created).waitFor(toastTimeout);
    await row(page, `Court Filing ${w.lang}`).waitFor();
    const stored = ((await admin.get('/api/case-settings/automated-tasks')).body as { taskType: string }[]).map((x) => x.taskType);
    expect(stored).toContain(`Court Filing ${w.lang}`);
    await expect.poll(async () => (await taskTypes(page)).length).toBe(7);
    await shot(page, `automated-tasks-${w.lang}.png`);
    if (w.lang === 'ar') await expectRightToLeft(page);

    // editing opens the tab of the stored type
    await row(page, `Court Filing ${w.lang}`).getByRole('button', { name: rowButton(w.edit) }).click();
    await expect.poll(() => dialog.getByRole('tab', { name: t.custom }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => dialog.getByLabel(t.customLabel).inputValue()).toBe(`Court Filing ${w.lang}`);
    await dialog.getByRole('tab', { name: t.predefined }).click();
    await choose(dialog, t.taskType, t.reminder);
    await dialog.getByRole('button', { name: w.save }).click();
    await toast(page, toasts.updated).waitFor(toastTimeout);
    await row(page, `E2E ${w.lang} file the power`).getByText(t.reminder, { exact: true }).waitFor();
    await row(page, `E2E ${w.lang} follow up`).getByRole('button', { name: rowButton(w.edit) }).click();
    await expect.poll(() => dialog.getByRole('tab', { name: t.predefined }).getAttribute('aria-selected')).toBe('true');
    await dialog.getByRole('button', { name: w.cancel }).click();

    for (const text of [`E2E ${w.lang} follow up`, `E2E ${w.lang} file the power`]) {
      await row(page, text).getByRole('button', { name: rowButton(w.delete) }).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByText(t.confirm, { exact: true }).waitFor();
      await confirm.getByRole('button', { name: w.yesDelete }).click();
      await toast(page, toasts.deleted).waitFor(toastTimeout);
      await row(page, text).waitFor({ state: 'detached' });
    }
    await expect.poll(() => badge(page).innerText()).toBe('5');

    // the admin sees every file, and may delete any of them
    await page.goto('/lawyer/files');
    await expect.poll(async () => page.locator('main tbody tr').count()).toBe(await fileCountAll());
    for (const r of await page.locator('main tbody tr').all()) expect(await r.getByRole('button', { name: rowButton(w.delete) }).count()).toBe(1);
    await context.close();
  });
});

async function fileCountAll() {
  return ((await admin.get('/api/lawyer/files')).body as unknown[]).length;
}
