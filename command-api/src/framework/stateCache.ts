import { deepFreeze, type EventStore } from '@lawfirm/platform';
import type { Decider } from './decider.js';

/** How many streams' folded states one process keeps per event store (least recently used go first). */
export const STATE_CACHE_MAX_STREAMS = 20_000;

/** Deciders cached per stream; more than this on one stream means deciders made per call, the oldest goes. */
const MAX_DECIDERS_PER_STREAM = 4;

/** A decider's state folded over a stream up to `revision`, the global position of that event. */
export interface CachedState<S> {
  readonly state: S;
  readonly revision: number;
  readonly position: number;
}

type AnyDecider = Decider<any, any>;

/**
 * The folded states of recently used streams, by stream and decider (two deciders over one stream
 * never see each other's state). An entry is only a candidate: the handler uses it when its
 * revision is the stream's current revision, so an append made elsewhere is never missed.
 *
 * States are deep-frozen when cached: deciders and routes share them, and a state changed in place
 * would be served to every later command on the stream.
 *
 * A Map keeps insertion order, which is the recency order here (a hit moves the stream to the end).
 * lru-cache is not used: it is in node_modules only as a dependency of the tests' testcontainers,
 * and the service image (`npm ci --omit=dev` of the service workspaces) does not install it.
 */
export class StateCache {
  private readonly streams = new Map<string, Map<AnyDecider, CachedState<unknown>>>();

  constructor(readonly maxStreams: number = STATE_CACHE_MAX_STREAMS) {}

  get size(): number {
    return this.streams.size;
  }

  get<S>(stream: string, decider: Decider<S, unknown>): CachedState<S> | undefined {
    const byDecider = this.streams.get(stream);
    const entry = byDecider?.get(decider);
    if (!entry) return undefined;
    this.streams.delete(stream);
    this.streams.set(stream, byDecider!);
    return entry as CachedState<S>;
  }

  /** Keeps the entry unless one of a later revision is already there (commands racing in this process). */
  set<S>(stream: string, decider: Decider<S, unknown>, entry: CachedState<S>): void {
    let byDecider = this.streams.get(stream);
    const current = byDecider?.get(decider);
    if (current && current.revision > entry.revision) return;
    const frozen = Object.freeze({ state: deepFreeze(entry.state), revision: entry.revision, position: entry.position });
    if (byDecider) this.streams.delete(stream);
    else byDecider = new Map();
    this.streams.set(stream, byDecider);
    byDecider.delete(decider);
    byDecider.set(decider, frozen);
    if (byDecider.size > MAX_DECIDERS_PER_STREAM) byDecider.delete(byDecider.keys().next().value!);
    while (this.streams.size > this.maxStreams) this.streams.delete(this.streams.keys().next().value!);
  }

  delete(stream: string, decider: AnyDecider): void {
    const byDecider = this.streams.get(stream);
    if (!byDecider) return;
    byDecider.delete(decider);
    if (byDecider.size === 0) this.streams.delete(stream);
  }

  clear(): void {
    this.streams.clear();
  }
}

// one cache per store object: two stores (tests, a restore into a new file) never share states
const caches = new WeakMap<EventStore, StateCache>();

export function stateCacheOf(store: EventStore): StateCache {
  let cache = caches.get(store);
  if (!cache) caches.set(store, (cache = new StateCache()));
  return cache;
}
