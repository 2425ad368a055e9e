import { join } from 'node:path';
import { createFsBlobStore } from './fs.js';
import { createGridFsBlobStore } from './gridfs.js';
import type { BlobStore } from './types.js';

export type * from './types.js';
export { createFsBlobStore } from './fs.js';
export { createGridFsBlobStore } from './gridfs.js';

/** GridFS when a MongoDB URL is configured, otherwise files under `${dataDir}/blobs` */
export async function createBlobStore(cfg: { dataDir: string; mongodbUrl?: string }): Promise<BlobStore> {
  return cfg.mongodbUrl ? createGridFsBlobStore(cfg.mongodbUrl) : createFsBlobStore(join(cfg.dataDir, 'blobs'));
}
