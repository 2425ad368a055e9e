import { createServer, type Server } from 'node:http';
import express, { type Express } from 'express';
import { errorHandler, routeNotFound } from './errors.js';

/**
 * The console's Content-Security-Policy: scripts only from the portal's own files (no inline
 * script), never framed. Styles may be inline because MUI (emotion) injects its styles as <style>
 * elements. Blob URLs are the documents and reports the console fetched with the user's token and
 * opens in a tab. deploy/nginx.conf sends the same policy (a test keeps them equal).
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // blob: the documents the console fetched with the token and shows as object URLs may be read back
  "connect-src 'self' blob:",
  "object-src 'self' blob:",
  "frame-src 'self' blob:",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** API answers are data, never a page: nothing may load from them nor frame them. Routes that send a file set their own. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The headers every answer carries, API or console. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
} as const;

/**
 * Express's `trust proxy` from TRUST_PROXY: the addresses or subnets (or express's names
 * `loopback`, `linklocal`, `uniquelocal`) of the proxies whose X-Forwarded-For is believed,
 * separated by commas. Unset: none, so the client's address is the connection's own and a
 * client cannot pick the address its sign-in attempts are counted under.
 */
export function applyTrustProxy(app: Express, trustProxy: string | undefined): void {
  const entries = (trustProxy ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  try {
    app.set('trust proxy', entries.length ? entries : false);
  } catch (err) {
    throw new Error(`TRUST_PROXY is not a list of addresses or subnets (${(err as Error).message}); e.g. TRUST_PROXY=10.0.0.2 or TRUST_PROXY=172.28.0.0/24,loopback`);
  }
}

/** The express app every API process starts from: JSON bodies, headers a browser-facing API needs. */
export function createApiApp(opts: { trustProxy?: string } = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  applyTrustProxy(app, opts.trustProxy);
  app.set('query parser', 'simple');
  app.use((req, res, next) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    res.setHeader('Content-Security-Policy', req.path.startsWith('/api/') ? API_CSP : CONSOLE_CSP);
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range, X-Event-Position, X-Read-Position, X-Read-Stale, Idempotent-Replayed');
    // what a signed-in caller is answered is theirs: no cache keeps it (a route sending a file may say more)
    if (req.headers.authorization && req.path.startsWith('/api/')) res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.use('/api', express.json({ limit: '1mb', strict: true }));
  return app;
}

/** Unknown /api routes and every error, answered with the shared error body. */
export function finishApiApp(app: Express): void {
  app.use('/api', routeNotFound);
  app.use(errorHandler);
}

/** how long an idle keep-alive connection stays open: longer than the proxies in front keep theirs (nginx and load balancers: 60 s) */
export const KEEP_ALIVE_MS = 65_000;

/**
 * Listens on `port` (0: any free one). Node closes idle keep-alive connections after 5 s; a
 * proxy, or a client whose event loop was busy for a moment, that reuses a connection just as the
 * server closes it fails that request ("socket hang up"). Idle connections stay open 65 s, and
 * the Keep-Alive header says so to clients.
 */
export function listen(app: Express, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    // not app.listen: express 5 calls its callback on an error too, so a port in use looked started
    const server = createServer(app);
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    // a request's headers may take as long as the connection may idle
    server.headersTimeout = KEEP_ALIVE_MS + 1000;
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
