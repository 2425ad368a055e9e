import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../framework/spec.js';
import { paymentDecider, type InvoiceView, type PaymentCommand } from './payment.js';
import { invoiceDecider, outstandingFils } from './invoice.js';

const spec = deciderSpec(paymentDecider);
const invoiceSpec = deciderSpec(invoiceDecider);

const invoice = (invoiceId: number, outstandingFils: number, over: Partial<InvoiceView> = {}): InvoiceView => ({ invoiceId, exists: true, clientId: 5, caseId: null, status: 'issued', outstandingFils, ...over });
const record = (over: Partial<Extract<PaymentCommand, { type: 'RecordPayment' }>> = {}): PaymentCommand => ({
  type: 'RecordPayment', paymentId: 3, clientId: 5, amountFils: 100_000, method: 'bank_transfer', receivedOn: '2026-11-20', reference: 'TT-1', recordedBy: 7, today: '2026-11-25', invoices: [], retainer: null, ...over,
});
const recorded = (allocations: { invoiceId: number; amountFils: number }[], amountFils = 100_000) => ({
  type: 'PaymentRecorded',
  data: { paymentId: 3, clientId: 5, amountFils, method: 'bank_transfer', receivedOn: '2026-11-20', reference: 'TT-1', recordedBy: 7, allocations, retainerCaseId: null },
});
const allocate = (inv: InvoiceView, amountFils: number | null = null): PaymentCommand => ({ type: 'AllocateCredit', invoice: inv, amountFils, allocatedBy: 8, retainer: null });

describe('payment', () => {
  describe('recording', () => {
    it('given nothing, when a payment names no invoice, then all of it is the client\'s unallocated credit', () => {
      spec.given([]).when(record()).then([recorded([])]);
    });

    it('given nothing, when a payment names invoices, then each takes up to what it has outstanding in the order named, and the rest is credit', () => {
      spec.given([]).when(record({ invoices: [invoice(10, 60_000), invoice(11, 25_000)] })).then([recorded([{ invoiceId: 10, amountFils: 60_000 }, { invoiceId: 11, amountFils: 25_000 }])]);
      spec.given([]).when(record({ invoices: [invoice(10, 60_000), invoice(11, 70_000)] })).then([recorded([{ invoiceId: 10, amountFils: 60_000 }, { invoiceId: 11, amountFils: 40_000 }])]);
    });

    it('given nothing, when a payment is less than the first invoice\'s outstanding, then it pays part of it and the next named gets nothing', () => {
      spec.given([]).when(record({ amountFils: 30_000, invoices: [invoice(10, 60_000), invoice(11, 70_000)] })).then([recorded([{ invoiceId: 10, amountFils: 30_000 }], 30_000)]);
    });

    it('refuses a draft, approved or voided invoice, another client\'s, one not found, one with nothing outstanding, a day ahead of today, nothing received, and a second record', () => {
      for (const status of ['draft', 'approved', 'voided'] as const)
        spec.given([]).when(record({ invoices: [invoice(10, 0, { status })] })).thenFails('validation_failed', 'billing.paymentNotIssued');
      spec.given([]).when(record({ invoices: [invoice(10, 5_000, { clientId: 6 })] })).thenFails('validation_failed', 'billing.invoiceOfAnotherClient');
      spec.given([]).when(record({ invoices: [invoice(10, 0, { exists: false })] })).thenFails('validation_failed', 'error.notFound');
      spec.given([]).when(record({ invoices: [invoice(10, 5_000), invoice(11, 0)] })).thenFails('conflict', 'billing.nothingOutstanding');
      spec.given([]).when(record({ receivedOn: '2026-11-26' })).thenFails('validation_failed', 'validation.futureDate');
      spec.given([]).when(record({ amountFils: 0 })).thenFails('validation_failed', 'billing.invalidPayment');
      spec.given([recorded([])]).when(record()).thenFails('conflict', 'error.conflict');
    });

    it('names the invoice at fault by its place in the list', () => {
      expect(() => paymentDecider.decide(record({ invoices: [invoice(10, 5_000), invoice(11, 0)] }), paymentDecider.initialState, { now: new Date() })).toThrow(
        expect.objectContaining({ errors: [expect.objectContaining({ field: 'invoiceIds.1', messageAr: expect.any(String) })] }),
      );
    });
  });

  describe('drawing down credit', () => {
    it('given a payment held as credit, when it is put against an issued invoice, then as much as both allow is allocated', () => {
      spec.given([recorded([])]).when(allocate(invoice(12, 40_000))).then([{ type: 'PaymentCreditAllocated', data: { paymentId: 3, invoiceId: 12, amountFils: 40_000, allocatedBy: 8 } }]);
      spec.given([recorded([{ invoiceId: 10, amountFils: 70_000 }])]).when(allocate(invoice(12, 40_000))).then([{ type: 'PaymentCreditAllocated', data: { paymentId: 3, invoiceId: 12, amountFils: 30_000, allocatedBy: 8 } }]);
      spec.given([recorded([])]).when(allocate(invoice(12, 40_000), 15_000)).then([{ type: 'PaymentCreditAllocated', data: { paymentId: 3, invoiceId: 12, amountFils: 15_000, allocatedBy: 8 } }]);
    });

    it('refuses a payment with no credit left, more than its credit or than the invoice\'s outstanding, an invoice not issued or another client\'s, and a payment not found', () => {
      const allocated = { type: 'PaymentCreditAllocated', data: { paymentId: 3, invoiceId: 12, amountFils: 100_000, allocatedBy: 8 } };
      spec.given([recorded([]), allocated]).when(allocate(invoice(13, 40_000))).thenFails('conflict', 'billing.noCreditLeft');
      spec.given([recorded([{ invoiceId: 10, amountFils: 70_000 }])]).when(allocate(invoice(12, 40_000), 30_001)).thenFails('validation_failed', 'billing.creditAboveLeft');
      spec.given([recorded([])]).when(allocate(invoice(12, 40_000), 40_001)).thenFails('validation_failed', 'billing.paymentAboveOutstanding');
      spec.given([recorded([])]).when(allocate(invoice(12, 0, { status: 'draft' }))).thenFails('validation_failed', 'billing.paymentNotIssued');
      spec.given([recorded([])]).when(allocate(invoice(12, 40_000, { clientId: 9 }))).thenFails('validation_failed', 'billing.invoiceOfAnotherClient');
      spec.given([recorded([])]).when(allocate(invoice(12, 0))).thenFails('conflict', 'billing.nothingOutstanding');
      spec.given([]).when(allocate(invoice(12, 40_000))).thenFails('not_found', 'error.notFound');
    });
  });
});

describe('an invoice paid', () => {
  const line = { timeEntryId: 1, expenseId: null, date: '2026-11-02', description: 'Work', quantity: 60, unit: 'minute', unitPriceFils: 100_000, vat: 'standard', grossFils: 100_000, discountFils: 0, netFils: 100_000, vatFils: 5_000 };
  const drafted = { type: 'InvoiceDrafted', data: { invoiceId: 9, clientId: 5, caseId: 12, from: '2026-11-01', to: '2026-11-30', draftedBy: 7, lines: [line] } };
  const approved = { type: 'InvoiceApproved', data: { invoiceId: 9, approvedBy: 3 } };
  const party = { name: 'X', nameAr: null, address: 'Dubai', trn: '100123456700003' };
  const issued = {
    type: 'InvoiceIssued',
    data: { invoiceId: 9, number: 1, issuedOn: '2026-12-01', suppliedOn: '2026-12-01', issuedBy: 3, seller: party, buyer: party, reverseCharge: false, subtotalFils: 100_000, vatFils: 5_000, totalFils: 105_000 },
  };
  const credited = {
    type: 'CreditNoteIssued',
    data: { invoiceId: 9, creditNoteNumber: 1, issuedOn: '2026-12-02', issuedBy: 3, reason: 'Fee reduced', lines: [{ line: 0, netFils: 20_000, vatFils: 1_000 }], subtotalFils: 20_000, vatFils: 1_000, totalFils: 21_000 },
  };
  const applied = (amountFils: number, paymentId = 3) => ({ type: 'InvoicePaymentApplied', data: { invoiceId: 9, paymentId, amountFils } });
  const apply = (amountFils: number, clientId = 5) => ({ type: 'ApplyPayment', paymentId: 3, clientId, amountFils }) as const;

  it('given an issued invoice, when part of a payment is applied, then it is recorded on the invoice', () => {
    invoiceSpec.given([drafted, approved, issued]).when(apply(105_000)).then([applied(105_000)]);
  });

  it('given a credit note and a payment, then what is outstanding is the total less both', () => {
    const state = [drafted, approved, issued, credited, applied(50_000)].reduce(
      (s, e, revision) => invoiceDecider.evolve(s, e, { time: '2026-12-03T00:00:00Z', revision }),
      invoiceDecider.initialState,
    );
    expect(outstandingFils(state)).toBe(105_000 - 21_000 - 50_000);
    invoiceSpec.given([drafted, approved, issued, credited, applied(50_000)]).when(apply(34_000)).then([applied(34_000)]);
  });

  it('refuses more than is outstanding, a fully paid invoice, one not issued, and another client\'s payment', () => {
    invoiceSpec.given([drafted, approved, issued, credited]).when(apply(84_001)).thenFails('conflict', 'billing.paymentAboveOutstanding');
    invoiceSpec.given([drafted, approved, issued, applied(105_000)]).when(apply(1)).thenFails('conflict', 'billing.nothingOutstanding');
    invoiceSpec.given([drafted, approved]).when(apply(1)).thenFails('conflict', 'billing.paymentNotIssued');
    invoiceSpec.given([drafted, approved, issued]).when(apply(1, 6)).thenFails('validation_failed', 'billing.invoiceOfAnotherClient');
  });

  it('given a payment withdrawn (its own record could not follow), then the amount is outstanding again', () => {
    invoiceSpec
      .given([drafted, approved, issued, applied(105_000), { type: 'InvoicePaymentWithdrawn', data: { invoiceId: 9, paymentId: 3, amountFils: 105_000 } }])
      .when(apply(105_000))
      .then([applied(105_000)]);
  });
});
