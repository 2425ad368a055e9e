import { authenticate, checkpointConsistency, createApiApp, finishApiApp, listen, loadConfig, log, openRuntime } from '@lawfirm/platform';
import { backfillConstraints, createCommandRouter, ensureBootstrapAdmin, IdAllocator, reactions, startAutomation, startReactions } from './app.js';

/** Distributed mode: the command API alone (behind the gateway, which sends it every non-GET /api call). */
const cfg = loadConfig();
const rt = await openRuntime(cfg);
await ensureBootstrapAdmin(rt, { username: cfg.bootstrapAdminUsername, password: cfg.bootstrapAdminPassword });
const app = createApiApp({ trustProxy: cfg.trustProxy });
app.use(authenticate(rt));
// the projections service's checkpoint in the read store says how far the read models are
const deps = { ...rt, ids: new IdAllocator(rt.eventStore), timezone: cfg.firmTimezone, readModels: checkpointConsistency(rt.readStore) };
app.use(createCommandRouter(deps));
// once per event store: the unique values and references of records made before the write model kept them
await backfillConstraints(rt.eventStore);
// one command-api instance should run the reactions (REACTIONS=off on the others); their effects are idempotent either way
await startAutomation(deps);
const reacting = process.env.REACTIONS === 'off' ? null : await startReactions(deps, reactions(cfg.firmTimezone));
finishApiApp(app);
const server = await listen(app, cfg.port);
log.info('command-api listening', { port: cfg.port });
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => server.close(() => void Promise.resolve(reacting?.close()).then(() => rt.close()).then(() => process.exit(0))));
