import type { BlobRef } from '@lawfirm/platform';
import type { HearingInput } from '@lawfirm/contracts';
import { DomainError, type Decider, type DomainEvent } from '../framework/decider.js';

export type HearingFields = Omit<HearingInput, 'version'>;

/** A hearing of a case, stream `hearing-{id}`. */
export interface HearingState {
  exists: boolean;
  cancelled: boolean;
  id: number;
  caseId: number;
  fields: Partial<HearingFields>;
  status: string;
  version: number;
}

export type HearingCommand =
  | { type: 'ScheduleHearing'; hearingId: number; caseId: number; fields: HearingFields }
  | { type: 'ReviseHearing'; fields: HearingFields }
  | { type: 'CancelHearing' }
  | { type: 'FileHearingDocuments'; documents: BlobRef[]; description: string | null }
  | { type: 'AttachMinutesFile'; file: BlobRef }
  | { type: 'AdjournHearing'; reasonId: number; minutesId: number };

const details = ['hallName', 'onlineLink', 'rollNumber', 'whatIsRequested'] as const;

export const hearingDecider: Decider<HearingState, HearingCommand> = {
  initialState: { exists: false, cancelled: false, id: 0, caseId: 0, fields: {}, status: 'Scheduled', version: 0 },
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
        return { ...base, status: 'Adjourned' };
      default:
        return base;
    }
  },
  decide(command, state): DomainEvent[] {
    if (command.type === 'ScheduleHearing') {
      if (state.exists) throw new DomainError('conflict', 'error.conflict');
      return [{ type: 'HearingScheduled', data: { hearingId: command.hearingId, caseId: command.caseId, ...command.fields } }];
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
      case 'AdjournHearing':
        return [{ type: 'HearingAdjourned', data: { ...ids, reasonId: command.reasonId, minutesId: command.minutesId } }];
      case 'ReviseHearing': {
        const f = command.fields;
        const events: DomainEvent[] = [];
        if (f.hearingDate !== state.fields.hearingDate || f.hearingTime !== state.fields.hearingTime)
          events.push({ type: 'HearingRescheduled', data: { ...ids, hearingDate: f.hearingDate, hearingTime: f.hearingTime } });
        const changed = Object.fromEntries(details.filter((k) => (f[k] ?? null) !== (state.fields[k] ?? null)).map((k) => [k, f[k]]));
        if (Object.keys(changed).length) events.push({ type: 'HearingDetailsRevised', data: { ...ids, ...changed } });
        return events;
      }
    }
  },
};
