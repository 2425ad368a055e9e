import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import { messages, type Bilingual } from '@lawfirm/contracts';
import { seededDataDir } from '../support/seedTemplate.js';
import { ui } from '../../console/src/i18n/ui.js';
import { componentWording } from '../../console/src/components/messages/wording.js';
import { firmI18n } from '../../console/src/resources/firm/i18n.js';
import { branchI18n } from '../../console/src/resources/branches/i18n.js';
import { courtI18n } from '../../console/src/resources/courts/i18n.js';
import { serviceI18n } from '../../console/src/resources/services/i18n.js';
import { systemSettingI18n } from '../../console/src/resources/systemSettings/i18n.js';
import { yesNoWording } from '@lawfirm/contracts';
import { choose, dismissToast, escapeText, expectToast, launchBrowser, pngFile, raWording, rowButton, say, shot, signedInPage, type Lang } from './support.js';
import { api, login, startServer, type RunningServer } from '../support/server.js';

// The settings screens of the admin console (firm, branches, courts, legal services, system
// settings) against the real standalone server with the demo data, once in English and once in
// Arabic: sidebar, list, validation, add, edit, delete, toasts in the spec's wording.
let server: RunningServer;
let browser: Browser;
const orphanCourt = { nameEn: 'Old Town Court', nameAr: 'محكمة المدينة القديمة' };

beforeAll(async () => {
  server = await startServer({ console: true, dataDir: await seededDataDir() });
  const { token } = await login(server.url, server.adminUsername, server.adminPassword);
  const admin = api(server.url, token);
  const region = await admin.post('/api/regions', { nameEn: 'Former Emirate', nameAr: 'إمارة سابقة', code: 'OLD' });
  const court = await admin.post('/api/courts', { ...orphanCourt, typeEn: 'Appeal', typeAr: 'استئناف', locationEn: 'Old Town', locationAr: 'المدينة القديمة', regionId: region.body.id });
  expect(court.status, court.text).toBe(201);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const svgLogo = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#0b6e4f"/><path d="M32 12v40M16 24h32M20 24l-6 14h12zM44 24l-6 14h12z" stroke="#fff" stroke-width="3" fill="none"/></svg>',
);
const pngLogo = pngFile('logo.png').buffer;
// a PNG header followed by 2.5 MB: refused by the browser before any upload
const hugeLogo = Buffer.concat([pngLogo.subarray(0, 16), Buffer.alloc(2.5 * 1024 * 1024)]);

/** The records each language adds, and the seeded names it looks for (data, not wording). */
const DATA = {
  en: {
    firm: { ownName: firmI18n.fields.nameEn, newName: 'Al Noor Advocates (Dubai)', logo: { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: svgLogo } },
    branches: { seeded: 'Dubai Head Office', record: { nameEn: 'Jumeirah Branch', nameAr: 'فرع جميرا' }, region: 'Sharjah', manager: 'Ahmed Al Mansouri' },
    courts: { seeded: 'Dubai Courts - Court of First Instance', record: { nameEn: 'Ajman Federal Court', nameAr: 'محكمة عجمان الاتحادية' }, emirate: 'Ajman', formerEmirate: 'Former Emirate' },
    services: { seeded: 'Legal consultation', record: { nameEn: 'Trademark registration', nameAr: 'تسجيل علامة تجارية' } },
  },
  ar: {
    firm: { ownName: firmI18n.fields.nameAr, newName: 'النور للمحاماة (دبي)', logo: { name: 'logo.png', mimeType: 'image/png', buffer: pngLogo } },
    branches: { seeded: 'المكتب الرئيسي - دبي', record: { nameEn: 'Al Ain Branch', nameAr: 'فرع العين' }, region: 'أبوظبي', manager: 'فاطمة الزعابي' },
    courts: { seeded: 'محاكم دبي - المحكمة الابتدائية', record: { nameEn: 'Ras Al Khaimah Court', nameAr: 'محكمة رأس الخيمة' }, emirate: 'رأس الخيمة', formerEmirate: 'إمارة سابقة' },
    services: { seeded: 'استشارة قانونية', record: { nameEn: 'Trademark filing', nameAr: 'تسجيل العلامات التجارية' } },
  },
} as const;

const row = (page: Page, text: string) => page.getByRole('row', { name: new RegExp(escapeText(text)) });

/** Runs `steps` on a fresh page of the super admin's (its context closed after). */
async function onPage(lang: Lang, steps: (page: Page) => Promise<void>) {
  const { context, page } = await signedInPage(browser, server.url, lang, { username: server.adminUsername, password: server.adminPassword, admin: true });
  try {
    await steps(page);
  } finally {
    await context.close();
  }
}

async function openFromSidebar(page: Page, label: string, path: string) {
  const link = page.getByTestId('sidebar').getByRole('link', { name: label, exact: true });
  await link.click();
  await page.waitForURL(`**${path}`);
  await expect.poll(() => link.getAttribute('aria-current')).toBe('page');
}

/**
 * Waits for the toast reading `text` and, the dialog it answers being closed, dismisses it as a
 * user may (the next toast only shows once this one is gone).
 */
async function toastAfterDialog(page: Page, text: string) {
  await expectToast(page, text);
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await dismissToast(page);
}

describe.each(['en', 'ar'] as const)('admin settings screens (%s)', (lang) => {
  const t = (pair: Bilingual, values?: Record<string, string | number>) => say(pair, lang, values);
  const ra = (key: string) => t(raWording(key));
  const d = DATA[lang];
  const shownName = (record: { nameEn: string; nameAr: string }) => (lang === 'en' ? record.nameEn : record.nameAr);

  it('edits the law firm settings, refuses a logo over 2 MB and shows the new logo in the sidebar', () =>
    onPage(lang, async (page) => {
      await openFromSidebar(page, t(ui.menu.firm), '/settings/firm');
      await page.getByText(t(firmI18n.logoHint)).waitFor();
      const form = page.locator('main form');
      const phoneField = form.getByLabel(t(firmI18n.fields.phone));
      await expect.poll(() => phoneField.inputValue()).not.toBe('');

      // the form's own validation: a required field and the email format
      const phone = await phoneField.inputValue();
      await phoneField.fill('');
      await form.getByLabel(t(firmI18n.fields.email)).fill('not-an-email');
      // the TRN is one field (the spec's tax number), shown as the seed's 15 digits; the billing address in both languages
      const trnField = form.getByLabel(t(firmI18n.fields.trn));
      expect(await trnField.inputValue()).toBe('100234567800003');
      expect(await form.getByLabel(t(firmI18n.fields.billingAddressAr)).inputValue()).toBe('ص.ب 118822، دبي، الإمارات العربية المتحدة');
      await trnField.fill('1002345');
      await form.getByRole('button', { name: ra('ra.action.save') }).click();
      await toastAfterDialog(page, t(messages['validation.fillRequired']));
      await form.getByText(t(messages['validation.required'])).waitFor();
      await form.getByText(t(messages['validation.invalidEmail'])).waitFor();
      await form.getByText(t(messages['billing.invalidTrn'])).waitFor();
      await phoneField.fill(phone);
      await form.getByLabel(t(firmI18n.fields.email)).fill('info@alnoor-law.ae');
      await trnField.fill('100 2345 6780 0003');

      const fileInput = form.locator('input[type=file]');
      await fileInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: hugeLogo });
      await toastAfterDialog(page, t(messages['settings.logoTooLarge']));
      await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a logo') });
      await toastAfterDialog(page, t(messages['settings.logoNotImage']));

      await fileInput.setInputFiles(d.firm.logo);
      await form.getByLabel(t(d.firm.ownName)).fill(d.firm.newName);
      const saved = page.waitForRequest((r) => r.url().endsWith('/api/admin/law-firm-settings') && r.method() === 'POST');
      await form.getByRole('button', { name: ra('ra.action.save') }).click();
      expect((await saved).headers()['content-type']).toMatch(/^multipart\/form-data/);
      await toastAfterDialog(page, t(messages['settings.updated']));

      // the sidebar shows the new name and logo; the logo comes back from its URL
      const sidebar = page.getByTestId('sidebar');
      await expect.poll(() => sidebar.getByTestId('firm-name').textContent()).toBe(d.firm.newName);
      await expect.poll(() => sidebar.getByTestId('firm-logo').getAttribute('src')).toMatch(/^\/api\/settings\/logo\?v=/);
      const src = (await sidebar.getByTestId('firm-logo').getAttribute('src'))!;
      const served = await page.request.get(src);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe(d.firm.logo.mimeType);
      expect(Buffer.from(await served.body()).equals(d.firm.logo.buffer)).toBe(true);
      await expect.poll(() => sidebar.getByTestId('firm-logo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect.poll(() => form.getByTestId('logo-current').getAttribute('src')).toBe(src);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `settings-firm-${lang}.png`);
    }));

  it('lists, adds, edits and deletes branches', () =>
    onPage(lang, async (page) => {
      await openFromSidebar(page, t(ui.menu.branches), '/settings/branches');
      await row(page, d.branches.seeded).waitFor();
      const f = branchI18n.fields;

      await page.getByRole('button', { name: t(branchI18n.add) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: ra('ra.action.save') }).click();
      await expectToast(page, t(messages['validation.fillRequired']));
      await dialog.getByText(t(messages['validation.required'])).first().waitFor();

      await dialog.getByLabel(t(f.nameEn)).fill(d.branches.record.nameEn);
      await dialog.getByLabel(t(f.nameAr)).fill(d.branches.record.nameAr);
      await dialog.getByLabel(t(f.addressEn)).fill('Jumeirah Beach Road, Villa 12');
      await dialog.getByLabel(t(f.addressAr)).fill('شارع جميرا، فيلا 12');
      await dialog.getByLabel(t(f.phone)).fill('+971 4 555 0400');
      await dialog.getByLabel(t(f.email)).fill('jumeirah@');
      await choose(dialog, t(f.regionId), d.branches.region);
      await choose(dialog, t(f.managerId), d.branches.manager);
      await dialog.getByRole('button', { name: ra('ra.action.save') }).click();
      await dialog.getByText(t(messages['validation.invalidEmail'])).waitFor();
      await dialog.getByLabel(t(f.email)).fill('jumeirah@alnoor-law.ae');
      await dialog.getByRole('button', { name: ra('ra.action.save') }).click();
      await toastAfterDialog(page, t(branchI18n.messages.created));
      const added = row(page, shownName(d.branches.record));
      await added.getByText(d.branches.region, { exact: true }).waitFor();
      await added.getByText(d.branches.manager, { exact: true }).waitFor();
      await added.getByText(t(componentWording.active), { exact: true }).waitFor();

      // edit: the manager comes back; the empty choice is sent as null and the list says None
      await added.getByRole('button', { name: rowButton(ra('ra.action.edit')) }).click();
      const manager = dialog.getByRole('combobox', { name: new RegExp(`^${escapeText(t(f.managerId))}`) });
      await expect.poll(() => manager.textContent()).toBe(d.branches.manager);
      await choose(dialog, t(f.managerId), ra('ra.action.clear_input_value'));
      const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/api/branches/'));
      await dialog.getByRole('button', { name: ra('ra.action.save') }).click();
      expect((await put).postDataJSON().managerId).toBeNull();
      await toastAfterDialog(page, t(branchI18n.messages.updated));
      await added.getByText(t(componentWording.none), { exact: true }).waitFor();
      await shot(page, `settings-branches-${lang}.png`);

      await added.getByRole('button', { name: rowButton(ra('ra.action.delete')) }).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByText(t(ui.table.confirmDeleteTitle)).waitFor();
      await confirm.getByRole('button', { name: t(ui.table.yesDelete) }).click();
      await toastAfterDialog(page, t(branchI18n.messages.deleted));
      await added.waitFor({ state: 'detached' });
    }));

  it('names a court\'s emirate from the court\'s row, and Unknown when the row names none', () =>
    onPage(lang, async (page) => {
      // the list reads the emirate's name from the court's own row (kept by the server)
      await openFromSidebar(page, t(ui.menu.courts), '/settings/courts');
      await row(page, shownName(orphanCourt)).getByText(d.courts.formerEmirate, { exact: true }).waitFor();
      // a row whose emirate is no longer named (the record gone) reads Unknown
      await page.route(/\/api\/courts(\?|$)/, async (route) => {
        if (route.request().method() !== 'GET') return route.continue();
        const res = await route.fetch();
        const courts = ((await res.json()) as { nameEn: string }[]).map((c) => (c.nameEn === orphanCourt.nameEn ? { ...c, regionNameEn: null, regionNameAr: null } : c));
        await route.fulfill({ response: res, json: courts });
      });
      await page.reload();
      await row(page, d.courts.seeded).waitFor();
      await row(page, shownName(orphanCourt)).getByText(t(messages['common.unknown']), { exact: true }).waitFor();
    }));

  it('adds a court with extra locations and sub-bodies, edits it, deletes it through the browser confirm', () =>
    onPage(lang, async (page) => {
      const f = courtI18n.fields;
      await openFromSidebar(page, t(ui.menu.courts), '/settings/courts');
      await row(page, d.courts.seeded).waitFor();

      await page.getByRole('button', { name: t(courtI18n.add) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: ra('ra.action.save') }).click();
      await expectToast(page, t(messages['validation.fillRequired']));
      await dialog.getByText(t(messages['validation.required'])).first().waitFor();

      // the court's own inputs come first; the repeatable items reuse the same labels
      await dialog.getByLabel(t(f.nameEn)).first().fill(d.courts.record.nameEn);
      await dialog.getByLabel(t(f.nameAr)).first().fill(d.courts.record.nameAr);
      await dialog.getByLabel(t(f.typeEn)).fill('Federal First Instance');
      await dialog.getByLabel(t(f.typeAr)).fill('اتحادية ابتدائية');
      await dialog.getByLabel(t(f.locationEn)).first().fill('Al Jurf');
      await dialog.getByLabel(t(f.locationAr)).first().fill('الجرف');
      await choose(dialog, t(f.regionId), d.courts.emirate);

      const extra = dialog.locator('.ra-input-additionalLocations');
      await extra.getByRole('button', { name: t(ui.table.add), exact: true }).click();
      await extra.getByLabel(t(f.additionalLocations.locationEn)).fill('Annex building');
      await extra.getByLabel(t(f.additionalLocations.locationAr)).fill('المبنى الملحق');
      const subBodies = dialog.locator('.ra-input-subBodies');
      await subBodies.getByRole('button', { name: t(ui.table.add), exact: true }).click();
      await subBodies.getByLabel(t(f.subBodies.nameEn)).fill('Commercial Circuit');
      await subBodies.getByLabel(t(f.subBodies.nameAr)).fill('الدائرة التجارية');
      await choose(subBodies, t(f.subBodies.specialization), t(courtI18n.specializations.Commercial));
      await shot(page, `settings-court-dialog-${lang}.png`);
      const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/courts'));
      await dialog.getByRole('button', { name: ra('ra.action.save') }).click();
      const body = (await posted).postDataJSON();
      expect(body.additionalLocations).toEqual([{ locationEn: 'Annex building', locationAr: 'المبنى الملحق' }]);
      expect(body.subBodies).toEqual([{ nameEn: 'Commercial Circuit', nameAr: 'الدائرة التجارية', locationEn: null, locationAr: null, specialization: 'Commercial' }]);
      await toastAfterDialog(page, t(courtI18n.messages.created));
      const shown = shownName(d.courts.record);
      const added = row(page, shown);
      await added.getByText(d.courts.emirate, { exact: true }).waitFor();

      // the sub-body was saved and comes back on edit
      await added.getByRole('button', { name: rowButton(ra('ra.action.edit')) }).click();
      await expect.poll(() => dialog.locator('.ra-input-subBodies').getByLabel(t(f.subBodies.nameEn)).inputValue()).toBe('Commercial Circuit');
      const [typeLabel, newType] = lang === 'en' ? [f.typeEn, 'Federal Court'] : [f.typeAr, 'محكمة اتحادية'];
      await dialog.getByLabel(t(typeLabel)).fill(newType);
      await dialog.getByRole('button', { name: ra('ra.action.save') }).click();
      await toastAfterDialog(page, t(courtI18n.messages.updated));
      await added.getByText(newType, { exact: true }).waitFor();
      await shot(page, `settings-courts-${lang}.png`);

      // the spec's courts screen deletes through the browser's confirm, naming the court
      const asked: string[] = [];
      page.once('dialog', (prompt) => {
        asked.push(prompt.message());
        void prompt.accept();
      });
      await added.getByRole('button', { name: rowButton(ra('ra.action.delete')) }).click();
      await toastAfterDialog(page, t(courtI18n.messages.deleted));
      expect(asked).toEqual([t(courtI18n.deleteConfirm, { name: shown })]);
      await added.waitFor({ state: 'detached' });
    }));

  it('lists, adds, edits and deletes legal services', () =>
    onPage(lang, async (page) => {
      const f = serviceI18n.fields;
      await openFromSidebar(page, t(ui.menu.services), '/settings/services');
      await row(page, d.services.seeded).waitFor();

      await page.getByRole('button', { name: t(serviceI18n.add) }).click();
      const dialog = page.getByRole('dialog');
      // a negative price gets the console's own wording with the others, not the browser's pop-up
      // (in the browser's language) that would stop the save before any of them shows
      await dialog.getByLabel(t(f.price)).fill('-3');
      await dialog.getByRole('button', { name: ra('ra.action.save') }).click();
      await expectToast(page, t(messages['validation.fillRequired']));
      await dialog.getByText(t(messages['validation.englishNameRequired']), { exact: true }).waitFor();
      await dialog.getByText(t(messages['validation.arabicNameIsRequired']), { exact: true }).waitFor();
      await dialog.getByText(t(messages['validation.mustBeZeroOrMore']), { exact: true }).waitFor();

      const { nameEn, nameAr } = d.services.record;
      await dialog.getByLabel(t(f.nameEn)).fill(nameEn);
      await dialog.getByLabel(t(f.nameAr)).fill(nameAr);
      await dialog.getByLabel(t(f.descriptionEn)).fill('Filing with the Ministry of Economy');
      await dialog.getByLabel(t(f.descriptionAr)).fill('التسجيل لدى وزارة الاقتصاد');
      await dialog.getByLabel(t(f.price)).fill('1200');
      // an empty duration is sent as null; the server reads it as 60
      await dialog.getByLabel(t(f.duration)).fill('');
      await dialog.getByRole('button', { name: ra('ra.action.save') }).click();
      await toastAfterDialog(page, t(serviceI18n.messages.created));
      const added = row(page, shownName(d.services.record));
      await added.getByText('60', { exact: true }).waitFor();
      await added.getByText(/1,200/).waitFor();
      await added.getByText(t(componentWording.active), { exact: true }).waitFor();

      await added.getByRole('button', { name: rowButton(ra('ra.action.edit')) }).click();
      await dialog.getByLabel(t(f.isActive), { exact: true }).uncheck();
      await dialog.getByRole('button', { name: ra('ra.action.save') }).click();
      await toastAfterDialog(page, t(serviceI18n.messages.updated));
      await added.getByText(t(componentWording.inactive), { exact: true }).waitFor();
      await shot(page, `settings-services-${lang}.png`);

      await added.getByRole('button', { name: rowButton(ra('ra.action.delete')) }).click();
      await page.getByRole('dialog').getByRole('button', { name: t(ui.table.yesDelete) }).click();
      await toastAfterDialog(page, t(serviceI18n.messages.deleted));
      await added.waitFor({ state: 'detached' });
    }));

  it('filters system settings by category, shows values by type, adds, edits and deletes by key', () =>
    onPage(lang, async (page) => {
      const s = systemSettingI18n;
      await openFromSidebar(page, t(ui.menu.systemSettings), '/settings/system-settings');
      await row(page, 'firm.timezone').waitFor();
      await row(page, 'security.requireKyc').getByText(t(yesNoWording.yes), { exact: true }).waitFor();
      // JSON pretty-printed, left to right on both pages
      expect(await row(page, 'reminders.hearingDaysBefore').locator('span[dir=ltr]').innerText()).toBe('[\n  1,\n  3,\n  7\n]');

      await page.getByRole('button', { name: t(s.categories.security), exact: true }).click();
      await row(page, 'firm.timezone').waitFor({ state: 'detached' });
      await row(page, 'security.sessionHours').waitFor();
      await page.getByRole('button', { name: t(s.all), exact: true }).click();
      await row(page, 'firm.timezone').waitFor();

      await page.getByRole('button', { name: t(s.add) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: ra('ra.action.save') }).click();
      await expectToast(page, t(messages['validation.fillRequired']));
      for (const key of ['validation.keyRequired', 'validation.valueRequired', 'validation.englishNameIsRequired', 'validation.arabicNameIsRequired', 'validation.categoryRequired'] as const) {
        await dialog.getByText(t(messages[key]), { exact: true }).waitFor();
      }

      const key = `letters.footer.${lang}`;
      const long = 'This letter is confidential and intended only for the named recipient of the firm.';
      await dialog.getByLabel(t(s.fields.key)).fill(key);
      await dialog.getByLabel(t(s.fields.nameEn)).fill('Letter footer');
      await dialog.getByLabel(t(s.fields.nameAr)).fill('تذييل الرسائل');
      await choose(dialog, t(s.fields.category), t(s.categories.general));
      await dialog.getByLabel(t(s.fields.value)).fill(long);
      await dialog.getByRole('button', { name: ra('ra.action.save') }).click();
      await toastAfterDialog(page, t(s.messages.created));
      const added = row(page, key);
      await added.getByText(`${long.slice(0, 50)}...`, { exact: true }).waitFor();

      // the key is fixed once created; updates and deletes are addressed by it
      await added.getByRole('button', { name: rowButton(ra('ra.action.edit')) }).click();
      await expect.poll(() => dialog.getByLabel(t(s.fields.key)).inputValue()).toBe(key);
      expect(await dialog.getByLabel(t(s.fields.key)).isDisabled()).toBe(true);
      await dialog.getByLabel(t(s.fields.value)).fill('Confidential');
      const put = page.waitForRequest((r) => r.method() === 'PUT');
      await dialog.getByRole('button', { name: ra('ra.action.save') }).click();
      expect(new URL((await put).url()).pathname).toBe(`/api/system-settings/${key}`);
      expect((await put).postDataJSON().key).toBe(key);
      await toastAfterDialog(page, t(s.messages.updated));
      await added.getByText('Confidential', { exact: true }).waitFor();
      await shot(page, `settings-system-settings-${lang}.png`);

      await added.getByRole('button', { name: rowButton(ra('ra.action.delete')) }).click();
      await page.getByRole('dialog').getByText(t(ui.table.confirmDeleteTitle)).waitFor();
      const removed = page.waitForRequest((r) => r.method() === 'DELETE');
      await page.getByRole('dialog').getByRole('button', { name: t(ui.table.yesDelete) }).click();
      expect(new URL((await removed).url()).pathname).toBe(`/api/system-settings/${key}`);
      await toastAfterDialog(page, t(s.messages.deleted));
      await added.waitFor({ state: 'detached' });
    }));
});
