import { AsyncLocalStorage } from 'node:async_hooks';
import Database from 'better-sqlite3';
import type { Collection, Doc, Filter, FindOptions, ReadStore, Sort } from './types.js';
import { applyUpdate, checkUpdate, DuplicateKeyError, isTextIndex, predicate, seedFromFilter, sortEntries, type Entry } from './queryLanguage.js';
import { valuesAt } from './compile.js';
import { restrictSqliteFiles } from '../privateFiles.js';
import type { SearchIndex } from '../search/index.js';
import { dropSqliteSearchIndex, sqliteSearchIndex } from '../search/sqlite.js';
import { field, indexedText, irregularOnPath, jsonPath, sideKeys, textQuery, translateFilter, type FilterContext, type TextMatch } from './sqliteFilter.js';

/**
 * The read store in an SQLite file (the standalone mode's read models, beside the event log).
 *
 * Each collection is a table `"name" (seq INTEGER PRIMARY KEY, doc)`: `seq` is the insertion
 * order (ties in a sort keep it, as the memory and MongoDB adapters do), `doc` the document as
 * JSONB (below). `createIndex` makes an expression index on `json_extract(doc, '$.field')`, and the
 * side table `"name#keys"` holds the values of documents SQLite cannot index that way (arrays,
 * booleans, objects on an indexed path: see sqliteFilter.ts), so conditions on indexed fields,
 * array fields included, select their candidates through an index. `createIndex` with 'text'
 * fields makes a text index: an FTS5 table `"name#text:{fields}"` (trigram tokenizer, rowid = seq,
 * a column per field, written in the same statements' transaction as the document), so a list's
 * case-insensitive search for plain text of three characters or more selects exactly the
 * documents holding it (sqliteFilter.ts, text indexes). Declared over a collection that already
 * has documents, it is filled from them at once.
 *
 * A query is SQL that narrows and orders; where the SQL of the whole filter is exact, counts and
 * pages are SQL's (`count(*)`, LIMIT/OFFSET), otherwise the exact MongoDB predicate (compile.ts,
 * else mingo) decides each candidate in JS and the page is counted while iterating, stopping at
 * its end. Updates go through mingo as in memory.ts. No document is kept in JS memory: the page
 * cache is bounded (`cacheKiB`) and the file is not mapped.
 *
 * SQLite's order is used for a sort only where it is MongoDB's: json_extract gives NULL for null
 * and missing (equals, then insertion order), numbers before strings, strings by UTF-8 bytes (code
 * points). Where some candidate holds an array, a boolean or an object on a sorted path (known from
 * the side table on indexed paths, from a scan of the candidates in SQL on others), the page is
 * sorted in JS over every candidate, in MongoDB's order.
 *
 * Differences from MongoDB that are accepted:
 * - documents are JSON: a Date is stored (and returned) as its ISO string, undefined fields are
 *   dropped, `_id` is never stored;
 * - unique indexes are checked by the adapter before each write, not by SQLite: two processes
 *   writing the same collection could both insert a duplicate (each collection has one writer);
 * - the names `<collection>#keys`, `<collection>#keys:...`, `<collection>#ix:...`,
 *   `<collection>#ux:...` and `<collection>#text:...` are the store's own: no collection may be
 *   called so;
 * - an index on a path SQLite cannot name (`items.0.x`, a key with quotes) is refused.
 * Costs rather than differences: a regular expression that is not plain text narrows nothing (its
 * predicate reads every candidate), nor does plain text on fields without a text index or shorter
 * than three characters beyond what LIKE keeps; a sort on an unindexed path costs a scan of the
 * candidates in SQL for the check above.
 */

export interface SqliteReadStoreOptions {
  /** SQLite's page cache for this connection, in KiB (default 16 MiB): memory does not follow the data */
  cacheKiB?: number;
  /** how long a write waits for another process's transaction on the same file (default 5 s) */
  busyTimeoutMs?: number;
}

export interface SqliteReadStore extends ReadStore {
  readonly kind: 'sqlite';
  /** counters for tests: documents read from SQLite and parsed */
  readonly stats: { docsRead: number };
  /** SQLite's plan for the query `find` would run (EXPLAIN QUERY PLAN's lines), for tests and diagnosis */
  explain(collection: string, filter?: Filter, opts?: FindOptions): string[];
}

interface IndexDef {
  /** the `fields` given to createIndex, as JSON: two calls with the same fields make one index */
  key: string;
  paths: string[];
  unique: boolean;
}

/** a text index: an FTS5 table over the strings of `paths`, column `c<i>` for the i-th (sqliteFilter.ts, text indexes) */
interface TextDef {
  /** the fields given to createIndex, as JSON */
  key: string;
  /** the FTS5 table's name */
  table: string;
  paths: string[];
  parts: string[][];
}

/** per text index, its columns' texts for a document (null for an index where it holds nothing) */
type Texts = ((string | null)[] | null)[];

interface Meta {
  exists: boolean;
  indexes: IndexDef[];
  texts: TextDef[];
  /** every indexed path: their irregular documents have keys in the side table */
  tracked: Set<string>;
  trackedPaths: string[];
  uniques: IndexDef[];
  /**
   * per tracked path, whether some document is irregular there. Only `true` is kept across
   * another connection's commits (it is safe: the side table is asked as well); `false` is asked
   * again after them, and turns `true` when this connection writes a key on the path
   */
  irregular: Map<string, boolean>;
  /** `{ path: <string or number> }` on a tracked path, translated once per path and state (the value's places in the parameters marked) */
  equality: Map<string, { where: string; params: unknown[] }>;
  /** this collection's writing statements, prepared once per schema */
  sql: Partial<Record<'insert' | 'update' | 'insertKey' | 'deleteKeys' | 'deleteKeysOnPath' | 'deleteRow', Database.Statement>>;
}

interface Row {
  seq: number;
  doc: string;
}

/** collections are the tables made with exactly this definition (the file may hold other tables: FTS5 indexes, the side tables) */
const TABLE_DEFINITION = '(seq INTEGER PRIMARY KEY, doc BLOB NOT NULL)';

/**
 * Documents are stored as SQLite's JSONB: json_extract reads a field without parsing the whole
 * text, which is what filters, sorts and counts do row by row (measured on 50,000 cases: sorted
 * pages 0.43-0.88 and counts 0.35-0.65 of the time with JSON text), at about 10 µs more per
 * document returned (rendering it as text for JSON.parse).
 */
const DOC_IN = 'jsonb(?)';
const DOC_OUT = 'json(doc)';

/** writes between two `PRAGMA optimize` */
const OPTIMIZE_EVERY = 20_000;
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const keysTable = (name: string) => `${name}#keys`;
const INDEX_NAME = /#(ix|ux):(\{.*\})$/;
/** a text index's table: the fields as given to createIndex in the name, as for the other indexes */
const textTableName = (collection: string, key: string) => `${collection}#text:${key}`;
/** the fields as given to createIndex, in the name: the store reads its indexes back from the schema */
const indexName = (collection: string, ix: { key: string; unique: boolean }) => `${collection}#${ix.unique ? 'ux' : 'ix'}:${ix.key}`;

/** a parameter standing for what text queries match, read when the query runs */
class TextParam {
  constructor(
    readonly collection: string,
    readonly matches: TextMatch[],
  ) {}
}

const isNoSuchTable = (err: unknown) => err instanceof Error && /no such table/.test(err.message);

export function createSqliteReadStore(file: string, opts: SqliteReadStoreOptions = {}): SqliteReadStore {
  const db = new Database(file);
  // the firm's records: readable by the portal's user only (before WAL mode makes the side files with the file's mode)
  if (file !== ':memory:') restrictSqliteFiles(file);
  db.pragma('journal_mode = WAL');
  // the projections' checkpoints live in this file: a crash loses the last commits and their checkpoints together, and the log has them
  db.pragma('synchronous = NORMAL');
  db.pragma(`busy_timeout = ${opts.busyTimeoutMs ?? 5000}`);
  db.pragma(`cache_size = ${-(opts.cacheKiB ?? 16 * 1024)}`);
  // a mapped file would count in RSS page by page as queries touch it
  db.pragma('mmap_size = 0');
  // the planner's statistics (which index is the narrower): SQLite's advice for long-lived connections, a bounded
  // ANALYZE at open and again as tables grow; without them an AND of two indexed conditions may walk the wider index
  db.pragma('analysis_limit = 1000');
  db.pragma('optimize = 0x10002');
  let writesSinceOptimize = 0;
  const wrote = () => {
    if (++writesSinceOptimize < OPTIMIZE_EVERY) return;
    writesSinceOptimize = 0;
    db.pragma('optimize');
    forget();
  };

  const stats = { docsRead: 0 };
  const parse = (text: string): Doc => {
    stats.docsRead++;
    return JSON.parse(text) as Doc;
  };

  // statements by SQL text; dropped when the schema changes (this process or another one)
  let statements = new Map<string, Database.Statement>();
  const stmt = (sql: string) => {
    let s = statements.get(sql);
    if (!s) {
      if (statements.size >= 1000) statements = new Map();
      statements.set(sql, (s = db.prepare(sql)));
    }
    return s;
  };

  // data_version moves when another connection commits (this one's own commits leave it)
  const versions = db.prepare('SELECT (SELECT schema_version FROM pragma_schema_version), (SELECT data_version FROM pragma_data_version)').raw();
  let knownSchema = -1;
  let knownData = -1;
  const metas = new Map<string, Meta>();
  const meta = (name: string): Meta => {
    const [schema, data] = versions.get() as [number, number];
    if (schema !== knownSchema) {
      knownSchema = schema;
      metas.clear();
      statements = new Map();
      invalidate();
    }
    if (data !== knownData) {
      knownData = data;
      invalidate();
      for (const m of metas.values()) for (const [path, known] of m.irregular) if (!known) m.irregular.delete(path);
    }
    let m = metas.get(name);
    if (!m) metas.set(name, (m = loadMeta(name)));
    return m;
  };
  const loadMeta = (name: string): Meta => {
    const exists = !!db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?").get(name);
    const indexes: IndexDef[] = [];
    if (exists) {
      for (const ixName of db.prepare("SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = ?").pluck().all(name) as string[]) {
        const m = INDEX_NAME.exec(ixName);
        if (m && ixName === `${name}#${m[1]}:${m[2]}`) indexes.push({ key: m[2], paths: Object.keys(JSON.parse(m[2]) as object), unique: m[1] === 'ux' });
      }
    }
    const tracked = new Set(indexes.flatMap((ix) => ix.paths));
    const texts: TextDef[] = [];
    if (exists) {
      for (const table of textTables(name)) {
        const key = table.slice(textTableName(name, '').length);
        let fields: unknown;
        try {
          fields = JSON.parse(key);
        } catch {
          continue;
        }
        if (!fields || typeof fields !== 'object') continue;
        const paths = Object.keys(fields);
        texts.push({ key, table, paths, parts: paths.map((p) => p.split('.')) });
      }
    }
    return { exists, indexes, texts, tracked, trackedPaths: [...tracked], uniques: indexes.filter((ix) => ix.unique), irregular: new Map(), equality: new Map(), sql: {} };
  };
  /** the FTS5 tables of the collection's text indexes (not their shadow tables, which are plain tables) */
  const textTables = (name: string) => {
    const prefix = textTableName(name, '');
    return db
      .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND substr(name, 1, length(?)) = ? AND sql LIKE 'CREATE VIRTUAL TABLE%' ORDER BY name")
      .pluck()
      .all(prefix, prefix) as string[];
  };
  const forget = () => {
    knownSchema = -1;
  };

  /*
   * What a text query matched is kept until the collection may have changed (as the memory store
   * keeps a filter's plan): a list's page, the decision to walk its sort index and its count read
   * the text index once, and so do other readers of the same list meanwhile. Anything this
   * connection writes to the collection, a rollback, a schema change or another connection's
   * commit lets it go.
   */
  let changes = 0;
  const collectionChanges = new Map<string, number>();
  const invalidate = (name?: string) => {
    if (name === undefined) changes++;
    else collectionChanges.set(name, (collectionChanges.get(name) ?? 0) + 1);
  };
  const TEXT_CACHE_ENTRIES = 32;
  /** larger answers are not kept (a two-letter-like search of a big firm): they are read again */
  const TEXT_CACHE_IDS = 20_000;
  const textCache = new Map<string, { stamp: string; ids: string }>();

  const ensureTable = (name: string): Meta => {
    const m = meta(name);
    if (m.exists) return m;
    const keys = quote(keysTable(name));
    db.exec(`CREATE TABLE IF NOT EXISTS ${quote(name)} ${TABLE_DEFINITION}`);
    db.exec(`CREATE TABLE IF NOT EXISTS ${keys} (path TEXT NOT NULL, key, seq INTEGER NOT NULL)`);
    db.exec(`CREATE INDEX IF NOT EXISTS ${quote(`${name}#keys:path`)} ON ${keys} (path, key, seq)`);
    db.exec(`CREATE INDEX IF NOT EXISTS ${quote(`${name}#keys:seq`)} ON ${keys} (seq, path)`);
    return meta(name);
  };

  /** the collections, and the names whose only tables are a text index (a search index without a collection of that name) */
  const names = () => {
    const collections = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND sql LIKE ?").pluck().all(`%${TABLE_DEFINITION}`) as string[];
    const texts = (db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name LIKE '%\\_\\_entries' ESCAPE '\\'").pluck().all() as string[]).map((t) => t.slice(0, -'__entries'.length));
    return [...new Set([...collections, ...texts])].sort();
  };

  const textIndexes = new Map<string, SearchIndex>();

  /**
   * runs `fn` in a transaction, or in a savepoint of the open one. IMMEDIATE: a write that reads
   * first (a lookup, a unique check) and then asks for the write lock would be refused at once
   * while another process writes, where asking at BEGIN waits (busy_timeout)
   */
  const inTransaction: <R>(fn: () => R) => R = db.transaction((fn: () => unknown) => fn()).immediate as never;

  const dropCollection = (name: string) => {
    inTransaction(() => {
      db.exec(`DROP TABLE IF EXISTS ${quote(name)}`);
      db.exec(`DROP TABLE IF EXISTS ${quote(keysTable(name))}`);
      // an FTS5 table takes its shadow tables with it
      for (const table of textTables(name)) db.exec(`DROP TABLE IF EXISTS ${quote(table)}`);
      // a collection's text index goes with it (a dropped generation's search entries)
      dropSqliteSearchIndex(db, name);
    });
    textIndexes.delete(name);
    forget();
    invalidate();
  };

  /*
   * atomically: BEGIN IMMEDIATE ... COMMIT around `work`, ROLLBACK when it throws. Calls take
   * turns (a queue); a call made inside `work` runs in the open transaction. The connection is
   * one: whatever other callers write while a transaction is open (a request's write between two
   * awaits of `work`) joins it and is committed or rolled back with it, and their reads see its
   * uncommitted changes. Each write outside `work` is its own transaction (a savepoint inside one).
   */
  const inside = new AsyncLocalStorage<true>();
  let queue: Promise<unknown> = Promise.resolve();
  const atomically = <T>(work: () => Promise<T>): Promise<T> => {
    if (inside.getStore()) return work();
    const run = async () => {
      db.exec('BEGIN IMMEDIATE');
      try {
        const result = await inside.run(true, work);
        db.exec('COMMIT');
        return result;
      } catch (err) {
        if (db.inTransaction) db.exec('ROLLBACK');
        invalidate();
        throw err;
      }
    };
    const result = queue.then(run, run);
    queue = result.catch(() => undefined);
    return result;
  };

  const handles = new Map<string, Collection>();

  const store: SqliteReadStore = {
    kind: 'sqlite',
    stats,
    atomically,
    /** FTS5 tables beside the collection `name`, in this file and its transactions (search/sqlite.ts) */
    textIndex(name) {
      let index = textIndexes.get(name);
      if (!index) textIndexes.set(name, (index = sqliteSearchIndex(db, name)));
      return index;
    },
    collection<T extends Doc = Doc>(name: string) {
      let handle = handles.get(name);
      if (!handle) handles.set(name, (handle = sqliteCollection(name)));
      return handle as unknown as Collection<T>;
    },
    async collections() {
      return names();
    },
    async dropAll() {
      inTransaction(() => {
        for (const name of names()) dropCollection(name);
      });
    },
    async dropCollection(name) {
      dropCollection(name);
    },
    async close() {
      await queue;
      if (db.open) {
        db.pragma('optimize');
        db.close();
      }
    },
    explain(name, filter = {}, findOpts = {}) {
      const m = meta(name);
      if (!m.exists) return [];
      const q = query(name, m, filter, findOpts.sort, Math.max(0, findOpts.skip ?? 0) + (findOpts.limit && findOpts.limit > 0 ? findOpts.limit : Infinity));
      const { sql, params } = q.exact && !q.jsSort ? paged(q, findOpts) : { sql: `SELECT seq, ${DOC_OUT} AS doc${q.from}${q.order}`, params: q.params };
      return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((r) => r.detail);
    },
  };

  // --- queries

  /** the filter's SQL and order; `jsSort` when SQLite cannot order these candidates as MongoDB does */
  interface Query {
    /** `FROM "table" WHERE ...`, its parameters */
    from: string;
    hasWhere: boolean;
    params: unknown[];
    /** ` ORDER BY ...`, empty when jsSort */
    order: string;
    exact: boolean;
    jsSort: boolean;
    test: (d: Doc) => boolean;
  }

  const irregularOn = (name: string, m: Meta, path: string) => {
    let known = m.irregular.get(path);
    if (known === undefined) m.irregular.set(path, (known = !!stmt(`SELECT EXISTS (SELECT 1 FROM ${quote(keysTable(name))} WHERE path = ?)`).pluck().get(path)));
    return known;
  };

  const context = (name: string, m: Meta): FilterContext => ({
    table: quote(name),
    keys: quote(keysTable(name)),
    state: (path) => (m.tracked.has(path) ? { tracked: true, irregular: irregularOn(name, m, path) } : { tracked: false, irregular: false }),
    text: (path) => {
      for (const t of m.texts) {
        const i = t.paths.indexOf(path);
        if (i >= 0) return { table: quote(t.table), column: `c${i}` };
      }
      return null;
    },
    // the matches are read when the query runs (params), so that a search's branches put together are read once
    textMatches: (matches) => ({ sql: 'seq IN (SELECT value FROM json_each(?))', params: [new TextParam(name, matches)] }),
  });

  /** the seqs of the documents the text queries match (their rowids), as a JSON array */
  const textMatched = ({ collection, matches }: TextParam): string => {
    const sql = matches.map((m) => `SELECT rowid FROM ${m.table} WHERE ${m.table} MATCH ?`).join(' UNION ');
    const params = matches.map(textQuery);
    const key = `${sql}\u0000${params.join('\u0000')}`;
    const stamp = `${changes}:${collectionChanges.get(collection) ?? 0}`;
    const kept = textCache.get(key);
    if (kept && kept.stamp === stamp) {
      textCache.delete(key);
      textCache.set(key, kept);
      return kept.ids;
    }
    const seqs = stmt(sql).pluck().all(...params) as number[];
    const ids = JSON.stringify(seqs);
    textCache.delete(key);
    if (seqs.length <= TEXT_CACHE_IDS) {
      textCache.set(key, { stamp, ids });
      if (textCache.size > TEXT_CACHE_ENTRIES) textCache.delete(textCache.keys().next().value!);
    }
    return ids;
  };
  const withTextMatches = (params: unknown[]) => (params.some((p) => p instanceof TextParam) ? params.map((p) => (p instanceof TextParam ? textMatched(p) : p)) : params);

  /** the value's places in a translation's parameters */
  const VALUE = Symbol('value');

  /** the WHERE of `{ path: value }` for a string or number on a tracked path (exact), else null */
  const equality = (name: string, m: Meta, filter: Filter): { where: string; params: unknown[] } | null => {
    let path: string | undefined;
    for (const key in filter) {
      if (path !== undefined) return null;
      path = key;
    }
    if (path === undefined || !m.tracked.has(path)) return null;
    const value = filter[path];
    if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) return null;
    const cacheKey = `${irregularOn(name, m, path) ? 'i' : 'r'}${path}`;
    let entry = m.equality.get(cacheKey);
    if (!entry) {
      // a string stands for the value while translating: strings and numbers translate alike (sqliteFilter's `equals`)
      const marker = `\u0000${path}`;
      const t = translateFilter({ [path]: marker }, context(name, m));
      if (!t.exact || t.sql === '1') return null;
      entry = { where: ` WHERE ${t.sql}`, params: t.params.map((p) => (p === marker ? VALUE : p)) };
      m.equality.set(cacheKey, entry);
    }
    return { where: entry.where, params: entry.params.map((p) => (p === VALUE ? value : p)) };
  };

  /** `wanted`: skip + limit of a page, so a sort may walk its index instead of sorting every match */
  const query = (name: string, m: Meta, filter: Filter, sort?: Sort, wanted = Infinity): Query => {
    if (!sort) {
      const eq = equality(name, m, filter);
      if (eq) return { from: ` FROM ${quote(name)}${eq.where}`, hasWhere: true, params: eq.params, order: ' ORDER BY seq', exact: true, jsSort: false, test: () => true };
    }
    const ctx = context(name, m);
    const translated = translateFilter(filter, ctx);
    const t = { ...translated, params: withTextMatches(translated.params) };
    const where = t.sql === '1' ? '' : ` WHERE ${t.sql}`;
    const table = quote(name);
    const test = t.exact ? () => true : predicate(filter);
    const keys = sort ? Object.entries(sort) : [];
    let order = ' ORDER BY seq';
    let jsSort = false;
    if (keys.length) {
      const terms: string[] = [];
      for (const [path, dir] of keys) {
        const jp = jsonPath(path);
        const regular =
          jp !== null &&
          (m.tracked.has(path)
            ? !ctx.state(path).irregular
            : !stmt(`SELECT EXISTS (SELECT 1 FROM ${table}${where ? `${where} AND` : ' WHERE'} (${irregularOnPath(jp)}))`).pluck().get(...t.params));
        if (!regular) {
          jsSort = true;
          break;
        }
        terms.push(`${field(jp)}${dir === -1 ? ' DESC' : ''}`);
      }
      if (!jsSort) order = ` ORDER BY ${terms.join(', ')}, seq`;
    }
    const walk = keys.length && !jsSort && where && Number.isFinite(wanted) ? walkable(name, m, keys[0][0], ` FROM ${table}${where}`, t.params, wanted) : '';
    return { from: ` FROM ${table}${walk}${where}`, hasWhere: !!where, params: t.params, order: jsSort ? '' : order, exact: t.exact, jsSort, test };
  };

  /**
   * ` INDEXED BY "index"` when a page is cheaper read by walking the sort's index and testing each
   * document than by sorting every match (what SQLite picks when the filter has an index of its
   * own): walking reads about wanted × total / matches documents, sorting reads every match. The
   * matches are counted only up to where the answer is known.
   */
  const walkable = (name: string, m: Meta, sortPath: string, from: string, params: unknown[], wanted: number): string => {
    const ix = m.indexes.find((x) => x.paths[0] === sortPath);
    if (!ix) return '';
    // about the number of documents (the greatest seq counts deleted ones too), from the table's end
    const total = stmt(`SELECT max(seq) FROM ${quote(name)}`).pluck().get() as number | null;
    if (!total) return '';
    const enough = Math.ceil(Math.sqrt(wanted * total));
    const matches = stmt(`SELECT count(*) FROM (SELECT 1${from} LIMIT ?)`).pluck().get(...params, enough) as number;
    return matches >= enough ? ` INDEXED BY ${quote(indexName(name, ix))}` : '';
  };

  /** the query's rows in its order */
  const rows = (q: Query) => stmt(`SELECT seq, ${DOC_OUT} AS doc${q.from}${q.order}`).iterate(...q.params) as IterableIterator<Row>;

  /** the query's page in SQL (for an exact filter and order) */
  const paged = (q: Query, o: FindOptions) => {
    const skip = Math.max(0, o.skip ?? 0);
    const limit = o.limit && o.limit > 0 ? o.limit : -1;
    return { sql: `SELECT seq, ${DOC_OUT} AS doc${q.from}${q.order} LIMIT ? OFFSET ?`, params: [...q.params, limit, skip] };
  };

  /** runs a read; a collection that does not exist (or was just dropped by another process) reads as empty */
  const reading = <R>(name: string, empty: R, read: (m: Meta) => R): R => {
    const m = meta(name);
    if (!m.exists) return empty;
    try {
      return read(m);
    } catch (err) {
      if (!isNoSuchTable(err)) throw err;
      forget();
      return empty;
    }
  };

  /*
   * A write is all or nothing. Alone it is its own transaction (BEGIN IMMEDIATE: its reads and its
   * statements together). Inside an open transaction, a write whose changes are one statement is
   * atomic as SQLite makes every statement; one of several statements takes a savepoint (`landing`).
   * Every check that may refuse a write (unique keys, the caller's function, the update) runs before
   * its first statement. A savepoint per write had doubled the cost of an update inside a
   * transaction (SQLite copies every page it changes to the savepoint's journal first).
   */
  /** true while a write runs in the transaction `writing` opened for it alone: its statements need no savepoint */
  let alone = false;
  const landing = <R>(statements: number, fn: () => R): R => (statements > 1 && !alone ? inTransaction(fn) : fn());

  /** runs a write atomically, making the table first; once more if another process dropped it meanwhile */
  const writing = <R>(name: string, write: (m: Meta) => R): R => {
    const run = () => {
      const was = alone;
      try {
        if (!db.inTransaction) {
          return inTransaction(() => {
            alone = true;
            return write(ensureTable(name));
          });
        }
        alone = false;
        const m = meta(name);
        return m.exists ? write(m) : inTransaction(() => write(ensureTable(name)));
      } finally {
        alone = was;
      }
    };
    wrote();
    try {
      return run();
    } catch (err) {
      if (!isNoSuchTable(err)) throw err;
      forget();
      return run();
    } finally {
      // what the collection's text queries matched (also after a write that failed half-way and was taken back)
      invalidate(name);
    }
  };

  /** the matching documents in insertion order (a caller that stops early ends the statement) */
  function* matches(name: string, m: Meta, filter: Filter): Generator<{ seq: number; doc: Doc }> {
    const q = query(name, m, filter);
    for (const row of rows(q)) {
      const doc = parse(row.doc);
      if (q.test(doc)) yield { seq: row.seq, doc };
    }
  }

  /** the first match in insertion order, other than the document `notSeq` */
  const first = (name: string, m: Meta, filter: Filter, notSeq?: number): { seq: number; doc: Doc } | null => {
    const q = query(name, m, filter);
    if (q.exact) {
      // one row: .get() costs a fifth of opening an iterator
      const other = notSeq === undefined ? '' : `${q.hasWhere ? ' AND' : ' WHERE'} seq != ?`;
      const row = stmt(`SELECT seq, ${DOC_OUT} AS doc${q.from}${other}${q.order} LIMIT 1`).get(...q.params, ...(notSeq === undefined ? [] : [notSeq])) as Row | undefined;
      return row ? { seq: row.seq, doc: parse(row.doc) } : null;
    }
    for (const row of rows(q)) {
      if (row.seq === notSeq) continue;
      const doc = parse(row.doc);
      if (q.test(doc)) return { seq: row.seq, doc };
    }
    return null;
  };

  // --- writes

  const withoutId = (doc: Doc): Doc => {
    if (!('_id' in doc)) return doc;
    const { _id, ...rest } = doc;
    return rest;
  };

  const checkUnique = (name: string, m: Meta, doc: Doc, self?: number) => {
    for (const ix of m.indexes) {
      if (!ix.unique) continue;
      for (const tuple of uniqueKeys(ix, doc)) {
        const other = first(name, m, Object.fromEntries(ix.paths.map((p, i) => [p, tuple[i]])), self);
        if (other) throw new DuplicateKeyError(`E11000 duplicate key error collection: ${name} index: ${ix.key} dup key: ${JSON.stringify(tuple)}`);
      }
    }
  };

  const statement = (name: string, m: Meta, which: keyof Meta['sql']) => {
    const table = quote(name);
    const keys = quote(keysTable(name));
    const sql = {
      insert: `INSERT INTO ${table} (doc) VALUES (${DOC_IN})`,
      update: `UPDATE ${table} SET doc = ${DOC_IN} WHERE seq = ?`,
      insertKey: `INSERT INTO ${keys} (path, key, seq) VALUES (?, ?, ?)`,
      deleteKeys: `DELETE FROM ${keys} WHERE seq = ?`,
      deleteKeysOnPath: `DELETE FROM ${keys} WHERE seq = ? AND path = ?`,
      deleteRow: `DELETE FROM ${table} WHERE seq = ?`,
    }[which];
    return (m.sql[which] ??= stmt(sql));
  };

  /** a document's side-table keys, per tracked path where it is irregular */
  const keysOf = (m: Meta, doc: Doc) => {
    let out: Map<string, unknown[]> | null = null;
    for (const path of m.trackedPaths) {
      const keys = sideKeys(doc, path);
      if (keys) (out ??= new Map()).set(path, keys);
    }
    return out;
  };
  const count = (keys: Map<string, unknown[]> | null) => {
    let n = 0;
    if (keys) for (const k of keys.values()) n += k.length;
    return n;
  };

  /** every document of a table, a page of 500 at a time (an index declared over a collection already filled) */
  const eachStored = (table: string, visit: (seq: number, doc: Doc) => void) => {
    for (let after = 0; ; ) {
      const rows = stmt(`SELECT seq, ${DOC_OUT} AS doc FROM ${table} WHERE seq > ? ORDER BY seq LIMIT 500`).all(after) as Row[];
      if (!rows.length) return;
      for (const row of rows) visit(row.seq, parse(row.doc));
      after = rows[rows.length - 1].seq;
    }
  };

  /** a document's texts in each text index of the collection */
  const textsOf = (m: Meta, doc: Doc): Texts => {
    const out: Texts = [];
    for (const t of m.texts) {
      let any = false;
      const columns = t.parts.map((parts) => {
        const strings: string[] = [];
        for (const v of valuesAt(doc, parts)) if (typeof v === 'string') strings.push(v);
        const text = indexedText(strings);
        if (text !== null) any = true;
        return text;
      });
      out.push(any ? columns : null);
    }
    return out;
  };
  const textRows = (texts: Texts) => texts.reduce((n, t) => n + (t ? 1 : 0), 0);
  const sameTexts = (a: (string | null)[] | null, b: (string | null)[] | null) => (!a || !b ? a === b : a.every((x, i) => x === b[i]));
  const insertTexts = (t: TextDef, seq: number, columns: (string | null)[]) =>
    stmt(`INSERT INTO ${quote(t.table)} (rowid, ${columns.map((_, i) => `c${i}`).join(', ')}) VALUES (?${', ?'.repeat(columns.length)})`).run(seq, ...columns);
  const deleteTexts = (t: TextDef, seq: number) => stmt(`DELETE FROM ${quote(t.table)} WHERE rowid = ?`).run(seq);

  const writeKeys = (name: string, m: Meta, seq: number, keys: Map<string, unknown[]> | null) => {
    if (!keys) return;
    const insert = statement(name, m, 'insertKey');
    for (const [path, values] of keys) {
      m.irregular.set(path, true);
      for (const key of values) insert.run(path, key, seq);
    }
  };

  const insert = (name: string, m: Meta, doc: Doc) => {
    const stored = withoutId(doc);
    checkUnique(name, m, stored);
    const text = JSON.stringify(stored);
    const keys = keysOf(m, stored);
    const texts = textsOf(m, stored);
    landing(1 + count(keys) + textRows(texts), () => {
      const seq = Number(statement(name, m, 'insert').run(text).lastInsertRowid);
      writeKeys(name, m, seq, keys);
      m.texts.forEach((t, i) => texts[i] && insertTexts(t, seq, texts[i]));
    });
  };

  /** what a write needs to know of the document it replaces, taken before an update changes it in place */
  const before = (m: Meta, doc: Doc) => ({
    keys: keysOf(m, doc),
    texts: textsOf(m, doc),
    unique: m.uniques.length ? uniqueSignature(m, doc) : '',
  });
  const uniqueSignature = (m: Meta, doc: Doc) => JSON.stringify(m.uniques.map((ix) => uniqueKeys(ix, doc)));

  const sameKeys = (a: unknown[] | undefined, b: unknown[] | undefined) => {
    if (!a || !b) return a === b;
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) {
      const x = a[i];
      const y = b[i];
      if (x === y) continue;
      if (!Buffer.isBuffer(x) || !Buffer.isBuffer(y) || !x.equals(y)) return false;
    }
    return true;
  };

  const replace = (name: string, m: Meta, seq: number, was: ReturnType<typeof before>, next: Doc) => {
    const stored = withoutId(next);
    // most writes keep their unique fields (a projection rewriting a document by id): nothing to look up
    if (m.uniques.length && uniqueSignature(m, stored) !== was.unique) checkUnique(name, m, stored, seq);
    const text = JSON.stringify(stored);
    const keys = keysOf(m, stored);
    // most writes keep the keys too (a case's lawyers and parties): the side table is left alone
    let statements = 1;
    let changed: string[] | null = null;
    for (const path of m.trackedPaths) {
      const old = was.keys?.get(path);
      const now = keys?.get(path);
      if (sameKeys(old, now)) continue;
      (changed ??= []).push(path);
      statements += (old ? 1 : 0) + (now?.length ?? 0);
    }
    // and the texts (most writes keep them: a case's status, its hearings)
    const texts = textsOf(m, stored);
    const retexted = m.texts.filter((_, i) => !sameTexts(was.texts[i], texts[i]));
    statements += 2 * retexted.length;
    landing(statements, () => {
      statement(name, m, 'update').run(text, seq);
      for (const t of retexted) {
        const i = m.texts.indexOf(t);
        if (was.texts[i]) deleteTexts(t, seq);
        if (texts[i]) insertTexts(t, seq, texts[i]);
      }
      if (!changed) return;
      const insertKey = statement(name, m, 'insertKey');
      for (const path of changed) {
        if (was.keys?.has(path)) statement(name, m, 'deleteKeysOnPath').run(seq, path);
        const now = keys?.get(path);
        if (!now) continue;
        m.irregular.set(path, true);
        for (const key of now) insertKey.run(path, key, seq);
      }
    });
  };

  /** `doc`: the document removed, when known (without keys in the side table, one statement) */
  const remove = (name: string, m: Meta, seq: number, doc?: Doc) => {
    const keyed = doc === undefined || keysOf(m, doc) !== null;
    const texts = doc === undefined ? null : textsOf(m, doc);
    const texted = m.texts.filter((_, i) => !texts || texts[i]);
    landing((keyed ? 2 : 1) + texted.length, () => {
      statement(name, m, 'deleteRow').run(seq);
      if (keyed) statement(name, m, 'deleteKeys').run(seq);
      for (const t of texted) deleteTexts(t, seq);
    });
  };

  function sqliteCollection(name: string): Collection {
    if (!name) throw new Error('collection name required');
    const table = quote(name);
    const keys = quote(keysTable(name));
    return {
      async find(filter = {}, o = {}) {
        return reading(name, [], (m) => {
          const skip = Math.max(0, o.skip ?? 0);
          const limit = o.limit && o.limit > 0 ? o.limit : Infinity;
          const q = query(name, m, filter, o.sort, skip + limit);
          if (q.jsSort) {
            const found: Entry[] = [];
            for (const row of rows(q)) {
              const doc = parse(row.doc);
              if (q.test(doc)) found.push({ seq: row.seq, doc });
            }
            return sortEntries(found, o.sort!, skip + limit)
              .slice(skip, skip + limit)
              .map((e) => e.doc);
          }
          if (q.exact) {
            const p = paged(q, o);
            return (stmt(p.sql).all(...p.params) as Row[]).map((r) => parse(r.doc));
          }
          const out: Doc[] = [];
          let skipped = 0;
          for (const row of rows(q)) {
            const doc = parse(row.doc);
            if (!q.test(doc)) continue;
            if (skipped < skip) skipped++;
            else if (out.length < limit) out.push(doc);
            if (out.length >= limit) break;
          }
          return out;
        });
      },
      async findOne(filter) {
        return reading(name, null, (m) => first(name, m, filter)?.doc ?? null);
      },
      async count(filter = {}) {
        return reading(name, 0, (m) => {
          const q = query(name, m, filter);
          if (q.exact) return stmt(`SELECT count(*)${q.from}`).pluck().get(...q.params) as number;
          let n = 0;
          for (const row of rows(q)) if (q.test(parse(row.doc))) n++;
          return n;
        });
      },
      async insertOne(doc) {
        writing(name, (m) => insert(name, m, doc));
      },
      async replaceOne(filter, doc, o = {}) {
        writing(name, (m) => {
          const hit = first(name, m, filter);
          if (hit) replace(name, m, hit.seq, before(m, hit.doc), doc);
          else if (o.upsert) insert(name, m, doc);
        });
      },
      async modifyOne(filter, change) {
        writing(name, (m) => {
          const hit = first(name, m, filter);
          const next = change(hit ? hit.doc : null);
          if (hit) {
            if (next === hit.doc) return;
            if (next) replace(name, m, hit.seq, before(m, hit.doc), next);
            else remove(name, m, hit.seq, hit.doc);
          } else if (next) insert(name, m, next);
        });
      },
      async updateOne(filter, update, o = {}) {
        checkUpdate(update);
        return writing(name, (m) => {
          const hit = first(name, m, filter);
          if (hit) {
            // the parsed document is ours: updated in place
            const was = before(m, hit.doc);
            applyUpdate(hit.doc, update, false);
            replace(name, m, hit.seq, was, hit.doc);
            return 1;
          }
          if (o.upsert) {
            const doc = seedFromFilter(filter);
            applyUpdate(doc, update, true);
            insert(name, m, doc);
          }
          return 0;
        });
      },
      async updateMany(filter, update) {
        checkUpdate(update);
        // a later document's unique key may refuse the update after earlier ones were written
        return writing(name, (m) =>
          landing(2, () => {
            // read every match before writing: a statement being iterated cannot share the connection with writes
            const hits = [...matches(name, m, filter)];
            for (const hit of hits) {
              const was = before(m, hit.doc);
              applyUpdate(hit.doc, update, false);
              replace(name, m, hit.seq, was, hit.doc);
            }
            return hits.length;
          }),
        );
      },
      async deleteOne(filter) {
        return writing(name, (m) => {
          const hit = first(name, m, filter);
          if (!hit) return 0;
          remove(name, m, hit.seq, hit.doc);
          return 1;
        });
      },
      async deleteMany(filter = {}) {
        return writing(name, (m) => {
          const q = query(name, m, filter);
          if (q.exact) {
            // no irregular document, no key in the side table: one statement
            const keyed = m.trackedPaths.some((p) => irregularOn(name, m, p));
            return landing(keyed || m.texts.length ? 2 : 1, () => {
              if (!Object.keys(filter).length) {
                if (keyed) stmt(`DELETE FROM ${keys}`).run();
                for (const t of m.texts) stmt(`INSERT INTO ${quote(t.table)} (${quote(t.table)}) VALUES ('delete-all')`).run();
                return stmt(`DELETE FROM ${table}`).run().changes;
              }
              // the rows first: the filter may read the side table and the text indexes
              const seqs = stmt(`DELETE${q.from} RETURNING seq`).pluck().all(...q.params) as number[];
              for (const seq of seqs) {
                if (keyed) statement(name, m, 'deleteKeys').run(seq);
                for (const t of m.texts) deleteTexts(t, seq);
              }
              return seqs.length;
            });
          }
          const hits = [...matches(name, m, filter)];
          return landing(hits.length > 1 ? 2 : 1, () => {
            for (const hit of hits) remove(name, m, hit.seq, hit.doc);
            return hits.length;
          });
        });
      },
      async createIndex(fields, o = {}) {
        const paths = Object.keys(fields);
        if (!paths.length) throw new Error('createIndex needs at least one field');
        const jps = paths.map((p) => {
          const jp = jsonPath(p);
          if (!jp) throw new Error(`createIndex: the SQLite read store cannot index the path ${p}`);
          return jp;
        });
        const key = JSON.stringify(fields);
        if (isTextIndex(fields, o)) {
          writing(name, (m) => landing(2, () => {
            if (m.texts.some((t) => t.key === key)) return;
            const def: TextDef = { key, table: textTableName(name, key), paths, parts: paths.map((p) => p.split('.')) };
            db.exec(
              `CREATE VIRTUAL TABLE IF NOT EXISTS ${quote(def.table)} USING fts5(${paths.map((_, i) => `c${i}`).join(', ')}, ` +
                `tokenize = 'trigram case_sensitive 1', content = '', contentless_delete = 1)`,
            );
            // the documents already there (a collection built before its text index was declared)
            const only = { ...m, texts: [def] };
            eachStored(table, (seq, doc) => {
              const [columns] = textsOf(only, doc);
              if (columns) insertTexts(def, seq, columns);
            });
          }));
          return;
        }
        writing(name, (m) => landing(2, () => {
          if (m.indexes.some((ix) => ix.key === key)) return;
          const def: IndexDef = { key, paths, unique: !!o.unique };
          const fresh = paths.filter((p) => !m.tracked.has(p));
          if (fresh.length || def.unique) {
            // the documents already there: their keys on the new paths, and no duplicate under a unique index
            const seen = new Set<string>();
            eachStored(table, (seq, doc) => {
              for (const path of fresh) for (const k of sideKeys(doc, path) ?? []) stmt(`INSERT INTO ${keys} (path, key, seq) VALUES (?, ?, ?)`).run(path, k, seq);
              if (def.unique)
                for (const tuple of uniqueKeys(def, doc)) {
                  const id = JSON.stringify(tuple);
                  if (seen.has(id)) throw new DuplicateKeyError(`E11000 duplicate key error collection: ${name} index: ${key} dup key: ${id}`);
                  seen.add(id);
                }
            });
          }
          const columns = jps.map((jp, i) => `${field(jp)}${fields[paths[i]] === -1 ? ' DESC' : ''}`);
          db.exec(`CREATE INDEX IF NOT EXISTS ${quote(indexName(name, def))} ON ${table} (${columns.join(', ')})`);
        }));
      },
    };
  }

  return store;
}

const isScalar = (v: unknown) => v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** the key tuples a document holds under a unique index: null for missing (MongoDB counts it), each element of an array on a one-field index */
function uniqueKeys(ix: { paths: string[] }, doc: Doc): unknown[][] {
  const perPath = ix.paths.map((p) => [...new Set(valuesAt(doc, p.split('.')).map((v) => (v === undefined ? null : v)).filter(isScalar))]);
  if (perPath.length === 1) return perPath[0].map((v) => [v]);
  if (perPath.some((vals) => !vals.length)) return [];
  return [perPath.map((vals) => vals[0])];
}
