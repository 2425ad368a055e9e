import { hearingDocumentKey, minutesFileDocumentId, type DocumentKind } from '@lawfirm/contracts';
import { DomainError, type Decider, type DomainEvent } from '../framework/decider.js';

/**
 * The documents filed on one stream (a case document's own stream, a hearing, minutes, a client file),
 * read from that stream's filing events: what can be renamed or deleted there.
 */
export interface DocumentsState {
  /** the stream's owner exists and is not cancelled, removed or closed */
  open: boolean;
  /** the ids every event of this stream carries (caseId, hearingId, minutesId, fileId) */
  ids: Record<string, number>;
  documents: Record<string, { name: string; removed: boolean }>;
}

export type DocumentsCommand =
  | { type: 'RenameDocument'; kind: DocumentKind; documentId: string; name: string }
  | { type: 'RemoveDocument'; kind: DocumentKind; documentId: string };

const events: Record<DocumentKind, { renamed: string; removed: string }> = {
  case: { renamed: 'CaseDocumentRenamed', removed: 'CaseDocumentRemoved' },
  hearing: { renamed: 'HearingDocumentRenamed', removed: 'HearingDocumentRemoved' },
  minutesFile: { renamed: 'HearingDocumentRenamed', removed: 'HearingDocumentRemoved' },
  minutes: { renamed: 'MinutesDocumentRenamed', removed: 'MinutesDocumentRemoved' },
  fileAttachment: { renamed: 'FileAttachmentRenamed', removed: 'FileAttachmentRemoved' },
};

type Blob = { id: string; filename: string };
const pick = (d: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.filter((k) => typeof d[k] === 'number').map((k) => [k, d[k] as number]));
const filed = (s: DocumentsState, id: string, name: string): DocumentsState => ({ ...s, documents: { ...s.documents, [id]: { name, removed: false } } });
const idOf = (d: Record<string, unknown>) => String(d.documentId ?? d.attachmentId);

export const documentsDecider: Decider<DocumentsState, DocumentsCommand> = {
  initialState: { open: false, ids: {}, documents: {} },
  evolve(state, event, { revision }) {
    const d = event.data as Record<string, unknown>;
    switch (event.type) {
      case 'CaseDocumentFiled':
        return filed({ ...state, open: true, ids: pick(d, ['caseId']) }, String(d.documentId), String(d.name));
      case 'HearingScheduled':
        return { ...state, open: true, ids: pick(d, ['hearingId', 'caseId']) };
      case 'HearingMinutesRecorded':
        return { ...state, open: true, ids: pick(d, ['minutesId', 'hearingId', 'caseId']) };
      case 'FileOpened':
        return { ...state, open: true, ids: pick(d, ['fileId']) };
      case 'HearingCancelled':
      case 'HearingMinutesRemoved':
      case 'FileClosed':
        return { ...state, open: false };
      // blobs are stored by their content: a hearing document is named by its filing (revision) and place in it
      case 'HearingDocumentsFiled':
        return (d.documents as Blob[]).reduce((s, f, index) => filed(s, hearingDocumentKey(revision, index), f.filename), state);
      // a new minutes file takes the place of the one before
      case 'HearingMinutesFileAttached':
        return filed(state, minutesFileDocumentId, (d.file as Blob).filename);
      case 'MinutesDocumentAttached':
        return filed(state, String(d.documentId), String(d.originalName));
      case 'FileAttachmentAdded':
        return filed(state, String(d.attachmentId), (d.file as Blob).filename);
      case 'CaseDocumentRenamed':
      case 'HearingDocumentRenamed':
      case 'MinutesDocumentRenamed':
      case 'FileAttachmentRenamed':
        return { ...state, documents: { ...state.documents, [idOf(d)]: { ...state.documents[idOf(d)], name: String(d.name) } } };
      case 'CaseDocumentRemoved':
      case 'HearingDocumentRemoved':
      case 'MinutesDocumentRemoved':
      case 'FileAttachmentRemoved':
        return { ...state, documents: { ...state.documents, [idOf(d)]: { ...state.documents[idOf(d)], removed: true } } };
      default:
        return state;
    }
  },
  decide(command, state): DomainEvent[] {
    const doc = state.documents[command.documentId];
    if (!state.open || !doc || doc.removed) throw new DomainError('not_found', 'error.documentNotFound');
    const { renamed, removed } = events[command.kind];
    const key = command.kind === 'fileAttachment' ? 'attachmentId' : 'documentId';
    const documentId = command.kind === 'case' ? Number(command.documentId) : command.documentId;
    const data = { ...state.ids, [key]: documentId };
    if (command.type === 'RemoveDocument') return [{ type: removed, data: { ...data, name: doc.name } }];
    const name = command.name.trim();
    if (!name) throw new DomainError('validation_failed', 'validation.documentNameRequired');
    return name === doc.name ? [] : [{ type: renamed, data: { ...data, name, previousName: doc.name } }];
  },
};
