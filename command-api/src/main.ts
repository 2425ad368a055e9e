import { authenticate, createApiApp, finishApiApp, loadConfig, log, openRuntime } from '@lawfirm/platform';
import { createCommandRouter, ensureBootstrapAdmin, IdAllocator } from './app.js';

/** Distributed mode: the command API alone (behind the gateway, which sends it every non-GET /api call). */
const cfg = loadConfig();
const rt = await openRuntime(cfg);
await ensureBootstrapAdmin(rt, { username: cfg.bootstrapAdminUsername, password: cfg.bootstrapAdminPassword });
const app = createApiApp();
app.use(authenticate(rt));
app.use(createCommandRouter({ ...rt, ids: new IdAllocator(rt.eventStore) }));
finishApiApp(app);
const server = app.listen(cfg.port, () => log.info('command-api listening', { port: cfg.port }));
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => server.close(() => void rt.close().then(() => process.exit(0))));
