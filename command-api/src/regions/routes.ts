import { Router } from 'express';
import { regionInput } from '@lawfirm/contracts';
import { parseInput, requirePermission } from '@lawfirm/platform';
import { execute } from '../framework/handler.js';
import { commandRoute } from '../framework/http.js';
import { numericId } from '../framework/params.js';
import type { CommandDeps } from '../framework/deps.js';
import { regionDecider, regionRecord } from './region.js';

export function regionRoutes(deps: CommandDeps): Router {
  const { eventStore, ids } = deps;
  const router = Router();
  const stream = (id: number) => `region-${id}`;

  router.post(
    '/api/regions',
    requirePermission('regions', 'add'),
    commandRoute(deps, 'AddRegion', async (req, cx) => {
      const input = parseInput(regionInput, req.body, 'validation.fillRequired');
      const o = await ids.create('region', (regionId) =>
        execute(eventStore, stream(regionId), regionDecider, { type: 'AddRegion', regionId, input }, cx.meta, {
          mustNotExist: true,
          idempotency: cx.idempotency(201, (o) => regionRecord(o.state)),
        }),
      );
      return { status: 201, body: regionRecord(o.state), position: o.position };
    }),
  );

  router.put(
    '/api/regions/:id',
    requirePermission('regions', 'edit'),
    commandRoute(deps, 'ReviseRegion', async (req, cx) => {
      const regionId = numericId(req.params.id);
      const input = parseInput(regionInput, req.body, 'validation.fillRequired');
      const o = await execute(eventStore, stream(regionId), regionDecider, { type: 'ReviseRegion', regionId, input }, cx.meta, {
        expectedRevision: cx.expectedRevision,
        idempotency: cx.idempotency(200, (o) => regionRecord(o.state)),
      });
      return { status: 200, body: regionRecord(o.state), position: o.position };
    }),
  );

  router.delete(
    '/api/regions/:id',
    requirePermission('regions', 'delete'),
    commandRoute(deps, 'RemoveRegion', async (req, cx) => {
      const regionId = numericId(req.params.id);
      const o = await execute(eventStore, stream(regionId), regionDecider, { type: 'RemoveRegion', regionId }, cx.meta, {
        expectedRevision: cx.expectedRevision,
        idempotency: cx.idempotency(200, (o) => regionRecord(o.state)),
      });
      return { status: 200, body: regionRecord(o.state), position: o.position };
    }),
  );

  return router;
}
