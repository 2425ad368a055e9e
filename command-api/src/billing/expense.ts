import { bilingual, expenseLineDescription, ExpenseBilled, ExpenseChanged, ExpenseDeleted, ExpenseReceiptAttached, ExpenseRecorded, ExpenseUnbilled, type ExpenseEvent, type ExpenseFields, type ExpenseReceipt } from '@lawfirm/contracts';
import { DomainError, typedDecider } from '../framework/decider.js';

/**
 * Money paid out for a client's case (court fees, an expert, a translation…), stream
 * `expense-{id}` (contracts' expenseStream): changed or deleted only while no invoice bills it.
 */
export interface ExpenseState {
  exists: boolean;
  deleted: boolean;
  id: number;
  caseId: number;
  recordedBy: number;
  recordedByType: 'employee' | 'admin';
  fields: ExpenseFields | null;
  /** the invoice whose draft bills it, null while unbilled */
  invoiceId: number | null;
  /** the receipt kept with it, if any */
  receipt: ExpenseReceipt | null;
  version: number;
}

/**
 * `today`: the firm's day (its time zone) when the command is made; an expense is recorded once
 * paid, never for a day to come. `onCase`: whether the one recording or changing it may (a lawyer
 * on the case, or an admin with billing: create), as the route found it.
 */
export type ExpenseCommand =
  | { type: 'RecordExpense'; expenseId: number; caseId: number; recordedBy: number; recordedByType: 'employee' | 'admin'; fields: ExpenseFields; today: string; onCase: boolean }
  | { type: 'ChangeExpense'; fields: ExpenseFields; today: string; onCase: boolean }
  | { type: 'DeleteExpense'; onCase: boolean }
  /** its receipt, stored already (the route checks the file); kept billed or not: it changes nothing billed */
  | { type: 'AttachExpenseReceipt'; receipt: ExpenseReceipt; onCase: boolean }
  /** an invoice's draft takes it, as the draft read it: its day, amount and line description (a change since is refused: the draft is made again) */
  | { type: 'BillExpense'; invoiceId: number; drafted: { date: string | null; amountFils: number; description: string } }
  /** its draft was voided */
  | { type: 'UnbillExpense'; invoiceId: number };

const refuse = (key: 'validation.futureDate' | 'billing.invalidExpenseAmount', field: string): never => {
  const { en, ar } = bilingual(key);
  throw new DomainError('validation_failed', key, [{ field, message: en, messageAr: ar }]);
};
const allowed = (onCase: boolean) => {
  if (!onCase) throw new DomainError('forbidden', 'error.forbidden');
};
const live = (state: ExpenseState) => {
  if (!state.exists || state.deleted) throw new DomainError('not_found', 'error.notFound');
};
const unbilled = (state: ExpenseState) => {
  live(state);
  if (state.invoiceId !== null) throw new DomainError('conflict', 'billing.expenseBilled');
};
/** what an expense must say: more than nothing paid, on a day not after the firm's today */
const valid = (fields: ExpenseFields, today: string) => {
  if (!Number.isSafeInteger(fields.amountFils) || fields.amountFils < 1) refuse('billing.invalidExpenseAmount', 'amount');
  if (fields.date > today) refuse('validation.futureDate', 'date');
};
const same = (a: ExpenseFields, b: ExpenseFields) => (Object.keys(a) as (keyof ExpenseFields)[]).every((k) => a[k] === b[k]);

export const expenseDecider = typedDecider<ExpenseState, ExpenseCommand, ExpenseEvent>({
  initialState: { exists: false, deleted: false, id: 0, caseId: 0, recordedBy: 0, recordedByType: 'employee', fields: null, invoiceId: null, receipt: null, version: 0 },
  everyEvent: (state, { revision }) => ({ ...state, version: revision + 1 }),
  evolve: {
    ExpenseRecorded: (state, { expenseId, caseId, recordedBy, recordedByType, ...fields }) => ({ ...state, exists: true, id: expenseId, caseId, recordedBy, recordedByType, fields }),
    ExpenseChanged: (state, { expenseId: _id, caseId: _case, ...fields }) => ({ ...state, fields }),
    ExpenseDeleted: (state) => ({ ...state, deleted: true }),
    ExpenseBilled: (state, d) => ({ ...state, invoiceId: d.invoiceId }),
    ExpenseUnbilled: (state) => ({ ...state, invoiceId: null }),
    ExpenseReceiptAttached: (state, d) => ({ ...state, receipt: d.receipt }),
  },
  decide: {
    RecordExpense(command, state) {
      if (state.exists) throw new DomainError('conflict', 'error.conflict');
      allowed(command.onCase);
      valid(command.fields, command.today);
      return [ExpenseRecorded.of({ expenseId: command.expenseId, caseId: command.caseId, recordedBy: command.recordedBy, recordedByType: command.recordedByType, ...command.fields })];
    },
    ChangeExpense(command, state) {
      allowed(command.onCase);
      unbilled(state);
      if (same(state.fields!, command.fields)) return [];
      valid(command.fields, command.today);
      return [ExpenseChanged.of({ expenseId: state.id, caseId: state.caseId, ...command.fields })];
    },
    DeleteExpense(command, state) {
      allowed(command.onCase);
      unbilled(state);
      return [ExpenseDeleted.of({ expenseId: state.id, caseId: state.caseId })];
    },
    AttachExpenseReceipt(command, state) {
      allowed(command.onCase);
      live(state);
      return [ExpenseReceiptAttached.of({ expenseId: state.id, caseId: state.caseId, receipt: command.receipt })];
    },
    BillExpense(command, state) {
      live(state);
      if (state.invoiceId === command.invoiceId) return [];
      if (state.invoiceId !== null) throw new DomainError('conflict', 'billing.expenseOnAnotherInvoice');
      const f = state.fields!;
      const d = command.drafted;
      if (f.date !== d.date || f.amountFils !== d.amountFils || expenseLineDescription(f) !== d.description) throw new DomainError('conflict', 'billing.expenseChangedSinceDraft');
      return [ExpenseBilled.of({ expenseId: state.id, caseId: state.caseId, invoiceId: command.invoiceId })];
    },
    UnbillExpense(command, state) {
      live(state);
      return state.invoiceId === command.invoiceId ? [ExpenseUnbilled.of({ expenseId: state.id, caseId: state.caseId, invoiceId: command.invoiceId })] : [];
    },
  },
});
