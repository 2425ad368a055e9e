import { Router } from 'express';
import { can, canAny, type AdminStats, type ReadModelName } from '@lawfirm/contracts';
import { principalOf, requireAdmin } from '@lawfirm/platform';
import { EMPLOYEE_READERS } from '../admin/routes.js';
import type { QueryDeps } from '../framework/deps.js';
import { auditLogOf } from '../audit/auditLogSource.js';
import { monthTrend, recentActivities } from './dashboard.js';

/**
 * The admin dashboard: its four counters from the read models as they are, with the clients and
 * active employees added this month against last month, each null where the admin may not read
 * its list (the roles matrix); and the latest activities the admin may see.
 */
export function statsRoutes(deps: QueryDeps): Router {
  const { readStore, timezone = 'Asia/Dubai' } = deps;
  const router = Router();
  router.get('/api/stats', requireAdmin, async (req, res) => {
    // each counter as far as its list may be read (branches and regions: by anyone signed in)
    const p = principalOf(req);
    const mayClients = can(p, 'clients', 'view');
    const mayEmployees = canAny(p, EMPLOYEE_READERS);
    const count = (name: ReadModelName, filter = {}) => readStore.collection(name).count(filter);
    const now = new Date();
    const [totalClients, totalEmployees, totalBranches, totalRegions, clients, employees] = await Promise.all([
      mayClients ? count('clients') : null,
      mayEmployees ? count('employees', { isActive: true }) : null,
      count('branches'),
      count('regions'),
      mayClients ? monthTrend(readStore, 'clients', timezone, now) : null,
      mayEmployees ? monthTrend(readStore, 'employees', timezone, now, { isActive: true }) : null,
    ]);
    res.json({ totalClients, totalEmployees, totalBranches, totalRegions, trends: { clients, employees } } satisfies AdminStats);
  });
  router.get('/api/stats/recent-activities', requireAdmin, async (req, res) => {
    res.json(await recentActivities(auditLogOf(deps), readStore, deps.eventStore, principalOf(req), timezone));
  });
  return router;
}
