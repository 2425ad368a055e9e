import { authenticate, checkpointConsistency, createApiApp, finishApiApp, loadConfig, log, openRuntime } from '@lawfirm/platform';
import { createQueryRouter } from './app.js';

/** Distributed mode: the query API alone; read-your-writes polls the projections' stored checkpoint. */
const cfg = loadConfig();
const rt = await openRuntime(cfg);
const app = createApiApp();
app.use(authenticate(rt));
app.use(createQueryRouter({ ...rt, timezone: cfg.firmTimezone, consistency: checkpointConsistency(rt.readStore), health: async () => ({ jobQueue: { kind: rt.jobs.kind }, mode: 'distributed' }) }));
finishApiApp(app);
const server = app.listen(cfg.port, () => log.info('query-api listening', { port: cfg.port }));
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => server.close(() => void rt.close().then(() => process.exit(0))));
