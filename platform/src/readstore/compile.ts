import type { Filter } from './types.js';

/**
 * Filters of the common shapes compiled to plain predicates (MongoDB semantics: a condition on
 * an array field holds when any element satisfies it; a missing field equals null). Anything
 * else returns null and is left to mingo.
 */
export type Predicate = (doc: Record<string, unknown>) => boolean;

const isPlain = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
const scalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** the values a dotted path reaches, through arrays of objects; [undefined] when missing */
export function valuesAt(doc: unknown, parts: string[]): unknown[] {
  let current: unknown[] = [doc];
  for (const p of parts) {
    const next: unknown[] = [];
    for (const v of current) {
      if (Array.isArray(v)) for (const el of v) next.push(isPlain(el) ? el[p] : undefined);
      else next.push(isPlain(v) ? v[p] : undefined);
    }
    current = next;
  }
  // a value that is an array offers its elements too
  return current.flatMap((v) => (Array.isArray(v) ? [v, ...v] : [v]));
}

const same = (a: unknown, b: unknown) => (a === undefined ? null : a) === (b === undefined ? null : b);
const ordered = (a: unknown, b: unknown) => (typeof a === typeof b && (typeof a === 'number' || typeof a === 'string') ? (a < (b as typeof a) ? -1 : a > (b as typeof a) ? 1 : 0) : null);

/** a test on one value; `any` says whether an array passes when one of its elements does */
type ValueTest = { test: (v: unknown) => boolean; any: boolean };

function condition(path: string, cond: unknown): Predicate | null {
  const parts = path.split('.');
  const tests: ValueTest[] = [];
  if (scalar(cond)) tests.push({ test: (v) => same(v, cond), any: true });
  else if (!isPlain(cond)) return null;
  else {
    let regex: RegExp | null = null;
    for (const [op, arg] of Object.entries(cond)) {
      switch (op) {
        case '$eq':
          if (!scalar(arg)) return null;
          tests.push({ test: (v) => same(v, arg), any: true });
          break;
        case '$ne':
          if (!scalar(arg)) return null;
          tests.push({ test: (v) => same(v, arg), any: false });
          break;
        case '$in': {
          if (!Array.isArray(arg) || !arg.every(scalar)) return null;
          const set = new Set(arg.map((a) => (a === undefined ? null : a)));
          tests.push({ test: (v) => set.has(v === undefined ? null : v), any: true });
          break;
        }
        case '$nin': {
          if (!Array.isArray(arg) || !arg.every(scalar)) return null;
          const set = new Set(arg.map((a) => (a === undefined ? null : a)));
          tests.push({ test: (v) => set.has(v === undefined ? null : v), any: false });
          break;
        }
        case '$gt':
        case '$gte':
        case '$lt':
        case '$lte': {
          if (typeof arg !== 'number' && typeof arg !== 'string') return null;
          const ok = { $gt: (c: number) => c > 0, $gte: (c: number) => c >= 0, $lt: (c: number) => c < 0, $lte: (c: number) => c <= 0 }[op];
          tests.push({ test: (v) => {
            const c = ordered(v, arg);
            return c !== null && ok(c);
          }, any: true });
          break;
        }
        case '$exists':
          // whether the path reaches a value at all
          tests.push({ test: (v) => v !== undefined, any: Boolean(arg) });
          break;
        case '$regex':
          if (typeof arg !== 'string') return null;
          regex = new RegExp(arg, typeof cond.$options === 'string' ? cond.$options : '');
          break;
        case '$options':
          break;
        default:
          return null;
      }
    }
    if (regex) {
      const r = regex;
      tests.push({ test: (v) => typeof v === 'string' && r.test(v), any: true });
    }
  }
  // MongoDB: a positive condition holds when the value or one of its elements passes; a negative one ($ne, $nin, $exists: false) when none does
  const some = (vals: unknown[], t: ValueTest) => vals.some(t.test) === t.any;
  if (parts.length === 1) {
    const [field] = parts;
    // the common case: a top-level field, read without building the list of values
    return (d) => {
      const v = d[field];
      if (!Array.isArray(v)) {
        for (const t of tests) if (t.test(v) !== t.any) return false;
        return true;
      }
      const vals = [v, ...v];
      return tests.every((t) => some(vals, t));
    };
  }
  return (d) => {
    const vals = valuesAt(d, parts);
    return tests.every((t) => some(vals, t));
  };
}

export function compileFilter(filter: Filter): Predicate | null {
  const preds: Predicate[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(value)) return null;
      const subs = value.map((f) => (isPlain(f) ? compileFilter(f) : null));
      if (subs.some((s) => s === null)) return null;
      const list = subs as Predicate[];
      preds.push(key === '$and' ? (d) => list.every((p) => p(d)) : (d) => list.some((p) => p(d)));
      continue;
    }
    if (key.startsWith('$')) return null;
    const p = condition(key, value);
    if (!p) return null;
    preds.push(p);
  }
  return (d) => preds.every((p) => p(d));
}
