import { acquireMongoClient } from '../mongo/client.js';
import type { CredentialStore } from './types.js';

interface CredentialDoc {
  _id: string;
  hash: string | null;
  /** the session generation (see CredentialStore); missing means 0 */
  sessions?: number;
  /** the password change under way (see CredentialStore) and when its claim lapses */
  claim?: string | null;
  claimUntil?: Date | null;
  updatedAt: Date;
}

interface RevokedTokenDoc {
  _id: string;
  /** MongoDB's TTL monitor removes the document after this moment */
  expiresAt: Date;
}

const durable = { writeConcern: { w: 'majority' as const, j: true } };

/** the account's generation is `sessions` (a document without one is at 0) */
const atGeneration = (sessions: number) => (sessions === 0 ? { $or: [{ sessions: 0 }, { sessions: { $exists: false } }] } : { sessions });

/** A database of its own, so dropping the read models never touches credentials. */
export async function createMongoCredentialStore(url: string, dbName = 'lawfirm_credentials'): Promise<CredentialStore> {
  const shared = await acquireMongoClient(url);
  const db = shared.client.db(dbName);
  const col = db.collection<CredentialDoc>('credentials');
  const revoked = db.collection<RevokedTokenDoc>('revokedTokens');
  await revoked.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
  // every read of a session goes to the primary with majority: a revocation just acknowledged is seen
  const fresh = { readConcern: { level: 'majority' as const }, readPreference: 'primary' as const };
  return {
    kind: 'mongodb',
    get: async (key) => (await col.findOne({ _id: key }, fresh))?.hash || null,
    async account(key) {
      const doc = await col.findOne({ _id: key }, fresh);
      return { hash: doc?.hash || null, sessions: doc?.sessions ?? 0 };
    },
    async set(key, hash) {
      // a pipeline update, so the generation moves only when a hash was already there
      await col.updateOne(
        { _id: key },
        [{ $set: { sessions: { $cond: [{ $ifNull: ['$hash', false] }, { $add: [{ $ifNull: ['$sessions', 0] }, 1] }, { $ifNull: ['$sessions', 0] }] }, hash: { $literal: hash }, updatedAt: '$$NOW', claim: null, claimUntil: null } }],
        { upsert: true, ...durable },
      );
    },
    delete: async (key) => void (await col.deleteOne({ _id: key }, durable)),
    advance: async (key) => void (await col.updateOne({ _id: key }, { $inc: { sessions: 1 }, $set: { updatedAt: new Date(), claim: null, claimUntil: null }, $setOnInsert: { hash: null } }, { upsert: true, ...durable })),
    // each one document update: MongoDB decides the filter and the write at once
    async claimPasswordChange(key, sessions, id, ttlMs) {
      const now = new Date();
      const r = await col.updateOne(
        { _id: key, $and: [atGeneration(sessions), { $or: [{ claim: null }, { claimUntil: { $lte: now } }] }] },
        { $set: { claim: id, claimUntil: new Date(now.getTime() + ttlMs) } },
        durable,
      );
      return r.modifiedCount === 1;
    },
    async completePasswordChange(key, sessions, id, hash) {
      const r = await col.updateOne({ _id: key, claim: id, ...atGeneration(sessions) }, { $set: { hash, claim: null, claimUntil: null, updatedAt: new Date() }, $inc: { sessions: 1 } }, durable);
      return r.modifiedCount === 1;
    },
    releasePasswordChange: async (key, id) => void (await col.updateOne({ _id: key, claim: id }, { $set: { claim: null, claimUntil: null } }, durable)),
    revokeToken: async (id, expiresAt) => void (await revoked.updateOne({ _id: id }, { $set: { expiresAt: new Date(expiresAt) } }, { upsert: true, ...durable })),
    async session(key, id, roleKey) {
      const keys = roleKey ? [key, roleKey] : [key];
      const [docs, gone] = await Promise.all([col.find({ _id: { $in: keys } }, { ...fresh, projection: { sessions: 1 } }).toArray(), revoked.findOne({ _id: id, expiresAt: { $gt: new Date() } }, fresh)]);
      const generation = (k: string | null) => docs.find((d) => d._id === k)?.sessions ?? 0;
      return { sessions: generation(key), revoked: gone !== null, role: roleKey ? generation(roleKey) : 0 };
    },
    close: () => shared.release(),
  };
}
