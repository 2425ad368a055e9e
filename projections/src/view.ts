import type { ViewReducers } from '@lawfirm/contracts';
import type { Projection } from './projection.js';

/** A projection that persists pure read-model reducers: load the document, apply, store or delete. */
export function viewProjection(name: string, reducers: ViewReducers, indexes: Projection['indexes'] = {}): Projection {
  const handle: Projection['handlers'][string] = async (e, store) => {
    for (const [collection, r] of Object.entries(reducers)) {
      const id = r.key(e);
      if (id === undefined) continue;
      const col = store.collection(collection);
      const next = r.apply(((await col.findOne({ id })) as Parameters<typeof r.apply>[0]) ?? null, e);
      if (next) await col.replaceOne({ id }, next, { upsert: true });
      else await col.deleteOne({ id });
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
