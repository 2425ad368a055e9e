import { describe, expect, it } from 'vitest';
import { constraintSteps } from './constraints.js';
import { rosterDecider } from './rosters.js';
import { deciderSpec } from './spec.js';
import { superAdminRoster, SUPER_ADMINS } from '../users/superAdmins.js';

const joined = (member: string) => ({ type: 'RosterMemberJoined', data: { member } });
const left = (member: string) => ({ type: 'RosterMemberLeft', data: { member } });
const join = (member: string) => ({ type: 'Join' as const, member });
const leave = (member: string) => ({ type: 'Leave' as const, member, key: 'error.lastSuperAdmin' as const });

describe('the roster of active super admins', () => {
  const spec = deciderSpec(rosterDecider);
  it('takes an account that becomes an active super admin, once', () => {
    spec.given([]).when(join('user-1')).then([joined('user-1')]);
    spec.given([joined('user-1')]).when(join('user-2')).then([joined('user-2')]);
    spec.given([joined('user-1')]).when(join('user-1')).then([]);
  });
  it('lets a super admin stand down while another active one stays', () => {
    spec.given([joined('user-1'), joined('user-2')]).when(leave('user-2')).then([left('user-2')]);
  });
  it('refuses to let the last active super admin stand down, with the wording of that rule', () => {
    spec.given([joined('user-1')]).when(leave('user-1')).thenFails('validation_failed', 'error.lastSuperAdmin');
    // two stood down one after the other: the second finds itself the last
    spec.given([joined('user-1'), joined('user-2'), left('user-1')]).when(leave('user-2')).thenFails('validation_failed', 'error.lastSuperAdmin');
  });
  it('lets an account that is not on it go without a word (never a super admin, already stood down)', () => {
    spec.given([joined('user-1')]).when(leave('user-3')).then([]);
    spec.given([joined('user-1'), joined('user-2'), left('user-2')]).when(leave('user-2')).then([]);
  });
  it('takes back one who stood down and was reactivated, who may then let another stand down', () => {
    const given = [joined('user-1'), joined('user-2'), left('user-2'), joined('user-2')];
    expect([...spec.given(given).state.members].sort()).toEqual(['user-1', 'user-2']);
    spec.given(given).when(leave('user-1')).then([left('user-1')]);
  });
});

describe('an account\'s place on the roster, from its fields', () => {
  const account = (isSuperAdmin: boolean, isActive: boolean) => ({ rosters: superAdminRoster({ isSuperAdmin, isActive }) });
  const summary = (steps: ReturnType<typeof constraintSteps>) => steps.map((s) => [s.stream, s.command, s.before]);
  it('is held by an active super admin only', () => {
    expect(account(true, true).rosters).toEqual([{ stream: SUPER_ADMINS, key: 'error.lastSuperAdmin' }]);
    expect(account(true, false).rosters).toEqual([]);
    expect(account(false, true).rosters).toEqual([]);
  });
  it('is left before the account\'s deactivation or removal is appended, and refused as the last with 400 in both languages', () => {
    for (const after of [account(true, false), null]) {
      const steps = constraintSteps('user-2', account(true, true), after);
      expect(summary(steps.filter((s) => s.stream === SUPER_ADMINS))).toEqual([[SUPER_ADMINS, leave('user-2'), true]]);
      expect(steps.find((s) => s.stream === SUPER_ADMINS)!.refused().body()).toMatchObject({
        code: 'validation_failed',
        message: 'The last active super admin cannot be deactivated or deleted',
        messageAr: 'لا يمكن تعطيل أو حذف آخر مشرف عام نشط',
      });
    }
  });
  it('is joined after the account\'s creation or reactivation is appended; an edit that keeps it has no step', () => {
    expect(summary(constraintSteps('user-1', null, account(true, true)))).toEqual([[SUPER_ADMINS, join('user-1'), false]]);
    expect(summary(constraintSteps('user-2', account(true, false), account(true, true)))).toEqual([[SUPER_ADMINS, join('user-2'), false]]);
    expect(constraintSteps('user-2', account(true, true), account(true, true))).toEqual([]);
    expect(constraintSteps('user-3', account(false, true), account(false, false))).toEqual([]);
  });
  it('is taken back by the opposite event when a later write of the same command fails (EventStoreDB)', () => {
    const [leaving] = constraintSteps('user-2', account(true, true), account(true, false));
    const [joining] = constraintSteps('user-2', account(true, false), account(true, true));
    expect(leaving.undo!([left('user-2')])).toEqual([joined('user-2')]);
    expect(joining.undo!([joined('user-2')])).toEqual([left('user-2')]);
  });
});
