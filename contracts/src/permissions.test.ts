import { describe, expect, it } from 'vitest';
import { roleInput } from './admin/roles.js';
import { can, grantsNotHeld, moduleActions, permissionModules, type Permissions } from './permissions.js';

const admin = (permissions: Permissions) => ({ userType: 'admin' as const, isSuperAdmin: false, permissions });
const superAdmin = { userType: 'admin' as const, isSuperAdmin: true, permissions: {} };
const lawyer = { userType: 'employee' as const, isSuperAdmin: false, permissions: { cases: ['view' as const] } };

describe('the roles matrix', () => {
  it('keeps the spec’s eight modules first and adds the lawyer-area modules, the audit log and billing after them', () => {
    expect(permissionModules.slice(0, 8)).toEqual(['clients', 'employees', 'branches', 'courts', 'regions', 'settings', 'users', 'roles']);
    expect(permissionModules.slice(8)).toEqual(['cases', 'files', 'hearings', 'minutes', 'reports', 'audit', 'billing']);
  });

  it('offers billing its own actions: view, create (draft), approve (and issue), void (and credit)', () => {
    expect(moduleActions.billing).toEqual(['view', 'create', 'approve', 'void']);
    expect(roleInput.safeParse({ nameEn: 'Billing', nameAr: 'الفوترة', permissions: { billing: ['approve', 'view'] } }).data?.permissions).toEqual({ billing: ['view', 'approve'] });
    expect(roleInput.safeParse({ nameEn: 'Billing', nameAr: 'الفوترة', permissions: { billing: ['edit'] } }).success).toBe(false);
    expect(roleInput.safeParse({ nameEn: 'Clerk', nameAr: 'كاتب', permissions: { clients: ['approve'] } }).success).toBe(false);
  });

  it('offers only viewing for reports and the audit log', () => {
    expect(moduleActions.reports).toEqual(['view']);
    expect(moduleActions.audit).toEqual(['view']);
    expect(moduleActions.cases).toEqual(['view', 'add', 'edit', 'delete']);
  });

  it('refuses a role that grants an action its module does not have', () => {
    const result = roleInput.safeParse({ nameEn: 'Auditor', nameAr: 'مدقق', permissions: { audit: ['view', 'delete'] } });
    expect(result.success).toBe(false);
    expect(roleInput.safeParse({ nameEn: 'Auditor', nameAr: 'مدقق', permissions: { audit: ['view'] } }).success).toBe(true);
  });
});

describe('grantsNotHeld', () => {
  it('given an admin who views and edits users, when the role to pass on also adds users and views roles, then those two are what it lacks', () => {
    expect(grantsNotHeld(admin({ users: ['view', 'edit'] }), { users: ['view', 'add', 'edit'], roles: ['view'] })).toEqual({ users: ['add'], roles: ['view'] });
  });

  it('given an admin holding everything a role grants, then nothing is lacking', () => {
    expect(grantsNotHeld(admin({ clients: ['view', 'add'], cases: ['view'] }), { clients: ['view'], cases: ['view'] })).toEqual({});
    expect(grantsNotHeld(admin({}), {})).toEqual({});
  });

  it('given a super admin, then nothing is lacking whatever the role', () => {
    expect(grantsNotHeld(superAdmin, { audit: ['view'], users: ['delete'] })).toEqual({});
  });

  it('given a lawyer, then every admin grant is lacking (the matrix is not theirs)', () => {
    expect(grantsNotHeld(lawyer, { cases: ['view'] })).toEqual({ cases: ['view'] });
    expect(can(lawyer, 'cases', 'view')).toBe(false);
  });
});
