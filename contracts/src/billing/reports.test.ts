import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vatOf, vatTreatments } from './money.js';
import { agedReceivables, billedAndCollected, shareOut, supplyEmirates, vatReturn, workInProgress, type ReportInvoice } from './reports.js';

const DUBAI = 1;
const ABU_DHABI = 2;

/** time entries 1-2 are lawyer 7's (Dubai branch), 3 is lawyer 8's (Abu Dhabi branch) */
const lawyerOf = (t: number) => (t === 3 ? 8 : 7);
const emirateOfEntry = (t: number) => (t === 3 ? ABU_DHABI : DUBAI);

const invoice: ReportInvoice = {
  id: 10, clientId: 1, caseId: 5, issuedOn: '2026-03-10',
  lines: [
    { timeEntryId: 1, vat: 'standard', netFils: 100_010, vatFils: 5_001 },
    { timeEntryId: 3, vat: 'standard', netFils: 50_000, vatFils: 2_500 },
    // a court fee paid in the client's name: out of scope
    { timeEntryId: null, vat: 'out_of_scope', netFils: 30_000, vatFils: 0 },
  ],
  creditNotes: [{ issuedOn: '2026-03-20', lines: [{ line: 1, netFils: 10_000, vatFils: 500 }] }],
};
const zeroRated: ReportInvoice = {
  id: 11, clientId: 2, caseId: 6, issuedOn: '2026-04-02',
  lines: [{ timeEntryId: 2, vat: 'zero_rated', netFils: 40_000, vatFils: 0 }],
  creditNotes: [],
};

describe('work in progress', () => {
  const onCase = { kind: 'case', id: 5 } as const;

  it('values unbilled billable time as a draft would and adds unbilled expenses, per case and lawyer', () => {
    const rows = workInProgress(
      [
        { matter: onCase, userId: 7, minutes: 90, rateFils: 100_000, billable: true, invoiceId: null, date: '2026-03-01' },
        { matter: onCase, userId: 7, minutes: 10, rateFils: 33_333, billable: true, invoiceId: null, date: '2026-03-02' },
        { matter: onCase, userId: 7, minutes: 60, rateFils: 100_000, billable: false, invoiceId: null, date: '2026-03-02' },
        { matter: onCase, userId: 8, minutes: 60, rateFils: 100_000, billable: true, invoiceId: 3, date: '2026-03-02' },
        { matter: onCase, userId: 8, minutes: 30, rateFils: 50_000, billable: true, invoiceId: null, date: '2026-04-02' },
      ],
      [
        { caseId: 5, amountFils: 12_345, invoiceId: null, date: '2026-03-03', recordedBy: 7, recordedByType: 'employee' },
        { caseId: 5, amountFils: 500, invoiceId: null, date: '2026-03-03', recordedBy: 1, recordedByType: 'admin' },
        { caseId: 5, amountFils: 999, invoiceId: 4, date: '2026-03-03', recordedBy: 7, recordedByType: 'employee' },
      ],
      undefined,
      '2026-03-31',
    );
    // 90 min at AED 1,000 = 1,500.00; 10 min at AED 333.33 = 55.5550 -> 55.56
    expect(rows).toEqual([
      { matter: onCase, lawyerId: null, minutes: 0, timeFils: 0, expensesFils: 500, totalFils: 500 },
      { matter: onCase, lawyerId: 7, minutes: 100, timeFils: 155_556, expensesFils: 12_345, totalFils: 167_901 },
    ]);
  });

  it('gives time on a client file or a consultation rows of their own (the same id on another kind is another matter), after the cases', () => {
    const time = (kind: 'case' | 'file' | 'consultation', id: number, userId: number, minutes: number) => ({ matter: { kind, id }, userId, minutes, rateFils: 60_000, billable: true, invoiceId: null, date: '2026-03-02' });
    const rows = workInProgress(
      [time('consultation', 5, 7, 30), time('file', 5, 7, 60), time('file', 5, 8, 15), time('case', 5, 7, 10), time('file', 2, 7, 5)],
      [{ caseId: 5, amountFils: 1_000, invoiceId: null, date: '2026-03-03', recordedBy: 7, recordedByType: 'employee' }],
    );
    expect(rows.map((r) => [r.matter.kind, r.matter.id, r.lawyerId, r.minutes, r.timeFils, r.expensesFils])).toEqual([
      ['case', 5, 7, 10, 10_000, 1_000],
      ['file', 2, 7, 5, 5_000, 0],
      ['file', 5, 7, 60, 60_000, 0],
      ['file', 5, 8, 15, 15_000, 0],
      ['consultation', 5, 7, 30, 30_000, 0],
    ]);
  });
});

describe('billed and collected', () => {
  it('bills each lawyer their lines in the month of issue, less credit notes in theirs, and shares payments by the invoice net', () => {
    const rows = billedAndCollected([invoice, zeroRated], [{ date: '2026-04-05', allocations: [{ invoiceId: 10, amountFils: 18_001 }] }], lawyerOf);
    expect(rows).toEqual([
      { month: '2026-03', lawyerId: null, billedFils: 30_000, collectedFils: 0 },
      { month: '2026-03', lawyerId: 7, billedFils: 100_010, collectedFils: 0 },
      { month: '2026-03', lawyerId: 8, billedFils: 40_000, collectedFils: 0 },
      // 18,001 fils over nets 100,010 / 50,000 / 30,000
      { month: '2026-04', lawyerId: null, billedFils: 0, collectedFils: 3_000 },
      { month: '2026-04', lawyerId: 7, billedFils: 40_000, collectedFils: 10_001 },
      { month: '2026-04', lawyerId: 8, billedFils: 0, collectedFils: 5_000 },
    ]);
  });

  it('shares add up to the amount for any weights', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.array(fc.integer({ min: 0, max: 10 ** 9 }), { minLength: 1, maxLength: 8 }), (fils, weights) => {
      const shares = shareOut(fils, weights);
      expect(shares.reduce((s, x) => s + x, 0)).toBe(fils);
      expect(shares.every((s) => s >= 0)).toBe(true);
    }));
  });
});

describe('aged receivables', () => {
  it('ages each client’s outstanding from the day of issue and leaves out clients owing nothing', () => {
    const rows = agedReceivables(
      [
        { id: 1, clientId: 1, number: 'INV-000001', issuedOn: '2026-01-01', totalFils: 105_000, creditedFils: 5_250, paidFils: 0 },
        { id: 2, clientId: 1, number: 'INV-000002', issuedOn: '2026-03-20', totalFils: 52_500, creditedFils: 0, paidFils: 2_500 },
        { id: 3, clientId: 2, number: 'INV-000003', issuedOn: '2026-03-20', totalFils: 10_000, creditedFils: 0, paidFils: 10_000 },
      ],
      '2026-04-01',
    );
    expect(rows).toEqual([{ clientId: 1, invoicedFils: 157_500, creditedFils: 5_250, paidFils: 2_500, outstandingFils: 149_750, aged: { '0-30': 50_000, '31-60': 0, '61-90': 99_750, '90+': 0 } }]);
  });
});

describe('the VAT return', () => {
  it('puts each line under its lawyer’s branch’s emirate, an expense under the invoice’s, and takes a credit note off its line’s emirate', () => {
    const emirates = (inv: ReportInvoice) => supplyEmirates(inv, emirateOfEntry, null);
    expect(emirates(invoice)).toEqual([DUBAI, ABU_DHABI, DUBAI]);
    expect(vatReturn([invoice, zeroRated], emirates, '2026-03-01', '2026-03-31')).toEqual([
      { regionId: DUBAI, standardNetFils: 100_010, standardVatFils: 5_001, zeroRatedFils: 0, outOfScopeFils: 30_000 },
      { regionId: ABU_DHABI, standardNetFils: 40_000, standardVatFils: 2_000, zeroRatedFils: 0, outOfScopeFils: 0 },
    ]);
    // a credit note issued in a later period reduces that period's figures
    const late = { ...invoice, creditNotes: [{ ...invoice.creditNotes[0], issuedOn: '2026-04-03' }] };
    expect(vatReturn([late, zeroRated], emirates, '2026-04-01', '2026-04-30')).toEqual([
      { regionId: DUBAI, standardNetFils: 0, standardVatFils: 0, zeroRatedFils: 40_000, outOfScopeFils: 0 },
      { regionId: ABU_DHABI, standardNetFils: -10_000, standardVatFils: -500, zeroRatedFils: 0, outOfScopeFils: 0 },
    ]);
  });

  it('an invoice without time goes to its case’s region', () => {
    const expensesOnly: ReportInvoice = { ...zeroRated, lines: [{ timeEntryId: null, vat: 'out_of_scope', netFils: 1, vatFils: 0 }] };
    expect(supplyEmirates(expensesOnly, emirateOfEntry, 4)).toEqual([4]);
  });

  const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-03-${String(d).padStart(2, '0')}`);
  const anInvoice = fc
    .array(fc.record({ timeEntryId: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }), vat: fc.constantFrom(...vatTreatments), netFils: fc.integer({ min: 0, max: 10 ** 9 }) }), { minLength: 1, maxLength: 6 })
    .chain((lines) =>
      fc.record({
        issuedOn: day,
        lines: fc.constant(lines.map((l) => ({ ...l, vatFils: vatOf(l.netFils, l.vat) }))),
        creditNotes: fc.array(
          fc.record({ issuedOn: day, picks: fc.array(fc.record({ line: fc.integer({ min: 0, max: lines.length - 1 }), part: fc.double({ min: 0, max: 1, noNaN: true }) }), { minLength: 1, maxLength: 3 }) }),
          { maxLength: 2 },
        ),
      }),
    )
    .map(({ issuedOn, lines, creditNotes }, ) => ({
      issuedOn, lines,
      creditNotes: creditNotes.map((cn) => ({
        issuedOn: cn.issuedOn,
        lines: cn.picks.map(({ line, part }) => {
          const netFils = Math.floor(lines[line].netFils * part);
          return { line, netFils, vatFils: vatOf(netFils, lines[line].vat) };
        }),
      })),
    }));

  it('its totals equal the period’s issued invoices less its credit notes, to the fils, for any invoices', () => {
    fc.assert(
      fc.property(fc.array(anInvoice, { maxLength: 8 }), fc.tuple(day, day), (drawn, [a, b]) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const invoices: ReportInvoice[] = drawn.map((d, i) => ({ id: i + 1, clientId: 1, caseId: null, ...d }));
        const rows = vatReturn(invoices, (inv) => supplyEmirates(inv, (t) => t % 3, 9), from, to);
        const inPeriod = (d: string) => d >= from && d <= to;
        let net = 0;
        let vat = 0;
        for (const inv of invoices) {
          if (inPeriod(inv.issuedOn)) for (const l of inv.lines) (net += l.netFils), (vat += l.vatFils);
          for (const cn of inv.creditNotes) if (inPeriod(cn.issuedOn)) for (const l of cn.lines) (net -= l.netFils), (vat -= l.vatFils);
        }
        expect(rows.reduce((s, r) => s + r.standardNetFils + r.zeroRatedFils + r.outOfScopeFils, 0)).toBe(net);
        expect(rows.reduce((s, r) => s + r.standardVatFils, 0)).toBe(vat);
      }),
    );
  });
});
