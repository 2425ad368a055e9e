import type { Request, RequestHandler } from 'express';
import { can, canAny, type PermissionAction, type PermissionModule, type Principal, type Permissions } from '@lawfirm/contracts';
import type { ReadModelStore } from '../readstore/types.js';
import type { TokenService, VerifiedToken } from '../auth/tokens.js';
import type { CredentialStore } from '../credentials/types.js';
import type { EventStore } from '../eventstore/types.js';
import { accountFromStream, roleFromStream, type AccountRecord, type RoleRecord } from '../auth/accounts.js';
import { AppError, forbidden, unauthorized } from './errors.js';

/**
 * The `principals` read model: one document per admin user and employee, keyed `admin:1`,
 * `employee:7`. It may lag the log, so it is only trusted where it agrees with the token; the
 * account's stream decides otherwise (see loadPrincipal). Ending sessions never waits for it: that
 * is the credential store's session generation, checked on every request.
 */
export interface PrincipalDoc extends AccountRecord {
  [k: string]: unknown;
}

export interface RoleDoc {
  [k: string]: unknown;
  id: number;
  nameEn: string;
  nameAr: string;
  permissions: Permissions;
  isActive: boolean;
}

export interface AuthedRequest extends Request {
  principal?: Principal & { roleNameEn: string | null; roleNameAr: string | null; email: string };
  /** the verified token the principal came from (signing out revokes it) */
  session?: VerifiedToken;
}

export interface PrincipalSources {
  readStore: ReadModelStore;
  eventStore: EventStore;
}

/**
 * Roles as their streams last recorded them, per process, each with the generation it was read
 * at (CredentialStore): a role command moves the generation before it answers, and the next
 * request of a holder reads the stream again. An entry is also read again after ROLE_TTL_MS, in
 * case a command-api process died between a role's events and moving its generation.
 */
const ROLE_TTL_MS = 60_000;
const roleCaches = new WeakMap<EventStore, Map<number, { generation: number; readAt: number; role: RoleRecord | null }>>();

async function currentRole(store: EventStore, roleId: number, generation: number): Promise<RoleRecord | null> {
  let cache = roleCaches.get(store);
  if (!cache) roleCaches.set(store, (cache = new Map()));
  const known = cache.get(roleId);
  if (known && known.generation === generation && Date.now() - known.readAt < ROLE_TTL_MS) return known.role;
  const role = await roleFromStream(store, roleId);
  cache.set(roleId, { generation, readAt: Date.now(), role });
  return role;
}

/**
 * The account and its role's grants. `signedInWith`: the role a still valid token was issued
 * under and that role's generation now; since a role change or deactivation ends the account's
 * sessions, that role and an active account are still true, and a read model showing otherwise
 * (or nothing: an account created a moment ago) is behind, so the stream is read. Without it
 * (signing in) the account and role are read from their streams.
 */
export async function loadPrincipal(deps: PrincipalSources, typ: 'admin' | 'employee', id: number, opts: { signedInWith?: { roleId: number | null; roleGeneration: number } } = {}) {
  const signedIn = opts.signedInWith;
  let doc: AccountRecord | null = signedIn ? await deps.readStore.collection('principals').findOne({ key: `${typ}:${id}` }) : null;
  if (!doc || !doc.isActive || (signedIn && doc.roleId !== signedIn.roleId)) doc = await accountFromStream(deps.eventStore, typ, id);
  if (!doc || !doc.isActive) return null;
  // the generation read with the session is the token's role's; another role (only after a lost
  // generation move) is read from its stream
  const role = !doc.roleId ? null : signedIn && doc.roleId === signedIn.roleId ? await currentRole(deps.eventStore, doc.roleId, signedIn.roleGeneration) : await roleFromStream(deps.eventStore, doc.roleId);
  const permissions: Permissions = role && role.isActive !== false ? role.permissions ?? {} : {};
  return {
    id: doc.id,
    userType: doc.userType,
    username: doc.username,
    email: doc.email,
    fullNameEn: doc.fullNameEn,
    fullNameAr: doc.fullNameAr,
    isSuperAdmin: doc.isSuperAdmin,
    roleId: doc.roleId,
    roleNameEn: role?.nameEn ?? null,
    roleNameAr: role?.nameAr ?? null,
    permissions,
  };
}

/**
 * Reads the bearer token when there is one; never rejects by itself. A token counts only while
 * its account's session generation is the one it was issued under and it was not signed out.
 */
export function authenticate(deps: PrincipalSources & { tokens: TokenService; credentials: CredentialStore }): RequestHandler {
  return async (req, _res, next) => {
    try {
      const header = req.headers.authorization;
      if (!header?.startsWith('Bearer ')) return next();
      const claims = await deps.tokens.verify(header.slice(7).trim());
      if (!claims) return next();
      const session = await deps.credentials.session(`${claims.typ}:${claims.id}`, claims.jti, claims.rid ? `role:${claims.rid}` : null);
      if (session.revoked || session.sessions !== claims.sv) return next();
      const principal = await loadPrincipal(deps, claims.typ, claims.id, { signedInWith: { roleId: claims.rid, roleGeneration: session.role } });
      if (principal) Object.assign(req as AuthedRequest, { principal, session: claims });
      next();
    } catch (err) {
      next(err);
    }
  };
}

export function principalOf(req: Request) {
  const p = (req as AuthedRequest).principal;
  if (!p) throw unauthorized();
  return p;
}

export const requireSignedIn: RequestHandler = (req, _res, next) => {
  principalOf(req);
  next();
};

/** Admin endpoints: employees never reach them; admins need the module/action in their role. */
export function requirePermission(module: PermissionModule, action: PermissionAction): RequestHandler {
  return (req, _res, next) => {
    const p = principalOf(req);
    if (!can(p, module, action)) throw forbidden();
    next();
  };
}

/**
 * Lawyer-area endpoints (cases, files, hearings, minutes, reports): lawyers pass, and the rules
 * of their own files and cases apply further on; admins need the module/action in their role.
 */
export function requireWork(module: PermissionModule, action: PermissionAction): RequestHandler {
  return (req, _res, next) => {
    const p = principalOf(req);
    if (p.userType !== 'employee' && !can(p, module, action)) throw forbidden();
    next();
  };
}

/**
 * Lawyer-area endpoints that show more than one module's work (the calendar: hearings, and the
 * cases' tasks, meetings and deadlines): lawyers pass; admins need one of the grants, and the
 * route shows each part only to those holding its module.
 */
export function requireAnyWork(...grants: [PermissionModule, PermissionAction][]): RequestHandler {
  return (req, _res, next) => {
    const p = principalOf(req);
    if (p.userType !== 'employee' && !canAny(p, grants)) throw forbidden();
    next();
  };
}

/** Endpoints open to any admin (whatever the role) but not to employees. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  const p = principalOf(req);
  if (p.userType !== 'admin') throw forbidden();
  next();
};

export { AppError };

/** Passes when the role grants any one of the module/action pairs (pickers in other screens' forms). */
export function requireAnyPermission(...grants: [PermissionModule, PermissionAction][]): RequestHandler {
  return (req, _res, next) => {
    const p = principalOf(req);
    if (!canAny(p, grants)) throw forbidden();
    next();
  };
}
