import MiniSearch from 'minisearch';
import { normalizeSearchText, rankSearch, searchKinds, searchParentKinds, searchWords, type SearchEntry, type SearchKind } from '@lawfirm/contracts';
import type { ReadModelStore } from '../readstore/types.js';

/** What a caller may find: these kinds; for records of cases and files, only those listed (all when undefined). */
export interface SearchScope {
  kinds: readonly SearchKind[];
  caseIds?: ReadonlySet<number>;
  fileIds?: ReadonlySet<number>;
}

/**
 * The search port. The projection writes entries through it; the query API asks it. In memory: a
 * MiniSearch index beside the read store (rebuilt with it at every start); on MongoDB: the
 * `search_entries` collection, matched by regular expressions on its normalised `text`; on SQLite:
 * FTS5 tables in the read store's file (search/sqlite.ts), through the store's `textIndex`.
 */
export interface SearchIndex {
  upsert(entry: SearchEntry): Promise<void>;
  remove(key: string): Promise<void>;
  /** every entry of a file (the file and its documents), when the file is closed */
  removeOfFile(fileId: number): Promise<void>;
  clear(): Promise<void>;
  /** entries answering every word of the query within the scope, best first, at most `limit` */
  search(query: string, scope: SearchScope, limit: number): Promise<SearchEntry[]>;
}

export const SEARCH_COLLECTION = 'search_entries' as const;

/** Cases carry their own id as `caseId`, files as `fileId`; what is filed on them carries theirs. */
const inScope = (e: SearchEntry, scope: SearchScope) =>
  scope.kinds.includes(e.kind) &&
  ((!scope.caseIds && !scope.fileIds) || (e.caseId != null && !!scope.caseIds?.has(e.caseId)) || (e.fileId != null && !!scope.fileIds?.has(e.fileId)));

/** A scope of every kind and every case and file: nothing to leave out. */
const unrestricted = (scope: SearchScope) => !scope.caseIds && !scope.fileIds && searchKinds.every((k) => scope.kinds.includes(k));

/** How many candidates to take before ranking: enough that the best `limit` are among them. */
export const candidatesFor = (limit: number) => Math.max(200, limit * 20);

/** The scope widened to the parents of its kinds: a hearing is found through its case's words. */
export const withParentKinds = (scope: SearchScope): SearchScope => {
  const parents = scope.kinds.map((k) => searchParentKinds[k]).filter((k): k is SearchKind => !!k && !scope.kinds.includes(k));
  return parents.length ? { ...scope, kinds: [...scope.kinds, ...parents] } : scope;
};

/**
 * The last step of every index: the entries matched by their own words (`direct`, in the widened
 * scope) ranked, then the children of the best parents among them (the hearings of the best
 * `limit` cases) ranked with them; only the kinds of the caller's scope are answered. A child ranks
 * after what is found directly in the same rank, so children of parents further down could not
 * make the answer.
 */
export async function ranked(
  direct: SearchEntry[],
  query: string,
  scope: SearchScope,
  limit: number,
  lookup: { childrenOf(parentKeys: string[], max: number): Promise<SearchEntry[]>; byKeys(keys: string[]): Promise<SearchEntry[]> },
): Promise<SearchEntry[]> {
  const known = new Map(direct.map((e) => [e.key, e]));
  const parents = new Map<string, SearchEntry>();
  const parentOf = (e: SearchEntry) => (e.parentKey ? known.get(e.parentKey) ?? parents.get(e.parentKey) : undefined);
  // a child found by its own words is ranked with its parent's words too
  const missing = [...new Set(direct.map((e) => e.parentKey).filter((k): k is string => !!k && !known.has(k)))];
  if (missing.length) for (const p of await lookup.byKeys(missing)) parents.set(p.key, p);
  const first = rankSearch(direct, query, parentOf);
  const kinds = new Set(scope.kinds);
  const best = first.filter((e) => kinds.has(e.kind)).slice(0, limit);
  const bestParents = first.filter((e) => scope.kinds.some((k) => searchParentKinds[k] === e.kind)).slice(0, limit);
  if (!bestParents.length) return best;
  // their parents are among the direct entries already
  const children = (await lookup.childrenOf(bestParents.map((e) => e.key), candidatesFor(limit))).filter((c) => !known.has(c.key) && inScope(c, scope));
  return rankSearch([...best, ...children], query, parentOf).slice(0, limit);
}

export function memorySearchIndex(): SearchIndex {
  const mini = new MiniSearch<SearchEntry>({
    idField: 'key',
    fields: ['text', 'numberText'],
    storeFields: [],
    extractField: (doc, field) => (field === 'numberText' ? doc.numbers.join(' ') : (doc as unknown as Record<string, string>)[field]),
    // the texts are normalised already; queries are normalised the same way
    tokenize: (text) => searchWords(text),
    processTerm: (term) => normalizeSearchText(term) || null,
  });
  const entries = new Map<string, SearchEntry>();
  /** parent key -> its children's keys */
  const children = new Map<string, Set<string>>();
  const drop = (key: string) => {
    const old = entries.get(key);
    if (!old) return;
    mini.discard(key);
    entries.delete(key);
    if (old.parentKey) children.get(old.parentKey)?.delete(key);
  };
  const lookup = {
    async childrenOf(parentKeys: string[], max: number) {
      const found: SearchEntry[] = [];
      for (const parent of parentKeys)
        for (const key of children.get(parent) ?? []) {
          if (found.length >= max) return found;
          found.push(entries.get(key)!);
        }
      return found;
    },
    async byKeys(keys: string[]) {
      return keys.map((k) => entries.get(k)).filter((e): e is SearchEntry => !!e);
    },
  };
  return {
    async upsert(entry) {
      const old = entries.get(entry.key);
      // most events of a case (updates, status) leave its words as they were: the index is left alone
      if (old && old.text === entry.text && old.numbers.join(' ') === entry.numbers.join(' ') && old.parentKey === entry.parentKey) {
        entries.set(entry.key, entry);
        return;
      }
      drop(entry.key);
      entries.set(entry.key, entry);
      mini.add(entry);
      if (entry.parentKey) {
        if (!children.has(entry.parentKey)) children.set(entry.parentKey, new Set());
        children.get(entry.parentKey)!.add(entry.key);
      }
    },
    async remove(key) {
      drop(key);
    },
    async removeOfFile(fileId) {
      for (const [key, e] of entries) if (e.fileId === fileId) drop(key);
    },
    async clear() {
      mini.removeAll();
      entries.clear();
      children.clear();
    },
    async search(query, scope, limit) {
      if (!searchWords(query).length) return [];
      const wide = withParentKinds(scope);
      const direct = mini
        // a common word matches a good part of the firm: an admin's search asks nothing of each match
        .search(query, { prefix: true, combineWith: 'AND', filter: unrestricted(wide) ? undefined : (r) => inScope(entries.get(r.id as string)!, wide) })
        .slice(0, candidatesFor(limit))
        .map((r) => entries.get(r.id as string)!);
      return ranked(direct, query, scope, limit, lookup);
    },
  };
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** MongoDB: every query word begins a word of `text` (or is within a number); ranked like the index. */
export function collectionSearchIndex(store: ReadModelStore): SearchIndex {
  const c = () => store.collection(SEARCH_COLLECTION);
  let indexed = false;
  const ensureIndex = async () => {
    if (indexed) return;
    indexed = true;
    await c().createIndex({ key: 1 }, { unique: true });
    await c().createIndex({ kind: 1 });
    await c().createIndex({ parentKey: 1 });
  };
  const lookup = {
    childrenOf: (parentKeys: string[], max: number) => c().find({ parentKey: { $in: parentKeys } }, { limit: max }),
    byKeys: (keys: string[]) => c().find({ key: { $in: keys } }),
  };
  return {
    async upsert(entry) {
      await ensureIndex();
      await c().replaceOne({ key: entry.key }, { ...entry }, { upsert: true });
    },
    async remove(key) {
      await c().deleteOne({ key });
    },
    async removeOfFile(fileId) {
      await c().deleteMany({ fileId });
    },
    async clear() {
      await c().deleteMany({});
    },
    async search(query, scope, limit) {
      const words = searchWords(query);
      if (!words.length) return [];
      const wide = withParentKinds(scope);
      const filter: Record<string, unknown> = {
        kind: { $in: [...wide.kinds] },
        // a word begins at the start or after anything that is not a Latin or Arabic letter or a digit
        $and: words.map((w) => ({ $or: [{ text: { $regex: `(^|[^0-9a-z\u0600-\u06FF])${escapeRegex(w)}` } }, { numbers: { $regex: escapeRegex(w) } }] })),
      };
      if (scope.caseIds || scope.fileIds) filter.$or = [{ caseId: { $in: [...(scope.caseIds ?? [])] } }, { fileId: { $in: [...(scope.fileIds ?? [])] } }];
      const direct = (await c().find(filter, { limit: candidatesFor(limit) })).filter((e) => inScope(e, wide));
      return ranked(direct, query, scope, limit, lookup);
    },
  };
}

const indexes = new WeakMap<ReadModelStore, SearchIndex>();

/** The search index that goes with a read store (one per store): its own text index where it has one (SQLite: FTS5, search/sqlite.ts). */
export function searchIndexFor(store: ReadModelStore): SearchIndex {
  let index = indexes.get(store);
  if (!index)
    indexes.set(
      store,
      (index = store.textIndex ? store.textIndex(SEARCH_COLLECTION) : store.kind === 'memory' ? memorySearchIndex() : collectionSearchIndex(store)),
    );
  return index;
}
