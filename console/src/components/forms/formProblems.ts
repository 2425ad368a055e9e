/** One problem of a form: a field's error as react-hook-form holds it. */
export interface FormProblem {
  /** dotted path of the field ('items.0.name'); 'root.serverError' for the whole form */
  field: string;
  /** translation key or text */
  message: string;
  /** the translation's values (react-admin validators' `{ message, args }`) */
  args?: Record<string, unknown>;
  /** said by the server's answer rather than the form's own validation */
  server: boolean;
  /** what react-hook-form registered for the field (the input, or a select's handle) */
  ref?: unknown;
}

// react-admin's validators return `{ message, args }`, which its useInput stores as this prefix + JSON
const RA_FORMAT = '@@react-admin@@';

const isLeaf = (value: object): value is { type: unknown; message?: unknown; ref?: unknown } =>
  typeof (value as { type?: unknown }).type === 'string';

const decode = (message: unknown): Pick<FormProblem, 'message' | 'args'> => {
  let value = message;
  if (typeof message === 'string' && message.startsWith(RA_FORMAT)) {
    try {
      value = JSON.parse(message.slice(RA_FORMAT.length));
    } catch {
      value = message.slice(RA_FORMAT.length);
    }
  }
  if (value && typeof value === 'object' && 'message' in value) {
    const { message: text, args } = value as { message: unknown; args?: Record<string, unknown> };
    return { message: String(text), args };
  }
  return { message: typeof value === 'string' ? value : '' };
};

/** Every problem of react-hook-form's `errors` (nested objects and arrays flattened to dotted paths). */
export function formProblems(errors: object, prefix = ''): FormProblem[] {
  return Object.entries(errors).flatMap(([name, value]): FormProblem[] => {
    if (!value || typeof value !== 'object') return [];
    const field = `${prefix}${name}`;
    if (!isLeaf(value)) return formProblems(value, `${field}.`);
    const decoded = decode(value.message);
    if (!decoded.message) return [];
    return [{ field, ...decoded, server: value.type === 'server', ref: value.ref }];
  });
}

/** Whether a form value counts as not given (the problem is then a missing required field). */
export const isEmptyValue = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** A field path without array indexes and nested parts: 'documents.0.file' -> 'documents'. */
export const topField = (field: string) => field.split('.')[0];

/** letters and digits alone, lower case: 'E-mail' and 'email' are one word */
const bare = (text: string) => text.toLocaleLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** '<label>: <message>', or the message alone when it already names the field (however hyphenated) or no label is known. */
export function namedProblem(label: string | undefined, message: string): string {
  const name = label?.trim();
  if (!name || bare(message).includes(bare(name))) return message;
  return `${name}: ${message}`;
}
