import { authenticate, checkpointConsistency, createApiApp, finishApiApp, listen, loadConfig, log, openEventLogAudit, openRuntime } from '@lawfirm/platform';
import { createQueryRouter } from './app.js';

/** Distributed mode: the query API alone; read-your-writes polls the projections' stored checkpoint. */
const cfg = loadConfig();
const rt = await openRuntime(cfg);
const auditLog = openEventLogAudit(cfg, rt.eventStore);
const app = createApiApp({ trustProxy: cfg.trustProxy });
app.use(authenticate(rt));
app.use(createQueryRouter({ ...rt, auditLog, timezone: cfg.firmTimezone, consistency: checkpointConsistency(rt.readStore), health: async () => ({ jobQueue: { kind: rt.jobs.kind }, mode: 'distributed' }) }));
finishApiApp(app);
const server = await listen(app, cfg.port);
log.info('query-api listening', { port: cfg.port });
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => server.close(() => void rt.close().then(() => auditLog?.close()).then(() => process.exit(0))));
