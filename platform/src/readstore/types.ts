import type { ReadModelName, ReadModels } from '@lawfirm/contracts';
/**
 * The read store port: collections of JSON documents queried with MongoDB's filter and update
 * documents. Adapters: in memory with mingo (default) and MongoDB. Documents are returned
 * without MongoDB's `_id`.
 */
export type Doc = Record<string, unknown>;
export type Filter = Record<string, unknown>;
/** MongoDB update document: $set, $unset, $inc, $push, $pull, $addToSet, $setOnInsert */
export type Update = Record<string, unknown>;
export type Sort = Record<string, 1 | -1>;
/** an index's fields in order, ascending or descending; or the fields of a text index, each 'text' */
export type IndexFields = Record<string, 1 | -1> | Record<string, 'text'>;

export interface FindOptions {
  sort?: Sort;
  skip?: number;
  limit?: number;
}

export interface Collection<T extends Doc = Doc> {
  find(filter?: Filter, opts?: FindOptions): Promise<T[]>;
  findOne(filter: Filter): Promise<T | null>;
  count(filter?: Filter): Promise<number>;
  insertOne(doc: T): Promise<void>;
  /** replaces the first match; inserts doc when upsert and nothing matches */
  replaceOne(filter: Filter, doc: T, opts?: { upsert?: boolean }): Promise<void>;
  /**
   * The first match (or null) through a pure function: its result replaces the match, is inserted
   * when nothing matched, or removes the match when null; the match itself back changes nothing. `change` must not modify its argument
   * (it may be the stored document itself) and the result belongs to the store once returned: a
   * projection persisting a pure reducer is spared copying the document in and out.
   */
  modifyOne(filter: Filter, change: (current: Readonly<T> | null) => T | null): Promise<void>;
  /** returns the number of documents matched */
  updateOne(filter: Filter, update: Update, opts?: { upsert?: boolean }): Promise<number>;
  updateMany(filter: Filter, update: Update): Promise<number>;
  deleteOne(filter: Filter): Promise<number>;
  deleteMany(filter?: Filter): Promise<number>;
  /**
   * A hint to the adapter; in memory it may build a hash index on one equality field. Fields given
   * 'text' (all of them: `{ titleEn: 'text', titleAr: 'text' }`) declare what case-insensitive
   * searches for plain text look in (`{ $regex: escaped, $options: 'i' }`): the SQLite store keeps
   * a text index answering them; the others answer them as before (MongoDB's own text indexes
   * answer $text, not $regex).
   */
  createIndex(fields: IndexFields, opts?: { unique?: boolean }): Promise<void>;
}

export interface ReadStore {
  readonly kind: 'memory' | 'mongodb' | 'sqlite';
  /**
   * Runs `work` so that every change it makes through this store is kept together or not at all
   * (SQLite: one transaction, so a projection's changes and its checkpoint land together). Stores
   * without transactions (memory, MongoDB) leave it out; callers then just run `work`.
   */
  atomically?<T>(work: () => Promise<T>): Promise<T>;
  /**
   * The full-text index kept in this store beside the collection `name` (SQLite: FTS5 tables in
   * the same file and transaction). Stores without one leave it out; `searchIndexFor` then uses
   * MiniSearch (memory) or regular expressions over the collection (MongoDB).
   */
  textIndex?(name: string): import('../search/index.js').SearchIndex;
  collection<T extends Doc = Doc>(name: string): Collection<T>;
  /** names of the collections that exist */
  collections(): Promise<string[]>;
  /** removes every collection (for projection rebuilds) */
  dropAll(): Promise<void>;
  /** removes one collection and its indexes; nothing happens when it does not exist */
  dropCollection(name: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The read store as the portal's code sees it: collections opened only by the names of the read
 * models registry (`contracts/src/readModels.ts`), each with its document type. The store's own
 * adapters and tests use `ReadStore` with any name.
 */
export type ReadModelStore = Omit<ReadStore, 'collection'> & {
  collection<K extends ReadModelName>(name: K): Collection<ReadModels[K]>;
};
