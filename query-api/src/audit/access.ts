import type { Request } from 'express';
import { can, type PermissionModule } from '@lawfirm/contracts';
import { AppError, principalOf, type ReadModelStore } from '@lawfirm/platform';
import { assignedScope } from '../lawyer/scope.js';

/**
 * Whose record a stream is, by its name (the firm's singletons) or its category (the name
 * without its last part): an admin reads a record's history only with `view` on that module.
 * Streams of no module here (reservations, sign-ins, checkpoints ...) are the firm-wide log's,
 * read with `audit: view`.
 */
export const streamModules: Record<string, PermissionModule> = {
  region: 'regions',
  branch: 'branches',
  court: 'courts',
  'court-district': 'courts',
  service: 'settings',
  'system-setting': 'settings',
  'firm-profile': 'settings',
  'working-week': 'settings',
  'deadline-rule': 'settings',
  holiday: 'settings',
  news: 'settings',
  'case-type': 'settings',
  'case-degree': 'settings',
  'job-title': 'settings',
  'document-category': 'settings',
  department: 'settings',
  'adjournment-reason': 'settings',
  'automated-task': 'settings',
  user: 'users',
  role: 'roles',
  employee: 'employees',
  client: 'clients',
  consultation: 'clients',
  case: 'cases',
  appointment: 'cases',
  'case-document': 'cases',
  deadline: 'cases',
  file: 'files',
  hearing: 'hearings',
  minutes: 'minutes',
};

/** The module whose `view` opens a stream's history to an admin. */
export const moduleOfStream = (stream: string): PermissionModule => streamModules[stream] ?? streamModules[stream.replace(/-[^-]+$/, '')] ?? 'audit';

/**
 * A record's history is shown to whoever may see the record: admins by their role's matrix,
 * lawyers the cases and files they are assigned to (403 otherwise).
 */
export async function mayReadStream(readStore: ReadModelStore, req: Request, stream: string): Promise<void> {
  const p = principalOf(req);
  if (p.userType === 'admin') {
    if (!can(p, moduleOfStream(stream), 'view')) throw new AppError('forbidden', 'error.forbidden');
    return;
  }
  const m = stream.match(/^(case|file)-(\d+)$/);
  const doc = m ? await readStore.collection(m[1] === 'case' ? 'cases' : 'files').findOne({ $and: [{ id: Number(m[2]) }, assignedScope(req)] }) : null;
  if (!doc) throw new AppError('forbidden', 'error.forbidden');
}
