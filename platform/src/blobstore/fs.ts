import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobRef, BlobStore } from './types.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../privateFiles.js';

interface Sidecar {
  contentType: string;
  filename: string;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

/**
 * Content-addressed files: `<dir>/ab/cd/<sha256>` plus `<sha256>.json` (content type, file name of the
 * first upload). The same bytes uploaded twice are stored once, so deleting an id removes them for
 * every reference to them.
 */
export function createFsBlobStore(dir: string): BlobStore {
  const tmpDir = join(dir, '.tmp');
  const pathOf = (sha: string) => join(dir, sha.slice(0, 2), sha.slice(2, 4), sha);
  /** the blob before its sidecar, as a blob that exists always has one */
  const remove = async (sha: string) => {
    await rm(pathOf(sha), { force: true });
    await rm(`${pathOf(sha)}.json`, { force: true });
  };

  /** writes a file durably: temp file, fsync, rename, fsync of the directory */
  async function commit(tmp: string, target: string) {
    const fh = await open(tmp, 'r');
    try {
      await fh.sync();
    } finally {
      await fh.close();
    }
    await rename(tmp, target);
    await syncDir(join(target, '..'));
  }

  return {
    kind: 'fs',
    async put(data, meta) {
      await mkdir(tmpDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const tmp = join(tmpDir, randomUUID());
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
      try {
        const source = Buffer.isBuffer(data) ? Readable.from([data]) : data;
        await pipeline(source, tap, createWriteStream(tmp, { mode: PRIVATE_FILE_MODE }));
        const sha256 = hash.digest('hex');
        const target = pathOf(sha256);
        if (await exists(target)) {
          await rm(tmp, { force: true });
          // stored again now: an age-based clean-up must not take it from this new reference
          const now = new Date();
          await utimes(target, now, now);
        } else {
          await mkdir(join(target, '..'), { recursive: true, mode: PRIVATE_DIR_MODE });
          // the sidecar lands first, so a blob that exists always has one
          const sideTmp = `${tmp}.json`;
          const side: Sidecar = { contentType: meta.contentType, filename: meta.filename };
          const fh = await open(sideTmp, 'w', PRIVATE_FILE_MODE);
          try {
            await fh.writeFile(JSON.stringify(side));
          } finally {
            await fh.close();
          }
          await commit(sideTmp, `${target}.json`);
          await commit(tmp, target);
        }
        const ref: BlobRef = { id: sha256, size, contentType: meta.contentType, sha256, filename: meta.filename };
        return ref;
      } catch (err) {
        await rm(tmp, { force: true });
        await rm(`${tmp}.json`, { force: true });
        throw err;
      }
    },
    async get(id) {
      if (!SHA256_HEX.test(id)) return null;
      const file = pathOf(id);
      const st = await stat(file).catch(() => null);
      if (!st) return null;
      const side = JSON.parse(await readFile(`${file}.json`, 'utf8')) as Sidecar;
      return { stream: createReadStream(file), size: st.size, contentType: side.contentType, filename: side.filename };
    },
    async has(id) {
      return SHA256_HEX.test(id) && exists(pathOf(id));
    },
    async delete(id) {
      if (SHA256_HEX.test(id)) await remove(id);
    },
    async deleteStoredBefore(cutoff) {
      let deleted = 0;
      for (const a of await shards(dir))
        for (const b of await shards(join(dir, a)))
          for (const name of await readdir(join(dir, a, b))) {
            if (!SHA256_HEX.test(name)) continue;
            const st = await stat(pathOf(name)).catch(() => null);
            if (!st || st.mtime >= cutoff) continue;
            await remove(name);
            deleted++;
          }
      return deleted;
    },
    async close() {},
  };
}

/** the two-hex-digit directories under `dir` */
async function shards(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((n) => /^[0-9a-f]{2}$/.test(n));
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function syncDir(path: string) {
  const fh = await open(path, 'r');
  try {
    await fh.sync();
  } catch {
    // some platforms cannot fsync a directory; the rename itself is still atomic
  } finally {
    await fh.close();
  }
}
