import { HttpError } from 'react-admin';
import { errorDetail } from './useToast';

// The console's HTTP layer keeps the status but not the reason phrase; these are the standard ones.
const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** 'HTTP {status}: {status text}' of a refused call, then the server's reason when it gave one. */
export function httpStatusDetail(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return errorDetail(error);
  const status = `HTTP ${error.status}: ${reasonPhrases[error.status] ?? 'Error'}`;
  return error.message ? `${status} — ${error.message}` : status;
}
