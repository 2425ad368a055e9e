import { log, readCheckpoint, writeCheckpoint, type EventStore, type ReadStore, type RecordedEvent, type Subscription } from '@lawfirm/platform';
import { handlersByType, type Projection } from './projection.js';

const CHECKPOINT_EVERY_MS = 50;

export interface ProjectionStatus {
  position: number;
  caughtUp: boolean;
  lastError: string | null;
}

/**
 * Follows the global log from the stored checkpoint and applies each event to every projection
 * that handles it. The checkpoint is stored at most every 50 ms (handlers are idempotent, so a
 * crash replays a few events harmlessly); `waitFor` is what read-your-writes waits on.
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
    await new Promise<void>((resolve) => {
      this.subscription = this.eventStore.subscribeAll(this.position, (e) => this.apply(e), {
        onCaughtUp: () => {
          this.caughtUp = true;
          resolve();
        },
        onError: (err) => {
          this.lastError = String(err);
          log.error('projection failed, retrying', { err: String(err) });
        },
      });
    });
    log.info('projections caught up', { position: this.position });
  }

  async apply(e: RecordedEvent): Promise<void> {
    if (e.position <= this.position) return;
    if (this.caughtUp && this.opts.lagMs) await this.lag(Date.parse(e.metadata.time) + this.opts.lagMs - Date.now());
    for (const handler of this.byType.get(e.type) ?? []) await handler(e, this.readStore);
    this.position = e.position;
    this.lastError = null;
    this.resolveWaiters();
    this.scheduleCheckpoint();
  }

  status(): ProjectionStatus {
    return { position: this.position, caughtUp: this.caughtUp, lastError: this.lastError };
  }

  currentPosition(): number {
    return this.position;
  }

  /** resolves true once the projections have applied `target`, false after timeoutMs */
  waitFor(target: number, timeoutMs: number): Promise<boolean> {
    if (this.position >= target) return Promise.resolve(true);
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
    this.lagTimer?.done();
    await this.subscription?.close();
    this.subscription = null;
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

  private resolveWaiters() {
    if (!this.waiters.length) return;
    const done = this.waiters.filter((w) => w.target <= this.position);
    if (!done.length) return;
    this.waiters = this.waiters.filter((w) => w.target > this.position);
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
