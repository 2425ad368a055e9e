import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryReadStore } from '../../platform/src/readstore/memory.js';
import { createMongoReadStore } from '../../platform/src/readstore/mongo.js';
import { createSqliteReadStore } from '../../platform/src/readstore/sqlite.js';
import { readStoreContract } from './readstore.contract.js';

readStoreContract('memory', async () => createMemoryReadStore());
readStoreContract('sqlite', async () => createSqliteReadStore(':memory:'));

describe('memory read store at read-model scale', () => {
  it('looks documents up by an indexed field without scanning 100k of them', async () => {
    const store = createMemoryReadStore();
    const cases = store.collection('cases');
    await cases.createIndex({ id: 1 }, { unique: true });
    await cases.createIndex({ lawyerId: 1 });
    for (let id = 1; id <= 100_000; id++) await cases.insertOne({ id, lawyerId: id % 500, title: `case ${id}` });

    const started = performance.now();
    for (let i = 1; i <= 2_000; i++) {
      expect((await cases.findOne({ id: i * 50 }))?.title).toBe(`case ${i * 50}`);
    }
    expect(await cases.find({ lawyerId: 7 })).toHaveLength(200);
    // a scan per lookup would take minutes here; hashed lookups take milliseconds
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await cases.count({ lawyerId: 7, id: { $lt: 1000 } })).toBe(2);
  });
});

// MongoDB: MONGODB_URL when given, else a throwaway container when a container runtime answers.
const mongo = await (async (): Promise<{ available: boolean; reason?: string }> => {
  if (process.env.MONGODB_URL) return { available: true };
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('container runtime did not answer within 10 s')), 10_000);
    });
    await Promise.race([getContainerRuntimeClient(), timeout]).finally(() => clearTimeout(timer));
    return { available: true };
  } catch (err) {
    return { available: false, reason: `MONGODB_URL is not set and no container runtime is available (${(err as Error).message ?? err})` };
  }
})();
if (!mongo.available) console.warn(`[skipped] MongoDB read store contract suite: ${mongo.reason}`);

describe.skipIf(!mongo.available)('MongoDB read store', () => {
  let url = process.env.MONGODB_URL ?? '';
  let container: { stop(): Promise<unknown> } | undefined;
  const dbName = `contract_read_${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    if (url) return;
    const { MongoDBContainer } = await import('@testcontainers/mongodb');
    const started = await new MongoDBContainer('mongo:7').start();
    container = started;
    url = `${started.getConnectionString()}?directConnection=true`;
  });
  afterAll(async () => {
    if (url) {
      const store = await createMongoReadStore(url, dbName);
      await store.dropAll();
      await store.close();
    }
    await container?.stop();
  });

  readStoreContract('mongodb', () => createMongoReadStore(url, dbName));
});
