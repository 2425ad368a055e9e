import {
  dayIn, documentSuggestion, meetingSuggestion, minutesSuggestion, suggestedTo,
  type AppointmentEvent, type CaseDocumentEvent, type HearingEvent, type MinutesEvent, type Suggestion, type SuggestionEvent,
} from '@lawfirm/contracts';
import { firmTimezoneOf, type ReadModelStore, type RecordedEvent } from '@lawfirm/platform';
import { handlersOf, textIndex, type Projection } from './projection.js';

const byLawyer = (e: Pick<RecordedEvent, 'metadata'>) => suggestedTo(e.metadata);
const COLLECTION = 'billing_suggestions' as const;

/** a suggestion offered (again): its proposal as contracts derive it, what became of it kept */
async function offer(store: ReadModelStore, s: Suggestion, e: Pick<RecordedEvent, 'metadata'>, extra: Record<string, unknown> = {}) {
  const c = await store.collection('cases').findOne({ id: s.caseId });
  const rows = store.collection(COLLECTION);
  const proposal = {
    source: s.source, sourceId: s.sourceId, userId: s.userId, caseId: s.caseId, caseNumber: c?.caseNumber ?? null, titleEn: c?.titleEn ?? null, titleAr: c?.titleAr ?? null,
    date: s.date, activity: s.activity, minutes: s.minutes, description: s.description.en, descriptionAr: s.description.ar, updatedAt: e.metadata.time, ...extra,
  };
  // offered again (a moved hearing, minutes recorded anew): the proposal changes, what became of it stays
  await rows.updateOne({ id: s.id }, { $set: proposal, $setOnInsert: { status: 'open', timeEntryId: null, createdAt: e.metadata.time } }, { upsert: true });
}
/** its source no longer offers it: gone unless it was accepted or dismissed */
const withdraw = (store: ReadModelStore, filter: Record<string, unknown>) => store.collection(COLLECTION).deleteMany({ ...filter, status: 'open' });

/**
 * Suggested time entries (`billing_suggestions`): one per minutes recorded on a hearing, document
 * filed on a case and meeting marked held by a lawyer, derived by contracts' minutesSuggestion,
 * documentSuggestion and meetingSuggestion (as the accept command derives them from the source's
 * streams), `open` until accepted or dismissed (the suggestion's stream), withdrawn while open when
 * its source goes (minutes removed, a hearing cancelled, a document deleted, a meeting no longer held).
 */
export const suggestionsProjection: Projection = {
  name: 'billing-suggestions',
  collections: [COLLECTION],
  indexes: { billing_suggestions: [{ id: 1 }, { userId: 1, status: 1, date: 1 }, { source: 1, hearingId: 1 }, textIndex('description', 'descriptionAr')] },
  handlers: handlersOf<MinutesEvent | HearingEvent | CaseDocumentEvent | AppointmentEvent | SuggestionEvent>({
    HearingMinutesRecorded: async (e, store) => {
      const userId = byLawyer(e);
      const hearing = await store.collection('hearings').findOne({ id: e.data.hearingId });
      if (userId === null || !hearing || typeof hearing.hearingDate !== 'string') return;
      await offer(store, minutesSuggestion({ minutesId: e.data.minutesId, caseId: e.data.caseId, userId, hearingDate: hearing.hearingDate }), e, { hearingId: e.data.hearingId });
    },
    HearingMinutesRemoved: async (e, store) => {
      await withdraw(store, { source: 'minutes', sourceId: e.data.minutesId });
    },
    HearingCancelled: async (e, store) => {
      await withdraw(store, { source: 'minutes', hearingId: e.data.hearingId });
    },
    // the hearing's day moved: its minutes' suggestions follow it
    HearingRescheduled: async (e, store) => {
      for (const row of await store.collection(COLLECTION).find({ source: 'minutes', hearingId: e.data.hearingId, status: 'open' }))
        await offer(store, minutesSuggestion({ minutesId: row.sourceId as number, caseId: row.caseId as number, userId: row.userId as number, hearingDate: e.data.hearingDate }), e);
    },
    CaseDocumentFiled: async (e, store) => {
      const userId = byLawyer(e);
      if (userId === null) return;
      const date = dayIn(firmTimezoneOf(), new Date(e.metadata.time!));
      await offer(store, documentSuggestion({ documentId: e.data.documentId, caseId: e.data.caseId, userId, date, name: e.data.name }), e);
    },
    CaseDocumentRemoved: async (e, store) => {
      await withdraw(store, { source: 'document', sourceId: e.data.documentId });
    },
    AppointmentStatusChanged: async (e, store) => {
      const meeting = await store.collection('appointments').findOne({ id: e.data.appointmentId });
      const userId = byLawyer(e);
      if (e.data.status === 'completed' && meeting?.type === 'meeting' && typeof meeting.date === 'string' && userId !== null)
        await offer(store, meetingSuggestion({ appointmentId: e.data.appointmentId, caseId: e.data.caseId, userId, date: meeting.date }), e);
      else await withdraw(store, { source: 'meeting', sourceId: e.data.appointmentId });
    },
    SuggestionAccepted: async (e, store) => {
      await store.collection(COLLECTION).updateOne({ id: e.data.suggestionId }, { $set: { status: 'accepted', timeEntryId: e.data.timeEntryId, updatedAt: e.metadata.time } });
    },
    SuggestionAcceptanceUndone: async (e, store) => {
      await store.collection(COLLECTION).updateOne({ id: e.data.suggestionId }, { $set: { status: 'open', timeEntryId: null, updatedAt: e.metadata.time } });
    },
    SuggestionDismissed: async (e, store) => {
      await store.collection(COLLECTION).updateOne({ id: e.data.suggestionId }, { $set: { status: 'dismissed', updatedAt: e.metadata.time } });
    },
  }),
};
