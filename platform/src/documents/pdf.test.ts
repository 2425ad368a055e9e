import { describe, expect, it } from 'vitest';
import type { ReportDocument } from './document.js';
import { taxInvoiceDocument, type TaxInvoice } from './invoice.js';
import { renderPdf } from './pdf.js';
import { pdfInfo, pdfText, pdfTitle } from '../../../tests/support/pdfText.js';

const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

/** one row whose cell holds `lines` lines, under a header and a summary block */
const document = (lines: number, breakRows?: boolean): ReportDocument => ({
  lang: 'en',
  title: 'Listing',
  firm: { names: ['Al Noor Advocates'], logo: null },
  generated: 'Generated today',
  filters: [{ label: 'Stream', value: 'case-1' }],
  columns: [
    { key: 'n', header: '#', width: 1, kind: 'number' },
    { key: 'text', header: 'Text', width: 6, kind: 'text' },
  ],
  rows: [{ n: 1, text: Array.from({ length: lines }, (_, i) => `line ${i + 1}`).join('\n') }],
  breakRows,
  texts: { empty: 'No data', page: 'Page {page} of {pages}', truncated: '{shown}/{total}', dataSheet: 'Data', aboutSheet: 'About', firm: 'Firm', report: 'Report', generatedLabel: 'Generated' },
});

describe('PDF rows', () => {
  it('keeps a row whole and cuts a cell at 20 lines by default', async () => {
    expect(pages(await renderPdf(document(80), () => {}))).toBe(1);
  });

  it('lets a row run over pages, with every line, when the document says rows may break', async () => {
    // 80 lines of about 11 pt do not fit on one A4 landscape page
    expect(pages(await renderPdf(document(80, true), () => {}))).toBeGreaterThanOrEqual(2);
    expect(pages(await renderPdf(document(5, true), () => {}))).toBe(1);
  });
});

describe('PDF text with isolated values', () => {
  it("draws an Arabic line's isolated case number and English title in place and no glyph for the marks", async () => {
    const doc: ReportDocument = { ...document(1), lang: 'ar', title: 'سجل التدقيق — \u2068Case 7\u2069', rows: [{ n: 1, text: 'القضية \u20682026/0003\u2069: \u2068Emirates v. Gulf\u2069\nالهاتف: \u2066+971 4 321 0001\u2069' }] };
    const text = pdfText(await renderPdf(doc, () => {}));
    expect(text).not.toMatch(/[\u2066-\u2069\uFFFD]/);
    // left to right on the page, as the layout put them: the title, the colon, the number, then the Arabic word
    expect(text).toContain('Emirates v. Gulf :2026/0003');
    expect(text).toContain('+971 4 321 0001 :');
  });

  it("names the document in its properties without the marks, which a viewer's title bar may draw as boxes", async () => {
    const doc: ReportDocument = { ...document(1), lang: 'ar', title: 'سجل التدقيق — \u2068Case 7\u2069' };
    expect(pdfTitle(await renderPdf(doc, () => {}))).toBe('سجل التدقيق — Case 7');
  });

  it("says its language and shows its title in the viewer's bar (screen readers read it in that language)", async () => {
    for (const lang of ['ar', 'en'] as const) {
      const raw = (await renderPdf({ ...document(1), lang }, () => {})).toString('latin1');
      expect(raw).toMatch(new RegExp(`/Lang \\(${lang}-AE\\)`));
      expect(raw).toMatch(/\/DisplayDocTitle true/);
      expect(raw.startsWith('%PDF-1.4')).toBe(true);
    }
  });
});

describe("a PDF's title and language, read back", () => {
  const lang = (pdf: Buffer) => /\/Lang \(([^)]*)\)/.exec(pdf.toString('latin1'))?.[1];

  it("a report: its title in its language, the firm as author, and no claim to structure tags it does not have", async () => {
    const en = await renderPdf({ ...document(1), title: 'Hearings report' }, () => {});
    const ar = await renderPdf({ ...document(1), lang: 'ar', title: 'تقرير الجلسات', firm: { names: ['مكتب النور للمحاماة'], logo: null } }, () => {});
    expect([pdfTitle(en), lang(en)]).toEqual(['Hearings report', 'en-AE']);
    expect([pdfTitle(ar), lang(ar)]).toEqual(['تقرير الجلسات', 'ar-AE']);
    expect([pdfInfo(ar, 'Author'), pdfInfo(ar, 'Creator')]).toEqual(['مكتب النور للمحاماة', 'مكتب النور للمحاماة']);
    for (const pdf of [en, ar]) expect(pdf.toString('latin1')).not.toMatch(/\/MarkInfo|\/StructTreeRoot/);
  });

  it('a tax invoice: in English, in Arabic, and in both (English the language, the title in both)', async () => {
    const invoice: TaxInvoice = {
      number: 42,
      issuedOn: '2026-11-28',
      suppliedOn: '2026-11-26',
      seller: { name: 'Al Noor Advocates', nameAr: 'مكتب النور للمحاماة', address: 'Office 1201, Dubai', trn: '100123456700003' },
      buyer: { name: 'Gulf Trading LLC', nameAr: null, address: 'PO Box 1, Dubai', trn: null },
      reverseCharge: false,
      lines: [{ timeEntryId: 1, expenseId: null, date: '2026-11-26', description: 'Research', quantity: 60, unit: 'minute', unitPriceFils: 100_000, vat: 'standard', grossFils: 100_000, discountFils: 0, netFils: 100_000, vatFils: 5_000 }],
      subtotalFils: 100_000,
      vatFils: 5_000,
      totalFils: 105_000,
      creditNotes: [],
    };
    const firm = { names: ['Al Noor Advocates', 'مكتب النور للمحاماة'], logo: null };
    const read = async (l: 'en' | 'ar' | 'both') => {
      const pdf = await renderPdf(taxInvoiceDocument(invoice, l, firm), () => {});
      return [pdfTitle(pdf), lang(pdf)];
    };
    expect(await read('en')).toEqual(['Tax Invoice', 'en-AE']);
    expect(await read('ar')).toEqual(['فاتورة ضريبية', 'ar-AE']);
    expect(await read('both')).toEqual(['Tax Invoice · فاتورة ضريبية', 'en-AE']);
  });
});
