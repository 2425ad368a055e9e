/**
 * The roles matrix: the eight modules of admin-portal.md section 5, then the lawyer-area work an
 * admin may see or do (cases, files, hearings, minutes, reports), the firm-wide audit log and
 * billing. Lawyers (employees) are not governed by it: they work on their own files and cases
 * (and record and see their own time, and the invoices of their cases).
 */
export const permissionModules = ['clients', 'employees', 'branches', 'courts', 'regions', 'settings', 'users', 'roles', 'cases', 'files', 'hearings', 'minutes', 'reports', 'audit', 'billing'] as const;
/** a record's actions, what most modules have */
export const recordActions = ['view', 'add', 'edit', 'delete'] as const;
/** billing's: see invoices and time, draft invoices (and keep time), approve and issue them, void drafts and credit issued ones */
export const billingActions = ['view', 'create', 'approve', 'void'] as const;
/** every action of the matrix, in the order its columns show them */
export const permissionActions = ['view', 'add', 'edit', 'delete', 'create', 'approve', 'void'] as const;
export type PermissionModule = (typeof permissionModules)[number];
export type PermissionAction = (typeof permissionActions)[number];
export type Permissions = Partial<Record<PermissionModule, PermissionAction[]>>;

/** The actions a module has; the matrix offers (and a role may grant) only these. */
export const moduleActions: Record<PermissionModule, readonly PermissionAction[]> = {
  clients: recordActions,
  employees: recordActions,
  branches: recordActions,
  courts: recordActions,
  regions: recordActions,
  settings: recordActions,
  users: recordActions,
  roles: recordActions,
  cases: recordActions,
  files: recordActions,
  hearings: recordActions,
  minutes: recordActions,
  // reports are read and downloaded, the audit log only read
  reports: ['view'],
  audit: ['view'],
  billing: billingActions,
};

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

/** whether any of the grants is the principal's (a list read by those who manage it and those who pick from it) */
export function canAny(p: Pick<Principal, 'isSuperAdmin' | 'permissions' | 'userType'>, grants: readonly (readonly [PermissionModule, PermissionAction])[]): boolean {
  return grants.some(([m, a]) => can(p, m, a));
}

export function countGranted(perms: Permissions): number {
  return Object.values(perms).reduce((n, actions) => n + (actions?.length ?? 0), 0);
}

/** The grants of `perms` the holder does not have (empty when it holds them all; a super admin holds everything). */
export function grantsNotHeld(holder: Pick<Principal, 'isSuperAdmin' | 'permissions' | 'userType'>, perms: Permissions | null | undefined): Permissions {
  const missing: Permissions = {};
  for (const [module, actions] of Object.entries(perms ?? {}) as [PermissionModule, PermissionAction[] | undefined][]) {
    const lacking = (actions ?? []).filter((a) => !can(holder, module, a));
    if (lacking.length) missing[module] = lacking;
  }
  return missing;
}
