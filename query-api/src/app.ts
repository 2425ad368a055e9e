import { Router } from 'express';
import { routeByPrefix } from '@lawfirm/platform';
import type { QueryDeps } from './framework/deps.js';
import { readYourWrites } from './framework/consistency.js';
import { adminRoutes } from './admin/routes.js';
import { auditRoutes, readModelRoutes } from './audit/routes.js';
import { authRoutes } from './auth/routes.js';
import { caseSettingsRoutes } from './caseSettings/routes.js';
import { lawyerCaseRoutes } from './lawyer/cases.js';
import { lawyerFileRoutes } from './lawyer/files.js';
import { lawyerLookupRoutes } from './lawyer/lookups.js';
import { minutesQueryRoutes } from './lawyer/minutes.js';
import { lawyerWorkRoutes } from './lawyer/work.js';
import { deadlineQueryRoutes } from './lawyer/deadlines.js';
import { notificationQueryRoutes } from './lawyer/notifications.js';
import { regionRoutes } from './regions/routes.js';
import { reportRoutes } from './reports/routes.js';
import { searchRoutes } from './search/routes.js';
import { settingsRoutes } from './settings/routes.js';
import { statsRoutes } from './stats/routes.js';
import { calendarFileRoute, profileQueryRoutes } from './profile/routes.js';
import { billingQueryRoutes } from './billing/routes.js';
import { expenseQueryRoutes } from './billing/expenses.js';
import { rateQueryRoutes } from './billing/rates.js';
import { matterQueryRoutes } from './billing/matters.js';
import { expenseTreatmentQueryRoutes } from './billing/expenseTreatments.js';
import { feeArrangementQueryRoutes } from './billing/feeArrangements.js';
import { billingSuggestionQueryRoutes } from './billing/suggestions.js';
import { eInvoiceRoutes } from './billing/eInvoice.js';
import { invoicePdfRoutes } from './billing/invoicePdf.js';

export type { QueryDeps, Consistency } from './framework/deps.js';

/** Every GET of the portal. Authentication runs before it. */
export function createQueryRouter(deps: QueryDeps): Router {
  const router = Router();
  router.get('/api/health', async (_req, res) => {
    const [head, readPosition, extra] = await Promise.all([deps.eventStore.headPosition(), deps.consistency.position(), deps.health?.() ?? {}]);
    res.json({
      status: 'ok',
      eventStore: { kind: deps.eventStore.kind, headPosition: head },
      readStore: { kind: deps.readStore.kind, position: readPosition, lag: head - readPosition },
      blobStore: { kind: deps.blobStore.kind },
      ...extra,
    });
  });
  // the calendar apps' feed: outside /api, signed in by the secret in its address
  router.use(calendarFileRoute(deps));
  router.use('/api', readYourWrites(deps.consistency));
  router.use(
    routeByPrefix([
      authRoutes(),
      settingsRoutes(deps),
      statsRoutes(deps),
      regionRoutes(deps),
      adminRoutes(deps),
      caseSettingsRoutes(deps),
      lawyerLookupRoutes(deps),
      lawyerFileRoutes(deps),
      lawyerCaseRoutes(deps),
      minutesQueryRoutes(deps),
      lawyerWorkRoutes(deps),
      deadlineQueryRoutes(deps),
      notificationQueryRoutes(deps),
      auditRoutes(deps),
      readModelRoutes(deps),
      reportRoutes(deps),
      profileQueryRoutes(deps),
      searchRoutes(deps),
      billingQueryRoutes(deps),
      expenseQueryRoutes(deps),
      rateQueryRoutes(deps),
      matterQueryRoutes(deps),
      expenseTreatmentQueryRoutes(deps),
      feeArrangementQueryRoutes(deps),
      billingSuggestionQueryRoutes(deps),
      eInvoiceRoutes(deps),
      invoicePdfRoutes(deps),
    ]),
  );
  return router;
}
