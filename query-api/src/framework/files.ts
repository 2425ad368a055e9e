import type { Response } from 'express';
import { AppError, downloadName, type BlobRef, type BlobStore } from '@lawfirm/platform';

/**
 * Streams a stored file. Served files never run in the portal's origin: a sandboxing CSP and
 * nosniff, and `attachment` unless the file is an image meant to be shown inline.
 */
export async function sendBlob(res: Response, blobs: BlobStore, ref: BlobRef | undefined | null, opts: { inline?: boolean; cache?: boolean } = {}) {
  const blob = ref ? await blobs.get(ref.id) : null;
  if (!ref || !blob) throw new AppError('not_found', 'error.notFound');
  res.setHeader('Content-Type', ref.contentType);
  res.setHeader('Content-Length', String(blob.size));
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', opts.cache ? 'public, max-age=86400' : 'private, no-store');
  // files stored before their names followed their type are sent under the name they should have had
  const name = encodeURIComponent(downloadName(ref.filename, ref.contentType));
  res.setHeader('Content-Disposition', `${opts.inline ? 'inline' : 'attachment'}; filename*=UTF-8''${name}`);
  blob.stream.pipe(res);
}
