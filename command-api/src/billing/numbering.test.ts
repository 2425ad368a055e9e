import { describe, expect, it } from 'vitest';
import type { EventStore } from '@lawfirm/platform';
import { SequenceNumberTaken, creditNoteNumberSequence, invoiceNumberSequence, invoiceStream, isEventOf, sequenceStream, type InvoiceParty } from '@lawfirm/contracts';
import { suiteEventStore } from '../framework/suiteEventStore.js';
import { execute, type CommandMeta } from '../framework/handler.js';
import { creditNoteNumbering, invoiceDecider, invoiceNumbering, type InvoiceCommand } from './invoice.js';

/** Issuing through the handler, on the event store with its schemas checked: the number is decided in the same append as the issue. */
const store: EventStore = suiteEventStore('invoice-numbers');

const meta: CommandMeta = { userId: 3, userType: 'user', correlationId: 'c', causationId: null, command: 'billing' };
const party: InvoiceParty = { name: 'Al Noor Legal', nameAr: null, address: 'Business Bay, Dubai', trn: '100123456700003' };
const run = (invoiceId: number, command: InvoiceCommand, opts = {}) => execute(store, invoiceStream(invoiceId), invoiceDecider, command, meta, opts);

async function approvedInvoice(invoiceId: number) {
  const entries = [{ timeEntryId: invoiceId, caseId: 1, date: '2026-11-02', minutes: 60, description: 'Advice', billable: true, rateFils: 100_000 }];
  await run(invoiceId, { type: 'DraftInvoice', invoiceId, clientId: 1, caseId: null, from: '2026-11-01', to: '2026-11-30', draftedBy: 3, entries, discountFils: 0, vat: 'standard' });
  await run(invoiceId, { type: 'ApproveInvoice', approvedBy: 3 });
}
const issue = (invoiceId: number) =>
  run(invoiceId, { type: 'IssueInvoice', number: 0, issuedOn: '2026-12-01', suppliedOn: '2026-11-30', issuedBy: 3, seller: party, buyer: { ...party, trn: null }, reverseCharge: false }, invoiceNumbering);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('tax invoice and credit note numbers', () => {
  it('30 approved invoices issued at once get 1 to 30, each once; issuing one again keeps its number and takes none', async () => {
    await Promise.all(range(1, 30).map(approvedInvoice));
    const outcomes = await Promise.all(range(1, 30).map(issue));
    expect(outcomes.map((o) => o.state.number).sort((a, b) => a! - b!)).toEqual(range(1, 30));
    expect((await issue(7)).state.number).toBe(outcomes[6].state.number);
    const taken = (await store.readStream(sequenceStream(invoiceNumberSequence))).filter((e) => isEventOf(SequenceNumberTaken, e));
    expect(taken.map((e) => e.data.number)).toEqual(range(1, 30));
    // the number the invoice carries is the one its sequence recorded for it
    for (const e of taken) {
      const { number, holder } = e.data;
      expect(outcomes[Number(holder.replace('invoice-', '')) - 1].state.number).toBe(number);
    }
  });

  it('credit notes are numbered from their own sequence; a draft refused at issue takes no number', async () => {
    const credit = (invoiceId: number) =>
      run(invoiceId, { type: 'IssueCreditNote', creditNoteNumber: 0, issuedOn: '2026-12-05', issuedBy: 3, reason: 'Fee reduced', lines: [{ line: 0, netFils: 1_000 }] }, creditNoteNumbering);
    const notes = await Promise.all([credit(3), credit(3), credit(4)]);
    expect(notes.map((n) => n.state.lastCreditNoteNumber).sort()).toEqual([1, 2, 3]);
    expect((await store.readStream(sequenceStream(creditNoteNumberSequence))).length).toBe(3);

    await run(31, { type: 'DraftInvoice', invoiceId: 31, clientId: 1, caseId: null, from: '2026-11-01', to: '2026-11-30', draftedBy: 3, entries: [{ timeEntryId: 99, caseId: 1, date: '2026-11-02', minutes: 60, description: 'Advice', billable: true, rateFils: 100 }], discountFils: 0, vat: 'standard' });
    await expect(issue(31)).rejects.toMatchObject({ key: 'billing.notApproved' });
    await run(31, { type: 'ApproveInvoice', approvedBy: 3 });
    expect((await issue(31)).state.number).toBe(31);
  });
});
