import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import express from 'express';
import { authenticate, createApiApp, finishApiApp, listen, log, openEventLogAudit, openRuntime, type Config } from '@lawfirm/platform';
import { automationReaction, createCommandRouter, ensureBootstrapAdmin, IdAllocator, reactions, startAutomation, startReactions } from '@lawfirm/command-api';
import { createQueryRouter } from '@lawfirm/query-api';
import { ProjectionRunner, projectionsFor } from '@lawfirm/projections';
import { startWorkers } from '@lawfirm/workers';
import { consoleDist, ensureConsoleBuilt } from './console-build.js';

/**
 * Standalone mode: one process runs the command API, query API, projections and workers, and
 * serves the console, all on one port, with the embedded stores under DATA_DIR.
 */
export async function startStandalone(cfg: Config, opts: { buildConsole?: boolean } = {}) {
  if (opts.buildConsole !== false) ensureConsoleBuilt();
  const rt = await openRuntime(cfg);
  // before anything appends: indexing an existing log holds the write lock a while
  const auditLog = openEventLogAudit(cfg, rt.eventStore);
  const runner = new ProjectionRunner(rt.eventStore, rt.readStore, projectionsFor(rt.eventStore.kind), { lagMs: cfg.readModelLagMs });
  if (cfg.readModelLagMs) log.warn('read models lag the log on purpose (READ_MODEL_LAG_MS)', { lagMs: cfg.readModelLagMs });
  await runner.start();
  await ensureBootstrapAdmin(rt, { username: cfg.bootstrapAdminUsername, password: cfg.bootstrapAdminPassword });
  await runner.waitFor(await rt.eventStore.headPosition(), 10_000);
  await startWorkers(rt.jobs, { ...rt, timezone: cfg.firmTimezone });

  const app = createApiApp();
  let shuttingDown = false;
  // while stopping, every answer closes its keep-alive connection so clients move on
  app.use((_req, res, next) => {
    if (shuttingDown) res.setHeader('Connection', 'close');
    next();
  });
  app.use(authenticate(rt));
  const commandDeps = { ...rt, ids: new IdAllocator(rt.eventStore), timezone: cfg.firmTimezone, readModels: runner };
  const commands = createCommandRouter(commandDeps);
  await startAutomation(commandDeps);
  const reacting = await startReactions(commandDeps, [...reactions, automationReaction(cfg.firmTimezone)]);
  const queries = createQueryRouter({
    ...rt,
    auditLog,
    timezone: cfg.firmTimezone,
    consistency: { position: async () => runner.currentPosition(), waitFor: (p, t) => runner.waitFor(p, t) },
    health: async () => ({ projections: runner.status(), reactions: reacting.status(), jobQueue: { kind: rt.jobs.kind }, mode: 'standalone' }),
  });
  // CQRS split as the gateway does it: reads to the query API, commands to the command API;
  // starting a report job is a read (it changes nothing the log records)
  const isQuery = (method: string, path: string) => method === 'GET' || method === 'HEAD' || path.startsWith('/api/report-jobs');
  app.use((req, res, next) => (isQuery(req.method, req.path) ? queries(req, res, next) : commands(req, res, next)));
  finishApiApp(app);
  if (existsSync(join(consoleDist, 'index.html'))) {
    app.use(express.static(consoleDist, { index: false, maxAge: '1h' }));
    // the console's routes are deep links: every other GET gets the single page
    app.get(/^(?!\/api\/).*/, (_req, res) => res.sendFile(join(consoleDist, 'index.html')));
  }

  const server: Server = await listen(app, cfg.port);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : cfg.port;
  log.info('portal listening', { url: `http://localhost:${port}`, dataDir: cfg.dataDir, eventStore: rt.eventStore.kind, readStore: rt.readStore.kind });

  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      shuttingDown = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // requests in flight get 10 s to finish; then their connections are cut
      const force = setTimeout(() => server.closeAllConnections(), 10_000);
      await closed;
      clearTimeout(force);
      await reacting.close();
      await runner.stop();
      await rt.close();
      auditLog?.close();
    })());
  return { server, port, runtime: rt, runner, stop };
}
