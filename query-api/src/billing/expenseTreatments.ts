import { Router } from 'express';
import { chosenTreatment, EXPENSE_TREATMENTS_STREAM, ExpenseTreatmentSet, expenseTreatmentsAfter, expenseTypes, isEventOf, type ExpenseTreatmentAnswer, type ExpenseTreatments } from '@lawfirm/contracts';
import { requirePermission } from '@lawfirm/platform';
import type { QueryDeps } from '../framework/deps.js';

/**
 * The firm's VAT treatment of each of the seven expense types (billing staff's, `billing: view`),
 * in the order of contracts' expenseTypes: the firm's choice or the default table's. Read from
 * the treatments' stream, as a draft reads it: what was just set shows at once.
 */
export function expenseTreatmentQueryRoutes({ eventStore }: QueryDeps): Router {
  const router = Router();
  router.get('/api/billing/expense-treatments', requirePermission('billing', 'view'), async (_req, res) => {
    const treatments = (await eventStore.readStream(EXPENSE_TREATMENTS_STREAM)).reduce<ExpenseTreatments>((t, e) => (isEventOf(ExpenseTreatmentSet, e) ? expenseTreatmentsAfter(t, e) : t), {});
    const rows = expenseTypes.map((type): ExpenseTreatmentAnswer => ({ id: type, expenseType: type, vat: chosenTreatment(type, treatments), chosen: treatments[type] !== undefined }));
    res.json(rows);
  });
  return router;
}
