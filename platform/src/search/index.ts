import MiniSearch from 'minisearch';
import { normalizeSearchText, rankSearch, searchKinds, searchWords, type SearchEntry, type SearchKind } from '@lawfirm/contracts';
import type { ReadStore } from '../readstore/types.js';

/** What a caller may find: these kinds; for records of cases and files, only those listed (all when undefined). */
export interface SearchScope {
  kinds: readonly SearchKind[];
  caseIds?: ReadonlySet<number>;
  fileIds?: ReadonlySet<number>;
}

/**
 * The search port. The projection writes entries through it; the query API asks it. In memory: a
 * MiniSearch index beside the read store (rebuilt with it at every start); on MongoDB: the
 * `search_entries` collection, matched by regular expressions on its normalised `text`.
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

export const SEARCH_COLLECTION = 'search_entries';

/** Cases carry their own id as `caseId`, files as `fileId`; what is filed on them carries theirs. */
const inScope = (e: SearchEntry, scope: SearchScope) =>
  scope.kinds.includes(e.kind) &&
  ((!scope.caseIds && !scope.fileIds) || (e.caseId != null && !!scope.caseIds?.has(e.caseId)) || (e.fileId != null && !!scope.fileIds?.has(e.fileId)));

/** A scope of every kind and every case and file: nothing to leave out. */
const unrestricted = (scope: SearchScope) => !scope.caseIds && !scope.fileIds && searchKinds.every((k) => scope.kinds.includes(k));

/** How many candidates to take before ranking: enough that the best `limit` are among them. */
const candidatesFor = (limit: number) => Math.max(200, limit * 20);

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
  return {
    async upsert(entry) {
      if (entries.has(entry.key)) mini.discard(entry.key);
      entries.set(entry.key, entry);
      mini.add(entry);
    },
    async remove(key) {
      if (!entries.has(key)) return;
      mini.discard(key);
      entries.delete(key);
    },
    async removeOfFile(fileId) {
      for (const [key, e] of entries)
        if (e.fileId === fileId) {
          mini.discard(key);
          entries.delete(key);
        }
    },
    async clear() {
      mini.removeAll();
      entries.clear();
    },
    async search(query, scope, limit) {
      if (!searchWords(query).length) return [];
      const found = mini
        // a common word matches a good part of the firm: an admin's search asks nothing of each match
        .search(query, { prefix: true, combineWith: 'AND', filter: unrestricted(scope) ? undefined : (r) => inScope(entries.get(r.id as string)!, scope) })
        .slice(0, candidatesFor(limit))
        .map((r) => entries.get(r.id as string)!);
      return rankSearch(found, query).slice(0, limit);
    },
  };
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** MongoDB: every query word begins a word of `text` (or is within a number); ranked like the index. */
export function collectionSearchIndex(store: ReadStore): SearchIndex {
  const c = () => store.collection<SearchEntry & Record<string, unknown>>(SEARCH_COLLECTION);
  let indexed = false;
  const ensureIndex = async () => {
    if (indexed) return;
    indexed = true;
    await c().createIndex({ key: 1 }, { unique: true });
    await c().createIndex({ kind: 1 });
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
      const filter: Record<string, unknown> = {
        kind: { $in: [...scope.kinds] },
        // a word begins at the start or after anything that is not a Latin or Arabic letter or a digit
        $and: words.map((w) => ({ $or: [{ text: { $regex: `(^|[^0-9a-z\u0600-\u06FF])${escapeRegex(w)}` } }, { numbers: { $regex: escapeRegex(w) } }] })),
      };
      if (scope.caseIds || scope.fileIds) filter.$or = [{ caseId: { $in: [...(scope.caseIds ?? [])] } }, { fileId: { $in: [...(scope.fileIds ?? [])] } }];
      const found = (await c().find(filter, { limit: candidatesFor(limit) })).filter((e) => inScope(e, scope));
      return rankSearch(found, query).slice(0, limit);
    },
  };
}

const indexes = new WeakMap<ReadStore, SearchIndex>();

/** The search index that goes with a read store (one per store). */
export function searchIndexFor(store: ReadStore): SearchIndex {
  let index = indexes.get(store);
  if (!index) indexes.set(store, (index = store.kind === 'memory' ? memorySearchIndex() : collectionSearchIndex(store)));
  return index;
}
