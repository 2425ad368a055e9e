/**
 * Request bodies for records that may hold files. react-admin's FileInput/ImageInput put
 * `{ rawFile: File, src, title }` in the form values; any record holding one is sent as
 * multipart, everything else as JSON.
 *
 * Multipart naming: a file at the top level is sent under its field name; an array holding files
 * repeats the field (`documents`, `documents`); an object holding files uses bracketed names
 * (`documents[passport]`). Other objects and arrays are JSON text, null is an empty string.
 */
type Uploadable = File | Blob;

const isUpload = (value: unknown): value is Uploadable => value instanceof Blob;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !isUpload(value);

function uploadOf(value: unknown): Uploadable | undefined {
  if (isUpload(value)) return value;
  if (isPlainObject(value) && isUpload(value.rawFile)) return value.rawFile;
  return undefined;
}

export function containsUpload(value: unknown): boolean {
  if (uploadOf(value)) return true;
  if (Array.isArray(value)) return value.some(containsUpload);
  if (isPlainObject(value)) return Object.values(value).some(containsUpload);
  return false;
}

export function toFormData(data: Record<string, unknown>): FormData {
  const form = new FormData();
  const append = (name: string, value: unknown): void => {
    if (value === undefined) return;
    const upload = uploadOf(value);
    if (upload) form.append(name, upload, upload instanceof File ? upload.name : undefined);
    else if (Array.isArray(value) && value.some(containsUpload)) value.forEach((item) => append(name, item));
    else if (isPlainObject(value) && containsUpload(value)) Object.entries(value).forEach(([k, v]) => append(`${name}[${k}]`, v));
    else if (value === null) form.append(name, '');
    else if (typeof value === 'object') form.append(name, JSON.stringify(value));
    else form.append(name, String(value));
  };
  Object.entries(data).forEach(([name, value]) => append(name, value));
  return form;
}

export const encodeBody = (data: Record<string, unknown>): string | FormData =>
  containsUpload(data) ? toFormData(data) : JSON.stringify(data);
