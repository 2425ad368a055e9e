import { describe, expect, it } from 'vitest';
import { InvoiceDrafted, isEventOf, type InvoiceParty, type UnbilledTime } from '@lawfirm/contracts';
import { deciderSpec } from '../framework/spec.js';
import { invoiceDecider, type InvoiceCommand } from './invoice.js';

const spec = deciderSpec(invoiceDecider);

const entry = (timeEntryId: number, over: Partial<UnbilledTime> = {}): UnbilledTime => ({
  timeEntryId, caseId: 12, date: '2026-11-02', minutes: 90, description: `Work ${timeEntryId}`, billable: true, rateFils: 100_000, ...over,
});
const entries = [
  entry(1),
  // 20 minutes at AED 333.33 an hour: AED 111.11
  entry(2, { date: '2026-11-01', minutes: 20, rateFils: 33_333 }),
  entry(3, { caseId: 13, date: '2026-11-03', minutes: 60 }),
  entry(4, { billable: false }),
  entry(5, { date: '2026-12-01' }),
];
const draft = (over: Partial<Extract<InvoiceCommand, { type: 'DraftInvoice' }>> = {}): InvoiceCommand => ({
  type: 'DraftInvoice', invoiceId: 9, clientId: 5, caseId: 12, from: '2026-11-01', to: '2026-11-30', draftedBy: 7, entries, discountFils: 0, vat: 'standard', ...over,
});
const line2 = { timeEntryId: 2, expenseId: null, date: '2026-11-01', description: 'Work 2', quantity: 20, unit: 'minute', unitPriceFils: 33_333, vat: 'standard', grossFils: 11_111, discountFils: 0, netFils: 11_111, vatFils: 556 };
const line1 = { timeEntryId: 1, expenseId: null, date: '2026-11-02', description: 'Work 1', quantity: 90, unit: 'minute', unitPriceFils: 100_000, vat: 'standard', grossFils: 150_000, discountFils: 0, netFils: 150_000, vatFils: 7_500 };
const drafted = { type: 'InvoiceDrafted', data: { invoiceId: 9, clientId: 5, caseId: 12, from: '2026-11-01', to: '2026-11-30', draftedBy: 7, currency: 'AED', exchangeRate: null, lines: [line2, line1] } };
const approved = { type: 'InvoiceApproved', data: { invoiceId: 9, approvedBy: 3 } };

const seller: InvoiceParty = { name: 'Al Noor Legal', nameAr: 'النور للمحاماة', address: 'Office 1204, Business Bay, Dubai', trn: '100123456700003' };
const buyer: InvoiceParty = { name: 'Gulf Trading LLC', nameAr: null, address: 'Deira, Dubai', trn: '100987654300003' };
const issue = (over: Partial<Extract<InvoiceCommand, { type: 'IssueInvoice' }>> = {}): InvoiceCommand => ({
  type: 'IssueInvoice', number: 42, issuedOn: '2026-12-01', suppliedOn: '2026-11-30', issuedBy: 3, seller, buyer, reverseCharge: false, ...over,
});
const issued = {
  type: 'InvoiceIssued',
  data: { invoiceId: 9, number: 42, issuedOn: '2026-12-01', suppliedOn: '2026-11-30', issuedBy: 3, seller, buyer, reverseCharge: false, subtotalFils: 161_111, vatFils: 8_056, totalFils: 169_167 },
};
const voided = { type: 'InvoiceVoided', data: { invoiceId: 9, voidedBy: 3, reason: 'Wrong client' } };
const credit = (lines: { line: number; netFils: number }[], creditNoteNumber = 1): InvoiceCommand => ({ type: 'IssueCreditNote', creditNoteNumber, issuedOn: '2026-12-05', issuedBy: 3, reason: 'Fee reduced', lines });

describe('invoice', () => {
  describe('drafting', () => {
    it('given nothing, when a draft is made for a case and a period, then it bills the billable time of that case and period, by day, each line priced and taxed to the fils', () => {
      spec.given([]).when(draft()).then([drafted]);
    });

    it('given nothing, when a draft is made for the client, then it takes every case\'s time', () => {
      const [made] = invoiceDecider.decide(draft({ caseId: null }), invoiceDecider.initialState, { now: new Date() });
      if (!isEventOf(InvoiceDrafted, made)) throw new Error(`expected InvoiceDrafted, got ${made.type}`);
      expect(made.data.lines.map((l) => l.timeEntryId)).toEqual([2, 1, 3]);
    });

    it('given nothing, when a draft has a discount, then it is spread over the lines by their amounts and each line\'s VAT is on what is billed', () => {
      // AED 10.00 over 111.11 and 1,500.00: 0.69 and 9.31 (the larger remainder takes the last fils)
      spec.given([]).when(draft({ discountFils: 1_000 })).then([
        {
          ...drafted,
          data: { ...drafted.data, lines: [{ ...line2, discountFils: 69, netFils: 11_042, vatFils: 552 }, { ...line1, discountFils: 931, netFils: 149_069, vatFils: 7_453 }] },
        },
      ]);
    });

    it('given nothing, when a draft is zero-rated, then its lines carry no VAT', () => {
      spec.given([]).when(draft({ vat: 'zero_rated' })).then([
        { ...drafted, data: { ...drafted.data, lines: [{ ...line2, vat: 'zero_rated', vatFils: 0 }, { ...line1, vat: 'zero_rated', vatFils: 0 }] } },
      ]);
    });

    it('refuses a period ending before it starts, a discount above the time\'s worth, a period with nothing billable, and an id in use', () => {
      spec.given([]).when(draft({ from: '2026-11-30', to: '2026-11-01' })).thenFails('validation_failed', 'billing.periodEndsBeforeStart');
      spec.given([]).when(draft({ discountFils: 161_112 })).thenFails('validation_failed', 'billing.discountTooLarge');
      spec.given([]).when(draft({ from: '2026-10-01', to: '2026-10-31' })).thenFails('validation_failed', 'billing.nothingToBill');
      spec.given([]).when(draft({ entries: [entry(4, { billable: false })] })).thenFails('validation_failed', 'billing.nothingToBill');
      spec.given([drafted]).when(draft()).thenFails('conflict', 'error.conflict');
    });

    it('refuses a period with more billable entries than an invoice holds, saying how many it holds', () => {
      const many = Array.from({ length: 2001 }, (_, i) => entry(100 + i, { minutes: 1, rateFils: 60 }));
      spec.given([]).when(draft({ entries: many })).thenFails('validation_failed', 'billing.tooManyLines');
      expect(() => invoiceDecider.decide(draft({ entries: many }), invoiceDecider.initialState, { now: new Date() })).toThrow(expect.objectContaining({ errors: [expect.objectContaining({ field: 'to', message: expect.stringContaining('2000') })] }));
      spec.given([]).when(draft({ entries: many.slice(0, 2000) })).then([expect.objectContaining({ type: 'InvoiceDrafted' })]);
    });
  });

  describe('approval and issue', () => {
    it('given a draft, when it is approved, then it records who approved it; approved again, nothing happens', () => {
      spec.given([drafted]).when({ type: 'ApproveInvoice', approvedBy: 3 }).then([approved]);
      spec.given([drafted, approved]).when({ type: 'ApproveInvoice', approvedBy: 3 }).then([]);
    });

    it('given an approved invoice, when it is issued, then it carries its number, the days of issue and supply, both parties and its totals (the sums of its lines)', () => {
      spec.given([drafted, approved]).when(issue()).then([issued]);
      expect(spec.given([drafted, approved, issued]).state).toMatchObject({ status: 'issued', number: 42, issuedOn: '2026-12-01' });
    });

    it('given an issued invoice, when it is issued again, then nothing happens (no second number)', () => {
      spec.given([drafted, approved, issued]).when(issue({ number: 43 })).then([]);
    });

    it('given a zero-rated approved invoice, when it is issued under the reverse charge, then it says so', () => {
      const zero = { ...drafted, data: { ...drafted.data, lines: [{ ...line2, vat: 'zero_rated', vatFils: 0 }] } };
      spec.given([zero, approved]).when(issue({ reverseCharge: true, buyer: { ...buyer, trn: null, address: 'London' } })).then([
        { type: 'InvoiceIssued', data: { ...issued.data, reverseCharge: true, buyer: { ...buyer, trn: null, address: 'London' }, subtotalFils: 11_111, vatFils: 0, totalFils: 11_111 } },
      ]);
    });

    it('refuses to issue a draft not approved, a voided one, one without the firm\'s TRN, one supplied after its issue, and VAT under the reverse charge', () => {
      spec.given([drafted]).when(issue()).thenFails('conflict', 'billing.notApproved');
      spec.given([drafted, voided]).when(issue()).thenFails('conflict', 'billing.voided');
      spec.given([drafted, approved]).when(issue({ seller: { ...seller, trn: null } })).thenFails('validation_failed', 'billing.sellerTrnRequired');
      spec.given([drafted, approved]).when(issue({ suppliedOn: '2026-12-02' })).thenFails('validation_failed', 'billing.supplyAfterIssue');
      spec.given([drafted, approved]).when(issue({ reverseCharge: true })).thenFails('validation_failed', 'billing.reverseChargeWithVat');
      spec.given([]).when(issue()).thenFails('not_found', 'error.notFound');
    });

    it('refuses to approve a voided or an issued invoice', () => {
      spec.given([drafted, voided]).when({ type: 'ApproveInvoice', approvedBy: 3 }).thenFails('conflict', 'billing.voided');
      spec.given([drafted, approved, issued]).when({ type: 'ApproveInvoice', approvedBy: 3 }).thenFails('conflict', 'billing.issuedNeverChanged');
    });
  });

  describe('voiding', () => {
    it('given a draft or an approved invoice, when it is voided, then it says who and why; voided again, nothing happens', () => {
      spec.given([drafted]).when({ type: 'VoidInvoice', voidedBy: 3, reason: 'Wrong client' }).then([voided]);
      spec.given([drafted, approved]).when({ type: 'VoidInvoice', voidedBy: 3, reason: 'Wrong client' }).then([voided]);
      spec.given([drafted, voided]).when({ type: 'VoidInvoice', voidedBy: 3, reason: 'Again' }).then([]);
    });

    it('given an issued invoice, when it would be voided, then it is refused: a credit note corrects it', () => {
      spec.given([drafted, approved, issued]).when({ type: 'VoidInvoice', voidedBy: 3, reason: 'Wrong client' }).thenFails('conflict', 'billing.issuedNeverChanged');
    });
  });

  describe('credit notes', () => {
    it('given an issued invoice, when part of a line is credited, then the credit note carries its number, the part, its VAT and totals', () => {
      spec.given([drafted, approved, issued]).when(credit([{ line: 1, netFils: 50_000 }], 7)).then([
        {
          type: 'CreditNoteIssued',
          data: { invoiceId: 9, creditNoteNumber: 7, issuedOn: '2026-12-05', issuedBy: 3, reason: 'Fee reduced', lines: [{ line: 1, netFils: 50_000, vatFils: 2_500 }], subtotalFils: 50_000, vatFils: 2_500, totalFils: 52_500 },
        },
      ]);
    });

    it('given a line credited in part, when the rest is credited, then its VAT is what the line charged less what was given back', () => {
      // line 0: AED 111.11 with VAT 5.56; AED 55.55 back carries 2.78 (2.7775 rounded), the rest 55.56 the other 2.78
      const first = { type: 'CreditNoteIssued', data: { invoiceId: 9, creditNoteNumber: 1, issuedOn: '2026-12-05', issuedBy: 3, reason: 'x', lines: [{ line: 0, netFils: 5_555, vatFils: 278 }], subtotalFils: 5_555, vatFils: 278, totalFils: 5_833 } };
      spec.given([drafted, approved, issued]).when(credit([{ line: 0, netFils: 5_555 }])).then([{ ...first, data: { ...first.data, reason: 'Fee reduced' } }]);
      const state = spec.given([drafted, approved, issued, first]).state;
      expect(state.credited[0]).toEqual({ netFils: 5_555, vatFils: 278 });
      expect(state.lastCreditNoteNumber).toBe(1);
      spec.given([drafted, approved, issued, first]).when(credit([{ line: 0, netFils: 5_556 }], 2)).then([
        { type: 'CreditNoteIssued', data: { ...first.data, creditNoteNumber: 2, reason: 'Fee reduced', lines: [{ line: 0, netFils: 5_556, vatFils: 278 }], subtotalFils: 5_556, vatFils: 278, totalFils: 5_834 } },
      ]);
      spec.given([drafted, approved, issued, first]).when(credit([{ line: 0, netFils: 5_557 }], 2)).thenFails('validation_failed', 'billing.creditTooLarge');
    });

    it('refuses a credit note on an invoice not issued, on a line it does not have, for more than is left, or for nothing', () => {
      spec.given([drafted, approved]).when(credit([{ line: 0, netFils: 100 }])).thenFails('conflict', 'billing.creditOnlyIssued');
      spec.given([drafted, voided]).when(credit([{ line: 0, netFils: 100 }])).thenFails('conflict', 'billing.creditOnlyIssued');
      spec.given([drafted, approved, issued]).when(credit([{ line: 2, netFils: 100 }])).thenFails('validation_failed', 'billing.creditUnknownLine');
      spec.given([drafted, approved, issued]).when(credit([{ line: 1, netFils: 150_001 }])).thenFails('validation_failed', 'billing.creditTooLarge');
      // two pieces of one line in one note, together more than the line
      spec.given([drafted, approved, issued]).when(credit([{ line: 1, netFils: 100_000 }, { line: 1, netFils: 50_001 }])).thenFails('validation_failed', 'billing.creditTooLarge');
      spec.given([drafted, approved, issued]).when(credit([{ line: 1, netFils: 0 }])).thenFails('validation_failed', 'billing.creditTooLarge');
      spec.given([drafted, approved, issued]).when(credit([])).thenFails('validation_failed', 'billing.creditNothing');
    });
  });

  describe('another currency', () => {
    const inUsd = { ...drafted, data: { ...drafted.data, currency: 'USD', exchangeRate: '3.6725' } };
    const rate = (exchangeRate: string | null): InvoiceCommand => ({ type: 'ChangeExchangeRate', exchangeRate, changedBy: 3 });

    it('given nothing, when a draft is made in USD at a rate, then it records the currency and the rate, its lines priced in AED as ever', () => {
      spec.given([]).when(draft({ currency: 'USD', exchangeRate: '3.6725' })).then([inUsd]);
    });

    it('refuses a currency without its rate, a rate for AED, and a rate not a positive decimal, naming the field', () => {
      spec.given([]).when(draft({ currency: 'USD' })).thenFails('validation_failed', 'billing.exchangeRateRequired');
      spec.given([]).when(draft({ currency: 'AED', exchangeRate: '1.00' })).thenFails('validation_failed', 'billing.exchangeRateForAed');
      spec.given([]).when(draft({ currency: 'EUR', exchangeRate: '0' })).thenFails('validation_failed', 'billing.invalidExchangeRate');
      expect(() => invoiceDecider.decide(draft({ currency: 'USD' }), invoiceDecider.initialState, { now: new Date() })).toThrow(expect.objectContaining({ errors: [expect.objectContaining({ field: 'exchangeRate' })] }));
    });

    it('given a draft in USD, when its rate is changed (to the rate of the day of supply), then the new rate is recorded; the same rate again changes nothing', () => {
      spec.given([inUsd]).when(rate('3.6730')).then([{ type: 'InvoiceExchangeRateChanged', data: { invoiceId: 9, exchangeRate: '3.6730', changedBy: 3 } }]);
      spec.given([inUsd]).when(rate('3.6725')).then([]);
    });

    it('given an approved invoice in USD, when its rate is changed, then it is recorded and the invoice holds the new rate', () => {
      const changed = { type: 'InvoiceExchangeRateChanged', data: { invoiceId: 9, exchangeRate: '3.68', changedBy: 3 } };
      spec.given([inUsd, approved]).when(rate('3.68')).then([changed]);
      const state = [inUsd, approved, changed].reduce((s, e, i) => invoiceDecider.evolve(s, e, { time: '2026-12-01T08:00:00.000Z', revision: i }), invoiceDecider.initialState);
      expect(state).toMatchObject({ currency: 'USD', exchangeRate: '3.68', status: 'approved' });
    });

    it('refuses a change of rate once issued or voided, on an invoice in AED, and to no rate', () => {
      spec.given([inUsd, approved, issued]).when(rate('3.70')).thenFails('conflict', 'billing.exchangeRateFixedAtIssue');
      spec.given([inUsd, voided]).when(rate('3.70')).thenFails('conflict', 'billing.exchangeRateFixedAtIssue');
      spec.given([drafted]).when(rate('3.70')).thenFails('validation_failed', 'billing.exchangeRateForAed');
      spec.given([inUsd]).when(rate(null)).thenFails('validation_failed', 'billing.exchangeRateRequired');
      spec.given([]).when(rate('3.70')).thenFails('not_found', 'error.notFound');
    });
  });
});
