import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { documentsWording as w } from '../../console/src/lawyer/cases/detail/documentsWording.js';
import { casesWording } from '../../console/src/lawyer/cases/i18n.js';
import { escapeText, expectToast, firmDay, say, shot, signedInPage, type Lang } from './support.js';
import { seededPortal } from './support/suite.js';
import { login } from '../support/server.js';

// The case's Documents tab: every document of the case, its hearings and its minutes in one list,
// each saying where it came from, renamed and deleted in English and Arabic; and a hearing's delete
// confirmation naming what goes with it.
const LAWYER = { username: 'fatima.zaabi@alnoor-law.ae', password: 'Lawyer#2026' };

const portal = seededPortal();
let fatima: Awaited<ReturnType<typeof login>>;
let caseId: number;
const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
const upload = (field: string, ...names: string[]) => {
  const form = new FormData();
  for (const name of names) form.append(field, new Blob([pdf], { type: 'application/pdf' }), name);
  return form;
};

/** A cell reading a wording whose date (`%{date}`) may be any. */
const cellReading = (text: string) => new RegExp(`\\t${escapeText(text).replace('%\\{date\\}', '.+')}`);
const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${escapeText(name)}`) });

/** A hearing with two documents, a minutes file and minutes with a document, named after the language. */
async function hearingWithFiles(lang: Lang, inDays: number) {
  const h = await fatima.client.post(`/api/lawyer/cases/${caseId}/hearings`, { hearingDate: firmDay(inDays), hearingTime: '10:30 AM', hallName: `Hall ${lang}`, rollNumber: '17', whatIsRequested: 'Expert report' });
  expect(h.status, h.text).toBe(201);
  expect((await fatima.client.post(`/api/hearings/${h.body.id}/documents`, upload('documents', `memo-${lang}.pdf`, `exhibit-${lang}.pdf`))).status).toBe(201);
  expect((await fatima.client.post(`/api/hearings/${h.body.id}/minutes-file`, upload('minutesFile', `minutes-${lang}.pdf`))).status).toBe(201);
  const m = await fatima.client.put(`/api/hearings/${h.body.id}/minutes`, { hearingReport: 'Both parties heard', rulingType: 'no_ruling', hasNextHearing: false });
  expect(m.status, m.text).toBe(201);
  const { uploadURL } = (await fatima.client.post('/api/objects/upload')).body;
  await fetch(portal.server.url + uploadURL, { method: 'PUT', headers: { authorization: `Bearer ${fatima.token}`, 'content-type': 'application/pdf', 'x-file-name': `judgment-${lang}.pdf` }, body: pdf });
  expect((await fatima.client.post(`/api/hearing-minutes/${m.body.id}/documents`, { documents: [{ uploadURL, originalName: `judgment-${lang}.pdf` }] })).status).toBe(201);
  const own = upload('file', `claim-${lang}.pdf`);
  own.append('name', `Statement of claim ${lang}`);
  own.append('category', 'Pleading');
  expect((await fatima.client.post(`/api/cases/${caseId}/documents`, own)).status).toBe(201);
  return h.body.id as number;
}

beforeAll(async () => {
  fatima = await login(portal.server.url, LAWYER.username, LAWYER.password, 'employee');
  caseId = (await fatima.client.get('/api/lawyer/cases')).body.find((c: { status: string }) => c.status === 'active').id;
});

// held already (minutes are recorded for a hearing once it has taken place), a day apart per language
const hearingDays = { en: -11, ar: -12 } as const;

/** Runs `steps` on a fresh page of the lawyer's at `path` (its context closed after). */
async function onPage(lang: Lang, path: string, steps: (page: Page) => Promise<void>) {
  const { context, page } = await signedInPage(portal.browser, portal.server.url, lang, LAWYER, undefined, path);
  try {
    await steps(page);
  } finally {
    await context.close();
  }
}
/** the case's Documents tab */
const onDocuments = (lang: Lang, steps: (page: Page) => Promise<void>) =>
  onPage(lang, `/lawyer/cases/${caseId}`, async (page) => {
    await tab(page, say(casesWording.detail.tabs.documents, lang)).click();
    await steps(page);
  });

describe.each(['en', 'ar'] as const)('the case documents tab (%s)', (lang) => {
  beforeAll(() => hearingWithFiles(lang, hearingDays[lang]), 60_000);

  it('lists every document with where it came from', async () => {
    await onDocuments(lang, async (page) => {
      await row(page, `memo-${lang}.pdf`).waitFor();
      await expect.poll(() => row(page, `memo-${lang}.pdf`).innerText()).toMatch(cellReading(say(w.fromHearing, lang)));
      expect(await row(page, `exhibit-${lang}.pdf`).innerText()).toMatch(cellReading(say(w.fromHearing, lang)));
      expect(await row(page, `minutes-${lang}.pdf`).innerText()).toMatch(cellReading(say(w.fromMinutesFile, lang)));
      expect(await row(page, `judgment-${lang}.pdf`).innerText()).toMatch(cellReading(say(w.fromMinutes, lang)));
      expect(await row(page, `Statement of claim ${lang}`).innerText()).toContain(say(w.fromCase, lang));
      await shot(page, `case-documents-${lang}.png`, { fullPage: true });
    });
  });

  it('renames a document, refusing a blank name before it is sent', async () => {
    await onDocuments(lang, async (page) => {
      await page.getByRole('button', { name: `${say(w.rename, lang)}: memo-${lang}.pdf` }).click();
      const dialog = page.getByRole('dialog');
      const name = dialog.getByLabel(say(w.newName, lang));
      await name.fill(' ');
      await dialog.getByRole('button', { name: say(w.save, lang) }).click();
      await dialog.getByText(say(w.nameRequired, lang)).waitFor();
      await name.fill(`Court memo ${lang}`);
      await shot(page, `case-documents-rename-${lang}.png`, { fullPage: true });
      await dialog.getByRole('button', { name: say(w.save, lang) }).click();
      await expectToast(page, say(w.renamed, lang));
      await row(page, `Court memo ${lang}`).waitFor();
      expect(await row(page, `memo-${lang}.pdf`).count()).toBe(0);
    });
  });

  it('deletes a document after a confirmation naming it', async () => {
    await onDocuments(lang, async (page) => {
      await page.getByRole('button', { name: `${say(w.delete, lang)}: judgment-${lang}.pdf` }).click();
      await page.getByRole('dialog').getByText(say(w.deleteQuestion, lang, { name: `judgment-${lang}.pdf` })).waitFor();
      await shot(page, `case-documents-delete-${lang}.png`, { fullPage: true });
      await page.getByRole('dialog').getByRole('button', { name: say(w.yesDelete, lang) }).click();
      await expectToast(page, say(w.deleted, lang));
      await expect.poll(() => row(page, `judgment-${lang}.pdf`).count()).toBe(0);
      await row(page, `exhibit-${lang}.pdf`).waitFor();
    });
  });

  it('names what goes with a deleted hearing', async () => {
    await onPage(lang, `/lawyer/cases/${caseId}`, async (page) => {
      await tab(page, say(casesWording.detail.tabs.hearings, lang)).click();
      const hearing = page.getByRole('row').filter({ hasText: `Hall ${lang}` });
      await hearing.getByRole('button', { name: say(w.hearingDeleteTitle, lang) }).click();
      const question = page.getByTestId('hearing-delete-question');
      await question.getByText(say(w.hearingGoesWith, lang)).waitFor();
      await question.getByText(say(w.hearingDocuments, lang, { count: 2 })).waitFor();
      await question.getByText(say(w.hearingMinutesFile, lang, { name: `minutes-${lang}.pdf` })).waitFor();
      await question.getByText(say(w.hearingMinutes, lang, { count: 1 })).waitFor();
      await shot(page, `case-documents-hearing-delete-${lang}.png`, { fullPage: true });
      await page.getByRole('dialog').getByRole('button', { name: say(w.cancel, lang) }).click();
    });
  });

  it("renames and deletes a client file's attachment", async () => {
    const file = (await fatima.client.get('/api/lawyer/files')).body[0];
    const added = upload('file', `contract-${lang}.pdf`);
    added.append('category', 'contract');
    expect((await fatima.client.post(`/api/lawyer/files/${file.id}/documents`, added)).status).toBe(201);
    await onPage(lang, `/lawyer/files/${file.id}`, async (page) => {
      await row(page, `contract-${lang}.pdf`).getByRole('button', { name: say(w.rename, lang) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(say(w.newName, lang)).fill(`Supply contract ${lang}.pdf`);
      await dialog.getByRole('button', { name: say(w.save, lang) }).click();
      await expectToast(page, say(w.renamed, lang));
      await row(page, `Supply contract ${lang}.pdf`).getByRole('button', { name: say(w.delete, lang) }).click();
      await page.getByRole('dialog').getByText(say(w.deleteAttachmentQuestion, lang, { name: `Supply contract ${lang}.pdf` })).waitFor();
      await shot(page, `file-attachment-delete-${lang}.png`, { fullPage: true });
      await page.getByRole('dialog').getByRole('button', { name: say(w.yesDelete, lang) }).click();
      await expectToast(page, say(w.deleted, lang));
      await expect.poll(() => row(page, `Supply contract ${lang}.pdf`).count()).toBe(0);
    });
  });
});
