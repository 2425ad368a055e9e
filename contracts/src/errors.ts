import type { MessageKey } from './messages.js';

export type ErrorCode =
  | 'validation_failed'
  | 'not_found'
  | 'route_not_found'
  | 'conflict'
  | 'unauthorized'
  | 'forbidden'
  | 'too_many_requests'
  | 'payload_too_large'
  | 'unavailable'
  | 'internal';

export interface FieldError {
  /** dotted path of the field, e.g. "nameEn" or "additionalLocations.0.locationEn" */
  field: string;
  message: string;
  messageAr: string;
}

/** The body of every error answer of both APIs. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  messageAr: string;
  errors?: FieldError[];
}

export const statusOfCode: Record<ErrorCode, number> = {
  validation_failed: 400,
  not_found: 404,
  route_not_found: 404,
  conflict: 409,
  unauthorized: 401,
  forbidden: 403,
  too_many_requests: 429,
  payload_too_large: 413,
  unavailable: 503,
  internal: 500,
};

/** A field-level problem named by a message key (resolved to both languages at the edge). */
export interface FieldProblem {
  field: string;
  key: MessageKey;
}
