import type { RequestHandler } from 'express';
import multer from 'multer';
import { AppError, downloadName, sniffContentType, type BlobRef, type BlobStore } from '@lawfirm/platform';
import { bilingual, MAX_REQUEST_BYTES, type MessageKey } from '@lawfirm/contracts';

const PDF = 'application/pdf';
const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Accepted kinds, judged by content: `word` = .pdf .doc .docx; `any` adds .jpg .jpeg .png */
export const documentTypes = {
  word: [PDF, DOC, DOCX],
  any: [PDF, DOC, DOCX, 'image/jpeg', 'image/png'],
};

export interface UploadRule {
  field: string;
  maxBytes: number;
  /** MIME types accepted, judged by content */
  types: string[];
  tooLarge: MessageKey;
  wrongType: MessageKey;
  /** files in this field, default 1 */
  maxCount?: number;
}

/**
 * Multipart bodies (a form's scalar fields plus files): files are held in memory up to the
 * rule's size, checked by content, and only then stored in the blob store.
 */
export function multipartFields(rules: UploadRule[]): RequestHandler {
  const maxBytes = Math.max(...rules.map((r) => r.maxBytes));
  const files = rules.reduce((n, r) => n + (r.maxCount ?? 1), 0);
  const upload = multer({ storage: multer.memoryStorage(), defParamCharset: 'utf8', limits: { fileSize: maxBytes + 1, files, fields: 200, fieldSize: 1024 * 1024 } }).fields(
    rules.map((r) => ({ name: r.field, maxCount: r.maxCount ?? 1 })),
  );
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    // the one limit nginx also applies, checked before anything is read into memory
    if (Number(req.headers['content-length']) > MAX_REQUEST_BYTES) return next(new AppError('payload_too_large', 'validation.bodyTooLarge'));
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      const e = err as { code?: string; field?: string };
      const rule = rules.find((r) => r.field === e.field) ?? rules[0];
      if (e.code === 'LIMIT_FILE_SIZE') return next(fieldError(rule.field, rule.tooLarge));
      return next(new AppError('validation_failed', 'validation.malformedBody'));
    });
  };
}

function fieldError(field: string, key: MessageKey) {
  const { en, ar } = bilingual(key);
  return new AppError('validation_failed', key, [{ field, message: en, messageAr: ar }]);
}

/** The checked file of a field, stored; undefined when the request carries none. */
export async function storeUpload(blobs: BlobStore, files: unknown, rule: UploadRule): Promise<BlobRef | undefined> {
  return (await storeUploads(blobs, files, rule))[0];
}

/** Every file of a field, all checked before any is stored. */
export async function storeUploads(blobs: BlobStore, files: unknown, rule: UploadRule): Promise<BlobRef[]> {
  const list = (files as Record<string, Express.Multer.File[]> | undefined)?.[rule.field] ?? [];
  const checked = list.map((file) => {
    if (file.size > rule.maxBytes) throw fieldError(rule.field, rule.tooLarge);
    const type = sniffContentType(file.buffer);
    if (!type || !rule.types.includes(type)) throw fieldError(rule.field, rule.wrongType);
    return { file, type };
  });
  const stored: BlobRef[] = [];
  for (const { file, type } of checked) stored.push(await blobs.put(file.buffer, { filename: downloadName(file.originalname, type), contentType: type }));
  return stored;
}
