import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { consoleDist, ensureConsoleBuilt } from '../../scripts/console-build.js';
import { seedAll } from '../../scripts/seed/index.js';
import { launchBrowser, toast, shareBrowserWrites } from './support.js';
import { api, login, root, startServer, type RunningServer } from '../support/server.js';

// The lawyer's files screens (list, create, detail, edit) and the admin's case-settings screens
// against the real standalone server with the demo data, once in English and once in Arabic.
const screenshots = join(root, '.tmp', 'screenshots');
const toastTimeout = { timeout: 15_000 };
const LAWYER = { email: 'fatima.zaabi@alnoor-law.ae', password: 'Lawyer#2026' };

let server: RunningServer;
let browser: Browser;
let admin: ReturnType<typeof api>;
let lawyer: ReturnType<typeof api>;
let consoleSnapshot: string;

/**
 * A copy of the console build taken at the start. The pages are served from it, so a rebuild of
 * console/dist by another process during the run (vite empties the folder first) cannot blank them.
 */
function snapshotConsole(): string {
  ensureConsoleBuilt();
  const dir = mkdtempSync(join(tmpdir(), 'console-'));
  cpSync(consoleDist, dir, { recursive: true });
  const index = readFileSync(join(dir, 'index.html'), 'utf8');
  const assets = [...index.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
  if (!assets.length || !assets.every((asset) => existsSync(join(dir, asset)))) throw new Error('the console build is incomplete');
  return dir;
}

const contentTypes: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.html': 'text/html' };

async function newContext(viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.url, viewport });
  shareBrowserWrites(context, server.url);
  await context.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/objects/'),
    (route) => {
      const path = new URL(route.request().url()).pathname;
      const file = join(consoleSnapshot, path);
      const isAsset = path !== '/' && extname(path) !== '' && existsSync(file);
      return route.fulfill({
        body: readFileSync(isAsset ? file : join(consoleSnapshot, 'index.html')),
        contentType: isAsset ? (contentTypes[extname(path)] ?? 'application/octet-stream') : 'text/html',
      });
    },
  );
  return context;
}

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  consoleSnapshot = snapshotConsole();
  server = await startServer({ console: true });
  const { token } = await login(server.url, server.adminUsername, server.adminPassword);
  await seedAll(server.url, token);
  admin = api(server.url, token);
  lawyer = (await login(server.url, LAWYER.email, LAWYER.password, 'employee')).client;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const english = {
  lang: 'en',
  login: 'Login',
  save: 'Save',
  edit: 'Edit',
  delete: 'Delete',
  cancel: 'Cancel',
  search: 'Search',
  yesDelete: 'Yes, Delete',
  confirmDelete: 'Confirm Delete',
  required: 'This field is required',
  fillRequired: 'Please fill all required fields',
  files: {
    menu: 'My Files',
    menuCreate: 'Create File',
    manualNumber: 'Edit file number manually',
    fileNumber: 'File Number',
    subject: 'Subject',
    notes: 'Notes',
    client: 'Client',
    department: 'Department',
    office: 'Office',
    direction: 'Case Direction',
    directionChoice: 'With Us',
    fillInRequired: 'Please fill in all required fields',
    addLawyer: 'Add Lawyer',
    assignment: 'Lawyer Assignment',
    responsible: 'Responsible',
    supervisor: 'Supervisor',
    category: 'Category',
    contract: 'Contract',
    evidence: 'Evidence',
    addFiles: 'Add Files',
    categoryFirst: 'Please select a category first',
    wrongType: 'Files must be .pdf, .doc, .docx, .jpg, .jpeg or .png',
    create: 'Create File',
    created: 'File created successfully',
    total: 'Total Files',
    withUs: 'Files With Us',
    against: 'Files Against Us',
    information: 'File Information',
    lawyers: 'Responsible Lawyers',
    attachments: 'File Attachments',
    related: 'Related Cases for This Client',
    editFile: 'Edit File',
    view: 'View',
    download: 'Download',
    opened: 'File Opened',
    downloadStarted: 'Download Started',
    upload: 'Upload Attachment',
    uploaded: 'Attachment uploaded successfully',
    saveChanges: 'Save Changes',
    saving: 'Saving...',
    updated: 'File updated successfully',
    updateFailed: 'Failed to update file',
    conflict: 'This record was changed by someone else. Reload it and try again.',
    remove: (name: string) => `Remove ${name}`,
    deleteQuestion: (fileNumber: string) => `Are you sure you want to delete file ${fileNumber}? This action cannot be undone.`,
    deleted: 'File deleted successfully',
    notFound: 'File Not Found',
    backToFiles: 'Back to Files',
    lawyerNames: { fatima: 'Fatima Al Zaabi', omar: 'Omar Haddad', mariam: 'Mariam Al Suwaidi' },
    agreementClients: ['Emirates Trading LLC', 'Khalid Al Hammadi', 'Gulf Horizon Contracting', 'Sara Abdullah'],
    clientWithoutAgreement: 'Al Noor Real Estate',
    departmentName: 'Litigation',
    officeName: 'Dubai Head Office',
    relatedCase: 'Emirates Trading v. Gulf Supplies',
    newSubject: 'Warehouse lease termination',
    foreignSubject: 'Foreign file',
  },
  settings: {
    menu: 'Case Settings',
    back: 'Back to Case Settings',
    manage: (module: string) => `Manage ${module}`,
    related: 'Are you sure you want to delete this item? Related records may be affected. This action cannot be undone.',
    generic: 'Are you sure you want to delete this item? This action cannot be undone.',
    noResults: 'No search results found',
    noResultsHint: 'Try changing your search terms or filters',
    modules: {
      adjournmentReasons: 'Adjournment Reasons',
      jobTitles: 'Job Titles',
      documentCategories: 'Document Categories',
      caseTypes: 'Case Types',
      courtDistricts: 'Court Districts',
      caseDegrees: 'Case Degrees',
      automatedTasks: 'Automated Tasks',
      departments: 'Departments',
    },
    nameEn: 'English Name',
    nameAr: 'Arabic Name',
    titleEn: 'English Title',
    titleAr: 'Arabic Title',
    jobTitleEn: 'English Title',
    jobTitleAr: 'Arabic Title',
    categoryEn: 'English Category',
    categoryAr: 'Arabic Category',
    documentType: 'Document Type',
    word: 'Word',
    priority: 'Priority',
    priorityRange: 'Priority must be a whole number from 1 to 100',
    caseCategory: 'Case Category',
    tax: 'Tax',
    stage: 'Stage',
    appeal: 'Appeal',
    country: 'Country',
    court: 'Court',
    courtName: 'Sharjah Federal Court',
    toasts: (noun: string) => ({ created: `${noun} created successfully`, updated: `${noun} updated successfully`, deleted: `${noun} deleted successfully` }),
    nouns: { jobTitle: 'Job title', documentCategory: 'Document category', caseDegree: 'Case degree', caseType: 'Case type', courtDistrict: 'Court district', department: 'Department', automatedTask: 'Automated task' },
    adds: { jobTitle: 'Add Job Title', documentCategory: 'Add Document Category', caseDegree: 'Add Case Degree', caseType: 'Add Case Type', courtDistrict: 'Add Court District', department: 'Add Department' },
    tasks: {
      add: 'Add Automated Task',
      empty: 'No automated tasks found. Add the first one!',
      seededOrder: ['Deadline Trigger', 'Document Request', 'Notification', 'Reminder', 'Status Update'],
      search: 'client',
      status: 'Status',
      inactive: 'Inactive',
      allStatuses: 'All statuses',
      taskType: 'Task Type',
      reminder: 'Reminder',
      followUp: 'Follow-up',
      allTypes: 'All types',
      predefined: 'Predefined',
      custom: 'Custom',
      customLabel: 'Custom task type',
      textEn: 'English Text',
      textAr: 'Arabic Text',
      typeRequired: 'Please enter or select a task type',
      confirm: 'Are you sure you want to delete this automated task? Related automation rules may be affected. This action cannot be undone.',
    },
  },
};
type Wording = typeof english;

const arabic: Wording = {
  lang: 'ar',
  login: 'دخول',
  save: 'حفظ',
  edit: 'تعديل',
  delete: 'حذف',
  cancel: 'إلغاء',
  search: 'بحث',
  yesDelete: 'نعم، احذف',
  confirmDelete: 'تأكيد الحذف',
  required: 'هذا الحقل مطلوب',
  fillRequired: 'يرجى ملء جميع الحقول المطلوبة',
  files: {
    menu: 'ملفاتي',
    menuCreate: 'إنشاء ملف',
    manualNumber: 'تعديل رقم الملف يدوياً',
    fileNumber: 'رقم الملف',
    subject: 'الموضوع',
    notes: 'ملاحظات',
    client: 'العميل',
    department: 'القسم',
    office: 'المكتب',
    direction: 'اتجاه القضية',
    directionChoice: 'ضدنا',
    fillInRequired: 'يرجى تعبئة جميع الحقول المطلوبة',
    addLawyer: 'إضافة محامٍ',
    assignment: 'تعيين المحامين',
    responsible: 'مسؤول',
    supervisor: 'مشرف',
    category: 'الفئة',
    contract: 'عقد',
    evidence: 'دليل',
    addFiles: 'إضافة ملفات',
    categoryFirst: 'يرجى اختيار الفئة أولاً',
    wrongType: 'يجب أن تكون الملفات بصيغة ‎.pdf أو ‎.doc أو ‎.docx أو ‎.jpg أو ‎.jpeg أو ‎.png',
    create: 'إنشاء الملف',
    created: 'تم إنشاء الملف بنجاح',
    total: 'إجمالي الملفات',
    withUs: 'ملفات معنا',
    against: 'ملفات ضدنا',
    information: 'معلومات الملف',
    lawyers: 'المحامون المسؤولون',
    attachments: 'مرفقات الملف',
    related: 'القضايا المرتبطة بهذا العميل',
    editFile: 'تعديل الملف',
    view: 'عرض',
    download: 'تنزيل',
    opened: 'تم فتح الملف',
    downloadStarted: 'بدأ التنزيل',
    upload: 'رفع مرفق',
    uploaded: 'تم رفع المرفق بنجاح',
    saveChanges: 'حفظ التغييرات',
    saving: 'جارٍ الحفظ...',
    updated: 'تم تحديث الملف بنجاح',
    updateFailed: 'فشل في تحديث الملف',
    conflict: 'تم تعديل هذا السجل من قبل مستخدم آخر. أعد تحميله وحاول مرة أخرى.',
    remove: (name: string) => `إزالة ${name}`,
    deleteQuestion: (fileNumber: string) => `هل أنت متأكد من حذف الملف ${fileNumber}؟ لا يمكن التراجع عن هذا الإجراء.`,
    deleted: 'تم حذف الملف بنجاح',
    notFound: 'الملف غير موجود',
    backToFiles: 'العودة إلى الملفات',
    lawyerNames: { fatima: 'فاطمة الزعابي', omar: 'عمر حداد', mariam: 'مريم السويدي' },
    agreementClients: ['الإمارات للتجارة ذ.م.م', 'خالد الحمادي', 'أفق الخليج للمقاولات', 'سارة عبدالله'],
    clientWithoutAgreement: 'النور العقارية',
    departmentName: 'التقاضي',
    officeName: 'المكتب الرئيسي - دبي',
    relatedCase: 'الإمارات للتجارة ضد إمدادات الخليج',
    newSubject: 'إنهاء عقد إيجار المستودع',
    foreignSubject: 'ملف محامٍ آخر',
  },
  settings: {
    menu: 'إعدادات القضايا',
    back: 'العودة إلى إعدادات القضايا',
    manage: (module: string) => `إدارة ${module}`,
    related: 'هل أنت متأكد من حذف هذا العنصر؟ قد تتأثر السجلات المرتبطة به. لا يمكن التراجع عن هذا الإجراء.',
    generic: 'هل أنت متأكد من حذف هذا العنصر؟ لا يمكن التراجع عن هذا الإجراء.',
    noResults: 'لم يتم العثور على نتائج بحث',
    noResultsHint: 'جرّب تغيير كلمات البحث أو عوامل التصفية',
    modules: {
      adjournmentReasons: 'أسباب التأجيل',
      jobTitles: 'المسميات الوظيفية',
      documentCategories: 'فئات المستندات',
      caseTypes: 'أنواع القضايا',
      courtDistricts: 'الدوائر القضائية',
      caseDegrees: 'درجات التقاضي',
      automatedTasks: 'المهام الآلية',
      departments: 'الأقسام',
    },
    nameEn: 'الاسم بالإنجليزية',
    nameAr: 'الاسم بالعربية',
    titleEn: 'العنوان بالإنجليزية',
    titleAr: 'العنوان بالعربية',
    jobTitleEn: 'المسمى بالإنجليزية',
    jobTitleAr: 'المسمى بالعربية',
    categoryEn: 'الفئة بالإنجليزية',
    categoryAr: 'الفئة بالعربية',
    documentType: 'نوع المستند',
    word: 'Word',
    priority: 'الأولوية',
    priorityRange: 'يجب أن تكون الأولوية عدداً صحيحاً من 1 إلى 100',
    caseCategory: 'تصنيف القضية',
    tax: 'ضريبي',
    stage: 'المرحلة',
    appeal: 'استئناف',
    country: 'الدولة',
    court: 'المحكمة',
    courtName: 'محكمة الشارقة الاتحادية',
    toasts: (noun: string) => ({ created: `تم إنشاء ${noun} بنجاح`, updated: `تم تحديث ${noun} بنجاح`, deleted: `تم حذف ${noun} بنجاح` }),
    nouns: {
      jobTitle: 'المسمى الوظيفي',
      documentCategory: 'فئة المستند',
      caseDegree: 'درجة التقاضي',
      caseType: 'نوع القضية',
      courtDistrict: 'الدائرة القضائية',
      department: 'القسم',
      automatedTask: 'المهمة الآلية',
    },
    adds: {
      jobTitle: 'إضافة مسمى وظيفي',
      documentCategory: 'إضافة فئة مستند',
      caseDegree: 'إضافة درجة تقاضٍ',
      caseType: 'إضافة نوع قضية',
      courtDistrict: 'إضافة دائرة قضائية',
      department: 'إضافة قسم',
    },
    tasks: {
      add: 'إضافة مهمة آلية',
      empty: 'لم يتم العثور على مهام آلية. أضف أول مهمة!',
      seededOrder: ['تنبيه موعد نهائي', 'طلب مستندات', 'إشعار', 'تذكير', 'تحديث الحالة'],
      search: 'العميل',
      status: 'الحالة',
      inactive: 'غير نشط',
      allStatuses: 'جميع الحالات',
      taskType: 'نوع المهمة',
      reminder: 'تذكير',
      followUp: 'متابعة',
      allTypes: 'جميع الأنواع',
      predefined: 'محدد مسبقاً',
      custom: 'مخصص',
      customLabel: 'نوع مهمة مخصص',
      textEn: 'النص بالإنجليزية',
      textAr: 'النص بالعربية',
      typeRequired: 'يرجى إدخال نوع المهمة أو اختياره',
      confirm: 'هل أنت متأكد من حذف هذه المهمة الآلية؟ قد تتأثر قواعد الأتمتة المرتبطة بها. لا يمكن التراجع عن هذا الإجراء.',
    },
  },
};

/** expect.poll with room for a busy machine (its default gives up after a second). */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { interval: 100, timeout: 15_000 });

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshots, name), animations: 'disabled' });
/** Keeps the page as it was when the test failed, in the screenshots folder. */
const shotOnFailure = (page: Page, name: string) =>
  onTestFailed(async () => {
    await shot(page, `failed-${name}.png`);
  });
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const row = (scope: Page | Locator, text: string) => scope.getByRole('row', { name: new RegExp(escapeRegex(text)) });

/** Picks a value of a MUI select by its label. */
async function choose(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  // by its text: react-admin names the empty choice ('All statuses') 'Clear value'
  await page.getByRole('listbox').getByRole('option').getByText(option, { exact: true }).click();
}

/** The admin's session put in storage as the login page would (the sign-in form is console.test.ts's). */
async function adminSession(w: Wording, path: string): Promise<{ context: BrowserContext; page: Page }> {
  const { token, user } = await login(server.url, server.adminUsername, server.adminPassword);
  const context = await newContext({ width: 1366, height: 860 });
  await context.addInitScript(
    ([t, u, language]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
      localStorage.setItem('language', language);
    },
    [token, JSON.stringify(user), w.lang],
  );
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(path);
  return { context, page };
}

/** The demo lawyer signed in through the login page, in the test's language. */
async function lawyerSession(w: Wording): Promise<{ context: BrowserContext; page: Page }> {
  // tall enough for the whole create-file form in the screenshots
  const context = await newContext({ width: 1366, height: 1280 });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto('/login');
  if (w.lang === 'ar') await page.getByRole('button', { name: 'العربية' }).click();
  await page.selectOption('#loginType', 'employee');
  await page.fill('#username', LAWYER.email);
  await page.fill('#password', LAWYER.password);
  await page.getByRole('button', { name: w.login }).click();
  await page.waitForURL('**/lawyer/dashboard');
  return { context, page };
}

/** The right-to-left layout: the page is rtl and the sidebar sits on the right of the main area. */
async function expectRightToLeft(page: Page) {
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  const side = (await page.getByTestId('sidebar').boundingBox())!;
  const main = (await page.locator('main').boundingBox())!;
  expect(side.x).toBeGreaterThan(main.x);
}

/** How many files the signed-in lawyer has, as the API counts them. */
async function fileCount(filter: Record<string, unknown> = {}) {
  const res = await lawyer.get(`/api/lawyer/files?range=${encodeURIComponent('[0,0]')}&filter=${encodeURIComponent(JSON.stringify(filter))}`);
  return Number(res.headers.get('content-range')!.split('/')[1]);
}

const pdf = (title: string) => Buffer.from(`%PDF-1.4\n% ${title}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

describe.each([english, arabic])('lawyer files ($lang)', (w) => {
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
    await poll(() => number.inputValue()).toMatch(/^FL-\d{5}$/);
    const generated = await number.inputValue();
    expect((await lawyer.get('/api/lawyer/next-file-number')).body.fileNumber).toBe(generated);
    expect(await number.getAttribute('readonly')).not.toBeNull();
    await main.getByLabel(f.manualNumber).check();
    await number.fill('FL-77777');
    await main.getByLabel(f.manualNumber).uncheck();
    await poll(() => number.inputValue()).toBe(generated);

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
    await choose(main, page, f.direction, f.directionChoice);
    await choose(main, page, f.department, f.departmentName);
    await choose(main, page, f.office, f.officeName);

    // lawyers: each once, as responsible or supervisor
    const addLawyer = async (name: string, role: string) => {
      await main.getByRole('button', { name: f.addLawyer }).click();
      await page.getByRole('menuitem', { name: new RegExp(`${escapeRegex(name)}.*${escapeRegex(role)}`) }).click();
    };
    await addLawyer(f.lawyerNames.fatima, f.responsible);
    await main.getByRole('button', { name: f.addLawyer }).click();
    const fatimaItems = page.getByRole('menuitem', { name: new RegExp(escapeRegex(f.lawyerNames.fatima)) });
    expect(await fatimaItems.count()).toBe(2);
    for (const item of await fatimaItems.all()) expect(await item.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    await addLawyer(f.lawyerNames.omar, f.supervisor);

    // attachments: a category first
    await main.getByRole('button', { name: f.addFiles }).click();
    await toast(page, f.categoryFirst).waitFor(toastTimeout);
    await choose(main, page, f.category, f.contract);
    const contractName = `contract-${w.lang}.pdf`;
    // the chooser offers the accepted types; another type is refused by name, not added
    const chooser = main.getByTestId('attachment-chooser');
    expect(await chooser.getAttribute('accept')).toContain('.docx');
    await chooser.setInputFiles({ name: `setup-${w.lang}.exe`, mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await toast(page, f.wrongType).waitFor(toastTimeout);
    await page.locator('.MuiSnackbar-root').getByText(`setup-${w.lang}.exe`).waitFor();
    expect(await main.getByText(`setup-${w.lang}.exe`).count()).toBe(0);
    await main.getByTestId('attachment-chooser').setInputFiles({ name: contractName, mimeType: 'application/pdf', buffer: pdf('contract') });
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
    await page.waitForURL('**/lawyer/files');

    // the list and its summary cards
    const created = ((await lawyer.get('/api/lawyer/files')).body as { id: number; subject: string; fileNumber: string }[]).find((x) => x.subject === f.newSubject)!;
    expect(created.fileNumber).toBe(generated);
    const stored = (await lawyer.get(`/api/lawyer/files/${created.id}/documents`)).body;
    expect(stored.map((d: { fileName: string; category: string }) => [d.fileName, d.category])).toEqual([[contractName, 'contract']]);
    const fileRow = row(page, f.newSubject);
    await fileRow.getByText(f.agreementClients[0]).waitFor();
    // delete: offered on the lawyer's own file, hidden on the other lawyer's
    await row(page, f.foreignSubject).getByRole('button', { name: f.view }).waitFor();
    expect(await row(page, f.foreignSubject).getByRole('button', { name: w.delete }).count()).toBe(0);
    expect(await fileRow.getByRole('button', { name: w.delete }).count()).toBe(1);
    await page.unroute(fileList);
    const summary = page.getByTestId('file-summary');
    const [total, withUs, against] = [await fileCount(), await fileCount({ caseDirection: 'withUs' }), await fileCount({ caseDirection: 'against' })];
    await poll(() => summary.innerText()).toMatch(new RegExp(`${f.total}\\s+${total}[\\s\\S]*${f.withUs}\\s+${withUs}[\\s\\S]*${f.against}\\s+${against}`));
    await shot(page, `files-${w.lang}.png`);
    if (w.lang === 'ar') await expectRightToLeft(page);

    // detail: information, lawyers, attachments (view, download, upload) and the client's cases
    await fileRow.getByRole('button', { name: f.view }).click();
    await page.waitForURL(`**/lawyer/files/${created.id}`);
    await main.getByRole('heading', { name: generated }).waitFor();
    for (const title of [f.information, f.lawyers, f.attachments, f.related]) await main.getByText(title, { exact: true }).first().waitFor();
    const attachments = main.getByRole('region', { name: f.attachments });
    const contractRow = row(attachments, contractName);
    await contractRow.getByText(f.contract, { exact: true }).waitFor();
    const popup = context.waitForEvent('page');
    await contractRow.getByRole('button', { name: f.view }).click();
    await (await popup).close();
    await toast(page, f.opened).waitFor(toastTimeout);
    const download = page.waitForEvent('download');
    await contractRow.getByRole('button', { name: f.download }).click();
    expect((await download).suggestedFilename()).toBe(contractName);
    await toast(page, f.downloadStarted).waitFor(toastTimeout);

    await choose(attachments, page, f.category, f.evidence);
    await attachments.getByTestId('attachment-chooser').setInputFiles({ name: `photo-${w.lang}.png`, mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
    await toast(page, f.uploaded).waitFor(toastTimeout);
    await row(attachments, `photo-${w.lang}.png`).getByText(f.evidence, { exact: true }).waitFor();
    const related = main.getByRole('region', { name: f.related });
    await poll(() => row(related, f.relatedCase).getByRole('link').getAttribute('href')).toMatch(/^\/lawyer\/cases\/\d+$/);
    await shot(page, `file-detail-${w.lang}.png`);

    // edit: (in English) a stale version is refused with the server's message; the lawyers change
    await main.getByRole('link', { name: f.editFile }).click();
    await page.waitForURL(`**/lawyer/edit-file/${created.id}`);
    await poll(() => number.inputValue()).toBe(generated);
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
    await poll(() => main.getByLabel(f.subject).inputValue()).toBe(f.newSubject);
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
    await page.waitForURL('**/lawyer/files');
    await page.unroute(`**/api/lawyer/files/${created.id}`);
    const edited = (await lawyer.get(`/api/lawyer/files/${created.id}`)).body;
    expect(edited.responsibleLawyers.map((l: { id: number; role: string }) => [l.id, l.role])).toEqual([
      [idOf('Fatima Al Zaabi'), 'responsible'],
      [idOf('Mariam Al Suwaidi'), 'supervisor'],
    ]);

    // delete, asked by the file's number
    await row(page, f.newSubject).getByRole('button', { name: w.delete }).click();
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
  noun: string;
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
        await choose(dialog, page, s.documentType, s.word);
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
        await choose(dialog, page, s.caseCategory, s.tax);
        await choose(dialog, page, s.stage, s.appeal);
        await dialog.getByLabel(s.country).fill('United Arab Emirates');
      },
    },
    courtDistricts: {
      module: s.modules.courtDistricts, add: s.adds.courtDistrict, noun: s.nouns.courtDistrict, renameLabel: s.nameEn, confirm: s.generic,
      fill: async (dialog, page, name) => {
        await names(s.nameEn, s.nameAr)(dialog, name, 'الخان');
        await choose(dialog, page, s.court, s.courtName);
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
  await poll(async () => Number(await badge(page).innerText())).toBeGreaterThan(0);
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
  await poll(() => badge(page).innerText()).toBe(String(before + 1));

  await row(page, name).getByRole('button', { name: w.edit }).click();
  const rename = page.getByRole('dialog').getByLabel(m.renameLabel);
  await poll(() => rename.inputValue()).toBe(name);
  await rename.fill(`${name} II`);
  await page.getByRole('dialog').getByRole('button', { name: w.save }).click();
  await toast(page, toasts.updated).waitFor(toastTimeout);
  await row(page, `${name} II`).waitFor();

  if (thorough) {
    await page.getByPlaceholder(w.search).fill(`${name} II`);
    await poll(() => badge(page).innerText()).toBe('1');
    await page.getByPlaceholder(w.search).fill('');
    await poll(() => badge(page).innerText()).toBe(String(before + 1));
  }

  await row(page, `${name} II`).getByRole('button', { name: w.delete }).click();
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

describe.each([english, arabic])('case settings ($lang)', (w) => {
  it('shows every module with its real count and manages the generic modules and departments', async () => {
    const { context, page } = await adminSession(w, '/settings/case-settings');
    shotOnFailure(page, `settings-${w.lang}`);
    const s = w.settings;
    await poll(() => page.getByTestId('sidebar').getByRole('link', { name: s.menu, exact: true }).getAttribute('aria-current')).toBe('page');
    const apis = {
      adjournmentReasons: 'adjournment-reasons', jobTitles: 'job-titles', documentCategories: 'document-categories', caseTypes: 'enhanced-case-types',
      courtDistricts: 'court-districts', caseDegrees: 'case-degrees', automatedTasks: 'automated-tasks', departments: 'departments',
    } as const;
    for (const [key, path] of Object.entries(apis)) {
      const count = ((await admin.get(`/api/case-settings/${path}`)).body as unknown[]).length;
      const moduleRow = row(page, s.modules[key as keyof typeof apis]);
      await poll(() => moduleRow.getByTestId('count-badge').innerText()).toBe(String(count));
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
    await poll(() => taskTypes(page)).toEqual(t.seededOrder);
    await poll(() => badge(page).innerText()).toBe('5');

    // search over both texts and the type; filters by status and type; the count follows
    await page.getByPlaceholder(w.search).fill(t.search);
    await poll(() => badge(page).innerText()).toBe('2');
    await page.getByPlaceholder(w.search).fill('');
    await choose(page, page, t.status, t.inactive);
    await page.getByText(w.settings.noResults).waitFor();
    await page.getByText(w.settings.noResultsHint).waitFor();
    await poll(() => badge(page).innerText()).toBe('0');
    await choose(page, page, t.status, t.allStatuses);
    await choose(page, page, t.taskType, t.reminder);
    await poll(() => badge(page).innerText()).toBe('1');
    await choose(page, page, t.taskType, t.allTypes);
    await poll(() => badge(page).innerText()).toBe('5');

    // a predefined type
    await page.getByRole('button', { name: t.add }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: w.save }).click();
    await dialog.getByText(t.typeRequired).waitFor();
    await dialog.getByLabel(t.textEn).fill(`E2E ${w.lang} follow up with the court clerk`);
    await dialog.getByLabel(t.textAr).fill('متابعة كاتب المحكمة');
    await choose(dialog, page, t.taskType, t.followUp);
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
    await poll(async () => (await taskTypes(page)).length).toBe(7);
    await shot(page, `automated-tasks-${w.lang}.png`);
    if (w.lang === 'ar') await expectRightToLeft(page);

    // editing opens the tab of the stored type
    await row(page, `Court Filing ${w.lang}`).getByRole('button', { name: w.edit }).click();
    await poll(() => dialog.getByRole('tab', { name: t.custom }).getAttribute('aria-selected')).toBe('true');
    await poll(() => dialog.getByLabel(t.customLabel).inputValue()).toBe(`Court Filing ${w.lang}`);
    await dialog.getByRole('tab', { name: t.predefined }).click();
    await choose(dialog, page, t.taskType, t.reminder);
    await dialog.getByRole('button', { name: w.save }).click();
    await toast(page, toasts.updated).waitFor(toastTimeout);
    await row(page, `E2E ${w.lang} file the power`).getByText(t.reminder, { exact: true }).waitFor();
    await row(page, `E2E ${w.lang} follow up`).getByRole('button', { name: w.edit }).click();
    await poll(() => dialog.getByRole('tab', { name: t.predefined }).getAttribute('aria-selected')).toBe('true');
    await dialog.getByRole('button', { name: w.cancel }).click();

    for (const text of [`E2E ${w.lang} follow up`, `E2E ${w.lang} file the power`]) {
      await row(page, text).getByRole('button', { name: w.delete }).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByText(t.confirm, { exact: true }).waitFor();
      await confirm.getByRole('button', { name: w.yesDelete }).click();
      await toast(page, toasts.deleted).waitFor(toastTimeout);
      await row(page, text).waitFor({ state: 'detached' });
    }
    await poll(() => badge(page).innerText()).toBe('5');

    // the admin sees every file, and may delete any of them
    await page.goto('/lawyer/files');
    await poll(async () => page.locator('main tbody tr').count()).toBe(await fileCountAll());
    for (const r of await page.locator('main tbody tr').all()) expect(await r.getByRole('button', { name: w.delete }).count()).toBe(1);
    await context.close();
  });
});

async function fileCountAll() {
  return ((await admin.get('/api/lawyer/files')).body as unknown[]).length;
}
