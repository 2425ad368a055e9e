// Starts a worker thread on a module. A worker thread does not inherit the parent's `--import tsx`,
// so when the code runs from TypeScript sources the loader is registered here before the import.
import { workerData } from 'node:worker_threads';

if (workerData.entry.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register();
}
await import(workerData.entry);
