/** The roles matrix of admin-portal.md section 5 (modules by actions). */
export const permissionModules = ['clients', 'employees', 'branches', 'courts', 'regions', 'settings', 'users', 'roles'] as const;
export const permissionActions = ['view', 'add', 'edit', 'delete'] as const;
export type PermissionModule = (typeof permissionModules)[number];
export type PermissionAction = (typeof permissionActions)[number];
export type Permissions = Partial<Record<PermissionModule, PermissionAction[]>>;

export interface Principal {
  id: number;
  userType: 'admin' | 'employee';
  username: string;
  fullNameEn: string;
  fullNameAr: string;
  isSuperAdmin: boolean;
  roleId: number | null;
  permissions: Permissions;
}

export function can(p: Pick<Principal, 'isSuperAdmin' | 'permissions' | 'userType'>, module: PermissionModule, action: PermissionAction): boolean {
  if (p.userType === 'employee') return false;
  if (p.isSuperAdmin) return true;
  return p.permissions[module]?.includes(action) ?? false;
}

export function countGranted(perms: Permissions): number {
  return Object.values(perms).reduce((n, actions) => n + (actions?.length ?? 0), 0);
}
