import { describe, expect, it } from 'vitest';
import { minutesInput, minutesProblems, type MinutesChronology } from '@lawfirm/contracts';
import { deciderSpec } from '../framework/spec.js';
import { DomainError } from '../framework/decider.js';
import { minutesDecider, type MinutesCommand } from './minutes.js';

const spec = deciderSpec(minutesDecider);
const fields = minutesInput.parse({
  hearingReport: 'Both parties attended', rulingType: 'final', finalDecision: 'true', finalDecisionDate: '2026-11-20', finalDecisionText: 'Claim accepted',
  preliminaryRulingDescription: 'ignored', hasNextHearing: 'false', nextHearingDate: '2026-12-01',
});
/** a hearing held on the 25th at 10:00, a case opened on 1 March, the firm's today the 28th */
const when: MinutesChronology = { today: '2026-11-28', hearingDate: '2026-11-25', hearingTime: '10:00 AM', caseOpenedOn: '2026-03-01' };

describe('hearing minutes', () => {
  it('records only what the chosen ruling and next-hearing choices keep', () => {
    const [event] = minutesDecider.decide({ type: 'RecordMinutes', minutesId: 1, hearingId: 5, caseId: 12, fields, when }, minutesDecider.initialState, { now: new Date() });
    expect(event.data).toMatchObject({ rulingType: 'final', finalDecision: true, finalDecisionText: 'Claim accepted', preliminaryRulingDescription: null, hasNextHearing: false, nextHearingDate: null });
  });

  it('drops an unconfirmed final decision’s date and text', () => {
    const [event] = minutesDecider.decide({ type: 'RecordMinutes', minutesId: 1, hearingId: 5, caseId: 12, fields: { ...fields, finalDecision: false }, when }, minutesDecider.initialState, { now: new Date() });
    expect(event.data).toMatchObject({ finalDecisionDate: null, finalDecisionText: null });
  });

  it('records the fields a revision changes, and cannot be revised once removed', () => {
    const recorded = { type: 'HearingMinutesRecorded', data: minutesDecider.decide({ type: 'RecordMinutes', minutesId: 1, hearingId: 5, caseId: 12, fields, when }, minutesDecider.initialState, { now: new Date() })[0].data };
    spec.given([recorded]).when({ type: 'ReviseMinutes', fields: { ...fields, notes: 'Judge asked for the expert' }, when }).then([
      { type: 'HearingMinutesRevised', data: { minutesId: 1, hearingId: 5, caseId: 12, notes: 'Judge asked for the expert' } },
    ]);
    const removed = { type: 'HearingMinutesRemoved', data: { minutesId: 1, hearingId: 5, caseId: 12 } };
    spec.given([recorded, removed]).when({ type: 'ReviseMinutes', fields, when }).thenFails('not_found', 'error.notFound');
  });

  describe('what the choices require', () => {
    const fieldsOf = (f: typeof fields, w?: MinutesChronology) => minutesProblems(f, w).map((p) => p.field);

    it('refuses a preliminary ruling without its description and date, in both languages', () => {
      let caught: unknown;
      try {
        minutesDecider.decide({ type: 'RecordMinutes', minutesId: 1, hearingId: 5, caseId: 12, fields: { ...fields, rulingType: 'preliminary', preliminaryRulingDescription: null, preliminaryRulingDate: null }, when }, minutesDecider.initialState, { now: new Date() });
      } catch (e) {
        caught = e;
      }
      expect(caught).toBeInstanceOf(DomainError);
      expect((caught as DomainError).errors).toEqual([
        { field: 'preliminaryRulingDescription', message: 'A preliminary ruling needs its description', messageAr: 'الحكم التمهيدي يحتاج إلى وصفه' },
        { field: 'preliminaryRulingDate', message: 'A preliminary ruling needs its date', messageAr: 'الحكم التمهيدي يحتاج إلى تاريخه' },
      ]);
      expect(fieldsOf({ ...fields, rulingType: 'preliminary', preliminaryRulingDescription: 'Expert appointed', preliminaryRulingDate: '2026-11-20' }, when)).toEqual([]);
    });

    it('refuses a postponement reason without a next hearing', () => {
      expect(fieldsOf({ ...fields, postponementReasonId: 3, hasNextHearing: false })).toEqual(['postponementReasonId']);
      expect(fieldsOf({ ...fields, postponementReasonId: 3, hasNextHearing: true, nextHearingDate: null })).toEqual(['postponementReasonId']);
      expect(fieldsOf({ ...fields, postponementReasonId: 3, hasNextHearing: true, nextHearingDate: '2026-12-20' }, when)).toEqual([]);
    });
  });

  describe('chronology', () => {
    const record = (f: Partial<typeof fields>, w: Partial<MinutesChronology> = {}): MinutesCommand => ({ type: 'RecordMinutes', minutesId: 1, hearingId: 5, caseId: 12, fields: { ...fields, ...f }, when: { ...when, ...w } });
    const refusedOn = (command: MinutesCommand) => {
      try {
        minutesDecider.decide(command, minutesDecider.initialState, { now: new Date() });
      } catch (e) {
        expect((e as DomainError).code).toBe('validation_failed');
        return (e as DomainError).errors?.map((err) => err.field);
      }
      return [];
    };

    it('given no minutes, when minutes are recorded for a hearing still ahead, then they are refused on the hearing date', () => {
      expect(refusedOn(record({ rulingType: 'no_ruling', finalDecision: false }, { hearingDate: '2026-12-10' }))).toEqual(['hearingDate']);
      spec.given([]).when(record({}, { hearingDate: '2026-12-10' })).thenFails('validation_failed', 'validation.failed');
      // the hearing of today can have its minutes
      expect(refusedOn(record({}, { hearingDate: '2026-11-28' }))).toEqual([]);
    });

    it('refuses a final or preliminary ruling dated after today or before the case opened', () => {
      expect(refusedOn(record({ finalDecisionDate: '2026-11-29' }))).toEqual(['finalDecisionDate']);
      expect(refusedOn(record({ finalDecisionDate: '2026-02-27' }))).toEqual(['finalDecisionDate']);
      expect(refusedOn(record({ finalDecisionDate: '2026-03-01' }))).toEqual([]);
      expect(refusedOn(record({ rulingType: 'preliminary', preliminaryRulingDescription: 'Expert', preliminaryRulingDate: '2026-12-01' }))).toEqual(['preliminaryRulingDate']);
      // an unconfirmed final ruling keeps no date, so none is checked
      expect(refusedOn(record({ finalDecision: false, finalDecisionDate: '2027-01-01' }))).toEqual([]);
    });

    it('refuses a notification before the ruling or after today', () => {
      expect(refusedOn(record({ finalDecisionDate: '2026-11-20', rulingNotificationDate: '2026-11-19' }))).toEqual(['rulingNotificationDate']);
      expect(refusedOn(record({ finalDecisionDate: '2026-11-20', rulingNotificationDate: '2026-11-29' }))).toEqual(['rulingNotificationDate']);
      expect(refusedOn(record({ finalDecisionDate: '2026-11-20', rulingNotificationDate: '2026-11-20' }))).toEqual([]);
    });

    it('refuses a next hearing that does not come after the hearing it follows', () => {
      const next = (nextHearingDate: string, nextTime: string | null = null) => record({ rulingType: 'no_ruling', finalDecision: false, hasNextHearing: true, nextHearingDate, nextTime });
      expect(refusedOn(next('2026-11-20'))).toEqual(['nextHearingDate']);
      expect(refusedOn(next('2026-11-25', '09:00 AM'))).toEqual(['nextHearingDate']);
      expect(refusedOn(next('2026-11-25', null))).toEqual(['nextHearingDate']);
      expect(refusedOn(next('2026-11-25', '01:30 PM'))).toEqual([]);
      expect(refusedOn(next('2026-12-02'))).toEqual([]);
    });

    it('given recorded minutes, when a revision moves the ruling after today, then nothing is appended', () => {
      const recorded = { type: 'HearingMinutesRecorded', data: { minutesId: 1, hearingId: 5, caseId: 12, ...fields } };
      spec.given([recorded]).when({ type: 'ReviseMinutes', fields: { ...fields, finalDecisionDate: '2026-12-05' }, when }).thenFails('validation_failed', 'validation.failed');
    });
  });

  describe('refusals', () => {
    const recorded = { type: 'HearingMinutesRecorded', data: { minutesId: 1, hearingId: 5, caseId: 12, ...fields } };
    const removed = { type: 'HearingMinutesRemoved', data: { minutesId: 1, hearingId: 5, caseId: 12 } };
    const onMinutes: MinutesCommand[] = [
      { type: 'ReviseMinutes', fields, when },
      { type: 'RemoveMinutes' },
      { type: 'AttachMinutesDocument', documentId: 'm1', originalName: 'ruling.pdf', categoryId: null, file: { id: 'b1', filename: 'ruling.pdf', size: 10, contentType: 'application/pdf', sha256: 'x' } },
    ];

    it('given recorded minutes, when minutes are recorded under their id, then it is refused as a conflict', () => {
      spec.given([recorded]).when({ type: 'RecordMinutes', minutesId: 1, hearingId: 5, caseId: 12, fields, when }).thenFails('conflict', 'error.conflict');
    });

    it.each(onMinutes)('given no minutes, when $type, then they are not found', (command) => {
      spec.given([]).when(command).thenFails('not_found', 'error.notFound');
    });

    it.each(onMinutes)('given removed minutes, when $type, then they are not found', (command) => {
      spec.given([recorded, removed]).when(command).thenFails('not_found', 'error.notFound');
    });
  });
});
