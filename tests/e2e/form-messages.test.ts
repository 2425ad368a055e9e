import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { messages } from '../../contracts/src/messages.js';
import { seedAll } from '../../scripts/seed/index.js';
import { LANGS, UI_TIMEOUT, escapeText, launchBrowser, openPage, shareBrowserWrites, signedInPage, toast, type Lang } from './support.js';
import { api, login, root, startServer, type RunningServer } from '../support/server.js';

/**
 * How a failed form speaks, in English and Arabic: the field says what is wrong and the toast
 * names the first problem (a bad e-mail, a negative price, a short password, a user name the
 * server finds taken), never an HTTP status line; one toast per failed submit; an error toast replaces
 * the success toast shown at once; required selects offer no blank choice; the login page's
 * empty field is named by the app in the page's language, not by the browser.
 * Screenshots land in .tmp/screenshots.
 */
const screenshots = join(root, '.tmp', 'screenshots');
const say = (key: keyof typeof messages, lang: Lang) => messages[key][lang];
/** a toast line naming a problem: the message, after its field's label unless the message names the field itself */
const naming = (message: string) => new RegExp(`^(.+: )?${escapeText(message)}$`);

/** what the screens must say (console/src/i18n, the resources' i18n.ts, contracts) */
const T = {
  en: {
    validationError: 'Validation Error',
    save: 'Save',
    login: 'Login',
    addService: 'Add Service',
    price: 'Price (AED)',
    serviceCreated: 'Service created successfully',
    addAdmin: 'Add Admin',
    password: 'Password',
    adminCreateFailed: 'Failed to create admin',
    addClient: 'Add New Client',
    addConsultation: 'Schedule Consultation',
    firmUpdated: 'Settings updated successfully',
  },
  ar: {
    validationError: 'خطأ في التحقق',
    save: 'حفظ',
    login: 'دخول',
    addService: 'إضافة خدمة',
    price: 'السعر (درهم)',
    serviceCreated: 'تم إنشاء الخدمة بنجاح',
    addAdmin: 'إضافة مسؤول',
    password: 'كلمة المرور',
    adminCreateFailed: 'فشل في إنشاء المسؤول',
    addClient: 'إضافة عميل جديد',
    addConsultation: 'جدولة استشارة',
    firmUpdated: 'تم تحديث الإعدادات بنجاح',
  },
} as const;

let server: RunningServer;
let browser: Browser;
let token: string;
const admin = () => ({ username: server.adminUsername, password: server.adminPassword, admin: true });
const takenUsername = (lang: Lang) => `taken-${lang}`;

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  server = await startServer({ console: true });
  token = (await login(server.url, server.adminUsername, server.adminPassword)).token;
  await seedAll(server.url, token);
  // an administrator already holding the user name the browser then tries again (the server refuses it)
  const roles = await api(server.url, token).get('/api/roles');
  for (const lang of LANGS) {
    const res = await api(server.url, token).post('/api/users', {
      username: takenUsername(lang), email: `taken-${lang}@alnoor-law.ae`, password: 'Cedar-Lantern-2031', fullNameEn: 'Taken Address', fullNameAr: 'عنوان مستخدم', roleId: roles.body[0].id, isActive: true,
    });
    expect(res.status, res.text).toBe(201);
  }
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshots, name), animations: 'disabled' });
const field = (scope: Locator, name: string) => scope.locator(`[name="${name}"]`);
// react-admin marks each input's root with `ra-input-<source>`; its helper text holds the field's error
const inputRoot = (scope: Locator, source: string) => scope.locator(`[class~="ra-input-${source}"]`);

/** Every toast the page shows from now on, in order, with the moment it appeared (ms, the page's clock). */
async function recordToasts(page: Page) {
  await page.evaluate(() => {
    const seen: { text: string; at: number }[] = [];
    (window as unknown as { toasts: typeof seen }).toasts = seen;
    const marked = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const snackbar of document.querySelectorAll('.MuiSnackbar-root')) {
        if (marked.has(snackbar) || !snackbar.textContent) continue;
        marked.add(snackbar);
        seen.push({ text: snackbar.textContent, at: performance.now() });
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}
const recorded = (page: Page) => page.evaluate(() => (window as unknown as { toasts: { text: string; at: number }[] }).toasts);

async function open(lang: Lang, path: string) {
  const { context, page } = await signedInPage(browser, server.url, lang, admin());
  shareBrowserWrites(context, server.url);
  await page.goto(path);
  return { context, page };
}

describe.each(LANGS)('failed forms in %s', (lang) => {
  const w = T[lang];

  it('a negative price: the field and the toast say so, one toast, then the fixed form saves', async () => {
    const { context, page } = await open(lang, '/settings/services');
    try {
      await page.getByRole('button', { name: w.addService }).click();
      const dialog = page.getByRole('dialog');
      await field(dialog, 'nameEn').fill(`Notarisation ${lang}`);
      await field(dialog, 'nameAr').fill('توثيق');
      await field(dialog, 'price').fill('-5');
      await recordToasts(page);
      await dialog.getByRole('button', { name: w.save }).click();

      const problem = `${w.price}: ${say('validation.mustBeZeroOrMore', lang)}`;
      await toast(page, problem).waitFor({ timeout: UI_TIMEOUT });
      await toast(page, w.validationError).waitFor();
      await expect.poll(() => inputRoot(dialog, 'price').innerText()).toContain(say('validation.mustBeZeroOrMore', lang));
      expect(await page.locator('.MuiSnackbar-root').innerText()).not.toContain(say('validation.fillRequired', lang));
      await shot(page, `form-messages-price-${lang}.png`);

      await field(dialog, 'price').fill('250');
      await dialog.getByRole('button', { name: w.save }).click();
      await toast(page, w.serviceCreated).waitFor({ timeout: UI_TIMEOUT });
      // the refused submit toasted once: react-admin's own 'The form is not valid' did not follow it
      expect((await recorded(page)).map((t) => t.text)).toEqual([`${w.validationError}${problem}`, `${say('common.success', lang)}${w.serviceCreated}`]);
    } finally {
      await context.close();
    }
  });

  it('a bad e-mail, a short password and a user name the server finds taken: each named on its field and in the toast', async () => {
    const { context, page } = await open(lang, '/management/admins');
    try {
      await page.getByRole('button', { name: w.addAdmin }).click();
      const dialog = page.getByRole('dialog');
      // the user name is taken, which only the server knows: the form's own problems come first
      await field(dialog, 'username').fill(takenUsername(lang));
      await field(dialog, 'email').fill('clerk.alnoor-law.ae');
      await field(dialog, 'fullNameEn').fill('Layla Clerk');
      await field(dialog, 'fullNameAr').fill('ليلى الكاتبة');
      await field(dialog, 'password').fill('short12');
      await inputRoot(dialog, 'roleId').getByRole('combobox').click();
      await page.getByRole('option').and(page.locator(':not([aria-disabled="true"])')).first().click();

      // the e-mail comes first on the form: its problem is the one the toast names
      await dialog.getByRole('button', { name: w.save }).click();
      await toast(page, naming(say('validation.invalidEmail', lang))).waitFor({ timeout: UI_TIMEOUT });
      await toast(page, w.validationError).waitFor();
      await expect.poll(() => inputRoot(dialog, 'email').innerText()).toContain(say('validation.invalidEmail', lang));
      await expect.poll(() => inputRoot(dialog, 'password').innerText()).toContain(say('validation.passwordTooShort', lang));
      await shot(page, `form-messages-email-${lang}.png`);

      await field(dialog, 'email').fill(`clerk-${lang}@alnoor-law.ae`);
      await dialog.getByRole('button', { name: w.save }).click();
      await toast(page, naming(say('validation.passwordTooShort', lang))).waitFor({ timeout: UI_TIMEOUT });

      // the server's refusal lands on its field and is the toast's reason, in the page's language
      await field(dialog, 'password').fill('Cedar-Lantern-2031');
      await dialog.getByRole('button', { name: w.save }).click();
      await toast(page, w.adminCreateFailed).waitFor({ timeout: UI_TIMEOUT });
      await toast(page, naming(say('validation.usernameTaken', lang))).waitFor();
      await expect.poll(() => inputRoot(dialog, 'username').innerText()).toContain(say('validation.usernameTaken', lang));
      expect(await page.locator('.MuiSnackbar-root').innerText()).not.toMatch(/HTTP|\b\d{3}\b/);
      await shot(page, `form-messages-username-taken-${lang}.png`);
    } finally {
      await context.close();
    }
  });

  it('an error right after a success replaces the success toast at once', async () => {
    const { context, page } = await open(lang, '/settings/firm');
    try {
      const form = page.locator('form').filter({ has: page.locator('[name="email"]') });
      await field(form, 'email').waitFor();
      await recordToasts(page);
      await form.getByRole('button', { name: w.save }).click();
      await toast(page, w.firmUpdated).waitFor({ timeout: UI_TIMEOUT });
      await field(form, 'email').fill('office.alnoor-law.ae');
      await form.getByRole('button', { name: w.save }).click();
      await toast(page, naming(say('validation.invalidEmail', lang))).waitFor({ timeout: UI_TIMEOUT });
      expect(await toast(page, w.firmUpdated).count()).toBe(0);
      const [success, error] = await recorded(page);
      expect(success.text).toContain(w.firmUpdated);
      expect(error.text).toContain(say('validation.invalidEmail', lang));
      // a queue would have kept the success toast its full 5 s (spec section 9) before the error
      expect(error.at - success.at).toBeLessThan(5000);
    } finally {
      await context.close();
    }
  });

  it('required selects offer no blank choice', async () => {
    for (const [path, add] of [['/management/clients', w.addClient], ['/management/consultations', w.addConsultation]] as const) {
      const { context, page } = await open(lang, path);
      try {
        await page.getByRole('button', { name: add }).click();
        const dialog = page.getByRole('dialog');
        await inputRoot(dialog, 'status').getByRole('combobox').click();
        const options = page.getByRole('listbox').getByRole('option');
        await options.first().waitFor();
        const texts = (await options.allInnerTexts()).map((t) => t.trim());
        expect(texts, path).toHaveLength(3);
        expect(texts.every((t) => t.length > 0), `${path}: ${JSON.stringify(texts)}`).toBe(true);
        await shot(page, `form-messages-status-choices-${path.split('/').pop()}-${lang}.png`);
      } finally {
        await context.close();
      }
    }
  });

  it("the login page names an empty field in the page's language, not the browser's bubble", async () => {
    const { context, page } = await openPage(browser, server.url);
    try {
      await page.goto('/login');
      if (lang === 'ar') {
        await page.getByRole('button', { name: 'العربية' }).click();
        await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      }
      let signInsSent = 0;
      page.on('request', (r) => r.url().endsWith('/api/auth/login') && signInsSent++);
      await page.getByRole('button', { name: w.login, exact: true }).click();
      await expect.poll(() => page.locator('#username-helper-text').textContent()).toBe(say('validation.required', lang));
      expect(await page.locator('#password-helper-text').textContent()).toBe(say('validation.required', lang));
      // the browser's own check is off: its English 'Please fill out this field.' never shows
      expect(await page.locator('form').evaluate((f: HTMLFormElement) => f.noValidate)).toBe(true);
      await shot(page, `form-messages-login-empty-${lang}.png`);

      // typing clears the field's message; a password alone still names the user name
      await page.fill('#password', 'anything');
      await page.getByRole('button', { name: w.login, exact: true }).click();
      await expect.poll(() => page.locator('#password-helper-text').count()).toBe(0);
      expect(await page.locator('#username-helper-text').textContent()).toBe(say('validation.required', lang));
      expect(signInsSent).toBe(0);
    } finally {
      await context.close();
    }
  });
});
