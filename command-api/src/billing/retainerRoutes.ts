import { Router } from 'express';
import { caseStream, clientsOfCase, dayIn, formatAed, retainerInput, retainerStream } from '@lawfirm/contracts';
import { AppError, parseInput, principalOf, requirePermission } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { execute, fold, loadState } from '../framework/handler.js';
import { commandRoute } from '../framework/http.js';
import { numericId } from '../framework/params.js';
import { caseDecider } from '../cases/case.js';
import { retainerDecider, type RetainerState } from './retainer.js';

/** a retainer agreement as the command answers it: amounts in AED with two decimals */
export const retainerRecord = (caseId: number, s: RetainerState) => ({
  caseId, clientId: s.clientId, active: s.active, amount: formatAed(s.amountFils), replenishBelow: s.replenishBelowFils === null ? null : formatAed(s.replenishBelowFils), agreedOn: s.agreedOn, version: s.version,
});

/**
 * A case's retainer: agreed or its terms replaced (PUT), ended (DELETE), by billing staff
 * (billing: create). Routes parse and authorise; the rules are retainer.ts's, the draw-down
 * retainerDrawDown.ts's, the money payments naming the retainer (POST /api/billing/payments).
 */
export function retainerRoutes(deps: CommandDeps): Router {
  const router = Router();
  const { eventStore } = deps;
  const today = () => dayIn(deps.timezone ?? 'Asia/Dubai');

  router.put(
    '/api/billing/cases/:caseId/retainer',
    requirePermission('billing', 'create'),
    commandRoute(deps, 'AgreeRetainer', async (req, cx) => {
      const caseId = numericId(req.params.caseId);
      const input = parseInput(retainerInput, req.body);
      const c = fold(caseDecider, await eventStore.readStream(caseStream(caseId))).state;
      const o = await execute(
        eventStore,
        retainerStream(caseId),
        retainerDecider,
        {
          type: 'AgreeRetainer', caseId, clientId: input.clientId, amountFils: input.amount, replenishBelowFils: input.replenishBelow, agreedOn: input.agreedOn ?? today(),
          agreedBy: principalOf(req).id, today: today(), case: { exists: c.exists, clientIds: c.exists ? clientsOfCase(c.fields.plaintiffs) : [] },
        },
        cx.meta,
        { expectedRevision: cx.expectedRevision, idempotency: cx.idempotency(200, (o) => retainerRecord(caseId, o.state)) },
      );
      return { status: 200, body: retainerRecord(caseId, o.state), position: o.position };
    }),
  );

  router.delete(
    '/api/billing/cases/:caseId/retainer',
    requirePermission('billing', 'create'),
    commandRoute(deps, 'EndRetainer', async (req, cx) => {
      const caseId = numericId(req.params.caseId);
      const { revision } = await loadState(eventStore, retainerStream(caseId), retainerDecider);
      if (revision < 0) throw new AppError('not_found', 'error.notFound');
      const o = await execute(eventStore, retainerStream(caseId), retainerDecider, { type: 'EndRetainer', endedOn: today(), endedBy: principalOf(req).id }, cx.meta, {
        expectedRevision: cx.expectedRevision,
        idempotency: cx.idempotency(200, (o) => retainerRecord(caseId, o.state)),
      });
      return { status: 200, body: retainerRecord(caseId, o.state), position: o.position };
    }),
  );
  return router;
}
