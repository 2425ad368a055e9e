import { Router, type Request } from 'express';
import { can, dayIn, feeArrangementInput, feeArrangementStream, feeArrangementView, feeStageReachedInput, hourlyArrangement } from '@lawfirm/contracts';
import { AppError, parseInput, principalOf, requirePermission } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { execute } from '../framework/handler.js';
import { commandRoute } from '../framework/http.js';
import { numericId } from '../framework/params.js';
import { existingCase } from '../cases/access.js';
import { feeArrangementDecider, type FeeArrangementState } from './feeArrangement.js';

/** a case's arrangement as the API answers it: amounts in AED with two decimals; hourly when none was set */
export const feeArrangementRecord = (caseId: number, s: FeeArrangementState) => feeArrangementView(s.exists ? s.arrangement : hourlyArrangement(caseId), s.version);

/** the case, when the caller may open it (billing staff with `cases: view`); not found otherwise */
async function caseOf(deps: CommandDeps, req: Request): Promise<number> {
  const caseId = numericId(req.params.caseId);
  if (!can(principalOf(req), 'cases', 'view')) throw new AppError('not_found', 'error.notFound');
  await existingCase(deps.eventStore, caseId);
  return caseId;
}

/** the arrangement's version the caller sent (the handler reads `version` / If-Match as a stream revision, version - 1) */
const versionSent = (expectedRevision: number | undefined) => (expectedRevision === undefined ? undefined : expectedRevision + 1);

/**
 * A case's fee arrangement: set (hourly, or a fixed fee in stages) and a stage marked reached.
 * `billing: create` on a case the caller may open; the rules are the arrangement's decider's
 * (feeArrangement.ts, contracts' feeArrangementProblems). The arrangement is read by the query API.
 */
export function feeArrangementRoutes(deps: CommandDeps): Router {
  const router = Router();
  const { eventStore } = deps;
  const today = () => dayIn(deps.timezone ?? 'Asia/Dubai');

  router.put(
    '/api/billing/cases/:caseId/fee-arrangement',
    requirePermission('billing', 'create'),
    commandRoute(deps, 'SetFeeArrangement', async (req, cx) => {
      const input = parseInput(feeArrangementInput, req.body);
      const caseId = await caseOf(deps, req);
      const stages = input.stages.map((s) => ({ stageId: s.stageId, description: s.description, amountFils: s.amount, vat: s.vat }));
      const o = await execute(
        eventStore,
        feeArrangementStream(caseId),
        feeArrangementDecider,
        { type: 'SetFeeArrangement', caseId, kind: input.kind, stages, setBy: principalOf(req).id, expectedVersion: versionSent(cx.expectedRevision) },
        cx.meta,
        { idempotency: cx.idempotency(200, (o) => feeArrangementRecord(caseId, o.state as FeeArrangementState)) },
      );
      return { status: 200, body: feeArrangementRecord(caseId, o.state), position: o.position };
    }),
  );

  router.post(
    '/api/billing/cases/:caseId/fee-arrangement/stages/:stageId/reached',
    requirePermission('billing', 'create'),
    commandRoute(deps, 'MarkFeeStageReached', async (req, cx) => {
      const input = parseInput(feeStageReachedInput, req.body ?? {});
      const caseId = await caseOf(deps, req);
      const day = today();
      const o = await execute(
        eventStore,
        feeArrangementStream(caseId),
        feeArrangementDecider,
        { type: 'MarkFeeStageReached', caseId, stageId: String(req.params.stageId), reachedOn: input.reachedOn ?? day, today: day, markedBy: principalOf(req).id },
        cx.meta,
        { idempotency: cx.idempotency(200, (o) => feeArrangementRecord(caseId, o.state as FeeArrangementState)) },
      );
      return { status: 200, body: feeArrangementRecord(caseId, o.state), position: o.position };
    }),
  );
  return router;
}
