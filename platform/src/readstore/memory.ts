import { Query, update as applyModifier } from 'mingo';
import type { Collection, Doc, Filter, FindOptions, IndexFields, ReadStore, Sort, Update } from './types.js';
import { compileFilter } from './compile.js';
import { deepFreeze } from '../deepFreeze.js';

/**
 * The in-memory read store: mingo evaluates MongoDB filters and update operators; sorting is our
 * own (MongoDB's type order, strings by code point, stable so ties keep insertion order like the
 * MongoDB adapter's `_id` tie-breaker). Documents are cloned on the way in and out.
 *
 * Queries are planned like a database would: equality conditions on indexed fields select their
 * entries from hash indexes (several intersect), and on large collections a sort walks an ordered
 * index and a case-insensitive search scans a packed text of the searched fields. Ordered and
 * text indexes are made on first use by a query and kept up to date from then on.
 */

export interface Entry {
  seq: number;
  doc: Doc;
}

interface Index {
  name: string;
  fields: string[][];
  unique: boolean;
  /** key -> entries holding it */
  /** a key held by one entry maps to it directly (most keys of an id index): a million small sets cost memory and collection time */
  map: Map<unknown, Entry | Set<Entry>>;
  /** entries whose value cannot be keyed exactly (objects, arrays inside the path): always candidates */
  loose: Set<Entry>;
}

interface State {
  name: string;
  docs: Map<number, Entry>;
  indexes: Index[];
  seq: number;
  /** made by queries on large collections: by sort, by searched fields */
  orders: Map<string, OrderIndex>;
  texts: Map<string, TextIndex>;
  /** from this many documents on, queries make and use ordered and text indexes */
  large: number;
  /** counts changes, so a plan made for one filter serves again (a list's page and its count) until the next change */
  version: number;
  plans: Map<string, { version: number; plan: Plan }>;
}

/** below this many documents a scan is as quick as any index */
const LARGE = 2000;
/** up to this many documents (automation rules, settings) a scan is quicker than planning index lookups */
const SCANNED = 32;

export interface MemoryReadStoreOptions {
  /** collections this large get ordered and text indexes (tests set 0 and Infinity to compare both paths) */
  lazyIndexesFrom?: number;
}
/** ordered and text indexes kept per collection (the least recently used goes) */
const MAX_LAZY = 8;

/** same `code` as MongoDB's duplicate key error, so callers can test either adapter alike */
export class DuplicateKeyError extends Error {
  override readonly name = 'DuplicateKeyError';
  readonly code = 11000;
}

export function createMemoryReadStore(opts: MemoryReadStoreOptions = {}): ReadStore {
  const states = new Map<string, State>();
  const handles = new Map<string, Collection>();
  const ensure = (name: string): State => {
    let st = states.get(name);
    if (!st) states.set(name, (st = { name, docs: new Map(), indexes: [], seq: 0, orders: new Map(), texts: new Map(), large: opts.lazyIndexesFrom ?? LARGE, version: 0, plans: new Map() }));
    return st;
  };
  return {
    kind: 'memory',
    collection: <T extends Doc = Doc>(name: string) => {
      // one handle per name: projections ask for collections on every event
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

function memoryCollection(name: string, get: () => State | undefined, ensure: () => State): Collection {
  if (!name) throw new Error('collection name required');

  /** `owned`: the document is the store's already (modifyOne), no copy */
  const insert = (doc: Doc, owned = false) => {
    const st = ensure();
    const entry: Entry = { seq: ++st.seq, doc: owned ? doc : clone(doc) };
    for (const ix of st.indexes) checkUnique(st, ix, entry, entry.doc);
    st.version++;
    st.docs.set(entry.seq, entry);
    for (const ix of st.indexes) addToIndex(ix, entry);
    for (const o of st.orders.values()) o.add(entry);
    for (const t of st.texts.values()) t.add(entry);
  };

  /** swaps an entry's document, keeping indexes right; throws (changing nothing) on a duplicate */
  const replace = (st: State, entry: Entry, next: Doc) => {
    for (const ix of st.indexes) checkUnique(st, ix, entry, next);
    st.version++;
    const moved = st.indexes.filter((ix) => !sameKey(ix, entry.doc, next));
    for (const ix of moved) removeFromIndex(ix, entry);
    entry.doc = next;
    for (const ix of moved) addToIndex(ix, entry);
    for (const o of st.orders.values()) o.update(entry);
    for (const t of st.texts.values()) t.touch(entry);
  };

  const remove = (st: State, entry: Entry) => {
    st.version++;
    st.docs.delete(entry.seq);
    for (const ix of st.indexes) removeFromIndex(ix, entry);
    for (const o of st.orders.values()) o.remove(entry);
    for (const t of st.texts.values()) t.remove(entry);
  };

  return {
    async find(filter = {}, opts: FindOptions = {}) {
      const st = get();
      if (!st) return [];
      const skip = Math.max(0, opts.skip ?? 0);
      const limit = opts.limit && opts.limit > 0 ? opts.limit : Infinity;
      const p = plan(st, filter);
      if (opts.sort && Object.keys(opts.sort).length) return sortedPage(st, p, opts.sort, skip, limit).map((e) => clone(e.doc));
      const out: Doc[] = [];
      let skipped = 0;
      for (const e of inOrder(st, p)) {
        if (skipped < skip) skipped++;
        else if (out.length < limit) out.push(clone(e.doc));
        else break;
      }
      return out;
    },
    async findOne(filter) {
      const st = get();
      const e = st && firstMatch(st, filter);
      return e ? clone(e.doc) : null;
    },
    async count(filter = {}) {
      const st = get();
      if (!st) return 0;
      const p = plan(st, filter);
      if (p.exact) return p.entries ? p.entries.size : st.docs.size;
      let n = 0;
      for (const e of p.entries ?? st.docs.values()) if (p.test(e.doc)) n++;
      return n;
    },
    async insertOne(doc) {
      insert(doc);
    },
    async replaceOne(filter, doc, opts = {}) {
      const st = get();
      const entry = st && firstMatch(st, filter);
      if (st && entry) {
        const next = clone(doc);
        // MongoDB keeps the original _id on replacement
        if (entry.doc._id !== undefined && next._id === undefined) next._id = entry.doc._id;
        replace(st, entry, next);
      } else if (opts.upsert) insert(doc);
    },
    async modifyOne(filter, change) {
      const st = get();
      const entry = st && firstMatch(st, filter);
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
      const entry = st && firstMatch(st, filter);
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
      const hits = [...inOrder(st, plan(st, filter))];
      for (const entry of hits) {
        const next = clone(entry.doc);
        applyUpdate(next, update, false);
        replace(st, entry, next);
      }
      return hits.length;
    },
    async deleteOne(filter) {
      const st = get();
      const entry = st && firstMatch(st, filter);
      if (!st || !entry) return 0;
      remove(st, entry);
      return 1;
    },
    async deleteMany(filter = {}) {
      const st = get();
      if (!st) return 0;
      const hits = [...inOrder(st, plan(st, filter))];
      for (const entry of hits) remove(st, entry);
      return hits.length;
    },
    async createIndex(fields, opts = {}) {
      const st = ensure();
      const paths = Object.keys(fields);
      if (!paths.length) throw new Error('createIndex needs at least one field');
      // a text index: searches are answered from packed texts made on first use (TextIndex)
      if (isTextIndex(fields, opts)) return;
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

// ---------------------------------------------------------------- planning

interface Plan {
  /** the entries the indexes narrow the filter to (any order), or null for every entry */
  entries: Set<Entry> | null;
  /** the indexes answered the whole filter: every entry of `entries` matches */
  exact: boolean;
  /** the whole filter as a predicate */
  test: (d: Doc) => boolean;
}

/** a filter as text, regular expressions included, to find what was made for it before */
const filterKey = (filter: Filter) => JSON.stringify(filter, (_k, v) => (v instanceof RegExp ? `/${v.source}/${v.flags}` : v));

const compiled = new Map<string, (d: Doc) => boolean>();
export function predicate(filter: Filter): (d: Doc) => boolean {
  const key = filterKey(filter);
  let test = compiled.get(key);
  if (!test) {
    test = compileFilter(filter) ?? ((q) => (d: Doc) => q.test(d))(new Query(filter));
    if (compiled.size > 500) compiled.clear();
    compiled.set(key, test);
  }
  return test;
}

/** the conditions a filter ANDs together: its own keys one by one, and those of a top-level $and */
function conjuncts(filter: Filter, out: Filter[] = []): Filter[] {
  for (const [k, v] of Object.entries(filter)) {
    if (k === '$and' && Array.isArray(v) && v.every(isPlainObject)) for (const sub of v as Filter[]) conjuncts(sub, out);
    else out.push({ [k]: v });
  }
  return out;
}

const EMPTY = new Set<Entry>();

const MATCH_ALL = () => true;

function plan(st: State, filter: Filter): Plan {
  // the common lookup, one equality on an indexed field ({ caseId: 7 }), straight from its index
  const eq = equalityIndex(st, filter);
  if (eq) return { entries: bucket(eq.ix, eq.key), exact: true, test: MATCH_ALL };
  let compiledTest: ((d: Doc) => boolean) | undefined;
  const test = (d: Doc) => (compiledTest ??= predicate(filter))(d);
  // (a store made with `lazyIndexesFrom: 0` plans every query, as the planner's tests need)
  if (st.docs.size <= SCANNED && st.docs.size < st.large) return { entries: null, exact: false, test };
  if (st.docs.size < st.large) return planFresh(st, filter, test);
  const key = filterKey(filter);
  const memo = st.plans.get(key);
  if (memo && memo.version === st.version) return memo.plan;
  const made = planFresh(st, filter, test);
  if (st.plans.size >= 16) st.plans.clear();
  st.plans.set(key, { version: st.version, plan: made });
  return made;
}

function planFresh(st: State, filter: Filter, test: (d: Doc) => boolean): Plan {
  const parts = conjuncts(filter);
  const sets: Set<Entry>[] = [];
  const answered = new Set<Filter>();
  // conditions on fields, for the indexes to answer (the first condition on a field)
  const byField = new Map<string, Filter>();
  for (const part of parts) {
    const [k] = Object.keys(part);
    if (!k.startsWith('$') && !byField.has(k)) byField.set(k, part);
  }
  const eq: Filter = Object.fromEntries([...byField].map(([k, part]) => [k, part[k]]));
  for (const ix of st.indexes) {
    const keys = lookupKeys(ix, eq);
    if (!keys) continue;
    if (keys.length === 1 && !ix.loose.size) sets.push(bucket(ix, keys[0]));
    else {
      const hits = new Set<Entry>(ix.loose);
      for (const k of keys) for (const e of bucket(ix, k)) hits.add(e);
      sets.push(hits);
    }
    if (!ix.loose.size) for (const f of ix.fields) answered.add(byField.get(f.join('.'))!);
  }
  if (st.docs.size >= st.large)
    for (const part of parts) {
      const search = textSearch(part);
      if (!search) continue;
      sets.push(textIndex(st, search.fields).find(search.needle, predicate(part)));
      answered.add(part);
    }
  const exact = parts.every((p) => answered.has(p));
  if (!sets.length) return { entries: null, exact, test };
  sets.sort((a, b) => a.size - b.size);
  let entries = sets[0];
  if (sets.length > 1) {
    entries = new Set();
    outer: for (const e of sets[0]) {
      for (let i = 1; i < sets.length; i++) if (!sets[i].has(e)) continue outer;
      entries.add(e);
    }
  }
  return { entries, exact, test };
}

/** the matching entries in insertion order */
function* inOrder(st: State, p: Plan): Generator<Entry> {
  const source = p.entries ? [...p.entries].sort((a, b) => a.seq - b.seq) : st.docs.values();
  for (const e of source) if (p.exact || p.test(e.doc)) yield e;
}

/** the index holding a one-field equality ({ id: 7 }) exactly, if there is one */
function equalityIndex(st: State, filter: Filter): { ix: Index; key: unknown } | undefined {
  let field: string | undefined;
  for (const k in filter) {
    if (field !== undefined) return undefined;
    field = k;
  }
  if (field === undefined) return undefined;
  const key = filter[field];
  if (!isScalar(key)) return undefined;
  for (const ix of st.indexes) if (ix.fields.length === 1 && ix.fields[0].length === 1 && ix.fields[0][0] === field && !ix.loose.size) return { ix, key };
  return undefined;
}

function firstMatch(st: State, filter: Filter): Entry | undefined {
  const eq = equalityIndex(st, filter);
  if (eq) {
    const b = eq.ix.map.get(eq.key);
    if (!(b instanceof Set)) return b;
    let best: Entry | undefined;
    for (const e of b) if (!best || e.seq < best.seq) best = e;
    return best;
  }
  const p = plan(st, filter);
  if (!p.entries) {
    for (const e of st.docs.values()) if (p.test(e.doc)) return e;
    return undefined;
  }
  let best: Entry | undefined;
  for (const e of p.entries) if ((!best || e.seq < best.seq) && (p.exact || p.test(e.doc))) best = e;
  return best;
}

/** one page of the matching entries in sort order */
function sortedPage(st: State, p: Plan, sort: Sort, skip: number, limit: number): Entry[] {
  const wanted = skip + limit;
  // walking the order visits about wanted / density entries; sorting the matches visits each once
  const walk = !p.entries || (Number.isFinite(wanted) && (wanted * st.docs.size) / Math.max(1, p.entries.size) < p.entries.size);
  if (st.docs.size >= st.large && walk) {
    // walk the ordered index, keeping what matches, until the page is full
    const out: Entry[] = [];
    let skipped = 0;
    for (const e of orderIndex(st, sort).list) {
      if (p.entries && !p.entries.has(e)) continue;
      if (!p.exact && !p.test(e.doc)) continue;
      if (skipped < skip) skipped++;
      else if (out.length < limit) out.push(e);
      else break;
    }
    return out;
  }
  const matching: Entry[] = [];
  for (const e of p.entries ?? st.docs.values()) if (p.exact || p.test(e.doc)) matching.push(e);
  return sortEntries(matching, sort, wanted).slice(skip, wanted);
}

function lazy<T>(map: Map<string, T>, key: string, make: () => T): T {
  let x = map.get(key);
  if (x) map.delete(key);
  else {
    x = make();
    if (map.size >= MAX_LAZY) map.delete(map.keys().next().value!);
  }
  map.set(key, x);
  return x;
}

const orderIndex = (st: State, sort: Sort) => lazy(st.orders, JSON.stringify(sort), () => new OrderIndex(sort, st.docs.values()));
const textIndex = (st: State, fields: string[]) => lazy(st.texts, fields.join(','), () => new TextIndex(fields, st.docs.values()));

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
const NULL_KEY = { keys: [null], loose: false };

function indexKeys(ix: Index, doc: Doc): { keys: unknown[]; loose: boolean } {
  if (ix.fields.length === 1 && ix.fields[0].length === 1) {
    // a plain top-level value, the usual case
    const v = doc[ix.fields[0][0]];
    if (v === undefined || v === null) return NULL_KEY;
    if (isScalar(v)) return { keys: [v], loose: false };
  }
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

/** whether two versions of a document sit under the same key of a one-field index (a plain top-level value) */
function sameKey(ix: Index, before: Doc, after: Doc): boolean {
  if (ix.fields.length !== 1 || ix.fields[0].length !== 1) return false;
  const f = ix.fields[0][0];
  const a = before[f];
  const b = after[f];
  return a === b && (a === undefined || a === null || isScalar(a));
}

/** the entries under a key, as a set (read-only) */
function bucket(ix: Index, key: unknown): Set<Entry> {
  const b = ix.map.get(key);
  return b === undefined ? EMPTY : b instanceof Set ? b : new Set([b]);
}

function addToIndex(ix: Index, entry: Entry) {
  const { keys, loose } = indexKeys(ix, entry.doc);
  if (loose) ix.loose.add(entry);
  for (const k of keys) {
    const b = ix.map.get(k);
    if (b === undefined) ix.map.set(k, entry);
    else if (b instanceof Set) b.add(entry);
    else if (b !== entry) ix.map.set(k, new Set([b, entry]));
  }
}

function removeFromIndex(ix: Index, entry: Entry) {
  const { keys } = indexKeys(ix, entry.doc);
  ix.loose.delete(entry);
  for (const k of keys) {
    const b = ix.map.get(k);
    if (b === entry) ix.map.delete(k);
    else if (b instanceof Set) {
      b.delete(entry);
      if (b.size === 1) ix.map.set(k, b.values().next().value!);
    }
  }
}

function checkUnique(st: State, ix: Index, self: Entry, doc: Doc) {
  if (!ix.unique) return;
  for (const k of indexKeys(ix, doc).keys) {
    for (const other of bucket(ix, k)) {
      if (other !== self)
        throw new DuplicateKeyError(
          `E11000 duplicate key error collection: ${st.name} index: ${ix.name} dup key: ${JSON.stringify(k)}`,
        );
    }
  }
}

// ---------------------------------------------------------------- updates

export function checkUpdate(update: Update) {
  const keys = Object.keys(update);
  if (!keys.length || keys.some((k) => !k.startsWith('$')))
    throw new Error('update document requires atomic operators ($set, $inc, ...)');
}

export function applyUpdate(doc: Doc, update: Update, inserting: boolean) {
  const { $setOnInsert, ...ops } = clone(update) as Record<string, Record<string, unknown> | undefined>;
  if (inserting && $setOnInsert) ops.$set = { ...ops.$set, ...$setOnInsert };
  const keys = Object.keys(ops);
  if (!keys.length) return;
  // the projections' one operator, set by hand: mingo builds its operator tables on every call (about 100 µs, most of a rebuild's updates)
  if (keys.length === 1 && ops.$set && setPlainPaths(doc, ops.$set)) return;
  applyModifier(doc, ops, undefined, undefined, { cloneMode: 'none' });
}

const PLAIN_SEGMENT = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * `$set` of field paths through objects (`a`, `a.b`), as MongoDB applies it; false, with `doc`
 * untouched, for anything else (array indexes, positional operators, a path through a value that
 * is not an object), which mingo then applies.
 */
function setPlainPaths(doc: Doc, sets: Record<string, unknown>): boolean {
  const entries = Object.entries(sets).map(([path, value]) => ({ path, segments: path.split('.'), value }));
  for (const { path, segments } of entries) {
    if (!segments.every((seg) => PLAIN_SEGMENT.test(seg))) return false;
    // one path inside another (`a` and `a.b`) is MongoDB's conflict: mingo answers it
    if (entries.some((other) => other.path.startsWith(`${path}.`))) return false;
    let at: unknown = doc;
    for (const seg of segments.slice(0, -1)) {
      at = (at as Doc)[seg];
      if (at === undefined) break;
      if (!isPlainObject(at)) return false;
    }
  }
  for (const { segments, value } of entries) {
    let at = doc;
    for (const seg of segments.slice(0, -1)) {
      if (at[seg] === undefined) at[seg] = {};
      at = at[seg] as Doc;
    }
    at[segments[segments.length - 1]] = value;
  }
  return true;
}

/** an upsert starts from the filter's equality conditions, as in MongoDB */
export function seedFromFilter(filter: Filter): Doc {
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
    case 1:
      return 0; // null and missing sort as equals (MongoDB), so insertion order decides
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

interface SortKey {
  parts: string[];
  dir: 1 | -1;
}
const sortKeys = (sort: Sort): SortKey[] => Object.entries(sort).map(([path, dir]) => ({ parts: path.split('.'), dir: dir === -1 ? -1 : 1 }));

/** the value a document sorts by on one key (an array sorts by its least element ascending, its greatest descending) */
function sortValue(doc: Doc, { parts, dir }: SortKey): unknown {
  if (parts.length === 1) {
    const v = doc[parts[0]];
    if (v === undefined || v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  }
  return sortValues(doc, parts, 0).reduce((best, v) => (compareValues(v, best) * dir < 0 ? v : best));
}

/** order of two entries by their sort values, ties in insertion order */
function compareKeyed(keys: SortKey[], a: unknown[], sa: number, b: unknown[], sb: number): number {
  for (let i = 0; i < keys.length; i++) {
    const c = compareValues(a[i], b[i]) * keys[i].dir;
    if (c) return c;
  }
  return sa - sb;
}

/** sorted entries; with `keep` small, only the first `keep` are ordered (a bounded insertion buffer) */
export function sortEntries(entries: Entry[], sort: Sort, keep = Infinity): Entry[] {
  const keys = sortKeys(sort);
  const decorated = entries.map((e) => ({ e, vals: keys.map((k) => sortValue(e.doc, k)) }));
  const compare = (a: (typeof decorated)[number], b: (typeof decorated)[number]) => compareKeyed(keys, a.vals, a.e.seq, b.vals, b.e.seq);
  if (keep >= 1000 || keep >= decorated.length) return decorated.sort(compare).map((d) => d.e);
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
  return best.map((d) => d.e);
}

/** every entry in one sort order, kept in order as documents come, change and go */
class OrderIndex {
  readonly list: Entry[];
  private readonly keys: SortKey[];
  private readonly vals = new Map<Entry, unknown[]>();

  constructor(sort: Sort, entries: Iterable<Entry>) {
    this.keys = sortKeys(sort);
    const all = [...entries];
    for (const e of all) this.vals.set(e, this.valuesOf(e));
    this.list = all.sort((a, b) => compareKeyed(this.keys, this.vals.get(a)!, a.seq, this.vals.get(b)!, b.seq));
  }

  private valuesOf(e: Entry) {
    return this.keys.map((k) => sortValue(e.doc, k));
  }

  /** where an entry with these values belongs */
  private position(vals: unknown[], seq: number): number {
    let lo = 0;
    let hi = this.list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const m = this.list[mid];
      if (compareKeyed(this.keys, this.vals.get(m)!, m.seq, vals, seq) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  add(e: Entry) {
    const vals = this.valuesOf(e);
    this.list.splice(this.position(vals, e.seq), 0, e);
    this.vals.set(e, vals);
  }

  remove(e: Entry) {
    const vals = this.vals.get(e);
    if (!vals) return;
    const at = this.position(vals, e.seq);
    if (this.list[at] === e) this.list.splice(at, 1);
    this.vals.delete(e);
  }

  update(e: Entry) {
    const before = this.vals.get(e);
    const after = this.valuesOf(e);
    if (before && before.every((v, i) => compareValues(v, after[i]) === 0)) return;
    this.remove(e);
    this.add(e);
  }
}

/**
 * Case-insensitive substring search over some fields: the lowercased text of each document,
 * packed per block of entries into one string that `indexOf` scans far faster than a regular
 * expression per field and document. A changed block is packed again on the next search.
 */
const BLOCK = 1024;
interface TextBlock {
  entries: Entry[];
  text: string | null;
  starts: number[];
  /** entries with letters whose lowercase may match more than /needle/i does (İ, K as Kelvin): checked one by one */
  unusual: Set<Entry>;
}
class TextIndex {
  private readonly blocks = new Map<number, TextBlock>();
  private readonly paths: string[][];

  constructor(fields: string[], entries: Iterable<Entry>) {
    this.paths = fields.map((f) => f.split('.'));
    for (const e of entries) this.add(e);
  }

  private block(e: Entry): TextBlock {
    const b = Math.floor(e.seq / BLOCK);
    let block = this.blocks.get(b);
    if (!block) this.blocks.set(b, (block = { entries: [], text: null, starts: [], unusual: new Set() }));
    return block;
  }

  add(e: Entry) {
    const block = this.block(e);
    block.entries.push(e);
    block.text = null;
  }

  touch(e: Entry) {
    this.block(e).text = null;
  }

  remove(e: Entry) {
    const block = this.block(e);
    block.entries = block.entries.filter((x) => x !== e);
    block.text = null;
  }

  /** the entries whose searched fields contain the needle (lowercase); `check` decides for texts with letters other than ASCII and Arabic */
  find(needle: string, check: (d: Doc) => boolean): Set<Entry> {
    const out = new Set<Entry>();
    for (const block of this.blocks.values()) {
      if (block.text === null) this.pack(block);
      const text = block.text!;
      for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
        let lo = 0;
        let hi = block.starts.length - 1;
        while (lo < hi) {
          const mid = (lo + hi + 1) >> 1;
          if (block.starts[mid] <= at) lo = mid;
          else hi = mid - 1;
        }
        const e = block.entries[lo];
        if (!block.unusual.has(e) || check(e.doc)) out.add(e);
        // on to the next document
        at = (block.starts[lo + 1] ?? text.length) - 1;
      }
    }
    return out;
  }

  private pack(block: TextBlock) {
    const parts: string[] = [];
    block.starts = [];
    block.unusual = new Set();
    let length = 0;
    for (const e of block.entries) {
      const strings: string[] = [];
      for (const path of this.paths) for (const v of sortValues(e.doc, path, 0)) if (typeof v === 'string') strings.push(v);
      // \u0001 and \n never occur in a needle, so no match spans two values or two documents
      const original = strings.join('\u0001');
      if (!PLAIN_TEXT.test(original)) block.unusual.add(e);
      const line = original.toLowerCase() + '\n';
      block.starts.push(length);
      parts.push(line);
      length += line.length;
    }
    block.text = parts.join('');
  }
}

/** ASCII and Arabic letters lowercase in place, so a lowercased text holds every match of /needle/i and no other */
const PLAIN_TEXT = /^[\x00-\x7f\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]*$/;
const SEARCHABLE = /^[\x20-\x7e\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]+$/;
const LITERAL = /^(?:[^\\.*+?^${}()|[\]]|\\[.*+?^${}()|[\]\\/-])+$/;

/** a condition that is a case-insensitive search for plain text in one or more fields */
function textSearch(part: Filter): { fields: string[]; needle: string } | null {
  const alternatives = Array.isArray(part.$or) ? (part.$or as unknown[]) : [part];
  const fields: string[] = [];
  let pattern: string | null = null;
  for (const alt of alternatives) {
    if (!isPlainObject(alt) || Object.keys(alt).length !== 1) return null;
    const [field] = Object.keys(alt);
    const cond = alt[field];
    if (field.startsWith('$') || !isPlainObject(cond) || typeof cond.$regex !== 'string' || cond.$options !== 'i' || Object.keys(cond).length !== 2) return null;
    if (pattern !== null && cond.$regex !== pattern) return null;
    pattern = cond.$regex;
    fields.push(field);
  }
  if (pattern === null || !LITERAL.test(pattern)) return null;
  const needle = pattern.replace(/\\(.)/g, '$1').toLowerCase();
  return SEARCHABLE.test(needle) ? { fields: fields.sort(), needle } : null;
}

// ---------------------------------------------------------------- helpers

/** whether an index declaration is a text index ('text' fields); one mixing them with ordered fields, or unique, is refused */
export function isTextIndex(fields: IndexFields, opts: { unique?: boolean } = {}): boolean {
  const text = Object.values(fields).filter((v) => v === 'text').length;
  if (text && (text < Object.keys(fields).length || opts.unique)) throw new Error(`createIndex: a text index holds text fields only, and is not unique (${JSON.stringify(fields)})`);
  return text > 0;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
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
