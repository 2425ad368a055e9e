import type { SessionUser } from '@lawfirm/contracts';
// Subpath import keeps the contracts' zod schemas out of the bundle.
import { can, grantsNotHeld, type PermissionAction, type PermissionModule, type Permissions } from '@lawfirm/contracts/permissions.ts';
import { getSessionUser } from './session';

/**
 * Whether the lawyer area's buttons for a module's action show: lawyers see them (the server
 * applies the rules of their own files and cases), admins when their role grants the action.
 */
export const mayWork = (user: Pick<SessionUser, 'userType' | 'isSuperAdmin' | 'permissions'> | null, module: PermissionModule, action: PermissionAction): boolean =>
  !!user && (user.userType === 'employee' || can({ ...user, permissions: user.permissions as Permissions }, module, action));

export const useMayWork = (module: PermissionModule, action: PermissionAction): boolean => mayWork(getSessionUser(), module, action);

/** Whether the user holds every grant of a role: only then may it give the role, define it or change it (the server refuses the rest). */
export const holdsAll = (user: Pick<SessionUser, 'userType' | 'isSuperAdmin' | 'permissions'> | null, permissions: unknown): boolean =>
  !!user && Object.keys(grantsNotHeld({ ...user, permissions: user.permissions as Permissions }, (permissions ?? {}) as Permissions)).length === 0;

/** A role the signed-in user may not give, define or change (as a picker's disabled choice or a row without edit). */
export const roleBeyondMine = (role: Record<string, unknown>): boolean => !holdsAll(getSessionUser(), role.permissions);
