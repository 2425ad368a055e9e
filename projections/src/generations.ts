import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { GENERATION_REFRESH_MS, GenerationsRefused, log, readProjectionVersions, writeProjectionVersions, type EventStore, type ReadModelGenerations } from '@lawfirm/platform';
import { changedProjections, projectionVersions, type Projection } from './projection.js';
import { rebuildProjections, type RebuildProgress } from './rebuild.js';
import { ProjectionRunner, type ProjectionStatus } from './runner.js';

/** a rebuild that stops renewing its lease (it died) frees it this long after */
export const REBUILD_LEASE_MS = 30_000;
/** the previous generation is dropped this long after a switch: readers see the switch within GENERATION_REFRESH_MS */
export const SWITCH_GRACE_MS = 10 * GENERATION_REFRESH_MS;

export interface GenerationRebuild extends RebuildProgress {
  /** the generation built and switched to */
  generation: number;
  /** the collections of older generations dropped after the grace period */
  dropped: string[];
}

export const rebuildHolder = () => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * Rebuilds every read model beside the live ones (readstore/generations.ts): takes the rebuild
 * lease, builds a new generation from the whole log while readers keep reading the current one,
 * switches to it once caught up, and drops the previous generation after the grace period. A
 * failed rebuild gives the lease back and drops what it built; the live read models are never
 * touched.
 */
export async function rebuildIntoNewGeneration(
  eventStore: EventStore,
  generations: ReadModelGenerations,
  projections: Projection[],
  opts: { holder?: string; onProgress?: (p: RebuildProgress & { generation: number }) => void; leaseMs?: number; graceMs?: number; pageTransactions?: boolean } = {},
): Promise<GenerationRebuild> {
  const holder = opts.holder ?? rebuildHolder();
  const leaseMs = opts.leaseMs ?? REBUILD_LEASE_MS;
  const graceMs = opts.graceMs ?? SWITCH_GRACE_MS;
  const [begun] = await generations.execute({ type: 'BeginRebuild', holder, now: Date.now(), leaseMs });
  if (begun?.type !== 'RebuildBegun') throw new Error('the rebuild lease was not taken');
  const generation = begun.building;
  // what abandoned rebuilds left behind
  await generations.dropObsolete(Date.now(), graceMs);

  let lost: unknown = null;
  const renewal = setInterval(() => {
    generations.execute({ type: 'RenewLease', holder, now: Date.now(), leaseMs }).catch((err: unknown) => (lost ??= err));
  }, leaseMs / 3);
  let built: RebuildProgress;
  try {
    built = await rebuildProjections(eventStore, generations.storeOf(generation), projections, (p) => {
      if (lost) throw lost;
      opts.onProgress?.({ ...p, generation });
    }, { pageTransactions: opts.pageTransactions });
    if (lost) throw lost;
    await generations.execute({ type: 'SwitchGeneration', holder, now: Date.now() });
  } catch (err) {
    clearInterval(renewal);
    await generations.execute({ type: 'AbandonRebuild', holder }).catch(() => undefined);
    await generations.storeOf(generation).dropAll().catch(() => undefined);
    throw err;
  }
  clearInterval(renewal);
  log.info('read models switched to a new generation', { generation, position: built.position });
  await sleep(graceMs);
  const dropped = await generations.dropObsolete(Date.now(), graceMs);
  return { ...built, generation, dropped };
}

/**
 * After an upgrade: when the current generation's read models were built by projections of other
 * versions (or without a projection the code now has), builds a new generation from the log
 * beside the live one, which keeps being served and followed until the switch; logs its progress.
 * Read models built before versions were recorded are taken as of the current versions. Resolves
 * once the rebuild is done (or at once when nothing changed); another rebuild holding the lease
 * is left to finish.
 */
export async function rebuildWhenProjectionsChanged(eventStore: EventStore, generations: ReadModelGenerations, projections: Projection[], opts: { graceMs?: number } = {}): Promise<GenerationRebuild | null> {
  const live = generations.storeOf((await generations.state()).current);
  const recorded = await readProjectionVersions(live);
  if (!recorded) {
    await writeProjectionVersions(live, projectionVersions(projections));
    return null;
  }
  const changed = changedProjections(recorded, projections);
  if (!changed.length) return null;
  log.info('read models built by other versions of their projections: rebuilding beside the live ones', { projections: changed });
  let reported = 0;
  try {
    return await rebuildIntoNewGeneration(eventStore, generations, projections, {
      graceMs: opts.graceMs,
      // the portal's own connection: its projections' transactions and the rebuild's take turns
      pageTransactions: true,
      onProgress: (p) => {
        if (Date.now() - reported < 5_000) return;
        reported = Date.now();
        log.info('rebuilding read models', { generation: p.generation, position: p.position, head: p.head, percent: Math.floor((100 * p.position) / Math.max(p.head, 1)) });
      },
    });
  } catch (err) {
    if (err instanceof GenerationsRefused) {
      log.info('read models are being rebuilt by another process', { reason: err.message });
      return null;
    }
    throw err;
  }
}

/**
 * The projections service with read models in generations: keeps the current generation up to
 * date, and when a rebuild switches, stops applying to the old one and carries on in the new one
 * from the position the rebuild stored there.
 */
export class GenerationFollower {
  private runner: ProjectionRunner | null = null;
  private generation = -1;
  private timer: NodeJS.Timeout | null = null;
  private switching: Promise<void> | null = null;

  constructor(
    private readonly eventStore: EventStore,
    private readonly generations: ReadModelGenerations,
    private readonly projections: Projection[],
    private readonly opts: { lagMs?: number; pollMs?: number } = {},
  ) {}

  async start(): Promise<void> {
    await this.follow((await this.generations.state()).current);
    this.timer = setInterval(() => void this.check(), this.opts.pollMs ?? GENERATION_REFRESH_MS);
  }

  currentPosition(): number {
    return this.runner?.currentPosition() ?? 0;
  }

  /** read-your-writes in the generation followed now (a switch meanwhile answers false: the caller reads stale) */
  waitFor(target: number, timeoutMs: number): Promise<boolean> {
    return this.runner ? this.runner.waitFor(target, timeoutMs) : Promise.resolve(false);
  }

  status(): ProjectionStatus & { generation: number } {
    return { ...(this.runner?.status() ?? { position: 0, applied: 0, caughtUp: false, lastError: null }), generation: this.generation };
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.switching;
    await this.runner?.stop();
  }

  /** reads the current generation and moves to it when a rebuild switched */
  check(): Promise<void> {
    this.switching ??= (async () => {
      try {
        const { current } = await this.generations.state();
        if (current !== this.generation) await this.follow(current);
      } catch (err) {
        log.error('projections could not follow the read models generation', { err: String(err) });
      } finally {
        this.switching = null;
      }
    })();
    return this.switching;
  }

  private async follow(generation: number) {
    await this.runner?.stop();
    const runner = new ProjectionRunner(this.eventStore, this.generations.storeOf(generation), this.projections, { lagMs: this.opts.lagMs });
    this.runner = runner;
    this.generation = generation;
    await runner.start();
    log.info('projections follow read models generation', { generation, position: runner.currentPosition() });
  }
}
