import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vatTreatments } from './money.js';
import { chosenTreatment, defaultExpenseTreatment, expenseTreatment, expenseTreatmentsAfter, expenseTypes, type ExpenseTreatments } from './expenses.js';
import { draftLines } from './drafting.js';

const type = fc.constantFrom(...expenseTypes);
const treatment = fc.constantFrom(...vatTreatments);
const firm: fc.Arbitrary<ExpenseTreatments> = fc.dictionary(type, treatment) as fc.Arbitrary<ExpenseTreatments>;

describe('expense treatments', () => {
  it('with nothing chosen, the default table: court and government fees out of scope, the rest as the invoice', () => {
    expect(expenseTypes.map((t) => [t, expenseTreatment(t, 'standard')])).toEqual([
      ['court_fees', 'out_of_scope'], ['expert_fees', 'standard'], ['translation', 'standard'], ['travel', 'standard'],
      ['courier', 'standard'], ['government_fees', 'out_of_scope'], ['other', 'standard'],
    ]);
    expect(expenseTreatment('translation', 'zero_rated')).toBe('zero_rated');
    expect(expenseTreatment('court_fees', 'zero_rated')).toBe('out_of_scope');
  });

  it('the firm\'s choice wins for its type only; `standard` follows the invoice, the others are what was chosen', () => {
    fc.assert(
      fc.property(firm, type, treatment, (chosen, t, invoiceVat) => {
        const got = expenseTreatment(t, invoiceVat, chosen);
        const c = chosen[t] ?? defaultExpenseTreatment(t);
        expect(chosenTreatment(t, chosen)).toBe(c);
        expect(got).toBe(c === 'standard' ? invoiceVat : c);
      }),
    );
    expect(expenseTreatment('travel', 'standard', { travel: 'out_of_scope' })).toBe('out_of_scope');
    expect(expenseTreatment('court_fees', 'standard', { court_fees: 'standard' })).toBe('standard');
    expect(expenseTreatment('court_fees', 'zero_rated', { court_fees: 'standard' })).toBe('zero_rated');
    expect(expenseTreatment('courier', 'standard', { travel: 'zero_rated' })).toBe('standard');
  });

  it('the last choice of a type replaces the one before', () => {
    const after = [
      { type: 'ExpenseTreatmentSet' as const, data: { expenseType: 'travel' as const, vat: 'out_of_scope' as const } },
      { type: 'ExpenseTreatmentSet' as const, data: { expenseType: 'court_fees' as const, vat: 'standard' as const } },
      { type: 'ExpenseTreatmentSet' as const, data: { expenseType: 'travel' as const, vat: 'zero_rated' as const } },
    ].reduce(expenseTreatmentsAfter, {});
    expect(after).toEqual({ travel: 'zero_rated', court_fees: 'standard' });
  });

  it('a draft\'s expense lines are taxed as the firm treats their types', () => {
    const e = (expenseId: number, expenseType: (typeof expenseTypes)[number]) => ({ expenseId, caseId: 1, date: '2026-03-02', amountFils: 10_000, expenseType, description: 'x' });
    const lines = draftLines([], { from: '2026-03-01', to: '2026-03-31', caseId: null }, 0, 'standard', [e(1, 'travel'), e(2, 'court_fees'), e(3, 'courier')], undefined, { travel: 'out_of_scope', court_fees: 'standard' })!;
    expect(lines.map((l) => [l.expenseId, l.vat, l.vatFils])).toEqual([[1, 'out_of_scope', 0], [2, 'standard', 500], [3, 'standard', 500]]);
  });
});
