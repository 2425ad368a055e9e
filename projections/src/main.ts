import { writeFileSync } from 'node:fs';
import { generationsOf, loadConfig, log, openRuntime } from '@lawfirm/platform';
import { ProjectionRunner, projectionsFor, rebuildWhenProjectionsChanged } from './index.js';
import { GenerationFollower } from './generations.js';

/**
 * Distributed mode: follows the event store and keeps the MongoDB read models current, in the
 * generation readers read (a rebuild builds the next one beside it and switches).
 */
const cfg = loadConfig();
if (!cfg.mongodbUrl) log.warn('projections service without MONGODB_URL keeps its read models in its own memory; run it with MongoDB');
const rt = await openRuntime(cfg);
const projections = projectionsFor(rt.eventStore.kind);
const generations = generationsOf(rt.readStore);
const runner = generations ? new GenerationFollower(rt.eventStore, generations, projections) : new ProjectionRunner(rt.eventStore, rt.readStore, projections);
await runner.start();
// after an upgrade that changed a projection: a new generation built beside the served one
if (generations) void rebuildWhenProjectionsChanged(rt.eventStore, generations, projections).catch((err: unknown) => log.error('read models not rebuilt after the upgrade', { err: String(err) }));
// the container's healthcheck reads this file's age (docker-compose.yml, x-heartbeat-health)
setInterval(() => writeFileSync('/tmp/heartbeat', ''), 5000).unref();
writeFileSync('/tmp/heartbeat', '');
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => void runner.stop().then(() => rt.close()).then(() => process.exit(0)));
