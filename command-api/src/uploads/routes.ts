import { randomUUID } from 'node:crypto';
import express, { Router, type Request } from 'express';
import { AppError, downloadName, principalOf, requireAnyWork, sniffContentType, WrongExpectedRevisionError, type BlobRef } from '@lawfirm/platform';
import { isEventOf, UploadClaimed, UploadReceived, uploadStream, type UploadSlot } from '@lawfirm/contracts';
import type { CommandDeps } from '../framework/deps.js';
import { commandRoute } from '../framework/http.js';
import { documentTypes } from '../framework/uploads.js';

export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
const UPLOAD_TTL_MS = 15 * 60_000;

/**
 * The minutes documents' upload flow: POST /api/objects/upload hands out a URL on our own blob
 * store, signed for the caller, valid 15 minutes and for one file of at most 25 MB; PUT the raw
 * file there; then name the URL when attaching the document. Each URL takes one file once.
 * Only for who may record or revise minutes (lawyers; admins with minutes: add or edit): an
 * account whose role has no part in minutes stores no bytes in the firm's blob store.
 */
export function uploadRoutes(deps: CommandDeps): Router {
  const router = Router();
  const payload = (uploadId: string, exp: number, owner: string) => `${uploadId}.${exp}.${UPLOAD_MAX_BYTES}.${owner}`;
  const owner = (req: Request) => {
    const p = principalOf(req);
    return `${p.userType}:${p.id}`;
  };

  const mayAttachToMinutes = requireAnyWork(['minutes', 'add'], ['minutes', 'edit']);

  router.post('/api/objects/upload', mayAttachToMinutes, (req, res) => {
    const uploadId = randomUUID();
    const exp = Date.now() + UPLOAD_TTL_MS;
    const sig = deps.uploadSigner.sign(payload(uploadId, exp, owner(req)));
    res.json({ uploadURL: `/api/objects/uploads/${uploadId}?exp=${exp}&sig=${sig}`, expiresAt: new Date(exp).toISOString(), maxBytes: UPLOAD_MAX_BYTES } satisfies UploadSlot);
  });

  router.put(
    '/api/objects/uploads/:uploadId',
    mayAttachToMinutes,
    express.raw({ type: () => true, limit: UPLOAD_MAX_BYTES }),
    commandRoute(deps, 'UploadFile', async (req, cx) => {
      const uploadId = String(req.params.uploadId);
      verify(req, uploadId);
      const body = req.body as Buffer;
      if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError('validation_failed', 'uploads.notUploaded');
      const type = sniffContentType(body);
      if (!type || !documentTypes.any.includes(type)) throw new AppError('validation_failed', 'validation.uploadFileType');
      const name = downloadName(String(req.headers['x-file-name'] ?? ''), type, 'document');
      const file = await deps.blobStore.put(body, { filename: name, contentType: type });
      try {
        const r = await deps.eventStore.append(uploadStream(uploadId), [{ ...UploadReceived.of({ uploadId, file }), metadata: { ...cx.meta } }], { expectedRevision: 'no_stream' });
        return { status: 200, body: { uploadId, size: file.size, contentType: type }, position: r.position };
      } catch (e) {
        if (e instanceof WrongExpectedRevisionError) throw new AppError('conflict', 'uploads.urlUsed');
        throw e;
      }
    }),
  );

  function verify(req: Request, uploadId: string) {
    const exp = Number(req.query.exp);
    const sig = String(req.query.sig ?? '');
    if (!Number.isFinite(exp) || exp < Date.now() || !deps.uploadSigner.verify(payload(uploadId, exp, owner(req)), sig)) throw new AppError('forbidden', 'uploads.urlInvalid');
  }
  return router;
}

/** The file PUT to an upload URL the caller was given, claimed for one minutes record (once). */
export async function claimUpload(deps: CommandDeps, req: Request, uploadURL: string, minutesId: number, meta: Parameters<CommandDeps['eventStore']['append']>[1][number]['metadata']): Promise<BlobRef> {
  const url = new URL(uploadURL, 'http://local');
  const uploadId = url.pathname.split('/').pop() ?? '';
  const exp = Number(url.searchParams.get('exp'));
  const p = principalOf(req);
  const signed = deps.uploadSigner.verify(`${uploadId}.${exp}.${UPLOAD_MAX_BYTES}.${p.userType}:${p.id}`, url.searchParams.get('sig') ?? '');
  if (!signed || !/^[0-9a-f-]{36}$/.test(uploadId)) throw new AppError('forbidden', 'uploads.urlInvalid');
  const events = await deps.eventStore.readStream(uploadStream(uploadId));
  if (!events.length) throw new AppError('validation_failed', 'uploads.notUploaded');
  if (events.length > 1) throw new AppError('conflict', 'uploads.urlUsed');
  try {
    await deps.eventStore.append(uploadStream(uploadId), [{ ...UploadClaimed.of({ uploadId, minutesId }), metadata: meta }], { expectedRevision: 0 });
  } catch (e) {
    if (e instanceof WrongExpectedRevisionError) throw new AppError('conflict', 'uploads.urlUsed');
    throw e;
  }
  const [received] = events;
  if (!isEventOf(UploadReceived, received)) throw new AppError('validation_failed', 'uploads.notUploaded');
  return received.data.file;
}
