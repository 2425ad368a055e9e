import { z } from 'zod';
import { declareEvent, optionalTextOf, optionalWhole, storedInstant, text, whole, type EventOf } from './typed.js';
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

const signIn = z.strictObject({ userId: whole(1), userType: z.enum(['user', 'employee']), at: storedInstant() });
/** Sign-ins go to a stream of their own (`signins-admin-{id}`), so signing in never makes an open edit form stale. */
export const UserSignedIn = declareEvent('UserSignedIn', 1, signIn);

/** A session ended by its owner (its token refused from then on), beside the sign-ins. */
export const UserSignedOut = declareEvent('UserSignedOut', 1, signIn);

/** An admin (the event's user) let an account slowed down by failed sign-ins try again at once. */
export const SignInUnlocked = declareEvent('SignInUnlocked', 1, signIn);
/** a sign-ins stream `signins-{admin|employee}-{id}`: every event of it */
export type SignInEvent = EventOf<typeof UserSignedIn> | EventOf<typeof UserSignedOut> | EventOf<typeof SignInUnlocked>;

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
