import { Router, type Request } from 'express';
import { expensesVisibleTo, principalOf, requireWork, type BlobRef, type Filter } from '@lawfirm/platform';
import type { ExpenseAnswer, ReadModels } from '@lawfirm/contracts';
import type { QueryDeps } from '../framework/deps.js';
import { listRoute, recordById } from '../framework/lists.js';
import { periodAndBilled } from './routes.js';
import { sendBlob } from '../framework/files.js';

/** an expense as the API shows it: the receipt's name, type and size, never where it is stored */
const present = ({ receiptFile: _file, ...doc }: ReadModels['expenses']): ExpenseAnswer => doc;

/** Expenses a caller sees: platform's expensesVisibleTo (a lawyer those they recorded on their cases, an admin with cases: view all). */
export const expenseScope = (readStore: QueryDeps['readStore'], req: Request): Promise<Filter> => expensesVisibleTo(readStore, principalOf(req));

/** Expenses' reads: the list in the usual filter/range/sort style, and one expense. */
export function expenseQueryRoutes({ readStore, blobStore }: QueryDeps): Router {
  const router = Router();
  router.get(
    '/api/billing/expenses',
    requireWork('billing', 'view'),
    listRoute(readStore, {
      resource: 'expenses',
      collection: 'expenses',
      searchFields: ['description'],
      scope: (req) => expenseScope(readStore, req),
      filter: periodAndBilled,
      sortFields: ['date', 'amountFils', 'caseId', 'expenseType', 'createdAt'],
      defaultSort: { date: -1, id: -1 },
      present,
    }),
  );
  router.get('/api/billing/expenses/:id', requireWork('billing', 'view'), async (req, res) => {
    res.json(present(await recordById(readStore, 'expenses', req.params.id, await expenseScope(readStore, req))));
  });
  router.get('/api/billing/expenses/:id/receipt', requireWork('billing', 'view'), async (req, res) => {
    const doc = await recordById(readStore, 'expenses', req.params.id, await expenseScope(readStore, req));
    await sendBlob(res, blobStore, doc.receiptFile as BlobRef | null, { inline: req.query.inline === '1' });
  });
  return router;
}
