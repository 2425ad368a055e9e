import type { BlobRef } from '@lawfirm/platform';
import { bilingual, minutesProblems, type MinutesChronology, type MinutesEvent, type MinutesFields, HearingMinutesRecorded, HearingMinutesRemoved, HearingMinutesRevised, MinutesDocumentAttached } from '@lawfirm/contracts';
import { DomainError, typedDecider } from '../framework/decider.js';

/** Minutes of one session of a hearing, stream `minutes-{id}` (contracts' minutesStream). */
export interface MinutesState {
  exists: boolean;
  removed: boolean;
  id: number;
  hearingId: number;
  caseId: number;
  fields: Partial<MinutesFields>;
  documents: number;
  version: number;
  createdAt: string;
}

export type MinutesCommand =
  | { type: 'RecordMinutes'; minutesId: number; hearingId: number; caseId: number; fields: MinutesFields; when: MinutesChronology }
  | { type: 'ReviseMinutes'; fields: MinutesFields; when: MinutesChronology }
  | { type: 'RemoveMinutes' }
  | { type: 'AttachMinutesDocument'; documentId: string; originalName: string; categoryId: number | null; file: BlobRef };

/** The form's rules: a ruling's fields only for its type, the next hearing only when there is one. */
export function normalizeMinutes(f: MinutesFields): MinutesFields {
  const final = f.rulingType === 'final';
  const confirmed = final && f.finalDecision;
  const preliminary = f.rulingType === 'preliminary';
  const next = f.hasNextHearing;
  return {
    ...f,
    finalDecision: final ? f.finalDecision : false,
    finalDecisionDate: confirmed ? f.finalDecisionDate : null,
    finalDecisionText: confirmed ? f.finalDecisionText : null,
    preliminaryRulingDescription: preliminary ? f.preliminaryRulingDescription : null,
    preliminaryRulingDate: preliminary ? f.preliminaryRulingDate : null,
    // notified only when there is a ruling to notify
    rulingNotificationDate: confirmed || preliminary ? (f.rulingNotificationDate ?? null) : null,
    nextHearingDate: next ? f.nextHearingDate : null,
    nextTime: next ? f.nextTime : null,
    nextRollNumber: next ? f.nextRollNumber : null,
    nextHallNumber: next ? f.nextHallNumber : null,
  };
}

/** The minutes' rules and chronology (contracts' minutesProblems): any broken answers 400 on its fields, nothing appended. */
function mustKeepRules(f: MinutesFields, when: MinutesChronology): void {
  const problems = minutesProblems(f, when);
  if (problems.length)
    throw new DomainError(
      'validation_failed',
      'validation.failed',
      problems.map(({ field, key }) => ({ field, message: bilingual(key).en, messageAr: bilingual(key).ar })),
    );
}

const existing = (state: MinutesState) => {
  if (!state.exists || state.removed) throw new DomainError('not_found', 'error.notFound');
  return { minutesId: state.id, hearingId: state.hearingId, caseId: state.caseId };
};

export const minutesDecider = typedDecider<MinutesState, MinutesCommand, MinutesEvent>({
  initialState: { exists: false, removed: false, id: 0, hearingId: 0, caseId: 0, fields: {}, documents: 0, version: 0, createdAt: '' },
  everyEvent: (state, { revision }) => ({ ...state, version: revision + 1 }),
  evolve: {
    HearingMinutesRecorded: (state, { minutesId, hearingId, caseId, ...fields }, { time }) => ({ ...state, exists: true, id: minutesId, hearingId, caseId, fields, createdAt: time }),
    HearingMinutesRevised: (state, { minutesId: _m, hearingId: _h, caseId: _c, ...fields }) => ({ ...state, fields: { ...state.fields, ...fields } }),
    HearingMinutesRemoved: (state) => ({ ...state, removed: true }),
    MinutesDocumentAttached: (state) => ({ ...state, documents: state.documents + 1 }),
  },
  decide: {
    RecordMinutes(command, state) {
      if (state.exists) throw new DomainError('conflict', 'error.conflict');
      const fields = normalizeMinutes(command.fields);
      mustKeepRules(fields, command.when);
      return [HearingMinutesRecorded.of({ minutesId: command.minutesId, hearingId: command.hearingId, caseId: command.caseId, ...fields })];
    },
    RemoveMinutes: (_command, state) => [HearingMinutesRemoved.of(existing(state))],
    AttachMinutesDocument(command, state) {
      const { type: _t, ...doc } = command;
      return [MinutesDocumentAttached.of({ ...existing(state), ...doc })];
    },
    ReviseMinutes(command, state) {
      const ids = existing(state);
      const next = normalizeMinutes(command.fields);
      mustKeepRules(next, command.when);
      const changed: Partial<MinutesFields> = Object.fromEntries(Object.entries(next).filter(([k, v]) => state.fields[k as keyof MinutesFields] !== v));
      return Object.keys(changed).length ? [HearingMinutesRevised.of({ ...ids, ...changed })] : [];
    },
  },
});
