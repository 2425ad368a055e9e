import { IdempotencyKeyExistsError, log, type JobQueue, type RecordedEvent, type Subscription } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import type { CommandMeta } from '../framework/handler.js';

/**
 * A reaction: commands the system issues because of an event (a next hearing in the minutes
 * schedules that hearing). Each effect runs under an idempotency key recorded with its events,
 * so passing an event again (a restart from an older checkpoint, a crash) never does an effect
 * twice.
 */
export interface Reaction {
  name: string;
  on: string[];
  /**
   * It reads read models: it runs only once they have applied the event. If they have not within
   * READ_MODELS_WAIT_MS, the event fails and is passed again later, so no decision is made on
   * read models that do not yet show it (e.g. a task without its case's lawyer).
   */
  readsReadModels?: boolean;
  react(event: RecordedEvent, cx: ReactionContext): Promise<void>;
}

/** an event as contracts declare it: `declareEvent`'s declaration, or a declared catalog's event (`holidayEvents.events.HolidayAdded`) */
export interface DeclaredEvent {
  readonly type: string;
  of(data: never): { type: string; data: unknown };
}

/**
 * A reaction to some declared events: `on` lists their declarations (the names written once, in
 * contracts), and `react` reads each event's data as declared, narrowed by `event.type === X.type`.
 */
export function typedReaction<D extends DeclaredEvent>(reaction: {
  name: string;
  on: D[];
  readsReadModels?: boolean;
  react(event: Omit<RecordedEvent, 'type' | 'data'> & ReturnType<D['of']>, cx: ReactionContext): Promise<void>;
}): Reaction {
  return { ...reaction, on: reaction.on.map((d) => d.type) } as unknown as Reaction;
}

export interface ReactionContext {
  deps: CommandDeps;
  /** metadata for the reaction's commands: the system, caused by the event */
  meta: CommandMeta;
  /**
   * Runs `effect` unless `key` was done before. The effect appends under the key (execute's
   * idempotency option); what it recorded there is returned, now or on any later call.
   */
  once(key: string, effect: (key: string) => Promise<unknown>): Promise<{ ranNow: boolean; response: unknown }>;
  /**
   * The event's effect goes on after react() returns and would die with this process (a job of
   * the in-process queue): the saved checkpoint stays before the event until `done` resolves, so
   * a restart passes it again. If `done` rejects, it stays there until the next start.
   */
  finishesWith(done: Promise<unknown>): void;
  /** enqueues a job caused by the event; one that would die with this process holds the checkpoint until it is done (enqueueHolding) */
  enqueue: JobQueue['enqueue'];
}

/** how long the checkpoint waits for a job of the in-process queue (its retries included) before leaving its event to the next start */
const JOB_WAIT_MS = 60 * 60_000;

/** A reaction's enqueue: an in-process job dies with the process, so the event stays unfinished until the job is done; BullMQ's are in Redis once enqueued. */
export const enqueueHolding =
  (jobs: JobQueue, finishesWith: ReactionContext['finishesWith']): JobQueue['enqueue'] =>
  async (name, data, opts) => {
    const { id } = await jobs.enqueue(name, data, opts);
    if (!jobs.durable) finishesWith(jobs.waitFor(id, JOB_WAIT_MS));
    return { id };
  };

/**
 * Running reactions: where they are in the log, the position saved as done with (the next start
 * follows the log from there), whether they have caught up since starting, and why the event
 * they are retrying failed (null while all is well).
 */
export interface RunningReactions extends Subscription {
  status(): { position: number; checkpoint: number; caughtUp: boolean; lastError: string | null };
}

/** how long a reaction that reads read models waits for them to apply its event before the event is retried */
export const READ_MODELS_WAIT_MS = 10_000;

export class ReadModelsBehindError extends Error {
  override name = 'ReadModelsBehindError';
  constructor(reaction: string, position: number, waitedMs: number) {
    super(`${reaction}: the read models had not applied position ${position} after ${waitedMs} ms; the event will be passed again`);
  }
}

/** the reactions' checkpoint in the event store */
export const REACTIONS_CHECKPOINT = 'reactions';

/**
 * Follows the log from the saved checkpoint (every effect is idempotent, so passing an event
 * again does nothing twice), reading only the events some reaction is for; the portal answers
 * meanwhile, and `status()` says how far they are. The checkpoint is saved every
 * `checkpointEveryMs` and on close, never past an event whose effect is still running.
 */
export async function startReactions(deps: CommandDeps, reactions: Reaction[], opts: { checkpointEveryMs?: number; readModelsWaitMs?: number } = {}): Promise<RunningReactions> {
  const readModelsWaitMs = opts.readModelsWaitMs ?? READ_MODELS_WAIT_MS;
  const store = deps.eventStore;
  const byType = new Map<string, Reaction[]>();
  for (const r of reactions) for (const t of r.on) byType.set(t, [...(byType.get(t) ?? []), r]);
  const from = await store.loadCheckpoint(REACTIONS_CHECKPOINT);
  let position = from;
  let checkpoint = from;
  let caughtUp = false;
  let lastError: string | null = null;
  /** events whose effects are still running (finishesWith), by position: how many each */
  const unfinished = new Map<number, number>();
  const doneWith = () => {
    let first = Infinity;
    for (const at of unfinished.keys()) first = Math.min(first, at);
    return first === Infinity ? position : first - 1;
  };

  const subscription = store.subscribeAll(
    from,
    async (event) => {
      const reacting = byType.get(event.type) ?? [];
      // before any of them runs, so none runs twice for one read model that is late
      const reading = reacting.find((r) => r.readsReadModels);
      if (reading && !(await deps.readModels.waitFor(event.position, readModelsWaitMs))) throw new ReadModelsBehindError(reading.name, event.position, readModelsWaitMs);
      for (const reaction of reacting) {
        const finishesWith = (done: Promise<unknown>) => {
          const at = event.position;
          unfinished.set(at, (unfinished.get(at) ?? 0) + 1);
          done.then(
            () => {
              const left = unfinished.get(at)! - 1;
              if (left) unfinished.set(at, left);
              else unfinished.delete(at);
            },
            (err: unknown) => log.warn('a reaction\'s effect failed; the next start passes its event again', { reaction: reaction.name, position: at, err: String(err) }),
          );
        };
        const cx: ReactionContext = {
          deps,
          meta: { userId: null, userType: 'system', correlationId: event.metadata.correlationId, causationId: event.id, command: reaction.name },
          async once(key, effect) {
            const done = await store.findIdempotent(key);
            if (done) return { ranNow: false, response: done.response };
            try {
              await effect(key);
            } catch (e) {
              if (!(e instanceof IdempotencyKeyExistsError)) throw e;
            }
            return { ranNow: true, response: (await store.findIdempotent(key))?.response };
          },
          finishesWith,
          enqueue: enqueueHolding(deps.jobs, finishesWith),
        };
        await reaction.react(event, cx);
      }
      position = event.position;
      lastError = null;
    },
    {
      types: [...byType.keys()],
      onCaughtUp: () => {
        caughtUp = true;
        log.info('reactions caught up', { position, from });
      },
      onError: (err) => {
        lastError = String(err);
        log.error('reaction failed, retrying', { err: lastError });
      },
    },
  );

  let saving: Promise<void> = Promise.resolve();
  const save = () =>
    (saving = saving.then(async () => {
      const at = doneWith();
      if (at <= checkpoint) return;
      try {
        await store.saveCheckpoint(REACTIONS_CHECKPOINT, at);
        checkpoint = at;
      } catch (err) {
        log.warn('could not save the reactions\' checkpoint; the next start passes more of the log again', { err: String(err) });
      }
    }));
  const timer = setInterval(save, opts.checkpointEveryMs ?? 2000).unref();

  return {
    async close() {
      clearInterval(timer);
      await subscription.close();
      await save();
    },
    status: () => ({ position, checkpoint, caughtUp, lastError }),
  };
}
