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
