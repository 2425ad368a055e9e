import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { XMLParser } from 'fast-xml-parser';
import { lineAmounts, totalsOf, type VatTreatment } from './money.js';
import { pintAeXml, PINT_AE_CUSTOMIZATION_ID, PINT_AE_PROFILE_ID, type EInvoiceDocument } from './eInvoice.js';
import type { InvoiceLine } from './invoices.js';
import { convertedAmounts } from './currency.js';

// the document read back as a receiver's parser would: namespace prefixes dropped, every list an array
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', removeNSPrefix: true, parseTagValue: false, isArray: (name) => ['InvoiceLine', 'CreditNoteLine', 'TaxSubtotal'].includes(name) });
const parse = (xml: string) => parser.parse(xml) as Record<string, any>;
const fils = (node: { '#text': string; '@currencyID': string }) => {
  expect(node['@currencyID']).toBe('AED');
  expect(node['#text']).toMatch(/^\d+\.\d{2}$/);
  return Math.round(Number(node['#text']) * 100);
};

const line = (input: { description: string; quantity: number; unit: 'minute' | 'item'; unitPriceFils: number; discountFils?: number; vat: VatTreatment }): InvoiceLine => {
  const a = lineAmounts({ quantity: input.quantity, unit: input.unit, unitPriceFils: input.unitPriceFils, discountFils: input.discountFils ?? 0, vat: input.vat });
  return { timeEntryId: null, expenseId: null, date: '2026-11-20', description: input.description, quantity: input.quantity, unit: input.unit, unitPriceFils: input.unitPriceFils, vat: input.vat, grossFils: a.grossFils, discountFils: a.discountFils, netFils: a.netFils, vatFils: a.vatFils };
};

const seller = { name: 'Al Noor Advocates & Legal Consultants', nameAr: 'النور للمحاماة', address: 'Office 1203, Business Bay, Dubai', trn: '100123456700003' };
const buyer = { name: 'Gulf Trading LLC', nameAr: null, address: 'Deira, Dubai', trn: '100987654300003' };

const invoice = (lines: InvoiceLine[], overrides: Partial<EInvoiceDocument> = {}): EInvoiceDocument => ({
  kind: 'invoice', number: 42, uuid: '6f1c0e2a-9b1d-5c7e-8a2b-3d4e5f607182', issuedOn: '2026-11-29', period: { from: '2026-11-01', to: '2026-11-28' },
  seller, buyer, reverseCharge: false, lines, ...overrides,
} as EInvoiceDocument);

describe('the PINT AE e-invoice of an issued invoice', () => {
  const lines = [
    line({ description: 'Drafting the statement of claim', quantity: 95, unit: 'minute', unitPriceFils: 120_000, discountFils: 1_000, vat: 'standard' }),
    line({ description: 'Court fee paid for the client', quantity: 1, unit: 'item', unitPriceFils: 31_500, vat: 'out_of_scope' }),
    line({ description: 'Advice to a client abroad', quantity: 30, unit: 'minute', unitPriceFils: 90_000, vat: 'zero_rated' }),
  ];
  const doc = parse(pintAeXml(invoice(lines))).Invoice;

  it('names the PINT AE billing profile, the document and its day', () => {
    expect(doc.CustomizationID).toBe(PINT_AE_CUSTOMIZATION_ID);
    expect(doc.ProfileID).toBe(PINT_AE_PROFILE_ID);
    expect(doc.ProfileExecutionID).toBe('00000000');
    expect(doc.ID).toBe('INV-000042');
    expect(doc.UUID).toBe('6f1c0e2a-9b1d-5c7e-8a2b-3d4e5f607182');
    expect(doc.IssueDate).toBe('2026-11-29');
    expect(doc.InvoiceTypeCode).toBe('380');
    expect(doc.DocumentCurrencyCode).toBe('AED');
    expect(doc.InvoicePeriod).toEqual({ StartDate: '2026-11-01', EndDate: '2026-11-28' });
  });

  it('carries both parties with their TRN and their TIN as the electronic address', () => {
    const s = doc.AccountingSupplierParty.Party;
    expect(s.EndpointID).toEqual({ '#text': '1001234567', '@schemeID': '0235' });
    expect(s.PartyName.Name).toBe(seller.name);
    expect(s.PartyTaxScheme.CompanyID).toBe(seller.trn);
    expect(s.PostalAddress.StreetName).toBe(seller.address);
    const b = doc.AccountingCustomerParty.Party;
    expect(b.EndpointID['#text']).toBe('1009876543');
    expect(b.PartyTaxScheme.CompanyID).toBe(buyer.trn);
    expect(b.PartyLegalEntity.RegistrationName).toBe(buyer.name);
  });

  it('has each line with its quantity, price, discount, tax category and amounts, as on the invoice', () => {
    expect(doc.InvoiceLine).toHaveLength(3);
    doc.InvoiceLine.forEach((l: any, i: number) => {
      const source = lines[i];
      expect(l.Item.Description).toBe(source.description);
      expect(fils(l.LineExtensionAmount)).toBe(source.netFils);
      expect(fils(l.ItemPriceExtension.TaxTotal.TaxAmount)).toBe(source.vatFils);
      expect(fils(l.ItemPriceExtension.Amount)).toBe(source.netFils + source.vatFils);
      expect(l.Item.ClassifiedTaxCategory.ID).toBe({ standard: 'S', zero_rated: 'Z', out_of_scope: 'O' }[source.vat]);
      expect(l.Item.ClassifiedTaxCategory.Percent).toBe(source.vat === 'standard' ? '5' : '0');
    });
    const first = doc.InvoiceLine[0];
    expect(first.InvoicedQuantity).toEqual({ '#text': '95', '@unitCode': 'MIN' });
    expect(first.Price.BaseQuantity).toEqual({ '#text': '60', '@unitCode': 'MIN' });
    expect(fils(first.AllowanceCharge.Amount)).toBe(1_000);
  });

  it('has totals and a VAT breakdown per category that agree with the invoice to the fils', () => {
    const totals = totalsOf(lines.map((l) => ({ ...l, totalFils: l.netFils + l.vatFils })), lines.map((l) => l.vat));
    expect(fils(doc.LegalMonetaryTotal.TaxExclusiveAmount)).toBe(totals.subtotalFils);
    expect(fils(doc.TaxTotal.TaxAmount)).toBe(totals.vatFils);
    expect(fils(doc.LegalMonetaryTotal.PayableAmount)).toBe(totals.totalFils);
    const breakdown = Object.fromEntries(doc.TaxTotal.TaxSubtotal.map((t: any) => [t.TaxCategory.ID, [fils(t.TaxableAmount), fils(t.TaxAmount)]]));
    expect(breakdown).toEqual({
      S: [totals.byTreatment.standard.netFils, totals.byTreatment.standard.vatFils],
      Z: [totals.byTreatment.zero_rated.netFils, 0],
      O: [totals.byTreatment.out_of_scope.netFils, 0],
    });
  });

  it('escapes what the text holds and stays well-formed', () => {
    const xml = pintAeXml(invoice([line({ description: 'Review of <contract> & "terms"', quantity: 1, unit: 'item', unitPriceFils: 100, vat: 'standard' })]));
    expect(parse(xml).Invoice.InvoiceLine[0].Item.Description).toBe('Review of <contract> & "terms"');
  });

  it('addresses a client abroad without a TRN as an export reported to the authority', () => {
    const abroad = parse(pintAeXml(invoice(lines, { buyer: { name: 'Acme GmbH', nameAr: null, address: 'Berlin', trn: null }, reverseCharge: true }))).Invoice;
    expect(abroad.ProfileExecutionID).toBe('00000001');
    expect(abroad.AccountingCustomerParty.Party.EndpointID['#text']).toBe('9900000099');
    expect(abroad.AccountingCustomerParty.Party.PartyTaxScheme).toBeUndefined();
  });
});

describe('the PINT AE e-invoice of a credit note', () => {
  it('refers to the invoice it corrects and carries only what it takes back', () => {
    const lines = [line({ description: 'Hearing attendance', quantity: 120, unit: 'minute', unitPriceFils: 100_000, vat: 'standard' })];
    const xml = pintAeXml({ ...invoice(lines), kind: 'credit_note', number: 7, invoiceNumber: 42, invoiceIssuedOn: '2026-11-29', reason: 'Hours billed twice' } as EInvoiceDocument, [{ line: 0, netFils: 50_000, vatFils: 2_500 }]);
    const doc = parse(xml).CreditNote;
    expect(doc.ID).toBe('CN-000007');
    expect(doc.CreditNoteTypeCode).toBe('381');
    expect(doc.BillingReference.InvoiceDocumentReference).toEqual({ ID: 'INV-000042', IssueDate: '2026-11-29' });
    expect(doc.PaymentMeans).toBeUndefined();
    // Article 61(1)(c): the agreed consideration altered
    expect(doc.DiscrepancyResponse).toEqual({ ResponseCode: 'DL8.61.1.C', Description: 'Hours billed twice' });
    expect(doc.CreditNoteLine).toHaveLength(1);
    expect(fils(doc.CreditNoteLine[0].LineExtensionAmount)).toBe(50_000);
    expect(fils(doc.LegalMonetaryTotal.PayableAmount)).toBe(52_500);
  });
});

describe('e-invoice arithmetic', () => {
  it('for any lines, every line reads as quantity x price / base - discount and the totals are the sums, to the fils', () => {
    const lineArb = fc.record({
      quantity: fc.integer({ min: 1, max: 100_000 }),
      unit: fc.constantFrom('minute' as const, 'item' as const),
      unitPriceFils: fc.integer({ min: 0, max: 10_000_000 }),
      discountShare: fc.integer({ min: 0, max: 100 }),
      vat: fc.constantFrom<VatTreatment>('standard', 'zero_rated', 'out_of_scope'),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 8 }), (specs) => {
        const lines = specs.map((s) => {
          const gross = line({ description: 'Work', ...s, discountFils: 0 }).grossFils;
          return line({ description: 'Work', ...s, discountFils: Math.floor((gross * s.discountShare) / 100) });
        });
        const doc = parse(pintAeXml(invoice(lines))).Invoice;
        let sum = 0;
        doc.InvoiceLine.forEach((l: any, i: number) => {
          const price = fils(l.Price.PriceAmount);
          const base = Number(l.Price.BaseQuantity['#text']);
          const discount = l.AllowanceCharge ? fils(l.AllowanceCharge.Amount) : 0;
          const expected = Math.round((Number(l.InvoicedQuantity['#text']) * price) / base) - discount;
          expect(Math.abs(fils(l.LineExtensionAmount) - expected)).toBeLessThanOrEqual(1);
          expect(fils(l.LineExtensionAmount)).toBe(lines[i].netFils);
          sum += fils(l.LineExtensionAmount);
        });
        expect(fils(doc.LegalMonetaryTotal.LineExtensionAmount)).toBe(sum);
        const vat = doc.TaxTotal.TaxSubtotal.reduce((s: number, t: any) => s + fils(t.TaxAmount), 0);
        expect(fils(doc.TaxTotal.TaxAmount)).toBe(vat);
        expect(fils(doc.LegalMonetaryTotal.PayableAmount)).toBe(sum + vat);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the PINT AE e-invoice of an invoice billed in another currency', () => {
  const lines = [
    line({ description: 'Drafting the statement of claim', quantity: 95, unit: 'minute', unitPriceFils: 120_000, discountFils: 1_000, vat: 'standard' }),
    line({ description: 'Court fee paid for the client', quantity: 1, unit: 'item', unitPriceFils: 31_500, vat: 'out_of_scope' }),
  ];
  const terms = { currency: 'USD' as const, exchangeRate: '3.6725' };
  const converted = convertedAmounts(lines, terms);
  const doc = parse(pintAeXml(invoice(lines, { terms }))).Invoice;
  const cents = (node: { '#text': string; '@currencyID': string }) => {
    expect(node['@currencyID']).toBe('USD');
    expect(node['#text']).toMatch(/^\d+\.\d{2}$/);
    return Math.round(Number(node['#text']) * 100);
  };

  it('is in the invoice\'s currency, its tax currency AED', () => {
    expect(doc.DocumentCurrencyCode).toBe('USD');
    expect(doc.TaxCurrencyCode).toBe('AED');
  });

  it('states each line\'s amounts in the currency as the invoice does, and its amount with VAT and its VAT in AED', () => {
    doc.InvoiceLine.forEach((l: any, i: number) => {
      expect(cents(l.LineExtensionAmount)).toBe(converted.lines[i].net);
      expect(cents(l.Price.PriceAmount)).toBe(converted.lines[i].unitPrice);
      expect(fils(l.ItemPriceExtension.Amount)).toBe(lines[i].netFils + lines[i].vatFils);
      expect(fils(l.ItemPriceExtension.TaxTotal.TaxAmount)).toBe(lines[i].vatFils);
    });
    expect(cents(doc.InvoiceLine[0].AllowanceCharge.Amount)).toBe(272);
  });

  it('has two VAT totals: in the currency with its breakdown, and in AED with the amount only (IBT-111)', () => {
    expect(doc.TaxTotal).toHaveLength(2);
    const [inCurrency, inAed] = doc.TaxTotal;
    expect(cents(inCurrency.TaxAmount)).toBe(converted.vat);
    expect(inCurrency.TaxSubtotal.map((t: any) => [t.TaxCategory.ID, cents(t.TaxableAmount), cents(t.TaxAmount)])).toEqual([
      ['S', converted.lines[0].net, converted.lines[0].vat],
      ['O', converted.lines[1].net, 0],
    ]);
    expect(Object.keys(inAed)).toEqual(['TaxAmount']);
    expect(fils(inAed.TaxAmount)).toBe(lines[0].vatFils + lines[1].vatFils);
    expect(cents(doc.LegalMonetaryTotal.TaxExclusiveAmount)).toBe(converted.subtotal);
    expect(cents(doc.LegalMonetaryTotal.PayableAmount)).toBe(converted.total);
  });

  it('a credit note follows its invoice\'s currency and rate', () => {
    const credit = parse(pintAeXml({ ...invoice(lines, { terms }), kind: 'credit_note', number: 3, invoiceNumber: 42, invoiceIssuedOn: '2026-11-29', reason: 'Fee reduced' } as EInvoiceDocument, [{ line: 0, netFils: 10_000, vatFils: 500 }])).CreditNote;
    expect(credit.DocumentCurrencyCode).toBe('USD');
    expect(credit.TaxCurrencyCode).toBe('AED');
    // AED 100.00 at 3.6725: USD 27.23, VAT 1.36; in AED the VAT taken back, 5.00
    expect(cents(credit.CreditNoteLine[0].LineExtensionAmount)).toBe(2_723);
    expect(cents(credit.TaxTotal[0].TaxAmount)).toBe(136);
    expect(fils(credit.TaxTotal[1].TaxAmount)).toBe(500);
  });
});
