import { HearingAdjourned, HearingCancelled, HearingDetailsRevised, HearingDocumentsFiled, type HearingEvent, type HearingInput, HearingMinutesFileAttached, HearingOutcomeRecorded, type hearingOutcomes, HearingOutcomeWithdrawn, HearingRescheduled, HearingScheduled, type hearingStatuses } from '@lawfirm/contracts';
import type { BlobRef } from '@lawfirm/platform';
import { DomainError, typedDecider } from '../framework/decider.js';

/** `whatIsRequestedAr`: set by the portal only, on a hearing it schedules by itself (what is requested is then its English wording) */
export type HearingFields = Omit<HearingInput, 'version'> & { whatIsRequestedAr?: string | null };

/** A hearing of a case, stream `hearing-{id}` (contracts' hearingStream). */
export interface HearingState {
  exists: boolean;
  cancelled: boolean;
  id: number;
  caseId: number;
  fields: Partial<HearingFields>;
  status: (typeof hearingStatuses)[number];
  /** the minutes that set the status (adjourned, held, ruled), null while none has */
  outcomeMinutesId: number | null;
  reasonId: number | null;
  version: number;
}

export type HearingCommand =
  | { type: 'ScheduleHearing'; hearingId: number; caseId: number; fields: HearingFields }
  | { type: 'ReviseHearing'; fields: HearingFields }
  | { type: 'CancelHearing' }
  | { type: 'FileHearingDocuments'; documents: BlobRef[]; description: string | null }
  | { type: 'AttachMinutesFile'; file: BlobRef }
  | { type: 'AdjournHearing'; reasonId: number; minutesId: number }
  | { type: 'RecordHearingOutcome'; minutesId: number; status: HearingOutcome }
  | { type: 'WithdrawHearingOutcome'; minutesId: number };

export type HearingOutcome = (typeof hearingOutcomes)[number];

const details = ['hallName', 'onlineLink', 'rollNumber', 'whatIsRequested'] as const;

const existing = (state: HearingState) => {
  if (!state.exists || state.cancelled) throw new DomainError('not_found', 'error.notFound');
  return { hearingId: state.id, caseId: state.caseId };
};

export const hearingDecider = typedDecider<HearingState, HearingCommand, HearingEvent>({
  initialState: { exists: false, cancelled: false, id: 0, caseId: 0, fields: {}, status: 'Scheduled', outcomeMinutesId: null, reasonId: null, version: 0 },
  everyEvent: (state, { revision }) => ({ ...state, version: revision + 1 }),
  evolve: {
    HearingScheduled: (state, { hearingId, caseId, ...fields }) => ({ ...state, exists: true, id: hearingId, caseId, fields, status: 'Scheduled' }),
    HearingRescheduled: (state, { hearingDate, hearingTime }) => ({ ...state, fields: { ...state.fields, hearingDate, hearingTime } }),
    HearingDetailsRevised: (state, { hearingId: _h, caseId: _c, ...fields }) => ({ ...state, fields: { ...state.fields, ...fields } }),
    HearingCancelled: (state) => ({ ...state, cancelled: true, status: 'Cancelled' }),
    HearingDocumentsFiled: (state) => state,
    HearingMinutesFileAttached: (state) => state,
    HearingAdjourned: (state, d) => ({ ...state, status: 'Adjourned', outcomeMinutesId: d.minutesId, reasonId: d.reasonId }),
    HearingOutcomeRecorded: (state, d) => ({ ...state, status: d.status, outcomeMinutesId: d.minutesId, reasonId: null }),
    HearingOutcomeWithdrawn: (state) => ({ ...state, status: 'Scheduled', outcomeMinutesId: null, reasonId: null }),
  },
  decide: {
    ScheduleHearing(command, state) {
      if (state.exists) throw new DomainError('conflict', 'error.conflict');
      return [HearingScheduled.of({ hearingId: command.hearingId, caseId: command.caseId, ...command.fields, whatIsRequestedAr: command.fields.whatIsRequestedAr ?? null })];
    },
    CancelHearing: (_command, state) => [HearingCancelled.of(existing(state))],
    FileHearingDocuments: (command, state) => [HearingDocumentsFiled.of({ ...existing(state), description: command.description, documents: command.documents })],
    AttachMinutesFile: (command, state) => [HearingMinutesFileAttached.of({ ...existing(state), file: command.file })],
    // the minutes' outcome: said again (a revision that keeps it) it changes nothing
    AdjournHearing(command, state) {
      const ids = existing(state);
      if (state.status === 'Adjourned' && state.outcomeMinutesId === command.minutesId && state.reasonId === command.reasonId) return [];
      return [HearingAdjourned.of({ ...ids, reasonId: command.reasonId, minutesId: command.minutesId })];
    },
    RecordHearingOutcome(command, state) {
      const ids = existing(state);
      if (state.status === command.status && state.outcomeMinutesId === command.minutesId) return [];
      return [HearingOutcomeRecorded.of({ ...ids, minutesId: command.minutesId, status: command.status })];
    },
    // only the minutes that set the status take it back
    WithdrawHearingOutcome(command, state) {
      const ids = existing(state);
      if (state.outcomeMinutesId !== command.minutesId) return [];
      return [HearingOutcomeWithdrawn.of({ ...ids, minutesId: command.minutesId })];
    },
    ReviseHearing(command, state) {
      const ids = existing(state);
      const f = command.fields;
      const events: HearingEvent[] = [];
      if (f.hearingDate !== state.fields.hearingDate || f.hearingTime !== state.fields.hearingTime)
        events.push(HearingRescheduled.of({ ...ids, hearingDate: f.hearingDate, hearingTime: f.hearingTime }));
      const changed: Partial<HearingFields> = Object.fromEntries(details.filter((k) => (f[k] ?? null) !== (state.fields[k] ?? null)).map((k) => [k, f[k]]));
      // what is requested typed anew: the portal's Arabic wording of the old one goes with it
      if ('whatIsRequested' in changed && (state.fields.whatIsRequestedAr ?? null) !== (f.whatIsRequestedAr ?? null)) changed.whatIsRequestedAr = f.whatIsRequestedAr ?? null;
      if (Object.keys(changed).length) events.push(HearingDetailsRevised.of({ ...ids, ...changed }));
      return events;
    },
  },
});
