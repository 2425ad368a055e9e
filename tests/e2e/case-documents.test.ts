import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import { addDays, dayIn } from '@lawfirm/contracts';
import { launchBrowser, toast, signIn } from './support.js';
import { login, root, startServer, type RunningServer } from '../support/server.js';
import { seedAll } from '../../scripts/seed/index.js';

// The case's Documents tab: every document of the case, its hearings and its minutes in one list,
// each saying where it came from, renamed and deleted in English and Arabic; and a hearing's delete
// confirmation naming what goes with it.
const screenshots = join(root, '.tmp', 'screenshots');
const LAWYER = { username: 'fatima.zaabi@alnoor-law.ae', password: 'Lawyer#2026' };
const wait = { timeout: 15_000 };
type Lang = 'en' | 'ar';

const T = {
  en: {
    login: 'Login', documents: 'Documents', hearings: 'Hearings', fromCase: 'Uploaded to the case', fromHearing: /^Hearing of /, fromMinutesFile: /^Minutes file of the hearing of /,
    fromMinutes: /^Minutes of the hearing of /, rename: 'Rename', newName: 'New name', save: 'Save', renamed: 'Document renamed successfully!', nameRequired: 'Document name is required',
    delete: 'Delete', yesDelete: 'Yes, Delete', cancel: 'Cancel', deleted: 'Document deleted successfully!', deleteQuestion: (n: string) => `Delete "${n}"?`,
    deleteHearing: 'Delete Hearing', goesWith: 'These go with it:', hearingDocs: 'Hearing documents: 2', minutesFile: (n: string) => `Minutes file: ${n}`, minutes: 'Minutes recorded: 1 (with their documents)',
  },
  ar: {
    login: 'دخول', documents: 'المستندات', hearings: 'الجلسات', fromCase: 'مرفوع على القضية', fromHearing: /^جلسة /, fromMinutesFile: /^ملف محضر جلسة /,
    fromMinutes: /^محضر جلسة /, rename: 'إعادة تسمية', newName: 'الاسم الجديد', save: 'حفظ', renamed: 'تمت إعادة تسمية المستند بنجاح!', nameRequired: 'اسم المستند مطلوب',
    delete: 'حذف', yesDelete: 'نعم، احذف', cancel: 'إلغاء', deleted: 'تم حذف المستند بنجاح!', deleteQuestion: (n: string) => `حذف "${n}"؟`,
    deleteHearing: 'حذف الجلسة', goesWith: 'سيُحذف معها:', hearingDocs: 'مستندات الجلسة: 2', minutesFile: (n: string) => `ملف المحضر: ${n}`, minutes: 'المحاضر المسجلة: 1 (مع مستنداتها)',
  },
} as const;

let server: RunningServer;
let browser: Browser;
let fatima: Awaited<ReturnType<typeof login>>;
let caseId: number;
const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
const upload = (field: string, ...names: string[]) => {
  const form = new FormData();
  for (const name of names) form.append(field, new Blob([pdf], { type: 'application/pdf' }), name);
  return form;
};

/** A hearing with two documents, a minutes file and minutes with a document, named after the language. */
async function hearingWithFiles(lang: Lang, inDays: number) {
  const h = await fatima.client.post(`/api/lawyer/cases/${caseId}/hearings`, { hearingDate: addDays(dayIn('Asia/Dubai'), inDays), hearingTime: '10:30 AM', hallName: `Hall ${lang}`, rollNumber: '17', whatIsRequested: 'Expert report' });
  expect(h.status, h.text).toBe(201);
  expect((await fatima.client.post(`/api/hearings/${h.body.id}/documents`, upload('documents', `memo-${lang}.pdf`, `exhibit-${lang}.pdf`))).status).toBe(201);
  expect((await fatima.client.post(`/api/hearings/${h.body.id}/minutes-file`, upload('minutesFile', `minutes-${lang}.pdf`))).status).toBe(201);
  const m = await fatima.client.put(`/api/hearings/${h.body.id}/minutes`, { hearingReport: 'Both parties heard', rulingType: 'no_ruling', hasNextHearing: false });
  expect(m.status, m.text).toBe(201);
  const { uploadURL } = (await fatima.client.post('/api/objects/upload')).body;
  await fetch(server.url + uploadURL, { method: 'PUT', headers: { authorization: `Bearer ${fatima.token}`, 'content-type': 'application/pdf', 'x-file-name': `judgment-${lang}.pdf` }, body: pdf });
  expect((await fatima.client.post(`/api/hearing-minutes/${m.body.id}/documents`, { documents: [{ uploadURL, originalName: `judgment-${lang}.pdf` }] })).status).toBe(201);
  const own = upload('file', `claim-${lang}.pdf`);
  own.append('name', `Statement of claim ${lang}`);
  own.append('category', 'Pleading');
  expect((await fatima.client.post(`/api/cases/${caseId}/documents`, own)).status).toBe(201);
  return h.body.id as number;
}

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  server = await startServer({ console: true });
  const admin = await login(server.url, server.adminUsername, server.adminPassword);
  await seedAll(server.url, admin.token);
  fatima = await login(server.url, LAWYER.username, LAWYER.password, 'employee');
  caseId = (await fatima.client.get('/api/lawyer/cases')).body.find((c: { status: string }) => c.status === 'active').id;
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshots, name), animations: 'disabled', fullPage: true });

describe('the case documents tab', () => {
  for (const [lang, inDays] of [['en', 11], ['ar', 12]] as const)
    it(`lists every document with where it came from, renames and deletes one, and names what goes with a hearing (${lang})`, async () => {
      const t = T[lang];
      await hearingWithFiles(lang, inDays);
      const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await signIn(page, lang, LAWYER, t.login);
      await page.goto(`/lawyer/cases/${caseId}`);
      await page.getByRole('tab', { name: new RegExp(`^${t.documents}`) }).click();

      const row = (name: string) => page.getByRole('row').filter({ hasText: name });
      await row(`memo-${lang}.pdf`).waitFor(wait);
      // where each came from, in words
      await expect.poll(() => row(`memo-${lang}.pdf`).innerText()).toMatch(new RegExp(`\\t${t.fromHearing.source.slice(1)}`));
      expect(await row(`exhibit-${lang}.pdf`).innerText()).toMatch(new RegExp(`\\t${t.fromHearing.source.slice(1)}`));
      expect(await row(`minutes-${lang}.pdf`).innerText()).toMatch(new RegExp(`\\t${t.fromMinutesFile.source.slice(1)}`));
      expect(await row(`judgment-${lang}.pdf`).innerText()).toMatch(new RegExp(`\\t${t.fromMinutes.source.slice(1)}`));
      expect(await row(`Statement of claim ${lang}`).innerText()).toContain(t.fromCase);
      await shot(page, `case-documents-${lang}.png`);

      // rename: a blank name is refused before it is sent, then the new name shows in the list
      await page.getByRole('button', { name: `${t.rename}: memo-${lang}.pdf` }).click();
      const dialog = page.getByRole('dialog');
      const name = dialog.getByLabel(t.newName);
      await name.fill(' ');
      await dialog.getByRole('button', { name: t.save }).click();
      await dialog.getByText(t.nameRequired).waitFor();
      await name.fill(`Court memo ${lang}`);
      await shot(page, `case-documents-rename-${lang}.png`);
      await dialog.getByRole('button', { name: t.save }).click();
      await toast(page, t.renamed).waitFor(wait);
      await row(`Court memo ${lang}`).waitFor(wait);
      expect(await row(`memo-${lang}.pdf`).count()).toBe(0);

      // delete: the confirmation names the document
      await page.getByRole('button', { name: `${t.delete}: judgment-${lang}.pdf` }).click();
      await page.getByRole('dialog').getByText(t.deleteQuestion(`judgment-${lang}.pdf`)).waitFor();
      await shot(page, `case-documents-delete-${lang}.png`);
      await page.getByRole('dialog').getByRole('button', { name: t.yesDelete }).click();
      await toast(page, t.deleted).waitFor(wait);
      await expect.poll(() => row(`judgment-${lang}.pdf`).count(), wait).toBe(0);
      await row(`exhibit-${lang}.pdf`).waitFor();

      // the hearing's delete confirmation names what goes with it
      await page.getByRole('tab', { name: new RegExp(`^${t.hearings}`) }).click();
      const hearing = page.getByRole('row').filter({ hasText: `Hall ${lang}` });
      await hearing.getByRole('button', { name: t.deleteHearing }).click();
      const question = page.getByTestId('hearing-delete-question');
      await question.getByText(t.goesWith).waitFor(wait);
      await question.getByText(t.hearingDocs).waitFor();
      await question.getByText(t.minutesFile(`minutes-${lang}.pdf`)).waitFor();
      // the minutes' own document was deleted above, the minutes are still there
      await question.getByText(t.minutes).waitFor(wait);
      await shot(page, `case-documents-hearing-delete-${lang}.png`);
      await page.getByRole('dialog').getByRole('button', { name: t.cancel }).click();
      await context.close();
    }, 120_000);

  for (const lang of ['en', 'ar'] as const)
    it(`renames and deletes a client file's attachment (${lang})`, async () => {
      const t = T[lang];
      const file = (await fatima.client.get('/api/lawyer/files')).body[0];
      const added = upload('file', `contract-${lang}.pdf`);
      added.append('category', 'contract');
      expect((await fatima.client.post(`/api/lawyer/files/${file.id}/documents`, added)).status).toBe(201);
      const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await signIn(page, lang, LAWYER, t.login);
      await page.goto(`/lawyer/files/${file.id}`);
      const row = (name: string) => page.getByRole('row').filter({ hasText: name });
      await row(`contract-${lang}.pdf`).getByRole('button', { name: t.rename }).click(wait);
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(t.newName).fill(`Supply contract ${lang}.pdf`);
      await dialog.getByRole('button', { name: t.save }).click();
      await toast(page, t.renamed).waitFor(wait);
      await row(`Supply contract ${lang}.pdf`).getByRole('button', { name: t.delete }).click(wait);
      await page.getByRole('dialog').getByText(t.deleteQuestion(`Supply contract ${lang}.pdf`)).waitFor();
      await shot(page, `file-attachment-delete-${lang}.png`);
      await page.getByRole('dialog').getByRole('button', { name: t.yesDelete }).click();
      await toast(page, t.deleted).waitFor(wait);
      await expect.poll(() => row(`Supply contract ${lang}.pdf`).count(), wait).toBe(0);
      await context.close();
    }, 120_000);
});
