import {
  branchEvents, CaseDetailsRevised, CaseOpened, clientEvents, consultationEvents, courtEvents, departmentEvents, displayNameReferences, employeeEvents, FileDetailsRevised, FileOpened, LawyerAssignedToFile, LawyerUnassignedFromFile, normalizeSearchText, regionEvents, roleEvents,
  readModelEntries, serviceEvents, SEARCH_NAMES_FIELD, type CatalogEventNames, type ReadModelName,
} from '@lawfirm/contracts';
import type { ReadModelStore, RecordedEvent } from '@lawfirm/platform';
import { textIndex, type Projection } from './projection.js';

type Doc = Record<string, any>;
type E = RecordedEvent<any>;

const catalogTypes = (n: CatalogEventNames) => [n.added, n.revised, n.removed, ...Object.keys(n.fieldEvents ?? {}), ...Object.values(n.toggles ?? {}).flatMap((t) => [t.on, t.off])];
const catalogRow = (n: CatalogEventNames) => (e: E) => e.data[n.idField];

/** the events that change a list's rows, and the row each one changes */
const rowEvents: Partial<Record<ReadModelName, { types: string[]; idOf: (e: E) => unknown }>> = {
  clients: { types: catalogTypes(clientEvents), idOf: catalogRow(clientEvents) },
  consultations: { types: catalogTypes(consultationEvents), idOf: catalogRow(consultationEvents) },
  employees: { types: catalogTypes(employeeEvents), idOf: catalogRow(employeeEvents) },
  branches: { types: catalogTypes(branchEvents), idOf: catalogRow(branchEvents) },
  courts: { types: catalogTypes(courtEvents), idOf: catalogRow(courtEvents) },
  files: { types: [FileOpened.type, FileDetailsRevised.type, LawyerAssignedToFile.type, LawyerUnassignedFromFile.type], idOf: (e) => e.data.fileId },
  // (the case view's other events patch the row, keeping its names)
  cases: { types: [CaseOpened.type, CaseDetailsRevised.type], idOf: (e) => e.data.caseId },
};

/** the events that rename (or remove) a referenced record */
const renamedBy: Record<string, CatalogEventNames> = {
  employees: employeeEvents, clients: clientEvents, services: serviceEvents, departments: departmentEvents, branches: branchEvents, courts: courtEvents, regions: regionEvents, roles: roleEvents,
};

/** the row's referenced names as fields: `<as>En`, `<as>Ar` and the normalised `searchNames` */
export async function displayNamesOf(collection: ReadModelName, row: Doc, store: ReadModelStore): Promise<Doc> {
  const fields: Doc = {};
  const all: unknown[] = [];
  for (const ref of displayNameReferences[collection] ?? []) {
    const ids = ref.ids(row).filter((id) => id !== null && id !== undefined);
    const records = await Promise.all(ids.map((id) => store.collection(ref.collection).findOne({ id })));
    const shown = records[0];
    fields[`${ref.as}En`] = shown?.[`${ref.name}En`] ?? null;
    fields[`${ref.as}Ar`] = shown?.[`${ref.name}Ar`] ?? null;
    for (const r of records) all.push(r?.[`${ref.name}En`], r?.[`${ref.name}Ar`], ...(ref.searchAlso ?? []).map((f) => r?.[f]));
  }
  fields[SEARCH_NAMES_FIELD] = normalizeSearchText(all.filter(Boolean).join(' '));
  return fields;
}

async function refresh(store: ReadModelStore, collection: ReadModelName, row: Doc | null) {
  if (!row) return;
  const fields = await displayNamesOf(collection, row, store);
  if (Object.entries(fields).every(([k, v]) => row[k] === v)) return;
  await store.collection(collection).updateOne({ id: row.id }, { $set: fields });
}

const handlers = new Map<string, ((e: E, store: ReadModelStore) => Promise<void>)[]>();
const on = (type: string, handler: (e: E, store: ReadModelStore) => Promise<void>) => handlers.set(type, [...(handlers.get(type) ?? []), handler]);

for (const [collection, { types, idOf }] of readModelEntries(rowEvents))
  for (const type of types)
    on(type, async (e, store) => {
      const id = idOf(e);
      if (id !== undefined && id !== null) await refresh(store, collection, await store.collection(collection).findOne({ id }));
    });

for (const [collection, refs] of readModelEntries(displayNameReferences))
  for (const ref of refs) {
    const names = renamedBy[ref.collection];
    for (const type of [names.revised, names.removed])
      on(type, async (e, store) => {
        for (const row of await store.collection(collection).find({ [ref.path]: e.data[names.idField] })) await refresh(store, collection, row);
      });
  }

/**
 * The names of referenced records on the lists' rows (contracts' displayNameReferences): written
 * when a row changes and when a record it refers to is renamed or removed. Runs after the read
 * models it reads and writes.
 */
export const displayNamesProjection: Projection = {
  name: 'display-names',
  collections: [],
  // the rows that refer to a renamed record, the columns sorted by a shown name, and what a list's `q` finds them by
  indexes: Object.fromEntries(
    readModelEntries(displayNameReferences).map(([collection, refs]) => [
      collection,
      [...refs.flatMap((r) => [{ [r.path]: 1 as const }, { [`${r.as}En`]: 1 as const }, { [`${r.as}Ar`]: 1 as const }]), textIndex(SEARCH_NAMES_FIELD)],
    ]),
  ),
  handlers: Object.fromEntries(
    [...handlers].map(([type, list]) => [type, async (e: E, store: ReadModelStore) => {
      for (const h of list) await h(e, store);
    }]),
  ),
};
