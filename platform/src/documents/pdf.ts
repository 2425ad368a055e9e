import { readFileSync } from 'node:fs';
import pdfmake from 'pdfmake';
import { withoutIsolates } from '@lawfirm/contracts';
import { cellText, type Cell, type ReportDocument, type RenderColumn } from './document.js';
import { layoutText, type Direction, type Line } from './text/bidiLayout.js';
import { FAMILIES, FONT_FILES, LATIN, type FontFamily } from './text/fonts.js';

/** A4 landscape, in points */
const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = { side: 32, top: 84, bottom: 40 };
const USABLE = PAGE.width - 2 * MARGIN.side;
const PAD = 4;
const RULE = 0.5;
/** the wrapped lines are pdfmake's unbreakable lines: keep them a hair narrower than the cell so rounding never re-wraps one */
const SLACK = 1.5;
/** a table row never grows beyond a page (unless the document lets rows break over pages) */
const MAX_CELL_LINES = 20;
/** pdfmake lays long tables out slowly: beyond this many rows the PDF says so and the spreadsheet has them all */
export const MAX_PDF_ROWS = 3000;

const ARABIC: FontFamily = 'NotoSansArabic';
const COLORS = { ink: '#1d2733', muted: '#5b6675', rule: '#c9ced6', head: '#e8edf3', group: '#f3f5f8', brand: '#1f3a5f' };

const TABLE_LAYOUT = {
  hLineWidth: () => RULE,
  vLineWidth: () => RULE,
  hLineColor: () => COLORS.rule,
  vLineColor: () => COLORS.rule,
  paddingLeft: () => PAD,
  paddingRight: () => PAD,
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

let ready = false;
/** fonts come from the project's files through pdfmake's virtual file system; nothing else may be read or fetched */
function setUp() {
  if (ready) return;
  const fonts: Record<string, { normal: string; bold: string }> = {};
  for (const family of FAMILIES) {
    const f = FONT_FILES[family];
    pdfmake.virtualfs.writeFileSync(`${family}-normal.woff`, readFileSync(f.normal));
    pdfmake.virtualfs.writeFileSync(`${family}-bold.woff`, readFileSync(f.bold));
    fonts[family] = { normal: `${family}-normal.woff`, bold: `${family}-bold.woff` };
  }
  pdfmake.setFonts(fonts);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  ready = true;
}

interface Style {
  size: number;
  bold?: boolean;
  color?: string;
  alignment?: 'left' | 'right' | 'center';
}

/**
 * Text laid out by bidiLayout: one pdfmake line per line, never re-wrapped by pdfmake. With
 * `strut`, every line also starts with a zero-width non-joiner (U+200C) in the Arabic font, whose
 * taller line metrics then hold for every line, so Latin and Arabic cells of a row share a baseline.
 */
class Typesetter {
  constructor(
    readonly direction: Direction,
    private readonly strut: boolean,
  ) {}

  paragraph(text: string, width: number, style: Style, maxLines?: number) {
    const lines = layoutText(text, { width: width - SLACK, size: style.size, bold: style.bold, direction: this.direction, maxLines });
    return { stack: lines.map((l) => this.line(l, style)) };
  }

  line(line: Line, style: Style) {
    const pieces: { text: string; font: string }[] = line.pieces.map((p) => ({ text: p.text, font: p.font }));
    if (this.strut) pieces.unshift({ text: '\u200C', font: ARABIC });
    return {
      text: pieces.length ? pieces : ' ',
      noWrap: true,
      fontSize: style.size,
      bold: style.bold ?? false,
      color: style.color ?? COLORS.ink,
      alignment: style.alignment ?? (this.direction === 'rtl' ? 'right' : 'left'),
    };
  }
}

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const mentionsArabic = (doc: ReportDocument) =>
  doc.lang === 'ar' || [doc.title, ...doc.firm.names.slice(0, 1)].some((t) => ARABIC_LETTER.test(t)) || doc.rows.some((r) => Object.values(r).some((v) => typeof v === 'string' && ARABIC_LETTER.test(v)));

/** Content widths of the columns: the page's width by their weights, less padding and rules. */
function columnWidths(columns: RenderColumn[]): number[] {
  const content = USABLE - columns.length * (2 * PAD + RULE) - RULE;
  const total = columns.reduce((s, c) => s + c.width, 0);
  return columns.map((c) => (content * c.width) / total);
}

export async function renderPdf(doc: ReportDocument, progress: (fraction: number) => void): Promise<Buffer> {
  setUp();
  const direction: Direction = doc.lang === 'ar' ? 'rtl' : 'ltr';
  const ts = new Typesetter(direction, mentionsArabic(doc));
  const groupBy = doc.groupBy ?? [];
  const visible = doc.columns.filter((c) => !groupBy.includes(c.key));
  // right to left, the first column stands at the right
  const columns = direction === 'rtl' ? [...visible].reverse() : visible;
  const widths = columnWidths(columns);
  const spanWidth = USABLE - 2 * PAD - 2 * RULE;
  const rows = doc.rows.slice(0, MAX_PDF_ROWS);

  const headerRow = () => columns.map((c, i) => ({ ...ts.paragraph(c.header, widths[i], { size: 8.5, bold: true }), fillColor: COLORS.head }));
  const fullRow = (node: Record<string, unknown>) => [{ ...node, colSpan: columns.length }, ...columns.slice(1).map(() => ({}))];
  const headingOf = (row: Record<string, Cell>) =>
    groupBy.map((k) => cellText(row[k], doc.columns.find((c) => c.key === k)?.kind ?? 'text')).filter(Boolean).join('  ·  ');

  // one table per group: its heading is a header row, so it repeats on every page the group
  // fills and never stays behind alone at the foot of a page
  const tables: { heading: string | null; body: unknown[][] }[] = [];
  rows.forEach((row, n) => {
    const heading = groupBy.length ? headingOf(row) : null;
    let table = tables[tables.length - 1];
    if (!table || table.heading !== heading) tables.push((table = { heading, body: [] }));
    table.body.push(columns.map((c, i) => ts.paragraph(cellText(row[c.key], c.kind), widths[i], { size: 8 }, doc.breakRows ? undefined : MAX_CELL_LINES)));
    if (n % 100 === 99) progress((0.5 * (n + 1)) / rows.length);
  });
  if (!tables.length) tables.push({ heading: null, body: [fullRow(ts.paragraph(doc.texts.empty, spanWidth, { size: 9, color: COLORS.muted, alignment: 'center' }))] });

  const small = { size: 8.5, color: COLORS.muted };
  const content: unknown[] = [
    { ...ts.paragraph(doc.title, USABLE, { size: 16, bold: true, color: COLORS.brand }), margin: [0, 0, 0, 2] },
    ts.paragraph(doc.generated, USABLE, small),
    ...doc.filters.map((f) => ts.paragraph(`${f.label}: ${f.value}`, USABLE, small)),
    ...tables.map(({ heading, body }) => {
      const head = heading === null ? [headerRow()] : [fullRow({ ...ts.paragraph(heading, spanWidth, { size: 9, bold: true, color: COLORS.brand }), fillColor: COLORS.group }), headerRow()];
      return {
        margin: [0, 10, 0, 0],
        // a row that may break starts under its header on the same page, however tall it is
        table: { headerRows: head.length, keepWithHeaderRows: doc.breakRows ? 0 : 1, dontBreakRows: !doc.breakRows, widths, body: [...head, ...body] },
        layout: TABLE_LAYOUT,
      };
    }),
  ];
  if (doc.rows.length > rows.length)
    content.push({ ...ts.paragraph(doc.texts.truncated.replace('{shown}', String(rows.length)).replace('{total}', String(doc.rows.length)), USABLE, small), margin: [0, 6, 0, 0] });
  if (doc.notes?.lines.length)
    content.push(
      { ...ts.paragraph(doc.notes.title, USABLE, { size: 9, bold: true }), margin: [0, 10, 0, 2] },
      ...doc.notes.lines.map((line) => ts.paragraph(line, USABLE, small)),
    );
  if (doc.appendix) {
    const a = doc.appendix;
    const shown = direction === 'rtl' ? [...a.columns].reverse() : a.columns;
    const w = columnWidths(shown);
    const head = shown.map((c, i) => ({ ...ts.paragraph(c.header, w[i], { size: 8.5, bold: true }), fillColor: COLORS.head }));
    const body = a.rows.slice(0, MAX_PDF_ROWS).map((row) => shown.map((c, i) => ts.paragraph(cellText(row[c.key], c.kind), w[i], { size: 8 })));
    content.push(
      { ...ts.paragraph(a.title, USABLE, { size: 14, bold: true, color: COLORS.brand }), margin: [0, 0, 0, 4], pageBreak: 'before' },
      ...a.paragraphs.map((p) => ({ ...ts.paragraph(p, USABLE, { size: 9 }), margin: [0, 0, 0, 4] })),
      ...a.facts.map((f) => ts.paragraph(`${f.label}: ${f.value}`, USABLE, small)),
      { margin: [0, 8, 0, 0], table: { headerRows: 1, keepWithHeaderRows: 1, dontBreakRows: true, widths: w, body: [head, ...body] }, layout: TABLE_LAYOUT },
    );
  }

  const firmLines = doc.firm.names.map((name, i) => layoutText(name, { width: USABLE - 140 - SLACK, size: i === 0 ? 12 : 10, bold: true, direction }));
  const logo = doc.firm.logo ? `data:image/${isPng(doc.firm.logo) ? 'png' : 'jpeg'};base64,${Buffer.from(doc.firm.logo).toString('base64')}` : null;
  // pdfmake calls these once per page and annotates what they return: build fresh nodes every time
  const header = () => {
    const names = { width: '*', stack: firmLines.flatMap((lines, i) => lines.map((l) => ts.line(l, { size: i === 0 ? 12 : 10, bold: true, color: i === 0 ? COLORS.brand : COLORS.ink }))) };
    const mark = { width: 130, stack: logo ? [{ image: 'logo', fit: [130, 44], alignment: direction === 'rtl' ? 'left' : 'right' }] : [] };
    return {
      margin: [MARGIN.side, 18, MARGIN.side, 0],
      stack: [
        { columns: direction === 'rtl' ? [mark, names] : [names, mark], columnGap: 10 },
        { canvas: [{ type: 'line', x1: 0, y1: 6, x2: USABLE, y2: 6, lineWidth: 0.8, lineColor: COLORS.brand }] },
      ],
    };
  };
  const footer = (page: number, pages: number) => ({
    margin: [MARGIN.side, 12, MARGIN.side, 0],
    ...ts.paragraph(doc.texts.page.replace('{page}', String(page)).replace('{pages}', String(pages)), USABLE, { ...small, alignment: 'center' }),
  });

  pdfmake.setProgressCallback((p) => progress(0.5 + 0.5 * p));
  try {
    return await pdfmake
      .createPdf({
        pageSize: 'A4',
        pageOrientation: 'landscape',
        pageMargins: [MARGIN.side, MARGIN.top, MARGIN.side, MARGIN.bottom],
        info: { title: withoutIsolates(doc.title), author: doc.firm.names[0] ?? '', creator: doc.firm.names[0] ?? '' },
        // the language a screen reader reads the document in, and its title rather than the file's name in the viewer's bar
        // (structure tags are not written: pdfmake lays the page out without them, docs/accessibility.md)
        language: doc.lang === 'ar' ? 'ar-AE' : 'en-AE',
        displayTitle: true,
        // the version that has /Lang and DisplayDocTitle (pdfmake declares 1.3 unless told)
        version: '1.4',
        // never `tagged: true`: pdfmake would mark the file as tagged with an empty structure tree, and a
        // reader would trust tags that are not there
        defaultStyle: { font: LATIN, fontSize: 8, color: COLORS.ink },
        images: logo ? { logo } : {},
        header,
        footer,
        content,
      })
      .getBuffer();
  } finally {
    pdfmake.setProgressCallback(undefined);
  }
}

const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
