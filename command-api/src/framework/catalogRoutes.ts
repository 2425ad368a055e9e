import { Router, type Request, type RequestHandler } from 'express';
import type { z } from 'zod';
import type { CatalogEventNames, MessageKey } from '@lawfirm/contracts';
import { parseInput } from '@lawfirm/platform';
import type { CommandDeps } from './deps.js';
import { catalogDecider, catalogRecord } from './catalog.js';
import { execute } from './handler.js';
import { commandRoute } from './http.js';
import { numericId } from './params.js';

export interface CatalogResource {
  /** stream category: records live in `${category}-${id}` */
  category: string;
  /** e.g. '/api/regions' */
  path: string;
  events: CatalogEventNames;
  /** body schema; its output is the record's fields */
  input: z.ZodType<Record<string, unknown>>;
  /** top-level wording of a validation failure */
  summary?: MessageKey;
  /** command names for the audit trail, e.g. AddRegion */
  commands: { add: string; revise: string; remove: string };
  guards: { add: RequestHandler; edit: RequestHandler; delete: RequestHandler };
  /** runs before a body is decided (uploads, lookups); returns the fields to record */
  prepare?: (req: Request, fields: Record<string, unknown>, deps: CommandDeps) => Promise<Record<string, unknown>>;
}

/** POST, PUT and DELETE of a catalog record: validate, decide, append, answer the record. */
export function catalogRoutes(deps: CommandDeps, r: CatalogResource): Router {
  const router = Router();
  const decider = catalogDecider(r.events);
  const stream = (id: number) => `${r.category}-${id}`;
  const fieldsOf = async (req: Request) => {
    const fields = parseInput(r.input, req.body, r.summary);
    delete fields.version;
    return r.prepare ? r.prepare(req, fields, deps) : fields;
  };

  router.post(
    r.path,
    r.guards.add,
    commandRoute(deps, r.commands.add, async (req, cx) => {
      const input = await fieldsOf(req);
      const o = await deps.ids.create(r.category, (id) =>
        execute(deps.eventStore, stream(id), decider, { type: 'Add', id, input }, cx.meta, {
          mustNotExist: true,
          idempotency: cx.idempotency(201, (o) => catalogRecord(o.state)),
        }),
      );
      return { status: 201, body: catalogRecord(o.state), position: o.position };
    }),
  );

  router.put(
    `${r.path}/:id`,
    r.guards.edit,
    commandRoute(deps, r.commands.revise, async (req, cx) => {
      const id = numericId(req.params.id);
      const input = await fieldsOf(req);
      const o = await execute(deps.eventStore, stream(id), decider, { type: 'Revise', id, input }, cx.meta, {
        expectedRevision: cx.expectedRevision,
        idempotency: cx.idempotency(200, (o) => catalogRecord(o.state)),
      });
      return { status: 200, body: catalogRecord(o.state), position: o.position };
    }),
  );

  router.delete(
    `${r.path}/:id`,
    r.guards.delete,
    commandRoute(deps, r.commands.remove, async (req, cx) => {
      const id = numericId(req.params.id);
      const o = await execute(deps.eventStore, stream(id), decider, { type: 'Remove', id }, cx.meta, {
        expectedRevision: cx.expectedRevision,
        idempotency: cx.idempotency(200, (o) => catalogRecord(o.state)),
      });
      return { status: 200, body: catalogRecord(o.state), position: o.position };
    }),
  );
  return router;
}
