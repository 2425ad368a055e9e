import { MongoClient } from 'mongodb';
import type { CredentialStore } from './types.js';

interface CredentialDoc {
  _id: string;
  hash: string;
  updatedAt: Date;
}

/** A database of its own, so dropping the read models never touches credentials. */
export async function createMongoCredentialStore(url: string, dbName = 'lawfirm_credentials'): Promise<CredentialStore> {
  const client = await MongoClient.connect(url);
  const col = client.db(dbName).collection<CredentialDoc>('credentials');
  return {
    kind: 'mongodb',
    get: async (key) => (await col.findOne({ _id: key }))?.hash ?? null,
    set: async (key, hash) => void (await col.updateOne({ _id: key }, { $set: { hash, updatedAt: new Date() } }, { upsert: true, writeConcern: { w: 'majority', j: true } })),
    delete: async (key) => void (await col.deleteOne({ _id: key })),
    close: () => client.close(),
  };
}
