import { describe, expect, it } from 'vitest';
import { columns } from './definitions/columns.js';
import { withDayCells } from './dayCells.js';

/** the Arabic without the right-to-left marks Intl puts after its numbers */
const plain = (v: unknown) => String(v).replace(/\u200f/g, '');
const cols = columns('hearingDate', 'caseNumber', 'nextHearing', 'startDate');
const rows = [{ hearingDate: '2026-12-05', caseNumber: '2026/0001', nextHearing: null, startDate: '2026-03-01' }];

describe("a report's days as its reader reads them", () => {
  it('a PDF writes every day the one English way, never as it is stored', () => {
    const { columns: out, rows: [row] } = withDayCells(cols, rows, 'en', 'pdf');
    expect(out.map((c) => c.header)).toEqual(['Date', 'Case No.', 'Next hearing', 'Start date']);
    expect(row).toEqual({ hearingDate: 'Dec 5, 2026', caseNumber: '2026/0001', nextHearing: null, startDate: 'Mar 1, 2026' });
  });

  it('an Arabic PDF writes a court day with its Hijri day beside it, any other day without', () => {
    const { rows: [row] } = withDayCells(cols, rows, 'ar', 'pdf');
    expect(plain(row.hearingDate)).toBe('05/12/2026 (25 جمادى الآخرة 1448 هـ)');
    expect(plain(row.startDate)).toBe('01/03/2026');
  });

  it('a workbook keeps the stored day for a date cell; in Arabic a court day has a Hijri column beside it', () => {
    expect(withDayCells(cols, rows, 'en', 'excel')).toEqual({
      columns: [
        { key: 'hearingDate', header: 'Date', width: 8, kind: 'date' }, { key: 'caseNumber', header: 'Case No.', width: 8, kind: 'text' },
        { key: 'nextHearing', header: 'Next hearing', width: 8, kind: 'date' }, { key: 'startDate', header: 'Start date', width: 8, kind: 'date' },
      ],
      rows,
    });
    const ar = withDayCells(cols, rows, 'ar', 'excel');
    expect(ar.columns.map((c) => [c.key, c.header, c.kind])).toEqual([
      ['hearingDate', 'التاريخ', 'date'], ['hearingDateHijri', 'التاريخ (هجري)', 'text'], ['caseNumber', 'رقم القضية', 'text'],
      ['nextHearing', 'الجلسة القادمة', 'date'], ['nextHearingHijri', 'الجلسة القادمة (هجري)', 'text'], ['startDate', 'تاريخ البدء', 'date'],
    ]);
    expect(ar.rows).toEqual([{ ...rows[0], hearingDateHijri: '25 جمادى الآخرة 1448 هـ', nextHearingHijri: null }]);
  });
});
