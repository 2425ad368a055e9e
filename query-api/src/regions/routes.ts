import { Router } from 'express';
import { requireSignedIn } from '@lawfirm/platform';
import type { QueryDeps } from '../framework/deps.js';
import { getOneRoute, listRoute } from '../framework/lists.js';

/** Regions are reference data: every signed-in staff member may read them (forms pick from them). */
export function regionRoutes({ readStore }: QueryDeps): Router {
  const router = Router();
  router.get('/api/regions', requireSignedIn, listRoute(readStore, { resource: 'regions', collection: 'regions', searchFields: ['nameEn', 'nameAr', 'code'], defaultSort: { id: 1 } }));
  router.get('/api/regions/:id', requireSignedIn, getOneRoute(readStore, 'regions'));
  return router;
}
