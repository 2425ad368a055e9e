import { describe, it } from 'vitest';
import { deciderSpec } from '../framework/spec.js';
import { fileDecider, type FileFields } from './file.js';

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
    spec.given([]).when({ type: 'OpenFile', fileId: 1, fields, lawyers: [], attachments: [], clientHasAgreement: false }).thenFails('validation_failed');
  });

  it('assigns a lawyer once', () => {
    spec
      .given([])
      .when({ type: 'OpenFile', fileId: 1, fields, lawyers: [{ id: 7, role: 'responsible' }, { id: 7, role: 'supervisor' }], attachments: [], clientHasAgreement: true })
      .thenFails('validation_failed');
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
    spec.given([opened, assigned]).when({ type: 'CloseFile', actor: stranger }).thenFails('forbidden');
    spec.given([opened, assigned]).when({ type: 'CloseFile', actor: lawyer }).then([{ type: 'FileClosed', data: { fileId: 1, reason: null } }]);
    spec.given([opened]).when({ type: 'CloseFile', actor: admin }).then([{ type: 'FileClosed', data: { fileId: 1, reason: null } }]);
  });

  it('is changed only by its lawyers or an admin', () => {
    spec.given([opened, assigned]).when({ type: 'ReviseFile', actor: stranger, fields, lawyers: [{ id: 7, role: 'responsible' }], clientHasAgreement: true }).thenFails('forbidden');
  });
});
