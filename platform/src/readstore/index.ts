import { createMemoryReadStore } from './memory.js';
import { createMongoReadStore } from './mongo.js';
import type { ReadStore } from './types.js';

export type * from './types.js';
export { createMemoryReadStore, DuplicateKeyError } from './memory.js';
export { createMongoReadStore } from './mongo.js';

/** MongoDB when a URL is configured, otherwise in memory */
export async function createReadStore(cfg: { mongodbUrl?: string }): Promise<ReadStore> {
  return cfg.mongodbUrl ? createMongoReadStore(cfg.mongodbUrl) : createMemoryReadStore();
}

/** true for a unique index violation from either adapter (both use MongoDB's code 11000) */
export function isDuplicateKeyError(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
}
