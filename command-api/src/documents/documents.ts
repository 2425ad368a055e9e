import {
  hearingDocumentKey,
  minutesFileDocumentId,
  CaseDocumentFiled,
  HearingScheduled,
  HearingMinutesRecorded,
  FileOpened,
  HearingCancelled,
  HearingMinutesRemoved,
  FileClosed,
  HearingDocumentsFiled,
  HearingMinutesFileAttached,
  MinutesDocumentAttached,
  FileAttachmentAdded,
  CaseDocumentRenamed,
  HearingDocumentRenamed,
  MinutesDocumentRenamed,
  FileAttachmentRenamed,
  CaseDocumentRemoved,
  HearingDocumentRemoved,
  MinutesDocumentRemoved,
  FileAttachmentRemoved,
  type DocumentKind,
  type EventOf,
} from '@lawfirm/contracts';
import { DomainError, typedDecider } from '../framework/decider.js';

/**
 * The documents filed on one stream (a case document's own stream, a hearing, minutes, a client file),
 * read from that stream's filing events: what can be renamed or deleted there.
 */
export interface DocumentsState {
  /** the stream's owner exists and is not cancelled, removed or closed */
  open: boolean;
  /** the ids every event of this stream carries (caseId, hearingId, minutesId, fileId) */
  ids: { caseId?: number; hearingId?: number; minutesId?: number; fileId?: number };
  documents: Record<string, { name: string; removed: boolean }>;
}

export type DocumentsCommand =
  | { type: 'RenameDocument'; kind: DocumentKind; documentId: string; name: string }
  | { type: 'RemoveDocument'; kind: DocumentKind; documentId: string };

/** the events of the streams documents are filed on that file, rename or delete them, or open and close the stream's owner */
type DocumentsEvent = EventOf<
  | typeof CaseDocumentFiled | typeof HearingScheduled | typeof HearingMinutesRecorded | typeof FileOpened | typeof HearingCancelled | typeof HearingMinutesRemoved | typeof FileClosed
  | typeof HearingDocumentsFiled | typeof HearingMinutesFileAttached | typeof MinutesDocumentAttached | typeof FileAttachmentAdded
  | typeof CaseDocumentRenamed | typeof HearingDocumentRenamed | typeof MinutesDocumentRenamed | typeof FileAttachmentRenamed
  | typeof CaseDocumentRemoved | typeof HearingDocumentRemoved | typeof MinutesDocumentRemoved | typeof FileAttachmentRemoved
>;

const filed = (s: DocumentsState, id: string, name: string): DocumentsState => ({ ...s, documents: { ...s.documents, [id]: { name, removed: false } } });
const renamed = (s: DocumentsState, id: string | number, name: string): DocumentsState => ({ ...s, documents: { ...s.documents, [id]: { ...s.documents[id], name } } });
const removed = (s: DocumentsState, id: string | number): DocumentsState => ({ ...s, documents: { ...s.documents, [id]: { ...s.documents[id], removed: true } } });
const closed = (s: DocumentsState): DocumentsState => ({ ...s, open: false });

/** the id the stream's events carry, refused as not found when the stream is not of that kind's owner */
const idOf = (id: number | undefined) => {
  if (id === undefined) throw new DomainError('not_found', 'error.documentNotFound');
  return id;
};

export const documentsDecider = typedDecider<DocumentsState, DocumentsCommand, DocumentsEvent>({
  initialState: { open: false, ids: {}, documents: {} },
  evolve: {
    CaseDocumentFiled: (state, d) => filed({ ...state, open: true, ids: { caseId: d.caseId } }, String(d.documentId), d.name),
    HearingScheduled: (state, d) => ({ ...state, open: true, ids: { hearingId: d.hearingId, caseId: d.caseId } }),
    HearingMinutesRecorded: (state, d) => ({ ...state, open: true, ids: { minutesId: d.minutesId, hearingId: d.hearingId, caseId: d.caseId } }),
    FileOpened: (state, d) => ({ ...state, open: true, ids: { fileId: d.fileId } }),
    HearingCancelled: closed,
    HearingMinutesRemoved: closed,
    FileClosed: closed,
    // blobs are stored by their content: a hearing document is named by its filing (revision) and place in it
    HearingDocumentsFiled: (state, d, { revision }) => d.documents.reduce((s, f, index) => filed(s, hearingDocumentKey(revision, index), f.filename), state),
    // a new minutes file takes the place of the one before
    HearingMinutesFileAttached: (state, d) => filed(state, minutesFileDocumentId, d.file.filename),
    MinutesDocumentAttached: (state, d) => filed(state, d.documentId, d.originalName),
    FileAttachmentAdded: (state, d) => filed(state, d.attachmentId, d.file.filename),
    CaseDocumentRenamed: (state, d) => renamed(state, d.documentId, d.name),
    HearingDocumentRenamed: (state, d) => renamed(state, d.documentId, d.name),
    MinutesDocumentRenamed: (state, d) => renamed(state, d.documentId, d.name),
    FileAttachmentRenamed: (state, d) => renamed(state, d.attachmentId, d.name),
    CaseDocumentRemoved: (state, d) => removed(state, d.documentId),
    HearingDocumentRemoved: (state, d) => removed(state, d.documentId),
    MinutesDocumentRemoved: (state, d) => removed(state, d.documentId),
    FileAttachmentRemoved: (state, d) => removed(state, d.attachmentId),
  },
  decide: {
    RenameDocument(command, state) {
      const doc = existing(state, command.documentId);
      const name = command.name.trim();
      if (!name) throw new DomainError('validation_failed', 'validation.documentNameRequired');
      if (name === doc.name) return [];
      const change = { name, previousName: doc.name };
      const { ids } = state;
      const { documentId } = command;
      switch (command.kind) {
        case 'case':
          return [CaseDocumentRenamed.of({ caseId: idOf(ids.caseId), documentId: Number(documentId), ...change })];
        case 'hearing':
        case 'minutesFile':
          return [HearingDocumentRenamed.of({ hearingId: idOf(ids.hearingId), caseId: idOf(ids.caseId), documentId, ...change })];
        case 'minutes':
          return [MinutesDocumentRenamed.of({ minutesId: idOf(ids.minutesId), hearingId: idOf(ids.hearingId), caseId: idOf(ids.caseId), documentId, ...change })];
        case 'fileAttachment':
          return [FileAttachmentRenamed.of({ fileId: idOf(ids.fileId), attachmentId: documentId, ...change })];
      }
    },
    RemoveDocument(command, state) {
      const { name } = existing(state, command.documentId);
      const { ids } = state;
      const { documentId } = command;
      switch (command.kind) {
        case 'case':
          return [CaseDocumentRemoved.of({ caseId: idOf(ids.caseId), documentId: Number(documentId), name })];
        case 'hearing':
        case 'minutesFile':
          return [HearingDocumentRemoved.of({ hearingId: idOf(ids.hearingId), caseId: idOf(ids.caseId), documentId, name })];
        case 'minutes':
          return [MinutesDocumentRemoved.of({ minutesId: idOf(ids.minutesId), hearingId: idOf(ids.hearingId), caseId: idOf(ids.caseId), documentId, name })];
        case 'fileAttachment':
          return [FileAttachmentRemoved.of({ fileId: idOf(ids.fileId), attachmentId: documentId, name })];
      }
    },
  },
});

function existing(state: DocumentsState, documentId: string) {
  const doc = state.documents[documentId];
  if (!state.open || !doc || doc.removed) throw new DomainError('not_found', 'error.documentNotFound');
  return doc;
}
