import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, readAfterWrites, requestsHead, startServer } from '../support/server.js';
import { startSeededFirm, type SeededFirm } from '../support/seededFirm.js';
import { daysAgo, ok, today, omarsCaseWithClient } from '../support/billing.js';
import { XMLParser } from 'fast-xml-parser';
import { startSmtpServer } from '../support/smtp.js';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatDayFor } from '@lawfirm/contracts';
import { pdfInfo, pdfTitle } from '../support/pdfText.js';

/**
 * Billing over HTTP on the seeded firm (its TRN set): a lawyer records time, billing staff draft,
 * approve and issue an invoice and credit part of it, with every figure checked to the fils; 50
 * invoices issued at once, and after a restart; bad input; a caller without the billing grant.
 */
type Client = SeededFirm['admin'];
type Rec = Record<string, any>;

let firm: SeededFirm;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let omar: Client;
let fatima: Client;
let admin: Client;
let theCase: Rec;
let clientId: number;

const entry = (date: string, minutes: number, rate: string, over: Rec = {}) => ({ caseId: theCase.id, date, minutes, activity: 'research', description: `Research ${date} ${minutes}`, billable: true, rate, ...over });
/** an invoice drafted from one day's time, approved */
async function approvedInvoice(as: Client, day: string, minutes = 60): Promise<number> {
  await ok('time', omar.post('/api/billing/time-entries', entry(day, minutes, '500.00')));
  const draft = await ok('a draft', as.post('/api/billing/invoices', { clientId, caseId: theCase.id, from: day, to: day }));
  await ok('approval', as.post(`/api/billing/invoices/${draft.id}/approve`));
  return draft.id;
}
const numberOf = (text: string) => Number(text.replace('INV-', ''));
// an e-invoice read back as a receiver's parser would: prefixes dropped, lines always a list
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', removeNSPrefix: true, parseTagValue: false, isArray: (name) => ['InvoiceLine', 'CreditNoteLine', 'TaxSubtotal'].includes(name) });

beforeAll(async () => {
  smtp = await startSmtpServer();
  // the accredited provider's status reports read every second rather than every minute; invoices e-mailed to a mail server of the test's
  firm = await startSeededFirm({ env: { EINVOICE_STATUS_CRON: '* * * * * *', SMTP_URL: smtp.url } });
  ({ admin } = firm);
  omar = firm.omar.client;
  fatima = firm.fatima.client;
  ({ theCase, clientId } = await omarsCaseWithClient(firm));
}, 120_000);

afterAll(async () => {
  await firm?.server.stop();
  await smtp?.close();
});

describe('billing', () => {
  it('time -> draft -> approve -> issue -> credit note, the figures to the fils; a lawyer sees their own time and the invoices of their cases', async () => {
    // 90 minutes at AED 1,000.00 an hour: 1,500.00, VAT 75.00; 20 minutes at 333.33: 111.11, VAT 5.5555 -> 5.56
    const a = await ok('90 minutes', omar.post('/api/billing/time-entries', entry(daysAgo(3), 90, '1000.00')));
    const b = await ok('20 minutes', omar.post('/api/billing/time-entries', entry(daysAgo(4), 20, '333.33')));
    await ok('not billable', omar.post('/api/billing/time-entries', entry(daysAgo(3), 30, '1000', { billable: false })));
    expect(a).toMatchObject({ minutes: 90, rate: '1000.00', rateFils: 100_000, invoiceId: null });

    const mine = (await ok('Omar\'s time', omar.get(`/api/billing/time-entries?filter=${encodeURIComponent(JSON.stringify({ from: daysAgo(4), to: daysAgo(3) }))}`))) as Rec[];
    expect(mine.map((t) => t.id).sort()).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(mine.every((t) => t.userId === firm.omar.user.id)).toBe(true);
    expect(((await ok('Fatima\'s time', fatima.get('/api/billing/time-entries'))) as Rec[]).map((t) => t.id)).not.toContain(a.id);

    const draft = await ok('a draft', admin.post('/api/billing/invoices', { clientId, caseId: theCase.id, from: daysAgo(5), to: daysAgo(3) }));
    expect(draft).toMatchObject({ status: 'draft', number: null, subtotal: '1611.11', vat: '80.56', total: '1691.67' });
    expect(draft.lines.map((l: Rec) => l.timeEntryId)).toEqual([b.id, a.id]);

    // billed time is no longer changed or deleted
    const change = await omar.put(`/api/billing/time-entries/${a.id}`, entry(daysAgo(3), 60, '1000.00'));
    expect(change.status).toBe(409);
    expect(change.body.message).toBe('This time entry is on an invoice and can no longer be changed or deleted');
    expect((await omar.delete(`/api/billing/time-entries/${b.id}`)).status).toBe(409);

    await ok('approve', admin.post(`/api/billing/invoices/${draft.id}/approve`));
    const issued = await ok('issue', admin.post(`/api/billing/invoices/${draft.id}/issue`, {}));
    expect(issued).toMatchObject({ status: 'issued', issuedOn: today(), number: expect.stringMatching(/^INV-\d{6}$/) });
    // issuing again keeps the number
    expect((await ok('issue again', admin.post(`/api/billing/invoices/${draft.id}/issue`, {}))).number).toBe(issued.number);
    expect((await admin.post(`/api/billing/invoices/${draft.id}/void`, { reason: 'Wrong client' })).status).toBe(409);

    const shown = await ok('the invoice', admin.get(`/api/billing/invoices/${draft.id}`));
    expect(shown).toMatchObject({ number: issued.number, status: 'issued', subtotal: '1611.11', vat: '80.56', total: '1691.67', reverseCharge: false });
    expect(shown.seller.trn).toMatch(/^\d{15}$/);
    // the seller is the firm as its settings stood: its TRN, and its billing address rather than its address
    const settings = await ok('the firm settings', admin.get('/api/admin/law-firm-settings'));
    expect(settings.billingAddressEn).toBeTruthy();
    expect(shown.seller).toMatchObject({ name: settings.nameEn, address: settings.billingAddressEn, addressAr: settings.billingAddressAr, trn: settings.trn });
    expect(shown.lines).toEqual([
      expect.objectContaining({ line: 0, quantity: '0.33', unit: 'hour', unitPrice: '333.33', net: '111.11', vatAmount: '5.56', total: '116.67' }),
      expect.objectContaining({ line: 1, quantity: '1.50', unit: 'hour', unitPrice: '1000.00', net: '1500.00', vatAmount: '75.00', total: '1575.00' }),
    ]);
    // Omar is on the case: he sees it; Fatima is not: it does not exist for her
    expect((await ok('Omar reads it', omar.get(`/api/billing/invoices/${draft.id}`))).number).toBe(issued.number);
    expect((await fatima.get(`/api/billing/invoices/${draft.id}`)).status).toBe(404);
    expect(((await ok('Fatima\'s invoices', fatima.get('/api/billing/invoices'))) as Rec[]).map((i) => i.id)).not.toContain(draft.id);

    // AED 100.10 of the big line back: VAT 5.005 -> 5.01
    const credited = await ok('a credit note', admin.post(`/api/billing/invoices/${draft.id}/credit-notes`, { reason: 'Fee reduced', lines: [{ line: 1, amount: '100.10' }] }));
    expect(credited.creditNote).toMatch(/^CN-\d{6}$/);
    const after = await ok('the invoice credited', admin.get(`/api/billing/invoices/${draft.id}`));
    expect(after.creditNotes).toEqual([expect.objectContaining({ number: credited.creditNote, reason: 'Fee reduced', subtotal: '100.10', vat: '5.01', total: '105.11', lines: [{ line: 1, net: '100.10', vat: '5.01', total: '105.11', netInCurrency: '100.10', vatAmountInCurrency: '5.01', totalInCurrency: '105.11' }] })]);
    const tooMuch = await admin.post(`/api/billing/invoices/${draft.id}/credit-notes`, { reason: 'Again', lines: [{ line: 1, amount: '1400.00' }] });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors).toEqual([expect.objectContaining({ field: 'lines.0.netFils', message: 'A credit note cannot take back more than is left of the line', messageAr: expect.stringMatching(/[\u0600-\u06FF]/) })]);
  }, 60_000);

  it("billing staff read everyone's time, by lawyer, client and billed or not; a bad `billed` is a 400 naming it", async () => {
    const day = daysAgo(30);
    const billed = await ok('time billed', omar.post('/api/billing/time-entries', entry(day, 45, '800.00')));
    await ok('a draft billing it', admin.post('/api/billing/invoices', { clientId, caseId: theCase.id, from: day, to: day }));
    const unbilled = await ok('time after the draft', omar.post('/api/billing/time-entries', entry(day, 15, '800.00')));
    const list = async (filter: Rec) => ((await ok('the time', admin.get(`/api/billing/time-entries?filter=${encodeURIComponent(JSON.stringify({ from: day, to: day, ...filter }))}`))) as Rec[]).map((t) => t.id);

    expect(await list({ billed: true })).toEqual([billed.id]);
    expect(await list({ billed: false })).toEqual([unbilled.id]);
    expect((await list({ userId: firm.omar.user.id, clientIds: clientId })).sort()).toEqual([billed.id, unbilled.id].sort());
    expect(await list({ userId: firm.fatima.user.id })).toEqual([]);
    expect(await list({ clientIds: clientId + 100_000 })).toEqual([]);
    const bad = await admin.get(`/api/billing/time-entries?filter=${encodeURIComponent(JSON.stringify({ billed: 'yes' }))}`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'billed', messageAr: expect.stringMatching(/[\u0600-\u06FF]/) })]);
  }, 60_000);

  it('an issued invoice and its credit note as PINT AE e-invoices, read back field by field against the invoice; none for a draft or for whom may not read it', async () => {
    const day = daysAgo(9);
    await ok('75 minutes', omar.post('/api/billing/time-entries', entry(day, 75, '640.00')));
    const draft = await ok('a draft', admin.post('/api/billing/invoices', { clientId, caseId: theCase.id, from: day, to: day }));
    expect((await admin.get(`/api/billing/invoices/${draft.id}/e-invoice.xml`)).status).toBe(404);
    await ok('approve', admin.post(`/api/billing/invoices/${draft.id}/approve`));
    await ok('issue', admin.post(`/api/billing/invoices/${draft.id}/issue`, {}));
    const credited = await ok('a credit note', admin.post(`/api/billing/invoices/${draft.id}/credit-notes`, { reason: 'Fee reduced', lines: [{ line: 0, amount: '200.00' }] }));
    const shown = await ok('the invoice', admin.get(`/api/billing/invoices/${draft.id}`));

    const res = await admin.get(`/api/billing/invoices/${draft.id}/e-invoice.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const doc = xml.parse(res.text).Invoice;
    expect(doc.CustomizationID).toBe('urn:peppol:pint:billing-1@ae-1');
    expect(doc.ProfileID).toBe('urn:peppol:bis:billing');
    expect(doc.ID).toBe(shown.number);
    expect(doc.UUID).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(doc.IssueDate).toBe(shown.issuedOn);
    expect(doc.InvoicePeriod).toEqual({ StartDate: day, EndDate: day });
    expect(doc.AccountingSupplierParty.Party.PartyTaxScheme.CompanyID).toBe(shown.seller.trn);
    expect(doc.AccountingSupplierParty.Party.EndpointID['#text']).toBe(shown.seller.trn.slice(0, 10));
    expect(doc.AccountingCustomerParty.Party.PartyName.Name).toBe(shown.buyer.name);
    // 75 minutes at AED 640.00 an hour: 800.00, VAT 40.00
    expect(doc.LegalMonetaryTotal.TaxExclusiveAmount['#text']).toBe(shown.subtotal);
    expect(doc.TaxTotal.TaxAmount['#text']).toBe(shown.vat);
    expect(doc.LegalMonetaryTotal.PayableAmount['#text']).toBe(shown.total);
    expect(shown.total).toBe('840.00');
    expect(doc.InvoiceLine.map((l: Rec) => [l.InvoicedQuantity['#text'], l.Price.PriceAmount['#text'], l.LineExtensionAmount['#text'], l.Item.ClassifiedTaxCategory.ID])).toEqual([['75', '640.00', '800.00', 'S']]);
    // the same document each time
    expect((await admin.get(`/api/billing/invoices/${draft.id}/e-invoice.xml`)).text).toBe(res.text);

    const cnNumber = Number(String(credited.creditNote).replace('CN-', ''));
    const cn = xml.parse((await admin.get(`/api/billing/invoices/${draft.id}/credit-notes/${cnNumber}/e-invoice.xml`)).text).CreditNote;
    expect(cn.ID).toBe(credited.creditNote);
    expect(cn.BillingReference.InvoiceDocumentReference.ID).toBe(shown.number);
    expect(cn.LegalMonetaryTotal.PayableAmount['#text']).toBe('210.00');
    expect(cn.UUID).not.toBe(doc.UUID);
    expect((await admin.get(`/api/billing/invoices/${draft.id}/credit-notes/${cnNumber + 1000}/e-invoice.xml`)).status).toBe(404);

    // Omar is on the case and reads it; Fatima is not: it does not exist for her
    expect((await omar.get(`/api/billing/invoices/${draft.id}/e-invoice.xml`)).status).toBe(200);
    expect((await fatima.get(`/api/billing/invoices/${draft.id}/e-invoice.xml`)).status).toBe(404);
  }, 60_000);

  it('an issued invoice as a tax invoice PDF in English, Arabic and both, read back with every Article 59 particular; none for a draft or for whom may not read it', async () => {
    const client = await ok('the client', admin.get(`/api/clients/${clientId}`));
    const { id: _id, version: _v, createdAt: _c, updatedAt: _u, initiationAgreementUrl: _a, ...body } = client;
    await ok('the client registered for VAT', admin.put(`/api/clients/${clientId}`, { ...body, trn: '100987654300003', billingAddress: 'PO Box 1, Dubai' }));
    const [day, supplied] = [daysAgo(11), daysAgo(10)];
    // 45 minutes at AED 820.00 an hour: 615.00, VAT 30.75
    await ok('45 minutes', omar.post('/api/billing/time-entries', { ...entry(day, 45, '820.00'), description: 'Drafting the statement of claim' }));
    const draft = await ok('a draft', admin.post('/api/billing/invoices', { clientId, caseId: theCase.id, from: day, to: day }));
    expect((await admin.get(`/api/billing/invoices/${draft.id}/pdf`)).status).toBe(404);
    await ok('approve', admin.post(`/api/billing/invoices/${draft.id}/approve`));
    await ok('issue', admin.post(`/api/billing/invoices/${draft.id}/issue`, { suppliedOn: supplied }));
    const credited = await ok('a credit note', admin.post(`/api/billing/invoices/${draft.id}/credit-notes`, { reason: 'Fee reduced', lines: [{ line: 0, amount: '15.00' }] }));
    const shown = await ok('the invoice', admin.get(`/api/billing/invoices/${draft.id}`));
    expect(shown).toMatchObject({ subtotal: '615.00', vat: '30.75', total: '645.75', buyer: { trn: '100987654300003' } });

    const dir = mkdtempSync(join(tmpdir(), 'invoice-pdf-'));
    /** the PDF's text as pdftotext reads it, without the direction marks */
    const pdf = async (lang: string) => {
      const res = await fetch(`${firm.server.url}/api/billing/invoices/${draft.id}/pdf?lang=${lang}`, { headers: { authorization: `Bearer ${firm.adminToken}`, ...readAfterWrites(firm.server.url) } });
      expect(res.status, lang).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const file = join(dir, `${lang}.pdf`);
      writeFileSync(file, Buffer.from(await res.arrayBuffer()));
      return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[\u200e\u200f\u200c\u202a-\u202e\u2066-\u2069]/g, '');
    };
    // the Noto Arabic font maps some joined letters back to a letter of the same shape but other dots
    // (تاريخ reads back as تارتخ, آلية as إلية): Arabic words are compared by their shapes without dots or hamza
    const shapes: [RegExp, string][] = [[/[أإآا]/g, 'ا'], [/[بتثنيىئ]/g, 'ٮ'], [/[جحخ]/g, 'ح'], [/[دذ]/g, 'د'], [/[رز]/g, 'ر'], [/[سش]/g, 'س'], [/[صض]/g, 'ص'], [/[طظ]/g, 'ط'], [/[عغ]/g, 'ع'], [/[فق]/g, 'ف'], [/[ةه]/g, 'ه']];
    const rasm = (text: string) => shapes.reduce((t, [from, to]) => t.replace(from, to), text);
    // the firm's billing address in the PDF's language (its Arabic's last words, free of digits pdftotext may reorder)
    const addressAr = shown.seller.addressAr.split('، ').at(-1);
    const figures = [shown.number, shown.seller.trn, '100987654300003', 'PO Box 1, Dubai', 'Drafting the statement of claim', '0.75', '820.00', '615.00', '5%', '30.75', '645.75', credited.creditNote, '15.75'];
    const words = {
      en: ['Tax Invoice', 'Date of issue', 'Date of supply', 'Quantity', 'Unit price', 'VAT rate', 'Discounts', 'Subtotal excl. VAT', 'Total VAT', 'Total incl. VAT', formatDayFor(shown.issuedOn, 'en'), formatDayFor(supplied, 'en'), shown.seller.name, shown.buyer.name, shown.seller.address],
      ar: ['فاتورة ضريبية', 'تاريخ الإصدار', 'تاريخ التوريد', 'الكمية', 'نسبة الضريبة', 'الخصومات', 'إجمالي ضريبة القيمة المضافة', supplied.split('-').join('/'), shown.issuedOn.split('-').join('/'), addressAr],
    };
    for (const lang of ['en', 'ar', 'both'] as const) {
      const text = await pdf(lang);
      for (const f of figures) expect(text, `${lang}: ${f}`).toContain(f);
      if (lang !== 'ar') for (const w of words.en) expect(text, `${lang}: ${w}`).toContain(w);
      if (lang !== 'en') for (const w of words.ar) expect(rasm(text), `${lang}: ${w}`).toContain(rasm(w));
      expect(text, lang).not.toMatch(/reverse charge/);
    }
    // a client that accounts for the VAT itself: zero-rated lines and the reverse-charge statement
    const abroad = daysAgo(12);
    await ok('an hour', omar.post('/api/billing/time-entries', entry(abroad, 60, '300.00')));
    const zero = await ok('a zero-rated draft', admin.post('/api/billing/invoices', { clientId, caseId: theCase.id, from: abroad, to: abroad, vat: 'zero_rated' }));
    await ok('approve', admin.post(`/api/billing/invoices/${zero.id}/approve`));
    await ok('issue', admin.post(`/api/billing/invoices/${zero.id}/issue`, { reverseCharge: true }));
    const reverse = async (lang: string) => {
      const res = await fetch(`${firm.server.url}/api/billing/invoices/${zero.id}/pdf?lang=${lang}`, { headers: { authorization: `Bearer ${firm.adminToken}`, ...readAfterWrites(firm.server.url) } });
      const file = join(dir, `reverse-${lang}.pdf`);
      writeFileSync(file, Buffer.from(await res.arrayBuffer()));
      return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    };
    const english = await reverse('en');
    expect(english).toContain('VAT to be accounted for by the recipient under the reverse charge mechanism');
    expect(english).toMatch(/300\.00 0% 0\.00 300\.00/);
    expect(rasm(await reverse('ar'))).toContain(rasm('آلية الاحتساب العكسي'));

    const bad = await admin.get(`/api/billing/invoices/${draft.id}/pdf?lang=fr`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'lang', messageAr: expect.stringMatching(/[\u0600-\u06FF]/) })]);
    // Omar is on the case and reads it; Fatima is not: it does not exist for her
    expect((await omar.get(`/api/billing/invoices/${draft.id}/pdf?lang=en`)).status).toBe(200);
    expect((await fatima.get(`/api/billing/invoices/${draft.id}/pdf`)).status).toBe(404);
    rmSync(dir, { recursive: true, force: true });
  }, 90_000);

  it('a credit note as a tax credit note PDF in English, Arabic and both, read back with every Article 60 particular and the invoice PDF\'s metadata; 404 for a number the invoice does not carry', async () => {
    const client = await ok('the client', admin.get(`/api/clients/${clientId}`));
    const { id: _id, version: _v, createdAt: _c, updatedAt: _u, initiationAgreementUrl: _a, ...body } = client;
    await ok('the client registered for VAT', admin.put(`/api/clients/${clientId}`, { ...body, trn: '100987654300003', billingAddress: 'PO Box 1, Dubai' }));
    const [first, second] = [daysAgo(14), daysAgo(13)];
    // an hour at AED 600.00 (VAT 30.00) and half an hour at AED 400.00 (200.00, VAT 10.00)
    await ok('an hour', omar.post('/api/billing/time-entries', { ...entry(first, 60, '600.00'), description: 'Hearing attendance at the Court of First Instance' }));
    await ok('half an hour', omar.post('/api/billing/time-entries', { ...entry(second, 30, '400.00'), description: 'Client meeting on the settlement' }));
    const draft = await ok('a draft', admin.post('/api/billing/invoices', { clientId, caseId: theCase.id, from: first, to: second }));
    const lineOf = (d: string) => (draft.lines as Rec[]).findIndex((l) => l.description === d);
    const [hearing, meeting] = [lineOf('Hearing attendance at the Court of First Instance'), lineOf('Client meeting on the settlement')];
    await ok('approve', admin.post(`/api/billing/invoices/${draft.id}/approve`));
    await ok('issue', admin.post(`/api/billing/invoices/${draft.id}/issue`, {}));
    // AED 100.00 of the hearing back, then 50.00 more of it and 20.00 of the meeting: the second note's hearing line stands at 450.00 after it
    const earlier = await ok('a first credit note', admin.post(`/api/billing/invoices/${draft.id}/credit-notes`, { reason: 'Fee reduced', lines: [{ line: hearing, amount: '100.00' }] }));
    const credited = await ok('a second credit note', admin.post(`/api/billing/invoices/${draft.id}/credit-notes`, { reason: 'Goodwill discount agreed with the client', lines: [{ line: hearing, amount: '50.00' }, { line: meeting, amount: '20.00' }] }));
    const shown = await ok('the invoice', admin.get(`/api/billing/invoices/${draft.id}`));
    const note = (shown.creditNotes as Rec[]).find((c) => c.number === credited.creditNote)!;
    expect(note).toMatchObject({ subtotal: '70.00', vat: '3.50', total: '73.50' });
    const cnNumber = Number(String(credited.creditNote).replace('CN-', ''));

    const dir = mkdtempSync(join(tmpdir(), 'credit-note-pdf-'));
    const download = async (path: string, lang: string) => {
      const res = await fetch(`${firm.server.url}${path}?lang=${lang}`, { headers: { authorization: `Bearer ${firm.adminToken}`, ...readAfterWrites(firm.server.url) } });
      expect(res.status, `${path} ${lang}`).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      return Buffer.from(await res.arrayBuffer());
    };
    /** the PDF's text as pdftotext reads it, without the direction marks */
    const textOf = (bytes: Buffer, lang: string) => {
      const file = join(dir, `${lang}.pdf`);
      writeFileSync(file, bytes);
      return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[\u200e\u200f\u200c\u202a-\u202e\u2066-\u2069]/g, '');
    };
    // Arabic words compared by their letter shapes, as the invoice PDF's test does (the font maps some joined letters back to another of the same shape)
    const shapes: [RegExp, string][] = [[/[أإآا]/g, 'ا'], [/[بتثنيىئ]/g, 'ٮ'], [/[جحخ]/g, 'ح'], [/[دذ]/g, 'د'], [/[رز]/g, 'ر'], [/[سش]/g, 'س'], [/[صض]/g, 'ص'], [/[طظ]/g, 'ط'], [/[عغ]/g, 'ع'], [/[فق]/g, 'ف'], [/[ةه]/g, 'ه']];
    const rasm = (text: string) => shapes.reduce((t, [from, to]) => t.replace(from, to), text);
    const lang = (pdf: Buffer) => /\/Lang \(([^)]*)\)/.exec(pdf.toString('latin1'))?.[1];
    const figures = [
      credited.creditNote, shown.number, shown.seller.trn, '100987654300003', 'PO Box 1, Dubai',
      'Hearing attendance at the Court of First Instance', 'Client meeting on the settlement', 'Goodwill discount agreed with the client',
      // each line: on the invoice, corrected, taken back, VAT rate, VAT, with VAT
      '600.00', '450.00', '50.00', '2.50', '52.50', '200.00', '180.00', '20.00', '1.00', '21.00', '5%',
      // the totals taken back
      '70.00', '3.50', '73.50',
    ];
    const words = {
      en: ['Tax Credit Note', 'Credit note number', 'Date of issue', 'Tax invoice corrected', 'Date of the tax invoice', 'Reason for the credit note', 'VAT rate', 'Subtotal excl. VAT', 'Total VAT', 'Total incl. VAT', formatDayFor(note.issuedOn, 'en'), formatDayFor(shown.issuedOn, 'en'), shown.seller.name, shown.buyer.name, shown.seller.address],
      // the firm's Arabic billing address's last words, as on the invoice
      ar: ['إشعار دائن ضريبي', 'رقم الإشعار الدائن', 'تاريخ الإصدار', 'الفاتورة الضريبية المصححة', 'تاريخ الفاتورة الضريبية', 'سبب الإشعار الدائن', 'نسبة الضريبة', 'إجمالي ضريبة القيمة المضافة', note.issuedOn.split('-').join('/'), shown.issuedOn.split('-').join('/'), shown.seller.addressAr.split('، ').at(-1)],
    };
    const titles = { en: 'Tax Credit Note', ar: 'إشعار دائن ضريبي', both: 'Tax Credit Note · إشعار دائن ضريبي' };
    for (const l of ['en', 'ar', 'both'] as const) {
      const pdf = await download(`/api/billing/invoices/${draft.id}/credit-notes/${cnNumber}/pdf`, l);
      const text = textOf(pdf, l);
      for (const f of figures) expect(text, `${l}: ${f}`).toContain(f);
      if (l !== 'ar') for (const w of words.en) expect(text, `${l}: ${w}`).toContain(w);
      if (l !== 'en') for (const w of words.ar) expect(rasm(text), `${l}: ${w}`).toContain(rasm(w));
      // this credit note's, not the earlier one's nor the invoice's
      expect(text, l).not.toContain(earlier.creditNote);
      expect(text, l).not.toMatch(/Tax Invoice\b/);
      // the invoice PDF's metadata: the title in the languages asked, the firm as author, the language
      const invoicePdf = await download(`/api/billing/invoices/${draft.id}/pdf`, l);
      expect(pdfTitle(pdf), l).toBe(titles[l]);
      expect(pdfInfo(pdf, 'Author'), l).toBeTruthy();
      expect(pdfInfo(pdf, 'Author'), l).toBe(pdfInfo(invoicePdf, 'Author'));
      expect(lang(pdf), l).toBe(l === 'ar' ? 'ar-AE' : 'en-AE');
      expect(lang(pdf), l).toBe(lang(invoicePdf));
    }

    // a number the invoice does not carry, or no number at all; a draft has none
    expect((await admin.get(`/api/billing/invoices/${draft.id}/credit-notes/${cnNumber + 1000}/pdf`)).status).toBe(404);
    expect((await admin.get(`/api/billing/invoices/${draft.id}/credit-notes/abc/pdf`)).status).toBe(404);
    const other = await approvedInvoice(admin, daysAgo(15));
    await ok('issue', admin.post(`/api/billing/invoices/${other}/issue`, {}));
    expect((await admin.get(`/api/billing/invoices/${other}/credit-notes/${cnNumber}/pdf`)).status).toBe(404);
    const bad = await admin.get(`/api/billing/invoices/${draft.id}/credit-notes/${cnNumber}/pdf?lang=fr`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'lang', messageAr: expect.stringMatching(/[\u0600-\u06FF]/) })]);
    // the invoice's readers: Omar is on the case and reads it; Fatima is not: it does not exist for her
    expect((await omar.get(`/api/billing/invoices/${draft.id}/credit-notes/${cnNumber}/pdf?lang=en`)).status).toBe(200);
    expect((await fatima.get(`/api/billing/invoices/${draft.id}/credit-notes/${cnNumber}/pdf`)).status).toBe(404);
    rmSync(dir, { recursive: true, force: true });
  }, 90_000);

  it('a voided draft gives its time back: the time is changed or deleted again, and the next draft bills what is left', async () => {
    const day = daysAgo(7);
    const kept = await ok('an hour', omar.post('/api/billing/time-entries', entry(day, 60, '800.00')));
    const dropped = await ok('half an hour', omar.post('/api/billing/time-entries', entry(day, 30, '800.00')));
    const draft = await ok('a draft', admin.post('/api/billing/invoices', { clientId, caseId: theCase.id, from: day, to: day }));
    expect(draft.total).toBe('1260.00');
    const voided = await ok('void', admin.post(`/api/billing/invoices/${draft.id}/void`, { reason: 'Drafted too early' }));
    expect(voided.status).toBe('voided');
    const unbilled = (await ok('the day\'s time', omar.get(`/api/billing/time-entries?filter=${encodeURIComponent(JSON.stringify({ from: day, to: day }))}`))) as Rec[];
    expect(unbilled.filter((t) => [kept.id, dropped.id].includes(t.id)).map((t) => t.invoiceId)).toEqual([null, null]);

    // 90 minutes now, at AED 800.00 an hour: 1,200.00 and VAT 60.00; the half hour deleted
    expect((await ok('changed', omar.put(`/api/billing/time-entries/${kept.id}`, entry(day, 90, '800.00')))).minutes).toBe(90);
    await ok('deleted', omar.delete(`/api/billing/time-entries/${dropped.id}`));
    const again = await ok('drafted again', admin.post('/api/billing/invoices', { clientId, caseId: theCase.id, from: day, to: day }));
    expect(again).toMatchObject({ subtotal: '1200.00', vat: '60.00', total: '1260.00' });
    expect(again.lines.map((l: Rec) => l.timeEntryId)).toEqual([kept.id]);
    expect((await ok('the voided one', admin.get(`/api/billing/invoices/${draft.id}`))).voidReason).toBe('Drafted too early');
  }, 60_000);

  it("an invoice of a client's time on two cases is seen by those on both, not by a lawyer on one of them only", async () => {
    const { id: _i, version: _v, createdAt: _c, updatedAt: _u, caseNumber: _n, caseYear: _y, ...theCaseBody } = await ok('the case', admin.get(`/api/cases/${theCase.id}`));
    const other = await ok('a case of the client that Fatima is on', admin.post('/api/cases', { ...theCaseBody, titleEn: 'Billing: the second matter', titleAr: 'الفوترة: القضية الثانية', lawyerIds: [firm.fatima.user.id] }));
    const day = daysAgo(8);
    await ok('Fatima\'s hour', fatima.post('/api/billing/time-entries', { ...entry(day, 60, '700.00'), caseId: other.id }));
    await ok('Omar\'s hour', omar.post('/api/billing/time-entries', entry(day, 60, '900.00')));
    const both = await ok('a draft of the client', admin.post('/api/billing/invoices', { clientId, from: day, to: day }));
    expect(both).toMatchObject({ subtotal: '1600.00', vat: '80.00', total: '1680.00' });
    expect((await ok('the invoice', admin.get(`/api/billing/invoices/${both.id}`))).caseIds.sort()).toEqual([theCase.id, other.id].sort());
    for (const lawyer of [omar, fatima]) {
      expect((await lawyer.get(`/api/billing/invoices/${both.id}`)).status).toBe(404);
      expect(((await ok('their invoices', lawyer.get('/api/billing/invoices'))) as Rec[]).map((i) => i.id)).not.toContain(both.id);
    }
  }, 60_000);

  it('refuses bad input with a 400 naming the field in English and Arabic, and records nothing', async () => {
    const before = await requestsHead(admin);
    const time = await omar.post('/api/billing/time-entries', { ...entry('2026-02-30', 0, '1.234'), activity: 'golf' });
    expect(time.status).toBe(400);
    const fields = Object.fromEntries((time.body.errors as Rec[]).map((e) => [e.field, e]));
    expect(Object.keys(fields).sort()).toEqual(['activity', 'date', 'minutes', 'rate']);
    expect(fields.rate).toMatchObject({ message: 'Enter the hourly rate in AED, with at most two decimals', messageAr: 'أدخل سعر الساعة بالدرهم، بخانتين عشريتين على الأكثر' });
    expect(fields.minutes.messageAr).toMatch(/[\u0600-\u06FF]/);
    const ahead = await omar.post('/api/billing/time-entries', entry(daysAgo(-2), 30, '100'));
    expect(ahead.status).toBe(400);
    expect(ahead.body.errors).toEqual([expect.objectContaining({ field: 'date', messageAr: expect.stringMatching(/[\u0600-\u06FF]/) })]);

    const period = await admin.post('/api/billing/invoices', { clientId, from: 'yesterday', to: daysAgo(1) });
    expect(period.status).toBe(400);
    expect(period.body.errors).toEqual([expect.objectContaining({ field: 'from', messageAr: expect.stringMatching(/[\u0600-\u06FF]/) })]);
    const backwards = await admin.post('/api/billing/invoices', { clientId, from: daysAgo(1), to: daysAgo(9) });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual([expect.objectContaining({ field: 'to', message: 'The period must end on or after the day it starts' })]);

    const client = await ok('the client', admin.get(`/api/clients/${clientId}`));
    const { id: _id, version: _v, createdAt: _c, updatedAt: _u, initiationAgreementUrl: _a, ...body } = client;
    const badTrn = await admin.put(`/api/clients/${clientId}`, { ...body, trn: '1234' });
    expect(badTrn.status).toBe(400);
    expect(badTrn.body.errors).toEqual([{ field: 'trn', message: 'A Tax Registration Number (TRN) is 15 digits', messageAr: 'يتكون رقم التسجيل الضريبي من 15 رقماً' }]);
    expect(await requestsHead(admin)).toBe(before);

    await ok('a good TRN', admin.put(`/api/clients/${clientId}`, { ...body, trn: '100 9876 5430 0003', billingEmail: 'accounts@client.ae', billingAddress: 'PO Box 1, Dubai' }));
    expect(await ok('the client now', admin.get(`/api/clients/${clientId}`))).toMatchObject({ trn: '100987654300003', billingEmail: 'accounts@client.ae', billingAddress: 'PO Box 1, Dubai' });
  }, 60_000);

  it('a caller without the billing grant gets 403 and changes nothing', async () => {
    const day = daysAgo(6);
    const draft = await approvedInvoice(admin, day);
    const role = await ok('a role without billing', admin.post('/api/roles', { nameEn: 'Clerk without billing', nameAr: 'كاتب بلا فوترة', permissions: { clients: ['view'], cases: ['view'] } }));
    await ok('its admin', admin.post('/api/users', { username: 'no-billing', email: 'no-billing@alnoor-law.ae', password: 'Billing#2026!x', fullNameEn: 'No Billing', fullNameAr: 'بلا فوترة', roleId: role.id }));
    const clerk = (await login(firm.server.url, 'no-billing', 'Billing#2026!x')).client;
    const before = await requestsHead(admin);
    for (const [what, res] of [
      ['draft', clerk.post('/api/billing/invoices', { clientId, from: daysAgo(30), to: today() })],
      ['approve', clerk.post(`/api/billing/invoices/${draft}/approve`)],
      ['issue', clerk.post(`/api/billing/invoices/${draft}/issue`, {})],
      ['void', clerk.post(`/api/billing/invoices/${draft}/void`, { reason: 'No' })],
      ['credit', clerk.post(`/api/billing/invoices/${draft}/credit-notes`, { reason: 'No', lines: [{ line: 0, amount: '1.00' }] })],
      ['record time', clerk.post('/api/billing/time-entries', entry(day, 30, '100'))],
      ['list invoices', clerk.get('/api/billing/invoices')],
      ['read one', clerk.get(`/api/billing/invoices/${draft}`)],
      ['list time', clerk.get('/api/billing/time-entries')],
      // lawyers are not billing staff: they draft, approve or issue nothing
      ['a lawyer drafts', omar.post('/api/billing/invoices', { clientId, from: daysAgo(30), to: today() })],
      ['a lawyer issues', omar.post(`/api/billing/invoices/${draft}/issue`, {})],
    ] as const) {
      const r = await res;
      expect(r.status, `${what}: ${r.text}`).toBe(403);
      expect(r.body.messageAr, what).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await requestsHead(admin)).toBe(before);
    expect((await ok('still approved', admin.get(`/api/billing/invoices/${draft}`))).status).toBe('approved');
  }, 60_000);

  it('hands each issued invoice and credit note to the accredited provider\'s folder as the API serves it, and shows the status the provider reports back', async () => {
    const id = await approvedInvoice(admin, daysAgo(2));
    const issued = await ok('issue', admin.post(`/api/billing/invoices/${id}/issue`, {}));
    const folder = join(firm.server.dataDir, 'e-invoices');
    const invoice = () => ok('the invoice', admin.get(`/api/billing/invoices/${id}`));
    const handed = join(folder, 'outbox', `${issued.number}.xml`);
    await expect.poll(() => existsSync(handed), { timeout: 15_000 }).toBe(true);
    expect(readFileSync(handed, 'utf8')).toBe((await admin.get(`/api/billing/invoices/${id}/e-invoice.xml`)).text);
    await expect.poll(async () => (await invoice()).eInvoice?.status, { timeout: 15_000 }).toBe('submitted');

    // rejected with the provider's reasons, then accepted once it passed it again (reports read every second here)
    writeFileSync(join(folder, 'inbox', 'r1.json'), JSON.stringify({ documentId: issued.number, status: 'rejected', reasons: [{ code: 'BR-AE-01', message: 'Buyer TIN not found' }] }));
    await expect.poll(async () => (await invoice()).eInvoice, { timeout: 15_000 }).toMatchObject({ status: 'rejected', reasons: [{ code: 'BR-AE-01', message: 'Buyer TIN not found' }] });
    writeFileSync(join(folder, 'inbox', 'r2.json'), JSON.stringify({ documentId: issued.number, status: 'accepted', reference: 'ASP-123' }));
    await expect.poll(async () => (await invoice()).eInvoice, { timeout: 15_000 }).toMatchObject({ status: 'accepted', reference: 'ASP-123', reasons: [] });

    // its credit note goes the same way, under its own number
    await ok('a credit note', admin.post(`/api/billing/invoices/${id}/credit-notes`, { reason: 'Fee reduced', lines: [{ line: 0, amount: '100.00' }] }));
    const note = ((await invoice()).creditNotes as Rec[]).at(-1)!;
    const noteFile = join(folder, 'outbox', `${note.number}.xml`);
    await expect.poll(() => existsSync(noteFile), { timeout: 15_000 }).toBe(true);
    expect(readFileSync(noteFile, 'utf8')).toBe((await admin.get(`/api/billing/invoices/${id}/credit-notes/${Number(String(note.number).replace('CN-', ''))}/e-invoice.xml`)).text);
    await expect.poll(async () => ((await invoice()).creditNotes as Rec[]).at(-1)!.eInvoice?.status, { timeout: 15_000 }).toBe('submitted');

    // a report that cannot be read, or names a document never handed over, is set aside for the operator, never lost
    writeFileSync(join(folder, 'inbox', 'bad.json'), '{ "documentId": ');
    writeFileSync(join(folder, 'inbox', 'unknown.json'), JSON.stringify({ documentId: 'INV-999999', status: 'accepted' }));
    await expect.poll(() => ['bad.json', 'unknown.json'].every((f) => existsSync(join(folder, 'inbox', 'refused', f))), { timeout: 15_000 }).toBe(true);
    expect((await invoice()).eInvoice.status).toBe('accepted');
  }, 60_000);

  it('e-mails an issued invoice\'s PDF to the client\'s billing contact (or the address given), in the language asked; a draft is not sent', async () => {
    const id = await approvedInvoice(admin, daysAgo(13));
    // a draft or approved invoice is no tax document: 409 in both languages, nothing asked for
    const early = await admin.post(`/api/billing/invoices/${id}/email`, { to: 'accounts@gulf-supplies.ae' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ message: 'Only an issued invoice can be sent', messageAr: expect.stringMatching(/[\u0600-\u06FF]/) });
    const issued = await ok('issue', admin.post(`/api/billing/invoices/${id}/issue`, {}));
    // the client's billing e-mail by default
    const client = await ok('the client', admin.get(`/api/clients/${clientId}`));
    const billingEmail = client.billingEmail ?? 'billing@client.example.ae';
    if (!client.billingEmail) await ok('its billing e-mail', admin.put(`/api/clients/${clientId}`, { ...client, billingEmail }));
    const queued = await ok('e-mailed', admin.post(`/api/billing/invoices/${id}/email`, {}), [202]);
    expect(queued).toMatchObject({ to: billingEmail, lang: 'both', status: 'queued' });
    await ok('e-mailed in Arabic', admin.post(`/api/billing/invoices/${id}/email`, { to: 'finance@client.example.ae', lang: 'ar' }), [202]);
    const mailFor = (to: string) => smtp.received.find((m) => m.to.includes(to) && m.subject.includes(issued.number));
    await expect.poll(() => Boolean(mailFor(billingEmail) && mailFor('finance@client.example.ae')), { timeout: 30_000 }).toBe(true);

    const both = mailFor(billingEmail)!;
    expect(both.subject).toMatch(new RegExp(`^Tax invoice ${issued.number} from .+ / فاتورة ضريبية`));
    expect(both.text).toContain(`tax invoice ${issued.number} for AED ${issued.total}`);
    const arabic = mailFor('finance@client.example.ae')!;
    expect(arabic.subject).toMatch(/^فاتورة ضريبية/);
    expect(arabic.text).not.toMatch(/[A-Za-z]{4}/);
    // the attachment is the invoice's PDF in the language asked
    const dir = mkdtempSync(join(tmpdir(), 'invoice-mail-'));
    const attached = (raw: string) => {
      const part = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(raw);
      expect(part, 'a PDF attached').not.toBeNull();
      const file = join(dir, `${Math.random()}.pdf`);
      writeFileSync(file, Buffer.from(part![1].replace(/\s/g, ''), 'base64'));
      return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    };
    const bothPdf = attached(both.raw);
    for (const shown of ['Tax Invoice', issued.number, issued.total]) expect(bothPdf).toContain(shown);
    expect(attached(arabic.raw)).not.toContain('Tax Invoice');
    rmSync(dir, { recursive: true, force: true });
    // the invoice says so: two e-mails, sent through the mail server
    await expect.poll(async () => ((await ok('the invoice', admin.get(`/api/billing/invoices/${id}`))).emails as Rec[]).map((m) => [m.to, m.language, m.status])).toEqual([
      [billingEmail, 'both', 'sent'],
      ['finance@client.example.ae', 'ar', 'sent'],
    ]);

    // a bad address or language: 400 naming the field, nothing asked for
    for (const [body, field] of [[{ to: 'not an address' }, 'to'], [{ lang: 'fr' }, 'lang']] as const) {
      const bad = await admin.post(`/api/billing/invoices/${id}/email`, body);
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((e: Rec) => e.field)).toEqual([field]);
    }
    expect(((await ok('the invoice', admin.get(`/api/billing/invoices/${id}`))).emails as Rec[]).length).toBe(2);
  }, 90_000);

  it('50 invoices issued at once get 50 consecutive numbers, none repeated; after a restart the next follows', async () => {
    const ids: number[] = [];
    // one day each, 10 to 59 days ago, drafted and approved a few at a time
    for (let start = 10; start < 60; start += 10) ids.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => approvedInvoice(admin, daysAgo(start + i))))));
    const issued = await Promise.all(ids.map((id) => ok(`issue ${id}`, admin.post(`/api/billing/invoices/${id}/issue`, {}))));
    const numbers = issued.map((i) => numberOf(i.number)).sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(50);
    expect(numbers[49] - numbers[0]).toBe(49);
    const listed = (await ok('the issued invoices', admin.get(`/api/billing/invoices?filter=${encodeURIComponent(JSON.stringify({ status: 'issued' }))}`))) as Rec[];
    const all = listed.map((i) => numberOf(i.number)).sort((x, y) => x - y);
    // every issued invoice of the suite, numbered from 1 without a gap
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));

    await firm.server.stop();
    const again = await startServer({ dataDir: firm.server.dataDir });
    firm.server = again;
    admin = (await login(again.url, again.adminUsername, again.adminPassword)).client;
    omar = (await login(again.url, 'omar.haddad@alnoor-law.ae', 'Lawyer#2026', 'employee')).client;
    const next = await approvedInvoice(admin, daysAgo(60));
    expect((await ok('issued after the restart', admin.post(`/api/billing/invoices/${next}/issue`, {}))).number).toBe(`INV-${String(all.length + 1).padStart(6, '0')}`);
  }, 180_000);
});
