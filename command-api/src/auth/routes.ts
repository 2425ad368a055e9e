import { Router, type Request, type Response } from 'express';
import { bilingual, loginInput, SignInUnlocked, UserSignedIn, UserSignedOut, type SessionUser, type SignedIn } from '@lawfirm/contracts';
import { accountFromStream, AppError, loadPrincipal, parseInput, principalOf, requirePermission, requireSignedIn, verifyPassword, type AuthedRequest, type PrincipalDoc } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { newCorrelationId } from '../framework/handler.js';
import { numericId } from '../framework/params.js';
import { adminAccount, mayChangeAccount } from '../framework/authority.js';
import { holderOf } from '../framework/uniqueness.js';
import { LoginThrottle } from './throttle.js';

// Verifying against a fixed hash when the account does not exist keeps the answer time alike.
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + Buffer.alloc(64).toString('base64');

/**
 * The account a sign-in names, found without trusting the read models to be current: the
 * reservation stream of the username (admins) or login email (employees) names its holder; an
 * account older than those streams is found in the `principals` read model. Either way the
 * caller checks the name against the account's own stream.
 */
async function accountIdFor(deps: CommandDeps, typ: 'admin' | 'employee', username: string): Promise<number | null> {
  const holder = await holderOf(deps.eventStore, typ === 'admin' ? 'username' : 'employee-email', username);
  const held = holder?.match(/^(?:user|employee)-(\d+)$/);
  if (held) return Number(held[1]);
  const doc = await deps.readStore.collection('principals').findOne({ userType: typ, usernameLower: username });
  return doc ? doc.id : null;
}

export function authRoutes(deps: CommandDeps): Router {
  const router = Router();
  const throttle = new LoginThrottle(deps.loginFailures);

  router.post('/api/auth/login', async (req, res) => {
    const input = parseInput(loginInput, req.body, 'validation.required');
    const typ = input.loginType === 'user' ? 'admin' : 'employee';
    const username = input.username.trim().toLowerCase();
    const keys = { account: `${typ}:${username}`, address: String(req.ip) };
    // counted before the password is checked, so guesses sent at once cannot all be evaluated
    const wait = await throttle.take(keys);
    if (wait > 0) throw new AppError('too_many_requests', 'error.tooManyLogins', undefined, { 'Retry-After': String(wait) });

    const id = await accountIdFor(deps, typ, username);
    // the session generation is read before the account's stream: whatever ends sessions after
    // this read (a deactivation, a role change, a new password) makes the token refused at once
    const stored = id === null ? { hash: null, sessions: 0 } : await deps.credentials.account(`${typ}:${id}`);
    const principal = id === null ? null : await loadPrincipal(deps, typ, id);
    const passwordOk = await verifyPassword(input.password, stored.hash ?? DUMMY_HASH);
    if (!principal || !stored.hash || !passwordOk || principal.username.toLowerCase() !== username) throw new AppError('unauthorized', 'auth.invalidCredentials');
    await throttle.succeeded(keys);

    const correlationId = newCorrelationId();
    const meta = { userId: principal.id, userType: typ === 'admin' ? ('user' as const) : ('employee' as const), correlationId, causationId: null, command: 'SignIn' };
    const signedIn = await deps.eventStore.append(
      `signins-${typ}-${principal.id}`,
      [{ type: UserSignedIn.type, data: { userId: principal.id, userType: typ === 'admin' ? 'user' : 'employee', at: new Date().toISOString() }, metadata: meta }],
      { expectedRevision: 'any' },
    );

    const user: SessionUser = {
      id: principal.id,
      username: principal.username,
      email: principal.email,
      fullNameEn: principal.fullNameEn,
      fullNameAr: principal.fullNameAr,
      userType: principal.userType,
      isSuperAdmin: principal.isSuperAdmin,
      roleId: principal.roleId,
      roleNameEn: principal.roleNameEn,
      roleNameAr: principal.roleNameAr,
      permissions: principal.permissions as Record<string, string[]>,
    };
    const token = await deps.tokens.issue({ typ, id: principal.id, sv: stored.sessions, rid: principal.roleId });
    const { en, ar } = bilingual('auth.loginSuccessful');
    res.setHeader('X-Event-Position', String(signedIn.position));
    res.json({ token, user, message: en, messageAr: ar } satisfies SignedIn);
  });

  /** Beside the account's sign-ins (`signins-{admin|employee}-{id}`), by the signed-in caller. */
  const recordOnSignIns = (req: Request, typ: 'admin' | 'employee', id: number, event: typeof UserSignedOut | typeof SignInUnlocked, command: string) => {
    const by = principalOf(req);
    const userType = (t: 'admin' | 'employee') => (t === 'admin' ? ('user' as const) : ('employee' as const));
    const meta = { userId: by.id, userType: userType(by.userType), correlationId: newCorrelationId(), causationId: null, command };
    return deps.eventStore.append(`signins-${typ}-${id}`, [{ type: event.type, data: { userId: id, userType: userType(typ), at: new Date().toISOString() }, metadata: meta }], { expectedRevision: 'any' });
  };

  /** Ends this token on the server: it is refused from now on, though not expired. */
  router.post('/api/auth/logout', requireSignedIn, async (req, res) => {
    const session = (req as AuthedRequest).session!;
    await deps.credentials.revokeToken(session.jti, session.expiresAt);
    const recorded = await recordOnSignIns(req, session.typ, session.id, UserSignedOut, 'SignOut');
    const { en, ar } = bilingual('auth.signedOut');
    res.setHeader('X-Event-Position', String(recorded.position));
    res.json({ message: en, messageAr: ar });
  });

  // An admin lets an account slowed down by failed sign-ins try again at once: over an admin, only
  // one who may change that account (a super admin's only by a super admin, none whose role grants
  // more than the caller's), or guessing a stronger account's password would be made faster.
  const unlock = (typ: 'admin' | 'employee') => async (req: Request, res: Response) => {
    const id = numericId(req.params.id);
    const account = await accountFromStream(deps.eventStore, typ, id);
    if (!account) throw new AppError('not_found', 'error.notFound');
    if (typ === 'admin') {
      const target = await adminAccount(deps, id);
      await mayChangeAccount(req, deps, target && { userType: 'admin', id, ...target }, undefined);
    }
    await throttle.unlock(`${typ}:${account.username.toLowerCase()}`);
    const recorded = await recordOnSignIns(req, typ, account.id, SignInUnlocked, 'UnlockSignIn');
    const { en, ar } = bilingual('auth.unlocked');
    res.setHeader('X-Event-Position', String(recorded.position));
    res.json({ message: en, messageAr: ar });
  };
  router.post('/api/users/:id/unlock', requirePermission('users', 'edit'), unlock('admin'));
  router.post('/api/employees/:id/unlock', requirePermission('employees', 'edit'), unlock('employee'));

  return router;
}
