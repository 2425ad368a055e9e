import type { Request, RequestHandler } from 'express';
import { can, type PermissionAction, type PermissionModule, type Principal, type Permissions } from '@lawfirm/contracts';
import type { ReadStore } from '../readstore/types.js';
import type { TokenService } from '../auth/tokens.js';
import { AppError, forbidden, unauthorized } from './errors.js';

/**
 * The `principals` read model (one document per admin user and employee, keyed `admin:1`,
 * `employee:7`) is what every request is checked against, so deactivating someone ends their
 * existing sessions at once.
 */
export interface PrincipalDoc {
  [k: string]: unknown;
  key: string;
  id: number;
  userType: 'admin' | 'employee';
  username: string;
  email: string;
  fullNameEn: string;
  fullNameAr: string;
  isSuperAdmin: boolean;
  roleId: number | null;
  isActive: boolean;
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
}

export async function loadPrincipal(readStore: ReadStore, typ: 'admin' | 'employee', id: number) {
  const doc = await readStore.collection<PrincipalDoc>('principals').findOne({ key: `${typ}:${id}` });
  if (!doc || !doc.isActive) return null;
  const role = doc.roleId ? await readStore.collection<RoleDoc>('roles').findOne({ id: doc.roleId }) : null;
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

/** Reads the bearer token when there is one; never rejects by itself. */
export function authenticate(deps: { readStore: ReadStore; tokens: TokenService }): RequestHandler {
  return async (req, _res, next) => {
    const header = req.headers.authorization;
    if (!header?.startsWith('Bearer ')) return next();
    const claims = await deps.tokens.verify(header.slice(7).trim());
    if (claims) (req as AuthedRequest).principal = (await loadPrincipal(deps.readStore, claims.typ, claims.id)) ?? undefined;
    next();
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
    if (!grants.some(([m, a]) => can(p, m, a))) throw forbidden();
    next();
  };
}
