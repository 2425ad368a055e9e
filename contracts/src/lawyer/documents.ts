import { z } from 'zod';
import { defineEvent, int, object, str } from '../events/registry.js';
import { requiredText } from '../validation.js';

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
const hearingDoc = { hearingId: int(1), caseId: int(1), documentId: str(64) };
export const HearingDocumentRenamed = defineEvent({ type: 'HearingDocumentRenamed', version: 1, schema: object({ ...hearingDoc, name: str(300), previousName: str(300) }, [...Object.keys(hearingDoc), 'name']) });
export const HearingDocumentRemoved = defineEvent({ type: 'HearingDocumentRemoved', version: 1, schema: object({ ...hearingDoc, name: str(300) }) });

const minutesDoc = { minutesId: int(1), hearingId: int(1), caseId: int(1), documentId: str(40) };
export const MinutesDocumentRenamed = defineEvent({ type: 'MinutesDocumentRenamed', version: 1, schema: object({ ...minutesDoc, name: str(300), previousName: str(300) }, [...Object.keys(minutesDoc), 'name']) });
export const MinutesDocumentRemoved = defineEvent({ type: 'MinutesDocumentRemoved', version: 1, schema: object({ ...minutesDoc, name: str(300) }) });

const attachment = { fileId: int(1), attachmentId: str(64) };
export const FileAttachmentRenamed = defineEvent({ type: 'FileAttachmentRenamed', version: 1, schema: object({ ...attachment, name: str(300), previousName: str(300) }, [...Object.keys(attachment), 'name']) });
export const FileAttachmentRemoved = defineEvent({ type: 'FileAttachmentRemoved', version: 1, schema: object({ ...attachment, name: str(300) }) });
