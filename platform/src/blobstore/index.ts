import { join } from 'node:path';
import { createFsBlobStore } from './fs.js';
import { createGridFsBlobStore } from './gridfs.js';
import type { BlobStore } from './types.js';

export type * from './types.js';
export { createFsBlobStore } from './fs.js';
export { createGridFsBlobStore } from './gridfs.js';

/**
 * GridFS when a MongoDB URL is configured, otherwise files under `${dataDir}/blobs`. Rendered
 * reports are kept apart (`reports`): they are deleted by age, and in the content-addressed files
 * an old report could otherwise be the very bytes of an uploaded document.
 */
export async function createBlobStore(cfg: { dataDir: string; mongodbUrl?: string }, kind: 'documents' | 'reports' = 'documents'): Promise<BlobStore> {
  const name = kind === 'reports' ? 'reports' : 'blobs';
  return cfg.mongodbUrl ? createGridFsBlobStore(cfg.mongodbUrl, undefined, name) : createFsBlobStore(join(cfg.dataDir, name));
}
