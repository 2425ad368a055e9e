import { describe, it } from 'vitest';
import { deciderSpec } from '../framework/spec.js';
import { documentsDecider } from './documents.js';

const spec = deciderSpec(documentsDecider);
const blob = (id: string, filename: string) => ({ id, filename, size: 10, contentType: 'application/pdf', sha256: 'x' });
const caseDoc = { type: 'CaseDocumentFiled', data: { documentId: 4, caseId: 2, name: 'Power of attorney', category: 'Contract', categoryId: null, file: blob('b1', 'poa.pdf') } };
const hearing = { type: 'HearingScheduled', data: { hearingId: 5, caseId: 2, hearingDate: '2026-12-01' } };
const hearingDocs = { type: 'HearingDocumentsFiled', data: { hearingId: 5, caseId: 2, description: null, documents: [blob('b2', 'memo.pdf'), blob('b3', 'exhibit.pdf')] } };
const minutesFile = { type: 'HearingMinutesFileAttached', data: { hearingId: 5, caseId: 2, file: blob('b4', 'minutes.docx') } };
const minutes = { type: 'HearingMinutesRecorded', data: { minutesId: 6, hearingId: 5, caseId: 2 } };
const minutesDoc = { type: 'MinutesDocumentAttached', data: { minutesId: 6, hearingId: 5, caseId: 2, documentId: 'm1', originalName: 'ruling.pdf', categoryId: null, file: blob('b5', 'ruling.pdf') } };
const file = { type: 'FileOpened', data: { fileId: 8, subject: 'Supplier dispute' } };
const attachment = { type: 'FileAttachmentAdded', data: { fileId: 8, attachmentId: 'a1', category: 'Contract', file: blob('b6', 'contract.pdf') } };

describe('documents: rename and delete', () => {
  it('renames a case document, and a rename to the same name changes nothing', () => {
    spec.given([caseDoc]).when({ type: 'RenameDocument', kind: 'case', documentId: '4', name: '  Signed power of attorney ' })
      .then([{ type: 'CaseDocumentRenamed', data: { caseId: 2, documentId: 4, name: 'Signed power of attorney', previousName: 'Power of attorney' } }]);
    spec.given([caseDoc]).when({ type: 'RenameDocument', kind: 'case', documentId: '4', name: 'Power of attorney' }).then([]);
  });

  it('refuses a blank name', () => {
    spec.given([caseDoc]).when({ type: 'RenameDocument', kind: 'case', documentId: '4', name: '   ' }).thenFails('validation_failed', 'validation.documentNameRequired');
  });

  it('deletes a hearing document by its id; the other stays and can still be renamed', () => {
    spec.given([hearing, hearingDocs]).when({ type: 'RemoveDocument', kind: 'hearing', documentId: '1-0' })
      .then([{ type: 'HearingDocumentRemoved', data: { hearingId: 5, caseId: 2, documentId: '1-0', name: 'memo.pdf' } }]);
    spec.given([hearing, hearingDocs, { type: 'HearingDocumentRemoved', data: { hearingId: 5, caseId: 2, documentId: '1-0', name: 'memo.pdf' } }])
      .when({ type: 'RenameDocument', kind: 'hearing', documentId: '1-1', name: 'Exhibit A' })
      .then([{ type: 'HearingDocumentRenamed', data: { hearingId: 5, caseId: 2, documentId: '1-1', name: 'Exhibit A', previousName: 'exhibit.pdf' } }]);
  });

  it('refuses to rename or delete a document deleted already', () => {
    const removed = { type: 'HearingDocumentRemoved', data: { hearingId: 5, caseId: 2, documentId: '1-0', name: 'memo.pdf' } };
    spec.given([hearing, hearingDocs, removed]).when({ type: 'RemoveDocument', kind: 'hearing', documentId: '1-0' }).thenFails('not_found', 'error.documentNotFound');
    spec.given([hearing, hearingDocs, removed]).when({ type: 'RenameDocument', kind: 'hearing', documentId: '1-0', name: 'Memo' }).thenFails('not_found', 'error.documentNotFound');
    spec.given([caseDoc, { type: 'CaseDocumentRemoved', data: { documentId: 4, caseId: 2, name: 'Power of attorney' } }]).when({ type: 'RemoveDocument', kind: 'case', documentId: '4' }).thenFails('not_found', 'error.documentNotFound');
  });

  it('renames and deletes the minutes file on its hearing', () => {
    spec.given([hearing, minutesFile]).when({ type: 'RenameDocument', kind: 'minutesFile', documentId: 'minutes-file', name: 'Minutes 1 Dec' })
      .then([{ type: 'HearingDocumentRenamed', data: { hearingId: 5, caseId: 2, documentId: 'minutes-file', name: 'Minutes 1 Dec', previousName: 'minutes.docx' } }]);
    spec.given([hearing, minutesFile]).when({ type: 'RemoveDocument', kind: 'minutesFile', documentId: 'minutes-file' })
      .then([{ type: 'HearingDocumentRemoved', data: { hearingId: 5, caseId: 2, documentId: 'minutes-file', name: 'minutes.docx' } }]);
    // a hearing without a minutes file has none to delete
    spec.given([hearing]).when({ type: 'RemoveDocument', kind: 'minutesFile', documentId: 'minutes-file' }).thenFails('not_found', 'error.documentNotFound');
  });

  it('renames and deletes a minutes document, and refuses once the minutes are deleted', () => {
    spec.given([minutes, minutesDoc]).when({ type: 'RenameDocument', kind: 'minutes', documentId: 'm1', name: 'Ruling' })
      .then([{ type: 'MinutesDocumentRenamed', data: { minutesId: 6, hearingId: 5, caseId: 2, documentId: 'm1', name: 'Ruling', previousName: 'ruling.pdf' } }]);
    spec.given([minutes, minutesDoc]).when({ type: 'RemoveDocument', kind: 'minutes', documentId: 'm1' })
      .then([{ type: 'MinutesDocumentRemoved', data: { minutesId: 6, hearingId: 5, caseId: 2, documentId: 'm1', name: 'ruling.pdf' } }]);
    spec.given([minutes, minutesDoc, { type: 'HearingMinutesRemoved', data: { minutesId: 6, hearingId: 5, caseId: 2 } }])
      .when({ type: 'RemoveDocument', kind: 'minutes', documentId: 'm1' }).thenFails('not_found', 'error.documentNotFound');
  });

  it('refuses a document of a cancelled hearing, and one that was never filed', () => {
    spec.given([hearing, hearingDocs, { type: 'HearingCancelled', data: { hearingId: 5, caseId: 2 } }])
      .when({ type: 'RenameDocument', kind: 'hearing', documentId: '1-1', name: 'x' }).thenFails('not_found', 'error.documentNotFound');
    spec.given([hearing, hearingDocs]).when({ type: 'RemoveDocument', kind: 'hearing', documentId: 'nope' }).thenFails('not_found', 'error.documentNotFound');
  });

  it('renames and deletes a client file attachment, not one of a closed file', () => {
    spec.given([file, attachment]).when({ type: 'RenameDocument', kind: 'fileAttachment', documentId: 'a1', name: 'Supply contract' })
      .then([{ type: 'FileAttachmentRenamed', data: { fileId: 8, attachmentId: 'a1', name: 'Supply contract', previousName: 'contract.pdf' } }]);
    spec.given([file, attachment]).when({ type: 'RemoveDocument', kind: 'fileAttachment', documentId: 'a1' })
      .then([{ type: 'FileAttachmentRemoved', data: { fileId: 8, attachmentId: 'a1', name: 'contract.pdf' } }]);
    spec.given([file, attachment, { type: 'FileClosed', data: { fileId: 8, reason: null } }])
      .when({ type: 'RemoveDocument', kind: 'fileAttachment', documentId: 'a1' }).thenFails('not_found', 'error.documentNotFound');
  });
});
