import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import { bilingual, fieldErrors, statusOfCode, type ErrorBody, type ErrorCode, type FieldError, type MessageKey } from '@lawfirm/contracts';
import { WrongExpectedRevisionError, EventSchemaError } from '../eventstore/types.js';
import { log } from '../log.js';

/** An error with a code of the shared catalogue and a bilingual message; thrown anywhere, answered at the edge. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly key: MessageKey,
    readonly errors?: FieldError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(bilingual(key).en);
    this.name = 'AppError';
  }

  body(): ErrorBody {
    const { en, ar } = bilingual(this.key);
    return { code: this.code, message: en, messageAr: ar, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

export const notFound = () => new AppError('not_found', 'error.notFound');
export const conflict = () => new AppError('conflict', 'error.conflict');
export const forbidden = () => new AppError('forbidden', 'error.forbidden');
export const unauthorized = () => new AppError('unauthorized', 'error.unauthorized');

/** Parses input with a zod schema; failures become 400 validation_failed with the given summary. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, summary: MessageKey = 'validation.failed'): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new AppError('validation_failed', summary, fieldErrors(result.error));
}

export const routeNotFound: RequestHandler = (_req, _res, next) => next(new AppError('route_not_found', 'error.routeNotFound'));

function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof WrongExpectedRevisionError) return conflict();
  if (err instanceof EventSchemaError) return new AppError('validation_failed', 'validation.failed', [{ field: '_', ...msg('validation.invalidValue') }]);
  const e = err as { type?: string; status?: number; statusCode?: number };
  // body-parser failures
  if (e?.type === 'entity.parse.failed') return new AppError('validation_failed', 'validation.malformedBody');
  if (e?.type === 'entity.too.large' || e?.status === 413) return new AppError('payload_too_large', 'validation.bodyTooLarge');
  if (e?.type === 'charset.unsupported' || e?.type === 'encoding.unsupported') return new AppError('validation_failed', 'validation.malformedBody');
  if (e?.status && e.status >= 400 && e.status < 500) return new AppError('validation_failed', 'validation.malformedBody');
  return new AppError('internal', 'error.internal');
}

function msg(key: MessageKey) {
  const { en, ar } = bilingual(key);
  return { message: en, messageAr: ar };
}

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const appErr = toAppError(err);
  if (appErr.code === 'internal') log.error('unhandled error', { path: req.path, method: req.method, err: String((err as Error)?.stack ?? err) });
  if (res.headersSent) return;
  for (const [k, v] of Object.entries(appErr.headers)) res.setHeader(k, v);
  res.status(statusOfCode[appErr.code]).json(appErr.body());
};
