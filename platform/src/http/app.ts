import type { Server } from 'node:http';
import express, { type Express } from 'express';
import { errorHandler, routeNotFound } from './errors.js';

/** The express app every API process starts from: JSON bodies, headers a browser-facing API needs. */
export function createApiApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.set('query parser', 'simple');
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'same-origin');
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range, X-Event-Position, X-Read-Position, X-Read-Stale, Idempotent-Replayed');
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
    const server = app.listen(port, () => resolve(server));
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    // a request's headers may take as long as the connection may idle
    server.headersTimeout = KEEP_ALIVE_MS + 1000;
    server.once('error', reject);
  });
}
