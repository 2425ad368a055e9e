import { fetchUtils, HttpError } from 'react-admin';
import type { ErrorBody } from '@lawfirm/contracts';
import { screenMessages as messages, type ScreenMessageKey as MessageKey } from '@lawfirm/contracts/screenMessages.ts';
import { getToken } from '../auth/session';
import { getLanguage, type Language } from '../i18n/language';

export const API_URL = '/api';

/**
 * Greatest `X-Event-Position` seen in a command answer. Later reads send it as `X-Min-Position`
 * so the server answers only once its read models include our own writes (read-your-writes).
 */
let minPosition = 0;

/** the read-your-writes header, for calls that cannot go through httpClient (files fetched as blobs) */
export const minPositionHeader = (): Record<string, string> => (minPosition > 0 ? { 'X-Min-Position': String(minPosition) } : {});

export type HttpResponse = Awaited<ReturnType<typeof fetchUtils.fetchJson>>;

/**
 * Every call of the console goes through here: bearer token, cookies, the position header, and
 * errors turned into an HttpError worded in the current language with field errors keyed by
 * field (the shape react-admin forms accept as server-side validation errors).
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}): Promise<HttpResponse> {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // on every call, not only GETs: starting a report reads too, and the command API ignores it
  if (minPosition > 0) headers.set('X-Min-Position', String(minPosition));

  let response: HttpResponse;
  try {
    response = await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
  } catch (error) {
    if (error instanceof HttpError) throw localizeHttpError(error, getLanguage());
    throw new Error(messages['error.unavailable'][getLanguage()]);
  }
  const position = Number(response.headers.get('X-Event-Position'));
  if (Number.isFinite(position) && position > minPosition) minPosition = position;
  return response;
}

/** JSON body of a GET, for the calls that are not react-admin resources (stats, settings, session). */
export const getJson = async <T>(path: string): Promise<T> => (await httpClient(`${API_URL}${path}`)).json as T;

const fallbackKeyByStatus: Record<number, MessageKey> = {
  400: 'validation.failed',
  401: 'error.unauthorized',
  403: 'error.forbidden',
  404: 'error.notFound',
  409: 'error.conflict',
  413: 'validation.bodyTooLarge',
  429: 'error.tooManyLogins',
  503: 'error.unavailable',
};

export function localizeHttpError(error: HttpError, language: Language): HttpError {
  const body = (error.body ?? {}) as Partial<ErrorBody>;
  const serverMessage = language === 'ar' ? body.messageAr : body.message;
  const message = serverMessage || messages[fallbackKeyByStatus[error.status] ?? 'error.internal'][language];
  const fieldErrors = Array.isArray(body.errors) ? body.errors : [];
  const errors = fieldErrors.length
    ? Object.fromEntries(
        fieldErrors.map((f) => {
          const text = language === 'ar' ? f.messageAr : f.message;
          // '_' is the server's name for a problem with the whole body
          return f.field === '_' ? ['root', { serverError: text }] : [f.field, text];
        }),
      )
    : undefined;
  return new HttpError(message, error.status, { ...body, fieldErrors, errors });
}
