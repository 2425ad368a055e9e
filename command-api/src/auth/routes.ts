import { Router } from 'express';
import { bilingual, loginInput, type SessionUser } from '@lawfirm/contracts';
import { AppError, loadPrincipal, parseInput, verifyPassword, type PrincipalDoc } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { newCorrelationId } from '../framework/handler.js';
import { LoginThrottle } from './throttle.js';

// Verifying against a fixed hash when the account does not exist keeps the answer time alike.
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + Buffer.alloc(64).toString('base64');

export function authRoutes(deps: CommandDeps): Router {
  const router = Router();
  // One office behind one address must not lock itself out: the address limit is far higher.
  const accounts = new LoginThrottle(deps.loginFailures, 'account', 5);
  const addresses = new LoginThrottle(deps.loginFailures, 'address', 100);

  router.post('/api/auth/login', async (req, res) => {
    const input = parseInput(loginInput, req.body, 'validation.required');
    const typ = input.loginType === 'user' ? 'admin' : 'employee';
    const username = input.username.toLowerCase();
    const account = [`${typ}:${username}`];
    const address = [String(req.ip)];
    const wait = Math.max(...(await Promise.all([accounts.retryAfter(account), addresses.retryAfter(address)])));
    if (wait > 0) throw new AppError('too_many_requests', 'error.tooManyLogins', undefined, { 'Retry-After': String(wait) });

    const doc = await deps.readStore.collection<PrincipalDoc>('principals').findOne({ userType: typ, usernameLower: username });
    const hash = doc ? await deps.credentials.get(doc.key) : null;
    const passwordOk = await verifyPassword(input.password, hash ?? DUMMY_HASH);
    if (!doc || !hash || !passwordOk || !doc.isActive) {
      await Promise.all([accounts.fail(account), addresses.fail(address)]);
      throw new AppError('unauthorized', 'auth.invalidCredentials');
    }
    await accounts.succeed(account);

    const principal = await loadPrincipal(deps.readStore, typ, doc.id);
    if (!principal) throw new AppError('unauthorized', 'auth.invalidCredentials');
    const correlationId = newCorrelationId();
    const meta = { userId: doc.id, userType: typ === 'admin' ? ('user' as const) : ('employee' as const), correlationId, causationId: null, command: 'SignIn' };
    const signedIn = await deps.eventStore.append(
      `signins-${typ}-${doc.id}`,
      [{ type: 'UserSignedIn', data: { userId: doc.id, userType: typ === 'admin' ? 'user' : 'employee', at: new Date().toISOString() }, metadata: meta }],
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
    const token = await deps.tokens.issue({ typ, id: doc.id });
    const { en, ar } = bilingual('auth.loginSuccessful');
    res.setHeader('X-Event-Position', String(signedIn.position));
    res.json({ token, user, message: en, messageAr: ar });
  });

  return router;
}
