import { describe, expect, it } from 'vitest';
import { login, requestsHead } from '../support/server.js';
import type { SeededFirm } from '../support/seededFirm.js';
import { billingFirmForSuite, daysAgo, ok, today } from '../support/billing.js';

/**
 * Payments and client balances over HTTP on the seeded firm: payments against issued invoices
 * (partly, several at once, the rest held as credit), credit drawn down later, a credit note
 * lowering what is outstanding, the balance and its aged receivables; 20 payments at once on one
 * invoice; bad input; callers without the grant or the client.
 */
type Client = SeededFirm['admin'];
type Rec = Record<string, any>;

let firm: SeededFirm;
let omar: Client;
let admin: Client;
let theCase: Rec;
let clientId: number;

/** AED text as fils, to compare figures before and after */
const fils = (aed: string) => Math.round(Number(aed) * 100);
const arabic = expect.stringMatching(/[\u0600-\u06FF]/);

/** an invoice issued today of Omar's hour on `day` at `rate` AED (plus 5% VAT) */
async function issuedInvoice(day: string, rate: string, status: 'issued' | 'draft' = 'issued'): Promise<Rec> {
  await ok('time', omar.post('/api/billing/time-entries', { caseId: theCase.id, date: day, minutes: 60, activity: 'research', description: `Research ${day}`, billable: true, rate }));
  const draft = await ok('a draft', admin.post('/api/billing/invoices', { clientId, caseId: theCase.id, from: day, to: day }));
  if (status === 'draft') return draft;
  await ok('approval', admin.post(`/api/billing/invoices/${draft.id}/approve`));
  return ok('issue', admin.post(`/api/billing/invoices/${draft.id}/issue`, {}));
}
const balance = () => ok('the balance', admin.get(`/api/billing/clients/${clientId}/balance`));
const rowOf = (b: Rec, invoiceId: number) => (b.invoices as Rec[]).find((i) => i.id === invoiceId);

billingFirmForSuite((f) => void ({ firm, admin, omar, theCase, clientId } = f));

describe('billing payments and balances', () => {
  it('payments settle issued invoices in part and in full, a credit note lowers what is outstanding, the rest is credit drawn down later; the balance reconciles to the fils', async () => {
    const before = await balance();
    // AED 1,000.00 + 50.00 VAT and AED 500.00 + 25.00 VAT
    const a = await issuedInvoice(daysAgo(3), '1000.00');
    const b = await issuedInvoice(daysAgo(4), '500.00');
    expect([a.total, b.total]).toEqual(['1050.00', '525.00']);

    const part = await ok('a part payment', admin.post('/api/billing/payments', { clientId, amount: '400.00', method: 'bank_transfer', date: daysAgo(1), reference: 'TT-77', invoiceIds: [a.id] }));
    expect(part).toMatchObject({ amount: '400.00', allocations: [{ invoiceId: a.id, amount: '400.00' }], unallocated: '0.00' });
    // AED 100.00 back on the line, with its VAT: 105.00 less outstanding
    await ok('a credit note', admin.post(`/api/billing/invoices/${a.id}/credit-notes`, { reason: 'Fee reduced', lines: [{ line: 0, amount: '100.00' }] }));
    expect(rowOf(await balance(), a.id)).toMatchObject({ total: '1050.00', credited: '105.00', paid: '400.00', outstanding: '545.00', bucket: '0-30', daysPast: 0 });
    // the invoice's own read says the same, and the list with it; a draft owes nothing yet
    expect(await ok('the invoice', admin.get(`/api/billing/invoices/${a.id}`))).toMatchObject({ status: 'issued', paid: '400.00', outstanding: '545.00' });
    const invoices = (await ok('the invoices', admin.get(`/api/billing/invoices?filter=${encodeURIComponent(JSON.stringify({ clientId }))}`))) as Rec[];
    expect(invoices.find((i) => i.id === a.id)).toMatchObject({ paid: '400.00', outstanding: '545.00' });
    expect(invoices.find((i) => i.id === b.id)).toMatchObject({ paid: '0.00', outstanding: '525.00' });

    // 1,200.00 for both: 545.00 to the first, 525.00 to the second, 130.00 held
    const both = await ok('a cheque for both', admin.post('/api/billing/payments', { clientId, amount: 1200, method: 'cheque', date: today(), invoiceIds: [a.id, b.id] }));
    expect(both).toMatchObject({ allocations: [{ invoiceId: a.id, amount: '545.00' }, { invoiceId: b.id, amount: '525.00' }], unallocated: '130.00' });
    const retainer = await ok('a retainer', admin.post('/api/billing/payments', { clientId, amount: '300', method: 'cash', date: today() }));
    expect(retainer).toMatchObject({ allocations: [], unallocated: '300.00' });

    // a settled invoice takes no more: the money is recorded without it, as credit
    const again = await admin.post('/api/billing/payments', { clientId, amount: '10.00', method: 'card', date: today(), invoiceIds: [b.id] });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([{ field: 'invoiceIds.0', message: expect.stringContaining('Nothing is left to pay'), messageAr: arabic }]);

    // AED 420.00: the retainer's 300.00, then what is left of the cheque's credit, 120.00
    const c = await issuedInvoice(daysAgo(5), '400.00');
    const drawn = await ok('the retainer drawn down', admin.post(`/api/billing/payments/${retainer.id}/allocations`, { invoiceId: c.id }));
    expect(drawn).toMatchObject({ allocations: [{ invoiceId: c.id, amount: '300.00' }], unallocated: '0.00' });
    const tooMuch = await admin.post(`/api/billing/payments/${both.id}/allocations`, { invoiceId: c.id, amount: '130.01' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors).toEqual([expect.objectContaining({ field: 'amount', messageAr: arabic })]);
    const rest = await ok('the cheque\'s credit drawn down', admin.post(`/api/billing/payments/${both.id}/allocations`, { invoiceId: c.id }));
    expect(rest).toMatchObject({ allocations: [{ invoiceId: a.id, amount: '545.00' }, { invoiceId: b.id, amount: '525.00' }, { invoiceId: c.id, amount: '120.00' }], unallocated: '10.00' });
    const spent = await admin.post(`/api/billing/payments/${retainer.id}/allocations`, { invoiceId: c.id });
    expect(spent.status).toBe(409);
    expect(spent.body).toMatchObject({ message: 'This payment has no unallocated credit left', messageAr: arabic });

    const after = await balance();
    expect(after.asOf).toBe(today());
    const delta = (k: string) => fils(after[k]) - fils(before[k]);
    expect({ invoiced: delta('invoiced'), credited: delta('credited'), paid: delta('paid'), outstanding: delta('outstanding'), unallocated: delta('unallocated') }).toEqual({
      invoiced: 105_000 + 52_500 + 42_000, credited: 10_500, paid: 40_000 + 120_000 + 30_000, outstanding: 0, unallocated: 1_000,
    });
    expect(fils(after.invoiced) - fils(after.credited) - fils(after.paid)).toBe(fils(after.balance));
    expect(fils(after.outstanding) - fils(after.unallocated)).toBe(fils(after.balance));
    expect(Object.values(after.aged as Record<string, string>).reduce((s, v) => s + fils(v), 0)).toBe(fils(after.outstanding));
    for (const id of [a.id, b.id, c.id]) expect(rowOf(after, id)).toMatchObject({ outstanding: '0.00' });

    const listed = (await ok('the client\'s payments', admin.get(`/api/billing/payments?filter=${encodeURIComponent(JSON.stringify({ clientId, from: daysAgo(1), to: today() }))}&sort=${encodeURIComponent('["date","ASC"]')}`))) as Rec[];
    expect(listed.map((p) => p.id)).toEqual(expect.arrayContaining([part.id, both.id, retainer.id]));
    expect(listed.find((p) => p.id === part.id)).toMatchObject({ method: 'bank_transfer', reference: 'TT-77', date: daysAgo(1), amount: '400.00' });
    expect(await ok('one payment', admin.get(`/api/billing/payments/${retainer.id}`))).toMatchObject({ unallocated: '0.00', allocations: [{ invoiceId: c.id, amount: '300.00' }] });
    const byCheque = (await ok('cheques', admin.get(`/api/billing/payments?filter=${encodeURIComponent(JSON.stringify({ method: 'cheque' }))}`))) as Rec[];
    expect(byCheque.map((p) => p.id)).toContain(both.id);
    expect(byCheque.every((p) => p.method === 'cheque')).toBe(true);
  }, 90_000);

  it('20 payments at once on one invoice that together exceed it: the accepted ones settle exactly what was outstanding, the rest are refused in both languages', async () => {
    const invoice = await issuedInvoice(daysAgo(6), '1000.00');
    const answers = await Promise.all(Array.from({ length: 20 }, () => admin.post('/api/billing/payments', { clientId, amount: '160.00', method: 'bank_transfer', date: today(), invoiceIds: [invoice.id] })));
    const accepted = answers.filter((r) => r.status === 201).map((r) => r.body as Rec);
    const refused = answers.filter((r) => r.status !== 201);
    // 6 × 160.00 and 90.00 of the 7th: 1,050.00; its other 70.00 is the client's credit
    const settled = accepted.flatMap((p) => p.allocations as Rec[]).filter((a) => a.invoiceId === invoice.id).reduce((s, a) => s + fils(a.amount), 0);
    expect(settled).toBe(105_000);
    expect(accepted).toHaveLength(7);
    expect(accepted.reduce((s, p) => s + fils(p.unallocated), 0)).toBe(7_000);
    expect(refused).toHaveLength(13);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({ message: expect.any(String), messageAr: arabic });
      expect(r.body.errors).toEqual([expect.objectContaining({ field: 'invoiceIds.0', messageAr: arabic })]);
    }
    expect(rowOf(await balance(), invoice.id)).toMatchObject({ paid: '1050.00', outstanding: '0.00' });
    expect(await ok('the invoice', admin.get(`/api/billing/invoices/${invoice.id}`))).toMatchObject({ paid: '1050.00', outstanding: '0.00' });
  }, 90_000);

  it('a payment sent twice with the same Idempotency-Key is recorded once, the second answered with the first answer', async () => {
    const body = { clientId, amount: '25.00', method: 'card', date: today(), reference: 'Card slip 4411' };
    const key = `payment-${Date.now()}`;
    const first = await admin.post('/api/billing/payments', body, { 'Idempotency-Key': key });
    const second = await admin.post('/api/billing/payments', body, { 'Idempotency-Key': key });
    expect(first.status, first.text).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    const slips = (await ok('the card slips', admin.get(`/api/billing/payments?filter=${encodeURIComponent(JSON.stringify({ q: 'Card slip 4411' }))}`))) as Rec[];
    expect(slips.map((p) => p.id)).toEqual([first.body.id]);
  }, 60_000);

  it('refuses bad input with a 400 naming the field in English and Arabic, drafts and unknown clients among it, and records nothing', async () => {
    const draft = await issuedInvoice(daysAgo(7), '100.00', 'draft');
    expect(await ok('the draft', admin.get(`/api/billing/invoices/${draft.id}`))).toMatchObject({ status: 'draft', paid: '0.00', outstanding: null });
    const before = await requestsHead(admin);
    const bad = await admin.post('/api/billing/payments', { clientId, amount: '12.345', method: 'barter', date: '2026-02-30', invoiceIds: 'all' });
    expect(bad.status).toBe(400);
    const fields = Object.fromEntries((bad.body.errors as Rec[]).map((e) => [e.field, e]));
    expect(Object.keys(fields).sort()).toEqual(['amount', 'date', 'invoiceIds', 'method']);
    expect(fields.method).toMatchObject({ message: 'Choose how it was paid: bank transfer, cheque, card or cash', messageAr: arabic });
    for (const [what, body, field] of [
      ['nothing received', { clientId, amount: '0', method: 'cash', date: today() }, 'amount'],
      ['a day ahead', { clientId, amount: '5', method: 'cash', date: daysAgo(-2) }, 'date'],
      ['no such client', { clientId: 999_999, amount: '5', method: 'cash', date: today() }, 'clientId'],
      ['a draft', { clientId, amount: '5', method: 'cash', date: today(), invoiceIds: [draft.id] }, 'invoiceIds.0'],
      ['an invoice twice', { clientId, amount: '5', method: 'cash', date: today(), invoiceIds: [draft.id, draft.id] }, 'invoiceIds'],
    ] as const) {
      const r = await admin.post('/api/billing/payments', body);
      expect(r.status, `${what}: ${r.text}`).toBe(400);
      expect(r.body.errors, what).toEqual([expect.objectContaining({ field, message: expect.any(String), messageAr: arabic })]);
    }
    expect(await requestsHead(admin)).toBe(before);
  }, 60_000);

  it('payments and balances are billing staff\'s: 403 without billing, none of a client the reader may not open, nothing for lawyers', async () => {
    const held = await ok('a payment', admin.post('/api/billing/payments', { clientId, amount: '50.00', method: 'cash', date: today() }));
    const clerkRole = await ok('a role without billing', admin.post('/api/roles', { nameEn: 'Clerk without payments', nameAr: 'كاتب بلا مدفوعات', permissions: { clients: ['view'] } }));
    const viewerRole = await ok('billing without clients', admin.post('/api/roles', { nameEn: 'Billing without clients', nameAr: 'فوترة بلا موكلين', permissions: { billing: ['view', 'create'] } }));
    await ok('the clerk', admin.post('/api/users', { username: 'no-payments', email: 'no-payments@alnoor-law.ae', password: 'Payments#2026!x', fullNameEn: 'No Payments', fullNameAr: 'بلا مدفوعات', roleId: clerkRole.id }));
    await ok('the viewer', admin.post('/api/users', { username: 'no-clients', email: 'no-clients@alnoor-law.ae', password: 'Payments#2026!y', fullNameEn: 'No Clients', fullNameAr: 'بلا موكلين', roleId: viewerRole.id }));
    const clerk = (await login(firm.server.url, 'no-payments', 'Payments#2026!x')).client;
    const viewer = (await login(firm.server.url, 'no-clients', 'Payments#2026!y')).client;
    const before = await requestsHead(admin);
    for (const [what, res] of [
      ['record', clerk.post('/api/billing/payments', { clientId, amount: '5', method: 'cash', date: today() })],
      ['allocate', clerk.post(`/api/billing/payments/${held.id}/allocations`, { invoiceId: 1 })],
      ['list', clerk.get('/api/billing/payments')],
      ['read one', clerk.get(`/api/billing/payments/${held.id}`)],
      ['balance', clerk.get(`/api/billing/clients/${clientId}/balance`)],
      ['a lawyer records', omar.post('/api/billing/payments', { clientId, amount: '5', method: 'cash', date: today() })],
      ['a lawyer lists', omar.get('/api/billing/payments')],
      ['a lawyer reads a balance', omar.get(`/api/billing/clients/${clientId}/balance`)],
    ] as const) {
      const r = await res;
      expect(r.status, `${what}: ${r.text}`).toBe(403);
      expect(r.body.messageAr, what).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await requestsHead(admin)).toBe(before);
    // billing without the clients: no client's payments or balance
    expect((await viewer.get(`/api/billing/clients/${clientId}/balance`)).status).toBe(404);
    expect((await viewer.get(`/api/billing/payments/${held.id}`)).status).toBe(404);
    expect(await ok('the viewer\'s list', viewer.get('/api/billing/payments'))).toEqual([]);
    expect((await admin.get('/api/billing/clients/999999/balance')).status).toBe(404);
  }, 60_000);
});
