import { describe, expect, it } from 'vitest';
import { toFormData } from '../../providers/multipart';
import { createFileRequest, isAgreementRefusal, updateFileRequest } from './filePayload';

const values = {
  fileNumber: 'FL-00007',
  subject: 'Lease dispute',
  notes: 'Tenant left early',
  caseDirection: 'for',
  clientId: 3,
  departmentId: 1,
  officeId: 2,
  responsibleLawyers: [{ id: 4, role: 'responsible', nameEn: 'Fatima' }, { id: 6, role: 'supervisor' }],
};

describe('file request bodies', () => {
  it('sends the attachments as JSON and the files as attachmentFiles in the same order', () => {
    const contract = new File(['a'], 'contract.pdf', { type: 'application/pdf' });
    const photo = new File(['b'], 'photo.png', { type: 'image/png' });
    const body = createFileRequest({ ...values, attachments: [{ file: contract, category: 'contract' }, { file: photo, category: 'evidence' }] });
    const form = toFormData(body);
    expect(JSON.parse(String(form.get('responsibleLawyers')))).toEqual([{ id: 4, role: 'responsible' }, { id: 6, role: 'supervisor' }]);
    expect(JSON.parse(String(form.get('attachments')))).toEqual([{ fileName: 'contract.pdf', category: 'contract' }, { fileName: 'photo.png', category: 'evidence' }]);
    expect(form.getAll('attachmentFiles').map((f) => (f as File).name)).toEqual(['contract.pdf', 'photo.png']);
    expect(form.get('fileNumber')).toBe('FL-00007');
  });

  it('leaves the files out without attachments and the number when empty', () => {
    const body = createFileRequest({ ...values, fileNumber: '', attachments: [] });
    expect(body).not.toHaveProperty('attachmentFiles');
    expect(body.fileNumber).toBeUndefined();
    expect(body.attachments).toEqual([]);
  });

  it('sends the edit payload with the version and without the file number', () => {
    const body = updateFileRequest({ ...values, version: 3, clientNameEn: 'Emirates Trading' });
    expect(body).toEqual({
      subject: 'Lease dispute', notes: 'Tenant left early', caseDirection: 'for', clientId: 3, departmentId: 1, officeId: 2,
      responsibleLawyers: [{ id: 4, role: 'responsible' }, { id: 6, role: 'supervisor' }], version: 3,
    });
  });

  it('recognises the initiation-agreement refusal by its English message', () => {
    expect(isAgreementRefusal({ body: { message: 'Client must have an Initiation Agreement before filing' } })).toBe(true);
    expect(isAgreementRefusal(new Error('Some fields are not valid'))).toBe(false);
  });
});
