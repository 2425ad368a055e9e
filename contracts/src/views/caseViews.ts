import type { AppointmentEvent } from '../lawyer/appointments.js';
import { appointmentStream } from '../lawyer/appointments.js';
import type { EventOf } from '../events/typed.js';
import type { CaseEvent, CaseUpdateLogged } from '../lawyer/cases.js';
import { deadlineStream } from '../lawyer/deadlines.js';
import type { HearingDocumentEvent, MinutesDocumentEvent, MinutesDocumentRemoved } from '../lawyer/documents.js';
import { hearingStream, type HearingEvent } from '../lawyer/hearings.js';
import { minutesStream, type MinutesDocumentAttached, type MinutesEvent } from '../lawyer/minutes.js';
import { reducer, stamp, typedReducer, without, type ViewDoc, type ViewEvent, type ViewReducers } from './view.js';

const patch = (fields: (e: ViewEvent) => Record<string, unknown>) => (doc: ViewDoc | null, e: ViewEvent) => (doc ? { ...doc, ...fields(e) } : null);

type HearingFile = Record<string, unknown> & { documentId?: string };
/** A hearing's documents (by `documentId`, see hearingDocumentKey) and its minutes file (`minutes-file`) renamed or deleted. */
const hearingDocument = (change: (d: HearingFile) => HearingFile | null) => (doc: ViewDoc | null, e: ViewEvent) => {
  if (!doc) return null;
  if (e.data.documentId === 'minutes-file') return { ...doc, minutesFile: doc.minutesFile ? change(doc.minutesFile as HearingFile) : null, ...stamp(e) };
  const documents = (doc.documents as HearingFile[]).map((d) => (d.documentId === e.data.documentId ? change(d) : d)).filter((d): d is HearingFile => d !== null);
  return { ...doc, documents, ...stamp(e) };
};

/** a conflict check overridden on a case (conflicts.ts, its schema not declared in zod: one of three ids) */
type ConflictOverriddenOnCase = { type: 'ConflictOverridden'; data: { caseId?: number } };

/** A case and everything filed on it: the read models of the case pages. */
export const caseViews = {
  cases: typedReducer<CaseEvent | ConflictOverriddenOnCase>('caseId', {
    CaseOpened: (_d, e) => ({ id: e.data.caseId, ...without(e.data, 'caseId'), createdAt: e.metadata.time, ...stamp(e) }),
    CaseDetailsRevised: patch((e) => ({ ...without(e.data, 'caseId'), ...stamp(e) })),
    CaseStatusChanged: patch((e) => ({ status: e.data.to, ...stamp(e) })),
    CaseUpdateLogged: patch((e) => stamp(e)),
    // only the version moves, so the next edit is not refused as stale
    ConflictOverridden: patch((e) => stamp(e)),
    FinalRulingIssued: patch((e) => ({
      finalRuling: { hearingId: e.data.hearingId, minutesId: e.data.minutesId, rulingDate: e.data.rulingDate, rulingText: e.data.rulingText, recordedAt: e.metadata.time },
      ...stamp(e),
    })),
    // the minutes that recorded the case's final ruling corrected its date or text
    FinalRulingRevised: (doc, e) => {
      if (!doc) return null;
      const ruling = doc.finalRuling as { minutesId?: number } | null | undefined;
      return { ...doc, ...(ruling?.minutesId === e.data.minutesId ? { finalRuling: { ...ruling, rulingDate: e.data.rulingDate, rulingText: e.data.rulingText } } : {}), ...stamp(e) };
    },
    // withdrawn with its minutes: an earlier minutes' ruling still recorded stands again, else none
    FinalRulingWithdrawn: (doc, e) => {
      if (!doc) return null;
      const ruling = doc.finalRuling as { minutesId?: number; recordedAt?: string } | null | undefined;
      const standing = e.data.standing;
      const kept = standing && ruling?.minutesId === standing.minutesId ? ruling.recordedAt : e.metadata.time;
      return { ...doc, finalRuling: standing ? { ...standing, recordedAt: kept } : null, ...stamp(e) };
    },
  }),
  case_updates: typedReducer<EventOf<typeof CaseUpdateLogged>>('updateId', {
    CaseUpdateLogged: (_d, e) => ({
      id: e.data.updateId, caseId: e.data.caseId, updateType: e.data.updateType, updateText: e.data.updateText,
      createdAt: e.metadata.time, createdBy: e.metadata.userId, createdByType: e.metadata.userType,
    }),
  }),
  hearings: typedReducer<HearingEvent | HearingDocumentEvent>('hearingId', {
    HearingScheduled: (_d, e) => ({ id: e.data.hearingId, ...without(e.data, 'hearingId'), status: 'Scheduled', documents: [], minutesFile: null, createdAt: e.metadata.time, ...stamp(e) }),
    HearingRescheduled: patch((e) => ({ hearingDate: e.data.hearingDate, hearingTime: e.data.hearingTime, ...stamp(e) })),
    HearingDetailsRevised: patch((e) => ({ ...without(e.data, 'hearingId', 'caseId'), ...stamp(e) })),
    // a cancelled hearing leaves the case with its documents and minutes file
    HearingCancelled: () => null,
    HearingDocumentsFiled: (doc, e) => {
      if (!doc) return null;
      const known = new Set((doc.documents as { position: number; index: number }[]).map((d) => `${d.position}:${d.index}`));
      const added = e.data.documents
        .map((file, index) => ({ ...file, index, position: e.position, documentId: `${e.revision}-${index}`, description: e.data.description, uploadedAt: e.metadata.time }))
        .filter((d) => !known.has(`${d.position}:${d.index}`));
      return { ...doc, documents: [...(doc.documents as unknown[]), ...added], ...stamp(e) };
    },
    HearingMinutesFileAttached: patch((e) => ({ minutesFile: { ...e.data.file, uploadedAt: e.metadata.time }, ...stamp(e) })),
    HearingDocumentRenamed: (doc, e) => hearingDocument((d) => ({ ...d, name: e.data.name }))(doc, e),
    HearingDocumentRemoved: hearingDocument(() => null),
    HearingAdjourned: patch((e) => ({ status: 'Adjourned', postponementReasonId: e.data.reasonId, adjournedByMinutesId: e.data.minutesId, ...stamp(e) })),
    HearingOutcomeRecorded: patch((e) => ({ status: e.data.status, postponementReasonId: null, adjournedByMinutesId: null, outcomeMinutesId: e.data.minutesId, ...stamp(e) })),
    HearingOutcomeWithdrawn: patch((e) => ({ status: 'Scheduled', postponementReasonId: null, adjournedByMinutesId: null, outcomeMinutesId: null, ...stamp(e) })),
  }),
  appointments: typedReducer<AppointmentEvent>('appointmentId', {
    AppointmentScheduled: (_d, e) => ({
      id: e.data.appointmentId, ...without(e.data, 'appointmentId'), notes: null, createdAt: e.metadata.time, createdBy: e.metadata.userId,
      // tasks made by automation keep the rule and the event that caused them
      source: String(e.metadata.command ?? '').startsWith('AutomatedTask:') ? { ruleId: Number(String(e.metadata.command).split(':')[1]), eventId: e.metadata.causationId } : null,
      ...stamp(e),
    }),
    // a note the portal wrote carries its Arabic (notesAr); a person's note replaces both
    AppointmentStatusChanged: (doc, e) => (doc ? { ...doc, status: e.data.status, ...(e.data.notes ? { notes: e.data.notes, notesAr: e.data.notesAr ?? null } : {}), ...stamp(e) } : null),
    AppointmentRescheduled: (doc, e) => (doc ? { ...doc, date: e.data.date, ...stamp(e) } : null),
  }),
  case_documents: reducer('documentId', {
    CaseDocumentFiled: (_d, e) => {
      const f = e.data.file;
      return { id: e.data.documentId, caseId: e.data.caseId, name: e.data.name, category: e.data.category, categoryId: e.data.categoryId, fileName: f.filename, fileSize: f.size, mimeType: f.contentType, file: f, createdAt: e.metadata.time };
    },
    CaseDocumentRenamed: patch((e) => ({ name: e.data.name, ...stamp(e) })),
    CaseDocumentRemoved: () => null,
  }),
  // a document renamed changes nothing the minutes hold
  hearing_minutes: typedReducer<MinutesEvent | EventOf<typeof MinutesDocumentRemoved>>('minutesId', {
    HearingMinutesRecorded: (_d, e) => ({ id: e.data.minutesId, ...without(e.data, 'minutesId'), documentIds: [], documentCount: 0, createdAt: e.metadata.time, createdBy: e.metadata.userId, ...stamp(e) }),
    HearingMinutesRevised: patch((e) => ({ ...without(e.data, 'minutesId'), ...stamp(e) })),
    HearingMinutesRemoved: () => null,
    MinutesDocumentAttached: (doc, e) => {
      if (!doc) return null;
      const ids = [...new Set([...((doc.documentIds as string[]) ?? []), e.data.documentId])];
      return { ...doc, documentIds: ids, documentCount: ids.length, ...stamp(e) };
    },
    MinutesDocumentRemoved: (doc, e) => {
      if (!doc) return null;
      const ids = ((doc.documentIds as string[]) ?? []).filter((id) => id !== e.data.documentId);
      return { ...doc, documentIds: ids, documentCount: ids.length, ...stamp(e) };
    },
  }),
  minutes_documents: typedReducer<EventOf<typeof MinutesDocumentAttached> | MinutesDocumentEvent>('documentId', {
    MinutesDocumentAttached: (_d, e) => {
      const f = e.data.file;
      return {
        id: e.data.documentId, minutesId: e.data.minutesId, hearingId: e.data.hearingId, caseId: e.data.caseId, originalName: e.data.originalName,
        fileName: f.filename, fileSize: f.size, mimeType: f.contentType, categoryId: e.data.categoryId, file: f, createdAt: e.metadata.time,
      };
    },
    MinutesDocumentRenamed: patch((e) => ({ originalName: e.data.name, ...stamp(e) })),
    MinutesDocumentRemoved: () => null,
  }),
} satisfies ViewReducers;

/** The streams whose events make up a case's story: the case and what hangs off it. */
export const caseChildStreamOf: Record<string, (data: Record<string, any>) => string> = {
  HearingScheduled: (d) => hearingStream(d.hearingId),
  AppointmentScheduled: (d) => appointmentStream(d.appointmentId),
  CaseDocumentFiled: (d) => `case-document-${d.documentId}`,
  HearingMinutesRecorded: (d) => minutesStream(d.minutesId),
  DeadlineOpened: (d) => deadlineStream(d.deadlineId),
};
