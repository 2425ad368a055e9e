/**
 * What the renderers draw: a report (or any listing, such as an audit export) already worded in
 * one language. Plain data only, because it
 * crosses into the rendering thread.
 */
export type Lang = 'en' | 'ar';
export type Cell = string | number | null;
/** `amount`: AED as text with two decimals (`formatAed`), printed as it is and a number cell in a workbook */
export type ColumnKind = 'text' | 'date' | 'number' | 'amount';

export interface RenderColumn {
  key: string;
  header: string;
  /** relative width */
  width: number;
  kind: ColumnKind;
}

export interface ReportDocument {
  lang: Lang;
  title: string;
  firm: {
    /** the firm's name in the report's language first, then the other */
    names: string[];
    /** PNG or JPEG bytes */
    logo: Uint8Array | null;
  };
  /** "Generated on ..." */
  generated: string;
  filters: { label: string; value: string }[];
  columns: RenderColumn[];
  rows: Record<string, Cell>[];
  /** PDF only: rows are grouped under a heading made of these columns' values (which leave the table); a spreadsheet keeps them as columns */
  groupBy?: string[];
  /** PDF only: a row taller than the rest of its page runs on over the next, and no cell is cut short (by default a row stays whole and a cell stops at 20 lines) */
  breakRows?: boolean;
  /** PDF only: numbered notes under the table ('[1] ...'), as its rows refer to them */
  notes?: { title: string; lines: string[] };
  /** PDF only: pages after the report's, with their own title, paragraphs, lines of label and value, and table */
  appendix?: { title: string; paragraphs: string[]; facts: { label: string; value: string }[]; columns: RenderColumn[]; rows: Record<string, Cell>[] };
  texts: {
    /** the table when there are no rows */
    empty: string;
    /** page footer with {page} and {pages} */
    page: string;
    /** shown when the PDF holds fewer rows than the report: {shown} {total} */
    truncated: string;
    /** the spreadsheet's sheet of rows, and its sheet about the report */
    dataSheet: string;
    aboutSheet: string;
    /** labels of the about sheet */
    firm: string;
    report: string;
    generatedLabel: string;
  };
}

/** Dates travel as yyyy-MM-dd (calendar days in the firm's time zone). */
export const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function cellText(value: Cell, kind: ColumnKind): string {
  if (value === null || value === undefined) return '';
  if (kind === 'number' && typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(1);
  return String(value);
}
