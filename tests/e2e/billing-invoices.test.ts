import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, dayIn } from '@lawfirm/contracts';
import { invoiceWording } from '../../console/src/resources/invoices/wording.js';
import { methodWords } from '../../console/src/resources/payments/i18n.js';
import { paymentWording } from '../../console/src/resources/payments/wording.js';
import { LANGS, choose, datePicker, directionOf, expectToast, input, say, select, shot, signedInPage, typeDate, type Lang } from './support.js';
import { axeViolations } from './support/axe.js';
import { seededPortal } from './support/suite.js';
import { api } from '../support/server.js';
import { BILLED_CLIENT, aPartner, fatimasHoursForClient, latin } from './support/billing.js';
import type { Account } from './support/session.js';

// A partner's invoice from draft to payment, in English then Arabic: Fatima's unbilled time
// on a case of Emirates Trading (recorded through the API, one day per language) is drafted into
// an invoice for that day, approved, issued (its number shows), and paid in part from the
// invoice's page, whose outstanding amount goes down; axe-core on the dialogs and the page.
const portal = seededPortal();
const CLIENT = BILLED_CLIENT;
const today = () => dayIn('Asia/Dubai', new Date());
/** each language bills its own day of time */
const dayOf = (lang: Lang) => addDays(today(), lang === 'en' ? -3 : -2);
const DESCRIPTION = { en: 'Drafted the statement of claim', ar: 'صياغة صحيفة الدعوى' };

const outstanding = async (page: Page) => latin(await page.getByTestId('invoice-outstanding').innerText());

let partner: Account;
beforeAll(async () => {
  // 90 minutes at AED 1,000 an hour: 1,500.00 net, 75.00 VAT, 1,575.00 in all
  await fatimasHoursForClient(portal, dayOf, (lang) => DESCRIPTION[lang]);
  partner = await aPartner(portal);
}, 60_000);

describe.each(LANGS)('invoices (%s)', (lang: Lang) => {
  it('drafts, approves and issues an invoice, and a payment lowers what is outstanding', async () => {
    const w = invoiceWording;
    const t = (pair: { en: string; ar: string }, values?: Record<string, string | number>) => say(pair, lang, values);
    const { context, page } = await signedInPage(portal.browser, portal.server.url, lang, partner, undefined, '/management/invoices');
    expect(await directionOf(page)).toBe(lang === 'ar' ? 'rtl' : 'ltr');

    // the draft: the client and the language's day
    await page.getByRole('button', { name: t(w.add), exact: true }).click();
    const draft = page.getByRole('dialog', { name: t(w.draft.title) });
    await choose(draft, t(w.draft.client), CLIENT[lang]);
    await typeDate(datePicker(draft, t(w.draft.from)), dayOf(lang), lang);
    await typeDate(datePicker(draft, t(w.draft.to)), dayOf(lang), lang);
    await expect.poll(() => select(draft, t(w.draft.case)).isEnabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await draft.getByRole('button', { name: t(w.draft.save), exact: true }).click();
    await expectToast(page, t(w.draft.saved));

    // its page: the line, the totals, nothing owed yet
    await page.getByRole('heading', { level: 1, name: t(w.show.titleDraft) }).waitFor();
    await page.getByRole('cell', { name: DESCRIPTION[lang] }).waitFor();
    expect(latin(await page.getByTestId('invoice-totals').innerText())).toContain('1,575.00');
    await page.getByRole('button', { name: t(w.actions.approve), exact: true }).click();
    await expectToast(page, t(w.actions.approved));

    // issued: a number
    await page.getByRole('button', { name: t(w.actions.issue), exact: true }).click();
    const issue = page.getByRole('dialog', { name: t(w.actions.issueTitle) });
    await issue.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await issue.getByRole('button', { name: t(w.actions.issue), exact: true }).click();
    await expectToast(page, t(w.actions.issued));
    await expect.poll(async () => latin(await page.getByRole('heading', { level: 1 }).innerText())).toMatch(/INV-\d{6}/);
    await expect.poll(() => outstanding(page)).toContain('1,575.00');

    // a payment of 500.00 against it, from its page
    await page.getByRole('button', { name: t(w.actions.pay), exact: true }).click();
    const pay = page.getByRole('dialog', { name: t(paymentWording.title) });
    await input(pay, t(paymentWording.amount)).fill('500');
    await choose(pay, t(paymentWording.method), t(methodWords.bank_transfer));
    await pay.getByTestId('client-balance').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `billing-invoices-payment-${lang}.png`);
    await pay.getByRole('button', { name: t(paymentWording.save), exact: true }).click();
    await expectToast(page, t(paymentWording.saved));
    await pay.waitFor({ state: 'detached' });
    await expect.poll(() => outstanding(page)).toContain('1,075.00');

    // sent to the client by e-mail (the suite's portal has no mail server: kept in the outbox), handed to the e-invoicing provider
    const delivery = page.getByTestId('invoice-delivery');
    await expect.poll(() => delivery.innerText()).toContain(t(w.show.eInvoiceStatuses.submitted));
    await page.getByRole('button', { name: t(w.actions.email), exact: true }).click();
    const email = page.getByRole('dialog', { name: t(w.actions.emailTitle) });
    await input(email, t(w.actions.emailTo)).fill('accounts@client.example.ae');
    expect(await axeViolations(page)).toEqual([]);
    await email.getByRole('button', { name: t(w.actions.email), exact: true }).click();
    await expectToast(page, t(w.actions.emailSent));
    await email.waitFor({ state: 'detached' });
    // (the address isolated within the sentence: its marks dropped to compare; the job renders the PDF in both
    // languages first, the first render of the server loading the fonts: well over the page's usual wait when loaded)
    await expect.poll(async () => (await delivery.innerText()).replace(/[\u2066-\u2069]/g, ''), { timeout: 60_000 }).toContain(t(w.show.emailStatuses.outbox, { to: 'accounts@client.example.ae' }));

    // a credit note (issued through the API): its tax credit note PDF opens from beside it
    const invoiceId = Number(/invoices\/(\d+)/.exec(page.url())?.[1]);
    const credited = await api(portal.server.url, portal.adminToken).post(`/api/billing/invoices/${invoiceId}/credit-notes`, { reason: 'Fee reduced', lines: [{ line: 0, amount: '100.00' }] });
    expect(credited.status, credited.text).toBe(201);
    const pdfButton = page.getByRole('button', { name: t(w.show.creditNotePdfOf, { number: credited.body.creditNote }), exact: true });
    await expect.poll(async () => {
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      return pdfButton.count();
    }, { timeout: 15_000 }).toBe(1);
    expect(await pdfButton.innerText()).toBe(t(w.show.creditNotePdf));
    const served = page.waitForResponse((r) => r.url().includes(`/api/billing/invoices/${invoiceId}/credit-notes/`) && r.url().includes('/pdf'));
    const tab = page.context().waitForEvent('page');
    await pdfButton.click();
    const response = await served;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    await (await tab).close();

    expect(await directionOf(page)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `billing-invoices-show-${lang}.png`, { fullPage: true });

    // money on account (recorded through the API, 200.00 held as credit) put against the invoice from the payment's page
    const invoiceNumber = latin(await page.getByRole('heading', { level: 1 }).innerText()).match(/INV-\d{6}/)![0];
    const billing = api(portal.server.url, portal.adminToken);
    const { clientId } = (await billing.get(`/api/billing/invoices/${invoiceId}`)).body as { clientId: number };
    const onAccount = await billing.post('/api/billing/payments', { clientId, amount: '200', method: 'cheque', date: today(), reference: `CHQ-${lang}` });
    expect(onAccount.status, onAccount.text).toBe(201);
    await page.goto(`${portal.server.url}/management/payments/${onAccount.body.id}/show`);
    const held = page.getByTestId('payment-unallocated');
    await expect.poll(async () => latin(await held.innerText()), { timeout: 15_000 }).toContain('200.00');
    await page.getByRole('button', { name: t(paymentWording.allocate.open), exact: true }).click();
    const allocate = page.getByRole('dialog', { name: t(paymentWording.allocate.title) });
    await select(allocate, t(paymentWording.allocate.invoice)).click();
    await page.getByRole('listbox').getByRole('option').filter({ hasText: invoiceNumber }).click();
    expect(await axeViolations(page)).toEqual([]);
    await allocate.getByRole('button', { name: t(paymentWording.allocate.save), exact: true }).click();
    await expectToast(page, t(paymentWording.allocate.saved));
    await allocate.waitFor({ state: 'detached' });
    await expect.poll(async () => latin(await held.innerText())).toMatch(/(?<![\d,])0\.00/);
    const settled = page.getByRole('table', { name: t(paymentWording.show.allocations) });
    await expect.poll(async () => latin(await settled.innerText())).toContain('200.00');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `billing-payment-show-${lang}.png`, { fullPage: true });
    // the invoice: 970.00 outstanding after the credit note (105.00), now 770.00
    await settled.getByRole('link', { name: invoiceNumber }).click();
    await expect.poll(() => outstanding(page)).toContain('770.00');
    await context.close();
  });
});
