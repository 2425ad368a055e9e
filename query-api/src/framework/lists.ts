import type { Request, RequestHandler } from 'express';
import { bilingual, normalizeSearchText, SEARCH_NAMES_FIELD, type MessageKey, type ReadModelName, type ReadModels } from '@lawfirm/contracts';
import { AppError, type Collection, type Filter, type ReadModelStore, type Sort } from '@lawfirm/platform';

export interface ListOptions<N extends ReadModelName = ReadModelName> {
  /** name used in Content-Range */
  resource: string;
  /** a collection's name, or a source answering the same find and count (the audit log from the SQLite event log) */
  collection: N | Pick<Collection<ReadModels[N]>, 'find' | 'count'>;
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
  /** fields `sort` may name (and `id`); without them any field name is taken */
  sortFields?: readonly string[];
  /** turns the checked `filter` object into the read-store filter, instead of field equality and `q` over searchFields */
  filter?: (raw: Record<string, unknown>) => Filter;
  /** shapes each document (the read model's document type) before it is sent, for the caller (what their role shows) */
  present?: (doc: ReadModels[N], req: Request) => unknown;
  /**
   * instead of `present`: shapes the whole page at once, the rows in the same order, so that what the
   * rows refer to is read once per page (`{ id: { $in: ids } }`), not once per row
   */
  presentPage?: (docs: ReadModels[N][], req: Request) => Promise<unknown[]>;
}

/** the most records one answer holds: a `range` may ask for up to this many, and a list asked without one gets the first this many */
export const MAX_PAGE = 10_000;

const FIELD = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/;

/** the list parameters, each refused on its own name with what it should be, in both languages */
const LIST_PARAMS = { filter: 'list.badFilter', sort: 'list.badSort', range: 'list.badRange' } as const satisfies Record<string, MessageKey>;
type ListParam = keyof typeof LIST_PARAMS;

export function badParam(field: ListParam, key: MessageKey = LIST_PARAMS[field]) {
  const { en, ar } = bilingual(key);
  return new AppError('validation_failed', key, [{ field, message: en, messageAr: ar }]);
}

/** a query parameter's JSON: absent is undefined; repeated, bracketed (`sort[0]=`) or not JSON is refused on its name */
function json(raw: unknown, param: ListParam): unknown {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw badParam(param);
  try {
    return JSON.parse(raw);
  } catch {
    throw badParam(param);
  }
}

const isScalar = (v: unknown) => v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));

export interface ListParams {
  /** the `filter` object as sent, checked: field names, values scalar or arrays of scalars, `q` text */
  filter: Record<string, unknown>;
  /** the `sort` asked, or null for the list's own order */
  sort: { field: string; order: 1 | -1 } | null;
  skip: number;
  limit: number;
}

/**
 * The one reading of a list's `filter`, `sort` and `range` (ra-data-simple-rest), for every list
 * route: each must be JSON of its shape, or the request is refused with 400 naming the parameter.
 * `filter` an object of field names to a value or an array of values (one of), `q` a text;
 * `sort` [field, "ASC" | "DESC"], the field one of `sortFields` when the list names them; `range`
 * [first, last], whole numbers with 0 <= first <= last and at most MAX_PAGE records. Pure.
 */
export function parseListParams(query: Record<string, unknown>, opts: { sortFields?: readonly string[] } = {}): ListParams {
  const sent = json(query.filter, 'filter');
  const rawFilter = sent === undefined ? {} : sent;
  if (rawFilter === null || typeof rawFilter !== 'object' || Array.isArray(rawFilter)) throw badParam('filter');
  for (const [key, value] of Object.entries(rawFilter)) {
    if (key === 'q') {
      if (value !== null && typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) throw badParam('filter');
      continue;
    }
    if (!FIELD.test(key)) throw badParam('filter');
    if (Array.isArray(value) ? !value.every(isScalar) : !isScalar(value)) throw badParam('filter');
  }

  const rawSort = json(query.sort, 'sort');
  let sort: ListParams['sort'] = null;
  if (rawSort !== undefined) {
    if (!Array.isArray(rawSort) || rawSort.length !== 2) throw badParam('sort');
    const [field, order] = rawSort as unknown[];
    if (typeof field !== 'string' || !FIELD.test(field) || typeof order !== 'string' || !['ASC', 'DESC'].includes(order.toUpperCase())) throw badParam('sort');
    if (opts.sortFields && field !== 'id' && !opts.sortFields.includes(field)) throw badParam('sort', 'list.unknownSortField');
    sort = { field, order: order.toUpperCase() === 'DESC' ? -1 : 1 };
  }

  const rawRange = json(query.range, 'range');
  let skip = 0;
  let limit = MAX_PAGE;
  if (rawRange !== undefined) {
    if (!Array.isArray(rawRange) || rawRange.length !== 2) throw badParam('range');
    const [start, end] = rawRange as unknown[];
    if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end)) throw badParam('range');
    const [first, last] = [start as number, end as number];
    if (first < 0 || last < first || last - first >= MAX_PAGE) throw badParam('range');
    skip = first;
    limit = last - first + 1;
  }
  return { filter: rawFilter as Record<string, unknown>, sort, skip, limit };
}

/** marks a handler as a list route: the route table's lists are found by it (tests walk them) */
export const LIST_ROUTE = Symbol.for('lawfirm.listRoute');

/** what a list's `q` searches, on its mark: the projections declare a text index over it (tests/api/list-names.test.ts) */
export interface ListSearch {
  collection: ReadModelName;
  fields: string[];
}

/** a handler that answers a list through listRoute, marked as one (with what its `q` searches, when a collection's fields) */
export const asListRoute = <H extends RequestHandler>(handler: H, search?: ListSearch): H => Object.assign(handler, { [LIST_ROUTE]: search ?? true });

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
    if (Array.isArray(value) ? !value.every(isScalar) : !isScalar(value)) throw badParam('filter');
    filter[key] = Array.isArray(value) ? { $in: value } : value;
  }
  return filter;
}

/** the read-store filter of what a list answers the request: its `filter` (checked) within its scope; the list's parameters as parseListParams reads them */
export async function listQuery<N extends ReadModelName>(req: Request, opts: ListOptions<N>): Promise<ListParams & { where: Filter }> {
  const params = parseListParams(req.query as Record<string, unknown>, opts);
  const q = searchTerm(params.filter);
  const names = opts.searchDisplayNames ? normalizeSearchText(q) : '';
  // the names are normalised (lower case) on both sides; searched case-insensitively all the same, as the fields
  // are, so that the text indexes answer the whole search exactly (Greek's two lower-case sigmas are then one letter)
  const filter = opts.filter ? opts.filter(params.filter) : toFilter(params.filter, opts.searchFields, names ? [{ [SEARCH_NAMES_FIELD]: searchOf(names) }] : []);
  const scope = opts.scope ? await opts.scope(req) : {};
  return { ...params, where: Object.keys(scope).length ? { $and: [scope, filter] } : filter };
}

/**
 * GET list following ra-data-simple-rest: `filter`, `range`, `sort` query parameters and a
 * Content-Range header. Without `range` (react-admin's getMany, lookups) the first MAX_PAGE
 * records are returned, and Content-Range says how many matched.
 */
export function listRoute<N extends ReadModelName = ReadModelName>(readStore: ReadModelStore, opts: ListOptions<N>): RequestHandler {
  const handler: RequestHandler = async (req, res) => {
    const { where, sort: asked, skip, limit } = await listQuery(req, opts);
    const sort = asked ? { [asked.field]: asked.order, ...(asked.field === 'id' ? {} : { id: 1 as const }) } : (opts.defaultSort ?? { id: 1 });
    const col = typeof opts.collection === 'string' ? readStore.collection(opts.collection) : opts.collection;
    const docs = await col.find(where, { sort, skip, limit });
    // a page that is not full tells the total itself: documents are counted only when more may follow
    const total = docs.length < limit && (docs.length > 0 || skip === 0) ? skip + docs.length : await col.count(where);
    const end = docs.length ? skip + docs.length - 1 : skip;
    res.setHeader('Content-Range', `${opts.resource} ${skip}-${end}/${total}`);
    // the names searched are the read model's own, never a field its document type declares
    const rows = opts.searchDisplayNames ? docs.map(({ [SEARCH_NAMES_FIELD]: _names, ...row }) => row as ReadModels[N]) : docs;
    if (opts.presentPage) res.json(await opts.presentPage(rows, req));
    else res.json(opts.present ? await Promise.all(rows.map((row) => opts.present!(row, req))) : rows);
  };
  const searched = [...opts.searchFields, ...(opts.searchDisplayNames ? [SEARCH_NAMES_FIELD] : [])];
  return asListRoute(handler, typeof opts.collection === 'string' && !opts.filter ? { collection: opts.collection, fields: searched } : undefined);
}

/**
 * A record by the numeric id a URL names, within `scope` (what the caller may read): 404 for an id
 * that is no number, no record or one out of scope alike, so the ids of others' records do not leak.
 */
export async function recordById<N extends ReadModelName>(readStore: ReadModelStore, collection: N, rawId: unknown, scope: Filter = {}) {
  const id = Number(rawId);
  const doc = Number.isSafeInteger(id) && id > 0 ? await readStore.collection(collection).findOne(Object.keys(scope).length ? { $and: [{ id }, scope] } : { id }) : null;
  if (!doc) throw new AppError('not_found', 'error.notFound');
  return doc;
}

/** GET one record by numeric id. */
export function getOneRoute(readStore: ReadModelStore, collection: ReadModelName, present?: (doc: Record<string, unknown>) => unknown): RequestHandler {
  return async (req, res) => {
    const doc = await recordById(readStore, collection, req.params.id);
    res.json(present ? await present(doc) : doc);
  };
}
