import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, dayIn } from '@lawfirm/contracts';
import { invoiceWording } from '../../console/src/resources/invoices/wording.js';
import { LANGS, choose, datePicker, expectToast, input, say, select, signedInPage, typeDate, type Lang } from './support.js';
import { axeViolations } from './support/axe.js';
import { seededPortal, superAdmin } from './support/suite.js';
import { BILLED_CLIENT, fatimasHoursForClient, latin } from './support/billing.js';

// An invoice in another currency from the console, in English then Arabic: the draft dialog asks
// the exchange rate only once another currency than AED is chosen; the invoice's page shows the
// rate, the totals in USD and the totals in AED; the rate is changed from the page before approval.
const portal = seededPortal();
const CLIENT = BILLED_CLIENT;
const today = () => dayIn('Asia/Dubai', new Date());
/** each language bills its own day of time */
const dayOf = (lang: Lang) => addDays(today(), lang === 'en' ? -6 : -5);

const textOf = async (page: Page, testId: string) => latin(await page.getByTestId(testId).innerText());

// 90 minutes at AED 1,000 an hour: 1,500.00 net, 75.00 VAT, 1,575.00 in all; at 3.75 AED per USD: 400.00, 20.00, 420.00
beforeAll(() => fatimasHoursForClient(portal, dayOf, (lang) => `Advice billed in USD (${lang})`), 60_000);

describe.each(LANGS)('an invoice in another currency (%s)', (lang: Lang) => {
  it('is drafted in USD at a rate, shows its figures in USD and in AED, and its rate is changed before approval', async () => {
    const w = invoiceWording;
    const t = (pair: { en: string; ar: string }, values?: Record<string, string | number>) => say(pair, lang, values);
    const { context, page } = await signedInPage(portal.browser, portal.server.url, lang, superAdmin(portal.server), undefined, '/management/invoices');

    await page.getByRole('button', { name: t(w.add), exact: true }).click();
    const draft = page.getByRole('dialog', { name: t(w.draft.title) });
    await choose(draft, t(w.draft.client), CLIENT[lang]);
    await typeDate(datePicker(draft, t(w.draft.from)), dayOf(lang), lang);
    await typeDate(datePicker(draft, t(w.draft.to)), dayOf(lang), lang);
    await expect.poll(() => select(draft, t(w.draft.case)).isEnabled()).toBe(true);
    // in AED, no rate is asked
    expect(await input(draft, t(w.draft.exchangeRate)).count()).toBe(0);
    await choose(draft, t(w.draft.currency), 'USD');
    await input(draft, t(w.draft.exchangeRate)).fill('3.75');
    expect(await axeViolations(page)).toEqual([]);
    await draft.getByRole('button', { name: t(w.draft.save), exact: true }).click();
    await expectToast(page, t(w.draft.saved));

    await page.getByRole('heading', { level: 1, name: t(w.show.titleDraft) }).waitFor();
    expect(await textOf(page, 'invoice-exchange-rate')).toContain('3.75');
    await expect.poll(() => textOf(page, 'invoice-totals-in-currency')).toContain('420.00');
    expect(await textOf(page, 'invoice-totals-in-currency')).toContain('USD');
    expect(await textOf(page, 'invoice-totals')).toContain('1,575.00');
    expect(await textOf(page, 'invoice-totals')).toContain('75.00');

    // the rate of the day of supply: 1,575.00 at 4 is USD 393.75
    await page.getByRole('button', { name: t(w.actions.changeRate), exact: true }).click();
    const rate = page.getByRole('dialog', { name: t(w.actions.rateTitle) });
    await input(rate, t(w.show.exchangeRate)).fill('4');
    expect(await axeViolations(page)).toEqual([]);
    await rate.getByRole('button', { name: t(w.actions.changeRate), exact: true }).click();
    await expectToast(page, t(w.actions.rateChanged));
    await rate.waitFor({ state: 'detached' });
    await expect.poll(() => textOf(page, 'invoice-totals-in-currency')).toContain('393.75');
    expect(await textOf(page, 'invoice-totals')).toContain('1,575.00');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
