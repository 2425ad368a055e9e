import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../framework/spec.js';
import { expenseTreatmentRecord, expenseTreatmentsDecider } from './expenseTreatments.js';

const spec = deciderSpec(expenseTreatmentsDecider);
const set = (expenseType: string, vat: string) => ({ type: 'ExpenseTreatmentSet', data: { expenseType, vat } });

describe('expense treatments', () => {
  it('given nothing chosen, when the firm sets travel out of scope, then it is recorded and travel bills so', () => {
    spec.given([]).when({ type: 'SetExpenseTreatment', expenseType: 'travel', vat: 'out_of_scope' }).then([set('travel', 'out_of_scope')]);
    const { treatments } = spec.given([set('travel', 'out_of_scope')]).state;
    expect(expenseTreatmentRecord(treatments, 'travel')).toEqual({ id: 'travel', expenseType: 'travel', vat: 'out_of_scope', chosen: true });
    // another type keeps the default
    expect(expenseTreatmentRecord(treatments, 'court_fees')).toEqual({ id: 'court_fees', expenseType: 'court_fees', vat: 'out_of_scope', chosen: false });
  });

  it('given a choice, when the same is set again, then nothing happens; when another is set, it replaces it', () => {
    spec.given([set('court_fees', 'standard')]).when({ type: 'SetExpenseTreatment', expenseType: 'court_fees', vat: 'standard' }).then([]);
    spec.given([set('court_fees', 'standard')]).when({ type: 'SetExpenseTreatment', expenseType: 'court_fees', vat: 'zero_rated' }).then([set('court_fees', 'zero_rated')]);
    expect(spec.given([set('court_fees', 'standard'), set('court_fees', 'zero_rated')]).state.treatments).toEqual({ court_fees: 'zero_rated' });
  });

  it('given nothing chosen, when the firm chooses what the default already is, then the choice is recorded as the firm\'s', () => {
    spec.given([]).when({ type: 'SetExpenseTreatment', expenseType: 'court_fees', vat: 'out_of_scope' }).then([set('court_fees', 'out_of_scope')]);
  });
});
