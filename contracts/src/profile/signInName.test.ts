import { describe, expect, it } from 'vitest';
import { signInNameChanges } from './index.js';

describe('whether an own-profile edit changes the sign-in name (which then needs the current password)', () => {
  it('given an employee, when the e-mail becomes another address, then it does', () => {
    expect(signInNameChanges('employee', { email: 'omar.haddad@alnoor-law.ae' }, { email: 'o.haddad@alnoor-law.ae' })).toBe(true);
  });

  it('given an employee, when the same address is sent in other capitals or with spaces, then it does not (sign-in reads it so)', () => {
    expect(signInNameChanges('employee', { email: 'omar.haddad@alnoor-law.ae' }, { email: ' Omar.Haddad@ALNOOR-law.ae' })).toBe(false);
  });

  it('given an employee without a stored e-mail, when one is given, then it does', () => {
    expect(signInNameChanges('employee', {}, { email: 'new@alnoor-law.ae' })).toBe(true);
  });

  it('given an admin, who signs in with a username the profile does not edit, when the e-mail changes, then it does not', () => {
    expect(signInNameChanges('admin', { email: 'admin@localhost' }, { email: 'director@alnoor-law.ae' })).toBe(false);
  });
});
