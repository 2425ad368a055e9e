import type { SessionUser } from '@lawfirm/contracts';
// Subpath import keeps the contracts' zod schemas out of the bundle.
import { can, type PermissionAction, type PermissionModule, type Permissions } from '@lawfirm/contracts/permissions.ts';
import { getSessionUser } from './session';

/**
 * Whether the lawyer area's buttons for a module's action show: lawyers see them (the server
 * applies the rules of their own files and cases), admins when their role grants the action.
 */
export const mayWork = (user: Pick<SessionUser, 'userType' | 'isSuperAdmin' | 'permissions'> | null, module: PermissionModule, action: PermissionAction): boolean =>
  !!user && (user.userType === 'employee' || can({ ...user, permissions: user.permissions as Permissions }, module, action));

export const useMayWork = (module: PermissionModule, action: PermissionAction): boolean => mayWork(getSessionUser(), module, action);
