import { describe, expect, it } from 'vitest';
import { minutesInput } from '@lawfirm/contracts';
import { deciderSpec } from '../framework/spec.js';
import { minutesDecider, minutesRuleErrors, type MinutesCommand } from './minutes.js';

const spec = deciderSpec(minutesDecider);
const fields = minutesInput.parse({
  hearingReport: 'Both parties attended', rulingType: 'final', finalDecision: 'true', finalDecisionDate: '2026-11-20', finalDecisionText: 'Claim accepted',
  preliminaryRulingDescription: 'ignored', hasNextHearing: 'false', nextHearingDate: '2026-12-01',
});

describe('hearing minutes', () => {
  it('records only what the chosen ruling and next-hearing choices keep', () => {
    const [event] = minutesDecider.decide({ type: 'RecordMinutes', minutesId: 1, hearingId: 5, caseId: 12, fields }, minutesDecider.initialState, { now: new Date() });
    expect(event.data).toMatchObject({ rulingType: 'final', finalDecision: true, finalDecisionText: 'Claim accepted', preliminaryRulingDescription: null, hasNextHearing: false, nextHearingDate: null });
  });

  it('drops an unconfirmed final decision’s date and text', () => {
    const [event] = minutesDecider.decide({ type: 'RecordMinutes', minutesId: 1, hearingId: 5, caseId: 12, fields: { ...fields, finalDecision: false } }, minutesDecider.initialState, { now: new Date() });
    expect(event.data).toMatchObject({ finalDecisionDate: null, finalDecisionText: null });
  });

  it('records the fields a revision changes, and cannot be revised once removed', () => {
    const recorded = { type: 'HearingMinutesRecorded', data: minutesDecider.decide({ type: 'RecordMinutes', minutesId: 1, hearingId: 5, caseId: 12, fields }, minutesDecider.initialState, { now: new Date() })[0].data };
    spec.given([recorded]).when({ type: 'ReviseMinutes', fields: { ...fields, notes: 'Judge asked for the expert' } }).then([
      { type: 'HearingMinutesRevised', data: { minutesId: 1, hearingId: 5, caseId: 12, notes: 'Judge asked for the expert' } },
    ]);
    const removed = { type: 'HearingMinutesRemoved', data: { minutesId: 1, hearingId: 5, caseId: 12 } };
    spec.given([recorded, removed]).when({ type: 'ReviseMinutes', fields }).thenFails('not_found', 'error.notFound');
  });

  describe('what the choices require', () => {
    const fieldsOf = (errors: { field: string }[]) => errors.map((e) => e.field);

    it('refuses a preliminary ruling without its description and date, in both languages', () => {
      const errors = minutesRuleErrors({ ...fields, rulingType: 'preliminary', preliminaryRulingDescription: null, preliminaryRulingDate: null });
      expect(errors).toEqual([
        { field: 'preliminaryRulingDescription', message: 'A preliminary ruling needs its description', messageAr: 'الحكم التمهيدي يحتاج إلى وصفه' },
        { field: 'preliminaryRulingDate', message: 'A preliminary ruling needs its date', messageAr: 'الحكم التمهيدي يحتاج إلى تاريخه' },
      ]);
      expect(minutesRuleErrors({ ...fields, rulingType: 'preliminary', preliminaryRulingDescription: 'Expert appointed', preliminaryRulingDate: '2026-11-20' })).toEqual([]);
    });

    it('refuses a postponement reason without a next hearing', () => {
      expect(fieldsOf(minutesRuleErrors({ ...fields, postponementReasonId: 3, hasNextHearing: false }))).toEqual(['postponementReasonId']);
      expect(fieldsOf(minutesRuleErrors({ ...fields, postponementReasonId: 3, hasNextHearing: true, nextHearingDate: null }))).toEqual(['postponementReasonId']);
      expect(minutesRuleErrors({ ...fields, postponementReasonId: 3, hasNextHearing: true, nextHearingDate: '2026-12-20' })).toEqual([]);
    });
  });

  describe('refusals', () => {
    const recorded = { type: 'HearingMinutesRecorded', data: { minutesId: 1, hearingId: 5, caseId: 12, ...fields } };
    const removed = { type: 'HearingMinutesRemoved', data: { minutesId: 1, hearingId: 5, caseId: 12 } };
    const onMinutes: MinutesCommand[] = [
      { type: 'ReviseMinutes', fields },
      { type: 'RemoveMinutes' },
      { type: 'AttachMinutesDocument', documentId: 'm1', originalName: 'ruling.pdf', categoryId: null, file: { id: 'b1', filename: 'ruling.pdf', size: 10, contentType: 'application/pdf', sha256: 'x' } },
    ];

    it('given recorded minutes, when minutes are recorded under their id, then it is refused as a conflict', () => {
      spec.given([recorded]).when({ type: 'RecordMinutes', minutesId: 1, hearingId: 5, caseId: 12, fields }).thenFails('conflict', 'error.conflict');
    });

    it.each(onMinutes)('given no minutes, when $type, then they are not found', (command) => {
      spec.given([]).when(command).thenFails('not_found', 'error.notFound');
    });

    it.each(onMinutes)('given removed minutes, when $type, then they are not found', (command) => {
      spec.given([recorded, removed]).when(command).thenFails('not_found', 'error.notFound');
    });
  });
});
