import type { Cell, ColumnKind } from '@lawfirm/platform/documents';
import type { ReportId } from '@lawfirm/contracts';
import type { ReportContext } from './context.js';

export interface Bilingual {
  en: string;
  ar: string;
}

export interface ColumnDef extends Bilingual {
  key: string;
  /** relative width */
  width: number;
  kind: ColumnKind;
  /** a day a court set: Arabic reports give its Hijri day beside it (../dayCells.ts) */
  court?: boolean;
}

export type Row = Record<string, Cell>;

/**
 * A report: its title and columns, which records it reads (scoped and filtered), and the row
 * each record becomes. Everything else (progress, header, filters summary, PDF, spreadsheet)
 * is the one pipeline in ../pipeline.ts.
 */
export interface ReportDefinition<T = unknown> {
  id: ReportId;
  title: Bilingual;
  columns: ColumnDef[];
  /** the PDF groups rows under these columns' values (rows come sorted by them) */
  groupBy?: string[];
  load(ctx: ReportContext): Promise<T[]>;
  row(item: T, ctx: ReportContext): Promise<Row> | Row;
}

/** keeps each definition's record type while the registry holds them all */
export const defineReport = <T>(d: ReportDefinition<T>) => d as ReportDefinition<unknown>;
