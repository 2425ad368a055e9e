import { describe, expect, it } from 'vitest';
import { emptyCase, formFieldOf, toCaseBody, type CaseFormValues } from './casePayload';

const filled = (over: Partial<CaseFormValues> = {}): CaseFormValues => ({
  ...emptyCase(2, '2026-11-21'),
  titleEn: 'A v. B',
  titleAr: 'أ ضد ب',
  caseTypeId: 1,
  regionId: 2,
  courtId: 0,
  clients: [{ clientId: 1, role: 'Plaintiff' }],
  opponents: [{ fullName: 'B LLC', role: 'Defendant', contactInfo: '' }],
  ...over,
});

describe('case wizard body', () => {
  it('starts a draft of this year, registered today, with the signed-in lawyer', () => {
    const values = emptyCase(7, '2026-11-21');
    expect(values).toMatchObject({ status: 'draft', priority: 'medium', caseYear: 2026, registrationDate: '2026-11-21', lawyers: [{ lawyerId: 7 }] });
    expect(values.clients).toHaveLength(1);
  });

  it('sends parties as plaintiffs, defendants and lawyer ids, no court as null', () => {
    const body = toCaseBody(filled(), (id) => (id === 1 ? 'Emirates Trading LLC' : undefined));
    expect(body.plaintiffs).toEqual([{ clientId: 1, name: 'Emirates Trading LLC', role: 'Plaintiff', type: 'client' }]);
    expect(body.defendants).toEqual([{ name: 'B LLC', role: 'Defendant', contactInfo: null }]);
    expect(body.lawyerIds).toEqual([2]);
    expect(body.courtId).toBeNull();
    expect(body.districtId).toBeNull();
    expect(body.caseNumber).toBeNull();
  });

  it('drops the dates of a draft and keeps those of an active case', () => {
    const dates = { startDate: '2026-12-01', expectedEndDate: '2027-03-01' };
    expect(toCaseBody(filled(dates), () => undefined)).toMatchObject({ isDraft: true, startDate: null, expectedEndDate: null });
    expect(toCaseBody(filled({ ...dates, status: 'active' }), () => undefined)).toMatchObject({ isDraft: false, ...dates });
  });

  it('maps server field errors to the inputs of the wizard', () => {
    expect(formFieldOf('titleEn')).toBe('titleEn');
    expect(formFieldOf('plaintiffs.0.role')).toBe('clients.0.role');
    expect(formFieldOf('plaintiffs')).toBe('clients.0.clientId');
    expect(formFieldOf('defendants.1.name')).toBe('opponents.1.fullName');
    expect(formFieldOf('defendants.1.role')).toBe('opponents.1.role');
    expect(formFieldOf('lawyerIds')).toBe('lawyers.0.lawyerId');
    expect(formFieldOf('lawyerIds.2')).toBe('lawyers.2.lawyerId');
  });
});
