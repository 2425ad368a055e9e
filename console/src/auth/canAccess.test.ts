import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@lawfirm/contracts';
import { adminMayVisit, mayShow, menu, moduleOf as menuModuleOf } from '../layout/menu';
import { holdsAll, mayWork } from './mayWork';
import { canAccess, employeeMayVisit, type ModuleOf } from './canAccess';

const moduleOf: ModuleOf = (resource) =>
  resource === 'settings/regions' ? 'regions' : resource.startsWith('management/clients') ? 'clients' : undefined;

const user = (over: Partial<SessionUser>): SessionUser => ({
  id: 7,
  username: 'u',
  email: 'u@firm.ae',
  fullNameEn: 'U',
  fullNameAr: 'ع',
  userType: 'admin',
  isSuperAdmin: false,
  roleId: 2,
  roleNameEn: 'Manager',
  roleNameAr: 'مدير',
  permissions: {},
  ...over,
});

describe('canAccess', () => {
  it('refuses everything without a session', () => {
    expect(canAccess(null, { resource: 'settings/regions', action: 'list' }, moduleOf)).toBe(false);
  });

  it('lets a super admin do everything', () => {
    const superAdmin = user({ isSuperAdmin: true });
    expect(canAccess(superAdmin, { resource: 'settings/regions', action: 'delete' }, moduleOf)).toBe(true);
  });

  it("follows the role's matrix, mapping react-admin actions to the spec's", () => {
    const manager = user({ permissions: { regions: ['view', 'add'] } });
    expect(canAccess(manager, { resource: 'settings/regions', action: 'list' }, moduleOf)).toBe(true);
    expect(canAccess(manager, { resource: 'settings/regions', action: 'show' }, moduleOf)).toBe(true);
    expect(canAccess(manager, { resource: 'settings/regions', action: 'create' }, moduleOf)).toBe(true);
    expect(canAccess(manager, { resource: 'settings/regions', action: 'edit' }, moduleOf)).toBe(false);
    expect(canAccess(manager, { resource: 'settings/regions', action: 'delete' }, moduleOf)).toBe(false);
    expect(canAccess(manager, { resource: 'management/clients', action: 'list' }, moduleOf)).toBe(false);
    expect(canAccess(manager, { resource: 'settings/regions', action: 'fly' }, moduleOf)).toBe(false);
  });

  it('opens screens outside the matrix to every admin', () => {
    expect(canAccess(user({}), { resource: 'management/news', action: 'delete' }, moduleOf)).toBe(true);
  });

  it('keeps employees in the lawyer area', () => {
    const lawyer = user({ userType: 'employee', permissions: { regions: ['view'] } });
    expect(canAccess(lawyer, { resource: 'lawyer/files', action: 'list' }, moduleOf)).toBe(true);
    expect(canAccess(lawyer, { resource: 'settings/regions', action: 'list' }, moduleOf)).toBe(false);
    expect(canAccess(lawyer, { resource: 'management/news', action: 'list' }, moduleOf)).toBe(false);
  });

  it('lets employees list the clients their portal links to, and change none', () => {
    const lawyer = user({ userType: 'employee' });
    expect(canAccess(lawyer, { resource: 'management/clients', action: 'list' }, moduleOf)).toBe(true);
    for (const action of ['create', 'edit', 'delete', 'show'])
      expect(canAccess(lawyer, { resource: 'management/clients', action }, moduleOf)).toBe(false);
  });
});

describe('the menu’s modules', () => {
  it('keeps an admin out of the lawyer area’s screens and the audit log unless the role grants them, and lets lawyers in as before', () => {
    const frontDesk = user({ permissions: { clients: ['view'] } });
    const partner = user({ permissions: { cases: ['view', 'edit'], files: ['view'], audit: ['view'] } });
    const lawyer = user({ userType: 'employee' });
    for (const resource of ['lawyer/cases', 'lawyer/cases/4', 'lawyer/files', 'lawyer/calendar', 'lawyer/reports', 'management/audit-log'])
      expect(canAccess(frontDesk, { resource, action: 'list' }, menuModuleOf), resource).toBe(false);
    expect(canAccess(partner, { resource: 'lawyer/cases/4', action: 'show' }, menuModuleOf)).toBe(true);
    expect(canAccess(partner, { resource: 'lawyer/cases/4', action: 'edit' }, menuModuleOf)).toBe(true);
    expect(canAccess(partner, { resource: 'lawyer/create-file', action: 'create' }, menuModuleOf)).toBe(false);
    expect(canAccess(partner, { resource: 'management/audit-log', action: 'list' }, menuModuleOf)).toBe(true);
    expect(canAccess(lawyer, { resource: 'lawyer/cases/4', action: 'edit' }, menuModuleOf)).toBe(true);
  });
});

describe('a screen reached through any of several modules', () => {
  it('shows the calendar to an admin who views hearings or cases (as the API answers it), to nobody else', () => {
    const calendar = menu.find((item) => item.path === '/lawyer/calendar')!;
    for (const permissions of [{ hearings: ['view'] }, { cases: ['view'] }] as Record<string, string[]>[]) {
      const admin = user({ permissions });
      expect(mayShow(admin, calendar), JSON.stringify(permissions)).toBe(true);
      expect(adminMayVisit(admin, '/lawyer/calendar'), JSON.stringify(permissions)).toBe(true);
    }
    for (const permissions of [{}, { clients: ['view'] }, { cases: ['add'] }] as Record<string, string[]>[]) {
      const admin = user({ permissions });
      expect(mayShow(admin, calendar), JSON.stringify(permissions)).toBe(false);
      expect(adminMayVisit(admin, '/lawyer/calendar'), JSON.stringify(permissions)).toBe(false);
    }
    expect(mayShow(user({ userType: 'employee' }), calendar)).toBe(true);
  });
});

describe('the lawyer area’s buttons and screens for an admin', () => {
  const viewer = user({ permissions: { cases: ['view'], hearings: ['view'], minutes: ['view'], files: ['view'] } });
  const editor = user({ permissions: { cases: ['view', 'edit'], minutes: ['view', 'add', 'edit'], files: ['view', 'add'] } });
  it('shows a change only when the role grants it; lawyers always see theirs', () => {
    expect(mayWork(viewer, 'cases', 'edit')).toBe(false);
    expect(mayWork(editor, 'cases', 'edit')).toBe(true);
    expect(mayWork(user({ userType: 'employee' }), 'minutes', 'delete')).toBe(true);
    expect(mayWork(user({ isSuperAdmin: true }), 'minutes', 'delete')).toBe(true);
    expect(mayWork(null, 'cases', 'view')).toBe(false);
  });
  it('opens the forms only to an admin granted what they save, and the rest by the module’s view', () => {
    expect(adminMayVisit(viewer, '/lawyer/cases/4')).toBe(true);
    expect(adminMayVisit(viewer, '/lawyer/edit-case/4')).toBe(false);
    expect(adminMayVisit(editor, '/lawyer/edit-case/4')).toBe(true);
    expect(adminMayVisit(viewer, '/lawyer/create-case')).toBe(false);
    expect(adminMayVisit(viewer, '/lawyer/cases/4/hearings/9/minutes')).toBe(false);
    expect(adminMayVisit(editor, '/lawyer/cases/4/hearings/9/minutes')).toBe(true);
    expect(adminMayVisit(viewer, '/lawyer/cases/4/hearings/9/view-minutes')).toBe(true);
    expect(adminMayVisit(editor, '/lawyer/create-file')).toBe(true);
    expect(adminMayVisit(viewer, '/lawyer/edit-file/3')).toBe(false);
    expect(adminMayVisit(user({ permissions: { clients: ['view'] } }), '/lawyer/cases/4')).toBe(false);
    expect(adminMayVisit(user({ permissions: { clients: ['view'] } }), '/management/audit-log')).toBe(false);
    expect(adminMayVisit(user({ permissions: { clients: ['view'] } }), '/dashboard')).toBe(true);
  });
  it('never opens a lawyer’s own screens to an admin, whatever the role: billing staff have theirs', () => {
    const billing = user({ permissions: { billing: ['view', 'create', 'approve', 'void'], clients: ['view'], cases: ['view'] } });
    for (const admin of [billing, user({ isSuperAdmin: true })]) {
      expect(adminMayVisit(admin, '/lawyer/invoices')).toBe(false);
      expect(adminMayVisit(admin, '/lawyer/invoices/7')).toBe(false);
      expect(adminMayVisit(admin, '/lawyer/time')).toBe(false);
      expect(adminMayVisit(admin, '/management/invoices')).toBe(true);
    }
  });
});

describe('roles beyond one’s own', () => {
  it('holds a role only when every grant of it is held; a super admin holds every role', () => {
    const usersDesk = user({ permissions: { users: ['view', 'edit'] } });
    expect(holdsAll(usersDesk, { users: ['view'] })).toBe(true);
    expect(holdsAll(usersDesk, { users: ['view', 'add'] })).toBe(false);
    expect(holdsAll(usersDesk, { audit: ['view'] })).toBe(false);
    expect(holdsAll(usersDesk, {})).toBe(true);
    expect(holdsAll(user({ isSuperAdmin: true }), { audit: ['view'], roles: ['delete'] })).toBe(true);
    expect(holdsAll(null, {})).toBe(false);
  });
});

describe('employeeMayVisit', () => {
  it('keeps employees to lawyer paths and the client directory', () => {
    expect(employeeMayVisit('/lawyer/cases/4')).toBe(true);
    expect(employeeMayVisit('/management/clients')).toBe(true);
    expect(employeeMayVisit('/management/clients/')).toBe(true);
    expect(employeeMayVisit('/management/clients/create')).toBe(false);
    expect(employeeMayVisit('/management/employees')).toBe(false);
    expect(employeeMayVisit('/dashboard')).toBe(false);
  });
});
