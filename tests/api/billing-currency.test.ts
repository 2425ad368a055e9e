import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readAfterWrites, requestsHead } from '../support/server.js';
import type { SeededFirm } from '../support/seededFirm.js';
import { daysAgo, ok, billingFirmForSuite } from '../support/billing.js';

/**
 * Invoices in another currency over HTTP on the seeded firm: a draft in USD at a rate (the AED
 * figures as ever, the USD ones beside them), the rate changed before the issue and refused after,
 * the tax invoice PDF, its PINT AE e-invoice and a credit note's, each read back; bad input.
 */
type Client = SeededFirm['admin'];
type Rec = Record<string, any>;

let firm: SeededFirm;
let omar: Client;
let admin: Client;
let theCase: Rec;
let clientId: number;
const arabic = /[\u0600-\u06FF]/;
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', removeNSPrefix: true, parseTagValue: false, isArray: (name) => ['InvoiceLine', 'CreditNoteLine', 'TaxSubtotal', 'TaxTotal'].includes(name) });
const amount = (node: Rec) => [node['@currencyID'], node['#text']];

/** an hour of Omar's at AED 367.25 on `day`: USD 100.00 at 3.6725 */
const hourOn = (day: string) => ok('an hour', omar.post('/api/billing/time-entries', { caseId: theCase.id, date: day, minutes: 60, activity: 'research', description: `Research in USD ${day}`, billable: true, rate: '367.25' }));

billingFirmForSuite((f) => void ({ firm, admin, omar, theCase, clientId } = f));

describe('an invoice in another currency', () => {
  it('refuses a currency not listed, a currency without its rate, a rate for AED and a rate that is not a positive decimal, naming the field in both languages, and appends nothing', async () => {
    const day = daysAgo(20);
    await hourOn(day);
    const before = await requestsHead(admin);
    const cases: [Rec, string, string][] = [
      [{ currency: 'XYZ', exchangeRate: '1.00' }, 'currency', 'Choose one of the currencies listed'],
      [{ currency: 'USD' }, 'exchangeRate', 'An invoice in another currency needs its exchange rate to AED'],
      [{ currency: 'AED', exchangeRate: '1.00' }, 'exchangeRate', 'An invoice in AED takes no exchange rate'],
      [{ currency: 'USD', exchangeRate: '0' }, 'exchangeRate', 'The exchange rate must be a positive number of AED per unit with at most six decimals'],
      [{ currency: 'USD', exchangeRate: '3.1234567' }, 'exchangeRate', 'The exchange rate must be a positive number of AED per unit with at most six decimals'],
    ];
    for (const [terms, field, message] of cases) {
      const res = await admin.post('/api/billing/invoices', { clientId, caseId: theCase.id, from: day, to: day, ...terms });
      expect(res.status, JSON.stringify(terms)).toBe(400);
      expect(res.body.errors, JSON.stringify(terms)).toEqual([expect.objectContaining({ field, message, messageAr: expect.stringMatching(arabic) })]);
    }
    expect(await requestsHead(admin)).toBe(before);
    // an invoice in AED answers its currency, no rate, and the same figures in its currency
    const inAed = await ok('a draft in AED', admin.post('/api/billing/invoices', { clientId, caseId: theCase.id, from: day, to: day }));
    expect(inAed).toMatchObject({ currency: 'AED', exchangeRate: null, subtotal: '367.25', subtotalInCurrency: '367.25', vat: '18.36', vatInCurrency: '18.36' });
    await ok('void it', admin.post(`/api/billing/invoices/${inAed.id}/void`, { reason: 'Billed in USD instead' }));
  }, 60_000);

  it('drafted in USD at a rate, the rate changed before the issue and fixed after; the PDF, the e-invoice and a credit note state both currencies', async () => {
    const day = daysAgo(21);
    await hourOn(day);
    const draft = await ok('a draft in USD', admin.post('/api/billing/invoices', { clientId, caseId: theCase.id, from: day, to: day, currency: 'USD', exchangeRate: '3.6725' }));
    // the AED figures as ever; in USD: 367.25 / 3.6725 = 100.00, VAT 5% = 5.00
    expect(draft).toMatchObject({ currency: 'USD', exchangeRate: '3.6725', subtotal: '367.25', vat: '18.36', total: '385.61', subtotalInCurrency: '100.00', vatInCurrency: '5.00', totalInCurrency: '105.00' });
    expect(draft.lines).toEqual([expect.objectContaining({ net: '367.25', vatAmount: '18.36', netInCurrency: '100.00', vatAmountInCurrency: '5.00', totalInCurrency: '105.00' })]);
    const read = await ok('the draft', admin.get(`/api/billing/invoices/${draft.id}`));
    expect(read).toMatchObject({ currency: 'USD', exchangeRate: '3.6725', subtotal: '367.25', vat: '18.36', subtotalInCurrency: '100.00', totalInCurrency: '105.00' });
    expect(read.lines[0]).toMatchObject({ unitPrice: '367.25', unitPriceInCurrency: '100.00', netInCurrency: '100.00', vatAmountInCurrency: '5.00' });

    // a bad rate is refused, then the rate of the day of supply: 367.25 / 3.673 = 99.99, VAT 5.00
    const bad = await admin.post(`/api/billing/invoices/${draft.id}/exchange-rate`, { exchangeRate: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'exchangeRate', messageAr: expect.stringMatching(arabic) })]);
    const changed = await ok('a new rate', admin.post(`/api/billing/invoices/${draft.id}/exchange-rate`, { exchangeRate: '3.673' }));
    expect(changed).toMatchObject({ exchangeRate: '3.673', subtotal: '367.25', subtotalInCurrency: '99.99', vatInCurrency: '5.00', totalInCurrency: '104.99' });
    expect(await ok('the draft', admin.get(`/api/billing/invoices/${draft.id}`))).toMatchObject({ exchangeRate: '3.673', subtotalInCurrency: '99.99', totalInCurrency: '104.99', vat: '18.36', total: '385.61' });
    await ok('approve', admin.post(`/api/billing/invoices/${draft.id}/approve`));
    // approved, still changed; the same rate written otherwise is no change
    await ok('the same rate', admin.post(`/api/billing/invoices/${draft.id}/exchange-rate`, { exchangeRate: 3.673 }));
    await ok('issue', admin.post(`/api/billing/invoices/${draft.id}/issue`, { suppliedOn: day }));
    const before = await requestsHead(admin);
    const late = await admin.post(`/api/billing/invoices/${draft.id}/exchange-rate`, { exchangeRate: '3.70' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('The exchange rate of an issued or voided invoice cannot be changed');
    expect(await requestsHead(admin)).toBe(before);
    const issued = await ok('the invoice', admin.get(`/api/billing/invoices/${draft.id}`));
    expect(issued).toMatchObject({ status: 'issued', currency: 'USD', exchangeRate: '3.673', subtotal: '367.25', vat: '18.36', total: '385.61', totalInCurrency: '104.99' });

    // the PINT AE e-invoice: in USD, AED the tax currency, a second VAT total in AED
    const doc = xml.parse((await admin.get(`/api/billing/invoices/${draft.id}/e-invoice.xml`)).text).Invoice;
    expect(doc.DocumentCurrencyCode).toBe('USD');
    expect(doc.TaxCurrencyCode).toBe('AED');
    expect(doc.TaxTotal).toHaveLength(2);
    expect(amount(doc.TaxTotal[0].TaxAmount)).toEqual(['USD', '5.00']);
    expect(doc.TaxTotal[0].TaxSubtotal.map((t: Rec) => [t.TaxCategory.ID, amount(t.TaxableAmount), amount(t.TaxAmount)])).toEqual([['S', ['USD', '99.99'], ['USD', '5.00']]]);
    expect(Object.keys(doc.TaxTotal[1])).toEqual(['TaxAmount']);
    expect(amount(doc.TaxTotal[1].TaxAmount)).toEqual(['AED', '18.36']);
    expect(amount(doc.LegalMonetaryTotal.TaxExclusiveAmount)).toEqual(['USD', '99.99']);
    expect(amount(doc.LegalMonetaryTotal.PayableAmount)).toEqual(['USD', '104.99']);
    const line = doc.InvoiceLine[0];
    expect(amount(line.LineExtensionAmount)).toEqual(['USD', '99.99']);
    expect(amount(line.Price.PriceAmount)).toEqual(['USD', '99.99']);
    expect(amount(line.ItemPriceExtension.Amount)).toEqual(['AED', '385.61']);
    expect(amount(line.ItemPriceExtension.TaxTotal[0].TaxAmount)).toEqual(['AED', '18.36']);

    // a credit note follows the invoice's currency and rate: AED 36.73 is USD 10.00, its VAT AED 1.84 and USD 0.50
    const credited = await ok('a credit note', admin.post(`/api/billing/invoices/${draft.id}/credit-notes`, { reason: 'Fee reduced', lines: [{ line: 0, amount: '36.73' }] }));
    const after = await ok('the invoice', admin.get(`/api/billing/invoices/${draft.id}`));
    expect(after.creditNotes).toEqual([expect.objectContaining({ number: credited.creditNote, subtotal: '36.73', vat: '1.84', subtotalInCurrency: '10.00', vatInCurrency: '0.50', totalInCurrency: '10.50' })]);
    const cnNumber = Number(String(credited.creditNote).replace('CN-', ''));
    const cn = xml.parse((await admin.get(`/api/billing/invoices/${draft.id}/credit-notes/${cnNumber}/e-invoice.xml`)).text).CreditNote;
    expect(cn.DocumentCurrencyCode).toBe('USD');
    expect(amount(cn.TaxTotal[0].TaxAmount)).toEqual(['USD', '0.50']);
    expect(amount(cn.TaxTotal[1].TaxAmount)).toEqual(['AED', '1.84']);

    // the PDFs read back: the amounts in USD, the rate, and the VAT and totals in AED, in each language
    const dir = mkdtempSync(join(tmpdir(), 'invoice-currency-pdf-'));
    const pdf = async (path: string, name: string) => {
      const res = await fetch(`${firm.server.url}${path}`, { headers: { authorization: `Bearer ${firm.adminToken}`, ...readAfterWrites(firm.server.url) } });
      expect(res.status, name).toBe(200);
      const file = join(dir, `${name}.pdf`);
      writeFileSync(file, Buffer.from(await res.arrayBuffer()));
      return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[\u200e\u200f\u200c\u202a-\u202e\u2066-\u2069]/g, '');
    };
    try {
      for (const lang of ['en', 'ar', 'both'] as const) {
        const invoice = await pdf(`/api/billing/invoices/${draft.id}/pdf?lang=${lang}`, `invoice-${lang}`);
        for (const f of ['USD', '3.673', '99.99', '5.00', '104.99', '367.25', '18.36', '385.61', issued.number]) expect(invoice, `${lang}: ${f}`).toContain(f);
        if (lang !== 'ar') for (const w of ['Exchange rate', '1 USD = 3.673 AED', 'Total VAT']) expect(invoice, `${lang}: ${w}`).toContain(w);
        if (lang !== 'en') expect(invoice, lang).toMatch(arabic);
        const note = await pdf(`/api/billing/invoices/${draft.id}/credit-notes/${cnNumber}/pdf?lang=${lang}`, `credit-${lang}`);
        for (const f of ['USD', '3.673', '10.00', '0.50', '10.50', '36.73', '1.84', '38.57', credited.creditNote]) expect(note, `${lang}: ${f}`).toContain(f);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('a voided draft\'s rate is not changed', async () => {
    const day = daysAgo(22);
    await hourOn(day);
    const draft = await ok('a draft in EUR', admin.post('/api/billing/invoices', { clientId, caseId: theCase.id, from: day, to: day, currency: 'EUR', exchangeRate: '4.02' }));
    expect(draft).toMatchObject({ currency: 'EUR', exchangeRate: '4.02', subtotalInCurrency: '91.36' });
    await ok('void', admin.post(`/api/billing/invoices/${draft.id}/void`, { reason: 'Wrong period' }));
    const res = await admin.post(`/api/billing/invoices/${draft.id}/exchange-rate`, { exchangeRate: '4.05' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: 'The exchange rate of an issued or voided invoice cannot be changed', messageAr: expect.stringMatching(arabic) });
  }, 60_000);
});
