import type { ReadModelName } from '@lawfirm/contracts';
import type { IndexFields, ReadModelStore, RecordedEvent } from '@lawfirm/platform';

/**
 * A read model: the collections it owns and how each event type changes them. Handlers must be
 * idempotent (set fields to absolute values, upsert, delete), because after a crash the events
 * since the last stored checkpoint are applied again.
 */
export interface Projection {
  name: string;
  /**
   * Raised when a change of the code changes what the projection writes (a new field, another
   * shape): read models built by another version are then rebuilt beside the live ones at start
   * (generations.ts, rebuildWhenProjectionsChanged). 1 when absent.
   */
  version?: number;
  collections: ReadModelName[];
  /** per collection, its indexes: ordered fields, or a text index over the fields a list's `q` searches (`textIndex`) */
  indexes?: Partial<Record<ReadModelName, IndexFields[]>>;
  handlers: Record<string, (event: RecordedEvent<any>, store: ReadModelStore) => Promise<void>>;
}

/** handlers of some events of a declared union (contracts' `EventOf`): a type outside it is a compile error, each reads its data as declared */
export type TypedHandlers<E extends { type: string; data: unknown }> = {
  [K in E['type']]?: (event: Omit<RecordedEvent, 'type' | 'data'> & Extract<E, { type: K }>, store: ReadModelStore) => Promise<void>;
};
export const handlersOf = <E extends { type: string; data: unknown }>(handlers: TypedHandlers<E>): Projection['handlers'] => handlers as unknown as Projection['handlers'];

/**
 * A text index over the fields a list's free-text `q` looks in (query-api's listRoute
 * `searchFields`): the SQLite read store answers the list's search from it instead of reading every
 * document (readstore/sqliteFilter.ts). tests/api/list-names.test.ts checks each list's fields are
 * declared.
 */
export const textIndex = (...fields: string[]): Record<string, 'text'> => Object.fromEntries(fields.map((f) => [f, 'text' as const]));

/** The fields every record carries from its stream: version (events so far) and times. */
export function stamp(e: RecordedEvent) {
  return { version: e.revision + 1, updatedAt: e.metadata.time };
}

/** Each event type's handlers, across the projections, in the projections' order. */
export function handlersByType(projections: Projection[]): Map<string, Projection['handlers'][string][]> {
  const byType = new Map<string, Projection['handlers'][string][]>();
  for (const p of projections) for (const [type, handler] of Object.entries(p.handlers)) byType.set(type, [...(byType.get(type) ?? []), handler]);
  return byType;
}

/** every projection's version, as recorded beside the read models it builds */
export const projectionVersions = (projections: Projection[]): Record<string, number> => Object.fromEntries(projections.map((p) => [p.name, p.version ?? 1]));

/** the projections whose version differs from the recorded one, or that were not there when the read models were built */
export function changedProjections(recorded: Record<string, number>, projections: Projection[]): string[] {
  return Object.entries(projectionVersions(projections))
    .filter(([name, version]) => recorded[name] !== version)
    .map(([name]) => name);
}
