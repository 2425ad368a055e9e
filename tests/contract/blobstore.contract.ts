import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../platform/src/blobstore/types.js';

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** What every BlobStore adapter must do. */
export function blobStoreContract(name: string, open: () => Promise<BlobStore>) {
  describe(`BlobStore contract: ${name}`, () => {
    let store: BlobStore;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => {
      await store.close();
    });

    it('stores bytes and returns a ref with size, sha256, type and name', async () => {
      const bytes = Buffer.from('%PDF-1.7 minutes of the hearing');
      const ref = await store.put(bytes, { filename: 'minutes.pdf', contentType: 'application/pdf' });
      expect(ref).toMatchObject({ size: bytes.length, sha256: sha256(bytes), contentType: 'application/pdf', filename: 'minutes.pdf' });
      expect(ref.id).toMatch(/^[0-9a-f]+$/);
      const got = await store.get(ref.id);
      expect(got).toMatchObject({ size: bytes.length, contentType: 'application/pdf', filename: 'minutes.pdf' });
      expect(await readAll(got!.stream)).toEqual(bytes);
    });

    it('deletes the blobs stored before a moment, and only those', async () => {
      const pause = () => new Promise((r) => setTimeout(r, 30));
      const old = await store.put(randomBytes(300), { filename: 'old.pdf', contentType: 'application/pdf' });
      await pause();
      const cutoff = new Date();
      await pause();
      const fresh = await store.put(randomBytes(300), { filename: 'fresh.pdf', contentType: 'application/pdf' });
      expect(await store.deleteStoredBefore(cutoff)).toBeGreaterThanOrEqual(1);
      expect(await store.has(old.id)).toBe(false);
      expect(await store.get(old.id)).toBeNull();
      expect(await store.has(fresh.id)).toBe(true);
      expect(await store.deleteStoredBefore(cutoff)).toBe(0);
    });

    it('stores a stream, hashing it on the way, binary content intact', async () => {
      // every byte value, then 3 MiB of random bytes in uneven chunks (more than one GridFS chunk)
      const parts = [Buffer.from(Array.from({ length: 256 }, (_, i) => i)), ...Array.from({ length: 7 }, (_, i) => randomBytes(400_000 + i * 17))];
      const all = Buffer.concat(parts);
      const ref = await store.put(Readable.from(parts), { filename: 'scan.bin', contentType: 'application/octet-stream' });
      expect(ref.size).toBe(all.length);
      expect(ref.sha256).toBe(sha256(all));
      const got = await store.get(ref.id);
      expect(got!.size).toBe(all.length);
      expect(sha256(await readAll(got!.stream))).toBe(sha256(all));
    });

    it('keeps Arabic file names and empty files', async () => {
      const ref = await store.put(Buffer.alloc(0), { filename: 'مذكرة دفاع.docx', contentType: 'application/octet-stream' });
      expect(ref).toMatchObject({ size: 0, sha256: sha256(Buffer.alloc(0)) });
      const got = await store.get(ref.id);
      expect(got!.filename).toBe('مذكرة دفاع.docx');
      expect(await readAll(got!.stream)).toEqual(Buffer.alloc(0));
    });

    it('answers has, deletes, and gives null for unknown or malformed ids', async () => {
      const ref = await store.put(randomBytes(1000), { filename: 'a.bin', contentType: 'application/octet-stream' });
      expect(await store.has(ref.id)).toBe(true);
      await store.delete(ref.id);
      expect(await store.has(ref.id)).toBe(false);
      expect(await store.get(ref.id)).toBeNull();
      await store.delete(ref.id); // deleting again is fine
      for (const id of ['0'.repeat(24), '0'.repeat(64), 'not-an-id', '../../etc/passwd', '']) {
        expect(await store.get(id)).toBeNull();
        expect(await store.has(id)).toBe(false);
      }
    });

    it('rejects when the input stream fails', async () => {
      const failing = new Readable({
        read() {
          this.destroy(new Error('client went away'));
        },
      });
      await expect(store.put(failing, { filename: 'x', contentType: 'text/plain' })).rejects.toThrow('client went away');
    });
  });
}
