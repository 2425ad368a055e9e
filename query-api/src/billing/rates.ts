import { Router } from 'express';
import { z } from 'zod';
import { applicableRate, bilingual, can, formatAed, idNumber, optionalId, type ApplicableRateAnswer, type HourlyRate } from '@lawfirm/contracts';
import { AppError, parseInput, principalOf, requirePermission, requireWork } from '@lawfirm/platform';
import type { QueryDeps } from '../framework/deps.js';
import { listRoute } from '../framework/lists.js';
import { assignedScope } from '../lawyer/scope.js';

const applicableQuery = z.object({ caseId: idNumber('validation.required'), lawyerId: optionalId() });

/**
 * The firm's rate card: the list (billing staff's, `billing: view`) and the rate that applies to a
 * lawyer's time on a case, worked out by contracts' applicableRate as the time entry command does
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

  // a lawyer the rate of their own time on a case of theirs; billing staff (billing: view, cases: view) any lawyer's on any case
  router.get('/api/billing/rates/applicable', requireWork('billing', 'view'), async (req, res) => {
    const p = principalOf(req);
    const q = parseInput(applicableQuery, req.query);
    let lawyerId = p.id;
    if (p.userType === 'admin') {
      if (q.lawyerId === null) {
        const { en, ar } = bilingual('validation.required');
        throw new AppError('validation_failed', 'validation.failed', [{ field: 'lawyerId', message: en, messageAr: ar }]);
      }
      if (!can(p, 'cases', 'view')) throw new AppError('not_found', 'error.notFound');
      lawyerId = q.lawyerId;
    }
    const c = await readStore.collection('cases').findOne({ $and: [{ id: q.caseId }, assignedScope(req)] });
    if (!c) throw new AppError('not_found', 'error.notFound');
    const employee = await readStore.collection('employees').findOne({ id: lawyerId });
    const plaintiffs = Array.isArray(c.plaintiffs) ? (c.plaintiffs as { clientId?: unknown }[]) : [];
    const card = (await readStore.collection('billing_rates').find({})).map((r) => ({ scope: r.scope, scopeId: r.scopeId, rateFils: r.rateFils }) satisfies HourlyRate);
    const found = applicableRate(card, {
      caseId: q.caseId,
      clientIds: plaintiffs.flatMap((x) => (typeof x?.clientId === 'number' ? [x.clientId] : [])),
      lawyerId,
      roleId: typeof employee?.roleId === 'number' ? employee.roleId : null,
    });
    res.json({ caseId: q.caseId, lawyerId, rate: found ? formatAed(found.rateFils) : null, scope: found?.scope ?? null, scopeId: found?.scopeId ?? null } satisfies ApplicableRateAnswer);
  });
  return router;
}
