import type { ReadModelName } from '@lawfirm/contracts';
import { Router, type RequestHandler } from 'express';
import type { ReadModelStore } from '@lawfirm/platform';
import { getOneRoute, listRoute } from './lists.js';

export interface CatalogQuery {
  path: string;
  collection: ReadModelName;
  /** name in Content-Range */
  resource: string;
  searchFields: string[];
  /** `q` also finds records by the names of those they refer to (see ListOptions) */
  searchDisplayNames?: boolean;
  guard: RequestHandler;
  present?: (doc: Record<string, unknown>) => Record<string, unknown> | Promise<Record<string, unknown>>;
  defaultSort?: Record<string, 1 | -1>;
}

/** GET list and GET one of a catalog read model. */
export function catalogQueryRoutes(readStore: ReadModelStore, q: CatalogQuery): Router {
  const router = Router();
  router.get(q.path, q.guard, listRoute(readStore, q));
  router.get(`${q.path}/:id`, q.guard, getOneRoute(readStore, q.collection, q.present));
  return router;
}
