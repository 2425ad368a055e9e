import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket, ObjectId, type GridFSFile } from 'mongodb';
import { acquireMongoClient } from '../mongo/client.js';
import type { BlobRef, BlobStore } from './types.js';

const OBJECT_ID_HEX = /^[0-9a-f]{24}$/;

/**
 * Blobs in MongoDB GridFS (bucket `blobs`, or another name for another kind of file), in their own
 * database (default `lawfirm_blobs`) so that the read store's `dropAll()` can never reach them.
 * `metadata` holds contentType and sha256.
 */
export async function createGridFsBlobStore(url: string, dbName = 'lawfirm_blobs', bucketName = 'blobs'): Promise<BlobStore> {
  const shared = await acquireMongoClient(url);
  const db = shared.client.db(dbName);
  const bucket = new GridFSBucket(db, { bucketName });
  const files = db.collection<GridFSFile>(`${bucketName}.files`);

  const fileOf = async (id: string) =>
    OBJECT_ID_HEX.test(id) ? files.findOne({ _id: new ObjectId(id) }) : null;
  const remove = (id: ObjectId) =>
    bucket.delete(id).catch((err: Error) => {
      if (!/File not found/.test(err.message)) throw err; // deleted concurrently
    });

  return {
    kind: 'gridfs',
    async put(data, meta) {
      const hash = createHash('sha256');
      let size = 0;
      const tap = new Transform({
        transform(chunk: Buffer | string, _enc, done) {
          const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
          hash.update(buf);
          size += buf.length;
          done(null, buf);
        },
      });
      const upload = bucket.openUploadStream(meta.filename, { metadata: { contentType: meta.contentType } });
      try {
        await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, tap, upload);
      } catch (err) {
        await upload.abort().catch(() => {});
        throw err;
      }
      const sha256 = hash.digest('hex');
      await files.updateOne({ _id: upload.id }, { $set: { 'metadata.sha256': sha256 } });
      const ref: BlobRef = { id: upload.id.toHexString(), size, contentType: meta.contentType, sha256, filename: meta.filename };
      return ref;
    },
    async get(id) {
      const file = await fileOf(id);
      if (!file) return null;
      return {
        stream: bucket.openDownloadStream(file._id),
        size: file.length,
        contentType: String(file.metadata?.contentType ?? 'application/octet-stream'),
        filename: file.filename,
      };
    },
    async has(id) {
      return (await fileOf(id)) !== null;
    },
    async delete(id) {
      if (await fileOf(id)) await remove(new ObjectId(id));
    },
    async deleteStoredBefore(cutoff) {
      let deleted = 0;
      for (const f of await files.find({ uploadDate: { $lt: cutoff } }, { projection: { _id: 1 } }).toArray()) {
        await remove(f._id);
        deleted++;
      }
      return deleted;
    },
    async close() {
      await shared.release();
    },
  };
}
