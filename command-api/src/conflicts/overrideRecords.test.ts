import { describe, it } from 'vitest';
import { deciderSpec } from '../framework/spec.js';
import { clientTarget, fileTarget, overrideDecider, type OverrideConflict } from './override.js';

// The override on a client's and a file's own stream (the case's: override.test.ts).
const matches: OverrideConflict['matches'] = [{ kind: 'opponent', id: '3:0', nameEn: 'Gulf Supplies LLC', nameAr: 'إمدادات الخليج', why: 'Same name', whyAr: 'الاسم نفسه' }];
const override = (actor: OverrideConflict['actor']): OverrideConflict => ({ type: 'OverrideConflict', actor, checkedNames: ['Gulf Supplies LLC'], reason: 'Another company of the same name', matches });
const recorded = (idField: string, id: number) => ({ type: 'ConflictOverridden', data: { [idField]: id, reason: 'Another company of the same name', matches, checkedNames: ['Gulf Supplies LLC'] } });

describe('going ahead with a client despite the conflict check', () => {
  const spec = deciderSpec(overrideDecider(clientTarget));
  const registered = { type: 'ClientRegistered', data: { clientRecordId: 4, clientId: 'CLI-4', fullNameEn: 'Gulf Supplies LLC', fullNameAr: 'إمدادات الخليج' } };
  it('given a client, when an admin gives a reason, then the override is recorded on the client', () => {
    spec.given([registered]).when(override({ userType: 'admin', id: 1 })).then([recorded('clientRecordId', 4)]);
  });
  it('given a deleted client, when an override is asked, then it is not found', () => {
    spec.given([registered, { type: 'ClientRemoved', data: { clientRecordId: 4 } }]).when(override({ userType: 'admin', id: 1 })).thenFails('not_found');
  });
});

describe('going ahead with a file despite the conflict check', () => {
  const spec = deciderSpec(overrideDecider(fileTarget));
  const opened = [
    { type: 'FileOpened', data: { fileId: 8, fileNumber: 'F-8', subject: 'Supply dispute', clientId: 4, departmentId: 1, officeId: 1, caseDirection: 'for', notes: null } },
    { type: 'LawyerAssignedToFile', data: { fileId: 8, lawyerId: 7, role: 'responsible' } },
  ];
  it('given a file, when its lawyer gives a reason, then the override is recorded on the file', () => {
    spec.given(opened).when(override({ userType: 'employee', id: 7 })).then([recorded('fileId', 8)]);
  });
  it('given a file, when a lawyer not on it overrides, then it is refused as for its edit', () => {
    spec.given(opened).when(override({ userType: 'employee', id: 9 })).thenFails('forbidden', 'files.notYours');
  });
  it('given a closed file, when an override is asked, then it is not found', () => {
    spec.given([...opened, { type: 'FileClosed', data: { fileId: 8, reason: null } }]).when(override({ userType: 'admin', id: 1 })).thenFails('not_found');
  });
});
