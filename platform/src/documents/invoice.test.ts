import { describe, expect, it } from 'vitest';
import { formatDayFor } from '@lawfirm/contracts';
import { taxCreditNoteDocument, taxInvoiceDocument, type TaxCreditNote, type TaxInvoice } from './invoice.js';

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

  it('prints the firm\'s Arabic address in Arabic when the invoice kept one, its English address otherwise', () => {
    const supplier = (lang: 'en' | 'ar' | 'both', seller: TaxInvoice['seller']) => taxInvoiceDocument({ ...invoice, seller }, lang, firm).filters.find((f) => /Al Noor Advocates|مكتب النور للمحاماة/.test(f.value))!.value;
    const withArabic = { ...invoice.seller, addressAr: 'مكتب 1201، دبي' };
    expect(supplier('en', withArabic)).toContain('Office 1201, Dubai');
    expect(supplier('en', withArabic)).not.toContain('مكتب 1201، دبي');
    expect(supplier('ar', withArabic)).toContain('مكتب 1201، دبي');
    expect(supplier('ar', withArabic)).not.toContain('Office 1201, Dubai');
    expect(supplier('both', withArabic)).toMatch(/Office 1201, Dubai · .*مكتب 1201، دبي/);
    // an invoice issued before the Arabic address was kept (InvoiceIssued v1)
    expect(supplier('ar', invoice.seller)).toContain('Office 1201, Dubai');
  });

  it('leaves out the TRN of a client not registered for VAT and the reverse-charge statement where it does not apply', () => {
    const doc = taxInvoiceDocument({ ...invoice, reverseCharge: false, buyer: { ...invoice.buyer, trn: null } }, 'en', firm);
    expect(doc.filters.map((f) => f.label)).not.toContain('Client · TRN');
    expect(doc.filters.map((f) => f.label)).toContain('Supplier · TRN');
    expect(doc.notes!.lines.join('\n')).not.toMatch(/reverse charge/);
  });

  it('a tax credit note carries every particular of Article 60 in the same layout, worded in each language', () => {
    const creditNote: TaxCreditNote = {
      number: 3,
      issuedOn: '2026-11-29',
      reason: 'Fee reduced',
      invoice: { number: 42, issuedOn: '2026-11-28' },
      seller: invoice.seller,
      buyer: invoice.buyer,
      reverseCharge: false,
      lines: [{ line: 0, description: 'Research', vat: 'standard', invoicedNetFils: 140_000, correctedNetFils: 130_000, netFils: 10_000, vatFils: 500 }],
      subtotalFils: 10_000,
      vatFils: 500,
      totalFils: 10_500,
    };
    for (const lang of ['en', 'ar', 'both'] as const) {
      const doc = taxCreditNoteDocument(creditNote, lang, firm);
      const all = JSON.stringify([doc.title, doc.generated, doc.filters, doc.columns, doc.rows, doc.notes]);
      if (lang !== 'ar') for (const w of ['Tax Credit Note', 'Credit note number', 'Tax invoice corrected', 'Date of the tax invoice', 'Reason for the credit note', formatDayFor('2026-11-28', 'en'), formatDayFor('2026-11-29', 'en')]) expect(all, `${lang}: ${w}`).toContain(w);
      if (lang !== 'en') for (const w of ['إشعار دائن ضريبي', 'رقم الإشعار الدائن', 'الفاتورة الضريبية المصححة', 'سبب الإشعار الدائن']) expect(all, `${lang}: ${w}`).toContain(w);
      // a credit note, not an invoice
      expect(all).not.toContain('Tax Invoice');
      expect(all).not.toContain('فاتورة ضريبية');
      for (const s of ['CN-000003', 'INV-000042', '100123456700003', '100987654300003', 'Office 1201, Dubai', 'PO Box 1, Dubai', 'Research', 'Fee reduced', '1400.00', '1300.00', '100.00', '5%', '5.00', '105.00'])
        expect(all, `${lang}: ${s}`).toContain(s);
      expect(doc.rows).toEqual([expect.objectContaining({ n: 1, invoiced: '1400.00', corrected: '1300.00', amount: '100.00', vatAmount: '5.00', total: '105.00' })]);
      expect(doc.lang).toBe(lang === 'ar' ? 'ar' : 'en');
    }
    const unregistered = taxCreditNoteDocument({ ...creditNote, buyer: { ...creditNote.buyer, trn: null } }, 'en', firm);
    expect(unregistered.filters.map((f) => f.label)).not.toContain('Client · TRN');
  });

  it('an invoice in another currency states its lines and totals in that currency, its rate, and its VAT and totals in AED, in each language', () => {
    // USD at 3.6725: AED 1,400.00 is USD 381.21 (VAT 19.06), AED 100.00 is USD 27.23 (no VAT)
    const inUsd = { ...invoice, reverseCharge: false, terms: { currency: 'USD' as const, exchangeRate: '3.6725' } };
    for (const lang of ['en', 'ar', 'both'] as const) {
      const doc = taxInvoiceDocument(inUsd, lang, firm);
      const all = JSON.stringify([doc.filters, doc.columns, doc.rows, doc.notes]);
      for (const s of ['USD', '3.6725', '381.21', '19.06', '27.23', '408.44', '70.00', '1500.00', '1570.00']) expect(all, `${lang}: ${s}`).toContain(s);
      if (lang !== 'ar') for (const w of ['Exchange rate', 'Unit price (USD)', 'Total VAT', '(AED)']) expect(all, `${lang}: ${w}`).toContain(w);
      if (lang !== 'en') for (const w of ['سعر الصرف', 'درهم']) expect(all, `${lang}: ${w}`).toContain(w);
    }
    const en = taxInvoiceDocument(inUsd, 'en', firm);
    expect(en.rows[0]).toEqual(expect.objectContaining({ amount: '381.21', vatIn: '19.06', vatAmount: '70.00', total: '400.27' }));
    expect(en.notes!.lines).toEqual(expect.arrayContaining(['Total VAT (USD): 19.06', 'Total VAT (AED): 70.00', 'Total incl. VAT (AED): 1570.00']));
  });

  it('a credit note of an invoice in another currency follows its currency and rate', () => {
    const note: TaxCreditNote = {
      number: 3, issuedOn: '2026-11-29', reason: 'Fee reduced', invoice: { number: 42, issuedOn: '2026-11-28' }, seller: invoice.seller, buyer: invoice.buyer, reverseCharge: false,
      lines: [{ line: 0, description: 'Research', vat: 'standard', invoicedNetFils: 140_000, correctedNetFils: 130_000, netFils: 10_000, vatFils: 500 }],
      subtotalFils: 10_000, vatFils: 500, totalFils: 10_500, terms: { currency: 'EUR', exchangeRate: '4.00' },
    };
    for (const lang of ['en', 'ar', 'both'] as const) {
      const doc = taxCreditNoteDocument(note, lang, firm);
      expect(doc.rows).toEqual([expect.objectContaining({ invoiced: '350.00', corrected: '325.00', amount: '25.00', vatIn: '1.25', vatAmount: '5.00', total: '26.25' })]);
      expect(JSON.stringify([doc.filters, doc.notes])).toContain('4.00');
      expect(doc.notes!.lines.join('\n')).toContain('105.00');
    }
  });
});
