/** Form values -> request bodies, composed per resource as ResourceDialog's `transform`. */
type Values = Record<string, unknown>;
export type Transform = (data: Values) => Values;

/** A file picked in the form (react-admin's `{ rawFile, src, title }`), as opposed to a stored file's data. */
export const isUpload = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (value as { rawFile?: unknown }).rawFile instanceof Blob;

/** Leaves out the fields that are empty (an empty password on edit keeps the current one). */
export const omitEmpty =
  (...fields: string[]): Transform =>
  (data) =>
    Object.fromEntries(Object.entries(data).filter(([key, value]) => !(fields.includes(key) && (value === '' || value == null))));

/**
 * Keeps only the new uploads of an object of files: the record answers the stored files' names
 * under the same field, and those are not to be sent back.
 */
export const keepUploads =
  (field: string): Transform =>
  (data) => {
    const files = Object.entries((data[field] ?? {}) as Values).filter(([, value]) => isUpload(value));
    const { [field]: _stored, ...rest } = data;
    return files.length ? { ...rest, [field]: Object.fromEntries(files) } : rest;
  };

/** Sends a file field only when it holds a new upload (the record answers the stored file's metadata there). */
export const keepUpload =
  (field: string): Transform =>
  (data) => {
    const { [field]: value, ...rest } = data;
    return isUpload(value) ? data : rest;
  };

export const pipe =
  (...steps: Transform[]): Transform =>
  (data) =>
    steps.reduce((values, step) => step(values), data);
