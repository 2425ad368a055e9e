import { bool, defineEvent, int, object, optInt, optStr, str } from './registry.js';

/**
 * Admin users (login type "user"). No password, not even its hash, enters an event: hashes live
 * in the credential store (platform/src/credentials); events only say that a password was set.
 */
const profile = {
  username: str(100),
  email: str(200),
  fullNameEn: str(200),
  fullNameAr: str(200),
  phone: optStr(50),
  roleId: optInt(1),
};

export const UserRegistered = defineEvent({
  type: 'UserRegistered',
  version: 1,
  schema: object({ userId: int(1), ...profile, isSuperAdmin: bool, isActive: bool }),
});
export const UserProfileRevised = defineEvent({
  type: 'UserProfileRevised',
  version: 1,
  schema: object({ userId: int(1), ...profile }, ['userId']),
});
export const UserPasswordChanged = defineEvent({
  type: 'UserPasswordChanged',
  version: 1,
  schema: object({ userId: int(1) }),
});
export const UserActivated = defineEvent({ type: 'UserActivated', version: 1, schema: object({ userId: int(1) }) });
export const UserDeactivated = defineEvent({ type: 'UserDeactivated', version: 1, schema: object({ userId: int(1) }) });
export const UserRemoved = defineEvent({ type: 'UserRemoved', version: 1, schema: object({ userId: int(1) }) });
export const UserSignedIn = defineEvent({
  type: 'UserSignedIn',
  version: 1,
  schema: object({ userId: int(1), userType: { enum: ['user', 'employee'] }, at: { type: 'string', format: 'date-time' } }),
});

export interface UserRegisteredData {
  userId: number;
  username: string;
  email: string;
  fullNameEn: string;
  fullNameAr: string;
  phone: string | null;
  roleId: number | null;
  isSuperAdmin: boolean;
  isActive: boolean;
}
