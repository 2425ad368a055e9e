import { Router } from 'express';
import { principalOf, requireAdmin } from '@lawfirm/platform';
import type { QueryDeps } from '../framework/deps.js';
import { auditLogOf } from '../audit/auditLogSource.js';
import { monthTrend, recentActivities } from './dashboard.js';

/**
 * The admin dashboard: its four counters from the read models as they are, with the clients and
 * active employees added this month against last month; and the latest activities the admin may see.
 */
export function statsRoutes(deps: QueryDeps): Router {
  const { readStore, timezone = 'Asia/Dubai' } = deps;
  const router = Router();
  router.get('/api/stats', requireAdmin, async (_req, res) => {
    const count = (name: string, filter = {}) => readStore.collection(name).count(filter);
    const now = new Date();
    const [totalClients, totalEmployees, totalBranches, totalRegions, clients, employees] = await Promise.all([
      count('clients'),
      count('employees', { isActive: true }),
      count('branches'),
      count('regions'),
      monthTrend(readStore, 'clients', timezone, now),
      monthTrend(readStore, 'employees', timezone, now, { isActive: true }),
    ]);
    res.json({ totalClients, totalEmployees, totalBranches, totalRegions, trends: { clients, employees } });
  });
  router.get('/api/stats/recent-activities', requireAdmin, async (req, res) => {
    res.json(await recentActivities(auditLogOf(deps), readStore, deps.eventStore, principalOf(req), timezone));
  });
  return router;
}
