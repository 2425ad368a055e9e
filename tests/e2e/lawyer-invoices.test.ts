import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayIn } from '@lawfirm/contracts';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { invoiceWording } from '../../console/src/resources/invoices/wording.js';
import { lawyerInvoicesWording } from '../../console/src/lawyer/invoices/wording.js';
import { directionOf, say, shot, signedInPage, LANGS, type Lang } from './support.js';
import { axeViolations } from './support/axe.js';
import { seededPortal } from './support/suite.js';
import { api, login } from '../support/server.js';
import { latin } from './support/billing.js';

// A lawyer reads the invoices of her cases: billing staff issue (through the API) one invoice of a
// court fee on one of Fatima's cases and one on a case she is not on; her Invoices screen lists the
// first only, with its total in the page's language, its page shows the total and no command, and
// its PDF in English, Arabic or both downloads as a PDF; axe-core on the list and the page.
const portal = seededPortal();
const LAWYER = { username: 'fatima.zaabi@alnoor-law.ae', password: DEMO_EMPLOYEE_PASSWORD };
const day = () => addDays(dayIn('Asia/Dubai', new Date()), -4);
/** a court fee is outside VAT: the invoice's total is the fee */
const FEE = '1250.50';
const TOTAL = '1,250.50';

type Case = { id: number; caseNumber: string; lawyerIds?: number[]; plaintiffs?: { clientId?: number }[] };
let mine: { id: number; number: string; caseNumber: string };
let other: { id: number; number: string };


beforeAll(async () => {
  const admin = api(portal.server.url, portal.adminToken);
  const fatima = await login(portal.server.url, LAWYER.username, LAWYER.password, 'employee');
  const hers = (await fatima.client.get(`/api/lawyer/cases?${new URLSearchParams({ range: JSON.stringify([0, 999]) })}`)).body as Case[];
  const all = (await admin.get(`/api/cases?${new URLSearchParams({ range: JSON.stringify([0, 999]) })}`)).body as Case[];
  const clientOf = (c: Case) => (c.plaintiffs ?? []).find((p) => p.clientId)?.clientId;
  const herCase = hers.find((c) => clientOf(c))!;
  const notHers = all.find((c) => clientOf(c) && !hers.some((h) => h.id === c.id))!;
  expect(herCase && notHers, 'a case of hers and one not hers, each with a client').toBeTruthy();
  /** a court fee on the case, drafted into an invoice of that case, approved and issued */
  const issue = async (c: Case) => {
    const fee = await admin.post('/api/billing/expenses', { caseId: c.id, date: day(), amount: FEE, expenseType: 'court_fees', description: 'Filing fee' });
    expect(fee.status, fee.text).toBe(201);
    const draft = await admin.post('/api/billing/invoices', { clientId: clientOf(c), caseId: c.id, from: day(), to: day() });
    expect(draft.status, draft.text).toBe(201);
    expect(draft.body.total).toBe(FEE);
    const approved = await admin.post(`/api/billing/invoices/${draft.body.id}/approve`, {});
    expect(approved.status, approved.text).toBe(200);
    const issued = await admin.post(`/api/billing/invoices/${draft.body.id}/issue`, {});
    expect(issued.status, issued.text).toBe(200);
    return { id: draft.body.id as number, number: issued.body.number as string, caseNumber: c.caseNumber };
  };
  mine = await issue(herCase);
  other = await issue(notHers);
}, 60_000);

describe.each(LANGS)('a lawyer reads the invoices of her cases (%s)', (lang: Lang) => {
  it('lists the invoice of her case and not the other, shows its page with its total and downloads its PDF', async () => {
    const w = invoiceWording;
    const t = (pair: { en: string; ar: string }, values?: Record<string, string | number>) => say(pair, lang, values);
    const { context, page } = await signedInPage(portal.browser, portal.server.url, lang, LAWYER);

    // from the sidebar
    await page.getByRole('link', { name: t(lawyerInvoicesWording.title), exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: t(lawyerInvoicesWording.title) }).waitFor();
    expect(await directionOf(page)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    const link = page.getByRole('link', { name: mine.number, exact: true });
    await link.waitFor();
    const row = page.getByRole('row').filter({ has: link });
    await expect.poll(async () => latin(await row.innerText())).toContain(mine.caseNumber);
    expect(latin(await row.innerText())).toContain(TOTAL);
    expect(await row.innerText()).toContain(t(w.statuses.issued));
    expect(await page.getByRole('link', { name: other.number, exact: true }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `lawyer-invoices-list-${lang}.png`);

    // its page: the total in the page's language, no command of billing staff
    await link.click();
    await page.getByRole('heading', { level: 1, name: t(w.show.title, { number: mine.number }) }).waitFor();
    const total = latin(await page.getByTestId('invoice-total').innerText());
    expect(total).toContain(TOTAL);
    expect(total).toContain(lang === 'ar' ? 'درهم' : 'AED');
    for (const action of [w.actions.approve, w.actions.issue, w.actions.void, w.actions.pay, w.actions.credit, w.actions.email])
      expect(await page.getByRole('button', { name: t(action), exact: true }).count()).toBe(0);

    expect(await axeViolations(page)).toEqual([]);

    // the PDF in the three languages' buttons; the page's own language downloaded
    for (const pdf of [w.show.pdfBoth, w.show.pdfEn, w.show.pdfAr]) await page.getByRole('button', { name: t(pdf), exact: true }).waitFor();
    const served = page.waitForResponse((r) => r.url().includes(`/api/billing/invoices/${mine.id}/pdf?lang=${lang}`));
    const tab = context.waitForEvent('page');
    await page.getByRole('button', { name: t(lang === 'ar' ? w.show.pdfAr : w.show.pdfEn), exact: true }).click();
    const response = await served;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    // the tab shows what was fetched: a PDF
    const opened = await tab;
    await opened.waitForURL(/^blob:/);
    expect(await opened.evaluate(async () => new TextDecoder().decode((await (await fetch(location.href)).arrayBuffer()).slice(0, 5)))).toBe('%PDF-');
    await opened.close();

    // the other invoice's page is not hers
    expect((await (await login(portal.server.url, LAWYER.username, LAWYER.password, 'employee')).client.get(`/api/billing/invoices/${other.id}`)).status).not.toBe(200);
    await shot(page, `lawyer-invoices-show-${lang}.png`, { fullPage: true });
    await context.close();
  });
});
