import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MongoClient } from 'mongodb';
import { createFsBlobStore } from '../../platform/src/blobstore/fs.js';
import { createGridFsBlobStore } from '../../platform/src/blobstore/gridfs.js';
import { blobStoreContract } from './blobstore.contract.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'blobs-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

blobStoreContract('fs', async () => createFsBlobStore(tempDir()));

describe('fs blob store', () => {
  it('is content-addressed: same bytes, same id, one file under ab/cd/<sha256>', async () => {
    const dir = tempDir();
    const store = createFsBlobStore(dir);
    const bytes = randomBytes(5000);
    const a = await store.put(bytes, { filename: 'first.bin', contentType: 'application/octet-stream' });
    const b = await store.put(bytes, { filename: 'second.bin', contentType: 'application/octet-stream' });
    expect(b.id).toBe(a.id);
    expect(a.id).toBe(a.sha256);
    expect(b.filename).toBe('second.bin');
    const shard = join(dir, a.id.slice(0, 2), a.id.slice(2, 4));
    expect(readdirSync(shard).sort()).toEqual([a.id, `${a.id}.json`]);
    expect(readdirSync(join(dir, '.tmp'))).toEqual([]); // temp files renamed or removed
    const other = await store.put(randomBytes(5000), { filename: 'x', contentType: 'application/octet-stream' });
    expect(other.id).not.toBe(a.id);
  });

  it('counts storing the same bytes again as storing them now, for the clean-up by age', async () => {
    const store = createFsBlobStore(tempDir());
    const bytes = randomBytes(500);
    const first = await store.put(bytes, { filename: 'report.xlsx', contentType: 'application/octet-stream' });
    const other = await store.put(randomBytes(500), { filename: 'other.xlsx', contentType: 'application/octet-stream' });
    await new Promise((r) => setTimeout(r, 30));
    const cutoff = new Date();
    await new Promise((r) => setTimeout(r, 30));
    const again = await store.put(bytes, { filename: 'report.xlsx', contentType: 'application/octet-stream' });
    expect(again.id).toBe(first.id);
    expect(await store.deleteStoredBefore(cutoff)).toBe(1);
    expect(await store.has(other.id)).toBe(false);
    expect(await store.has(first.id)).toBe(true);
  });

  it('leaves no temp file behind when the input fails', async () => {
    const dir = tempDir();
    const store = createFsBlobStore(dir);
    const { Readable } = await import('node:stream');
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('partial');
        throw new Error('upload aborted');
      })(),
    );
    await expect(store.put(failing, { filename: 'x', contentType: 'text/plain' })).rejects.toThrow('upload aborted');
    expect(readdirSync(join(dir, '.tmp'))).toEqual([]);
  });
});

// MongoDB GridFS: MONGODB_URL when given, else a throwaway container when a container runtime answers.
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
if (!mongo.available) console.warn(`[skipped] MongoDB GridFS blob store contract suite: ${mongo.reason}`);

describe.skipIf(!mongo.available)('GridFS blob store', () => {
  let url = process.env.MONGODB_URL ?? '';
  let container: { stop(): Promise<unknown> } | undefined;
  const dbName = `contract_blobs_${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    if (url) return;
    const { MongoDBContainer } = await import('@testcontainers/mongodb');
    const started = await new MongoDBContainer('mongo:7').start();
    container = started;
    url = `${started.getConnectionString()}?directConnection=true`;
  });
  afterAll(async () => {
    if (url) {
      const client = await MongoClient.connect(url);
      await client.db(dbName).dropDatabase();
      await client.close();
    }
    await container?.stop();
  });

  blobStoreContract('gridfs', () => createGridFsBlobStore(url, dbName));

  it('gives every upload its own ObjectId and keeps sha256 in the file metadata', async () => {
    const store = await createGridFsBlobStore(url, dbName);
    const bytes = randomBytes(100);
    const a = await store.put(bytes, { filename: 'a', contentType: 'application/octet-stream' });
    const b = await store.put(bytes, { filename: 'b', contentType: 'application/octet-stream' });
    expect(a.id).toMatch(/^[0-9a-f]{24}$/);
    expect(b.id).not.toBe(a.id);
    expect(b.sha256).toBe(a.sha256);
    await store.close();
    const client = await MongoClient.connect(url);
    const file = await client.db(dbName).collection('blobs.files').findOne({ filename: 'a' });
    await client.close();
    expect(file?.metadata).toEqual({ contentType: 'application/octet-stream', sha256: a.sha256 });
  });
});
