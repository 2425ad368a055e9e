import { readModelEntries, type DocReducer, type ReadModelName, type ViewReducers } from '@lawfirm/contracts';
import type { Projection } from './projection.js';

/** A projection that persists pure read-model reducers: each event's document through its reducer. */
export function viewProjection(name: string, reducers: ViewReducers, indexes: Projection['indexes'] = {}): Projection {
  // per event type, the collections whose reducers handle it (made once: this runs for most events)
  const byType = new Map<string, [ReadModelName, DocReducer][]>();
  for (const [collection, r] of readModelEntries(reducers)) for (const t of r.types) byType.set(t, [...(byType.get(t) ?? []), [collection, r]]);
  const handle: Projection['handlers'][string] = async (e, store) => {
    for (const [collection, r] of byType.get(e.type)!) {
      const id = r.key(e);
      if (id === undefined) continue;
      await store.collection(collection).modifyOne({ id }, (doc) => r.apply(doc as Parameters<typeof r.apply>[0], e));
    }
  };
  return {
    name,
    collections: readModelEntries(reducers).map(([c]) => c),
    indexes: Object.fromEntries(readModelEntries(reducers).map(([c]) => [c, [{ id: 1 }, ...(indexes[c] ?? [])]])),
    handlers: Object.fromEntries([...byType.keys()].map((t) => [t, handle])),
  };
}
