import { appendFileSync } from 'node:fs';
import type { Collection, Doc, Filter, ReadStore } from './types.js';

/** The fields a filter constrains, at any depth of $and/$or/$nor, operators left out. */
export function filterFields(filter: Filter = {}): string[] {
  const out = new Set<string>();
  const walk = (f: Filter) => {
    for (const [k, v] of Object.entries(f)) {
      if (k === '$and' || k === '$or' || k === '$nor') for (const sub of v as Filter[]) walk(sub);
      else if (!k.startsWith('$')) out.add(k);
    }
  };
  walk(filter);
  return [...out].sort();
}

export interface QueryShape {
  collection: string;
  op: string;
  filter: string[];
  sort: string[];
  /** a $or: each branch needs its own index */
  or?: string[][];
  /** op 'index': the fields of an index declared on the collection, in order */
  index?: string[];
}

/**
 * A test instrument: passes everything through and appends each new query shape (collection,
 * operation, filtered and sorted fields) as a JSON line to `file`, so a test can check that a
 * declared index serves every query the code sends.
 */
export function recordingReadStore(store: ReadStore, file: string): ReadStore {
  const seen = new Set<string>();
  const note = (collection: string, op: string, filter: Filter = {}, sort: Record<string, unknown> = {}) => {
    const shape: QueryShape = { collection, op, filter: filterFields(filter), sort: Object.keys(sort) };
    if (Array.isArray(filter.$or)) shape.or = (filter.$or as Filter[]).map((b) => filterFields(b));
    const line = JSON.stringify(shape);
    if (seen.has(line)) return;
    seen.add(line);
    appendFileSync(file, line + '\n');
  };
  return {
    ...store,
    kind: store.kind,
    collections: () => store.collections(),
    dropAll: () => store.dropAll(),
    dropCollection: (name) => store.dropCollection(name),
    close: () => store.close(),
    collection<T extends Doc = Doc>(name: string): Collection<T> {
      const c = store.collection<T>(name);
      return {
        ...c,
        find: (f, o) => (note(name, o?.limit === undefined ? 'find' : 'page', f, o?.sort), c.find(f, o)),
        findOne: (f) => (note(name, 'findOne', f), c.findOne(f)),
        count: (f) => (note(name, 'count', f), c.count(f)),
        insertOne: (d) => c.insertOne(d),
        replaceOne: (f, d, o) => (note(name, 'replaceOne', f), c.replaceOne(f, d, o)),
        modifyOne: (f, ch) => (note(name, 'modifyOne', f), c.modifyOne(f, ch)),
        updateOne: (f, u, o) => (note(name, 'updateOne', f), c.updateOne(f, u, o)),
        updateMany: (f, u) => (note(name, 'updateMany', f), c.updateMany(f, u)),
        deleteOne: (f) => (note(name, 'deleteOne', f), c.deleteOne(f)),
        deleteMany: (f) => (note(name, 'deleteMany', f), c.deleteMany(f)),
        createIndex: (fields, o) => {
          // a text index serves no MongoDB query (its adapter leaves it out)
          if (!Object.values(fields).includes('text')) appendFileSync(file, JSON.stringify({ collection: name, op: 'index', filter: [], sort: [], index: Object.keys(fields) }) + '\n');
          return c.createIndex(fields, o);
        },
      };
    },
  };
}
