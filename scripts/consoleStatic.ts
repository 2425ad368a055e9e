import { existsSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import type { Request, RequestHandler, Response } from 'express';

/** The encodings the build writes beside each file (console/precompress.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The codings a request accepts (`Accept-Encoding`), leaving out those it refuses with q=0. */
function accepted(req: Request): Set<string> {
  const header = req.headers['accept-encoding'];
  const names = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) names.add(name);
  }
  return names;
}

/**
 * Hashed names (Vite's /assets/name-hash.js) never change content: a year, immutable. Every other
 * file (index.html, language.js, favicon) is revalidated on each load, so a new build is seen at once.
 */
const cacheControlOf = (urlPath: string) => (urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');

/** The precompressed file to send for `file` (absolute), or none. */
function compressedOf(req: Request, file: string): { name: string; file: string } | null {
  const accepts = accepted(req);
  for (const enc of ENCODINGS) if (accepts.has(enc.name) && existsSync(file + enc.suffix)) return { name: enc.name, file: file + enc.suffix };
  return null;
}

/** Sends one file of the build, precompressed when the browser takes it, with its cache rule. */
export function sendConsoleFile(req: Request, res: Response, dir: string, urlPath: string, next: (err?: unknown) => void) {
  const file = join(dir, urlPath);
  const chosen = compressedOf(req, file);
  res.vary('Accept-Encoding');
  res.setHeader('Cache-Control', cacheControlOf(urlPath));
  if (chosen) {
    res.setHeader('Content-Encoding', chosen.name);
    res.type(extname(file));
  }
  res.sendFile(chosen?.file ?? file, { cacheControl: false, dotfiles: 'deny' }, (err) => err && next(err));
}

/**
 * The console's files from its build folder, as `express.static` would serve them but sending
 * the brotli or gzip copy the build made when the browser accepts it.
 */
export function consoleStatic(dir: string): RequestHandler {
  const root = resolve(dir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = resolve(root, '.' + path);
    if (!file.startsWith(root + sep) || path.endsWith('.br') || path.endsWith('.gz')) return next();
    if (!existsSync(file) || !statSync(file).isFile()) return next();
    sendConsoleFile(req, res, root, path, next);
  };
}
