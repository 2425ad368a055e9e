import { Router, type Request, type RequestHandler } from 'express';
import type { z } from 'zod';
import type { CatalogEventNames, MessageKey } from '@lawfirm/contracts';
import { parseInput } from '@lawfirm/platform';
import type { CommandDeps } from './deps.js';
import { catalogDecider, catalogRecord, type CatalogState } from './catalog.js';
import { execute } from './handler.js';
import { commandRoute } from './http.js';
import { numericId } from './params.js';
import { registerConstraints, type Constraints, type ConstraintsOf } from './constraints.js';
import { multipartFields, type UploadRule } from './uploads.js';

export type CatalogMode = { kind: 'add' } | { kind: 'revise'; id: number };

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
  /** multipart file fields accepted beside the scalar fields */
  uploads?: UploadRule[];
  /** the path parameter that names a record, when it is not its numeric id (system settings: `key`) */
  lookup?: { param: string; resolve: (value: string, deps: CommandDeps) => Promise<number> };
  /** checks against other records, uploads, derived fields; returns the fields to record */
  prepare?: (req: Request, fields: Record<string, unknown>, mode: CatalogMode, deps: CommandDeps) => Promise<Record<string, unknown>>;
  /**
   * the unique values the record takes and the records it points to, from its fields: decided
   * on their own streams with the record's events (a record still pointed to is not removed: 409)
   */
  constraints?: (fields: Record<string, unknown>) => Constraints;
  /** false: records are never removed (retired instead, as others name them): no DELETE route */
  removable?: boolean;
  /** refuses a removal the domain does not allow (e.g. one's own account) */
  beforeRemove?: (req: Request, id: number, deps: CommandDeps) => Promise<void>;
  /** after the events are appended (e.g. store a password hash under the new id) */
  afterSave?: (req: Request, record: Record<string, unknown>, deps: CommandDeps) => Promise<void>;
  /**
   * The record's key in the credential store and the events after which its generation moves
   * there, before the command answers and never through a read model (a removal always moves it):
   * an account's (admin user's, employee's) sessions end; a role's grants are read again.
   */
  generation?: { key: (id: number) => string; on: string[] };
  /** the record as clients expect it (derived fields, secrets left out) */
  present?: (record: Record<string, unknown>) => Record<string, unknown>;
}

/** POST, PUT and DELETE of a catalog record: validate, decide, append, answer the record. */
export function catalogRoutes(deps: CommandDeps, r: CatalogResource): Router {
  const router = Router();
  const decider = catalogDecider(r.events);
  const stream = (id: number) => `${r.category}-${id}`;
  const present = (s: CatalogState) => (r.present ? r.present(catalogRecord(s)) : catalogRecord(s));
  const param = r.lookup?.param ?? 'id';
  const idOf = (req: Request) => (r.lookup ? r.lookup.resolve(String(req.params[param]), deps) : Promise.resolve(numericId(req.params.id)));
  const fieldsOf = async (req: Request, mode: CatalogMode) => {
    const fields = parseInput(r.input, req.body, r.summary);
    delete fields.version;
    return r.prepare ? r.prepare(req, fields, mode, deps) : fields;
  };
  const uploads: RequestHandler[] = r.uploads?.length ? [multipartFields(r.uploads)] : [];
  const constraints = registerConstraints(r.category, decider, catalogConstraints(r));

  router.post(
    r.path,
    r.guards.add,
    ...uploads,
    commandRoute(deps, r.commands.add, async (req, cx) => {
      const input = await fieldsOf(req, { kind: 'add' });
      const o = await deps.ids.create(r.category, (id) =>
        execute(deps.eventStore, stream(id), decider, { type: 'Add', id, input }, cx.meta, {
          mustNotExist: true,
          constraints,
          idempotency: cx.idempotency(201, (o) => present(o.state)),
        }),
      );
      await r.afterSave?.(req, catalogRecord(o.state), deps);
      return { status: 201, body: present(o.state), position: o.position };
    }),
  );

  router.put(
    `${r.path}/:${param}`,
    r.guards.edit,
    ...uploads,
    commandRoute(deps, r.commands.revise, async (req, cx) => {
      const id = await idOf(req);
      const input = await fieldsOf(req, { kind: 'revise', id });
      const o = await execute(deps.eventStore, stream(id), decider, { type: 'Revise', id, input }, cx.meta, {
        expectedRevision: cx.expectedRevision,
        constraints,
        idempotency: cx.idempotency(200, (o) => present(o.state)),
      });
      if (r.generation && o.events.some((e) => r.generation!.on.includes(e.type))) await deps.credentials.advance(r.generation.key(id));
      await r.afterSave?.(req, catalogRecord(o.state), deps);
      return { status: 200, body: present(o.state), position: o.position };
    }),
  );

  if (r.removable === false) return router;
  router.delete(
    `${r.path}/:${param}`,
    r.guards.delete,
    commandRoute(deps, r.commands.remove, async (req, cx) => {
      const id = await idOf(req);
      await r.beforeRemove?.(req, id, deps);
      const o = await execute(deps.eventStore, stream(id), decider, { type: 'Remove', id }, cx.meta, {
        expectedRevision: cx.expectedRevision,
        constraints,
        idempotency: cx.idempotency(200, (o) => present(o.state)),
      });
      if (r.generation) await deps.credentials.advance(r.generation.key(id));
      return { status: 200, body: present(o.state), position: o.position };
    }),
  );
  return router;
}

/** A catalog record's constraints: none while it does not exist or once removed (which closes its references). */
export const catalogConstraints =
  (r: Pick<CatalogResource, 'constraints'>): ConstraintsOf<CatalogState> =>
  (s) =>
    s.exists && !s.removed ? (r.constraints?.(s.fields) ?? {}) : null;

/** Revises some fields of a record outside the form (publish a news article, change a status). */
export function catalogAction(
  deps: CommandDeps,
  r: Pick<CatalogResource, 'category' | 'events' | 'present' | 'constraints'>,
  command: string,
  fields: (req: Request) => Record<string, unknown>,
): RequestHandler {
  const decider = catalogDecider(r.events);
  const present = (s: CatalogState) => (r.present ? r.present(catalogRecord(s)) : catalogRecord(s));
  return commandRoute(deps, command, async (req, cx) => {
    const id = numericId(req.params.id);
    const o = await execute(deps.eventStore, `${r.category}-${id}`, decider, { type: 'Revise', id, input: fields(req) }, cx.meta, {
      expectedRevision: cx.expectedRevision,
      constraints: catalogConstraints(r),
      idempotency: cx.idempotency(200, (o) => present(o.state)),
    });
    return { status: 200, body: present(o.state), position: o.position };
  });
}
