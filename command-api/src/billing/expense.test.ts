import { describe, expect, it } from 'vitest';
import { expenseLineDescription, InvoiceDrafted, isEventOf, upcast, type ExpenseFields, type InvoiceLine, type UnbilledExpense, type UnbilledTime } from '@lawfirm/contracts';
import { deciderSpec } from '../framework/spec.js';
import { expenseDecider, type ExpenseCommand } from './expense.js';
import { invoiceConstraints, invoiceDecider, type InvoiceCommand } from './invoice.js';

const spec = deciderSpec(expenseDecider);
const fields: ExpenseFields = { date: '2026-11-26', amountFils: 125_050, expenseType: 'court_fees', description: 'Filing fee of the appeal' };
/** the firm's day the commands are made on */
const today = '2026-11-27';
const recorded = { type: 'ExpenseRecorded', data: { expenseId: 4, caseId: 12, recordedBy: 7, recordedByType: 'employee', ...fields } };
const record = (over: Partial<ExpenseFields> = {}, onCase = true) => ({ type: 'RecordExpense' as const, expenseId: 4, caseId: 12, recordedBy: 7, recordedByType: 'employee' as const, fields: { ...fields, ...over }, today, onCase });
/** a draft billing the expense as it read it */
const bill = (invoiceId: number, over: Partial<ExpenseFields> = {}) => {
  const f = { ...fields, ...over };
  return { type: 'BillExpense' as const, invoiceId, drafted: { date: f.date, amountFils: f.amountFils, description: expenseLineDescription(f) } };
};
const billed = { type: 'ExpenseBilled', data: { expenseId: 4, caseId: 12, invoiceId: 3 } };

describe('expense', () => {
  it('given nothing, when an expense is recorded by someone who may, then it says who recorded it, on which case, and every field', () => {
    spec.given([]).when(record()).then([recorded]);
    expect(spec.given([recorded]).state).toMatchObject({ exists: true, id: 4, caseId: 12, recordedBy: 7, recordedByType: 'employee', fields, invoiceId: null });
  });

  it('given an unbilled expense, when it is changed, then every field is recorded as it now reads; unchanged, nothing happens', () => {
    const changed = { ...fields, amountFils: 99_000, expenseType: 'translation' as const };
    spec.given([recorded]).when({ type: 'ChangeExpense', fields: changed, today, onCase: true }).then([{ type: 'ExpenseChanged', data: { expenseId: 4, caseId: 12, ...changed } }]);
    spec.given([recorded]).when({ type: 'ChangeExpense', fields, today, onCase: true }).then([]);
  });

  it('given an unbilled expense, when it is deleted, then it is gone and cannot be changed or billed', () => {
    const deleted = { type: 'ExpenseDeleted', data: { expenseId: 4, caseId: 12 } };
    spec.given([recorded]).when({ type: 'DeleteExpense', onCase: true }).then([deleted]);
    spec.given([recorded, deleted]).when({ type: 'ChangeExpense', fields, today, onCase: true }).thenFails('not_found', 'error.notFound');
    spec.given([recorded, deleted]).when(bill(3)).thenFails('not_found', 'error.notFound');
  });

  it('given an expense, billed or not, when its receipt is attached, then it is kept with it (a later one replaces it); a deleted expense takes none', () => {
    const receipt = { id: 'blob-1', size: 10, contentType: 'application/pdf', sha256: 'a'.repeat(64), filename: 'receipt.pdf' };
    const attached = { type: 'ExpenseReceiptAttached', data: { expenseId: 4, caseId: 12, receipt } };
    spec.given([recorded]).when({ type: 'AttachExpenseReceipt', receipt, onCase: true }).then([attached]);
    spec.given([recorded, billed]).when({ type: 'AttachExpenseReceipt', receipt, onCase: true }).then([attached]);
    expect(spec.given([recorded, attached]).state.receipt).toEqual(receipt);
    spec.given([recorded, { type: 'ExpenseDeleted', data: { expenseId: 4, caseId: 12 } }]).when({ type: 'AttachExpenseReceipt', receipt, onCase: true }).thenFails('not_found', 'error.notFound');
    spec.given([recorded]).when({ type: 'AttachExpenseReceipt', receipt, onCase: false }).thenFails('forbidden', 'error.forbidden');
  });

  it('given an expense, when a draft bills it as it reads, then it is billed by that invoice; billed again by it, nothing happens', () => {
    spec.given([recorded]).when(bill(3)).then([billed]);
    spec.given([recorded, billed]).when(bill(3)).then([]);
  });

  it('given a billed expense, when its draft is voided, then it is unbilled and can be deleted again; another invoice\'s void changes nothing', () => {
    const unbilled = { type: 'ExpenseUnbilled', data: { expenseId: 4, caseId: 12, invoiceId: 3 } };
    spec.given([recorded, billed]).when({ type: 'UnbillExpense', invoiceId: 3 }).then([unbilled]);
    spec.given([recorded, billed]).when({ type: 'UnbillExpense', invoiceId: 5 }).then([]);
    spec.given([recorded, billed, unbilled]).when({ type: 'DeleteExpense', onCase: true }).then([{ type: 'ExpenseDeleted', data: { expenseId: 4, caseId: 12 } }]);
  });

  describe('refusals', () => {
    it('given nothing or an expense, when someone neither on the case nor with billing: create records, changes or deletes it, then it is forbidden', () => {
      spec.given([]).when(record({}, false)).thenFails('forbidden', 'error.forbidden');
      spec.given([recorded]).when({ type: 'ChangeExpense', fields: { ...fields, amountFils: 1 }, today, onCase: false }).thenFails('forbidden', 'error.forbidden');
      spec.given([recorded]).when({ type: 'DeleteExpense', onCase: false }).thenFails('forbidden', 'error.forbidden');
    });

    it('given a billed expense, when it is changed or deleted, then it is refused: it is on an invoice', () => {
      spec.given([recorded, billed]).when({ type: 'ChangeExpense', fields: { ...fields, amountFils: 1 }, today, onCase: true }).thenFails('conflict', 'billing.expenseBilled');
      spec.given([recorded, billed]).when({ type: 'DeleteExpense', onCase: true }).thenFails('conflict', 'billing.expenseBilled');
    });

    it('given an expense billed by one invoice, when another draft would bill it, then it is refused', () => {
      spec.given([recorded, billed]).when(bill(5)).thenFails('conflict', 'billing.expenseOnAnotherInvoice');
    });

    it('given an expense changed after a draft read it, when the draft would bill it, then it is refused: the draft is made again', () => {
      spec.given([recorded]).when(bill(3, { amountFils: 1 })).thenFails('conflict', 'billing.expenseChangedSinceDraft');
      spec.given([recorded]).when(bill(3, { description: 'Older text' })).thenFails('conflict', 'billing.expenseChangedSinceDraft');
      spec.given([recorded]).when(bill(3, { expenseType: 'expert_fees' })).thenFails('conflict', 'billing.expenseChangedSinceDraft');
      spec.given([recorded]).when(bill(3, { date: '2026-11-25' })).thenFails('conflict', 'billing.expenseChangedSinceDraft');
    });

    it('given nothing or an expense, when it is for nothing paid, then it is refused naming the amount', () => {
      spec.given([]).when(record({ amountFils: 0 })).thenFails('validation_failed', 'billing.invalidExpenseAmount');
      spec.given([recorded]).when({ type: 'ChangeExpense', fields: { ...fields, amountFils: 0 }, today, onCase: true }).thenFails('validation_failed', 'billing.invalidExpenseAmount');
      spec.given([]).when(record({ amountFils: 1 })).then([{ ...recorded, data: { ...recorded.data, amountFils: 1 } }]);
    });

    it('given nothing or an expense, when it is for a day after the firm\'s today, then it is refused naming the day; today itself is taken', () => {
      spec.given([]).when(record({ date: '2026-11-28' })).thenFails('validation_failed', 'validation.futureDate');
      spec.given([recorded]).when({ type: 'ChangeExpense', fields: { ...fields, date: '2026-11-28' }, today, onCase: true }).thenFails('validation_failed', 'validation.futureDate');
      spec.given([]).when(record({ date: today })).then([{ ...recorded, data: { ...recorded.data, date: today } }]);
    });

    it('given an expense, when it is recorded again under its id, then it is a conflict; given none, a change is not found', () => {
      spec.given([recorded]).when(record()).thenFails('conflict', 'error.conflict');
      spec.given([]).when({ type: 'ChangeExpense', fields, today, onCase: true }).thenFails('not_found', 'error.notFound');
      spec.given([]).when({ type: 'DeleteExpense', onCase: true }).thenFails('not_found', 'error.notFound');
    });
  });
});

describe('an invoice drafted with expenses', () => {
  const invoices = deciderSpec(invoiceDecider);
  const time: UnbilledTime = { timeEntryId: 1, caseId: 12, date: '2026-11-02', minutes: 60, description: 'Advice', billable: true, rateFils: 100_000 };
  const expense = (expenseId: number, over: Partial<UnbilledExpense> = {}): UnbilledExpense => ({
    expenseId, caseId: 12, date: '2026-11-03', amountFils: 125_050, expenseType: 'court_fees', description: 'Filing fee', ...over,
  });
  const draft = (over: Partial<Extract<InvoiceCommand, { type: 'DraftInvoice' }>> = {}): InvoiceCommand => ({
    type: 'DraftInvoice', invoiceId: 9, clientId: 5, caseId: 12, from: '2026-11-01', to: '2026-11-30', draftedBy: 7, entries: [time],
    expenses: [expense(3, { expenseType: 'translation', description: 'ترجمة العقد', amountFils: 20_001 }), expense(2), expense(4, { date: '2026-12-01' }), expense(5, { caseId: 13 })],
    discountFils: 10_000, vat: 'standard', ...over,
  });
  const linesOf = (command: InvoiceCommand): InvoiceLine[] => {
    const [made] = invoiceDecider.decide(command, invoiceDecider.initialState, { now: new Date() });
    if (!isEventOf(InvoiceDrafted, made)) throw new Error(`expected InvoiceDrafted, got ${made.type}`);
    return made.data.lines;
  };

  it('given nothing, when a draft is made, then the period\'s expenses of the case follow the time, one item each at cost, taxed as their type: a court fee out of scope, a translation at 5%', () => {
    const lines = linesOf(draft());
    expect(lines.map((l) => [l.timeEntryId, l.expenseId])).toEqual([[1, null], [null, 2], [null, 3]]);
    expect(lines[1]).toEqual({
      timeEntryId: null, expenseId: 2, date: '2026-11-03', description: 'Court fees — Filing fee', quantity: 1, unit: 'item', unitPriceFils: 125_050, vat: 'out_of_scope',
      grossFils: 125_050, discountFils: 0, netFils: 125_050, vatFils: 0,
    });
    // AED 200.01 at 5%: 10.0005 rounds to 10.00; the type worded in the description's language
    expect(lines[2]).toMatchObject({ description: 'ترجمة — ترجمة العقد', vat: 'standard', netFils: 20_001, vatFils: 1_000 });
    // the discount is on the fees: all of it on the time
    expect(lines[0]).toMatchObject({ discountFils: 10_000, netFils: 90_000, vatFils: 4_500 });
  });

  it('given nothing, when a zero-rated draft is made, then an expense of the service is zero-rated with it and a disbursement stays out of scope', () => {
    expect(linesOf(draft({ vat: 'zero_rated' })).map((l) => l.vat)).toEqual(['zero_rated', 'out_of_scope', 'zero_rated']);
  });

  it('given nothing, when a draft is made with the firm\'s treatments (court fees standard, translation out of scope), then its expense lines follow them; the lines keep them whatever the firm chooses later', () => {
    const lines = linesOf(draft({ expenseTreatments: { court_fees: 'standard', translation: 'out_of_scope' } }));
    expect(lines.map((l) => [l.expenseId, l.vat, l.vatFils])).toEqual([[null, 'standard', 4_500], [2, 'standard', 6_253], [3, 'out_of_scope', 0]]);
    // the draft holds its lines as drafted: approving and issuing it reads no treatment again
    const drafted = { type: 'InvoiceDrafted', data: { invoiceId: 9, clientId: 5, caseId: 12, from: '2026-11-01', to: '2026-11-30', draftedBy: 7, currency: 'AED', exchangeRate: null, lines } };
    expect(invoices.given([drafted, { type: 'InvoiceApproved', data: { invoiceId: 9, approvedBy: 7 } }]).state.lines.map((l) => l.vat)).toEqual(['standard', 'standard', 'out_of_scope']);
  });

  it('given nothing, when only expenses are unbilled in the period, then the draft bills them; a discount is refused then (nothing of the fees to take it)', () => {
    expect(linesOf(draft({ entries: [], discountFils: 0 })).map((l) => l.expenseId)).toEqual([2, 3]);
    invoices.given([]).when(draft({ entries: [] })).thenFails('validation_failed', 'billing.discountTooLarge');
  });

  it('given a draft, then it claims each expense on its own stream as the draft read it, and a void releases it', () => {
    const lines = linesOf(draft());
    const state = invoices.given([{ type: 'InvoiceDrafted', data: { invoiceId: 9, clientId: 5, caseId: 12, from: '2026-11-01', to: '2026-11-30', draftedBy: 7, lines } }]).state;
    const claims = invoiceConstraints(state)!.claims!;
    expect(claims.map((c) => c.stream)).toEqual(['time-entry-1', 'expense-2', 'expense-3']);
    expect(claims[1]).toMatchObject({ take: { type: 'BillExpense', invoiceId: 9, drafted: { date: '2026-11-03', amountFils: 125_050, description: 'Court fees — Filing fee' } }, field: 'lines.1.expenseId' });
    // as the expense's own decider reads the claim: an expense as drafted is billed, a changed one refused
    const recordedTwo = { type: 'ExpenseRecorded', data: { expenseId: 2, caseId: 12, recordedBy: 7, recordedByType: 'employee', date: '2026-11-03', amountFils: 125_050, expenseType: 'court_fees', description: 'Filing fee' } };
    spec.given([recordedTwo]).when(claims[1].take as ExpenseCommand).then([{ type: 'ExpenseBilled', data: { expenseId: 2, caseId: 12, invoiceId: 9 } }]);
    spec.given([{ ...recordedTwo, data: { ...recordedTwo.data, expenseType: 'government_fees' } }]).when(claims[1].take as ExpenseCommand).thenFails('conflict', 'billing.expenseChangedSinceDraft');
  });

  it('an invoice drafted before expenses (version 1) reads with no expense on any line', () => {
    const v1 = { invoiceId: 9, clientId: 5, caseId: 12, from: '2026-11-01', to: '2026-11-30', draftedBy: 7, lines: [{ timeEntryId: 1, date: '2026-11-02', description: 'Advice' }] };
    // and, as every invoice before invoices in another currency, in AED without a rate (version 4)
    expect(upcast('InvoiceDrafted', 1, v1)).toEqual({ version: 4, data: { ...v1, currency: 'AED', exchangeRate: null, lines: [{ expenseId: null, timeEntryId: 1, date: '2026-11-02', description: 'Advice' }] } });
  });
});
