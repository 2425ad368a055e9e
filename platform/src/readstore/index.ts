import { join } from 'node:path';
import { createSqliteReadStore } from './sqlite.js';
import { createMongoReadStore } from './mongo.js';
import type { ReadStore } from './types.js';
import { recordingReadStore } from './recording.js';
import { generationalReadStore } from './generational.js';
export { filterFields, recordingReadStore, type QueryShape } from './recording.js';

export type * from './types.js';
export { createMemoryReadStore, DuplicateKeyError } from './memory.js';
export { createMongoReadStore } from './mongo.js';
export { createSqliteReadStore, type SqliteReadStore, type SqliteReadStoreOptions } from './sqlite.js';
export {
  decide as decideGenerations, evolve as evolveGenerations, GENERATIONS_COLLECTION, GenerationsRefused, initialGenerations, obsoleteCollections, parsePhysicalName, physicalName,
  type GenerationsCommand, type GenerationsEvent, type GenerationsState, type RebuildLease,
} from './generations.js';
export { generationalReadStore, generationsOf, GENERATION_REFRESH_MS, type GenerationalReadStore, type ReadModelGenerations } from './generational.js';

/** the standalone's read models, beside the log in the data folder */
export const READ_MODELS_FILE = 'readmodels.db';

/**
 * MongoDB when a URL is configured, otherwise SQLite in the data folder (`readmodels.db`, kept
 * across restarts with the projections' checkpoint); either way the read models live in
 * generations, so that a rebuild builds beside the live ones and never drops them.
 */
export async function createReadStore(cfg: { mongodbUrl?: string; dataDir: string }): Promise<ReadStore> {
  const base = cfg.mongodbUrl ? await createMongoReadStore(cfg.mongodbUrl) : createSqliteReadStore(join(cfg.dataDir, READ_MODELS_FILE));
  // the index test (tests/reliability/indexes.test.ts) records every query shape the code sends, the projections' writes to a generation too
  const queryLog = process.env.READSTORE_QUERY_LOG;
  return generationalReadStore(queryLog ? recordingReadStore(base, queryLog) : base);
}

/** true for a unique index violation from either adapter (both use MongoDB's code 11000) */
export function isDuplicateKeyError(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
}
