import { Router } from 'express';
import {
  chosenTreatment, EXPENSE_TREATMENTS_STREAM, ExpenseTreatmentSet, expenseTreatmentInput, expenseTreatmentsAfter, expenseTypes, type ExpenseTreatmentAnswer, type ExpenseTreatmentEvent,
  type ExpenseTreatments, type ExpenseType, type VatTreatment,
} from '@lawfirm/contracts';
import { AppError, parseInput, requirePermission } from '@lawfirm/platform';
import { typedDecider } from '../framework/decider.js';
import type { CommandDeps } from '../framework/deps.js';
import { execute, fold } from '../framework/handler.js';
import { commandRoute } from '../framework/http.js';

/**
 * The firm's VAT treatment of each expense type, stream `expense-treatments` (contracts'
 * EXPENSE_TREATMENTS_STREAM): the types it has chosen a treatment for; the others bill as the
 * default table (contracts' defaultExpenseTreatment). A draft reads it when it is made; what was
 * drafted keeps the treatment of its lines.
 */
export interface ExpenseTreatmentsState {
  treatments: ExpenseTreatments;
  version: number;
}

export type ExpenseTreatmentsCommand = { type: 'SetExpenseTreatment'; expenseType: ExpenseType; vat: VatTreatment };

export const expenseTreatmentsDecider = typedDecider<ExpenseTreatmentsState, ExpenseTreatmentsCommand, ExpenseTreatmentEvent>({
  initialState: { treatments: {}, version: 0 },
  everyEvent: (state, { revision }) => ({ ...state, version: revision + 1 }),
  evolve: {
    ExpenseTreatmentSet: (state, data) => ({ ...state, treatments: expenseTreatmentsAfter(state.treatments, { type: 'ExpenseTreatmentSet', data }) }),
  },
  decide: {
    SetExpenseTreatment({ expenseType, vat }, state) {
      // chosen already as it is: nothing changes (a choice equal to the default is still recorded, so it stays the firm's)
      if (state.treatments[expenseType] === vat) return [];
      return [ExpenseTreatmentSet.of({ expenseType, vat })];
    },
  },
});

/** the firm's treatments as the event store has them now */
export async function firmExpenseTreatments(deps: Pick<CommandDeps, 'eventStore'>): Promise<ExpenseTreatments> {
  return fold(expenseTreatmentsDecider, await deps.eventStore.readStream(EXPENSE_TREATMENTS_STREAM)).state.treatments;
}

export const expenseTreatmentRecord = (treatments: ExpenseTreatments, expenseType: ExpenseType): ExpenseTreatmentAnswer => ({
  id: expenseType, expenseType, vat: chosenTreatment(expenseType, treatments), chosen: treatments[expenseType] !== undefined,
});

/** The firm chooses how an expense type is taxed on its invoices: `billing: create`; the rule is the decider's. */
export function expenseTreatmentRoutes(deps: CommandDeps): Router {
  const router = Router();
  router.put(
    '/api/billing/expense-treatments/:expenseType',
    requirePermission('billing', 'create'),
    commandRoute(deps, 'SetExpenseTreatment', async (req, cx) => {
      const expenseType = expenseTypes.find((t) => t === req.params.expenseType);
      if (!expenseType) throw new AppError('not_found', 'error.notFound');
      const { vat } = parseInput(expenseTreatmentInput, req.body);
      const o = await execute(deps.eventStore, EXPENSE_TREATMENTS_STREAM, expenseTreatmentsDecider, { type: 'SetExpenseTreatment', expenseType, vat }, cx.meta, {
        idempotency: cx.idempotency(200, (o) => expenseTreatmentRecord((o.state as ExpenseTreatmentsState).treatments, expenseType)),
      });
      return { status: 200, body: expenseTreatmentRecord(o.state.treatments, expenseType), position: o.position };
    }),
  );
  return router;
}
