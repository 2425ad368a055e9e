import { z } from 'zod';
import { defineEvent, int, object } from './registry.js';
import { optionalTextOf, optionalWhole, text } from './typed.js';
import { declareCatalogEvents, type CatalogEventOf } from './typedCatalog.js';

/**
 * Admin users (login type "user"), stream `user-{id}`. No password, not even its hash, enters an
 * event: hashes live in the credential store; `UserPasswordChanged` only says when.
 */
export const userEvents = declareCatalogEvents(
  {
    idField: 'userId',
    added: 'UserRegistered',
    revised: 'UserProfileRevised',
    removed: 'UserRemoved',
    fieldEvents: { UserPasswordChanged: ['passwordSetAt'], UserRoleChanged: ['roleId'] },
    toggles: { isActive: { on: 'UserActivated', off: 'UserDeactivated' } },
  },
  {
    username: text(100), email: text(200), fullNameEn: text(200), fullNameAr: text(200), phone: optionalTextOf(50), roleId: optionalWhole(1),
    isSuperAdmin: z.boolean(), isActive: z.boolean(), passwordSetAt: optionalTextOf(40),
  },
);
/** an admin's stream `user-{id}`: every event of their record */
export type UserEvent = CatalogEventOf<typeof userEvents>;

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
