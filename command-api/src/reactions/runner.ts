import { IdempotencyKeyExistsError, log, type RecordedEvent, type Subscription } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import type { CommandMeta } from '../framework/handler.js';

/**
 * A reaction: commands the system issues because of an event (a next hearing in the minutes
 * schedules that hearing). Each effect runs under an idempotency key recorded with its events,
 * so following the log again from the start, or after a crash, never does an effect twice.
 */
export interface Reaction {
  name: string;
  on: string[];
  react(event: RecordedEvent, cx: ReactionContext): Promise<void>;
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
}

/**
 * Running reactions: where they are in the log, whether they have caught up with it since
 * starting, and why the event they are retrying failed (null while all is well).
 */
export interface RunningReactions extends Subscription {
  status(): { position: number; caughtUp: boolean; lastError: string | null };
}

/**
 * Follows the log from its start (every effect is idempotent, so automation a crash lost is done
 * then), reading only the events some reaction is for; the portal answers meanwhile, and
 * `status()` says how far they are.
 */
export function startReactions(deps: CommandDeps, reactions: Reaction[]): RunningReactions {
  const byType = new Map<string, Reaction[]>();
  for (const r of reactions) for (const t of r.on) byType.set(t, [...(byType.get(t) ?? []), r]);
  let position = 0;
  let caughtUp = false;
  let lastError: string | null = null;
  const subscription = deps.eventStore.subscribeAll(
    0,
    async (event) => {
      for (const reaction of byType.get(event.type) ?? []) {
        const cx: ReactionContext = {
          deps,
          meta: { userId: null, userType: 'system', correlationId: event.metadata.correlationId, causationId: event.id, command: reaction.name },
          async once(key, effect) {
            const done = await deps.eventStore.findIdempotent(key);
            if (done) return { ranNow: false, response: done.response };
            try {
              await effect(key);
            } catch (e) {
              if (!(e instanceof IdempotencyKeyExistsError)) throw e;
            }
            return { ranNow: true, response: (await deps.eventStore.findIdempotent(key))?.response };
          },
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
        log.info('reactions caught up', { position });
      },
      onError: (err) => {
        lastError = String(err);
        log.error('reaction failed, retrying', { err: lastError });
      },
    },
  );
  return { close: () => subscription.close(), status: () => ({ position, caughtUp, lastError }) };
}
