import { describe, it } from 'vitest';
import type { CaseInput } from '@lawfirm/contracts';
import { deciderSpec } from '../framework/spec.js';
import { conflictOverrideDecider, type OverrideConflict } from './override.js';

const spec = deciderSpec(conflictOverrideDecider);
const opened = { type: 'CaseOpened', data: { caseId: 12, titleEn: 'Emirates Trading v. Gulf Supplies', lawyerIds: [7], status: 'active' } as Partial<CaseInput> & { caseId: number } };
const matches: OverrideConflict['matches'] = [{ kind: 'opponent', id: '3:0', nameEn: 'Gulf Supplies LLC', nameAr: 'إمدادات الخليج', why: 'Same name', whyAr: 'الاسم نفسه' }];
const override = (actor: OverrideConflict['actor']): OverrideConflict => ({ type: 'OverrideConflict', actor, checkedNames: ['Gulf Supplies LLC'], reason: 'Different company, same trade name', matches });

describe('going ahead despite the conflict check', () => {
  it('given a case, when its lawyer gives a reason, then the override is recorded on the case with what was checked', () => {
    spec.given([opened]).when(override({ userType: 'employee', id: 7 })).then([
      { type: 'ConflictOverridden', data: { caseId: 12, reason: 'Different company, same trade name', matches, checkedNames: ['Gulf Supplies LLC'] } },
    ]);
  });

  it('given no case, when an override is asked, then it is not found', () => {
    spec.given([]).when(override({ userType: 'admin', id: 1 })).thenFails('not_found', 'error.notFound');
  });

  it('given a case, when a lawyer not on it overrides, then it is refused', () => {
    spec.given([opened]).when(override({ userType: 'employee', id: 8 })).thenFails('forbidden', 'cases.notYours');
  });
});
