import type { Database } from 'better-sqlite3';
import { searchKinds, searchWords, type SearchEntry } from '@lawfirm/contracts';
import { candidatesFor, ranked, withParentKinds, type SearchIndex, type SearchScope } from './index.js';

/** The tables of the index named `name` (e.g. `g3.search_entries`): FTS5 adds shadow tables `${text}_data`, `_idx`, `_docsize`, `_config`. */
export const sqliteSearchTables = (name: string) => ({ entries: `${name}__entries`, text: `${name}__fts` });

const quoted = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/** Removes the index's tables (a dropped generation); nothing happens when they do not exist. */
export function dropSqliteSearchIndex(db: Database, name: string): void {
  const t = sqliteSearchTables(name);
  db.exec(`DROP TABLE IF EXISTS ${quoted(t.text)}; DROP TABLE IF EXISTS ${quoted(t.entries)};`);
}

/**
 * A query word as an FTS5 string: whatever it holds (`"`, `*`, `NEAR`, `-`, `OR`) is a word to
 * find, never the query syntax. Our words hold no `"`; doubled anyway.
 */
const phrase = (word: string) => `"${word.replace(/"/g, '""')}"`;

/** An entry's kind as FTS5 indexes it: a token no query word can be (`searchWords` takes a leading `.` off every word). */
const kindToken = (kind: string) => `.${kind}`;

/** What FTS5 indexes of an entry: its words as `searchWords` splits them, one space apart, and its kind. */
const indexed = (entry: SearchEntry) => ({
  text: searchWords(entry.text).join(' '),
  numbers: searchWords(entry.numbers.join(' ')).join(' '),
  kind: kindToken(entry.kind),
});

type Row = { json: string };
type Candidate = Row & { key: string };

/**
 * The search index in an SQLite database, for the SQLite read store (`ReadStore.textIndex`): an
 * entries table (the entry's JSON, with the columns the scope, `removeOfFile` and the children of a
 * parent are found by) and an FTS5 table over each entry's words, both named after `name`.
 *
 * Every write is a plain statement: the caller's transaction (a projection's changes and its
 * checkpoint) holds them; this index never begins or commits one.
 *
 * - Words are split by `searchWords` on both sides and stored space-joined; FTS5's `ascii`
 *   tokenizer (with `/`, `.`, `-` as word characters) then splits exactly there: it takes every
 *   non-ASCII character as part of a word, so it cannot split an Arabic word or a letter its Unicode
 *   tables do not know, nor fold one differently from the normaliser (`unicode61` would, with its
 *   own letter categories and diacritics folding). A query word is therefore always one token.
 * - Contentless (`content=''`, `contentless_delete=1`): the entries table already holds the text,
 *   a second copy in FTS5 would only double the file; an entry is deleted by its rowid, without the
 *   old text that an external-content table needs to be given back exactly (or its index is corrupt).
 * - `detail=none`: a query is single-token phrases only, so positions and columns are never needed.
 *   Without positions FTS5's bm25 has no term frequencies: it is 0 for every row, so `ORDER BY rank`
 *   scored every match and sorted them only to give them back in rowid order. Matches are taken in
 *   rowid order (the index's own order, the same entries as before), and FTS5 stops at the limit
 *   however many entries hold the words.
 * - A third column holds one token for the entry's kind (`.cases`; a query word never begins with
 *   `.`, `searchWords` strips it): a search of some kinds (an employee's directory clients, an
 *   admin whose role sees fewer kinds) asks FTS5 for `(words) AND (".clients")`, which skips from
 *   one match of the kind to the next instead of reading every entry the words match. A table made
 *   before the column keeps working (the kinds are filtered on the entries alone) until its
 *   projection is rebuilt.
 * - A search takes the entries having every query word as a whole word first, then, when those are
 *   fewer than the candidates wanted, those where every query word begins a word (`prefix` indexes
 *   of 1 to 4 characters answer short prefixes from one list each); each in rowid order, stopping at
 *   `candidatesFor(limit)`. Only those are read and ranked (`ranked`, as the other indexes).
 * - A scope of cases and files (a lawyer's) is bound as JSON arrays (`json_each`), never written
 *   into the SQL; its entries are found by their `caseId` and `fileId` indexes first.
 */
export function sqliteSearchIndex(db: Database, name: string): SearchIndex {
  const t = sqliteSearchTables(name);
  const entries = quoted(t.entries);
  const fts = quoted(t.text);
  db.exec(`
    CREATE TABLE IF NOT EXISTS ${entries} (
      doc INTEGER PRIMARY KEY,
      key TEXT NOT NULL UNIQUE,
      kind TEXT NOT NULL,
      caseId INTEGER,
      fileId INTEGER,
      parentKey TEXT,
      json TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${quoted(`${t.entries}_caseId`)} ON ${entries} (caseId) WHERE caseId IS NOT NULL;
    CREATE INDEX IF NOT EXISTS ${quoted(`${t.entries}_fileId`)} ON ${entries} (fileId) WHERE fileId IS NOT NULL;
    CREATE INDEX IF NOT EXISTS ${quoted(`${t.entries}_parentKey`)} ON ${entries} (parentKey) WHERE parentKey IS NOT NULL;
    CREATE VIRTUAL TABLE IF NOT EXISTS ${fts} USING fts5(
      text, numbers, kind,
      content = '', contentless_delete = 1, detail = none,
      tokenize = "ascii tokenchars '/.-'", prefix = '1 2 3 4'
    );
  `);
  // a table made before the kind column (a generation built by the projection's version 1) is searched without it
  const byKind = db.prepare(`SELECT * FROM ${fts} LIMIT 0`).columns().some((c) => c.name === 'kind');
  // the doc id is the FTS rowid: an INTEGER PRIMARY KEY, which VACUUM keeps (an implicit rowid it may renumber)
  const old = db.prepare<[string], { doc: number; json: string }>(`SELECT doc, json FROM ${entries} WHERE key = ?`);
  const insert = db.prepare(`INSERT INTO ${entries} (key, kind, caseId, fileId, parentKey, json) VALUES (?, ?, ?, ?, ?, ?)`);
  const update = db.prepare(`UPDATE ${entries} SET kind = ?, caseId = ?, fileId = ?, parentKey = ?, json = ? WHERE doc = ?`);
  const insertWords = db.prepare<unknown[]>(
    byKind ? `INSERT INTO ${fts} (rowid, text, numbers, kind) VALUES (?, ?, ?, ?)` : `INSERT INTO ${fts} (rowid, text, numbers) VALUES (?, ?, ?)`,
  );
  const writeWords = (doc: number | bigint, entry: SearchEntry) => {
    const words = indexed(entry);
    insertWords.run(doc, words.text, words.numbers, ...(byKind ? [words.kind] : []));
  };
  const deleteWords = db.prepare(`DELETE FROM ${fts} WHERE rowid = ?`);
  const deleteEntry = db.prepare(`DELETE FROM ${entries} WHERE doc = ?`);
  const wordsOfFile = db.prepare(`DELETE FROM ${fts} WHERE rowid IN (SELECT doc FROM ${entries} WHERE fileId = ?)`);
  const entriesOfFile = db.prepare(`DELETE FROM ${entries} WHERE fileId = ?`);
  const byKeys = db.prepare<[string], Row>(`SELECT json FROM ${entries} WHERE key IN (SELECT value FROM json_each(?))`);
  const childrenOf = db.prepare<[string, number], Row>(
    `SELECT e.json FROM json_each(?) p JOIN ${entries} e ON e.parentKey = p.value ORDER BY p.key, e.doc LIMIT ?`,
  );
  // the scope is bound as JSON arrays, however many cases a lawyer holds; matches in the index's
  // order (rowid), so FTS5 stops at the limit (bm25 is 0 for every row with detail=none, see above)
  const matching = (where: string) =>
    db.prepare<Record<string, unknown>, Candidate>(
      `SELECT e.key, e.json FROM ${fts} f JOIN ${entries} e ON e.doc = f.rowid WHERE ${fts} MATCH $match ${where} ORDER BY f.rowid LIMIT $limit`,
    );
  /** the words' match narrowed to some kinds in FTS5 itself, where the table has their tokens */
  const ofKindsMatch = (match: string, kinds: readonly string[]) => (byKind ? `(${match}) AND (${kinds.map((k) => phrase(kindToken(k))).join(' OR ')})` : match);
  const ofKinds = 'AND e.kind IN (SELECT value FROM json_each($kinds))';
  const ofCasesOrFiles = 'AND (e.caseId IN (SELECT value FROM json_each($caseIds)) OR e.fileId IN (SELECT value FROM json_each($fileIds)))';
  const find = {
    everything: matching(''),
    kinds: matching(ofKinds),
    restricted: matching(`${ofKinds} ${ofCasesOrFiles}`),
    // from the scope's entries (caseId, fileId indexes), each looked up in the list of matches (`+`: not by its rowid)
    withinScope: db.prepare<Record<string, unknown>, Candidate>(
      `SELECT e.key, e.json FROM ${entries} e WHERE 1 ${ofKinds} ${ofCasesOrFiles} AND +e.doc IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH $match) LIMIT $limit`,
    ),
  };
  const candidates = (match: string, scope: SearchScope, limit: number) => {
    const params: Record<string, unknown> = { match, limit };
    if (!scope.caseIds && !scope.fileIds)
      return searchKinds.every((k) => scope.kinds.includes(k))
        ? find.everything.all(params)
        : find.kinds.all({ ...params, match: ofKindsMatch(match, scope.kinds), kinds: JSON.stringify(scope.kinds) });
    Object.assign(params, { kinds: JSON.stringify(scope.kinds), caseIds: JSON.stringify([...(scope.caseIds ?? [])]), fileIds: JSON.stringify([...(scope.fileIds ?? [])]) });
    // A lawyer's cases and files hold a few of a common word's matches: walking them is many times
    // cheaper than ranking every match of the firm and keeping those in scope. When they all fit,
    // they are all candidates; only when more match are the first matches in the index's order taken.
    const all = find.withinScope.all({ ...params, limit: limit + 1 });
    return all.length <= limit ? all : find.restricted.all({ ...params, match: ofKindsMatch(match, scope.kinds) });
  };
  const parse = (rows: Row[]) => rows.map((r) => JSON.parse(r.json) as SearchEntry);
  const lookup = {
    childrenOf: async (parentKeys: string[], max: number) => parse(childrenOf.all(JSON.stringify(parentKeys), max)),
    byKeys: async (keys: string[]) => parse(byKeys.all(JSON.stringify(keys))),
  };
  const columns = (e: SearchEntry) => [e.kind, e.caseId ?? null, e.fileId ?? null, e.parentKey ?? null, JSON.stringify(e)] as const;
  return {
    async upsert(entry) {
      const was = old.get(entry.key);
      if (!was) {
        writeWords(insert.run(entry.key, ...columns(entry)).lastInsertRowid, entry);
        return;
      }
      update.run(...columns(entry), was.doc);
      const before = JSON.parse(was.json) as SearchEntry;
      // most events of a case (updates, status) leave its words as they were: FTS5 is left alone
      if (before.text === entry.text && before.numbers.join(' ') === entry.numbers.join(' ') && before.kind === entry.kind) return;
      deleteWords.run(was.doc);
      writeWords(was.doc, entry);
    },
    async remove(key) {
      const was = old.get(key);
      if (!was) return;
      deleteWords.run(was.doc);
      deleteEntry.run(was.doc);
    },
    async removeOfFile(fileId) {
      wordsOfFile.run(fileId);
      entriesOfFile.run(fileId);
    },
    async clear() {
      db.prepare(`INSERT INTO ${fts} (${fts}) VALUES ('delete-all')`).run();
      db.prepare(`DELETE FROM ${entries}`).run();
    },
    async search(query, scope, limit) {
      const words = searchWords(query);
      if (!words.length) return [];
      const wide = withParentKinds(scope);
      const wanted = candidatesFor(limit);
      // whole words rank before prefixes (rankSearch): they are taken first, and prefixes only to fill up
      const whole = candidates(words.map(phrase).join(' '), wide, wanted);
      if (whole.length < wanted) {
        const found = new Set(whole.map((r) => r.key));
        const prefixed = candidates(words.map((w) => `${phrase(w)}*`).join(' '), wide, wanted + whole.length);
        whole.push(...prefixed.filter((r) => !found.has(r.key)).slice(0, wanted - whole.length));
      }
      const direct = parse(whole);
      return ranked(direct, query, scope, limit, lookup);
    },
  };
}
