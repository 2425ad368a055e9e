import { join } from 'node:path';
import type { CredentialStore } from './types.js';
import { createSqliteCredentialStore } from './sqlite.js';
import { createMongoCredentialStore } from './mongo.js';

export type { CredentialStore } from './types.js';

export async function createCredentialStore(cfg: { dataDir: string; mongodbUrl?: string }): Promise<CredentialStore> {
  return cfg.mongodbUrl ? createMongoCredentialStore(cfg.mongodbUrl) : createSqliteCredentialStore(join(cfg.dataDir, 'credentials.db'));
}
