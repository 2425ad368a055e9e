import type { Request } from 'express';
import { AppError, principalOf } from '@lawfirm/platform';

/** Who is acting, for the rules that depend on it (a lawyer's own files and cases). */
export function actorOf(req: Request): { userType: 'admin' | 'employee'; id: number } {
  const p = principalOf(req);
  return { userType: p.userType, id: p.id };
}

/** Lawyer-portal endpoints: lawyers and admins, anyone signed in. */
export function requireStaff(req: Request, _res: unknown, next: () => void) {
  principalOf(req);
  next();
}

export const forbiddenBecause = (key: 'cases.notYours' | 'files.notYours') => new AppError('forbidden', key);
