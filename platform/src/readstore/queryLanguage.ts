import { Query, update as applyModifier } from 'mingo';
import type { Doc, Filter, IndexFields, Sort, Update } from './types.js';
import { compileFilter } from './compile.js';

/**
 * MongoDB's query language as the embedded stores apply it, the memory store and SQLite's exact
 * checks alike: filters as predicates (compiled, or mingo's), update operators, an upsert's first
 * document, MongoDB's sort order and its duplicate-key error, written once so both answer as
 * MongoDB does.
 */

/** a stored document and its insertion number: ties in a sort keep insertion order (MongoDB's `_id`) */
export interface Entry {
  seq: number;
  doc: Doc;
}

/** same `code` as MongoDB's duplicate key error, so callers can test either adapter alike */
export class DuplicateKeyError extends Error {
  override readonly name = 'DuplicateKeyError';
  readonly code = 11000;
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

// ---------------------------------------------------------------- sorting

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

/** whether an index declaration is a text index ('text' fields); one mixing them with ordered fields, or unique, is refused */
export function isTextIndex(fields: IndexFields, opts: { unique?: boolean } = {}): boolean {
  const text = Object.values(fields).filter((v) => v === 'text').length;
  if (text && (text < Object.keys(fields).length || opts.unique)) throw new Error(`createIndex: a text index holds text fields only, and is not unique (${JSON.stringify(fields)})`);
  return text > 0;
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** deep copy of JSON-like data (fast path), anything else through structuredClone; undefined fields dropped */
export function clone<T>(v: T): T {
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
