import { describe, expect, it } from 'vitest';
import { login, requestsHead } from '../support/server.js';
import type { SeededFirm } from '../support/seededFirm.js';
import { daysAgo, ok, billingFirmForSuite, today } from '../support/billing.js';
import { eventually } from '../support/eventually.js';

/**
 * Retainers over HTTP on the seeded firm: a case's retainer agreed, paid into, and drawn down by
 * the case's invoices as they are issued (in full, in part, several issued at once never taking
 * more than it holds); its balance and the client's; ended; bad input; callers without the grant.
 */
type Client = SeededFirm['admin'];
type Rec = Record<string, any>;

let firm: SeededFirm;
let omar: Client;
let admin: Client;
let theCase: Rec;
let clientId: number;

const fils = (aed: string) => Math.round(Number(aed) * 100);
const arabic = expect.stringMatching(/[\u0600-\u06FF]/);
const retainerPath = () => `/api/billing/cases/${theCase.id}/retainer`;
const retainer = () => ok('the retainer', admin.get(retainerPath()));
/** the retainer once the draw-down reaction has done what `check` waits for */
const retainerWhen = (what: string, check: (r: Rec) => boolean) => eventually(what, retainer, check, 20_000);
const invoice = (id: number) => ok('the invoice', admin.get(`/api/billing/invoices/${id}`));

/** an approved invoice of the case for Omar's hour on `day` at `rate` AED (plus 5% VAT), not yet issued */
async function approvedInvoice(day: string, rate: string): Promise<Rec> {
  await ok('time', omar.post('/api/billing/time-entries', { caseId: theCase.id, date: day, minutes: 60, activity: 'drafting', description: `Drafting ${day}`, billable: true, rate }));
  const draft = await ok('a draft', admin.post('/api/billing/invoices', { clientId, caseId: theCase.id, from: day, to: day }));
  return ok('approval', admin.post(`/api/billing/invoices/${draft.id}/approve`));
}
const issue = (id: number) => ok('issue', admin.post(`/api/billing/invoices/${id}/issue`, {}));

billingFirmForSuite((f) => void ({ firm, admin, omar, theCase, clientId } = f));

describe('billing retainers', () => {
  it('a retainer agreed and paid into is drawn down by the case\'s invoices as they are issued: in full, then in part; the balances follow', async () => {
    expect(await retainer()).toMatchObject({ caseId: theCase.id, agreement: null, deposited: '0.00', held: '0.00', due: '0.00', payments: [] });
    const agreed = await ok('agreed', admin.put(retainerPath(), { clientId, amount: '2000', replenishBelow: '500.00' }));
    expect(agreed).toMatchObject({ caseId: theCase.id, clientId, active: true, amount: '2000.00', replenishBelow: '500.00', agreedOn: today() });
    expect(await retainer()).toMatchObject({ agreement: { clientId, active: true, amount: '2000.00', replenishBelow: '500.00' }, due: '2000.00' });

    const paid = await ok('paid in', admin.post('/api/billing/payments', { clientId, amount: '1500.00', method: 'bank_transfer', date: today(), reference: 'TT-RET', retainerCaseId: theCase.id }));
    expect(paid).toMatchObject({ allocations: [], unallocated: '1500.00', retainerCaseId: theCase.id });
    expect(await retainer()).toMatchObject({ deposited: '1500.00', drawn: '0.00', held: '1500.00', due: '0.00', payments: [{ id: paid.id, amount: '1500.00', unallocated: '1500.00' }] });
    const before = await ok('the balance', admin.get(`/api/billing/clients/${clientId}/balance`));
    expect(fils(before.retainerHeld)).toBe(150_000);

    // AED 1,050.00 paid from the 1,500.00 held: 450.00 left, below the 500.00 level, so 1,550.00 is due to top it up
    const first = await issue((await approvedInvoice(daysAgo(3), '1000.00')).id);
    expect(first.total).toBe('1050.00');
    const afterFirst = await retainerWhen('the first invoice drawn', (r) => r.held === '450.00');
    expect(afterFirst).toMatchObject({ deposited: '1500.00', drawn: '1050.00', held: '450.00', due: '1550.00', payments: [{ allocations: [{ invoiceId: first.id, amount: '1050.00' }] }] });
    expect(await invoice(first.id)).toMatchObject({ paid: '1050.00', outstanding: '0.00' });

    // AED 525.00 and 450.00 held: paid in part
    const second = await issue((await approvedInvoice(daysAgo(4), '500.00')).id);
    await retainerWhen('the second invoice drawn', (r) => r.held === '0.00');
    expect(await invoice(second.id)).toMatchObject({ paid: '450.00', outstanding: '75.00' });
    const after = await ok('the balance', admin.get(`/api/billing/clients/${clientId}/balance`));
    expect(after.retainerHeld).toBe('0.00');
    expect(fils(after.unallocated) - fils(before.unallocated)).toBe(-150_000);
    expect(fils(after.outstanding) - fils(before.outstanding)).toBe(7_500);
  }, 120_000);

  it('several invoices issued at once never draw more than the retainer holds', async () => {
    await ok('paid in again', admin.post('/api/billing/payments', { clientId, amount: '1000.00', method: 'cheque', date: today(), retainerCaseId: theCase.id }));
    await retainerWhen('the money held', (r) => r.held === '1000.00');
    // three of AED 420.00 (1,260.00) on 1,000.00
    const approved = [await approvedInvoice(daysAgo(5), '400.00'), await approvedInvoice(daysAgo(6), '400.00'), await approvedInvoice(daysAgo(7), '400.00')];
    const issued = await Promise.all(approved.map((a) => issue(a.id)));
    expect(issued.map((i) => i.total)).toEqual(['420.00', '420.00', '420.00']);
    const drawn = await retainerWhen('the three invoices drawn', (r) => r.held === '0.00');
    expect(drawn.deposited).toBe('2500.00');
    const invoices = await Promise.all(issued.map((i) => invoice(i.id)));
    expect(invoices.reduce((s, i) => s + fils(i.paid), 0)).toBe(100_000);
    for (const i of invoices) expect(fils(i.paid)).toBeLessThanOrEqual(42_000);
    expect(invoices.map((i) => i.outstanding).sort()).toEqual(['0.00', '0.00', '260.00']);
  }, 120_000);

  it('refuses bad input with a 400 naming the field in English and Arabic and records nothing; an ended retainer takes no more money', async () => {
    const before = await requestsHead(admin);
    const bad = await admin.put(retainerPath(), { clientId: 'someone', amount: '12.345', replenishBelow: 'lots', agreedOn: '2026-02-30' });
    expect(bad.status).toBe(400);
    const fields = Object.fromEntries((bad.body.errors as Rec[]).map((e) => [e.field, e]));
    expect(Object.keys(fields).sort()).toEqual(['agreedOn', 'amount', 'clientId', 'replenishBelow']);
    for (const e of Object.values(fields)) expect(e).toMatchObject({ message: expect.any(String), messageAr: arabic });
    const anInvoice = (await ok('the invoices', admin.get(`/api/billing/invoices?filter=${encodeURIComponent(JSON.stringify({ clientId }))}`))) as Rec[];
    for (const [what, res, field] of [
      ['a level above the deposit', admin.put(retainerPath(), { clientId, amount: '100', replenishBelow: '100.01' }), 'replenishBelow'],
      ['a client not the case\'s', admin.put(retainerPath(), { clientId: 999_999, amount: '100' }), 'clientId'],
      ['a day ahead', admin.put(retainerPath(), { clientId, amount: '100', agreedOn: daysAgo(-2) }), 'agreedOn'],
      ['a payment into the retainer naming an invoice', admin.post('/api/billing/payments', { clientId, amount: '5', method: 'cash', date: today(), retainerCaseId: theCase.id, invoiceIds: [anInvoice[0].id] }), 'invoiceIds'],
      ['a payment into a case without a retainer', admin.post('/api/billing/payments', { clientId, amount: '5', method: 'cash', date: today(), retainerCaseId: 999_999 }), 'retainerCaseId'],
    ] as const) {
      const r = await res;
      expect(r.status, `${what}: ${r.text}`).toBe(400);
      expect(r.body.errors, what).toEqual([expect.objectContaining({ field, message: expect.any(String), messageAr: arabic })]);
    }
    expect(await requestsHead(admin)).toBe(before);

    expect(await ok('ended', admin.delete(retainerPath()))).toMatchObject({ active: false });
    expect(await retainer()).toMatchObject({ agreement: { active: false, endedOn: today() }, due: '0.00' });
    const again = await admin.delete(retainerPath());
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'This case has no retainer in force', messageAr: arabic });
    const late = await admin.post('/api/billing/payments', { clientId, amount: '5', method: 'cash', date: today(), retainerCaseId: theCase.id });
    expect(late.status).toBe(400);
    expect(late.body.errors).toEqual([expect.objectContaining({ field: 'retainerCaseId', messageAr: arabic })]);
  }, 60_000);

  it('retainers are billing staff\'s: 403 without billing, none of a case the reader may not see the clients of, nothing for lawyers', async () => {
    const clerkRole = await ok('a role without billing', admin.post('/api/roles', { nameEn: 'Clerk without retainers', nameAr: 'كاتب بلا دفعات مقدمة', permissions: { clients: ['view'] } }));
    const viewerRole = await ok('billing without clients', admin.post('/api/roles', { nameEn: 'Retainers without clients', nameAr: 'دفعات مقدمة بلا موكلين', permissions: { billing: ['view', 'create'] } }));
    await ok('the clerk', admin.post('/api/users', { username: 'no-retainers', email: 'no-retainers@alnoor-law.ae', password: 'Retainers#2026!x', fullNameEn: 'No Retainers', fullNameAr: 'بلا دفعات', roleId: clerkRole.id }));
    await ok('the viewer', admin.post('/api/users', { username: 'retainers-no-clients', email: 'retainers-no-clients@alnoor-law.ae', password: 'Retainers#2026!y', fullNameEn: 'No Clients', fullNameAr: 'بلا موكلين', roleId: viewerRole.id }));
    const clerk = (await login(firm.server.url, 'no-retainers', 'Retainers#2026!x')).client;
    const viewer = (await login(firm.server.url, 'retainers-no-clients', 'Retainers#2026!y')).client;
    const before = await requestsHead(admin);
    for (const [what, res] of [
      ['agree', clerk.put(retainerPath(), { clientId, amount: '100' })],
      ['end', clerk.delete(retainerPath())],
      ['read', clerk.get(retainerPath())],
      ['a lawyer agrees', omar.put(retainerPath(), { clientId, amount: '100' })],
      ['a lawyer reads', omar.get(retainerPath())],
    ] as const) {
      const r = await res;
      expect(r.status, `${what}: ${r.text}`).toBe(403);
      expect(r.body.messageAr, what).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await requestsHead(admin)).toBe(before);
    expect((await viewer.get(retainerPath())).status).toBe(404);
    expect((await admin.get('/api/billing/cases/999999/retainer')).status).toBe(404);
  }, 60_000);
});
