import { join } from 'node:path';
import { createEventStoreDbEventStore } from './esdb.js';
import { createSqliteEventStore } from './sqlite.js';
import type { EventStore } from './types.js';
import { withSchemaValidation } from './validating.js';

export * from './types.js';
export { createEventStoreDbEventStore } from './esdb.js';
export { createSqliteEventStore, type SqliteEventStore } from './sqlite.js';
export { withSchemaValidation } from './validating.js';
export { newEventId } from './ids.js';

/** EventStoreDB when its URL is set, otherwise the SQLite file `${dataDir}/events.db`; validated either way. */
export function createEventStore(cfg: { dataDir: string; eventStoreUrl?: string }): EventStore {
  const store = cfg.eventStoreUrl
    ? createEventStoreDbEventStore({ connectionString: cfg.eventStoreUrl })
    : createSqliteEventStore({ file: join(cfg.dataDir, 'events.db') });
  return withSchemaValidation(store);
}
