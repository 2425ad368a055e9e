import {
  appointmentStream, caseDocumentStream, CaseDocumentFiled, CaseDocumentRemoved, dayIn, documentSuggestion, hearingStream, HearingMinutesRecorded, HearingMinutesRemoved, isEventOf,
  meetingSuggestion, minutesStream, minutesSuggestion, parseSuggestionId, SuggestionAcceptanceUndone, SuggestionAccepted, SuggestionDismissed, suggestedTo, suggestionStream,
  AppointmentStatusChanged, type Suggestion, type SuggestionEvent,
} from '@lawfirm/contracts';
import type { EventStore, RecordedEvent } from '@lawfirm/platform';
import { DomainError, typedDecider } from '../framework/decider.js';
import type { ConstraintsOf } from '../framework/constraints.js';
import { fold } from '../framework/handler.js';
import { hearingDecider } from '../hearings/hearing.js';
import { appointmentDecider } from '../appointments/appointment.js';
import type { TimeEntryState } from './timeEntry.js';

/**
 * What became of a suggested entry, stream `billing-suggestion-{id}` (contracts' suggestionStream):
 * nothing until its lawyer accepts it (in the same append as the time entry it makes) or dismisses
 * it. Accepted once, dismissed for good: a second acceptance, an acceptance after a dismissal and a
 * dismissal after an acceptance are refused.
 */
export interface SuggestionState {
  /** the time entry it was accepted as */
  timeEntryId: number | null;
  dismissed: boolean;
  version: number;
}

/**
 * `suggestion`: the suggestion as its source reads now (null when the source is gone: minutes
 * removed, a hearing cancelled, a document deleted, a meeting no longer held); `by`: the lawyer
 * acting. A suggestion is its lawyer's alone: to anyone else it does not exist.
 */
export type SuggestionCommand =
  | { type: 'AcceptSuggestion'; suggestion: Suggestion | null; by: number; timeEntryId: number }
  | { type: 'DismissSuggestion'; suggestion: Suggestion | null; by: number }
  /** a claim's release: an accepted suggestion is never given back by its entry (a deleted entry leaves it accepted) */
  | { type: 'KeepSuggestion' };

const open = (state: SuggestionState, suggestion: Suggestion | null, by: number): Suggestion => {
  if (state.timeEntryId !== null) throw new DomainError('conflict', 'billing.suggestionAccepted');
  if (state.dismissed) throw new DomainError('conflict', 'billing.suggestionDismissed');
  if (suggestion === null || suggestion.userId !== by) throw new DomainError('not_found', 'error.notFound');
  return suggestion;
};

export const suggestionDecider = typedDecider<SuggestionState, SuggestionCommand, SuggestionEvent>({
  initialState: { timeEntryId: null, dismissed: false, version: 0 },
  everyEvent: (state, { revision }) => ({ ...state, version: revision + 1 }),
  evolve: {
    SuggestionAccepted: (state, d) => ({ ...state, timeEntryId: d.timeEntryId }),
    SuggestionAcceptanceUndone: (state) => ({ ...state, timeEntryId: null }),
    SuggestionDismissed: (state) => ({ ...state, dismissed: true }),
  },
  decide: {
    AcceptSuggestion(command, state) {
      const s = open(state, command.suggestion, command.by);
      return [SuggestionAccepted.of({ suggestionId: s.id, userId: command.by, timeEntryId: command.timeEntryId })];
    },
    DismissSuggestion(command, state) {
      // dismissed already: it stays so, nothing more to record
      if (state.dismissed && state.timeEntryId === null && command.suggestion?.userId === command.by) return [];
      const s = open(state, command.suggestion, command.by);
      return [SuggestionDismissed.of({ suggestionId: s.id, userId: command.by })];
    },
    KeepSuggestion: () => [],
  },
});

/**
 * The time entry made by accepting `suggestion`, holding it in the same append: the suggestion's
 * stream records the acceptance (decided by its decider, refused when accepted or dismissed
 * already), so two acceptances cannot both be appended. Used only when the entry is recorded.
 */
export const acceptedSuggestion = (suggestion: Suggestion | null, suggestionKey: string, by: number): ConstraintsOf<TimeEntryState> => (state) =>
  !state.exists
    ? null
    : {
        claims: [
          {
            stream: suggestionStream(suggestionKey),
            decider: suggestionDecider,
            take: { type: 'AcceptSuggestion', suggestion, by, timeEntryId: state.id } satisfies SuggestionCommand,
            release: { type: 'KeepSuggestion' } satisfies SuggestionCommand,
            field: 'id',
            undo: () => [SuggestionAcceptanceUndone.of({ suggestionId: suggestionKey, userId: by, timeEntryId: state.id })],
          },
        ],
      };

const byLawyer = (e: RecordedEvent) => suggestedTo(e.metadata);

/**
 * A suggestion as its source reads now, from the source's own streams (never a read model), by the
 * same contracts functions the read model derives it with; null when the id names none or the
 * source no longer offers one.
 */
export async function suggestionFromSource(store: EventStore, id: string, timezone: string): Promise<Suggestion | null> {
  const named = parseSuggestionId(id);
  if (!named) return null;
  if (named.source === 'minutes') {
    const events = await store.readStream(minutesStream(named.sourceId));
    const recorded = events.find((e) => isEventOf(HearingMinutesRecorded, e));
    if (!recorded || !isEventOf(HearingMinutesRecorded, recorded) || events.some((e) => isEventOf(HearingMinutesRemoved, e))) return null;
    const userId = byLawyer(recorded);
    const hearing = fold(hearingDecider, await store.readStream(hearingStream(recorded.data.hearingId))).state;
    const hearingDate = hearing.fields.hearingDate;
    if (userId === null || !hearing.exists || hearing.cancelled || typeof hearingDate !== 'string') return null;
    return minutesSuggestion({ minutesId: named.sourceId, caseId: recorded.data.caseId, userId, hearingDate });
  }
  if (named.source === 'document') {
    const events = await store.readStream(caseDocumentStream(named.sourceId));
    const filed = events.find((e) => isEventOf(CaseDocumentFiled, e));
    if (!filed || !isEventOf(CaseDocumentFiled, filed) || events.some((e) => isEventOf(CaseDocumentRemoved, e))) return null;
    const userId = byLawyer(filed);
    if (userId === null) return null;
    return documentSuggestion({ documentId: named.sourceId, caseId: filed.data.caseId, userId, date: dayIn(timezone, new Date(filed.metadata.time!)), name: filed.data.name });
  }
  const events = await store.readStream(appointmentStream(named.sourceId));
  const meeting = fold(appointmentDecider, events).state;
  const held = events.filter((e) => isEventOf(AppointmentStatusChanged, e)).at(-1);
  if (!meeting.exists || meeting.type !== 'meeting' || meeting.status !== 'completed' || !held) return null;
  const userId = byLawyer(held);
  if (userId === null) return null;
  return meetingSuggestion({ appointmentId: named.sourceId, caseId: meeting.caseId, userId, date: meeting.date });
}
