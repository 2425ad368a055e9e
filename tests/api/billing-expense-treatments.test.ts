import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, requestsHead } from '../support/server.js';
import { startSeededFirm, type SeededFirm } from '../support/seededFirm.js';
import { eventually } from '../support/eventually.js';
import { daysAgo, ok, omarsCaseWithClient } from '../support/billing.js';

/**
 * The firm's VAT treatment per expense type over HTTP on the seeded firm: the default table until
 * the firm chooses; travel set out of scope and court fees standard, a draft's expense lines follow
 * them; a later choice leaves the drafted lines alone; bad input; no permission.
 */
type Client = SeededFirm['admin'];
type Rec = Record<string, any>;

let firm: SeededFirm;
let omar: Client;
let admin: Client;
let theCase: Rec;
let clientId: number;

const arabic = /[\u0600-\u06FF]/;
const expense = (date: string, amount: string, expenseType: string, description: string) => ({ caseId: theCase.id, date, amount, expenseType, description });
const treatments = async (as: Client) => Object.fromEntries(((await ok('the treatments', as.get('/api/billing/expense-treatments'))) as Rec[]).map((r) => [r.id, [r.vat, r.chosen]]));

beforeAll(async () => {
  firm = await startSeededFirm();
  ({ admin } = firm);
  omar = firm.omar.client;
  ({ theCase, clientId } = await omarsCaseWithClient(firm));
}, 120_000);

afterAll(async () => {
  await firm?.server.stop();
});

describe('expense treatments', () => {
  it('the firm sets travel out of scope and court fees standard: expenses and a draft\'s lines follow; what was drafted keeps its treatment', async () => {
    expect(await treatments(admin)).toEqual({
      court_fees: ['out_of_scope', false], expert_fees: ['standard', false], translation: ['standard', false], travel: ['standard', false],
      courier: ['standard', false], government_fees: ['out_of_scope', false], other: ['standard', false],
    });
    expect(await ok('travel out of scope', admin.put('/api/billing/expense-treatments/travel', { vat: 'out_of_scope' }))).toEqual({ id: 'travel', expenseType: 'travel', vat: 'out_of_scope', chosen: true });
    await ok('court fees standard', admin.put('/api/billing/expense-treatments/court_fees', { vat: 'standard' }));
    expect(await treatments(admin)).toMatchObject({ travel: ['out_of_scope', true], court_fees: ['standard', true], government_fees: ['out_of_scope', false] });

    const day = daysAgo(5);
    const trip = await ok('a trip', omar.post('/api/billing/expenses', expense(day, '300.00', 'travel', 'Taxi to the court in the client\'s name')));
    expect(trip).toMatchObject({ vat: 'out_of_scope' });
    const fee = await ok('a court fee', omar.post('/api/billing/expenses', expense(day, '1000.00', 'court_fees', 'Filing fee')));
    expect(fee).toMatchObject({ vat: 'standard' });
    await eventually('the list shows the treatments', () => ok('expenses', omar.get(`/api/billing/expenses?filter=${encodeURIComponent(JSON.stringify({ from: day, to: day }))}`)), (l: Rec[]) =>
      l.length === 2 && l.find((e) => e.id === trip.id)?.vat === 'out_of_scope' && l.find((e) => e.id === fee.id)?.vat === 'standard');

    const draft = await ok('a draft', admin.post('/api/billing/invoices', { clientId, caseId: theCase.id, from: day, to: day }), [201]);
    expect(draft.lines.map((l: Rec) => [l.expenseId, l.vat, l.vatAmount])).toEqual([[trip.id, 'out_of_scope', '0.00'], [fee.id, 'standard', '50.00']]);
    expect(draft).toMatchObject({ subtotal: '1300.00', vat: '50.00', total: '1350.00' });

    // the firm changes its mind: the drafted lines keep theirs, a new expense of the type takes the new one
    await ok('travel as the invoice again', admin.put('/api/billing/expense-treatments/travel', { vat: 'standard' }));
    expect((await ok('the draft read back', admin.get(`/api/billing/invoices/${draft.id}`))).lines.map((l: Rec) => l.vat)).toEqual(['out_of_scope', 'standard']);
    expect(await ok('a second trip', omar.post('/api/billing/expenses', expense(daysAgo(4), '10.00', 'travel', 'Parking')))).toMatchObject({ vat: 'standard' });
    await eventually('the billed trip keeps its treatment in the list', () => ok('trip', omar.get(`/api/billing/expenses/${trip.id}`)), (e: Rec) => e.invoiceId === draft.id && e.vat === 'out_of_scope');
  }, 60_000);

  it('refuses a treatment that is none of the three, naming the field in English and Arabic, and records nothing; an unknown type is not found', async () => {
    const before = await requestsHead(admin);
    for (const body of [{ vat: 'exempt' }, {}, { vat: null }, { vat: 5 }]) {
      const res = await admin.put('/api/billing/expense-treatments/courier', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors, JSON.stringify(body)).toEqual([{ field: 'vat', message: expect.any(String), messageAr: expect.stringMatching(arabic) }]);
      expect(res.body.errors[0].message).not.toMatch(arabic);
    }
    expect((await admin.put('/api/billing/expense-treatments/bribes', { vat: 'standard' })).status).toBe(404);
    expect(await requestsHead(admin)).toBe(before);
  }, 60_000);

  it('lets only billing staff set and read the treatments', async () => {
    const role = await ok('a role without billing', admin.post('/api/roles', { nameEn: 'Clerk without billing', nameAr: 'كاتب بلا فوترة', permissions: { clients: ['view'], cases: ['view'] } }));
    await ok('its admin', admin.post('/api/users', { username: 'no-billing', email: 'no-billing@alnoor-law.ae', password: 'Billing#2026!xyz', fullNameEn: 'No Billing', fullNameAr: 'بلا فوترة', roleId: role.id }));
    const clerk = (await login(firm.server.url, 'no-billing', 'Billing#2026!xyz')).client;
    const before = await requestsHead(admin);
    for (const [what, res] of [
      ['set', clerk.put('/api/billing/expense-treatments/travel', { vat: 'zero_rated' })],
      ['read', clerk.get('/api/billing/expense-treatments')],
      ['a lawyer sets', omar.put('/api/billing/expense-treatments/travel', { vat: 'zero_rated' })],
      ['a lawyer reads', omar.get('/api/billing/expense-treatments')],
    ] as const) {
      const r = await res;
      expect(r.status, `${what}: ${r.text}`).toBe(403);
      expect(r.body.messageAr, what).toMatch(arabic);
    }
    expect(await requestsHead(admin)).toBe(before);
  }, 60_000);
});
