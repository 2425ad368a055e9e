import { describe, expect, it } from 'vitest';
import type { SeededFirm } from '../support/seededFirm.js';
import { billingFirmForSuite, daysAgo, ok } from '../support/billing.js';

/**
 * What billing staff review before drafting, over HTTP. The time entries' totals on the seeded firm (GET /api/billing/time-entries/totals):
 * the sums of every entry the list answers with the same filter, in the caller's scope (a lawyer
 * their own time, billing staff everyone's); each entry's amount rounded to the fils at its rate
 * before they are added; the list's filters apply (period, lawyer, client, billed, search); a bad
 * filter is refused on its name; the answer is no list (no Content-Range). Everyone's expenses
 * filtered by billed or not, as time is.
 */
type Client = SeededFirm['admin'];
type Rec = Record<string, any>;

let firm: SeededFirm;
let omar: Client;
let fatima: Client;
let admin: Client;
let theCase: Rec;
let clientId: number;

billingFirmForSuite((f) => void ({ firm, admin, omar, fatima, theCase, clientId } = f));

const day = daysAgo(40);
const dayBefore = daysAgo(41);
const query = (filter: Rec) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;
const totals = async (as: Client, filter: Rec) => (await ok('totals', as.get(`/api/billing/time-entries/totals?${query(filter)}`))) as Rec;
const listed = async (as: Client, filter: Rec) => (await ok('time entries', as.get(`/api/billing/time-entries?${query(filter)}`))) as Rec[];
const time = async (as: Client, body: Rec) => ok('time recorded', as.post('/api/billing/time-entries', { activity: 'drafting', billable: true, ...body }), [201]);

describe('time entries totals', () => {
  it("sums the filtered entries to the fils: a lawyer their own, billing staff everyone's", async () => {
    // a case of Fatima's without Omar's client, so that the client's filter leaves her time out
    const fatimasCase = ((await ok("Fatima's cases", fatima.get('/api/lawyer/cases'))) as Rec[]).find((c) => !(c.plaintiffs ?? []).some((p: Rec) => p.clientId === clientId))!;
    expect(fatimasCase, "a case of Fatima's without Omar's client").toBeDefined();
    // 25 minutes at 333.33 an hour: 138.8875, so 138.89; 10 minutes at 100.01, not billable: 16.6683, so 16.67
    await time(omar, { caseId: theCase.id, date: day, minutes: 25, description: 'Drafted the hearing memorandum', rate: '333.33' });
    await time(omar, { caseId: theCase.id, date: day, minutes: 10, description: 'Filed the papers', rate: '100.01', billable: false });
    await time(omar, { caseId: theCase.id, date: dayBefore, minutes: 60, description: 'Read the file', rate: '500' });
    await time(fatima, { caseId: fatimasCase.id, date: day, minutes: 90, description: 'Reviewed the contract', rate: '1000' });

    const omars = { entries: 2, minutes: 35, billableMinutes: 25, amount: '155.56', amountFils: 15_556, billableAmount: '138.89', billableAmountFils: 13_889 };
    expect(await totals(omar, { from: day, to: day })).toEqual(omars);
    expect(await totals(omar, { from: dayBefore, to: day })).toEqual({ entries: 3, minutes: 95, billableMinutes: 85, amount: '655.56', amountFils: 65_556, billableAmount: '638.89', billableAmountFils: 63_889 });
    // Fatima's own only, whatever the filter asks
    expect(await totals(fatima, { from: day, to: day })).toEqual({ entries: 1, minutes: 90, billableMinutes: 90, amount: '1500.00', amountFils: 150_000, billableAmount: '1500.00', billableAmountFils: 150_000 });
    expect(await totals(fatima, { from: day, to: day, userId: firm.omar.user.id })).toMatchObject({ entries: 0, minutes: 0, amount: '0.00' });
    // billing staff: everyone's, the sum of each entry's rounded amount (1,655.56; 125 minutes at their rates would not round so)
    const everyone = await totals(admin, { from: day, to: day });
    expect(everyone).toEqual({ entries: 3, minutes: 125, billableMinutes: 115, amount: '1655.56', amountFils: 165_556, billableAmount: '1638.89', billableAmountFils: 163_889 });
    // the list with the same filter, every page of it, adds up to the same
    const rows = await listed(admin, { from: day, to: day });
    expect(rows.reduce((s, r) => s + r.minutes, 0)).toBe(everyone.minutes);
    expect(rows).toHaveLength(everyone.entries);
  }, 60_000);

  it("takes the list's filters: a lawyer, a client, billed or not, a search", async () => {
    expect(await totals(admin, { from: day, to: day, userId: firm.omar.user.id })).toMatchObject({ entries: 2, minutes: 35, amount: '155.56' });
    expect(await totals(admin, { from: day, to: day, clientIds: clientId })).toMatchObject({ entries: 2, amount: '155.56' });
    expect(await totals(admin, { from: day, to: day, q: 'memorandum' })).toMatchObject({ entries: 1, minutes: 25, amount: '138.89' });
    // a draft of the client's day bills Omar's billable entry (the one not billable stays out)
    await ok('a draft', admin.post('/api/billing/invoices', { clientId, caseId: theCase.id, from: day, to: day }), [201]);
    expect(await totals(admin, { from: day, to: day, billed: true })).toEqual({ entries: 1, minutes: 25, billableMinutes: 25, amount: '138.89', amountFils: 13_889, billableAmount: '138.89', billableAmountFils: 13_889 });
    expect(await totals(admin, { from: day, to: day, billed: false })).toMatchObject({ entries: 2, minutes: 100, billableMinutes: 90, amount: '1516.67', billableAmount: '1500.00' });
    expect(await totals(omar, { billed: true, from: dayBefore, to: day })).toMatchObject({ entries: 1, amount: '138.89' });
  }, 60_000);

  it('is one answer, not a list, and refuses a bad filter on its name in both languages', async () => {
    const res = await admin.get(`/api/billing/time-entries/totals?${query({ from: day, to: day })}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBeNull();
    const noFilter = await ok('no filter', admin.get('/api/billing/time-entries/totals'));
    expect(noFilter.entries).toBeGreaterThanOrEqual(4);
    for (const [filter, field] of [[{ billed: 'yes' }, 'billed'], [{ from: '2026-13-01' }, 'from']] as const) {
      const bad = await admin.get(`/api/billing/time-entries/totals?${query(filter)}`);
      expect(bad.status, bad.text).toBe(400);
      expect(bad.body).toMatchObject({ errors: [{ field, message: expect.any(String), messageAr: expect.stringMatching(/[\u0600-\u06FF]/) }] });
    }
    const notJson = await admin.get('/api/billing/time-entries/totals?filter=%7Bnot');
    expect(notJson.status).toBe(400);
    expect(notJson.body).toMatchObject({ errors: [{ field: 'filter' }] });
  });
});

describe('expenses billed or not', () => {
  it('the expenses list takes `billed` as the time entries list does', async () => {
    const paid = daysAgo(50);
    const expense = (amount: string, description: string) => ok('an expense', omar.post('/api/billing/expenses', { caseId: theCase.id, date: paid, amount, expenseType: 'court_fees', description }), [201]);
    const drafted = await expense('250.00', 'Filing fee');
    await ok('a draft', admin.post('/api/billing/invoices', { clientId, caseId: theCase.id, from: paid, to: paid }), [201]);
    const later = await expense('80.50', 'Copies of the judgment');
    const ids = async (filter: Rec) => ((await ok('expenses', admin.get(`/api/billing/expenses?${query({ from: paid, to: paid, ...filter })}`))) as Rec[]).map((e) => e.id);
    expect(await ids({ billed: true })).toEqual([drafted.id]);
    expect(await ids({ billed: false })).toEqual([later.id]);
    expect((await ids({ caseId: theCase.id })).sort()).toEqual([drafted.id, later.id].sort());
    const bad = await admin.get(`/api/billing/expenses?${query({ billed: 'yes' })}`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: [{ field: 'billed' }] });
  }, 60_000);
});
