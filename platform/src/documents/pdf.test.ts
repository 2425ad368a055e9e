import { describe, expect, it } from 'vitest';
import type { ReportDocument } from './document.js';
import { renderPdf } from './pdf.js';
import { pdfText, pdfTitle } from '../../../tests/support/pdfText.js';

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
    }
  });
});
