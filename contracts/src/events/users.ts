import { defineCatalogEvents } from './catalog.js';
import { bool, defineEvent, int, object, optInt, optStr, str } from './registry.js';

/**
 * Admin users (login type "user"), stream `user-{id}`. No password, not even its hash, enters an
 * event: hashes live in the credential store; `UserPasswordChanged` only says when.
 */
export const userEvents = defineCatalogEvents(
  {
    idField: 'userId',
    added: 'UserRegistered',
    revised: 'UserProfileRevised',
    removed: 'UserRemoved',
    fieldEvents: { UserPasswordChanged: ['passwordSetAt'], UserRoleChanged: ['roleId'] },
    toggles: { isActive: { on: 'UserActivated', off: 'UserDeactivated' } },
  },
  {
    username: str(100), email: str(200), fullNameEn: str(200), fullNameAr: str(200), phone: optStr(50), roleId: optInt(1),
    isSuperAdmin: bool, isActive: bool, passwordSetAt: optStr(40),
  },
);

/** Sign-ins go to a stream of their own (`signins-admin-{id}`), so signing in never makes an open edit form stale. */
export const UserSignedIn = defineEvent({
  type: 'UserSignedIn',
  version: 1,
  schema: object({ userId: int(1), userType: { enum: ['user', 'employee'] }, at: { type: 'string', format: 'date-time' } }),
});

/** A session ended by its owner (its token refused from then on), beside the sign-ins. */
export const UserSignedOut = defineEvent({
  type: 'UserSignedOut',
  version: 1,
  schema: object({ userId: int(1), userType: { enum: ['user', 'employee'] }, at: { type: 'string', format: 'date-time' } }),
});

/** An admin (the event's user) let an account slowed down by failed sign-ins try again at once. */
export const SignInUnlocked = defineEvent({
  type: 'SignInUnlocked',
  version: 1,
  schema: object({ userId: int(1), userType: { enum: ['user', 'employee'] }, at: { type: 'string', format: 'date-time' } }),
});

export interface UserFields {
  username: string;
  email: string;
  fullNameEn: string;
  fullNameAr: string;
  phone: string | null;
  roleId: number | null;
  isSuperAdmin: boolean;
  isActive: boolean;
  passwordSetAt: string | null;
}
