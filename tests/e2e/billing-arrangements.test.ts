import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@lawfirm/contracts';
import { caseBillingWording } from '../../console/src/resources/caseBilling/wording.js';
import { invoiceWording } from '../../console/src/resources/invoices/wording.js';
import { methodWords } from '../../console/src/resources/payments/i18n.js';
import { paymentWording } from '../../console/src/resources/payments/wording.js';
import { LANGS, choose, directionOf, expectToast, input, say, shot, signedInPage, type Lang } from './support.js';
import { shotOf } from './support/shot.js';
import { axeViolations } from './support/axe.js';
import { seededPortal, superAdmin } from './support/suite.js';
import { api } from '../support/server.js';
import { latin } from './support/billing.js';

// Billing staff set a case's fee arrangement and retainer, in English then Arabic (a case each):
// a fixed fee in two stages, the first marked reached today, a draft of the case from its page
// bills it (the draft's page opens; drafted again, nothing is left to bill) and the page shows it
// billed; a retainer agreed, a payment into it, its balance shown; the case billing list shows the
// fixed fee and the money held.
const portal = seededPortal();
const STAGES = {
  en: [{ description: 'Filing the claim', amount: '12000' }, { description: 'First-instance judgment', amount: '8000' }],
  ar: [{ description: 'قيد الدعوى', amount: '12000' }, { description: 'صدور حكم أول درجة', amount: '8000' }],
};

interface CaseRow { id: number; caseNumber: string | null; plaintiffs?: { clientId?: number }[] }
const cases: Partial<Record<Lang, { id: number; clientId: number }>> = {};

beforeAll(async () => {
  const rows = (await api(portal.server.url, portal.adminToken).get(`/api/cases?${new URLSearchParams({ range: JSON.stringify([0, 49]) })}`)).body as CaseRow[];
  const billable = rows.filter((c) => (c.plaintiffs ?? []).filter((p) => typeof p.clientId === 'number').length === 1);
  LANGS.forEach((lang, i) => {
    cases[lang] = { id: billable[i].id, clientId: billable[i].plaintiffs!.find((p) => typeof p.clientId === 'number')!.clientId! };
  });
}, 60_000);

describe.each(LANGS)('case billing (%s)', (lang: Lang) => {
  it('sets a fixed fee in stages, bills a stage reached, and funds a retainer', async () => {
    const w = caseBillingWording;
    const t = (pair: { en: string; ar: string }, values?: Record<string, string | number>) => say(pair, lang, values);
    const theCase = cases[lang]!;
    const { context, page } = await signedInPage(portal.browser, portal.server.url, lang, superAdmin(portal.server), undefined, '/management/case-billing');
    expect(await directionOf(page)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    await page.locator(`a[href$="/management/case-billing/${theCase.id}/show"]`).click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('fee-kind').innerText()).toBe(t(w.kinds.hourly));

    // a fixed fee in two stages
    await page.getByRole('button', { name: t(w.arrangement.edit), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t(w.arrangementDialog.title) });
    await dialog.getByRole('radio', { name: t(w.kinds.fixedFee) }).check();
    for (const [i, stage] of STAGES[lang].entries()) {
      await dialog.getByRole('button', { name: t(w.arrangementDialog.addStage) }).click();
      await input(dialog, t(w.arrangementDialog.description)).nth(i).fill(stage.description);
      await input(dialog, t(w.arrangementDialog.amount)).nth(i).fill(stage.amount);
    }
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `billing-arrangements-dialog-${lang}.png`);
    // an amount of nothing: the server's refusal lands on that stage's amount
    const secondAmount = input(dialog, t(w.arrangementDialog.amount)).nth(1);
    await secondAmount.fill('0');
    await dialog.getByRole('button', { name: t(w.arrangementDialog.save), exact: true }).click();
    await expect.poll(() => secondAmount.getAttribute('aria-invalid')).toBe('true');
    await secondAmount.fill(STAGES[lang][1].amount);
    await dialog.getByRole('button', { name: t(w.arrangementDialog.save), exact: true }).click();
    await expectToast(page, t(w.arrangementDialog.saved));
    await dialog.waitFor({ state: 'detached' });
    const first = page.getByRole('row').filter({ hasText: STAGES[lang][0].description });
    await expect.poll(async () => latin(await first.innerText())).toContain('12,000.00');

    // the first stage reached today, then billed by a draft of the case
    await first.getByRole('button', { name: t(w.arrangement.markReachedOf, { stage: STAGES[lang][0].description }) }).click();
    const reached = page.getByRole('dialog', { name: t(w.reachedDialog.title) });
    await reached.getByRole('button', { name: t(w.reachedDialog.save), exact: true }).click();
    await expectToast(page, t(w.reachedDialog.saved));
    await expect.poll(() => first.getByRole('button').count()).toBe(0);

    // drafted from the case's page: the case and its one client, the month so far; the draft's page opens
    const iw = invoiceWording;
    const caseUrl = page.url();
    await page.getByRole('button', { name: t(iw.add), exact: true }).click();
    const draft = page.getByRole('dialog', { name: t(iw.draft.title) });
    expect(await axeViolations(page)).toEqual([]);
    await shotOf(draft, `billing-arrangements-draft-${lang}.png`);
    await draft.getByRole('button', { name: t(iw.draft.save), exact: true }).click();
    await expectToast(page, t(iw.draft.saved));
    await page.waitForURL(/\/management\/invoices\/\d+\/show$/);
    await page.goto(caseUrl);
    await expect.poll(() => first.getByRole('link', { name: t(w.arrangement.billedOn) }).count()).toBe(1);
    // drafted again: nothing is left to bill, said in the page's language
    await page.getByRole('button', { name: t(iw.add), exact: true }).click();
    await page.getByRole('dialog', { name: t(iw.draft.title) }).getByRole('button', { name: t(iw.draft.save), exact: true }).click();
    await expectToast(page, t(messages['billing.nothingToBill']));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: t(iw.draft.title) }).waitFor({ state: 'detached' });
    const second = page.getByRole('row').filter({ hasText: STAGES[lang][1].description });
    expect(await second.innerText()).toContain(t(w.arrangement.notBilled));

    // a retainer of 5,000.00 agreed, 2,000.00 paid into it
    await page.getByRole('button', { name: t(w.retainer.agree), exact: true }).click();
    const agree = page.getByRole('dialog', { name: t(w.retainerDialog.title) });
    await input(agree, t(w.retainerDialog.amount)).fill('5000');
    await agree.getByRole('button', { name: t(w.retainerDialog.save), exact: true }).click();
    await expectToast(page, t(w.retainerDialog.saved));
    await page.getByRole('button', { name: t(w.retainer.pay), exact: true }).click();
    const pay = page.getByRole('dialog', { name: t(w.paymentDialog.title) });
    await input(pay, t(paymentWording.amount)).fill('2000');
    await choose(pay, t(paymentWording.method), t(methodWords.bank_transfer));
    expect(await axeViolations(page)).toEqual([]);
    await pay.getByRole('button', { name: t(paymentWording.save), exact: true }).click();
    await expectToast(page, t(paymentWording.saved));
    await pay.waitFor({ state: 'detached' });
    const retainer = page.getByTestId('retainer');
    await expect.poll(async () => latin(await retainer.innerText())).toContain('2,000.00');
    const text = latin(await retainer.innerText());
    expect(text).toContain('5,000.00');
    expect(text).toContain(t(w.retainer.held));

    expect(await directionOf(page)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `billing-arrangements-show-${lang}.png`, { fullPage: true });

    // the list: the case billed by a fixed fee, its retainer holding 2,000.00
    await page.getByRole('link', { name: t(w.show.back) }).click();
    const row = page.getByRole('row').filter({ has: page.locator(`a[href$="/management/case-billing/${theCase.id}/show"]`) });
    await expect.poll(async () => latin(await row.innerText())).toContain('2,000.00');
    expect(await row.innerText()).toContain(t(w.kinds.fixedFee));
    await shot(page, `billing-arrangements-list-${lang}.png`);
    await context.close();
  });
});
