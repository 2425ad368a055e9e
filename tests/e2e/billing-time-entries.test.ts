import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, dayIn } from '@lawfirm/contracts';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { timeEntryI18n } from '../../console/src/resources/timeEntries/i18n.js';
import { timeEntryWording } from '../../console/src/resources/timeEntries/wording.js';
import { expenseWording } from '../../console/src/resources/expenses/wording.js';
import { LANGS, datePicker, directionOf, say, select, shot, signedInPage, typeDate, type Lang } from './support.js';
import { axeViolations } from './support/axe.js';
import { seededPortal, superAdmin } from './support/suite.js';
import { api, login } from '../support/server.js';
import { BILLED_CLIENT, latin } from './support/billing.js';

// Everyone's time for billing staff, in English then Arabic: two lawyers' time of one day
// (recorded through the API, one day per language; one of Fatima's entries drafted into an
// invoice) listed with the amounts in AED and their totals; filtered by one lawyer, then by
// unbilled, the totals following. Then everyone's expenses of that day: Fatima's court fee drafted
// with her time, Omar's translation unbilled with its receipt.
const portal = seededPortal();
const today = () => dayIn('Asia/Dubai', new Date());
/** each language reviews its own day of time */
const dayOf = (lang: Lang) => addDays(today(), lang === 'en' ? -12 : -11);
const said = {
  fatimaBilled: { en: 'Drafted the claim', ar: 'صياغة صحيفة الدعوى' },
  fatimaOpen: { en: 'Reviewed the expert report', ar: 'مراجعة تقرير الخبير' },
  omar: { en: 'Attended the hearing', ar: 'حضور الجلسة' },
  fatimasFee: { en: 'Filing fee', ar: 'رسم القيد' },
  omarsTranslation: { en: 'Translated the contract', ar: 'ترجمة العقد' },
};
const names: Record<'fatima' | 'omar', { en: string; ar: string }> = { fatima: { en: '', ar: '' }, omar: { en: '', ar: '' } };

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
/** the totals above the list, their digits read as Latin ones */
const totalsOf = async (page: Page, lang: Lang) => latin(await page.getByRole('status', { name: say(timeEntryWording.totals, lang) }).innerText());

beforeAll(async () => {
  const admin = api(portal.server.url, portal.adminToken);
  const fatima = await login(portal.server.url, 'fatima.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
  const omar = await login(portal.server.url, 'omar.haddad@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
  for (const [who, session] of [['fatima', fatima], ['omar', omar]] as const) {
    const employee = (await admin.get(`/api/employees/${session.user.id}`)).body as { fullNameEn: string; fullNameAr: string };
    names[who] = { en: employee.fullNameEn, ar: employee.fullNameAr };
  }
  const clients = (await admin.get(`/api/clients?${new URLSearchParams({ filter: JSON.stringify({ q: 'Emirates Trading' }) })}`)).body as { id: number; fullNameEn: string }[];
  const clientId = clients.find((c) => c.fullNameEn === BILLED_CLIENT.en)!.id;
  type LawyerCase = { id: number; plaintiffs?: { clientId?: number }[] };
  const fatimasCase = ((await fatima.client.get('/api/lawyer/cases')).body as LawyerCase[]).find((c) => (c.plaintiffs ?? []).some((p) => p.clientId === clientId))!;
  const omarsCase = ((await omar.client.get('/api/lawyer/cases')).body as LawyerCase[]).find((c) => c.id !== fatimasCase.id)!;
  const record = async (session: typeof fatima, body: Record<string, unknown>) => {
    const res = await session.client.post('/api/billing/time-entries', { activity: 'drafting', billable: true, ...body });
    expect(res.status, res.text).toBe(201);
  };
  for (const lang of LANGS) {
    const day = dayOf(lang);
    // 20 minutes at AED 333.33 an hour: 111.11, and a court fee of 1,250.50, drafted into an invoice
    await record(fatima, { caseId: fatimasCase.id, date: day, minutes: 20, description: said.fatimaBilled[lang], rate: '333.33' });
    const fee = await fatima.client.post('/api/billing/expenses', { caseId: fatimasCase.id, date: day, amount: '1250.50', expenseType: 'court_fees', description: said.fatimasFee[lang] });
    expect(fee.status, fee.text).toBe(201);
    const draft = await admin.post('/api/billing/invoices', { clientId, caseId: fatimasCase.id, from: day, to: day });
    expect(draft.status, draft.text).toBe(201);
    // then 45 minutes at 800.00: 600.00, and Omar's 90 minutes at 1,000.00: 1,500.00, both unbilled
    await record(fatima, { caseId: fatimasCase.id, date: day, minutes: 45, activity: 'review', description: said.fatimaOpen[lang], rate: '800' });
    await record(omar, { caseId: omarsCase.id, date: day, minutes: 90, activity: 'hearing_attendance', description: said.omar[lang], rate: '1000' });
    // Omar's translation of 420.00, unbilled, with its receipt
    const translation = await omar.client.post('/api/billing/expenses', { caseId: omarsCase.id, date: day, amount: '420', expenseType: 'translation', description: said.omarsTranslation[lang] });
    expect(translation.status, translation.text).toBe(201);
    const receipt = new FormData();
    receipt.append('receipt', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), 'translation-receipt.pdf');
    const attached = await omar.client.post(`/api/billing/expenses/${translation.body.id}/receipt`, receipt);
    expect(attached.status, attached.text).toBe(201);
  }
}, 60_000);

describe.each(LANGS)('time entries for billing staff (%s)', (lang: Lang) => {
  it("lists two lawyers' time with its amounts, and filters by lawyer and by unbilled", async () => {
    const t = (pair: { en: string; ar: string }) => say(pair, lang);
    const f = timeEntryI18n.fields;
    const { context, page } = await signedInPage(portal.browser, portal.server.url, lang, superAdmin(portal.server), undefined, '/management/time-entries');
    expect(await directionOf(page)).toBe(lang === 'ar' ? 'rtl' : 'ltr');

    // the language's day only
    await typeDate(datePicker(page, t(f.from)), dayOf(lang), lang);
    await typeDate(datePicker(page, t(f.to)), dayOf(lang), lang);
    await expect.poll(() => page.getByRole('row').count()).toBe(4);
    const billed = rowOf(page, said.fatimaBilled[lang]);
    const open = rowOf(page, said.fatimaOpen[lang]);
    const omars = rowOf(page, said.omar[lang]);
    expect(latin(await billed.innerText())).toContain('111.11');
    expect(await billed.innerText()).toContain(t(timeEntryWording.billed));
    expect(await billed.innerText()).toContain(names.fatima[lang]);
    expect(latin(await open.innerText())).toContain('600.00');
    expect(await open.innerText()).toContain(t(timeEntryWording.unbilled));
    const omarText = latin(await omars.innerText());
    expect(omarText).toContain('1,500.00');
    expect(omarText).toContain('1,000.00');
    expect(omarText).toContain('1:30');
    expect(await omars.innerText()).toContain(names.omar[lang]);
    // the amount in the language's words for the dirham
    expect(await omars.innerText()).toContain(lang === 'ar' ? 'درهم' : 'AED');
    // the day's totals, every page's: 2:35 of time, all of it billable, 111.11 + 600.00 + 1,500.00
    await expect.poll(() => totalsOf(page, lang)).toContain('2,211.11');
    const totals = await totalsOf(page, lang);
    for (const words of [timeEntryWording.hours, timeEntryWording.billableHours, timeEntryWording.amount, timeEntryWording.billableAmount]) expect(totals).toContain(t(words));
    expect(totals.match(/2:35/g)).toHaveLength(2);
    expect(totals).toContain(lang === 'ar' ? 'درهم' : 'AED');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `billing-time-entries-${lang}.png`);

    // one lawyer: Fatima's two entries, not Omar's
    await select(page, t(f.userId)).fill(names.fatima[lang].split(' ')[0]);
    await page.getByRole('listbox').getByRole('option', { name: names.fatima[lang], exact: true }).click();
    await omars.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('row').count()).toBe(3);
    await expect.poll(() => totalsOf(page, lang)).toContain('711.11');
    expect(await totalsOf(page, lang)).toContain('1:05');

    // and unbilled: the one not drafted
    await select(page, t(f.billed)).click();
    await page.getByRole('listbox').getByRole('option', { name: t(timeEntryI18n.billedChoices.unbilled), exact: true }).click();
    await billed.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    expect(latin(await open.innerText())).toContain('600.00');
    await expect.poll(() => totalsOf(page, lang)).not.toContain('711.11');
    expect(await totalsOf(page, lang)).toMatch(/0:45[\s\S]*0:45[\s\S]*600\.00[\s\S]*600\.00/);
    await context.close();
  });

  it("lists everyone's expenses of the day: type, amount, VAT treatment, billed or not, the receipt", async () => {
    const t = (pair: { en: string; ar: string }) => say(pair, lang);
    const filter = encodeURIComponent(JSON.stringify({ from: dayOf(lang), to: dayOf(lang) }));
    const { context, page } = await signedInPage(portal.browser, portal.server.url, lang, superAdmin(portal.server), undefined, `/management/expenses?filter=${filter}`);
    await expect.poll(() => page.getByRole('row').count()).toBe(3);
    const fee = rowOf(page, said.fatimasFee[lang]);
    const translation = rowOf(page, said.omarsTranslation[lang]);
    const feeText = await fee.innerText();
    expect(latin(feeText)).toContain('1,250.50');
    expect(feeText).toContain(t(expenseWording.types.court_fees));
    expect(feeText).toContain(t(expenseWording.vat.out_of_scope));
    expect(feeText).toContain(t(expenseWording.noReceipt));
    // the invoice and the client are read from their own APIs
    await expect.poll(async () => fee.innerText()).toContain(t(expenseWording.billed));
    expect(await fee.innerText()).not.toContain(t(expenseWording.unbilled));
    await expect.poll(async () => fee.innerText()).toContain(BILLED_CLIENT[lang]);
    const translationText = await translation.innerText();
    expect(latin(translationText)).toContain('420.00');
    expect(translationText).toContain(t(expenseWording.types.translation));
    expect(translationText).toContain(t(expenseWording.vat.standard));
    expect(translationText).toContain(t(expenseWording.unbilled));
    await translation.getByRole('button', { name: `${t(expenseWording.openReceipt)}: translation-receipt.pdf` }).waitFor();
    // billing lists offer no delete, and the page is in the language's menu and direction
    expect(await page.getByRole('button', { name: /delete|حذف/i }).count()).toBe(0);
    expect(await directionOf(page)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `billing-expenses-${lang}.png`);
    await context.close();
  });
});
