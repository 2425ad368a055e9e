import { describe, expect, it } from 'vitest';
import { firmActivityId, firmActivityKey, standardNameTaken } from '@lawfirm/contracts';
import { deciderSpec } from '../framework/spec.js';
import { activityStanding, timeActivityDecider } from './timeActivity.js';

const spec = deciderSpec(timeActivityDecider);
const names = { nameEn: 'Mediation session', nameAr: 'جلسة وساطة' };
const added = { type: 'TimeActivityAdded', data: { activityId: 3, ...names, isActive: true } };
const retired = { type: 'TimeActivityDeactivated', data: { activityId: 3 } };

describe("the firm's activities", () => {
  it('given nothing, when an administrator adds an activity, then it is added with both names, in use', () => {
    spec.given([]).when({ type: 'Add', id: 3, input: { ...names, isActive: true } }).then([added]);
    expect(activityStanding(firmActivityKey(3), spec.given([added]).state)).toBe('active');
  });

  it('given an activity, when it is renamed, then only the name that changed is recorded', () => {
    spec.given([added]).when({ type: 'Revise', id: 3, input: { ...names, nameEn: 'Mediation', isActive: true } }).then([{ type: 'TimeActivityRevised', data: { activityId: 3, nameEn: 'Mediation' } }]);
  });

  it('given an activity, when it is retired and then restored, then it is out of use and back in use', () => {
    spec.given([added]).when({ type: 'Revise', id: 3, input: { ...names, isActive: false } }).then([retired]);
    expect(activityStanding(firmActivityKey(3), spec.given([added, retired]).state)).toBe('retired');
    const restored = { type: 'TimeActivityReactivated', data: { activityId: 3 } };
    spec.given([added, retired]).when({ type: 'Revise', id: 3, input: { ...names, isActive: true } }).then([restored]);
    expect(activityStanding(firmActivityKey(3), spec.given([added, retired, restored]).state)).toBe('active');
  });

  it('given no such activity, then a key naming it is unknown; a standard key is always offered', () => {
    expect(activityStanding(firmActivityKey(9), spec.given([]).state)).toBe('unknown');
    expect(activityStanding('drafting', null)).toBe('standard');
    expect(activityStanding('travel', null)).toBe('standard');
  });

  it("names an activity of the firm's by its record and a standard one by its own key", () => {
    expect(firmActivityKey(12)).toBe('activity-12');
    expect(firmActivityId('activity-12')).toBe(12);
    expect(firmActivityId('drafting')).toBeNull();
  });

  it("takes no name a standard activity has, in either language (trimmed, any case)", () => {
    expect(standardNameTaken({ nameEn: ' drafting ', nameAr: 'صياغة جديدة' })).toBe('nameEn');
    expect(standardNameTaken({ nameEn: 'Drafting contracts', nameAr: 'صياغة' })).toBe('nameAr');
    expect(standardNameTaken(names)).toBeNull();
  });
});
