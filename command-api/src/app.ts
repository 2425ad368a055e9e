import { Router } from 'express';
import { routeByPrefix } from '@lawfirm/platform';
import type { CommandDeps } from './framework/deps.js';
import { authRoutes } from './auth/routes.js';
import { branchRoutes } from './branches/routes.js';
import { caseSettingsRoutes } from './caseSettings/routes.js';
import { caseRoutes } from './cases/routes.js';
import { fileRoutes } from './files/routes.js';
import { minutesRoutes } from './minutes/routes.js';
import { documentRoutes } from './documents/routes.js';
import { notificationRoutes } from './notifications/routes.js';
import { automationRoutes } from './automation/routes.js';
import { deadlineRoutes } from './deadlines/routes.js';
import { uploadRoutes } from './uploads/routes.js';
import { clientRoutes } from './clients/routes.js';
import { conflictRoutes } from './conflicts/routes.js';
import { consultationRoutes } from './consultations/routes.js';
import { courtRoutes } from './courts/routes.js';
import { employeeRoutes } from './employees/routes.js';
import { firmRoutes } from './firm/routes.js';
import { newsRoutes } from './news/routes.js';
import { regionRoutes } from './regions/routes.js';
import { roleRoutes } from './roles/routes.js';
import { serviceRoutes } from './services/routes.js';
import { systemSettingRoutes } from './systemSettings/routes.js';
import { userRoutes } from './users/routes.js';
import { profileRoutes } from './profile/routes.js';
import { billingRoutes } from './billing/routes.js';
import { billingSuggestionRoutes } from './billing/suggestionRoutes.js';
import { expenseRoutes } from './billing/expenseRoutes.js';
import { invoiceEmailRoutes } from './billing/invoiceEmail.js';
import { rateRoutes } from './billing/rateRoutes.js';
import { expenseTreatmentRoutes } from './billing/expenseTreatments.js';
import { feeArrangementRoutes } from './billing/feeArrangementRoutes.js';
import { retainerRoutes } from './billing/retainerRoutes.js';

export type { CommandDeps } from './framework/deps.js';
export { IdAllocator } from './framework/ids.js';
export { backfillConstraints } from './framework/constraintsBackfill.js';
export { ensureBootstrapAdmin, WeakBootstrapPassword } from './auth/bootstrap.js';
export { reactions, startReactions } from './reactions/index.js';
export { startAutomation, sweepAppealDeadlines, sweepReminders } from './automation/index.js';

/** Every command route (POST/PUT/PATCH/DELETE) of the portal. Authentication runs before it. */
export function createCommandRouter(deps: CommandDeps): Router {
  const router = Router();
  const all = [authRoutes, firmRoutes, regionRoutes, branchRoutes, courtRoutes, serviceRoutes, systemSettingRoutes, roleRoutes, userRoutes, employeeRoutes, clientRoutes, consultationRoutes, newsRoutes, caseSettingsRoutes, fileRoutes, caseRoutes, uploadRoutes, minutesRoutes, documentRoutes, notificationRoutes, automationRoutes, deadlineRoutes, profileRoutes, conflictRoutes, billingRoutes, billingSuggestionRoutes, expenseRoutes, expenseTreatmentRoutes, rateRoutes, feeArrangementRoutes, invoiceEmailRoutes, retainerRoutes];
  router.use(routeByPrefix(all.map((routes) => routes(deps))));
  return router;
}
