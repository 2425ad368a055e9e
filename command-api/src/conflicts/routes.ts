import { Router } from 'express';
import { z } from 'zod';
import { conflictCheckInput, conflictOverrideInput } from '@lawfirm/contracts';
import { parseInput, requireSignedIn, requireWork } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { actorOf } from '../framework/actor.js';
import { execute } from '../framework/handler.js';
import { commandRoute } from '../framework/http.js';
import { numericId } from '../framework/params.js';
import { findConflicts } from './check.js';
import { conflictOverrideDecider } from './override.js';

/**
 * POST /api/conflicts/check: the firm's clients and every case's opponents matching the names (and
 * Emirates ID, phone, trade licence) given, with why. Firm-wide on purpose: a conflict is the
 * firm's, whoever's case it is. It reads the read models (advice, not a rule; it may miss the last
 * moment's records). POST /api/cases/:id/conflict-overrides records going ahead despite matches.
 */
export function conflictRoutes(deps: CommandDeps): Router {
  const { readStore, eventStore } = deps;
  const router = Router();
  router.post('/api/conflicts/check', requireSignedIn, async (req, res) => {
    const input = parseInput(conflictCheckInput, req.body, 'conflicts.nameRequired');
    const [clients, cases] = await Promise.all([readStore.collection('clients').find({}), readStore.collection('cases').find({})]);
    res.json({ matches: findConflicts(input, clients, cases) });
  });
  router.post(
    '/api/cases/:id/conflict-overrides',
    requireWork('cases', 'edit'),
    commandRoute(deps, 'OverrideConflict', async (req, cx) => {
      const caseId = numericId(req.params.id);
      const input = parseInput(conflictOverrideInput.extend({ checkedNames: z.array(z.string().max(200)).max(50).optional() }), req.body, 'validation.fillInRequired');
      const o = await execute(eventStore, `case-${caseId}`, conflictOverrideDecider, { type: 'OverrideConflict', actor: actorOf(req), ...input, checkedNames: input.checkedNames ?? [] }, cx.meta, {
        idempotency: cx.idempotency(201, (o) => ({ ...o.events[0]?.data })),
      });
      return { status: 201, body: o.events[0].data, position: o.position };
    }),
  );
  return router;
}
