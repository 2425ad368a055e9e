import { lineAmounts, spreadDiscount, type Fils, type VatTreatment } from './money.js';
import type { InvoiceLine } from './invoices.js';
import { expenseTreatment, type ExpenseFields, type ExpenseTreatments, type ExpenseType } from './expenses.js';
import { bilingual } from '../messages.js';
import { stageVat, type UnbilledStage } from './feeArrangements.js';

/** an unbilled expense as a draft reads it */
export interface UnbilledExpense extends ExpenseFields {
  expenseId: number;
  caseId: number;
}

const ARABIC = /[\u0600-\u06FF]/;
/** an expense's line on the invoice: "Court fees — Filing fee of the appeal", the type worded in the description's language */
export const expenseLineDescription = (e: { expenseType: ExpenseType; description: string }) => {
  const { en, ar } = bilingual(`billing.expenseType.${e.expenseType}`);
  return `${ARABIC.test(e.description) ? ar : en} — ${e.description}`.slice(0, 2000);
};

/** an unbilled time entry as a draft reads it: on a case, or (caseId null) on a client file or a consultation of the client */
export interface UnbilledTime {
  timeEntryId: number;
  caseId: number | null;
  date: string;
  minutes: number;
  description: string;
  billable: boolean;
  rateFils: Fils;
}

/**
 * The lines of a draft: the billable time of the period (of the case when one is named; of the
 * client's cases, files and consultations when none is), a
 * line per entry in order of day and entry, its minutes at its hourly rate, the invoice's discount
 * spread over them (money.ts spreadDiscount), each priced and taxed as `vat`; then the period's
 * expenses, a line each (one item at its amount, no discount, taxed as the firm treats its type:
 * expenseTreatment with `treatments`, the firm's choices read when drafting).
 * `fees`: the cases billed a fixed fee (their time is left out, recorded but not billed) and their
 * reached, unbilled stages, a line each after the time (one item at the stage's amount, taxed as
 * stageVat), the discount spread over them with the time. Null when the discount is more than the
 * fees are worth.
 */
export function draftLines(
  entries: readonly UnbilledTime[],
  period: { from: string; to: string; caseId: number | null },
  discountFils: Fils,
  vat: VatTreatment,
  expenses: readonly UnbilledExpense[] = [],
  fees: { fixedFeeCaseIds: readonly number[]; stages: readonly UnbilledStage[] } = { fixedFeeCaseIds: [], stages: [] },
  treatments: ExpenseTreatments = {},
): InvoiceLine[] | null {
  const inPeriod = (e: { date: string; caseId: number | null }) => e.date >= period.from && e.date <= period.to && (period.caseId === null || e.caseId === period.caseId);
  const chosen = entries
    .filter((e) => e.billable && inPeriod(e) && (e.caseId === null || !fees.fixedFeeCaseIds.includes(e.caseId)))
    .sort((a, b) => (a.date === b.date ? a.timeEntryId - b.timeEntryId : a.date < b.date ? -1 : 1));
  const priced = chosen.map((e) => ({ entry: e, gross: lineAmounts({ quantity: e.minutes, unit: 'minute', unitPriceFils: e.rateFils, discountFils: 0, vat }).grossFils }));
  // a stage reached by the period's end, of the case when one is named, in the order the arrangement lists them
  const reached = fees.stages.filter((st) => st.reachedOn <= period.to && (period.caseId === null || st.caseId === period.caseId));
  const stageGross = reached.map((st) => lineAmounts({ quantity: 1, unit: 'item', unitPriceFils: st.amountFils, discountFils: 0, vat: stageVat(st.vat, vat) }).grossFils);
  if (discountFils > priced.reduce((sum, p) => sum + p.gross, 0) + stageGross.reduce((sum, g) => sum + g, 0)) return null;
  const allShares = spreadDiscount(discountFils, [...priced.map((p) => p.gross), ...stageGross]);
  const shares = allShares.slice(0, priced.length);
  const time = priced.map(({ entry }, i) => ({
    timeEntryId: entry.timeEntryId,
    expenseId: null,
    date: entry.date,
    description: entry.description,
    quantity: entry.minutes,
    unit: 'minute' as const,
    unitPriceFils: entry.rateFils,
    vat,
    ...lineAmounts({ quantity: entry.minutes, unit: 'minute', unitPriceFils: entry.rateFils, discountFils: shares[i], vat }),
  }));
  // expenses after the time, at cost (the discount is on the fees), each taxed as the firm treats its type (expenseTreatment)
  const paid = expenses
    .filter(inPeriod)
    .sort((a, b) => (a.date === b.date ? a.expenseId - b.expenseId : a.date < b.date ? -1 : 1))
    .map((e) => {
      const treatment = expenseTreatment(e.expenseType, vat, treatments);
      return {
        timeEntryId: null,
        expenseId: e.expenseId,
        date: e.date,
        description: expenseLineDescription(e),
        quantity: 1,
        unit: 'item' as const,
        unitPriceFils: e.amountFils,
        vat: treatment,
        ...lineAmounts({ quantity: 1, unit: 'item', unitPriceFils: e.amountFils, discountFils: 0, vat: treatment }),
      };
    });
  const staged = reached.map((st, i) => {
    const treatment = stageVat(st.vat, vat);
    return {
      timeEntryId: null,
      expenseId: null,
      feeStage: { caseId: st.caseId, stageId: st.stageId },
      date: st.reachedOn,
      description: st.description,
      quantity: 1,
      unit: 'item' as const,
      unitPriceFils: st.amountFils,
      vat: treatment,
      ...lineAmounts({ quantity: 1, unit: 'item', unitPriceFils: st.amountFils, discountFils: allShares[priced.length + i], vat: treatment }),
    };
  });
  return [...time, ...staged, ...paid].map(({ totalFils: _total, ...line }) => line);
}

/** the clients of a case: its plaintiffs that are the firm's clients (whose time and expenses they are billed for) */
export const clientsOfCase = (plaintiffs: unknown): number[] =>
  Array.isArray(plaintiffs) ? [...new Set(plaintiffs.flatMap((p: { clientId?: unknown }) => (typeof p?.clientId === 'number' ? [p.clientId] : [])))] : [];
