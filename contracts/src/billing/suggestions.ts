import { z } from 'zod';
import { declareEvent, text, whole, type EventOf } from '../events/typed.js';
import { bilingual, type Bilingual } from '../messages.js';
import { withoutIsolates } from '../i18n/isolate.js';
import { dayInBoth } from '../dayFormat.js';
import type { TimeActivity } from './timeEntries.js';
import { timeEntryFieldsInput } from './inputs.js';

/**
 * Suggested time entries: work the portal already knows a lawyer did, offered as a time entry to
 * accept (as proposed or edited) or dismiss. A suggestion is not recorded when it appears: it is
 * derived from its source (the minutes recorded on a hearing, a document filed on a case, a meeting
 * marked held) and named by it, so the read model and the write model name the same one. What is
 * recorded is its end, on stream `billing-suggestion-{id}`: accepted (with the time entry it made,
 * in the same append as the entry) or dismissed.
 */
export const suggestionSources = ['minutes', 'document', 'meeting'] as const;
export type SuggestionSource = (typeof suggestionSources)[number];

/** `minutes-12` (the minutes' id), `document-7` (the case document's id), `meeting-3` (the appointment's id) */
export const suggestionId = (source: SuggestionSource, sourceId: number) => `${source}-${sourceId}`;
export const SUGGESTION_ID = /^(minutes|document|meeting)-([1-9]\d{0,14})$/;
/** a suggestion's id as sent in a URL, or null when it names none */
export const parseSuggestionId = (id: string): { source: SuggestionSource; sourceId: number } | null => {
  const m = SUGGESTION_ID.exec(id);
  return m ? { source: m[1] as SuggestionSource, sourceId: Number(m[2]) } : null;
};
export const suggestionStream = (id: string) => `billing-suggestion-${id}`;

/** whom work recorded by an event's author is suggested to: the employee who did it (an admin's work suggests nothing) */
export const suggestedTo = (metadata: { userType?: unknown; userId?: unknown }): number | null =>
  metadata.userType === 'employee' && typeof metadata.userId === 'number' ? metadata.userId : null;

/** the activity each source proposes */
export const suggestedActivity: Record<SuggestionSource, TimeActivity> = { minutes: 'hearing_attendance', document: 'drafting', meeting: 'client_meeting' };
/**
 * The minutes each source proposes: the portal does not know how long the work took (minutes carry
 * the hearing's time of day, not its length; an upload says nothing of the drafting), so each
 * proposes a default the lawyer edits on accepting: a hearing 60, a meeting 60, a document 30.
 */
export const suggestedMinutes: Record<SuggestionSource, number> = { minutes: 60, document: 30, meeting: 60 };

/** A suggestion as derived from its source: for whom, on which case, the firm's day, and what it proposes. */
export interface Suggestion {
  id: string;
  source: SuggestionSource;
  sourceId: number;
  /** the lawyer who did the work: who recorded the minutes, filed the document, marked the meeting held */
  userId: number;
  caseId: number;
  date: string;
  activity: TimeActivity;
  minutes: number;
  /** the proposed description in English and Arabic (the catalogue's wordings, billing.suggestion.*) */
  description: Bilingual;
}

const worded = (key: Parameters<typeof bilingual>[0], params: Record<string, string>): Bilingual => {
  const { en, ar } = bilingual(key, params);
  // a description is stored as text and printed on invoices: no direction marks in it
  return { en: withoutIsolates(en), ar: withoutIsolates(ar) };
};

const suggestion = (source: SuggestionSource, sourceId: number, at: { userId: number; caseId: number; date: string }, description: Bilingual): Suggestion => ({
  id: suggestionId(source, sourceId), source, sourceId, ...at, activity: suggestedActivity[source], minutes: suggestedMinutes[source], description,
});

/** minutes recorded on a hearing: its attendance, on the hearing's day */
export const minutesSuggestion = (s: { minutesId: number; caseId: number; userId: number; hearingDate: string }): Suggestion => {
  const day = dayInBoth(s.hearingDate);
  return suggestion('minutes', s.minutesId, { userId: s.userId, caseId: s.caseId, date: s.hearingDate }, {
    en: worded('billing.suggestion.minutes', { day: day.en }).en,
    ar: worded('billing.suggestion.minutes', { day: day.ar }).ar,
  });
};

/** a document filed on a case: its drafting, on the firm's day it was filed */
export const documentSuggestion = (s: { documentId: number; caseId: number; userId: number; date: string; name: string }): Suggestion =>
  suggestion('document', s.documentId, { userId: s.userId, caseId: s.caseId, date: s.date }, worded('billing.suggestion.document', { name: s.name }));

/** a meeting on a case marked held (completed): a client meeting on its day */
export const meetingSuggestion = (s: { appointmentId: number; caseId: number; userId: number; date: string }): Suggestion => {
  const day = dayInBoth(s.date);
  return suggestion('meeting', s.appointmentId, { userId: s.userId, caseId: s.caseId, date: s.date }, {
    en: worded('billing.suggestion.meeting', { day: day.en }).en,
    ar: worded('billing.suggestion.meeting', { day: day.ar }).ar,
  });
};

const ended = { suggestionId: text(64), userId: whole(1) };
/** accepted by its lawyer as the time entry `timeEntryId` (recorded in the same append) */
export const SuggestionAccepted = declareEvent('SuggestionAccepted', 1, z.strictObject({ ...ended, timeEntryId: whole(1) }));
/** the acceptance taken back because its time entry could not be appended after it (EventStoreDB) */
export const SuggestionAcceptanceUndone = declareEvent('SuggestionAcceptanceUndone', 1, z.strictObject({ ...ended, timeEntryId: whole(1) }));
/** dismissed by its lawyer: it stays dismissed */
export const SuggestionDismissed = declareEvent('SuggestionDismissed', 1, z.strictObject(ended));

export type SuggestionEvent = EventOf<typeof SuggestionAccepted> | EventOf<typeof SuggestionAcceptanceUndone> | EventOf<typeof SuggestionDismissed>;

/**
 * Accepting as the API takes it: what the lawyer changes of the proposal (the day, minutes,
 * activity, description, billable), each as a time entry takes it, and the hourly rate in AED,
 * which the lawyer types as for any time entry until rates are built.
 */
export const suggestionAcceptInput = timeEntryFieldsInput.partial({ date: true, minutes: true, activity: true, description: true });
export type SuggestionAcceptInput = z.output<typeof suggestionAcceptInput>;

/** what became of a suggestion (its `billing_suggestions` document's status) */
export type SuggestionStatus = 'open' | 'accepted' | 'dismissed';

/**
 * A suggested entry as GET /api/billing/suggestions answers it (a `billing_suggestions` document):
 * work the portal saw the lawyer do, with its case's number and titles and the proposed description
 * in English and in Arabic.
 */
export interface TimeSuggestionAnswer {
  id: string;
  source: SuggestionSource;
  sourceId: number;
  userId: number;
  caseId: number;
  caseNumber: string | null;
  titleEn: string | null;
  titleAr: string | null;
  date: string;
  activity: TimeActivity;
  minutes: number;
  description: string;
  descriptionAr: string;
  status: SuggestionStatus;
  /** the entry it became once accepted */
  timeEntryId: number | null;
  createdAt: string;
  updatedAt: string;
}
