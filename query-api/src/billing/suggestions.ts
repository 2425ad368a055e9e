import { Router, type Request } from 'express';
import { principalOf, requireWork, type Filter } from '@lawfirm/platform';
import type { QueryDeps } from '../framework/deps.js';
import { listRoute } from '../framework/lists.js';
import { withPeriod } from './routes.js';

/**
 * The signed-in lawyer's own open suggestions: never another lawyer's, and an admin (who records
 * no time) has none. What was accepted, dismissed or withdrawn by its source is not listed.
 */
const suggestionScope = (req: Request): Filter => {
  const p = principalOf(req);
  return p.userType === 'employee' ? { userId: p.id, status: 'open' } : { id: { $in: [] } };
};

/** Suggested time entries (billing_suggestions), a list in the usual filter/range/sort style. */
export function billingSuggestionQueryRoutes({ readStore }: QueryDeps): Router {
  const router = Router();
  router.get(
    '/api/billing/suggestions',
    requireWork('billing', 'view'),
    listRoute(readStore, {
      resource: 'suggestions',
      collection: 'billing_suggestions',
      searchFields: ['description', 'descriptionAr'],
      scope: suggestionScope,
      filter: withPeriod('date', ['description', 'descriptionAr']),
      sortFields: ['date', 'minutes', 'caseId', 'activity', 'source', 'createdAt'],
      defaultSort: { date: -1, id: -1 },
    }),
  );
  return router;
}
