import type { RequestHandler } from 'express';
import type { Consistency } from './deps.js';

const MAX_WAIT_MS = 5000;

/**
 * Read-your-writes: a GET with `X-Min-Position` waits (at most 5 s) until the read models have
 * applied that position. If they have not by then the answer is still sent, marked
 * `X-Read-Stale: true`, so a slow projection never turns into a failed page.
 */
export function readYourWrites(consistency: Consistency): RequestHandler {
  return async (req, res, next) => {
    const raw = req.headers['x-min-position'];
    const target = Number(raw);
    if (raw && Number.isSafeInteger(target) && target > 0) {
      const ok = await consistency.waitFor(target, MAX_WAIT_MS);
      if (!ok) res.setHeader('X-Read-Stale', 'true');
    }
    res.setHeader('X-Read-Position', String(await consistency.position()));
    next();
  };
}
