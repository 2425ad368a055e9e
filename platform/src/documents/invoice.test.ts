import { describe, expect, it } from 'vitest';
import { taxInvoiceDocument, type TaxInvoice } from './invoice.js';

const invoice: TaxInvoice = {
  number: 42,
  issuedOn: '2026-11-28',
  suppliedOn: '2026-11-26',
  seller: { name: 'Al Noor Advocates', nameAr: 'مكتب النور للمحاماة', address: 'Office 1201, Dubai', trn: '100123456700003' },
  buyer: { name: 'Gulf Trading LLC', nameAr: null, address: 'PO Box 1, Dubai', trn: '100987654300003' },
  reverseCharge: true,
  lines: [
    { timeEntryId: 1, expenseId: null, date: '2026-11-26', description: 'Research', quantity: 90, unit: 'minute', unitPriceFils: 100_000, vat: 'standard', grossFils: 150_000, discountFils: 10_000, netFils: 140_000, vatFils: 7_000 },
    { timeEntryId: null, expenseId: null, date: null, description: 'Court fee', quantity: 2, unit: 'item', unitPriceFils: 5_000, vat: 'out_of_scope', grossFils: 10_000, discountFils: 0, netFils: 10_000, vatFils: 0 },
  ],
  subtotalFils: 150_000,
  vatFils: 7_000,
  totalFils: 157_000,
  creditNotes: [{ number: 3, issuedOn: '2026-11-29', reason: 'Fee reduced', vatFils: 500, totalFils: 10_500 }],
};
const firm = { names: ['Al Noor Advocates', 'مكتب النور للمحاماة'], logo: null };

describe('tax invoice document', () => {
  it('carries every particular of Article 59, worded in each language', () => {
    for (const lang of ['en', 'ar', 'both'] as const) {
      const doc = taxInvoiceDocument(invoice, lang, firm);
      const all = JSON.stringify([doc.title, doc.generated, doc.filters, doc.columns, doc.rows, doc.notes]);
      if (lang !== 'ar') expect(all).toContain('Tax Invoice');
      if (lang !== 'en') expect(all).toContain('فاتورة ضريبية');
      for (const s of ['INV-000042', '100123456700003', '100987654300003', 'Office 1201, Dubai', 'PO Box 1, Dubai', '1.50', '1000.00', '100.00', '1400.00', '5%', '70.00', '1470.00', '1500.00', '1570.00', 'CN-000003', '105.00'])
        expect(all, `${lang}: ${s}`).toContain(s);
      expect(doc.notes!.lines.join('\n')).toMatch(lang === 'ar' ? /الاحتساب العكسي/ : /reverse charge mechanism/);
      expect(doc.lang).toBe(lang === 'ar' ? 'ar' : 'en');
    }
  });

  it('leaves out the TRN of a client not registered for VAT and the reverse-charge statement where it does not apply', () => {
    const doc = taxInvoiceDocument({ ...invoice, reverseCharge: false, buyer: { ...invoice.buyer, trn: null } }, 'en', firm);
    expect(doc.filters.map((f) => f.label)).not.toContain('Client · TRN');
    expect(doc.filters.map((f) => f.label)).toContain('Supplier · TRN');
    expect(doc.notes!.lines.join('\n')).not.toMatch(/reverse charge/);
  });
});
