import type { Constraints } from '../framework/constraints.js';

/** the roster of the active super admins (see framework/rosters.ts): never left empty */
export const SUPER_ADMINS = 'super-admins';

/**
 * An admin account is on the roster while it is an active super admin. Nothing else makes one: an
 * account added through the API is never a super admin (users/routes.ts), the first start's is
 * (auth/bootstrap.ts); a super admin leaves when deactivated or removed and joins again when
 * reactivated. Older firms get their roster once at start (framework/constraintsBackfill.ts).
 */
export const superAdminRoster = (fields: Record<string, unknown>): NonNullable<Constraints['rosters']> =>
  fields.isSuperAdmin === true && fields.isActive !== false ? [{ stream: SUPER_ADMINS, key: 'error.lastSuperAdmin' }] : [];
