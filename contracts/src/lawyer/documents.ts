import { z } from 'zod';
import { defineEvent, int, object, str } from '../events/registry.js';
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

const caseDoc = { documentId: int(1), caseId: int(1) };
export const CaseDocumentRenamed = defineEvent({ type: 'CaseDocumentRenamed', version: 1, schema: object({ ...caseDoc, name: str(300), previousName: str(300) }, [...Object.keys(caseDoc), 'name']) });
export const CaseDocumentRemoved = defineEvent({ type: 'CaseDocumentRemoved', version: 1, schema: object({ ...caseDoc, name: str(300), previousName: str(300) }, [...Object.keys(caseDoc), 'name']) });

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

const attachment = { fileId: int(1), attachmentId: str(64) };
export const FileAttachmentRenamed = defineEvent({ type: 'FileAttachmentRenamed', version: 1, schema: object({ ...attachment, name: str(300), previousName: str(300) }, [...Object.keys(attachment), 'name']) });
export const FileAttachmentRemoved = defineEvent({ type: 'FileAttachmentRemoved', version: 1, schema: object({ ...attachment, name: str(300) }) });
