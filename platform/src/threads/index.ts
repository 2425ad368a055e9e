import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

const entry = new URL('./entry.mjs', import.meta.url);

/**
 * A worker thread running `module` (given without extension, relative to `base`, the caller's
 * import.meta.url): its .ts source under tsx, its .js once compiled. `data` reaches the thread as
 * workerData.data.
 */
export function startThread(base: string, module: string, data?: unknown): Worker {
  const script = new URL(`${module}${extname(fileURLToPath(base))}`, base);
  return new Worker(entry, { workerData: { entry: script.href, data } });
}
