import { Router, type RequestHandler } from 'express';
import { can, conflictCheckInput, conflictOverrideInput, type PermissionModule } from '@lawfirm/contracts';
import { AppError, parseInput, principalOf, requireSignedIn } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { actorOf } from '../framework/actor.js';
import { execute } from '../framework/handler.js';
import { commandRoute } from '../framework/http.js';
import { numericId } from '../framework/params.js';
import { findConflicts } from './check.js';
import { caseTarget, clientTarget, fileTarget, overrideDecider, type OverrideTarget } from './override.js';

/**
 * Whoever may create or edit the record: admins by the roles matrix (add or edit of its module);
 * lawyers, where the module is lawyer work (files, cases), pass and the decider asks whether the
 * record is theirs.
 */
const mayCreateOrEdit = (module: PermissionModule, lawyersToo: boolean): RequestHandler => (req, _res, next) => {
  const p = principalOf(req);
  if (p.userType === 'employee' ? !lawyersToo : !can(p, module, 'add') && !can(p, module, 'edit')) throw new AppError('forbidden', 'error.forbidden');
  next();
};

/** One route shape per record a check may be overridden on: POST {path}/:id/conflict-overrides. */
const overridable: { path: string; stream: string; guard: RequestHandler; target: OverrideTarget<any> }[] = [
  { path: '/api/clients', stream: 'client', guard: mayCreateOrEdit('clients', false), target: clientTarget },
  { path: '/api/lawyer/files', stream: 'file', guard: mayCreateOrEdit('files', true), target: fileTarget },
  { path: '/api/cases', stream: 'case', guard: mayCreateOrEdit('cases', true), target: caseTarget },
];

/**
 * POST /api/conflicts/check: the firm's clients and every case's opponents matching the names (and
 * Emirates ID, phone, trade licence) given, with why. Firm-wide on purpose: a conflict is the
 * firm's, whoever's case it is. It reads the read models (advice, not a rule; it may miss the last
 * moment's records). POST .../:id/conflict-overrides records going ahead despite matches on the
 * client, file or case gone ahead with.
 */
export function conflictRoutes(deps: CommandDeps): Router {
  const { readStore, eventStore } = deps;
  const router = Router();
  router.post('/api/conflicts/check', requireSignedIn, async (req, res) => {
    const input = parseInput(conflictCheckInput, req.body, 'conflicts.nameRequired');
    // a read: like the query API's, after the caller's last write when it says which (X-Min-Position), waiting at most 5 s
    const after = Number(req.headers['x-min-position']);
    // not there in time: answered all the same, marked as the query API marks a stale read
    if (Number.isSafeInteger(after) && after > 0 && !(await deps.readModels.waitFor(after, 5000))) res.setHeader('X-Read-Stale', 'true');
    const [clients, cases] = await Promise.all([readStore.collection('clients').find({}), readStore.collection('cases').find({})]);
    res.json({ matches: findConflicts(input, clients, cases) });
  });
  for (const { path, stream, guard, target } of overridable) {
    const decider = overrideDecider(target);
    router.post(
      `${path}/:id/conflict-overrides`,
      guard,
      commandRoute(deps, 'OverrideConflict', async (req, cx) => {
        const id = numericId(req.params.id);
        const input = parseInput(conflictOverrideInput, req.body, 'validation.fillInRequired');
        const o = await execute(eventStore, `${stream}-${id}`, decider, { type: 'OverrideConflict', actor: actorOf(req), ...input }, cx.meta, {
          idempotency: cx.idempotency(201, (o) => ({ ...o.events[0]?.data })),
        });
        return { status: 201, body: o.events[0].data, position: o.position };
      }),
    );
  }
  return router;
}
