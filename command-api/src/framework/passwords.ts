import type { Request } from 'express';
import { hashPassword } from '@lawfirm/platform';
import type { CatalogMode } from './catalogRoutes.js';
import type { CommandDeps } from './deps.js';
import { invalidField } from './references.js';

const pending = new WeakMap<Request, string>();

/**
 * Takes the password out of the fields before anything is recorded: required when creating,
 * optional when editing (empty keeps the current one). The hash waits for the record's id and
 * goes to the credential store; the events only carry when it was set.
 */
export async function takePassword(req: Request, fields: Record<string, unknown>, mode: CatalogMode): Promise<Record<string, unknown>> {
  const { password, ...rest } = fields;
  if (typeof password !== 'string') {
    if (mode.kind === 'add') throw invalidField('password', 'validation.passwordRequired');
    return rest;
  }
  pending.set(req, await hashPassword(password));
  return { ...rest, passwordSetAt: new Date().toISOString() };
}

export async function storePassword(req: Request, principalKey: string, deps: CommandDeps): Promise<void> {
  const hash = pending.get(req);
  if (hash) await deps.credentials.set(principalKey, hash);
}
