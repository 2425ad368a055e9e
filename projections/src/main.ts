import { writeFileSync } from 'node:fs';
import { loadConfig, log, openRuntime } from '@lawfirm/platform';
import { ProjectionRunner, projectionsFor } from './index.js';

/** Distributed mode: follows the event store and keeps the MongoDB read models current. */
const cfg = loadConfig();
if (!cfg.mongodbUrl) log.warn('projections service without MONGODB_URL keeps its read models in its own memory; run it with MongoDB');
const rt = await openRuntime(cfg);
const runner = new ProjectionRunner(rt.eventStore, rt.readStore, projectionsFor(rt.eventStore.kind));
await runner.start();
// the container's healthcheck reads this file's age (docker-compose.yml, x-heartbeat-health)
setInterval(() => writeFileSync('/tmp/heartbeat', ''), 5000).unref();
writeFileSync('/tmp/heartbeat', '');
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => void runner.stop().then(() => rt.close()).then(() => process.exit(0)));
