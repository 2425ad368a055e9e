import type { Response } from 'express';

/** Sends a file made for this answer, with the headers sendBlob gives stored files. */
export function sendBuffer(res: Response, bytes: Buffer, file: { filename: string; contentType: string; inline?: boolean }) {
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(bytes.length));
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Content-Disposition', `${file.inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.filename)}`);
  res.end(bytes);
}
