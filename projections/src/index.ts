import { allEventDefinitions } from '@lawfirm/contracts';
import { eventLogIsQueryable, type EventStore } from '@lawfirm/platform';
import type { Projection } from './projection.js';
import { auditProjection } from './audit.js';
import { adminProjections } from './admin.js';
import { caseSettingsProjections } from './caseSettings.js';
import { employeePrincipalsProjection, employeesProjection } from './employees.js';
import { firmProjection } from './firm.js';
import { casesProjection, filesProjection } from './lawyer.js';
import { minutesProjection } from './minutes.js';
import { deadlineSettingsProjections, deadlinesProjection } from './deadlines.js';
import { billingProjection } from './billing.js';
import { expensesProjection } from './expenses.js';
import { paymentsProjection } from './payments.js';
import { suggestionsProjection } from './suggestions.js';
import { ratesProjection } from './rates.js';
import { displayNamesProjection } from './displayNames.js';
import { notificationsProjection } from './notifications.js';
import { preferencesProjection } from './preferences.js';
import { regionsProjection } from './regions.js';
import { searchProjection } from './search.js';
import { adminPrincipalsProjection, usersProjection } from './users.js';

export { changedProjections, projectionVersions, type Projection } from './projection.js';
export { ProjectionRunner, type ProjectionStatus } from './runner.js';
export { REBUILD_PAGE, rebuildProjections, type RebuildProgress } from './rebuild.js';
export { GenerationFollower, REBUILD_LEASE_MS, rebuildHolder, rebuildIntoNewGeneration, rebuildWhenProjectionsChanged, SWITCH_GRACE_MS, type GenerationRebuild } from './generations.js';
export { auditProjection } from './audit.js';

const eventTypes = [...new Set(allEventDefinitions().map((d) => d.type))];

/**
 * Every read model of the portal over an event store of this kind: where the event log is
 * queryable (SQLite) it answers the audit queries itself, so `audit_log` is not built.
 */
export function projectionsFor(kind: EventStore['kind']): Projection[] {
  return [
    regionsProjection,
    usersProjection,
    adminPrincipalsProjection,
    employeesProjection,
    employeePrincipalsProjection,
    firmProjection,
    ...adminProjections,
    ...caseSettingsProjections,
    filesProjection,
    casesProjection,
    minutesProjection,
    notificationsProjection,
    ...deadlineSettingsProjections,
    deadlinesProjection,
    preferencesProjection,
    // after cases and clients, whose names and lawyers they keep; expenses before billing, whose invoices read their cases
    expensesProjection,
    billingProjection,
    paymentsProjection,
    ratesProjection,
    // after cases, hearings and appointments, which it reads
    suggestionsProjection,
    // after the read models whose rows and names it reads
    displayNamesProjection,
    // last: it reads back the records the others have just changed
    searchProjection,
    ...(eventLogIsQueryable(kind) ? [] : [auditProjection(eventTypes)]),
  ];
}
