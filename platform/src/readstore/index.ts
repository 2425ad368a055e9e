import { createMemoryReadStore } from './memory.js';
import { createMongoReadStore } from './mongo.js';
import type { ReadStore } from './types.js';
import { recordingReadStore } from './recording.js';
export { filterFields, recordingReadStore, type QueryShape } from './recording.js';

export type * from './types.js';
export { createMemoryReadStore, DuplicateKeyError } from './memory.js';
export { createMongoReadStore } from './mongo.js';

/** MongoDB when a URL is configured, otherwise in memory */
export async function createReadStore(cfg: { mongodbUrl?: string }): Promise<ReadStore> {
  const store = cfg.mongodbUrl ? await createMongoReadStore(cfg.mongodbUrl) : createMemoryReadStore();
  // the index test (tests/reliability/indexes.test.ts) records every query shape the code sends
  const queryLog = process.env.READSTORE_QUERY_LOG;
  return queryLog ? recordingReadStore(store, queryLog) : store;
}

/** true for a unique index violation from either adapter (both use MongoDB's code 11000) */
export function isDuplicateKeyError(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
}
