import { describe, it } from 'vitest';
import { deciderSpec } from '../framework/spec.js';
import { userDecider } from './user.js';

const spec = deciderSpec(userDecider);
const profile = { username: 'admin', email: 'admin@firm.ae', fullNameEn: 'Firm Admin', fullNameAr: 'مدير المكتب', phone: null, roleId: null };
const registered = { type: 'UserRegistered', data: { userId: 1, ...profile, isSuperAdmin: true, isActive: true } };

describe('admin user', () => {
  it('is registered without any password material in the event', () => {
    spec.given([]).when({ type: 'RegisterUser', userId: 1, profile, isSuperAdmin: true, isActive: true }).then([registered]);
  });

  it('records each sign-in with its time', () => {
    spec.given([registered]).when({ type: 'RecordSignIn', userId: 1 }).then([{ type: 'UserSignedIn', data: { userId: 1, userType: 'user', at: '2026-11-21T08:00:00.000Z' } }]);
  });

  it('cannot sign in before it exists', () => {
    spec.given([]).when({ type: 'RecordSignIn', userId: 1 }).thenFails('not_found');
  });
});
