import { describe, expect, it } from 'vitest';
import type { EventStore } from '@lawfirm/platform';
import { InvoicePaymentApplied, invoiceStream, isEventOf, paymentStream, type InvoiceParty } from '@lawfirm/contracts';
import { suiteEventStore } from '../framework/suiteEventStore.js';
import { execute, loadState, type CommandMeta } from '../framework/handler.js';
import { creditNoteNumbering, invoiceDecider, invoiceNumbering, outstandingFils, type InvoiceCommand } from './invoice.js';
import { recordPaymentOn, unallocatedFils } from './payment.js';

/** Payments through their handler, on the event store with its schemas checked: each invoice's share is decided against the invoice in the same append. */
const store: EventStore = suiteEventStore('payment-allocation');
const meta: CommandMeta = { userId: 3, userType: 'user', correlationId: 'c', causationId: null, command: 'billing' };
const party: InvoiceParty = { name: 'Al Noor Legal', nameAr: null, address: 'Business Bay, Dubai', trn: '100123456700003' };
const run = (invoiceId: number, command: InvoiceCommand, opts = {}) => execute(store, invoiceStream(invoiceId), invoiceDecider, command, meta, opts);

/** an issued invoice of client 1: an hour at AED 1,000 plus VAT, AED 1,050.00 */
async function issuedInvoice(invoiceId: number) {
  const entries = [{ timeEntryId: invoiceId, caseId: 1, date: '2026-11-02', minutes: 60, description: 'Advice', billable: true, rateFils: 100_000 }];
  await run(invoiceId, { type: 'DraftInvoice', invoiceId, clientId: 1, caseId: null, from: '2026-11-01', to: '2026-11-30', draftedBy: 3, entries, discountFils: 0, vat: 'standard' });
  await run(invoiceId, { type: 'ApproveInvoice', approvedBy: 3 });
  await run(invoiceId, { type: 'IssueInvoice', number: 0, issuedOn: '2026-12-01', suppliedOn: '2026-11-30', issuedBy: 3, seller: party, buyer: party, reverseCharge: false }, invoiceNumbering);
}
const pay = (paymentId: number, invoiceIds: number[], amountFils: number) =>
  recordPaymentOn(
    store,
    paymentId,
    invoiceIds,
    (invoices) => ({ type: 'RecordPayment', paymentId, clientId: 1, amountFils, method: 'cheque', receivedOn: '2026-12-02', reference: null, recordedBy: 3, today: '2026-12-03', invoices, retainer: null }),
    meta,
    { mustNotExist: true },
  );
const applied = async (invoiceId: number) =>
  (await store.readStream(invoiceStream(invoiceId))).filter((e) => isEventOf(InvoicePaymentApplied, e)).reduce((s, e) => s + e.data.amountFils, 0);

describe('payments against an invoice, at once', () => {
  it('20 payments at once that together exceed what is outstanding: the invoice takes exactly its outstanding, the crossing payment keeps its rest as credit, the others are refused', async () => {
    await issuedInvoice(1);
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => pay(100 + i, [1], 16_000)));
    const accepted = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    // 6 × 160.00 and 90.00 of the 7th make 1,050.00; its other 70.00 is the client's credit
    expect(accepted).toHaveLength(7);
    expect(accepted.reduce((s, o) => s + o.state.allocations.reduce((n, a) => n + a.amountFils, 0), 0)).toBe(105_000);
    expect(accepted.reduce((s, o) => s + unallocatedFils(o.state), 0)).toBe(7_000);
    expect(refused).toHaveLength(13);
    for (const r of refused) expect(r).toMatchObject({ code: 'conflict', key: 'billing.nothingOutstanding' });
    expect(await applied(1)).toBe(105_000);
    expect(outstandingFils((await loadState(store, invoiceStream(1), invoiceDecider)).state)).toBe(0);
    // a refused payment left nothing in the log
    const written = await Promise.all(Array.from({ length: 20 }, (_, i) => store.streamRevision(paymentStream(100 + i))));
    expect(written.filter((r) => r >= 0)).toHaveLength(7);
  });

  it('credit notes and payments at once: what is applied never passes the total less what was credited before it', async () => {
    await issuedInvoice(2);
    const credit = () => run(2, { type: 'IssueCreditNote', creditNoteNumber: 0, issuedOn: '2026-12-05', issuedBy: 3, reason: 'Fee reduced', lines: [{ line: 0, netFils: 10_000 }] }, { ...creditNoteNumbering });
    await Promise.allSettled([...Array.from({ length: 10 }, (_, i) => pay(200 + i, [2], 20_000)), credit(), credit()]);
    const state = (await loadState(store, invoiceStream(2), invoiceDecider)).state;
    const creditedFils = state.credited.reduce((s, c) => s + c.netFils + c.vatFils, 0);
    expect(creditedFils).toBe(21_000);
    expect(state.paidFils).toBe(await applied(2));
    expect(state.paidFils).toBeLessThanOrEqual(105_000);
  });

  it('credit is drawn down later against another invoice, at most what both allow', async () => {
    await issuedInvoice(3);
    const held = await pay(300, [], 50_000);
    expect(unallocatedFils(held.state)).toBe(50_000);
    const drawn = await recordPaymentOn(store, 300, [3], ([invoice]) => ({ type: 'AllocateCredit', invoice, amountFils: null, allocatedBy: 3, retainer: null }), meta);
    expect(drawn.state.allocations).toEqual([{ invoiceId: 3, amountFils: 50_000 }]);
    expect(await applied(3)).toBe(50_000);
    await expect(recordPaymentOn(store, 300, [3], ([invoice]) => ({ type: 'AllocateCredit', invoice, amountFils: null, allocatedBy: 3, retainer: null }), meta)).rejects.toMatchObject({ key: 'billing.noCreditLeft' });
  });
});
