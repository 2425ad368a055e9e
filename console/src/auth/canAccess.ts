import type { SessionUser } from '@lawfirm/contracts';
// Subpath imports keep the contracts' zod schemas out of the bundle.
import { can, type PermissionAction, type PermissionModule, type Permissions } from '@lawfirm/contracts/permissions.ts';

export interface AccessRequest {
  /** react-admin resource name, which is also the route without its leading slash */
  resource: string;
  /** react-admin action (list, show, create, edit, delete, export, clone) or a spec action */
  action: string;
}

/** Which permission module guards a resource; undefined when the spec's roles matrix has none. */
export type ModuleOf = (resource: string) => PermissionModule | undefined;

const permissionOfAction: Record<string, PermissionAction> = {
  list: 'view',
  show: 'view',
  export: 'view',
  view: 'view',
  create: 'add',
  clone: 'add',
  add: 'add',
  edit: 'edit',
  delete: 'delete',
};

export const isLawyerResource = (resource: string): boolean => resource === 'lawyer' || resource.startsWith('lawyer/');

/**
 * Screens outside the lawyer area that the lawyer portal links to (its sidebar and the dashboard's
 * quick actions open /management/clients): employees may list them, and see them in the lawyer
 * frame rather than being sent back to their dashboard.
 */
export const employeeListsOutsideLawyerArea = ['management/clients'];

/** Whether an employee may stay on this path (the guard sends them to /lawyer/dashboard otherwise). */
export const employeeMayVisit = (pathname: string): boolean => {
  const resource = pathname.replace(/^\//, '').replace(/\/$/, '');
  return isLawyerResource(resource) || employeeListsOutsideLawyerArea.includes(resource);
};

/**
 * The one access rule of the console (react-admin's canAccess, the sidebar, the buttons):
 * employees work in the lawyer area (and list what it links to); super admins may do everything;
 * other admins follow their role's matrix for the resource's module, and screens outside the
 * matrix are open to them.
 */
export function canAccess(user: SessionUser | null, { resource, action }: AccessRequest, moduleOf: ModuleOf): boolean {
  if (!user) return false;
  if (user.userType === 'employee') return isLawyerResource(resource) || (employeeListsOutsideLawyerArea.includes(resource) && action === 'list');
  const module = moduleOf(resource);
  if (!module) return true;
  const permission = permissionOfAction[action];
  return permission !== undefined && can({ ...user, permissions: user.permissions as Permissions }, module, permission);
}
