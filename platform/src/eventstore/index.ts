import { join } from 'node:path';
import { createEventStoreDbEventStore } from './esdb.js';
import { createSqliteEventStore } from './sqlite.js';
import { openSqliteAuditLog, type SqliteAuditLog } from './sqliteAuditLog.js';
import type { EventStore } from './types.js';
import { withSchemaValidation } from './validating.js';

export * from './types.js';
export { createEventStoreDbEventStore } from './esdb.js';
export { createSqliteEventStore, type SqliteEventStore } from './sqlite.js';
export { withSchemaValidation } from './validating.js';
export { newEventId } from './ids.js';
export { openSqliteAuditLog, UnsupportedAuditFilterError, type AuditLogSource, type AuditRecord, type SqliteAuditLog } from './sqliteAuditLog.js';

const sqliteFile = (dataDir: string) => join(dataDir, 'events.db');

/** EventStoreDB when its URL is set, otherwise the SQLite file `${dataDir}/events.db`; validated either way. */
export function createEventStore(cfg: { dataDir: string; eventStoreUrl?: string }): EventStore {
  const store = cfg.eventStoreUrl
    ? createEventStoreDbEventStore({ connectionString: cfg.eventStoreUrl })
    : createSqliteEventStore({ file: sqliteFile(cfg.dataDir) });
  return withSchemaValidation(store);
}

/**
 * Whether the event log itself can answer the global audit log. SQLite's is a table that SQL
 * filters, sorts and counts in place, so no `audit_log` read model is built beside it (a document
 * per event, in memory in standalone mode); EventStoreDB's log cannot be queried that way.
 */
export function eventLogIsQueryable(kind: EventStore['kind']): boolean {
  return kind === 'sqlite';
}

/** The global audit log from the event log of `createEventStore(cfg)` where it is queryable; null where the `audit_log` read model serves it. */
export function openEventLogAudit(cfg: { dataDir: string }, eventStore: Pick<EventStore, 'kind'>): SqliteAuditLog | null {
  return eventLogIsQueryable(eventStore.kind) ? openSqliteAuditLog({ file: sqliteFile(cfg.dataDir) }) : null;
}
