import { allEventDefinitions } from '@lawfirm/contracts';
import type { Projection } from './projection.js';
import { auditProjection } from './audit.js';
import { adminProjections } from './admin.js';
import { caseSettingsProjections } from './caseSettings.js';
import { employeePrincipalsProjection, employeesProjection } from './employees.js';
import { firmProjection } from './firm.js';
import { casesProjection, filesProjection } from './lawyer.js';
import { minutesProjection } from './minutes.js';
import { notificationsProjection } from './notifications.js';
import { regionsProjection } from './regions.js';
import { adminPrincipalsProjection, usersProjection } from './users.js';

export type { Projection } from './projection.js';
export { ProjectionRunner, type ProjectionStatus } from './runner.js';
export { rebuildProjections, type RebuildProgress } from './rebuild.js';

/** Every read model of the portal. */
export const projections: Projection[] = [
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
  auditProjection([...new Set(allEventDefinitions().map((d) => d.type))]),
];
