import type { ReadModelName } from '../readModels.js';
/**
 * Read-model reducers: how one event changes one document of a collection, as pure functions.
 * The projections persist their results; the as-of views of auditors apply the same reducers to
 * a case's events up to a moment, so history and the live pages never disagree.
 */
export interface ViewEvent {
  id: string;
  type: string;
  revision: number;
  position: number;
  data: Record<string, any>;
  metadata: { time: string; userId: number | null; userType: string; command?: string; causationId: string | null };
}

export type ViewDoc = Record<string, unknown> & { id: unknown };

export interface DocReducer {
  /** the event types it handles */
  types: string[];
  /** the id of the document this event changes, or undefined when it changes none */
  key(e: ViewEvent): unknown;
  /** the document after the event; null removes it. Must be idempotent for a replayed event. */
  apply(doc: ViewDoc | null, e: ViewEvent): ViewDoc | null;
}

/** collection -> its reducer */
export type ViewReducers = Partial<Record<ReadModelName, DocReducer>>;

export const stamp = (e: ViewEvent) => ({ version: e.revision + 1, updatedAt: e.metadata.time });
/** a copy of `d` without `keys` (a loop: projections call it for most events) */
export function without(d: Record<string, unknown>, ...keys: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k in d) if (Object.hasOwn(d, k) && !keys.includes(k)) out[k] = d[k];
  return out;
}

/** One reducer from a table of event type -> change; event types not listed change nothing. */
export function reducer(keyField: string, on: Record<string, (doc: ViewDoc | null, e: ViewEvent) => ViewDoc | null>): DocReducer {
  return {
    types: Object.keys(on),
    key: (e) => (on[e.type] ? e.data[keyField] : undefined),
    apply: (doc, e) => on[e.type](doc, e),
  };
}

/** a recorded event of a declared union (contracts' `EventOf`): its data typed as declared */
export type TypedViewEvent<E extends { type: string; data: unknown }> = Omit<ViewEvent, 'type' | 'data'> & E;

/**
 * A reducer over every event of an aggregate's union (`E`): one change per event type, a type
 * missing is a compile error, and each reads its event's data as declared.
 */
export function typedReducer<E extends { type: string; data: unknown }>(
  keyField: keyof E['data'] & string,
  on: { [K in E['type']]: (doc: ViewDoc | null, e: TypedViewEvent<Extract<E, { type: K }>>) => ViewDoc | null },
): DocReducer {
  return reducer(keyField, on as unknown as Record<string, (doc: ViewDoc | null, e: ViewEvent) => ViewDoc | null>);
}

/** Applies reducers to events in memory: collection -> id -> document. */
export function replay(reducers: ViewReducers, events: ViewEvent[]): Map<string, Map<unknown, ViewDoc>> {
  const out = new Map<string, Map<unknown, ViewDoc>>(Object.keys(reducers).map((c) => [c, new Map()]));
  for (const e of events)
    for (const [collection, r] of Object.entries(reducers)) {
      const id = r.key(e);
      if (id === undefined) continue;
      const docs = out.get(collection)!;
      const next = r.apply(docs.get(id) ?? null, e);
      if (next) docs.set(id, next);
      else docs.delete(id);
    }
  return out;
}
