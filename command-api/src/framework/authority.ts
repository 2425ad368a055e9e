import type { Request } from 'express';
import { employeeEvents, grantsNotHeld, roleEvents, userEvents, type Permissions } from '@lawfirm/contracts';
import { AppError, principalOf } from '@lawfirm/platform';
import { catalogDecider } from './catalog.js';
import type { CommandDeps } from './deps.js';
import { fold } from './handler.js';

const roleDecider = catalogDecider(roleEvents);
const userDecider = catalogDecider(userEvents);
const employeeDecider = catalogDecider(employeeEvents);

/** What a role grants, read from its stream (a role that does not exist or was removed grants nothing). */
export async function roleGrants(deps: Pick<CommandDeps, 'eventStore'>, roleId: unknown): Promise<Permissions> {
  if (typeof roleId !== 'number') return {};
  const { state } = fold(roleDecider, await deps.eventStore.readStream(`role-${roleId}`));
  return state.exists && !state.removed ? ((state.fields.permissions as Permissions | undefined) ?? {}) : {};
}

/** An admin account as its stream last recorded it (null when there is none). */
export async function adminAccount(deps: Pick<CommandDeps, 'eventStore'>, id: number) {
  const { state } = fold(userDecider, await deps.eventStore.readStream(`user-${id}`));
  if (!state.exists || state.removed) return null;
  const f = state.fields;
  return { isSuperAdmin: f.isSuperAdmin === true, isActive: f.isActive !== false, roleId: (f.roleId as number | null | undefined) ?? null };
}

/** The role an employee holds, as the employee's stream last recorded it. */
export async function employeeRoleId(deps: Pick<CommandDeps, 'eventStore'>, id: number): Promise<number | null> {
  const { state } = fold(employeeDecider, await deps.eventStore.readStream(`employee-${id}`));
  return state.exists ? ((state.fields.roleId as number | null | undefined) ?? null) : null;
}

/** Refuses (403) unless the caller holds every grant of `perms`: nobody passes on more than they have. */
export function mustHoldAll(req: Request, perms: Permissions, key: 'error.roleBeyondYours' | 'error.userBeyondYours' | 'error.grantsBeyondYours'): void {
  if (Object.keys(grantsNotHeld(principalOf(req), perms)).length) throw new AppError('forbidden', key);
}

/**
 * The rules of changing someone's account (an admin user's or an employee's): only a super admin
 * changes a super admin; nobody changes an account whose role is stronger than their own, changes
 * their own role, or assigns a role granting more than they hold. A super admin's authority does
 * not come from a role, so these role rules do not bind a super admin.
 */
export async function mayChangeAccount(
  req: Request,
  deps: Pick<CommandDeps, 'eventStore'>,
  target: { userType: 'admin' | 'employee'; id: number | null; isSuperAdmin: boolean; roleId: number | null } | null,
  newRoleId: unknown,
): Promise<void> {
  const p = principalOf(req);
  if (target?.isSuperAdmin && !p.isSuperAdmin) throw new AppError('forbidden', 'error.superAdminOnly');
  if (p.isSuperAdmin) return;
  if (target) mustHoldAll(req, await roleGrants(deps, target.roleId), 'error.userBeyondYours');
  const changesRole = newRoleId !== undefined && newRoleId !== (target?.roleId ?? undefined);
  if (target && changesRole && target.userType === p.userType && target.id === p.id) throw new AppError('forbidden', 'error.ownRole');
  if (changesRole) mustHoldAll(req, await roleGrants(deps, newRoleId), 'error.roleBeyondYours');
}
