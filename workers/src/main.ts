import { writeFileSync } from 'node:fs';
import { loadConfig, log, openRuntime } from '@lawfirm/platform';
import { startWorkers, workers } from './index.js';

/** Distributed mode: runs the job processors against BullMQ (REDIS_URL). */
const cfg = loadConfig();
const rt = await openRuntime(cfg);
await startWorkers(rt.jobs, { ...rt, timezone: cfg.firmTimezone });
log.info('workers running', { queue: rt.jobs.kind, processors: workers.map((w) => w.name) });
// the container's healthcheck reads this file's age (docker-compose.yml, x-heartbeat-health)
setInterval(() => writeFileSync('/tmp/heartbeat', ''), 5000).unref();
writeFileSync('/tmp/heartbeat', '');
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => void rt.close().then(() => process.exit(0)));
