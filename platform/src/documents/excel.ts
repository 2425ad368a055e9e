import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { withoutIsolates } from '@lawfirm/contracts';
import { cellText, DAY, type Cell, type ReportDocument, type RenderColumn } from './document.js';

/** characters a sheet name may not hold, and its length limit */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
/** spreadsheet column widths are in characters; report widths are relative weights */
const CHARS_PER_WEIGHT = 1.6;
/**
 * How a day cell shows, as the portal writes a day in each language (contracts' formatDayFor):
 * "Nov 28, 2026" (month names in English whatever the spreadsheet's own language) and 28/11/2026.
 * The cell stays a date, so it sorts and filters as one.
 */
export const DAY_FORMATS = { en: '[$-409]mmm d, yyyy', ar: 'dd/mm/yyyy' } as const;

/** AED with two decimals, as formatAed writes it */
const AMOUNT = /^-?\d+\.\d{2}$/;

function value(v: Cell, c: RenderColumn): ExcelJS.CellValue {
  if (v === null || v === undefined || v === '') return null;
  if (c.kind === 'date' && typeof v === 'string' && DAY.test(v)) return new Date(`${v}T00:00:00Z`);
  if (c.kind === 'number' && typeof v === 'number') return v;
  if (c.kind === 'amount' && typeof v === 'string' && AMOUNT.test(v)) return Number(v);
  return cellText(v, c.kind);
}

/**
 * The report as a workbook, written with exceljs' streaming writer (rows are flushed as they
 * are added, so large exports stay small in memory): a sheet of rows with a bold, frozen header
 * row and a filter on it, then a sheet about the report (firm, title, date, filters).
 */
export async function renderExcel(doc: ReportDocument, progress: (fraction: number) => void): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const finished = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  wb.creator = doc.firm.names[0] ?? '';
  wb.title = withoutIsolates(doc.title);
  // the workbook's language in its properties (dc:language), as the PDF's /Lang; exceljs writes it but does not type it
  Object.assign(wb, { language: doc.lang === 'ar' ? 'ar-AE' : 'en-AE' });
  const rightToLeft = doc.lang === 'ar';

  const sheet = wb.addWorksheet(sheetName(doc.texts.dataSheet), { views: [{ state: 'frozen', xSplit: 0, ySplit: 1, rightToLeft }] });
  sheet.columns = doc.columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: Math.max(8, Math.round(c.width * CHARS_PER_WEIGHT)),
    style: c.kind === 'date' ? { numFmt: DAY_FORMATS[doc.lang] } : c.kind === 'amount' ? { numFmt: '#,##0.00' } : {},
  }));
  const head = sheet.getRow(1);
  head.font = { bold: true };
  head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EDF3' } };
  head.alignment = { vertical: 'middle', wrapText: true };
  head.commit();
  if (doc.columns.length) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: doc.columns.length } };
  doc.rows.forEach((row, n) => {
    sheet.addRow(Object.fromEntries(doc.columns.map((c) => [c.key, value(row[c.key], c)]))).commit();
    if (n % 500 === 499) progress((n + 1) / doc.rows.length);
  });
  sheet.commit();

  const about = wb.addWorksheet(sheetName(doc.texts.aboutSheet), { views: [{ rightToLeft }] });
  about.columns = [{ width: 28 }, { width: 80 }];
  const info: [string, string][] = [
    [doc.texts.firm, doc.firm.names.join(' / ')],
    [doc.texts.report, doc.title],
    [doc.texts.generatedLabel, doc.generated],
    ...doc.filters.map((f): [string, string] => [f.label, f.value]),
  ];
  for (const [label, text] of info) {
    const r = about.addRow([label, text]);
    r.getCell(1).font = { bold: true };
    r.commit();
  }
  about.commit();
  await wb.commit();
  await finished;
  progress(1);
  return Buffer.concat(chunks);
}
