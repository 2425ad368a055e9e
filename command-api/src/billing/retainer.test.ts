import { describe, expect, it } from 'vitest';
import type { EventStore } from '@lawfirm/platform';
import { invoiceStream, paymentStream, retainerStream, type InvoiceParty } from '@lawfirm/contracts';
import { deciderSpec } from '../framework/spec.js';
import { suiteEventStore } from '../framework/suiteEventStore.js';
import { execute, loadState, type CommandMeta } from '../framework/handler.js';
import { retainerDecider, type RetainerCommand, type RetainerView } from './retainer.js';
import { paymentDecider, recordPaymentOn, unallocatedFils, type InvoiceView, type PaymentCommand } from './payment.js';
import { invoiceDecider, invoiceNumbering, outstandingFils, type InvoiceCommand } from './invoice.js';

const spec = deciderSpec(retainerDecider);
const payments = deciderSpec(paymentDecider);

const agree = (over: Partial<Extract<RetainerCommand, { type: 'AgreeRetainer' }>> = {}): RetainerCommand => ({
  type: 'AgreeRetainer', caseId: 9, clientId: 5, amountFils: 1_000_000, replenishBelowFils: null, agreedOn: '2026-11-20', agreedBy: 7, today: '2026-11-25', case: { exists: true, clientIds: [5, 6] }, ...over,
});
const agreed = (over: Record<string, unknown> = {}) => ({ type: 'RetainerAgreed', data: { caseId: 9, clientId: 5, amountFils: 1_000_000, replenishBelowFils: null, agreedOn: '2026-11-20', agreedBy: 7, ...over } });
const ended = { type: 'RetainerEnded', data: { caseId: 9, endedOn: '2026-11-26', endedBy: 7 } };

const inForce: RetainerView = { caseId: 9, active: true, clientId: 5 };
const invoice = (invoiceId: number, outstanding: number, over: Partial<InvoiceView> = {}): InvoiceView => ({ invoiceId, exists: true, clientId: 5, caseId: 9, status: 'issued', outstandingFils: outstanding, ...over });
const record = (over: Partial<Extract<PaymentCommand, { type: 'RecordPayment' }>> = {}): PaymentCommand => ({
  type: 'RecordPayment', paymentId: 3, clientId: 5, amountFils: 500_000, method: 'bank_transfer', receivedOn: '2026-11-21', reference: null, recordedBy: 7, today: '2026-11-25', invoices: [], retainer: inForce, ...over,
});
const funded = (amountFils = 500_000) => ({
  type: 'PaymentRecorded', data: { paymentId: 3, clientId: 5, amountFils, method: 'bank_transfer', receivedOn: '2026-11-21', reference: null, recordedBy: 7, allocations: [], retainerCaseId: 9 },
});
const drawn = (invoiceId: number, amountFils: number, allocatedBy = 8) => ({ type: 'PaymentCreditAllocated', data: { paymentId: 3, invoiceId, amountFils, allocatedBy } });
const draw = (inv: InvoiceView, retainer: RetainerView | null = inForce): PaymentCommand => ({ type: 'DrawRetainer', invoice: inv, retainer, allocatedBy: 8 });

describe('retainer agreement', () => {
  it('given nothing, when a retainer is agreed with one of the case\'s clients, then it is agreed with its deposit and top-up level', () => {
    spec.given([]).when(agree({ replenishBelowFils: 250_000 })).then([agreed({ replenishBelowFils: 250_000 })]);
  });

  it('given one in force, when new terms are agreed, then they replace the old; the same terms again change nothing', () => {
    spec.given([agreed()]).when(agree({ amountFils: 2_000_000 })).then([agreed({ amountFils: 2_000_000 })]);
    spec.given([agreed()]).when(agree()).then([]);
  });

  it('given one ended, when agreed again (with another of the case\'s clients too), then a new agreement is in force', () => {
    spec.given([agreed(), ended]).when(agree({ clientId: 6 })).then([agreed({ clientId: 6 })]);
  });

  it('refuses a case not found, a client not the case\'s, nothing asked, a top-up level above the deposit, a day ahead of today, and another client while one is in force', () => {
    spec.given([]).when(agree({ case: { exists: false, clientIds: [] } })).thenFails('not_found');
    spec.given([]).when(agree({ clientId: 8 })).thenFails('validation_failed', 'billing.caseOfAnotherClient');
    spec.given([]).when(agree({ amountFils: 0 })).thenFails('validation_failed', 'billing.invalidAmount');
    spec.given([]).when(agree({ replenishBelowFils: 1_000_001 })).thenFails('validation_failed', 'billing.retainerThresholdAbove');
    spec.given([]).when(agree({ agreedOn: '2026-11-26' })).thenFails('validation_failed', 'validation.futureDate');
    spec.given([agreed()]).when(agree({ clientId: 6 })).thenFails('validation_failed', 'billing.retainerClientFixed');
  });

  it('given one in force, when it is ended, then it is ended; ending one not in force is refused', () => {
    spec.given([agreed()]).when({ type: 'EndRetainer', endedOn: '2026-11-26', endedBy: 7 }).then([ended]);
    spec.given([agreed(), ended]).when({ type: 'EndRetainer', endedOn: '2026-11-26', endedBy: 7 }).thenFails('conflict', 'billing.retainerNotActive');
    spec.given([]).when({ type: 'EndRetainer', endedOn: '2026-11-26', endedBy: 7 }).thenFails('conflict', 'billing.retainerNotActive');
  });
});

describe('funding a retainer', () => {
  it('given nothing, when a payment names a retainer in force of its client, then all of it is held for the case', () => {
    payments.given([]).when(record()).then([funded()]);
  });

  it('refuses a retainer not in force, another client\'s, and a payment into a retainer that also names invoices', () => {
    payments.given([]).when(record({ retainer: { ...inForce, active: false } })).thenFails('validation_failed', 'billing.retainerNotActive');
    payments.given([]).when(record({ retainer: { ...inForce, clientId: 6 } })).thenFails('validation_failed', 'billing.retainerOfAnotherClient');
    payments.given([]).when(record({ invoices: [invoice(10, 1_000)] })).thenFails('validation_failed', 'billing.retainerPaymentWithInvoices');
  });
});

describe('drawing a retainer down', () => {
  it('given a funded retainer, when an invoice of the case is issued, then it is paid from what is held, up to its outstanding', () => {
    payments.given([funded()]).when(draw(invoice(10, 105_000))).then([drawn(10, 105_000)]);
  });

  it('given less held than the invoice has outstanding, then it is paid in part, and the next draws nothing', () => {
    payments.given([funded(), drawn(10, 450_000)]).when(draw(invoice(11, 105_000))).then([drawn(11, 50_000)]);
    payments.given([funded(), drawn(10, 450_000), drawn(11, 50_000)]).when(draw(invoice(12, 1_000))).then([]);
  });

  it('draws nothing for an invoice of another case or client, one not issued or settled, a retainer ended, or a payment into no retainer', () => {
    payments.given([funded()]).when(draw(invoice(10, 1_000, { caseId: 4 }))).then([]);
    payments.given([funded()]).when(draw(invoice(10, 1_000, { clientId: 6 }))).then([]);
    payments.given([funded()]).when(draw(invoice(10, 1_000, { status: 'approved' }))).then([]);
    payments.given([funded()]).when(draw(invoice(10, 0))).then([]);
    payments.given([funded()]).when(draw(invoice(10, 1_000), { ...inForce, active: false })).then([]);
    const ordinary = { ...funded(), data: { ...funded().data, retainerCaseId: null } };
    payments.given([ordinary]).when(draw(invoice(10, 1_000), null)).then([]);
  });

  it('by hand: a retainer\'s money goes only to its case\'s invoices while in force; once ended it is the client\'s ordinary credit', () => {
    const byHand = (inv: InvoiceView, retainer: RetainerView | null): PaymentCommand => ({ type: 'AllocateCredit', invoice: inv, amountFils: null, allocatedBy: 8, retainer });
    payments.given([funded()]).when(byHand(invoice(10, 1_000, { caseId: 4 }), inForce)).thenFails('validation_failed', 'billing.retainerOfAnotherCase');
    payments.given([funded()]).when(byHand(invoice(10, 1_000, { caseId: 9 }), inForce)).then([drawn(10, 1_000)]);
    payments.given([funded()]).when(byHand(invoice(10, 1_000, { caseId: 4 }), { ...inForce, active: false })).then([drawn(10, 1_000)]);
  });
});

/** Through the handler, on the event store: several invoices of the case drawing on one retainer at once never take more than it holds. */
describe('drawing a retainer down, at once', () => {
  const store: EventStore = suiteEventStore('retainer-draw');
  const meta: CommandMeta = { userId: 3, userType: 'user', correlationId: 'c', causationId: null, command: 'billing' };
  const party: InvoiceParty = { name: 'Al Noor Legal', nameAr: null, address: 'Business Bay, Dubai', trn: '100123456700003' };
  const run = (invoiceId: number, command: InvoiceCommand, opts = {}) => execute(store, invoiceStream(invoiceId), invoiceDecider, command, meta, opts);

  /** an issued invoice of client 1 on case 9: an hour at AED 1,000 plus VAT, AED 1,050.00 */
  async function issuedInvoice(invoiceId: number) {
    const entries = [{ timeEntryId: invoiceId, caseId: 9, date: '2026-11-02', minutes: 60, description: 'Advice', billable: true, rateFils: 100_000 }];
    await run(invoiceId, { type: 'DraftInvoice', invoiceId, clientId: 1, caseId: 9, from: '2026-11-01', to: '2026-11-30', draftedBy: 3, entries, expenses: [], discountFils: 0, vat: 'standard' });
    await run(invoiceId, { type: 'ApproveInvoice', approvedBy: 3 });
    await run(invoiceId, { type: 'IssueInvoice', number: 0, issuedOn: '2026-12-01', suppliedOn: '2026-11-30', issuedBy: 3, seller: party, buyer: party, reverseCharge: false }, invoiceNumbering);
  }

  it('8 invoices of AED 1,050.00 drawing on AED 3,000.00 at once: exactly 3,000.00 is drawn, each invoice paid at most its total', async () => {
    await execute(store, retainerStream(9), retainerDecider, agree({ caseId: 9, clientId: 1, today: '2026-12-03', case: { exists: true, clientIds: [1] } }), meta);
    await recordPaymentOn(
      store, 50, [],
      (invoices, retainer) => ({ type: 'RecordPayment', paymentId: 50, clientId: 1, amountFils: 300_000, method: 'cheque', receivedOn: '2026-12-02', reference: null, recordedBy: 3, today: '2026-12-03', invoices, retainer }),
      meta, { mustNotExist: true, retainerCaseId: 9 },
    );
    const ids = Array.from({ length: 8 }, (_, i) => 500 + i);
    for (const id of ids) await issuedInvoice(id);
    await Promise.all(ids.map((id) => recordPaymentOn(store, 50, [id], ([inv], retainer) => ({ type: 'DrawRetainer', invoice: inv, retainer, allocatedBy: 3 }), meta)));
    const payment = (await loadState(store, paymentStream(50), paymentDecider)).state;
    expect(unallocatedFils(payment)).toBe(0);
    expect(payment.allocations.reduce((s, a) => s + a.amountFils, 0)).toBe(300_000);
    const invoices = await Promise.all(ids.map(async (id) => (await loadState(store, invoiceStream(id), invoiceDecider)).state));
    expect(invoices.reduce((s, i) => s + i.paidFils, 0)).toBe(300_000);
    for (const i of invoices) expect(i.paidFils).toBeLessThanOrEqual(105_000);
    // two paid in full, one in part (90.00), the rest nothing
    expect(invoices.map((i) => outstandingFils(i)).sort((a, b) => a - b)).toEqual([0, 0, 15_000, 105_000, 105_000, 105_000, 105_000, 105_000]);
  });
});
