import { describe, expect, it } from 'vitest';
import { caseEditInput, caseInput } from './cases.js';

const wizard = {
  titleEn: 'Emirates Trading v. Gulf Supplies', titleAr: 'الإمارات للتجارة ضد إمدادات الخليج', caseTypeId: 1, regionId: 2,
  plaintiffs: [{ clientId: 3, role: 'Plaintiff', type: 'client' }],
};
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('the create-case payload', () => {
  it('takes the spec’s one responsible lawyerId, the wizard’s list, or both (the responsible first, each once)', () => {
    expect(caseInput.parse({ ...wizard, lawyerId: 7, createdBy: 4, isDraft: true, isActive: true }).lawyerIds).toEqual([7]);
    expect(caseInput.parse({ ...wizard, lawyerId: '7' }).lawyerIds).toEqual([7]);
    expect(caseInput.parse({ ...wizard, lawyerIds: [9, 7] }).lawyerIds).toEqual([9, 7]);
    expect(caseInput.parse({ ...wizard, lawyerId: 7, lawyerIds: [9, 7] }).lawyerIds).toEqual([7, 9]);
  });

  it('refuses a case without a lawyer, beside the other missing fields', () => {
    expect(issues(caseInput.safeParse({ ...wizard, lawyerId: 0, plaintiffs: [] }))).toEqual(['plaintiffs: validation.atLeastOneClient', 'lawyerIds: validation.atLeastOneLawyer']);
    expect(issues(caseInput.safeParse({ ...wizard }))).toEqual(['lawyerIds: validation.atLeastOneLawyer']);
  });
});

describe('the edit-case payload', () => {
  const edit = { titleEn: 'x', titleAr: 'س' };
  it('leaves out what it does not send, and keeps the year and registration date when they are emptied', () => {
    const parsed = caseEditInput.parse({ ...edit, caseYear: '', registrationDate: '' });
    for (const field of ['lawyerIds', 'plaintiffs', 'defendants', 'courtId', 'fileId', 'caseNumber', 'caseYear', 'registrationDate'] as const) expect(parsed[field], field).toBeUndefined();
  });
  it('checks what it sends as the wizard does', () => {
    expect(issues(caseEditInput.safeParse({ ...edit, lawyerIds: [], plaintiffs: [], caseTypeId: 0, caseNumber: '  ' }))).toEqual([
      'caseTypeId: validation.caseTypeRequired', 'plaintiffs: validation.atLeastOneClient', 'lawyerIds: validation.atLeastOneLawyer', 'caseNumber: validation.caseNumberRequired',
    ]);
  });
});
