import type { CatalogEventNames, ReadModelName } from '@lawfirm/contracts';
import type { IndexFields } from '@lawfirm/platform';
import { stamp, type Projection } from './projection.js';

/** The read model of a catalog record type: one document per record, `{ id, ...fields, version, createdAt, updatedAt }`. */
/** `indexes`: what the lists of this catalogue filter and sort by (tests/reliability/indexes.test.ts), and the text index of what they search */
/** `versionOnly`: events of other concerns recorded on the record's stream (e.g. ConflictOverridden), which move only its version */
export function catalogProjection(collection: ReadModelName, names: CatalogEventNames, indexes: IndexFields[] = [], versionOnly: string[] = []): Projection {
  const idOf = (data: Record<string, unknown>) => data[names.idField] as number;
  const fieldsOf = (data: Record<string, unknown>) => {
    const { [names.idField]: _id, ...rest } = data;
    return rest;
  };
  const handlers: Projection['handlers'] = {
    [names.added]: async (e, store) => {
      await store.collection(collection).replaceOne({ id: idOf(e.data) }, { id: idOf(e.data), ...fieldsOf(e.data), createdAt: e.metadata.time, ...stamp(e) }, { upsert: true });
    },
    [names.removed]: async (e, store) => {
      await store.collection(collection).deleteOne({ id: idOf(e.data) });
    },
  };
  for (const type of [names.revised, ...Object.keys(names.fieldEvents ?? {})])
    handlers[type] = async (e, store) => {
      await store.collection(collection).updateOne({ id: idOf(e.data) }, { $set: { ...fieldsOf(e.data), ...stamp(e) } });
    };
  if (names.attachments)
    handlers[names.attachments.event] = async (e, store) => {
      await store.collection(collection).updateOne({ id: idOf(e.data) }, { $set: { [e.data.field]: e.data.file, ...stamp(e) } });
    };
  const separate = Object.entries(names.toggles ?? {}).filter(([, t]) => t.separateOnAdd).map(([f]) => [f, false]);
  if (separate.length) {
    const add = handlers[names.added];
    handlers[names.added] = async (e, store) => {
      await add({ ...e, data: { ...Object.fromEntries(separate), ...e.data } }, store);
    };
  }
  for (const [field, { on, off }] of Object.entries(names.toggles ?? {}))
    for (const [type, value] of [[on, true], [off, false]] as const)
      handlers[type] = async (e, store) => {
        await store.collection(collection).updateOne({ id: idOf(e.data) }, { $set: { [field]: value, ...stamp(e) } });
      };
  for (const type of versionOnly)
    handlers[type] = async (e, store) => {
      // the same event type may name another kind of record (by another id field)
      if (idOf(e.data) !== undefined) await store.collection(collection).updateOne({ id: idOf(e.data) }, { $set: stamp(e) });
    };
  return { name: collection, collections: [collection], indexes: { [collection]: [{ id: 1 }, ...indexes] }, handlers };
}
