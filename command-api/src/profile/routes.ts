import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import {
  accountKey, bilingual, calendarFeedStream, passwordChangeInput, preferencesInput, preferencesStream, profileInput, signInNameChanges, type CalendarFeedRotated, type DoneMessage, type MessageKey,
} from '@lawfirm/contracts';
import {
  accountFromStream, AppError, currentFeedUrl, hashPassword, parseInput, principalOf, requirePermission, requireSignedIn, verifyPassword, type AuthedRequest,
} from '@lawfirm/platform';
import { LoginThrottle } from '../auth/throttle.js';
import type { CommandDeps } from '../framework/deps.js';
import { commandRoute, type CommandContext } from '../framework/http.js';
import { execute, loadState } from '../framework/handler.js';
import { catalogRecord, type CatalogState } from '../framework/catalog.js';
import { constrainedKinds } from '../framework/constraints.js';
import { adminAccount, mayChangeAccount } from '../framework/authority.js';
import { numericId } from '../framework/params.js';
import { invalidField } from '../framework/references.js';
import { calendarFeedDecider, preferencesDecider } from './preferences.js';

/** how long a password change holds its claim on the account (it takes well under a second) */
const PASSWORD_CLAIM_MS = 30_000;

/** the account's stream and the decider and constraints its own routes (users, employees) registered */
function accountOf(req: Request) {
  const p = principalOf(req);
  const category = p.userType === 'admin' ? 'user' : 'employee';
  const kind = constrainedKinds.get(category);
  if (!kind) throw new Error(`the ${category} routes are not registered`);
  return { p, stream: `${category}-${p.id}`, key: accountKey(p.userType, p.id), ...kind };
}

/** what the profile answers: the account's own fields, nothing of its password */
export const presentProfile = (s: CatalogState) => {
  const { passwordSetAt: _p, ...rest } = catalogRecord(s) as Record<string, unknown>;
  return rest;
};

/**
 * The signed-in user's own account: name, e-mail and phone, the password (the current one
 * checked first), preferences and the calendar feed's address. Any signed-in admin or employee,
 * whatever their role grants: it is their own record. Recorded on the account's stream as the
 * users' and employees' edits are, with the same unique-value constraints (an employee's e-mail
 * is their sign-in name, changed only with the current password). Also an admin's rotation of
 * someone else's calendar feed.
 */
export function profileRoutes(deps: CommandDeps): Router {
  const router = Router();
  const throttle = new LoginThrottle(deps.loginFailures);

  /**
   * Checks the current password a change of the account's sign-in details was sent with. A guess
   * counts as a sign-in attempt on the account: a session left open is no way around the sign-in
   * throttle. Missing or wrong: 400 on `currentPassword`.
   */
  async function confirmCurrentPassword(req: Request, key: string, currentPassword: string | null | undefined, wording: { missing: MessageKey; wrong: MessageKey }): Promise<void> {
    const p = principalOf(req);
    if (!currentPassword) throw invalidField('currentPassword', wording.missing);
    const attempt = { account: `${p.userType}:${p.username.toLowerCase()}`, address: String(req.ip) };
    const wait = await throttle.take(attempt);
    if (wait > 0) throw new AppError('too_many_requests', 'error.tooManyLogins', undefined, { 'Retry-After': String(wait) });
    const stored = await deps.credentials.get(key);
    if (!stored || !(await verifyPassword(currentPassword, stored))) throw invalidField('currentPassword', wording.wrong);
    await throttle.succeeded(attempt);
  }

  router.put(
    '/api/profile',
    requireSignedIn,
    commandRoute(deps, 'UpdateOwnProfile', async (req, cx) => {
      const { p, key, stream, decider, constraints } = accountOf(req);
      const { version: _v, currentPassword, ...fields } = parseInput(profileInput, req.body, 'validation.failed');
      if (p.userType === 'employee' && !fields.phone) throw invalidField('phone', 'profile.phoneRequired', 'validation.failed');
      const input = p.userType === 'employee' ? { ...fields, email: fields.email.toLowerCase() } : fields;
      // whether the sign-in name changes is decided on the account as it is now, and the edit is
      // appended at that revision: a change made in between is a 409, never an unchecked rename
      const now = await loadState(deps.eventStore, stream, decider);
      if (cx.expectedRevision !== undefined && cx.expectedRevision !== now.revision) throw new AppError('conflict', 'error.conflict');
      if (signInNameChanges(p.userType, (now.state as CatalogState).fields ?? {}, input))
        await confirmCurrentPassword(req, key, currentPassword, { missing: 'profile.currentPasswordForEmail', wrong: 'profile.wrongPasswordForEmail' });
      const o = await execute(deps.eventStore, stream, decider, { type: 'Revise', id: p.id, input }, cx.meta, {
        expectedRevision: now.revision,
        constraints,
        idempotency: cx.idempotency(200, (o) => presentProfile(o.state)),
      });
      return { status: 200, body: presentProfile(o.state as CatalogState), position: o.position };
    }),
  );

  router.post(
    '/api/profile/password',
    requireSignedIn,
    commandRoute(deps, 'ChangeOwnPassword', async (req, cx) => {
      const { p, stream, key, decider, constraints } = accountOf(req);
      const { currentPassword, newPassword } = parseInput(passwordChangeInput, req.body, 'validation.failed');
      // Decided in the credential store by compare-and-set on the session generation this session
      // was issued under: of changes sent at once, one claims the account and the others are 409
      // before their password is checked (nor counted as a guess); the new hash is stored only if
      // the claim still holds at that generation (an admin's new password in between: 409).
      const { sv } = (req as AuthedRequest).session!;
      const claim = randomUUID();
      if (!(await deps.credentials.claimPasswordChange(key, sv, claim, PASSWORD_CLAIM_MS))) throw new AppError('conflict', 'profile.passwordChangeConflict');
      let stored = false;
      try {
        await confirmCurrentPassword(req, key, currentPassword, { missing: 'profile.currentPasswordRequired', wrong: 'profile.wrongCurrentPassword' });
        if (currentPassword === newPassword) throw invalidField('newPassword', 'profile.samePassword');
        // a new hash ends the account's sessions (this one too) in the same write: the console signs in again
        stored = await deps.credentials.completePasswordChange(key, sv, claim, await hashPassword(newPassword));
        if (!stored) throw new AppError('conflict', 'profile.passwordChangeConflict');
      } finally {
        if (!stored) await deps.credentials.releasePasswordChange(key, claim);
      }
      // when it was set, on the account's stream (never the hash)
      const o = await execute(deps.eventStore, stream, decider, { type: 'Revise', id: p.id, input: { passwordSetAt: new Date().toISOString() } }, cx.meta, { constraints });
      const { en, ar } = bilingual('profile.passwordChanged');
      return { status: 200, body: { message: en, messageAr: ar } satisfies DoneMessage, position: o.position };
    }),
  );

  router.put(
    '/api/profile/preferences',
    requireSignedIn,
    commandRoute(deps, 'SetPreferences', async (req, cx) => {
      const p = principalOf(req);
      const preferences = parseInput(preferencesInput, req.body, 'validation.failed');
      const o = await execute(deps.eventStore, preferencesStream(p.userType, p.id), preferencesDecider, { type: 'SetPreferences', userType: p.userType, userId: p.id, preferences }, cx.meta, {
        expectedRevision: cx.expectedRevision,
        idempotency: cx.idempotency(200, (o) => o.state.preferences),
      });
      return { status: 200, body: o.state.preferences, position: o.position };
    }),
  );

  const rotateFeed = async (typ: 'admin' | 'employee', id: number, cx: CommandContext) => {
    const o = await execute(deps.eventStore, calendarFeedStream(typ, id), calendarFeedDecider, { type: 'RotateCalendarFeed', userType: typ, userId: id }, cx.meta);
    return o.position;
  };

  router.post(
    '/api/calendar/feed/rotate',
    requireSignedIn,
    commandRoute(deps, 'RotateCalendarFeed', async (req, cx) => {
      const p = principalOf(req);
      const position = await rotateFeed(p.userType, p.id, cx);
      const { en, ar } = bilingual('profile.feedRotated');
      return { status: 200, body: { url: await currentFeedUrl(deps, deps.feedSigner, p.userType, p.id), message: en, messageAr: ar } satisfies CalendarFeedRotated, position };
    }),
  );

  /**
   * An admin stops someone's calendar link (a lost phone, a link shared by mistake): who may edit
   * the account (`users: edit` over an admin, as the account's own edit decides it; `employees:
   * edit` over an employee). The answer has no link: its owner finds the new one on their profile.
   */
  const rotateFor = (typ: 'admin' | 'employee') =>
    commandRoute(deps, 'RotateCalendarFeed', async (req, cx) => {
      const id = numericId(req.params.id);
      if (!(await accountFromStream(deps.eventStore, typ, id))) throw new AppError('not_found', 'error.notFound');
      if (typ === 'admin') {
        const target = await adminAccount(deps, id);
        await mayChangeAccount(req, deps, target && { userType: 'admin', id, ...target }, undefined);
      }
      const position = await rotateFeed(typ, id, cx);
      const { en, ar } = bilingual('profile.feedRotatedFor');
      return { status: 200, body: { message: en, messageAr: ar } satisfies DoneMessage, position };
    });
  router.post('/api/users/:id/calendar-feed/rotate', requirePermission('users', 'edit'), rotateFor('admin'));
  router.post('/api/employees/:id/calendar-feed/rotate', requirePermission('employees', 'edit'), rotateFor('employee'));
  return router;
}
