import { Router } from 'express';
import { requireAdmin } from '@lawfirm/platform';
import type { QueryDeps } from '../framework/deps.js';

/** The admin dashboard's four counters, from the read models as they are. */
export function statsRoutes({ readStore }: QueryDeps): Router {
  const router = Router();
  router.get('/api/stats', requireAdmin, async (_req, res) => {
    const count = (name: string, filter = {}) => readStore.collection(name).count(filter);
    const [totalClients, totalEmployees, totalBranches, totalRegions] = await Promise.all([
      count('clients'),
      count('employees', { isActive: true }),
      count('branches'),
      count('regions'),
    ]);
    res.json({ totalClients, totalEmployees, totalBranches, totalRegions });
  });
  return router;
}
