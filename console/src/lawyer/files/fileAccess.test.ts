import { describe, expect, it } from 'vitest';
import { canDeleteFile } from './fileAccess';

const file = { responsibleLawyers: [{ id: 2, role: 'responsible' }, { id: 5, role: 'supervisor' }] };

describe('canDeleteFile', () => {
  it('lets an admin whose role deletes files (or a super admin) delete any file', () => {
    expect(canDeleteFile({ userType: 'admin', id: 1, permissions: { files: ['view', 'delete'] } }, file)).toBe(true);
    expect(canDeleteFile({ userType: 'admin', id: 1, permissions: { files: ['view', 'delete'] } }, { responsibleLawyers: [] })).toBe(true);
    expect(canDeleteFile({ userType: 'admin', id: 1, isSuperAdmin: true }, file)).toBe(true);
  });
  it('hides delete from an admin whose role does not delete files', () => {
    expect(canDeleteFile({ userType: 'admin', id: 1, permissions: { files: ['view', 'edit'] } }, file)).toBe(false);
    expect(canDeleteFile({ userType: 'admin', id: 1 }, file)).toBe(false);
  });
  it('lets a lawyer delete a file listing them, in either role', () => {
    expect(canDeleteFile({ userType: 'employee', id: 2 }, file)).toBe(true);
    expect(canDeleteFile({ userType: 'employee', id: 5 }, file)).toBe(true);
  });
  it('hides delete from other lawyers and when signed out', () => {
    expect(canDeleteFile({ userType: 'employee', id: 3 }, file)).toBe(false);
    expect(canDeleteFile({ userType: 'employee', id: 3 }, { responsibleLawyers: null })).toBe(false);
    expect(canDeleteFile(null, file)).toBe(false);
  });
});
