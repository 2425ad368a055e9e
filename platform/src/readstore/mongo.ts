import { type Document, type Filter as MongoFilter, type UpdateFilter } from 'mongodb';
import type { Collection, Doc, ReadStore } from './types.js';
import { acquireMongoClient } from '../mongo/client.js';
import { isTextIndex } from './queryLanguage.js';

/**
 * The MongoDB read store. It keeps to its own database (default `lawfirm_read`) because
 * `dropAll()` drops every collection in it: sharing the database with GridFS would drop the blobs.
 */
export async function createMongoReadStore(url: string, dbName = 'lawfirm_read'): Promise<ReadStore> {
  const shared = await acquireMongoClient(url);
  // ignoreUndefined: undefined fields are left out, as the in-memory adapter does
  const db = shared.client.db(dbName, { ignoreUndefined: true });
  const noId = { projection: { _id: 0 } };

  const collection = <T extends Doc = Doc>(name: string): Collection<T> => {
    const c = db.collection(name);
    const f = (filter: Doc = {}) => filter as MongoFilter<Document>;
    return {
      async find(filter, opts = {}) {
        let cursor = c.find(f(filter), noId);
        // _id last: ties keep insertion order, like the in-memory adapter's stable sort
        if (opts.sort && Object.keys(opts.sort).length) cursor = cursor.sort({ ...opts.sort, _id: 1 });
        if (opts.skip) cursor = cursor.skip(opts.skip);
        if (opts.limit) cursor = cursor.limit(opts.limit);
        return (await cursor.toArray()) as unknown as T[];
      },
      async findOne(filter) {
        return (await c.findOne(f(filter), noId)) as unknown as T | null;
      },
      async count(filter) {
        return c.countDocuments(f(filter));
      },
      async insertOne(doc) {
        await c.insertOne({ ...doc }); // the driver would add _id to the caller's object
      },
      async replaceOne(filter, doc, opts = {}) {
        await c.replaceOne(f(filter), { ...doc }, { upsert: !!opts.upsert });
      },
      // not atomic: each collection has one projection writing it
      async modifyOne(filter, change) {
        const current = (await c.findOne(f(filter), noId)) as unknown as T | null;
        const next = change(current);
        if (next === current && current) return;
        if (next) await c.replaceOne(f(filter), { ...next }, { upsert: true });
        else await c.deleteOne(f(filter));
      },
      async updateOne(filter, update, opts = {}) {
        return (await c.updateOne(f(filter), update as UpdateFilter<Document>, { upsert: !!opts.upsert })).matchedCount;
      },
      async updateMany(filter, update) {
        return (await c.updateMany(f(filter), update as UpdateFilter<Document>)).matchedCount;
      },
      async deleteOne(filter) {
        return (await c.deleteOne(f(filter))).deletedCount;
      },
      async deleteMany(filter) {
        return (await c.deleteMany(f(filter))).deletedCount;
      },
      async createIndex(fields, opts = {}) {
        // the fields a text search looks in: MongoDB answers $regex without an index (its text indexes answer $text only)
        if (isTextIndex(fields, opts)) return;
        await c.createIndex(fields, { unique: !!opts.unique });
      },
    };
  };

  const names = async () =>
    (await db.listCollections({}, { nameOnly: true }).toArray())
      .map((c) => c.name)
      .filter((n) => !n.startsWith('system.'))
      .sort();

  return {
    kind: 'mongodb',
    collection,
    collections: names,
    async dropAll() {
      for (const name of await names()) await db.dropCollection(name);
    },
    async dropCollection(name) {
      try {
        await db.dropCollection(name);
      } catch (err) {
        // NamespaceNotFound: already gone (servers before 7.0 say so; later ones do not)
        if ((err as { code?: unknown }).code !== 26) throw err;
      }
    },
    async close() {
      await shared.release();
    },
  };
}
