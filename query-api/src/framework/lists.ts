import type { Request, RequestHandler } from 'express';
import { normalizeSearchText, SEARCH_NAMES_FIELD } from '@lawfirm/contracts';
import { AppError, type Collection, type Filter, type ReadStore, type Sort } from '@lawfirm/platform';

export interface ListOptions {
  /** name used in Content-Range */
  resource: string;
  /** a collection's name, or a source answering the same find and count (the audit log from the SQLite event log) */
  collection: string | Pick<Collection, 'find' | 'count'>;
  /** fields the `q` search looks in (case-insensitive, any of them) */
  searchFields: string[];
  /**
   * `q` also finds rows by the names of the records they refer to, as the lists show them, in both
   * scripts (the read models keep them on the rows: contracts' displayNameReferences)
   */
  searchDisplayNames?: boolean;
  defaultSort?: Sort;
  /** a filter that always applies (e.g. what a lawyer may see) */
  scope?: (req: Request) => Filter | Promise<Filter>;
  /** shapes each document before it is sent */
  present?: (doc: Record<string, unknown>) => unknown;
}

const FIELD = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/;

function json<T>(raw: unknown, what: string): T | undefined {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(String(raw)) as T;
  } catch {
    throw badParam(what);
  }
}

function badParam(field: string) {
  return new AppError('validation_failed', 'validation.invalidValue', [{ field, message: 'This value is not allowed', messageAr: 'هذه القيمة غير مسموح بها' }]);
}

export const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const searchOf = (q: string) => ({ $regex: escapeRegex(q), $options: 'i' });
const searchTerm = (raw: Record<string, unknown>) => String(raw.q ?? '').trim();

/**
 * ra-data-simple-rest's filter object as a read-store filter: `q` searches (the fields, or any of
 * `alsoMatching`), arrays mean "one of".
 */
export function toFilter(raw: Record<string, unknown>, searchFields: string[], alsoMatching: Filter[] = []): Filter {
  const filter: Filter = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'q') {
      const q = searchTerm(raw);
      if (q) filter.$or = [...searchFields.map((f) => ({ [f]: searchOf(q) })), ...alsoMatching];
      continue;
    }
    if (!FIELD.test(key)) throw badParam('filter');
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) throw badParam('filter');
    filter[key] = Array.isArray(value) ? { $in: value } : value;
  }
  return filter;
}

/** the most records one answer holds: a `range` may ask for up to this many, and a list asked without one gets the first this many */
export const MAX_PAGE = 10_000;

/**
 * GET list following ra-data-simple-rest: `filter`, `range`, `sort` query parameters and a
 * Content-Range header. Without `range` (react-admin's getMany, lookups) the first MAX_PAGE
 * records are returned, and Content-Range says how many matched.
 */
export function listRoute(readStore: ReadStore, opts: ListOptions): RequestHandler {
  return async (req, res) => {
    const rawFilter = json<Record<string, unknown>>(req.query.filter, 'filter') ?? {};
    if (typeof rawFilter !== 'object' || Array.isArray(rawFilter) || rawFilter === null) throw badParam('filter');
    const range = json<[number, number]>(req.query.range, 'range');
    const sortParam = json<[string, string]>(req.query.sort, 'sort');

    const q = searchTerm(rawFilter);
    const names = opts.searchDisplayNames ? normalizeSearchText(q) : '';
    const filter = toFilter(rawFilter, opts.searchFields, names ? [{ [SEARCH_NAMES_FIELD]: { $regex: escapeRegex(names) } }] : []);
    const scope = opts.scope ? await opts.scope(req) : {};
    const where = Object.keys(scope).length ? { $and: [scope, filter] } : filter;

    let sort = opts.defaultSort ?? { id: 1 };
    if (sortParam) {
      const [field, order] = sortParam;
      if (typeof field !== 'string' || !FIELD.test(field) || !['ASC', 'DESC'].includes(String(order).toUpperCase())) throw badParam('sort');
      sort = { [field]: String(order).toUpperCase() === 'DESC' ? -1 : 1, ...(field === 'id' ? {} : { id: 1 }) };
    }
    let skip = 0;
    let limit = MAX_PAGE;
    if (range) {
      const [start, end] = range;
      if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start || end - start >= MAX_PAGE) throw badParam('range');
      skip = start;
      limit = end - start + 1;
    }
    const col = typeof opts.collection === 'string' ? readStore.collection(opts.collection) : opts.collection;
    const docs = await col.find(where, { sort, skip, limit });
    // a page that is not full tells the total itself: documents are counted only when more may follow
    const total = docs.length < limit && (docs.length > 0 || skip === 0) ? skip + docs.length : await col.count(where);
    const end = docs.length ? skip + docs.length - 1 : skip;
    res.setHeader('Content-Range', `${opts.resource} ${skip}-${end}/${total}`);
    const rows = opts.searchDisplayNames ? docs.map(({ [SEARCH_NAMES_FIELD]: _names, ...row }) => row) : docs;
    res.json(opts.present ? await Promise.all(rows.map(opts.present)) : rows);
  };
}

/** GET one record by numeric id. */
export function getOneRoute(readStore: ReadStore, collection: string, present?: (doc: Record<string, unknown>) => unknown): RequestHandler {
  return async (req, res) => {
    const id = Number(req.params.id);
    const doc = Number.isSafeInteger(id) && id > 0 ? await readStore.collection(collection).findOne({ id }) : null;
    if (!doc) throw new AppError('not_found', 'error.notFound');
    res.json(present ? await present(doc) : doc);
  };
}
