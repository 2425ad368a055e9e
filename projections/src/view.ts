import type { ViewReducers } from '@lawfirm/contracts';
import type { Projection } from './projection.js';

/** A projection that persists pure read-model reducers: each event's document through its reducer. */
export function viewProjection(name: string, reducers: ViewReducers, indexes: Projection['indexes'] = {}): Projection {
  const handle: Projection['handlers'][string] = async (e, store) => {
    for (const [collection, r] of Object.entries(reducers)) {
      const id = r.key(e);
      if (id === undefined) continue;
      await store.collection(collection).modifyOne({ id }, (doc) => r.apply(doc as Parameters<typeof r.apply>[0], e));
    }
  };
  const types = new Set(Object.values(reducers).flatMap((r) => r.types));
  return {
    name,
    collections: Object.keys(reducers),
    indexes: Object.fromEntries(Object.keys(reducers).map((c) => [c, [{ id: 1 }, ...(indexes[c] ?? [])]])),
    handlers: Object.fromEntries([...types].map((t) => [t, handle])),
  };
}
