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
function valuesAt(doc: unknown, parts: string[]): unknown[] {
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

function condition(path: string, cond: unknown): Predicate | null {
  const parts = path.split('.');
  if (scalar(cond)) return (d) => valuesAt(d, parts).some((v) => same(v, cond));
  if (!isPlain(cond)) return null;
  const tests: ((vals: unknown[]) => boolean)[] = [];
  let regex: RegExp | null = null;
  for (const [op, arg] of Object.entries(cond)) {
    switch (op) {
      case '$eq':
        if (!scalar(arg)) return null;
        tests.push((vals) => vals.some((v) => same(v, arg)));
        break;
      case '$ne':
        if (!scalar(arg)) return null;
        tests.push((vals) => !vals.some((v) => same(v, arg)));
        break;
      case '$in':
        if (!Array.isArray(arg) || !arg.every(scalar)) return null;
        tests.push((vals) => vals.some((v) => arg.some((a) => same(v, a))));
        break;
      case '$nin':
        if (!Array.isArray(arg) || !arg.every(scalar)) return null;
        tests.push((vals) => !vals.some((v) => arg.some((a) => same(v, a))));
        break;
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte': {
        if (typeof arg !== 'number' && typeof arg !== 'string') return null;
        const ok = { $gt: (c: number) => c > 0, $gte: (c: number) => c >= 0, $lt: (c: number) => c < 0, $lte: (c: number) => c <= 0 }[op];
        tests.push((vals) => vals.some((v) => {
          const c = ordered(v, arg);
          return c !== null && ok(c);
        }));
        break;
      }
      case '$exists':
        tests.push((vals) => vals.some((v) => v !== undefined) === Boolean(arg));
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
    tests.push((vals) => vals.some((v) => typeof v === 'string' && r.test(v)));
  }
  return (d) => {
    const vals = valuesAt(d, parts);
    return tests.every((t) => t(vals));
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
