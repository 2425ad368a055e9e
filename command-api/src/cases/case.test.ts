import { describe, expect, it } from 'vitest';
import type { CaseInput } from '@lawfirm/contracts';
import { deciderSpec } from '../framework/spec.js';
import { caseDecider } from './case.js';

const spec = deciderSpec(caseDecider);
const input: CaseInput = {
  titleEn: 'Emirates Trading v. Gulf Supplies', titleAr: 'الإمارات للتجارة ضد إمدادات الخليج', descriptionEn: null, descriptionAr: null, summary: null,
  caseTypeId: 1, regionId: 2, courtId: null, districtId: null, fileId: null,
  plaintiffs: [{ clientId: 3, name: 'Emirates Trading', role: 'Plaintiff', type: 'client' }], defendants: [],
  lawyerIds: [7], status: 'active', priority: 'medium', startDate: null, expectedEndDate: null, caseNumber: null, caseYear: null, registrationDate: null,
};
// 2026-11-21 22:00 UTC is already the 22nd in Dubai: the firm's day is what counts
const open = (over: Partial<CaseInput>, today = '2026-11-21') => caseDecider.decide({ type: 'OpenCase', caseId: 12, input: { ...input, ...over }, createdBy: 7, today }, caseDecider.initialState, { now: new Date('2026-11-21T22:00:00Z') })[0].data;

describe('case', () => {
  it('numbers itself, and defaults year and registration date when they are empty', () => {
    expect(open({})).toMatchObject({ caseNumber: '2026/0012', caseYear: 2026, registrationDate: '2026-11-21' });
    expect(open({ caseNumber: 'DXB-1234/2026' }).caseNumber).toBe('DXB-1234/2026');
  });

  it('starts an active case without a start date today, and keeps a draft without dates', () => {
    expect(open({ status: 'active' }).startDate).toBe('2026-11-21');
    expect(open({ status: 'active' }, '2026-11-22')).toMatchObject({ startDate: '2026-11-22', registrationDate: '2026-11-22' });
    expect(open({}, '2027-01-01')).toMatchObject({ caseNumber: '2027/0012', caseYear: 2027 });
    expect(open({ status: 'draft', startDate: '2026-12-01', expectedEndDate: '2027-01-01' })).toMatchObject({ startDate: null, expectedEndDate: null });
    expect(open({ status: 'on_hold' }).startDate).toBeNull();
  });

  const opened = { type: 'CaseOpened', data: open({}) };
  const edit = { titleEn: input.titleEn, titleAr: input.titleAr, descriptionEn: null, descriptionAr: null, summary: null, status: 'active' as const, priority: 'medium' as const, startDate: '2026-11-21', expectedEndDate: null };

  it('records a status change as its own fact', () => {
    spec
      .given([opened])
      .when({ type: 'ReviseCase', actor: { userType: 'employee', id: 7 }, input: { ...edit, status: 'closed', priority: 'high' } })
      .then([
        { type: 'CaseDetailsRevised', data: { caseId: 12, priority: 'high' } },
        { type: 'CaseStatusChanged', data: { caseId: 12, from: 'active', to: 'closed' } },
      ]);
  });

  it('revises what the wizard collected only where the edit sends a change', () => {
    spec
      .given([opened])
      .when({
        type: 'ReviseCase',
        actor: { userType: 'employee', id: 7 },
        input: { ...edit, lawyerIds: [7, 9], defendants: [{ name: 'Gulf Supplies LLC', role: 'Defendant', contactInfo: null }], plaintiffs: input.plaintiffs, caseNumber: '2026/0012', courtId: 4 },
      })
      .then([{ type: 'CaseDetailsRevised', data: { caseId: 12, lawyerIds: [7, 9], defendants: [{ name: 'Gulf Supplies LLC', role: 'Defendant', contactInfo: null }], courtId: 4 } }]);
    spec.given([opened]).when({ type: 'ReviseCase', actor: { userType: 'employee', id: 7 }, input: { ...edit, status: 'active', startDate: '2026-11-21' } }).then([]);
  });

  it('may be changed only by its lawyers and admins', () => {
    spec.given([opened]).when({ type: 'ReviseCase', actor: { userType: 'employee', id: 8 }, input: edit }).thenFails('forbidden', 'cases.notYours');
    spec.given([opened]).when({ type: 'ReviseCase', actor: { userType: 'admin', id: 1 }, input: { ...edit, summary: 'x' } }).then([{ type: 'CaseDetailsRevised', data: { caseId: 12, summary: 'x' } }]);
  });

  describe('refusals', () => {
    const stranger = { userType: 'employee' as const, id: 8 };
    const ruling = { type: 'RecordFinalRuling' as const, hearingId: 5, minutesId: 9, rulingDate: '2026-11-20', rulingText: 'Claim accepted' };

    it('given an opened case, when it is opened again under its id, then it is refused as a conflict', () => {
      spec.given([opened]).when({ type: 'OpenCase', caseId: 12, input, createdBy: 7, today: '2026-11-21' }).thenFails('conflict', 'error.conflict');
    });

    it('given no case, when it is edited, logged or ruled on, then it is not found', () => {
      spec.given([]).when({ type: 'ReviseCase', actor: { userType: 'admin', id: 1 }, input: edit }).thenFails('not_found', 'error.notFound');
      spec.given([]).when({ type: 'LogCaseUpdate', actor: { userType: 'admin', id: 1 }, updateType: 'Call', updateText: 'Called the client' }).thenFails('not_found', 'error.notFound');
      spec.given([]).when(ruling).thenFails('not_found', 'error.notFound');
    });

    it('given a case, when a lawyer not on it logs an update, then it is refused; its own lawyer may', () => {
      spec.given([opened]).when({ type: 'LogCaseUpdate', actor: stranger, updateType: 'Call', updateText: 'Called the client' }).thenFails('forbidden', 'cases.notYours');
      // its update id is new each time: compared apart
      const [logged] = caseDecider.decide({ type: 'LogCaseUpdate', actor: { userType: 'employee', id: 7 }, updateType: 'Call', updateText: 'Called the client' }, spec.given([opened]).state, { now: new Date() });
      expect(logged).toMatchObject({ type: 'CaseUpdateLogged', data: { caseId: 12, updateType: 'Call', updateText: 'Called the client' } });
    });

    it('given a case, when the minutes of its hearing record a final ruling, then the ruling is issued on the case', () => {
      spec.given([opened]).when(ruling).then([{ type: 'FinalRulingIssued', data: { caseId: 12, hearingId: 5, minutesId: 9, rulingDate: '2026-11-20', rulingText: 'Claim accepted' } }]);
    });
  });

  describe('the final ruling follows the minutes that recorded it', () => {
    const ruling = { hearingId: 5, minutesId: 9, rulingDate: '2026-11-20', rulingText: 'Claim accepted' };
    const issued = { type: 'FinalRulingIssued', data: { caseId: 12, ...ruling } };
    const record = (over: Partial<typeof ruling> = {}) => ({ type: 'RecordFinalRuling' as const, ...ruling, ...over });

    it('given the ruling issued, when its minutes are passed again unchanged, then nothing happens', () => {
      spec.given([opened, issued]).when(record()).then([]);
    });

    it('given the ruling issued, when its minutes correct the date or the text, then the ruling is revised, saying the date it had', () => {
      spec.given([opened, issued]).when(record({ rulingDate: '2026-11-02' })).then([
        { type: 'FinalRulingRevised', data: { caseId: 12, ...ruling, rulingDate: '2026-11-02', previousRulingDate: '2026-11-20' } },
      ]);
      spec.given([opened, issued]).when(record({ rulingText: 'Claim accepted in part' })).then([
        { type: 'FinalRulingRevised', data: { caseId: 12, ...ruling, rulingText: 'Claim accepted in part', previousRulingDate: '2026-11-20' } },
      ]);
    });

    it('given the ruling issued, when its minutes are deleted or no longer record it, then it is withdrawn with the reason, and nothing stands', () => {
      spec.given([opened, issued]).when({ type: 'WithdrawFinalRuling', minutesId: 9, reason: 'minutes_removed' }).then([
        { type: 'FinalRulingWithdrawn', data: { caseId: 12, hearingId: 5, minutesId: 9, rulingDate: '2026-11-20', reason: 'minutes_removed', standing: null } },
      ]);
    });

    it('given two minutes\' rulings, when the later is withdrawn, then the earlier (as corrected) stands again', () => {
      const earlier = { type: 'FinalRulingIssued', data: { caseId: 12, hearingId: 3, minutesId: 4, rulingDate: '2026-10-01', rulingText: null } };
      const corrected = { type: 'FinalRulingRevised', data: { caseId: 12, hearingId: 3, minutesId: 4, rulingDate: '2026-10-02', rulingText: null, previousRulingDate: '2026-10-01' } };
      spec.given([opened, earlier, issued, corrected]).when({ type: 'WithdrawFinalRuling', minutesId: 9, reason: 'ruling_removed' }).then([
        { type: 'FinalRulingWithdrawn', data: { caseId: 12, hearingId: 5, minutesId: 9, rulingDate: '2026-11-20', reason: 'ruling_removed', standing: { hearingId: 3, minutesId: 4, rulingDate: '2026-10-02', rulingText: null } } },
      ]);
    });

    it('given no ruling of these minutes (never issued, or withdrawn), when they are withdrawn, then nothing happens; recorded again, it is issued again', () => {
      const withdrawn = { type: 'FinalRulingWithdrawn', data: { caseId: 12, hearingId: 5, minutesId: 9, rulingDate: '2026-11-20', reason: 'ruling_removed', standing: null } };
      spec.given([opened]).when({ type: 'WithdrawFinalRuling', minutesId: 9, reason: 'minutes_removed' }).then([]);
      spec.given([opened, issued, withdrawn]).when({ type: 'WithdrawFinalRuling', minutesId: 9, reason: 'minutes_removed' }).then([]);
      const again = spec.given([opened, issued, withdrawn]);
      again.when(record()).then([issued]);
      expect(again.state.rulings).toEqual([]);
      expect(spec.given([opened, issued]).state.rulings).toEqual([{ ...ruling, issuedRevision: 1 }]);
    });
  });
});
