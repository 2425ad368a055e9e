import { Router } from 'express';
import { z } from 'zod';
import { applicableRate, bilingual, can, formatAed, matterIds, matterIdsOf, oneMatter, optionalId, type HourlyRate, type MatterRateAnswer } from '@lawfirm/contracts';
import { AppError, parseInput, principalOf, requirePermission, requireWork } from '@lawfirm/platform';
import type { QueryDeps } from '../framework/deps.js';
import { listRoute } from '../framework/lists.js';
import { visibleMatter } from './matters.js';

/** the matter asked about, exactly one of `caseId`, `fileId`, `consultationId` (refused as the time entry command refuses them), and whose time */
const applicableQuery = z.object({ ...matterIds, lawyerId: optionalId() }).transform(({ lawyerId, caseId, fileId, consultationId }, ctx) => {
  const matter = oneMatter({ caseId, fileId, consultationId }, ctx);
  return matter ? { matter, lawyerId } : z.NEVER;
});

/**
 * The firm's rate card: the list (billing staff's, `billing: view`) and the rate that applies to a
 * lawyer's time on a case, a file or a consultation, worked out by contracts' applicableRate as the time entry command does
 * (which reads the card from the event store; this read is the read models', a moment behind).
 */
export function rateQueryRoutes({ readStore }: QueryDeps): Router {
  const router = Router();
  router.get(
    '/api/billing/rates',
    requirePermission('billing', 'view'),
    listRoute(readStore, {
      resource: 'rates',
      collection: 'billing_rates',
      // `q` finds a rate by its scope's code or the amount as written ("900.50")
      searchFields: ['scope', 'rate'],
      sortFields: ['scope', 'scopeId', 'rateFils', 'createdAt', 'updatedAt'],
      defaultSort: { scope: 1, scopeId: 1 },
    }),
  );

  // a lawyer the rate of their own time on a matter of theirs; billing staff (billing: view, and the
  // matter's module: cases, files, or clients for a consultation) any lawyer's on any matter
  router.get('/api/billing/rates/applicable', requireWork('billing', 'view'), async (req, res) => {
    const p = principalOf(req);
    const { matter, lawyerId: asked } = parseInput(applicableQuery, req.query);
    let lawyerId = p.id;
    if (p.userType === 'admin') {
      if (asked === null) {
        const { en, ar } = bilingual('validation.required');
        throw new AppError('validation_failed', 'validation.failed', [{ field: 'lawyerId', message: en, messageAr: ar }]);
      }
      lawyerId = asked;
    }
    const facts = await visibleMatter(readStore, req, matter);
    const employee = await readStore.collection('employees').findOne({ id: lawyerId });
    const card = (await readStore.collection('billing_rates').find({})).map((r) => ({ scope: r.scope, scopeId: r.scopeId, rateFils: r.rateFils }) satisfies HourlyRate);
    const found = applicableRate(card, { ...facts, lawyerId, roleId: typeof employee?.roleId === 'number' ? employee.roleId : null });
    res.json({
      ...matterIdsOf(matter), lawyerId,
      rate: found ? formatAed(found.rateFils) : null, scope: found?.scope ?? null, scopeId: found?.scopeId ?? null,
    } satisfies MatterRateAnswer);
  });
  return router;
}
