import { z } from 'zod';
import type { CaseDocumentFiled } from './cases.js';
import { requiredText } from '../validation.js';
import { declareEvent, text, whole, type EventOf } from '../events/typed.js';

/**
 * Renaming and deleting what was filed on a case, its hearings, their minutes and a client file.
 * Each kind's events go to the stream its document was filed on; a deleted document's filing stays
 * in that stream (the History shows both), only the lists drop it.
 */
export const documentKinds = ['case', 'hearing', 'minutesFile', 'minutes', 'fileAttachment'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** A hearing document's id: the revision of the hearing stream's event that filed it and its place there. */
export const hearingDocumentKey = (revision: number, index: number) => `${revision}-${index}`;

/** The minutes file is one per hearing: its document id on the hearing stream. */
export const minutesFileDocumentId = 'minutes-file';

export const documentRenameInput = z.object({ name: requiredText('validation.documentNameRequired', 255) });
export type DocumentRenameInput = z.infer<typeof documentRenameInput>;

const caseDoc = { documentId: whole(1), caseId: whole(1) };
export const CaseDocumentRenamed = declareEvent('CaseDocumentRenamed', 1, z.strictObject({ ...caseDoc, name: text(300), previousName: text(300).optional() }));
export const CaseDocumentRemoved = declareEvent('CaseDocumentRemoved', 1, z.strictObject({ ...caseDoc, name: text(300), previousName: text(300).optional() }));
/** a case document's stream: its filing (cases.ts) and what was done to it since */
export type CaseDocumentEvent = EventOf<typeof CaseDocumentFiled> | EventOf<typeof CaseDocumentRenamed> | EventOf<typeof CaseDocumentRemoved>;

// a renamed document's name before and a deleted one's name at the time, so the History says which
// a hearing document is named by `hearingDocumentKey`; the minutes file by `minutes-file`
// (on the hearing's stream, the hearing's union beside its own events)
const hearingDoc = { hearingId: whole(1), caseId: whole(1), documentId: text(64) };
export const HearingDocumentRenamed = declareEvent('HearingDocumentRenamed', 1, z.strictObject({ ...hearingDoc, name: text(300), previousName: text(300).optional() }));
export const HearingDocumentRemoved = declareEvent('HearingDocumentRemoved', 1, z.strictObject({ ...hearingDoc, name: text(300) }));
export type HearingDocumentEvent = EventOf<typeof HearingDocumentRenamed> | EventOf<typeof HearingDocumentRemoved>;

// on the minutes' stream
const minutesDoc = { minutesId: whole(1), hearingId: whole(1), caseId: whole(1), documentId: text(40) };
export const MinutesDocumentRenamed = declareEvent('MinutesDocumentRenamed', 1, z.strictObject({ ...minutesDoc, name: text(300), previousName: text(300).optional() }));
export const MinutesDocumentRemoved = declareEvent('MinutesDocumentRemoved', 1, z.strictObject({ ...minutesDoc, name: text(300) }));
export type MinutesDocumentEvent = EventOf<typeof MinutesDocumentRenamed> | EventOf<typeof MinutesDocumentRemoved>;

// on the client file's stream
const attachment = { fileId: whole(1), attachmentId: text(64) };
export const FileAttachmentRenamed = declareEvent('FileAttachmentRenamed', 1, z.strictObject({ ...attachment, name: text(300), previousName: text(300).optional() }));
export const FileAttachmentRemoved = declareEvent('FileAttachmentRemoved', 1, z.strictObject({ ...attachment, name: text(300) }));
export type FileAttachmentEvent = EventOf<typeof FileAttachmentRenamed> | EventOf<typeof FileAttachmentRemoved>;
