import { eventLogIsQueryable, type AuditLogSource } from '@lawfirm/platform';
import type { QueryDeps } from '../framework/deps.js';

/** Where the audit log is read: the event log itself where it is queryable, else the `audit_log` read model. */
export function auditLogOf({ auditLog, eventStore, readStore }: Pick<QueryDeps, 'auditLog' | 'eventStore' | 'readStore'>): AuditLogSource {
  if (auditLog) return auditLog;
  // the projections build no audit_log over such a log: reading it would answer nothing, silently
  if (eventLogIsQueryable(eventStore.kind)) throw new Error(`the audit log of a ${eventStore.kind} event store is read from the event log: pass QueryDeps.auditLog (openEventLogAudit)`);
  return readStore.collection('audit_log');
}
