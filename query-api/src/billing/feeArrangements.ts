import { Router } from 'express';
import { can, caseStream, feeArrangementOf, feeArrangementStream, feeArrangementView } from '@lawfirm/contracts';
import { AppError, principalOf, requirePermission } from '@lawfirm/platform';
import type { QueryDeps } from '../framework/deps.js';

/**
 * `GET /api/billing/cases/:caseId/fee-arrangement`: how a case is billed (hourly when no
 * arrangement was set; a fixed fee's stages, each with the day reached and the invoice billing it),
 * read from the arrangement's own stream, so it is as the last command left it. `billing: view` on a
 * case the caller may open (`cases: view`); 404 otherwise.
 */
export function feeArrangementQueryRoutes({ eventStore }: QueryDeps): Router {
  const router = Router();
  router.get('/api/billing/cases/:caseId/fee-arrangement', requirePermission('billing', 'view'), async (req, res) => {
    const raw = String(req.params.caseId);
    const caseId = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(caseId) || !can(principalOf(req), 'cases', 'view') || (await eventStore.streamRevision(caseStream(caseId))) < 0) throw new AppError('not_found', 'error.notFound');
    const events = await eventStore.readStream(feeArrangementStream(caseId));
    res.json(feeArrangementView(feeArrangementOf(caseId, events), events.length));
  });
  return router;
}
