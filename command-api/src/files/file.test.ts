import { describe, it } from 'vitest';
import { deciderSpec } from '../framework/spec.js';
import { fileDecider, type Assignment, type FileFields, type NewAttachment } from './file.js';

const spec = deciderSpec(fileDecider);
const fields: FileFields = { fileNumber: 'FL-00001', subject: 'Supplier dispute', notes: null, caseDirection: 'withUs', clientId: 3, departmentId: 1, officeId: 2 };
const opened = { type: 'FileOpened', data: { fileId: 1, ...fields } };
const assigned = { type: 'LawyerAssignedToFile', data: { fileId: 1, lawyerId: 7, role: 'responsible' } };
const lawyer = { userType: 'employee' as const, id: 7 };
const stranger = { userType: 'employee' as const, id: 9 };
const admin = { userType: 'admin' as const, id: 1 };

describe('client file', () => {
  it('opens with its lawyers only for a client with an initiation agreement', () => {
    spec.given([]).when({ type: 'OpenFile', fileId: 1, fields, lawyers: [{ id: 7, role: 'responsible' }], attachments: [], clientHasAgreement: true }).then([opened, assigned]);
    spec.given([]).when({ type: 'OpenFile', fileId: 1, fields, lawyers: [], attachments: [], clientHasAgreement: false }).thenFails('validation_failed', 'files.needsAgreement');
  });

  it('assigns a lawyer once', () => {
    spec
      .given([])
      .when({ type: 'OpenFile', fileId: 1, fields, lawyers: [{ id: 7, role: 'responsible' }, { id: 7, role: 'supervisor' }], attachments: [], clientHasAgreement: true })
      .thenFails('validation_failed', 'validation.lawyerTwice');
  });

  it('records lawyer changes as assignments and unassignments', () => {
    spec
      .given([opened, assigned])
      .when({ type: 'ReviseFile', actor: lawyer, fields, lawyers: [{ id: 7, role: 'supervisor' }, { id: 8, role: 'responsible' }], clientHasAgreement: true })
      .then([
        { type: 'LawyerUnassignedFromFile', data: { fileId: 1, lawyerId: 7 } },
        { type: 'LawyerAssignedToFile', data: { fileId: 1, lawyerId: 7, role: 'supervisor' } },
        { type: 'LawyerAssignedToFile', data: { fileId: 1, lawyerId: 8, role: 'responsible' } },
      ]);
  });

  it('is deleted only by an admin or an assigned lawyer', () => {
    spec.given([opened, assigned]).when({ type: 'CloseFile', actor: stranger }).thenFails('forbidden', 'files.onlyResponsibleMayDelete');
    spec.given([opened, assigned]).when({ type: 'CloseFile', actor: lawyer }).then([{ type: 'FileClosed', data: { fileId: 1, reason: null } }]);
    spec.given([opened]).when({ type: 'CloseFile', actor: admin }).then([{ type: 'FileClosed', data: { fileId: 1, reason: null } }]);
  });

  it('is changed only by its lawyers or an admin', () => {
    spec.given([opened, assigned]).when({ type: 'ReviseFile', actor: stranger, fields, lawyers: [{ id: 7, role: 'responsible' }], clientHasAgreement: true }).thenFails('forbidden', 'files.notYours');
  });

  describe('refusals', () => {
    const closed = { type: 'FileClosed', data: { fileId: 1, reason: null } };
    const attachment: NewAttachment = { attachmentId: 'a1', category: 'contract', file: { id: 'b1', filename: 'contract.pdf', size: 10, contentType: 'application/pdf', sha256: 'x' } };
    const revise = (over: Partial<FileFields>, clientHasAgreement = true, lawyers: Assignment[] = [{ id: 7, role: 'responsible' }]) =>
      ({ type: 'ReviseFile' as const, actor: lawyer, fields: { ...fields, ...over }, lawyers, clientHasAgreement });

    it('given an opened file, when a file is opened under its id, then it is refused as a conflict', () => {
      spec.given([opened, assigned]).when({ type: 'OpenFile', fileId: 1, fields, lawyers: [], attachments: [], clientHasAgreement: true }).thenFails('conflict', 'error.conflict');
    });

    it('given a client without an initiation agreement, when a file is opened, then it is refused in words', () => {
      spec.given([]).when({ type: 'OpenFile', fileId: 1, fields, lawyers: [], attachments: [], clientHasAgreement: false }).thenFails('validation_failed', 'files.needsAgreement');
    });

    it('given no file, when it is changed, attached to or deleted, then it is not found', () => {
      spec.given([]).when(revise({})).thenFails('not_found', 'error.notFound');
      spec.given([]).when({ type: 'AddFileAttachments', actor: admin, attachments: [attachment] }).thenFails('not_found', 'error.notFound');
      spec.given([]).when({ type: 'CloseFile', actor: admin }).thenFails('not_found', 'error.notFound');
    });

    it('given a closed file, when it is changed, attached to or deleted again, then it is not found, even for its lawyer or an admin', () => {
      spec.given([opened, assigned, closed]).when(revise({ subject: 'Reopened' })).thenFails('not_found', 'error.notFound');
      spec.given([opened, assigned, closed]).when({ type: 'AddFileAttachments', actor: lawyer, attachments: [attachment] }).thenFails('not_found', 'error.notFound');
      spec.given([opened, assigned, closed]).when({ type: 'CloseFile', actor: admin }).thenFails('not_found', 'error.notFound');
    });

    it('given a file, when a lawyer not on it attaches a document, then it is refused; its lawyer and an admin may', () => {
      spec.given([opened, assigned]).when({ type: 'AddFileAttachments', actor: stranger, attachments: [attachment] }).thenFails('forbidden', 'files.notYours');
      const added = [{ type: 'FileAttachmentAdded', data: { fileId: 1, ...attachment } }];
      spec.given([opened, assigned]).when({ type: 'AddFileAttachments', actor: lawyer, attachments: [attachment] }).then(added);
      spec.given([opened, assigned]).when({ type: 'AddFileAttachments', actor: admin, attachments: [attachment] }).then(added);
    });

    it('given a file, when a lawyer not on it deletes or changes it, then it is refused in words', () => {
      spec.given([opened, assigned]).when({ type: 'CloseFile', actor: stranger }).thenFails('forbidden', 'files.onlyResponsibleMayDelete');
      spec.given([opened, assigned]).when({ ...revise({}), actor: stranger }).thenFails('forbidden', 'files.notYours');
    });

    it('given a file, when a revision names a lawyer twice, then it is refused', () => {
      spec.given([opened, assigned]).when(revise({}, true, [{ id: 7, role: 'responsible' }, { id: 7, role: 'supervisor' }])).thenFails('validation_failed', 'validation.lawyerTwice');
    });

    it('given a file, when it is moved to a client without an initiation agreement, then it is refused; to one with an agreement it is moved', () => {
      spec.given([opened, assigned]).when(revise({ clientId: 4 }, false)).thenFails('validation_failed', 'files.needsAgreement');
      spec.given([opened, assigned]).when(revise({ clientId: 4 }, true)).then([{ type: 'FileDetailsRevised', data: { fileId: 1, clientId: 4 } }]);
      // its own client losing the agreement later does not block other changes
      spec.given([opened, assigned]).when(revise({ subject: 'Supplier dispute (appeal)' }, false)).then([{ type: 'FileDetailsRevised', data: { fileId: 1, subject: 'Supplier dispute (appeal)' } }]);
    });
  });
});
