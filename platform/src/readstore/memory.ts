import { Query, update as applyModifier } from 'mingo';
import type { Collection, Doc, Filter, FindOptions, ReadStore, Sort, Update } from './types.js';
import { compileFilter } from './compile.js';

/**
 * The in-memory read store: mingo evaluates MongoDB filters and update operators; sorting is our
 * own (MongoDB's type order, strings by code point, stable so ties keep insertion order like the
 * MongoDB adapter's `_id` tie-breaker). Documents are cloned on the way in and out.
 */

interface Entry {
  seq: number;
  doc: Doc;
}

interface Index {
  name: string;
  fields: string[][];
  unique: boolean;
  /** key -> entries holding it */
  map: Map<unknown, Set<Entry>>;
  /** entries whose value cannot be keyed exactly (objects, arrays inside the path): always candidates */
  loose: Set<Entry>;
}

interface State {
  name: string;
  docs: Map<number, Entry>;
  indexes: Index[];
  seq: number;
}

/** same `code` as MongoDB's duplicate key error, so callers can test either adapter alike */
export class DuplicateKeyError extends Error {
  override readonly name = 'DuplicateKeyError';
  readonly code = 11000;
}

export function createMemoryReadStore(): ReadStore {
  const states = new Map<string, State>();
  const ensure = (name: string): State => {
    let st = states.get(name);
    if (!st) states.set(name, (st = { name, docs: new Map(), indexes: [], seq: 0 }));
    return st;
  };
  return {
    kind: 'memory',
    collection: <T extends Doc = Doc>(name: string) =>
      memoryCollection(name, () => states.get(name), () => ensure(name)) as unknown as Collection<T>,
    async collections() {
      return [...states.keys()].sort();
    },
    async dropAll() {
      states.clear();
    },
    async close() {},
  };
}

function memoryCollection(name: string, get: () => State | undefined, ensure: () => State): Collection {
  if (!name) throw new Error('collection name required');

  const insert = (doc: Doc) => {
    const st = ensure();
    const entry: Entry = { seq: ++st.seq, doc: clone(doc) };
    for (const ix of st.indexes) checkUnique(st, ix, entry, entry.doc);
    st.docs.set(entry.seq, entry);
    for (const ix of st.indexes) addToIndex(ix, entry);
  };

  /** swaps an entry's document, keeping indexes right; throws (changing nothing) on a duplicate */
  const replace = (st: State, entry: Entry, next: Doc) => {
    for (const ix of st.indexes) checkUnique(st, ix, entry, next);
    for (const ix of st.indexes) removeFromIndex(ix, entry);
    entry.doc = next;
    for (const ix of st.indexes) addToIndex(ix, entry);
  };

  const remove = (st: State, entry: Entry) => {
    st.docs.delete(entry.seq);
    for (const ix of st.indexes) removeFromIndex(ix, entry);
  };

  return {
    async find(filter = {}, opts: FindOptions = {}) {
      const st = get();
      if (!st) return [];
      const skip = Math.max(0, opts.skip ?? 0);
      const limit = opts.limit && opts.limit > 0 ? opts.limit : Infinity;
      if (opts.sort && Object.keys(opts.sort).length) {
        const sorted = sortDocs([...matches(st, filter)].map((e) => e.doc), opts.sort, skip + limit);
        return sorted.slice(skip, skip + limit).map(clone);
      }
      const out: Doc[] = [];
      let skipped = 0;
      for (const e of matches(st, filter)) {
        if (skipped < skip) skipped++;
        else if (out.length < limit) out.push(clone(e.doc));
        else break;
      }
      return out;
    },
    async findOne(filter) {
      const st = get();
      if (!st) return null;
      for (const e of matches(st, filter)) return clone(e.doc);
      return null;
    },
    async count(filter = {}) {
      const st = get();
      if (!st) return 0;
      if (!Object.keys(filter).length) return st.docs.size;
      let n = 0;
      for (const _ of matches(st, filter)) n++;
      return n;
    },
    async insertOne(doc) {
      insert(doc);
    },
    async replaceOne(filter, doc, opts = {}) {
      const st = get();
      const entry = st && first(matches(st, filter));
      if (st && entry) {
        const next = clone(doc);
        // MongoDB keeps the original _id on replacement
        if (entry.doc._id !== undefined && next._id === undefined) next._id = entry.doc._id;
        replace(st, entry, next);
      } else if (opts.upsert) insert(doc);
    },
    async updateOne(filter, update, opts = {}) {
      checkUpdate(update);
      const st = get();
      const entry = st && first(matches(st, filter));
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
      const hits = [...matches(st, filter)];
      for (const entry of hits) {
        const next = clone(entry.doc);
        applyUpdate(next, update, false);
        replace(st, entry, next);
      }
      return hits.length;
    },
    async deleteOne(filter) {
      const st = get();
      const entry = st && first(matches(st, filter));
      if (!st || !entry) return 0;
      remove(st, entry);
      return 1;
    },
    async deleteMany(filter = {}) {
      const st = get();
      if (!st) return 0;
      const hits = [...matches(st, filter)];
      for (const entry of hits) remove(st, entry);
      return hits.length;
    },
    async createIndex(fields, opts = {}) {
      const st = ensure();
      const paths = Object.keys(fields);
      if (!paths.length) throw new Error('createIndex needs at least one field');
      const name = paths.map((p) => `${p}_${fields[p]}`).join('_');
      if (st.indexes.some((ix) => ix.name === name)) return;
      const ix: Index = { name, fields: paths.map((p) => p.split('.')), unique: !!opts.unique, map: new Map(), loose: new Set() };
      for (const entry of st.docs.values()) {
        checkUnique(st, ix, entry, entry.doc);
        addToIndex(ix, entry);
      }
      st.indexes.push(ix);
    },
  };
}

// ---------------------------------------------------------------- matching

function* matches(st: State, filter: Filter): Generator<Entry> {
  const test = Object.keys(filter).length ? (compileFilter(filter) ?? ((q) => (d: Doc) => q.test(d))(new Query(filter))) : null;
  for (const e of candidates(st, filter)) if (!test || test(e.doc)) yield e;
}

function first<T>(it: Iterable<T>): T | undefined {
  for (const x of it) return x;
  return undefined;
}

/** the entries an index narrows the filter to (in insertion order), or every entry */
function candidates(st: State, filter: Filter): Iterable<Entry> {
  // a condition inside a top-level $and narrows as well as one beside it
  const parts = [filter, ...(Array.isArray(filter.$and) ? (filter.$and as Filter[]).filter(isPlainObject) : [])];
  for (const ix of st.indexes) {
    const keys = parts.map((f) => lookupKeys(ix, f)).find((k) => k !== undefined);
    if (!keys) continue;
    const hits = new Set<Entry>(ix.loose);
    for (const k of keys) for (const e of ix.map.get(k) ?? []) hits.add(e);
    return [...hits].sort((a, b) => a.seq - b.seq);
  }
  return st.docs.values();
}

const isScalar = (v: unknown): v is string | number | boolean =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** the index keys that a filter's equality conditions on the index's fields select, if it has them */
function lookupKeys(ix: Index, filter: Filter): unknown[] | undefined {
  const perField: unknown[][] = [];
  for (const parts of ix.fields) {
    const cond = filter[parts.join('.')];
    if (isScalar(cond)) perField.push([cond]);
    else if (isPlainObject(cond) && Object.keys(cond).length === 1 && isScalar(cond.$eq)) perField.push([cond.$eq]);
    else if (isPlainObject(cond) && Object.keys(cond).length === 1 && Array.isArray(cond.$in) && cond.$in.every(isScalar))
      perField.push(cond.$in);
    else return undefined;
  }
  if (perField.length === 1) return perField[0];
  // compound: every combination of the values asked for
  return perField
    .reduce<unknown[][]>((acc, vals) => acc.flatMap((prefix) => vals.map((v) => [...prefix, v])), [[]])
    .map((tuple) => JSON.stringify(tuple));
}

// ---------------------------------------------------------------- indexes

/** keys of a document in an index; null stands for missing/null (it counts for uniqueness, as in MongoDB) */
function indexKeys(ix: Index, doc: Doc): { keys: unknown[]; loose: boolean } {
  const perField: unknown[][] = [];
  for (const parts of ix.fields) {
    let v: unknown = doc;
    for (const p of parts) {
      if (Array.isArray(v)) return { keys: [], loose: true };
      v = isPlainObject(v) ? v[p] : undefined;
    }
    if (v === undefined || v === null) perField.push([null]);
    else if (isScalar(v)) perField.push([v]);
    else if (Array.isArray(v) && ix.fields.length === 1 && v.every((x) => x === null || isScalar(x))) perField.push([...new Set(v)]);
    else return { keys: [], loose: true };
  }
  if (perField.length === 1) return { keys: perField[0], loose: false };
  return { keys: [JSON.stringify(perField.map((vals) => vals[0]))], loose: false };
}

function addToIndex(ix: Index, entry: Entry) {
  const { keys, loose } = indexKeys(ix, entry.doc);
  if (loose) ix.loose.add(entry);
  for (const k of keys) {
    let set = ix.map.get(k);
    if (!set) ix.map.set(k, (set = new Set()));
    set.add(entry);
  }
}

function removeFromIndex(ix: Index, entry: Entry) {
  const { keys } = indexKeys(ix, entry.doc);
  ix.loose.delete(entry);
  for (const k of keys) {
    const set = ix.map.get(k);
    set?.delete(entry);
    if (set && !set.size) ix.map.delete(k);
  }
}

function checkUnique(st: State, ix: Index, self: Entry, doc: Doc) {
  if (!ix.unique) return;
  for (const k of indexKeys(ix, doc).keys) {
    for (const other of ix.map.get(k) ?? []) {
      if (other !== self)
        throw new DuplicateKeyError(
          `E11000 duplicate key error collection: ${st.name} index: ${ix.name} dup key: ${JSON.stringify(k)}`,
        );
    }
  }
}

// ---------------------------------------------------------------- updates

function checkUpdate(update: Update) {
  const keys = Object.keys(update);
  if (!keys.length || keys.some((k) => !k.startsWith('$')))
    throw new Error('update document requires atomic operators ($set, $inc, ...)');
}

function applyUpdate(doc: Doc, update: Update, inserting: boolean) {
  const { $setOnInsert, ...ops } = clone(update) as Record<string, Record<string, unknown> | undefined>;
  if (inserting && $setOnInsert) ops.$set = { ...ops.$set, ...$setOnInsert };
  if (Object.keys(ops).length) applyModifier(doc, ops, undefined, undefined, { cloneMode: 'none' });
}

/** an upsert starts from the filter's equality conditions, as in MongoDB */
function seedFromFilter(filter: Filter): Doc {
  const sets: Record<string, unknown> = {};
  const visit = (f: Filter) => {
    for (const [k, v] of Object.entries(f)) {
      if (k === '$and' && Array.isArray(v)) v.forEach((sub) => isPlainObject(sub) && visit(sub));
      else if (k.startsWith('$') || v instanceof RegExp) continue;
      else if (isPlainObject(v) && Object.keys(v).some((op) => op.startsWith('$'))) {
        if ('$eq' in v) sets[k] = v.$eq;
      } else sets[k] = v;
    }
  };
  visit(filter);
  const doc: Doc = {};
  if (Object.keys(sets).length) applyModifier(doc, { $set: clone(sets) }, undefined, undefined, { cloneMode: 'none' });
  return doc;
}

// ---------------------------------------------------------------- sorting (MongoDB semantics)

const EMPTY_ARRAY = Symbol('empty array');

/** MongoDB's comparison order of BSON types; an empty array sorts before null/missing */
function typeRank(v: unknown): number {
  if (v === EMPTY_ARRAY) return 0;
  if (v === undefined || v === null) return 1;
  if (typeof v === 'number' || typeof v === 'bigint') return 2;
  if (typeof v === 'string') return 3;
  if (Array.isArray(v)) return 5;
  if (v instanceof Uint8Array) return 6;
  if (typeof v === 'boolean') return 8;
  if (v instanceof Date) return 9;
  if (v instanceof RegExp) return 11;
  return 4;
}

/** by Unicode code point (MongoDB compares UTF-8 bytes), not by UTF-16 unit like `<` */
function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    // surrogates encode code points above U+FFFF: lift them over the rest of the BMP
    if ((x & 0xf800) === 0xd800) x += 0x10000;
    if ((y & 0xf800) === 0xd800) y += 0x10000;
    return x - y;
  }
  return a.length - b.length;
}

function compareValues(a: unknown, b: unknown): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra - rb;
  switch (ra) {
    case 2: {
      const x = Number(a);
      const y = Number(b);
      if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : -1) : 1;
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case 3:
      return compareStrings(a as string, b as string);
    case 4: {
      const ea = Object.entries(a as object);
      const eb = Object.entries(b as object);
      for (let i = 0; i < Math.min(ea.length, eb.length); i++) {
        const c = compareValues(ea[i][1], eb[i][1]) || compareStrings(ea[i][0], eb[i][0]);
        if (c) return c;
      }
      return ea.length - eb.length;
    }
    case 5: {
      const xa = a as unknown[];
      const xb = b as unknown[];
      for (let i = 0; i < Math.min(xa.length, xb.length); i++) {
        const c = compareValues(xa[i], xb[i]);
        if (c) return c;
      }
      return xa.length - xb.length;
    }
    case 8:
      return Number(a) - Number(b);
    case 9:
      return (a as Date).getTime() - (b as Date).getTime();
    default:
      return compareStrings(String(a), String(b));
  }
}

/** the values a sort path reaches, arrays flattened (a sort on an array uses its min or max element) */
function sortValues(v: unknown, parts: string[], i: number): unknown[] {
  if (i === parts.length) return Array.isArray(v) ? (v.length ? v : [EMPTY_ARRAY]) : [v];
  if (Array.isArray(v)) {
    if (/^\d+$/.test(parts[i])) return sortValues(v[Number(parts[i])], parts, i + 1);
    const out = v.flatMap((el) => (isPlainObject(el) ? sortValues(el, parts, i) : []));
    return out.length ? out : [undefined];
  }
  return sortValues(isPlainObject(v) ? v[parts[i]] : undefined, parts, i + 1);
}

/** sorted docs; with `keep` small, only the first `keep` are ordered (a bounded insertion buffer) */
function sortDocs(docs: Doc[], sort: Sort, keep = Infinity): Doc[] {
  const keys = Object.entries(sort).map(([path, dir]) => ({ parts: path.split('.'), dir: dir === -1 ? -1 : 1 }));
  const keyOf = (doc: Doc, parts: string[], dir: number) => {
    // fast path: a plain value on a top-level field
    if (parts.length === 1) {
      const v = doc[parts[0]];
      if (v === undefined || v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
    }
    return sortValues(doc, parts, 0).reduce((best, v) => (compareValues(v, best) * dir < 0 ? v : best));
  };
  const decorated = docs.map((doc) => ({ doc, vals: keys.map(({ parts, dir }) => keyOf(doc, parts, dir)) }));
  const compare = (a: (typeof decorated)[number], b: (typeof decorated)[number]) => {
    for (let i = 0; i < keys.length; i++) {
      const c = compareValues(a.vals[i], b.vals[i]) * keys[i].dir;
      if (c) return c;
    }
    return 0;
  };
  if (keep >= 1000 || keep >= decorated.length) return decorated.sort(compare).map((d) => d.doc);
  // top `keep` in one pass: stable, like the full sort (ties keep their order)
  const best: typeof decorated = [];
  for (const d of decorated) {
    if (best.length === keep && compare(d, best[keep - 1]) >= 0) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(d, best[mid]) < 0) hi = mid;
      else lo = mid + 1;
    }
    best.splice(lo, 0, d);
    if (best.length > keep) best.pop();
  }
  return best.map((d) => d.doc);
}

// ---------------------------------------------------------------- helpers

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** deep copy of JSON-like data (fast path), anything else through structuredClone; undefined fields dropped */
function clone<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map((x) => (x === undefined ? null : clone(x))) as T;
  if (v instanceof Date) return new Date(v.getTime()) as T;
  if (!isPlainObject(v)) return structuredClone(v);
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x !== undefined) out[k] = clone(x);
  }
  return out as T;
}
