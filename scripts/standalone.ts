import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { Express } from 'express';
import { AppError, authenticate, createApiApp, finishApiApp, listen, lockDataDir, log, type DataDirLock, generationsOf, openEventLogAudit, openRuntime, type Config } from '@lawfirm/platform';
import { bilingual, withoutIsolates, type Bilingual } from '@lawfirm/contracts';
import { backfillConstraints, createCommandRouter, ensureBootstrapAdmin, IdAllocator, WeakBootstrapPassword, reactions, startAutomation, startReactions } from '@lawfirm/command-api';
import { createQueryRouter } from '@lawfirm/query-api';
import { GenerationFollower, ProjectionRunner, projectionsFor, rebuildWhenProjectionsChanged } from '@lawfirm/projections';
import { startWorkers } from '@lawfirm/workers';
import { consoleDist, ensureConsoleBuilt } from './console-build.js';
import { consoleStatic, sendConsoleFile } from './consoleStatic.js';

/** A reason the portal refused to start, worded for the operator in both languages. */
export class StartupRefused extends Error {
  constructor(readonly wording: Bilingual) {
    super(wording.en);
    this.name = 'StartupRefused';
  }
}

/** For the scripts that start a portal: a refusal is printed in both languages (a terminal lays out no isolates: without them) and ends the process with 1. */
export function exitWhenRefused(err: unknown): never {
  if (!(err instanceof StartupRefused)) throw err;
  process.stderr.write(`${withoutIsolates(err.wording.en)}\n${withoutIsolates(err.wording.ar)}\n`);
  process.exit(1);
}

/**
 * Standalone mode: one process runs the command API, query API, projections and workers, and
 * serves the console, all on one port, with the embedded stores under DATA_DIR.
 *
 * The port is taken and the data folder locked before anything else runs, so a second start
 * (same port, or same folder on another port) is refused before it reads or writes a single
 * record. Until the rest has started, every request is answered 503 `unavailable`.
 */
export async function startStandalone(cfg: Config, opts: { buildConsole?: boolean } = {}) {
  const app = createApiApp({ trustProxy: cfg.trustProxy });
  const gate: Gate = { ready: false, shuttingDown: false };
  // while stopping, every answer closes its keep-alive connection so clients move on
  app.use((_req, res, next) => {
    if (gate.shuttingDown) res.setHeader('Connection', 'close');
    next();
  });
  app.use((_req, res, next) => {
    if (gate.ready) return next();
    res.setHeader('Retry-After', '1');
    res.status(503).json(new AppError('unavailable', 'error.unavailable').body());
  });
  const server: Server = await listen(app, cfg.port).catch((err: NodeJS.ErrnoException) => {
    throw err.code === 'EADDRINUSE' ? new StartupRefused(bilingual('startup.portInUse', { port: cfg.port })) : err;
  });
  const lock = lockDataDir(cfg.dataDir);
  if (!lock) {
    await new Promise((resolve) => server.close(resolve));
    throw new StartupRefused(bilingual('startup.dataDirInUse', { dir: cfg.dataDir }));
  }
  try {
    return await startServices(cfg, opts, { app, server, lock, gate });
  } catch (err) {
    await new Promise((resolve) => server.close(resolve));
    lock.release();
    throw err;
  }
}

/** whether requests may pass yet, and whether the portal is stopping */
interface Gate {
  ready: boolean;
  shuttingDown: boolean;
}

/** Everything after the port and the data folder are held. */
async function startServices(cfg: Config, opts: { buildConsole?: boolean }, { app, server, lock, gate }: { app: Express; server: Server; lock: DataDirLock; gate: Gate }) {
  if (opts.buildConsole !== false) ensureConsoleBuilt();
  const rt = await openRuntime(cfg);
  // before anything appends: indexing an existing log holds the write lock a while
  const auditLog = openEventLogAudit(cfg, rt.eventStore);
  // read models in generations (SQLite, MongoDB): a rebuild beside the portal switches it to the new one
  const generations = generationsOf(rt.readStore);
  const projections = projectionsFor(rt.eventStore.kind);
  const runner = generations
    ? new GenerationFollower(rt.eventStore, generations, projections, { lagMs: cfg.readModelLagMs })
    : new ProjectionRunner(rt.eventStore, rt.readStore, projections, { lagMs: cfg.readModelLagMs });
  if (cfg.readModelLagMs) log.warn('read models lag the log on purpose (READ_MODEL_LAG_MS)', { lagMs: cfg.readModelLagMs });
  await runner.start();
  // after an upgrade that changed a projection: a new generation built beside the served one
  if (generations) void rebuildWhenProjectionsChanged(rt.eventStore, generations, projections).catch((err: unknown) => log.error('read models not rebuilt after the upgrade', { err: String(err) }));
  await ensureBootstrapAdmin(rt, { username: cfg.bootstrapAdminUsername, password: cfg.bootstrapAdminPassword }).catch((err: unknown) => {
    throw err instanceof WeakBootstrapPassword ? new StartupRefused(err.wording) : err;
  });
  await runner.waitFor(await rt.eventStore.headPosition(), 10_000);
  await startWorkers(rt.jobs, { ...rt, timezone: cfg.firmTimezone });

  app.use(authenticate(rt));
  const commandDeps = { ...rt, ids: new IdAllocator(rt.eventStore), timezone: cfg.firmTimezone, readModels: runner };
  const commands = createCommandRouter(commandDeps);
  await backfillConstraints(rt.eventStore);
  await startAutomation(commandDeps);
  const reacting = await startReactions(commandDeps, reactions(cfg.firmTimezone));
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
    app.use(consoleStatic(consoleDist));
    // the console's routes are deep links: every other GET gets the single page
    app.get(/^(?!\/api\/).*/, (req, res, next) => sendConsoleFile(req, res, consoleDist, '/index.html', next));
  }

  gate.ready = true;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : cfg.port;
  log.info('portal listening', { url: `http://localhost:${port}`, dataDir: cfg.dataDir, eventStore: rt.eventStore.kind, readStore: rt.readStore.kind });

  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      gate.shuttingDown = true;
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
      lock.release();
    })());
  return { server, port, runtime: rt, runner, stop };
}
