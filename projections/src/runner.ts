import { log, readCheckpoint, writeCheckpoint, writeProjectionVersions, type EventStore, type ReadStore, type RecordedEvent, type Subscription } from '@lawfirm/platform';
import { handlersByType, projectionVersions, type Projection } from './projection.js';

const CHECKPOINT_EVERY_MS = 50;

export interface ProjectionStatus {
  position: number;
  /** events this process has applied since it started (a restart applies only those after the checkpoint) */
  applied: number;
  caughtUp: boolean;
  lastError: string | null;
}

/**
 * A transaction of the read models takes at most this many events; after it the runner leaves
 * requests a turn, so a burst of events never holds a list longer than one such transaction.
 */
export const EVENTS_PER_TRANSACTION = 100;

/**
 * Follows the global log from the stored checkpoint and applies each event to every projection
 * that handles it; `waitFor` is what read-your-writes waits on.
 *
 * Where the read store has transactions (SQLite), the events delivered in one turn (a page of the
 * log, at most EVENTS_PER_TRANSACTION) are applied in one transaction that also stores the
 * checkpoint: a restart goes on from exactly the last committed event, and a `kill -9` neither
 * applies an event twice nor loses one. A failed event takes its whole transaction back, and the
 * runner reads the log again from the committed checkpoint. Elsewhere (memory, MongoDB) the
 * checkpoint is stored at most every 50 ms (handlers are idempotent, so a crash replays a few
 * events harmlessly).
 */
export class ProjectionRunner {
  private subscription: Subscription | null = null;
  private position = 0;
  private stored = 0;
  private caughtUp = false;
  private lastError: string | null = null;
  private waiters: { target: number; resolve: (ok: boolean) => void; timer: NodeJS.Timeout }[] = [];
  private flushTimer: NodeJS.Timeout | null = null;
  private readonly byType: ReturnType<typeof handlersByType>;
  private lagTimer: { timer: NodeJS.Timeout; done: () => void } | null = null;
  /** the open transaction of the read models (stores with `atomically` only) */
  private batch: { events: number; finish: (err?: unknown) => void; committed: Promise<void> } | null = null;
  private committing: Promise<void> | null = null;
  /** an event is being applied: a commit waits for it, so a transaction never holds half an event */
  private applying = false;
  private stopped = false;
  private applied = 0;

  /** `opts.lagMs`: each live event is applied that long after its commit (READ_MODEL_LAG_MS); the start-up catch-up is not delayed */
  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    private readonly projections: Projection[],
    private readonly opts: { lagMs?: number } = {},
  ) {
    this.byType = handlersByType(projections);
  }

  async start(): Promise<void> {
    await ensureIndexes(this.readStore, this.projections);
    this.position = this.stored = await readCheckpoint(this.readStore);
    // read models built from the log's start by this code: they are of its projections' versions
    if (this.position === 0) await writeProjectionVersions(this.readStore, projectionVersions(this.projections));
    log.info('projections start from their checkpoint', { position: this.position });
    await new Promise<void>((resolve) => this.subscribe(resolve));
    log.info('projections caught up', { position: this.position });
  }

  private subscribe(onCaughtUp: () => void = () => {}) {
    this.subscription = this.eventStore.subscribeAll(this.position, (e) => this.apply(e), {
      onCaughtUp: () => {
        this.caughtUp = true;
        onCaughtUp();
      },
      onError: (err) => {
        this.lastError = String(err);
        log.error('projection failed, retrying', { err: String(err) });
      },
    });
  }

  async apply(e: RecordedEvent): Promise<void> {
    if (e.position <= this.position) return;
    if (this.caughtUp && this.opts.lagMs) await this.lag(Date.parse(e.metadata.time) + this.opts.lagMs - Date.now());
    if (this.readStore.atomically) return this.applyInTransaction(e);
    for (const handler of this.byType.get(e.type) ?? []) await handler(e, this.readStore);
    this.position = e.position;
    this.applied++;
    this.lastError = null;
    this.resolveWaiters();
    this.scheduleCheckpoint();
  }

  private async applyInTransaction(e: RecordedEvent): Promise<void> {
    await this.committing;
    const batch = this.batch ?? (await this.openBatch());
    this.applying = true;
    try {
      for (const handler of this.byType.get(e.type) ?? []) await handler(e, this.readStore);
    } catch (err) {
      this.batch = null;
      batch.finish(err);
      await batch.committed.catch(() => undefined);
      // what the transaction held is gone: read the log again from the committed checkpoint
      this.position = this.stored;
      void this.resubscribe();
      throw err;
    } finally {
      this.applying = false;
    }
    this.position = e.position;
    this.lastError = null;
    if (++batch.events >= EVENTS_PER_TRANSACTION) {
      await this.commit();
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  /** opens a transaction that commits, with the checkpoint, once the events of this turn are applied */
  private async openBatch() {
    let began!: () => void;
    const open = new Promise<void>((resolve) => (began = resolve));
    let finish!: (err?: unknown) => void;
    const finished = new Promise<void>((resolve, reject) => (finish = (err) => (err === undefined ? resolve() : reject(err))));
    const committed = this.readStore.atomically!(async () => {
      began();
      await finished;
      await writeCheckpoint(this.readStore, this.position);
    });
    committed.catch(() => undefined);
    await Promise.race([open, committed]);
    const batch = { events: 0, finish, committed };
    this.batch = batch;
    const commitWhenIdle = () => (this.applying ? setImmediate(commitWhenIdle) : void this.commit());
    setImmediate(commitWhenIdle);
    return batch;
  }

  private commit(): Promise<void> {
    const batch = this.batch;
    if (!batch) return this.committing ?? Promise.resolve();
    this.batch = null;
    const position = this.position;
    batch.finish();
    this.committing = batch.committed.then(
      () => {
        this.stored = position;
        this.applied += batch.events;
        this.resolveWaiters();
      },
      (err: unknown) => {
        this.lastError = String(err);
        log.error('read models not committed; reading the log again from the checkpoint', { err: String(err) });
        this.position = this.stored;
        void this.resubscribe();
      },
    ).finally(() => (this.committing = null));
    return this.committing;
  }

  private async resubscribe() {
    const old = this.subscription;
    this.subscription = null;
    await old?.close();
    if (this.stopped) return;
    this.subscribe();
  }

  status(): ProjectionStatus {
    return { position: this.position, applied: this.applied, caughtUp: this.caughtUp, lastError: this.lastError };
  }

  currentPosition(): number {
    return this.position;
  }

  /** resolves true once the projections have applied `target`, false after timeoutMs */
  waitFor(target: number, timeoutMs: number): Promise<boolean> {
    if (this.visible() >= target) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter = {
        target,
        resolve,
        timer: setTimeout(() => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          resolve(false);
        }, timeoutMs),
      };
      this.waiters.push(waiter);
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.lagTimer?.done();
    await this.subscription?.close();
    this.subscription = null;
    await this.commit();
    if (this.flushTimer) clearTimeout(this.flushTimer);
    await this.flush();
  }

  private lag(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.lagTimer = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.lagTimer = { timer, done };
    });
  }

  /** how far readers see: committed where the store has transactions, applied elsewhere */
  private visible(): number {
    return this.readStore.atomically ? this.stored : this.position;
  }

  /** waiters are told once what they wait for is visible */
  private resolveWaiters() {
    if (!this.waiters.length) return;
    const visible = this.visible();
    const done = this.waiters.filter((w) => w.target <= visible);
    if (!done.length) return;
    this.waiters = this.waiters.filter((w) => w.target > visible);
    for (const w of done) {
      clearTimeout(w.timer);
      w.resolve(true);
    }
  }

  private scheduleCheckpoint() {
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      void this.flush().catch((err) => log.error('checkpoint not stored', { err: String(err) }));
    }, CHECKPOINT_EVERY_MS);
  }

  private async flush() {
    if (this.position === this.stored) return;
    const position = this.position;
    await writeCheckpoint(this.readStore, position);
    this.stored = position;
  }
}

export async function ensureIndexes(store: ReadStore, projections: Projection[]) {
  await store.collection('_checkpoints').createIndex({ id: 1 });
  for (const p of projections)
    for (const [collection, indexes] of Object.entries(p.indexes ?? {})) for (const fields of indexes) await store.collection(collection).createIndex(fields);
}
