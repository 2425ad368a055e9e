import { HttpError } from 'react-admin';

export type FieldErrors = Record<string, unknown>;

/**
 * The field errors of a refused save as a react-admin form takes them (`{ titleEn: 'Title
 * (English) is required' }`, see api/http.ts), with the server's field names renamed to the
 * form's when they differ; undefined when the answer named no field.
 */
export function serverFieldErrors(error: unknown, rename: (field: string) => string = (field) => field): FieldErrors | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const errors = (error.body as { errors?: FieldErrors } | undefined)?.errors;
  if (!errors || !Object.keys(errors).length) return undefined;
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field === 'root' ? field : rename(field), message]));
}
