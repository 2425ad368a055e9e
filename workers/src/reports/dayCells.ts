import { courtDayFor, formatDayFor, hijriDayFor } from '@lawfirm/contracts';
import { DAY, type Cell, type RenderColumn } from '@lawfirm/platform/documents';
import type { ReportFormat, ReportLang } from '@lawfirm/contracts';
import type { ColumnDef, Row } from './definitions/types.js';

/** how the Hijri column beside a court's day is headed in an Arabic workbook */
const HIJRI_HEADER = (header: string) => `${header} (هجري)`;
const hijriKey = (key: string) => `${key}Hijri`;

/**
 * The report's day cells as its reader reads them, the one way every screen writes a day
 * (contracts' formatDayFor: "Nov 28, 2026" / 28/11/2026; a court's day, a hearing's or a ruling's,
 * with its Hijri day beside it in Arabic as courtDayFor writes it).
 *
 * A PDF prints the words. A workbook keeps each day a real date cell, so it sorts and filters as a
 * date (the renderer shows it in the language's way, see platform's excel.ts); in Arabic a court's
 * day gets a column of its own beside it with the Hijri day, as text.
 */
export function withDayCells(columns: ColumnDef[], rows: Row[], lang: ReportLang, format: ReportFormat): { columns: RenderColumn[]; rows: Row[] } {
  const dated = columns.filter((c) => c.kind === 'date');
  const plain = (c: ColumnDef): RenderColumn => ({ key: c.key, header: c[lang], width: c.width, kind: c.kind });
  const isDay = (v: unknown): v is string => typeof v === 'string' && DAY.test(v);
  if (format === 'pdf') {
    const words = (v: Cell, c: ColumnDef): Cell => (!isDay(v) ? v : c.court ? courtDayFor(v, lang, { hijri: lang === 'ar' }) : formatDayFor(v, lang));
    return {
      columns: columns.map(plain),
      rows: dated.length ? rows.map((r) => ({ ...r, ...Object.fromEntries(dated.map((c) => [c.key, words(r[c.key], c)])) })) : rows,
    };
  }
  const hijri = lang === 'ar' ? dated.filter((c) => c.court) : [];
  return {
    columns: columns.flatMap((c) => (hijri.includes(c) ? [plain(c), { key: hijriKey(c.key), header: HIJRI_HEADER(c.ar), width: c.width + 2, kind: 'text' as const }] : [plain(c)])),
    rows: hijri.length ? rows.map((r) => ({ ...r, ...Object.fromEntries(hijri.map((c) => [hijriKey(c.key), isDay(r[c.key]) ? hijriDayFor(r[c.key], 'ar') : null])) })) : rows,
  };
}
