import { Router, type Request } from 'express';
import { accountKey, bilingual, calendarFeedStream, passwordChangeInput, preferencesInput, preferencesStream, profileInput } from '@lawfirm/contracts';
import { AppError, feedSecret, feedUrl, hashPassword, parseInput, principalOf, requireSignedIn, verifyPassword } from '@lawfirm/platform';
import { LoginThrottle } from '../auth/throttle.js';
import type { CommandDeps } from '../framework/deps.js';
import { commandRoute } from '../framework/http.js';
import { execute } from '../framework/handler.js';
import { catalogRecord, type CatalogState } from '../framework/catalog.js';
import { constrainedKinds } from '../framework/constraints.js';
import { invalidField } from '../framework/references.js';
import { calendarFeedDecider, preferencesDecider } from './preferences.js';

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
 * is their sign-in name).
 */
export function profileRoutes(deps: CommandDeps): Router {
  const router = Router();
  const throttle = new LoginThrottle(deps.loginFailures);

  router.put(
    '/api/profile',
    requireSignedIn,
    commandRoute(deps, 'UpdateOwnProfile', async (req, cx) => {
      const { p, stream, decider, constraints } = accountOf(req);
      const { version: _v, ...fields } = parseInput(profileInput, req.body, 'validation.failed');
      if (p.userType === 'employee' && !fields.phone) throw invalidField('phone', 'profile.phoneRequired', 'validation.failed');
      const input = p.userType === 'employee' ? { ...fields, email: fields.email.toLowerCase() } : fields;
      const o = await execute(deps.eventStore, stream, decider, { type: 'Revise', id: p.id, input }, cx.meta, {
        expectedRevision: cx.expectedRevision,
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
      // guesses at the current password count as sign-in attempts on the account: a session left
      // open is no way around the sign-in throttle
      const attempt = { account: `${p.userType}:${p.username.toLowerCase()}`, address: String(req.ip) };
      const wait = await throttle.take(attempt);
      if (wait > 0) throw new AppError('too_many_requests', 'error.tooManyLogins', undefined, { 'Retry-After': String(wait) });
      const stored = await deps.credentials.get(key);
      if (!stored || !(await verifyPassword(currentPassword, stored))) throw invalidField('currentPassword', 'profile.wrongCurrentPassword');
      await throttle.succeeded(attempt);
      if (currentPassword === newPassword) throw invalidField('newPassword', 'profile.samePassword');
      const hash = await hashPassword(newPassword);
      const o = await execute(deps.eventStore, stream, decider, { type: 'Revise', id: p.id, input: { passwordSetAt: new Date().toISOString() } }, cx.meta, { constraints });
      // a new hash ends the account's sessions (this one too) in the same write: the console signs in again
      await deps.credentials.set(key, hash);
      const { en, ar } = bilingual('profile.passwordChanged');
      return { status: 200, body: { message: en, messageAr: ar }, position: o.position };
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

  router.post(
    '/api/calendar/feed/rotate',
    requireSignedIn,
    commandRoute(deps, 'RotateCalendarFeed', async (req, cx) => {
      const p = principalOf(req);
      const o = await execute(deps.eventStore, calendarFeedStream(p.userType, p.id), calendarFeedDecider, { type: 'RotateCalendarFeed', userType: p.userType, userId: p.id }, cx.meta);
      const { en, ar } = bilingual('profile.feedRotated');
      return { status: 200, body: { url: feedUrl(feedSecret(deps.feedSigner, p.userType, p.id, o.state.generation)), message: en, messageAr: ar }, position: o.position };
    }),
  );
  return router;
}
