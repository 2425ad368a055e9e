import { lineAmounts, spreadDiscount, type Fils, type VatTreatment } from './money.js';
import type { InvoiceLine } from './invoices.js';

/** an unbilled time entry as a draft reads it */
export interface UnbilledTime {
  timeEntryId: number;
  caseId: number;
  date: string;
  minutes: number;
  description: string;
  billable: boolean;
  rateFils: Fils;
}

/**
 * The lines of a draft: the billable time of the period (and of the case, when one is named), a
 * line per entry in order of day and entry, its minutes at its hourly rate, the invoice's discount
 * spread over them (money.ts spreadDiscount), each priced and taxed as `vat`. Null when the
 * discount is more than the time is worth.
 */
export function draftLines(entries: readonly UnbilledTime[], period: { from: string; to: string; caseId: number | null }, discountFils: Fils, vat: VatTreatment): InvoiceLine[] | null {
  const chosen = entries
    .filter((e) => e.billable && e.date >= period.from && e.date <= period.to && (period.caseId === null || e.caseId === period.caseId))
    .sort((a, b) => (a.date === b.date ? a.timeEntryId - b.timeEntryId : a.date < b.date ? -1 : 1));
  const priced = chosen.map((e) => ({ entry: e, gross: lineAmounts({ quantity: e.minutes, unit: 'minute', unitPriceFils: e.rateFils, discountFils: 0, vat }).grossFils }));
  if (discountFils > priced.reduce((sum, p) => sum + p.gross, 0)) return null;
  const shares = spreadDiscount(discountFils, priced.map((p) => p.gross));
  return priced.map(({ entry }, i) => ({
    timeEntryId: entry.timeEntryId,
    date: entry.date,
    description: entry.description,
    quantity: entry.minutes,
    unit: 'minute' as const,
    unitPriceFils: entry.rateFils,
    vat,
    ...lineAmounts({ quantity: entry.minutes, unit: 'minute', unitPriceFils: entry.rateFils, discountFils: shares[i], vat }),
  })).map(({ totalFils: _total, ...line }) => line);
}
