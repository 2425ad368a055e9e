import { describe, expect, it } from 'vitest';
import { IdempotencyKeyExistsError, type EventStore, type RecordedEvent } from '@lawfirm/platform';
import { InvoicePaymentApplied, invoiceStream, isEventOf, paymentStream, retainerStream, type InvoiceParty } from '@lawfirm/contracts';
import type { CommandDeps } from '../framework/deps.js';
import { suiteEventStore } from '../framework/suiteEventStore.js';
import { execute, loadState, type CommandMeta } from '../framework/handler.js';
import type { ReactionContext } from '../reactions/runner.js';
import { invoiceDecider, invoiceNumbering, outstandingFils, type InvoiceCommand } from './invoice.js';
import { paymentDecider, recordPaymentOn, unallocatedFils } from './payment.js';
import { retainerDecider } from './retainer.js';
import { retainerDrawDown } from './retainerDrawDown.js';

/**
 * The draw-down reaction on the event store, its event passed as the runner passes it (its
 * `once` as the runner's: skipped when the key is recorded). The payments the read model would
 * list are the ones funded here.
 */
const store: EventStore = suiteEventStore('retainer-draw-down');
const meta: CommandMeta = { userId: 3, userType: 'user', correlationId: 'c', causationId: null, command: 'billing' };
const party: InvoiceParty = { name: 'Al Noor Legal', nameAr: null, address: 'Business Bay, Dubai', trn: '100123456700003' };
const funded: { id: number; retainerCaseId: number; clientId: number }[] = [];
const deps = {
  eventStore: store,
  readModels: { waitFor: async () => true },
  readStore: { collection: () => ({ find: async (q: { retainerCaseId: number; clientId: number }) => funded.filter((p) => p.retainerCaseId === q.retainerCaseId && p.clientId === q.clientId) }) },
} as unknown as CommandDeps;
const cx: ReactionContext = {
  deps,
  meta: { userId: null, userType: 'system', correlationId: 'r', causationId: null, command: 'RetainerDrawDown' },
  async once(key, effect) {
    if (await store.findIdempotent(key)) return { ranNow: false, response: null };
    try {
      await effect(key);
    } catch (e) {
      if (!(e instanceof IdempotencyKeyExistsError)) throw e;
    }
    return { ranNow: true, response: (await store.findIdempotent(key))?.response };
  },
  finishesWith: () => {},
  enqueue: async () => ({ id: 'none' }),
};

const run = (invoiceId: number, command: InvoiceCommand, opts = {}) => execute(store, invoiceStream(invoiceId), invoiceDecider, command, meta, opts);
/** an issued invoice of client 1 on `caseId`: an hour at AED 1,000 plus VAT, AED 1,050.00; its InvoiceIssued as recorded */
async function issued(invoiceId: number, caseId: number | null): Promise<RecordedEvent> {
  const entries = [{ timeEntryId: invoiceId, caseId: caseId ?? 9, date: '2026-11-02', minutes: 60, description: 'Advice', billable: true, rateFils: 100_000 }];
  await run(invoiceId, { type: 'DraftInvoice', invoiceId, clientId: 1, caseId, from: '2026-11-01', to: '2026-11-30', draftedBy: 3, entries, expenses: [], discountFils: 0, vat: 'standard' });
  await run(invoiceId, { type: 'ApproveInvoice', approvedBy: 3 });
  await run(invoiceId, { type: 'IssueInvoice', number: 0, issuedOn: '2026-12-01', suppliedOn: '2026-11-30', issuedBy: 3, seller: party, buyer: party, reverseCharge: false }, invoiceNumbering);
  return (await store.readStream(invoiceStream(invoiceId))).find((e) => e.type === 'InvoiceIssued')!;
}
const agree = (caseId: number) =>
  execute(store, retainerStream(caseId), retainerDecider, { type: 'AgreeRetainer', caseId, clientId: 1, amountFils: 500_000, replenishBelowFils: null, agreedOn: '2026-11-20', agreedBy: 3, today: '2026-12-03', case: { exists: true, clientIds: [1] } }, meta);
async function fund(paymentId: number, caseId: number, amountFils: number) {
  await recordPaymentOn(
    store, paymentId, [],
    (invoices, retainer) => ({ type: 'RecordPayment', paymentId, clientId: 1, amountFils, method: 'bank_transfer', receivedOn: '2026-12-01', reference: null, recordedBy: 3, today: '2026-12-03', invoices, retainer }),
    meta, { mustNotExist: true, retainerCaseId: caseId },
  );
  funded.push({ id: paymentId, retainerCaseId: caseId, clientId: 1 });
}
const react = (event: RecordedEvent) => retainerDrawDown.react(event, cx);
const paid = async (invoiceId: number) => (await loadState(store, invoiceStream(invoiceId), invoiceDecider)).state;
const held = async (paymentId: number) => unallocatedFils((await loadState(store, paymentStream(paymentId), paymentDecider)).state);

describe('the retainer draw-down reaction', () => {
  it('given AED 300.00 and 400.00 paid in, when an invoice of AED 1,050.00 of the case is issued, then both are drawn, oldest first; passed again, it draws nothing more, nor from money paid in since', async () => {
    await agree(9);
    await fund(10, 9, 30_000);
    await fund(11, 9, 40_000);
    const issue = await issued(100, 9);
    await react(issue);
    expect((await paid(100)).paidFils).toBe(70_000);
    expect([await held(10), await held(11)]).toEqual([0, 0]);
    await fund(12, 9, 50_000);
    await react(issue);
    await react(issue);
    expect((await paid(100)).paidFils).toBe(70_000);
    expect(outstandingFils(await paid(100))).toBe(35_000);
    expect(await held(12)).toBe(50_000);
    const applied = (await store.readStream(invoiceStream(100))).filter((e) => isEventOf(InvoicePaymentApplied, e));
    expect(applied.map((e) => e.data.paymentId)).toEqual([10, 11]);
  });

  it('draws nothing for an invoice drafted without a case, one of a case without a retainer, or once the retainer is ended', async () => {
    await agree(20);
    await fund(20, 20, 50_000);
    await react(await issued(200, null));
    expect((await paid(200)).paidFils).toBe(0);
    await react(await issued(201, 21));
    expect((await paid(201)).paidFils).toBe(0);
    await execute(store, retainerStream(20), retainerDecider, { type: 'EndRetainer', endedOn: '2026-12-03', endedBy: 3 }, meta);
    await react(await issued(202, 20));
    expect((await paid(202)).paidFils).toBe(0);
    expect(await held(20)).toBe(50_000);
  });
});
