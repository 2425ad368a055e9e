import { describe, expect, it } from 'vitest';
import type { TimeEntryFields } from '@lawfirm/contracts';
import { deciderSpec } from '../framework/spec.js';
import { timeEntryDecider } from './timeEntry.js';

const spec = deciderSpec(timeEntryDecider);
const fields: TimeEntryFields = { date: '2026-11-26', minutes: 90, activity: 'drafting', description: 'Statement of claim', billable: true, rateFils: 150_000 };
/** the firm's day the commands are made on */
const today = '2026-11-27';
const recorded = { type: 'TimeEntryRecorded', data: { timeEntryId: 4, caseId: 12, userId: 7, ...fields } };
/** a draft billing the entry as it read it */
const bill = (invoiceId: number, over: Partial<TimeEntryFields> = {}) => {
  const { date, minutes, description, rateFils } = { ...fields, ...over };
  return { type: 'BillTimeEntry' as const, invoiceId, drafted: { date, minutes, description, rateFils } };
};
const billed = { type: 'TimeEntryBilled', data: { timeEntryId: 4, caseId: 12, invoiceId: 3 } };

describe('time entry', () => {
  it('given nothing, when time is recorded, then it says whose, on which case, and every field', () => {
    spec.given([]).when({ type: 'RecordTimeEntry', activity: 'standard', timeEntryId: 4, matter: { kind: 'case' as const, id: 12 }, userId: 7, firmRate: null, fields, today }).then([recorded]);
    expect(spec.given([recorded]).state).toMatchObject({ exists: true, id: 4, matter: { kind: 'case', id: 12 }, userId: 7, fields, invoiceId: null });
  });

  it('given an unbilled entry, when it is changed, then every field is recorded as it now reads; unchanged, nothing happens', () => {
    const changed = { ...fields, minutes: 120, description: 'Statement of claim, second draft' };
    spec.given([recorded]).when({ type: 'ChangeTimeEntry', activity: 'standard', fields: changed, today }).then([{ type: 'TimeEntryChanged', data: { timeEntryId: 4, caseId: 12, ...changed } }]);
    spec.given([recorded]).when({ type: 'ChangeTimeEntry', activity: 'standard', fields, today }).then([]);
  });

  it('given an unbilled entry, when it is deleted, then it is gone and cannot be changed', () => {
    const deleted = { type: 'TimeEntryDeleted', data: { timeEntryId: 4, caseId: 12 } };
    spec.given([recorded]).when({ type: 'DeleteTimeEntry' }).then([deleted]);
    spec.given([recorded, deleted]).when({ type: 'ChangeTimeEntry', activity: 'standard', fields, today }).thenFails('not_found', 'error.notFound');
    spec.given([recorded, deleted]).when(bill(3)).thenFails('not_found', 'error.notFound');
  });

  it('given a billable entry, when a draft bills it, then it is billed by that invoice; billed again by it, nothing happens', () => {
    spec.given([recorded]).when(bill(3)).then([billed]);
    spec.given([recorded, billed]).when(bill(3)).then([]);
  });

  describe('the rate that applied', () => {
    const firmRate = { rateFils: 90_000, scope: 'client' as const, scopeId: 5 };
    const untyped = { ...fields, rateFils: null };
    it('given nothing, when time is recorded without a rate, then the firm\'s rate that applies is recorded with it', () => {
      spec.given([]).when({ type: 'RecordTimeEntry', activity: 'standard', timeEntryId: 4, matter: { kind: 'case' as const, id: 12 }, userId: 7, firmRate, fields: untyped, today }).then([{ ...recorded, data: { ...recorded.data, rateFils: 90_000 } }]);
    });

    it('given nothing, when time is recorded with a rate typed, then the typed rate is recorded over the firm\'s', () => {
      spec.given([]).when({ type: 'RecordTimeEntry', activity: 'standard', timeEntryId: 4, matter: { kind: 'case' as const, id: 12 }, userId: 7, firmRate, fields, today }).then([recorded]);
    });

    it('given nothing, when time is recorded without a rate and none applies, then it is refused naming the rate', () => {
      spec.given([]).when({ type: 'RecordTimeEntry', activity: 'standard', timeEntryId: 4, matter: { kind: 'case' as const, id: 12 }, userId: 7, firmRate: null, fields: untyped, today }).thenFails('validation_failed', 'billing.noRateApplies');
    });

    it('given an entry, when it is changed without a rate, then it keeps the rate it recorded', () => {
      spec.given([recorded]).when({ type: 'ChangeTimeEntry', activity: 'standard', fields: { ...untyped, minutes: 30 }, today }).then([{ type: 'TimeEntryChanged', data: { timeEntryId: 4, caseId: 12, ...fields, minutes: 30 } }]);
      spec.given([recorded]).when({ type: 'ChangeTimeEntry', activity: 'standard', fields: untyped, today }).then([]);
    });
  });

  describe('refusals', () => {
    it('given a billed entry, when it is changed or deleted, then it is refused: it is on an invoice', () => {
      spec.given([recorded, billed]).when({ type: 'ChangeTimeEntry', activity: 'standard', fields: { ...fields, minutes: 30 }, today }).thenFails('conflict', 'billing.entryBilled');
      spec.given([recorded, billed]).when({ type: 'DeleteTimeEntry' }).thenFails('conflict', 'billing.entryBilled');
    });

    it('given an entry billed by one invoice, when another draft would bill it, then it is refused', () => {
      spec.given([recorded, billed]).when(bill(5)).thenFails('conflict', 'billing.entryOnAnotherInvoice');
    });

    it('given an entry changed after a draft read it, when the draft would bill it, then it is refused: the draft is made again', () => {
      spec.given([recorded]).when(bill(3, { minutes: 60 })).thenFails('conflict', 'billing.entryChangedSinceDraft');
      spec.given([recorded]).when(bill(3, { rateFils: 1 })).thenFails('conflict', 'billing.entryChangedSinceDraft');
      spec.given([recorded]).when(bill(3, { description: 'Older text' })).thenFails('conflict', 'billing.entryChangedSinceDraft');
      spec.given([recorded]).when(bill(3, { date: '2026-11-25' })).thenFails('conflict', 'billing.entryChangedSinceDraft');
    });

    it('given nothing or an entry, when time is recorded or changed for a day after the firm\'s today, then it is refused naming the day', () => {
      spec.given([]).when({ type: 'RecordTimeEntry', activity: 'standard', timeEntryId: 4, matter: { kind: 'case' as const, id: 12 }, userId: 7, firmRate: null, fields: { ...fields, date: '2026-11-28' }, today }).thenFails('validation_failed', 'validation.futureDate');
      spec.given([recorded]).when({ type: 'ChangeTimeEntry', activity: 'standard', fields: { ...fields, date: '2026-11-28' }, today }).thenFails('validation_failed', 'validation.futureDate');
      // today itself is a day of work
      spec.given([]).when({ type: 'RecordTimeEntry', activity: 'standard', timeEntryId: 4, matter: { kind: 'case' as const, id: 12 }, userId: 7, firmRate: null, fields: { ...fields, date: today }, today }).then([{ ...recorded, data: { ...recorded.data, date: today } }]);
    });

    it('given a non-billable entry, when a draft would bill it, then it is refused', () => {
      const free = { ...recorded, data: { ...recorded.data, billable: false } };
      spec.given([free]).when(bill(3)).thenFails('validation_failed', 'billing.entryNotBillable');
    });

    it('given an entry, when it is recorded again under its id, then it is a conflict; given none, a change is not found', () => {
      spec.given([recorded]).when({ type: 'RecordTimeEntry', activity: 'standard', timeEntryId: 4, matter: { kind: 'case' as const, id: 12 }, userId: 7, firmRate: null, fields, today }).thenFails('conflict', 'error.conflict');
      spec.given([]).when({ type: 'ChangeTimeEntry', activity: 'standard', fields, today }).thenFails('not_found', 'error.notFound');
      spec.given([]).when({ type: 'DeleteTimeEntry' }).thenFails('not_found', 'error.notFound');
    });
  });

  it('given a billed entry, when its draft is voided, then it is unbilled and can change again; another invoice\'s void changes nothing', () => {
    const unbilled = { type: 'TimeEntryUnbilled', data: { timeEntryId: 4, caseId: 12, invoiceId: 3 } };
    spec.given([recorded, billed]).when({ type: 'UnbillTimeEntry', invoiceId: 3 }).then([unbilled]);
    spec.given([recorded, billed]).when({ type: 'UnbillTimeEntry', invoiceId: 5 }).then([]);
    spec.given([recorded, billed, unbilled]).when({ type: 'DeleteTimeEntry' }).then([{ type: 'TimeEntryDeleted', data: { timeEntryId: 4, caseId: 12 } }]);
  });
  describe("the activity, one of the firm's list", () => {
    const record = (activity: 'standard' | 'active' | 'retired' | 'unknown', key = 'activity-3') =>
      ({ type: 'RecordTimeEntry' as const, activity, timeEntryId: 4, matter: { kind: 'case' as const, id: 12 }, userId: 7, firmRate: null, fields: { ...fields, activity: key }, today });
    const onFirms = { ...recorded, data: { ...recorded.data, activity: 'activity-3' } };

    it("given nothing, when time is recorded under one of the firm's activities in use, then it names that activity", () => {
      spec.given([]).when(record('active')).then([onFirms]);
    });

    it('given nothing, when time is recorded under a retired or unknown activity, then it is refused naming the activity', () => {
      spec.given([]).when(record('retired')).thenFails('validation_failed', 'billing.activityNotOffered');
      spec.given([]).when(record('unknown', 'activity-99')).thenFails('validation_failed', 'billing.activityNotOffered');
    });

    it('given an entry under an activity since retired, when it is changed otherwise, then it keeps the activity; moved to a retired one, refused', () => {
      spec.given([onFirms]).when({ type: 'ChangeTimeEntry', activity: 'retired', fields: { ...fields, activity: 'activity-3', minutes: 30 }, today }).then([
        { type: 'TimeEntryChanged', data: { timeEntryId: 4, caseId: 12, ...fields, activity: 'activity-3', minutes: 30 } },
      ]);
      spec.given([recorded]).when({ type: 'ChangeTimeEntry', activity: 'retired', fields: { ...fields, activity: 'activity-3' }, today }).thenFails('validation_failed', 'billing.activityNotOffered');
    });
  });
  describe('on a client file or a consultation', () => {
    const onFile = { type: 'TimeEntryRecorded', data: { timeEntryId: 4, fileId: 30, userId: 7, ...fields } };
    it('given nothing, when time is recorded on a file, then its events name the file and no case', () => {
      spec.given([]).when({ type: 'RecordTimeEntry', activity: 'standard', timeEntryId: 4, matter: { kind: 'file', id: 30 }, userId: 7, firmRate: null, fields, today }).then([onFile]);
      expect(spec.given([onFile]).state.matter).toEqual({ kind: 'file', id: 30 });
    });

    it('given an entry on a consultation, when it is changed, billed, voided off its invoice and deleted, then each event names the consultation', () => {
      const onConsultation = { type: 'TimeEntryRecorded', data: { timeEntryId: 4, consultationId: 8, userId: 7, ...fields } };
      spec.given([onConsultation]).when({ type: 'ChangeTimeEntry', activity: 'standard', fields: { ...fields, minutes: 45 }, today }).then([{ type: 'TimeEntryChanged', data: { timeEntryId: 4, consultationId: 8, ...fields, minutes: 45 } }]);
      const billedIt = { type: 'TimeEntryBilled', data: { timeEntryId: 4, consultationId: 8, invoiceId: 3 } };
      spec.given([onConsultation]).when(bill(3)).then([billedIt]);
      spec.given([onConsultation, billedIt]).when({ type: 'UnbillTimeEntry', invoiceId: 3 }).then([{ type: 'TimeEntryUnbilled', data: { timeEntryId: 4, consultationId: 8, invoiceId: 3 } }]);
      spec.given([onConsultation]).when({ type: 'DeleteTimeEntry' }).then([{ type: 'TimeEntryDeleted', data: { timeEntryId: 4, consultationId: 8 } }]);
    });
  });
});
