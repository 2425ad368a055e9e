import { bilingual, matterFieldsOf, matterIn, TimeEntryBilled, TimeEntryChanged, TimeEntryDeleted, TimeEntryRecorded, TimeEntryUnbilled, type AppliedRate, type TimeEntryEvent, type TimeEntryFields, type TimeEntryMatter } from '@lawfirm/contracts';
import { DomainError, typedDecider } from '../framework/decider.js';
import type { ActivityStanding } from './timeActivity.js';

/** A lawyer's time on a case, a client file or a consultation, stream `time-entry-{id}` (contracts' timeEntryStream): changed or deleted only while no invoice bills it. */
export interface TimeEntryState {
  exists: boolean;
  deleted: boolean;
  id: number;
  matter: TimeEntryMatter;
  userId: number;
  fields: TimeEntryFields | null;
  /** the invoice whose draft bills it, null while unbilled */
  invoiceId: number | null;
  version: number;
}

/** an entry as the lawyer sends it: the rate typed, or null for the one that applies */
export type TimeEntryTyped = Omit<TimeEntryFields, 'rateFils'> & { rateFils: number | null };

/**
 * `today`: the firm's day (its time zone) when the command is made; time is recorded for work done,
 * never for a day to come. `firmRate`: the rate the firm's card applies to this lawyer on this matter
 * now (contracts' applicableRate), recorded when none is typed. `activity`: where the activity
 * sent stands on the firm's list as the event store has it (timeActivity.ts activityStanding).
 */
export type TimeEntryCommand =
  | { type: 'RecordTimeEntry'; timeEntryId: number; matter: TimeEntryMatter; userId: number; fields: TimeEntryTyped; firmRate: AppliedRate | null; activity: ActivityStanding; today: string }
  /** a rate left out keeps the one the entry recorded */
  | { type: 'ChangeTimeEntry'; fields: TimeEntryTyped; activity: ActivityStanding; today: string }
  | { type: 'DeleteTimeEntry' }
  /** an invoice's draft takes it, as the draft read it (a change since is refused: the draft is made again) */
  | { type: 'BillTimeEntry'; invoiceId: number; drafted: Pick<TimeEntryFields, 'date' | 'minutes' | 'description' | 'rateFils'> }
  /** its draft was voided */
  | { type: 'UnbillTimeEntry'; invoiceId: number };

const live = (state: TimeEntryState) => {
  if (!state.exists || state.deleted) throw new DomainError('not_found', 'error.notFound');
};
const unbilled = (state: TimeEntryState) => {
  live(state);
  if (state.invoiceId !== null) throw new DomainError('conflict', 'billing.entryBilled');
};
const notAhead = (fields: TimeEntryFields, today: string) => {
  if (fields.date > today) {
    const { en, ar } = bilingual('validation.futureDate');
    throw new DomainError('validation_failed', 'validation.futureDate', [{ field: 'date', message: en, messageAr: ar }]);
  }
};
/** time is recorded under an activity the firm offers: a standard one or one of its own in use */
const offered = (standing: ActivityStanding) => {
  if (standing === 'standard' || standing === 'active') return;
  const { en, ar } = bilingual('billing.activityNotOffered');
  throw new DomainError('validation_failed', 'billing.activityNotOffered', [{ field: 'activity', message: en, messageAr: ar }]);
};
/** a rate typed overrides; none typed, the firm's; neither, refused on `rate` */
const rateOf = (typed: number | null, firmRate: AppliedRate | null): number => {
  if (typed !== null) return typed;
  if (firmRate !== null) return firmRate.rateFils;
  const { en, ar } = bilingual('billing.noRateApplies');
  throw new DomainError('validation_failed', 'billing.noRateApplies', [{ field: 'rate', message: en, messageAr: ar }]);
};
const same = (a: TimeEntryFields, b: TimeEntryFields) => (Object.keys(a) as (keyof TimeEntryFields)[]).every((k) => a[k] === b[k]);

export const timeEntryDecider = typedDecider<TimeEntryState, TimeEntryCommand, TimeEntryEvent>({
  initialState: { exists: false, deleted: false, id: 0, matter: { kind: 'case', id: 0 }, userId: 0, fields: null, invoiceId: null, version: 0 },
  everyEvent: (state, { revision }) => ({ ...state, version: revision + 1 }),
  evolve: {
    TimeEntryRecorded: (state, { timeEntryId, caseId, fileId, consultationId, userId, ...fields }) => ({ ...state, exists: true, id: timeEntryId, matter: matterIn({ caseId, fileId, consultationId }), userId, fields }),
    TimeEntryChanged: (state, { timeEntryId: _id, caseId: _case, fileId: _file, consultationId: _consultation, ...fields }) => ({ ...state, fields }),
    TimeEntryDeleted: (state) => ({ ...state, deleted: true }),
    TimeEntryBilled: (state, d) => ({ ...state, invoiceId: d.invoiceId }),
    TimeEntryUnbilled: (state) => ({ ...state, invoiceId: null }),
  },
  decide: {
    RecordTimeEntry(command, state) {
      if (state.exists) throw new DomainError('conflict', 'error.conflict');
      offered(command.activity);
      const fields = { ...command.fields, rateFils: rateOf(command.fields.rateFils, command.firmRate) };
      notAhead(fields, command.today);
      return [TimeEntryRecorded.of({ timeEntryId: command.timeEntryId, ...matterFieldsOf(command.matter), userId: command.userId, ...fields })];
    },
    ChangeTimeEntry(command, state) {
      unbilled(state);
      const fields = { ...command.fields, rateFils: command.fields.rateFils ?? state.fields!.rateFils };
      if (same(state.fields!, fields)) return [];
      // an entry keeps the activity it names once retired; changed to another, that one must be offered
      if (fields.activity !== state.fields!.activity) offered(command.activity);
      notAhead(fields, command.today);
      return [TimeEntryChanged.of({ timeEntryId: state.id, ...matterFieldsOf(state.matter), ...fields })];
    },
    DeleteTimeEntry(_command, state) {
      unbilled(state);
      return [TimeEntryDeleted.of({ timeEntryId: state.id, ...matterFieldsOf(state.matter) })];
    },
    BillTimeEntry(command, state) {
      live(state);
      if (state.invoiceId === command.invoiceId) return [];
      if (state.invoiceId !== null) throw new DomainError('conflict', 'billing.entryOnAnotherInvoice');
      if (!state.fields!.billable) throw new DomainError('validation_failed', 'billing.entryNotBillable');
      const f = state.fields!;
      const d = command.drafted;
      if (f.date !== d.date || f.minutes !== d.minutes || f.description !== d.description || f.rateFils !== d.rateFils) throw new DomainError('conflict', 'billing.entryChangedSinceDraft');
      return [TimeEntryBilled.of({ timeEntryId: state.id, ...matterFieldsOf(state.matter), invoiceId: command.invoiceId })];
    },
    UnbillTimeEntry(command, state) {
      live(state);
      return state.invoiceId === command.invoiceId ? [TimeEntryUnbilled.of({ timeEntryId: state.id, ...matterFieldsOf(state.matter), invoiceId: command.invoiceId })] : [];
    },
  },
});
