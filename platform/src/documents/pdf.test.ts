import { describe, expect, it } from 'vitest';
import type { ReportDocument } from './document.js';
import { renderPdf } from './pdf.js';

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
