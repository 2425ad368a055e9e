import { describe, expect, it } from 'vitest';
import type { Permissions } from '@lawfirm/contracts';
import { outboxScope } from './notifications.js';
import { calendarParts } from './scope.js';

const admin = (permissions: Permissions, isSuperAdmin = false) => ({ userType: 'admin' as const, isSuperAdmin, permissions });
const lawyer = { userType: 'employee' as const, isSuperAdmin: false, permissions: {} };

describe('reads decided by the roles matrix', () => {
  it('the outbox: a super admin every e-mail, a role viewing cases those about a case, any other none', () => {
    expect(outboxScope(admin({}, true))).toEqual({});
    expect(outboxScope(admin({ settings: ['view'], cases: ['view'] }))).toEqual({ caseId: { $ne: null } });
    for (const p of [{ settings: ['view'] }, {}, { clients: ['view'] }, { hearings: ['view'] }] as Permissions[]) expect(outboxScope(admin(p))).toEqual({ caseId: { $in: [] } });
  });

  it('the calendar: hearings with hearings: view, the cases\' tasks, meetings and deadlines with cases: view; a lawyer their own of each', () => {
    expect(calendarParts(lawyer)).toEqual({ hearings: true, caseWork: true });
    expect(calendarParts(admin({}, true))).toEqual({ hearings: true, caseWork: true });
    expect(calendarParts(admin({ hearings: ['view'] }))).toEqual({ hearings: true, caseWork: false });
    expect(calendarParts(admin({ cases: ['view'] }))).toEqual({ hearings: false, caseWork: true });
    expect(calendarParts(admin({ settings: ['view'], clients: ['view'] }))).toEqual({ hearings: false, caseWork: false });
  });
});
