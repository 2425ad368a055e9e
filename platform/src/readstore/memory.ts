import type { Collection, Doc, Filter, FindOptions, ReadStore } from './types.js';
import { applyUpdate, checkUpdate, clone, DuplicateKeyError, isPlainObject, isTextIndex, predicate, seedFromFilter, sortEntries, type Entry } from './queryLanguage.js';
import { deepFreeze } from '../deepFreeze.js';

export { DuplicateKeyError };

/**
 * The in-memory read store, for tests and for one case's as-of replay: the read-store contract
 * answered by scanning, MongoDB's semantics from queryLanguage.ts (the reference the SQLite store is
 * tested against). Indexes are kept only where a test double needs them: unique ones refuse
 * duplicates, and a one-field equality (`{ id: 7 }`, the projections' lookup) is a hash lookup, so
 * replaying a firm's history does not scan every document per event. Documents are cloned on the
 * way in and out. The portal's own read models live in SQLite or MongoDB.
 */

interface Index {
  name: string;
  fields: string[][];
  unique: boolean;
  /** key (the field's values, arrays walked: one key per element) -> entries holding it */
  map: Map<string, Set<Entry>>;
}

interface State {
  name: string;
  docs: Map<number, Entry>;
  indexes: Index[];
  seq: number;
}

export function createMemoryReadStore(): ReadStore {
  const states = new Map<string, State>();
  const handles = new Map<string, Collection>();
  const ensure = (name: string): State => {
    let st = states.get(name);
    if (!st) states.set(name, (st = { name, docs: new Map(), indexes: [], seq: 0 }));
    return st;
  };
  return {
    kind: 'memory',
    collection: <T extends Doc = Doc>(name: string) => {
      let handle = handles.get(name);
      if (!handle) handles.set(name, (handle = memoryCollection(name, () => states.get(name), () => ensure(name))));
      return handle as unknown as Collection<T>;
    },
    async collections() {
      return [...states.keys()].sort();
    },
    async dropAll() {
      states.clear();
    },
    async dropCollection(name) {
      states.delete(name);
    },
    async close() {},
  };
}

const isScalar = (v: unknown): v is string | number | boolean => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** the values at a dotted path, arrays walked (a multikey index); missing is null, as MongoDB indexes it */
function valuesAt(v: unknown, parts: string[]): unknown[] {
  if (!parts.length) return Array.isArray(v) ? v : [v ?? null];
  if (Array.isArray(v)) return v.flatMap((el) => valuesAt(el, parts));
  return valuesAt(isPlainObject(v) ? v[parts[0]] : undefined, parts.slice(1));
}
const keyOfValues = (values: unknown[]) => JSON.stringify(values);
/** a document's keys in an index: one per combination of its fields' values */
function keysOf(ix: Index, doc: Doc): string[] {
  const perField = ix.fields.map((parts) => [...new Set(valuesAt(doc, parts).map((x) => JSON.stringify(x ?? null)))]);
  return perField.reduce<string[][]>((acc, vals) => acc.flatMap((prefix) => vals.map((x) => [...prefix, x])), [[]]).map((k) => `[${k.join(',')}]`);
}

function memoryCollection(name: string, get: () => State | undefined, ensure: () => State): Collection {
  if (!name) throw new Error('collection name required');

  const checkUnique = (st: State, self: Entry | null, doc: Doc) => {
    for (const ix of st.indexes) {
      if (!ix.unique) continue;
      for (const k of keysOf(ix, doc))
        for (const other of ix.map.get(k) ?? [])
          if (other !== self) throw new DuplicateKeyError(`E11000 duplicate key error collection: ${st.name} index: ${ix.name} dup key: ${k}`);
    }
  };
  const index = (st: State, entry: Entry, add: boolean) => {
    for (const ix of st.indexes)
      for (const key of keysOf(ix, entry.doc)) {
        let bucket = ix.map.get(key);
        if (add) {
          if (!bucket) ix.map.set(key, (bucket = new Set()));
          bucket.add(entry);
        } else if (bucket) {
          bucket.delete(entry);
          if (!bucket.size) ix.map.delete(key);
        }
      }
  };
  /** `owned`: the document is the store's already (modifyOne), no copy */
  const insert = (doc: Doc, owned = false) => {
    const st = ensure();
    const entry: Entry = { seq: st.seq + 1, doc: owned ? doc : clone(doc) };
    checkUnique(st, null, entry.doc);
    st.seq++;
    st.docs.set(entry.seq, entry);
    index(st, entry, true);
  };
  /** swaps an entry's document; throws (changing nothing) on a duplicate */
  const replace = (st: State, entry: Entry, next: Doc) => {
    checkUnique(st, entry, next);
    index(st, entry, false);
    entry.doc = next;
    index(st, entry, true);
  };
  const remove = (st: State, entry: Entry) => {
    st.docs.delete(entry.seq);
    index(st, entry, false);
  };

  /** the matching entries in insertion order: through a one-field index when the filter asks that field for one value, else by scanning */
  const matching = (st: State, filter: Filter, firstOnly = false): Entry[] => {
    const test = predicate(filter);
    let source: Iterable<Entry> = st.docs.values();
    for (const ix of st.indexes) {
      const [parts] = ix.fields;
      const wanted = filter[parts.join('.')];
      if (ix.fields.length > 1 || parts.some((p) => /^\d+$/.test(p)) || !isScalar(wanted)) continue;
      source = [...(ix.map.get(keyOfValues([wanted])) ?? [])].sort((a, b) => a.seq - b.seq);
      break;
    }
    const out: Entry[] = [];
    for (const e of source) {
      if (!test(e.doc)) continue;
      out.push(e);
      if (firstOnly) break;
    }
    return out;
  };
  const first = (st: State | undefined, filter: Filter) => (st ? matching(st, filter, true)[0] : undefined);

  return {
    async find(filter = {}, opts: FindOptions = {}) {
      const st = get();
      if (!st) return [];
      const skip = Math.max(0, opts.skip ?? 0);
      const limit = opts.limit && opts.limit > 0 ? opts.limit : Infinity;
      const found = matching(st, filter);
      const ordered = opts.sort && Object.keys(opts.sort).length ? sortEntries(found, opts.sort) : found;
      return ordered.slice(skip, skip + limit).map((e) => clone(e.doc));
    },
    async findOne(filter) {
      const e = first(get(), filter);
      return e ? clone(e.doc) : null;
    },
    async count(filter = {}) {
      const st = get();
      return st ? matching(st, filter).length : 0;
    },
    async insertOne(doc) {
      insert(doc);
    },
    async replaceOne(filter, doc, opts = {}) {
      const st = get();
      const entry = first(st, filter);
      if (st && entry) {
        const next = clone(doc);
        // MongoDB keeps the original _id on replacement
        if (entry.doc._id !== undefined && next._id === undefined) next._id = entry.doc._id;
        replace(st, entry, next);
      } else if (opts.upsert) insert(doc);
    },
    async modifyOne(filter, change) {
      const st = get();
      const entry = first(st, filter);
      const next = change(entry ? guarded(entry.doc) : null);
      if (st && entry) {
        if (next === entry.doc) return;
        if (!next) return void remove(st, entry);
        if (entry.doc._id !== undefined && next._id === undefined) next._id = entry.doc._id;
        replace(st, entry, guarded(next));
      } else if (next) insert(guarded(next), true);
    },
    async updateOne(filter, update, opts = {}) {
      checkUpdate(update);
      const st = get();
      const entry = first(st, filter);
      if (st && entry) {
        const next = clone(entry.doc);
        applyUpdate(next, update, false);
        replace(st, entry, next);
        return 1;
      }
      if (opts.upsert) {
        const doc = seedFromFilter(filter);
        applyUpdate(doc, update, true);
        insert(doc);
      }
      return 0;
    },
    async updateMany(filter, update) {
      checkUpdate(update);
      const st = get();
      if (!st) return 0;
      const hits = matching(st, filter);
      for (const entry of hits) {
        const next = clone(entry.doc);
        applyUpdate(next, update, false);
        replace(st, entry, next);
      }
      return hits.length;
    },
    async deleteOne(filter) {
      const st = get();
      const entry = first(st, filter);
      if (!st || !entry) return 0;
      remove(st, entry);
      return 1;
    },
    async deleteMany(filter = {}) {
      const st = get();
      if (!st) return 0;
      const hits = matching(st, filter);
      for (const entry of hits) remove(st, entry);
      return hits.length;
    },
    async createIndex(fields, opts = {}) {
      const st = ensure();
      const paths = Object.keys(fields);
      if (!paths.length) throw new Error('createIndex needs at least one field');
      // a text index: searches for plain text are answered by scanning, like any filter
      if (isTextIndex(fields, opts)) return;
      const name = paths.map((p) => `${p}_${fields[p as keyof typeof fields]}`).join('_');
      if (st.indexes.some((ix) => ix.name === name)) return;
      const ix: Index = { name, fields: paths.map((p) => p.split('.')), unique: !!opts.unique, map: new Map() };
      for (const e of st.docs.values())
        for (const k of keysOf(ix, e.doc)) {
          const bucket = ix.map.get(k) ?? ix.map.set(k, new Set()).get(k)!;
          if (ix.unique && bucket.size) throw new DuplicateKeyError(`E11000 duplicate key error collection: ${st.name} index: ${name} dup key: ${k}`);
          bucket.add(e);
        }
      st.indexes.push(ix);
    },
  };
}

/**
 * Under test, documents that modifyOne shares with its caller are frozen, so a reducer that
 * modifies what it was given, or code that changes a document after handing it over, fails there
 * instead of silently changing stored documents.
 */
const guardShared = process.env.NODE_ENV === 'test';
function guarded(doc: Doc): Doc {
  return guardShared ? deepFreeze(doc) : doc;
}
