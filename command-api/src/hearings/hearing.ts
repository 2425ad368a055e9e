import type { BlobRef } from '@lawfirm/platform';
import type { HearingInput, hearingOutcomes } from '@lawfirm/contracts';
import { DomainError, type Decider, type DomainEvent } from '../framework/decider.js';

/** `whatIsRequestedAr`: set by the portal only, on a hearing it schedules by itself (what is requested is then its English wording) */
export type HearingFields = Omit<HearingInput, 'version'> & { whatIsRequestedAr?: string | null };

/** A hearing of a case, stream `hearing-{id}`. */
export interface HearingState {
  exists: boolean;
  cancelled: boolean;
  id: number;
  caseId: number;
  fields: Partial<HearingFields>;
  status: string;
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

export const hearingDecider: Decider<HearingState, HearingCommand> = {
  initialState: { exists: false, cancelled: false, id: 0, caseId: 0, fields: {}, status: 'Scheduled', outcomeMinutesId: null, reasonId: null, version: 0 },
  evolve(state, event, { revision }) {
    const { hearingId, caseId, ...d } = event.data as Record<string, unknown> & { hearingId: number; caseId: number };
    const base = { ...state, version: revision + 1 };
    switch (event.type) {
      case 'HearingScheduled':
        return { ...base, exists: true, id: hearingId, caseId, fields: d as Partial<HearingFields>, status: 'Scheduled' };
      case 'HearingRescheduled':
      case 'HearingDetailsRevised':
        return { ...base, fields: { ...state.fields, ...(d as Partial<HearingFields>) } };
      case 'HearingCancelled':
        return { ...base, cancelled: true, status: 'Cancelled' };
      case 'HearingAdjourned':
        return { ...base, status: 'Adjourned', outcomeMinutesId: d.minutesId as number, reasonId: d.reasonId as number };
      case 'HearingOutcomeRecorded':
        return { ...base, status: d.status as string, outcomeMinutesId: d.minutesId as number, reasonId: null };
      case 'HearingOutcomeWithdrawn':
        return { ...base, status: 'Scheduled', outcomeMinutesId: null, reasonId: null };
      default:
        return base;
    }
  },
  decide(command, state): DomainEvent[] {
    if (command.type === 'ScheduleHearing') {
      if (state.exists) throw new DomainError('conflict', 'error.conflict');
      return [{ type: 'HearingScheduled', data: { hearingId: command.hearingId, caseId: command.caseId, ...command.fields, whatIsRequestedAr: command.fields.whatIsRequestedAr ?? null } }];
    }
    if (!state.exists || state.cancelled) throw new DomainError('not_found', 'error.notFound');
    const ids = { hearingId: state.id, caseId: state.caseId };
    switch (command.type) {
      case 'CancelHearing':
        return [{ type: 'HearingCancelled', data: ids }];
      case 'FileHearingDocuments':
        return [{ type: 'HearingDocumentsFiled', data: { ...ids, description: command.description, documents: command.documents } }];
      case 'AttachMinutesFile':
        return [{ type: 'HearingMinutesFileAttached', data: { ...ids, file: command.file } }];
      // the minutes' outcome: said again (a revision that keeps it) it changes nothing
      case 'AdjournHearing':
        if (state.status === 'Adjourned' && state.outcomeMinutesId === command.minutesId && state.reasonId === command.reasonId) return [];
        return [{ type: 'HearingAdjourned', data: { ...ids, reasonId: command.reasonId, minutesId: command.minutesId } }];
      case 'RecordHearingOutcome':
        if (state.status === command.status && state.outcomeMinutesId === command.minutesId) return [];
        return [{ type: 'HearingOutcomeRecorded', data: { ...ids, minutesId: command.minutesId, status: command.status } }];
      // only the minutes that set the status take it back
      case 'WithdrawHearingOutcome':
        if (state.outcomeMinutesId !== command.minutesId) return [];
        return [{ type: 'HearingOutcomeWithdrawn', data: { ...ids, minutesId: command.minutesId } }];
      case 'ReviseHearing': {
        const f = command.fields;
        const events: DomainEvent[] = [];
        if (f.hearingDate !== state.fields.hearingDate || f.hearingTime !== state.fields.hearingTime)
          events.push({ type: 'HearingRescheduled', data: { ...ids, hearingDate: f.hearingDate, hearingTime: f.hearingTime } });
        const changed: Record<string, unknown> = Object.fromEntries(details.filter((k) => (f[k] ?? null) !== (state.fields[k] ?? null)).map((k) => [k, f[k]]));
        // what is requested typed anew: the portal's Arabic wording of the old one goes with it
        if ('whatIsRequested' in changed && (state.fields.whatIsRequestedAr ?? null) !== (f.whatIsRequestedAr ?? null)) changed.whatIsRequestedAr = f.whatIsRequestedAr ?? null;
        if (Object.keys(changed).length) events.push({ type: 'HearingDetailsRevised', data: { ...ids, ...changed } });
        return events;
      }
    }
  },
};
