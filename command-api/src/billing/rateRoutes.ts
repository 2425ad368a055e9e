import { Router } from 'express';
import { applicableRate, bilingual, caseStream, formatAed, hourlyRateInput, parseRateId, RATE_CARD_STREAM, rateId, type AppliedRate, type RateScope } from '@lawfirm/contracts';
import { AppError, parseInput, requirePermission, type EventStore } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { execute, fold } from '../framework/handler.js';
import { commandRoute } from '../framework/http.js';
import { employeeRoleId } from '../framework/authority.js';
import type { MatterFacts } from './matters.js';
import { rateCardDecider, rateOf, rateVersionOf, type RateCardState } from './rateCard.js';


/**
 * The rate the firm's card applies to a lawyer's time on a matter now, read from the event store (the
 * card's stream, the matter's case and clients as matters.ts read them, the lawyer's role): what a
 * time entry records when its lawyer types none.
 */
export async function firmRateFor(deps: Pick<CommandDeps, 'eventStore'>, matter: MatterFacts, lawyerId: number): Promise<AppliedRate | null> {
  const { card } = fold(rateCardDecider, await deps.eventStore.readStream(RATE_CARD_STREAM)).state;
  return applicableRate(card, { caseId: matter.caseId, clientIds: matter.clientIds, lawyerId, roleId: await employeeRoleId(deps, lawyerId) });
}

/** the stream of what a rate is for: a lawyer is an employee, a role one of the roles matrix */
const scopeStream: Record<RateScope, (id: number) => string> = { case: caseStream, client: (id) => `client-${id}`, lawyer: (id) => `employee-${id}`, role: (id) => `role-${id}` };

async function mustExist(eventStore: EventStore, scope: RateScope, scopeId: number) {
  if ((await eventStore.streamRevision(scopeStream[scope](scopeId))) >= 0) return;
  const { en, ar } = bilingual('billing.unknownRateScope');
  throw new AppError('validation_failed', 'validation.failed', [{ field: 'scopeId', message: en, messageAr: ar }]);
}

/** the rate's version the caller sent (the handler reads `version` / If-Match as a stream revision, version - 1) */
const versionSent = (expectedRevision: number | undefined) => (expectedRevision === undefined ? undefined : expectedRevision + 1);

const rateRecord = (state: RateCardState, scope: RateScope, scopeId: number) => {
  const r = rateOf(state, scope, scopeId);
  return { id: rateId(scope, scopeId), scope, scopeId, rate: r ? formatAed(r.rateFils) : null, version: rateVersionOf(state, scope, scopeId) };
};

/**
 * The firm's rate card: an hourly rate set (or set anew) for a case, a client, a lawyer or a role,
 * and removed. `billing: create`; the rules are the card's decider's (rateCard.ts).
 */
export function rateRoutes(deps: CommandDeps): Router {
  const router = Router();
  const { eventStore } = deps;

  router.put(
    '/api/billing/rates',
    requirePermission('billing', 'create'),
    commandRoute(deps, 'SetHourlyRate', async (req, cx) => {
      const { scope, scopeId, rate } = parseInput(hourlyRateInput, req.body);
      await mustExist(eventStore, scope, scopeId);
      const o = await execute(eventStore, RATE_CARD_STREAM, rateCardDecider, { type: 'SetHourlyRate', scope, scopeId, rateFils: rate, expectedVersion: versionSent(cx.expectedRevision) }, cx.meta, {
        idempotency: cx.idempotency(200, (o) => rateRecord(o.state as RateCardState, scope, scopeId)),
      });
      return { status: 200, body: rateRecord(o.state, scope, scopeId), position: o.position };
    }),
  );

  router.delete(
    '/api/billing/rates/:id',
    requirePermission('billing', 'create'),
    commandRoute(deps, 'RemoveHourlyRate', async (req, cx) => {
      const named = parseRateId(String(req.params.id));
      if (!named) throw new AppError('not_found', 'error.notFound');
      const o = await execute(eventStore, RATE_CARD_STREAM, rateCardDecider, { type: 'RemoveHourlyRate', ...named, expectedVersion: versionSent(cx.expectedRevision) }, cx.meta, {
        idempotency: cx.idempotency(200, () => ({ id: rateId(named.scope, named.scopeId) })),
      });
      return { status: 200, body: { id: rateId(named.scope, named.scopeId) }, position: o.position };
    }),
  );
  return router;
}
