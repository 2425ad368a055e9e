import { describe, expect, it } from 'vitest';
import { agingBucketOf, clientBalance, type BalanceInvoice } from './payments.js';

const invoice = (id: number, issuedOn: string, totalFils: number, creditedFils = 0, paidFils = 0): BalanceInvoice => ({ id, number: `INV-${id}`, issuedOn, totalFils, creditedFils, paidFils });

describe('a client\'s balance', () => {
  it('ages what is outstanding by whole days from the day of issue: 0-30, 31-60, 61-90, over 90', () => {
    expect([0, 30, 31, 60, 61, 90, 91, 400].map(agingBucketOf)).toEqual(['0-30', '0-30', '31-60', '31-60', '61-90', '61-90', '90+', '90+']);
    const b = clientBalance(
      [invoice(1, '2026-11-29', 10_000), invoice(2, '2026-10-29', 20_000, 0, 5_000), invoice(3, '2026-09-29', 30_000), invoice(4, '2026-08-30', 40_000, 40_000), invoice(5, '2026-08-29', 50_000)],
      [{ amountFils: 5_000, unallocatedFils: 0 }],
      '2026-11-29',
    );
    expect(b.invoices.map((i) => [i.daysPast, i.bucket])).toEqual([[0, '0-30'], [31, '31-60'], [61, '61-90'], [91, '90+'], [92, '90+']]);
    expect(b.aged).toEqual({ '0-30': 10_000, '31-60': 15_000, '61-90': 30_000, '90+': 50_000 });
    expect(b).toMatchObject({ invoicedFils: 150_000, creditedFils: 40_000, paidFils: 5_000, outstandingFils: 105_000, unallocatedFils: 0, balanceFils: 105_000 });
  });

  it('holds money not put against an invoice, and what a credit note left paid beyond an invoice, as the client\'s credit; the figures always reconcile', () => {
    const b = clientBalance([invoice(1, '2026-11-01', 105_000, 21_000, 105_000)], [{ amountFils: 105_000, unallocatedFils: 0 }, { amountFils: 50_000, unallocatedFils: 50_000 }], '2026-11-29');
    expect(b).toMatchObject({ outstandingFils: 0, unallocatedFils: 71_000, balanceFils: -71_000 });
    expect(b.invoicedFils - b.creditedFils - b.paidFils).toBe(b.balanceFils);
  });
});
