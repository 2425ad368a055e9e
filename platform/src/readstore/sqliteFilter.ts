import { valuesAt } from './compile.js';
import type { Filter } from './types.js';

/**
 * MongoDB filters translated to SQL over the SQLite read store's tables (sqlite.ts): a document
 * is the JSON in column `doc` of a row whose `seq` is its insertion order.
 *
 * SQLite reads a field with `json_extract(doc, '$.a.b')`, which MongoDB semantics outgrow in
 * three ways: an array on the path (MongoDB matches any element; json_extract sees the array's
 * JSON text, or NULL through an array of objects), booleans (json_extract gives 1 and 0), and
 * objects (their JSON text). A document holding such a value on a path is *irregular* there.
 *
 * For every indexed path the store keeps, per irregular document, the values MongoDB's
 * equality sees on that path (the array and each element, as compile.ts's `valuesAt` lists
 * them) in a side table `keys (path, key, seq)`. So a condition on an indexed path is exact: the
 * regular documents through the expression index on json_extract, the irregular ones through
 * their keys. A condition on another path only narrows: it keeps every document with an array on
 * the path, and the exact MongoDB predicate decides in JS.
 */

/** a translated condition: `exact` when the SQL holds for exactly the documents MongoDB matches, else it holds for a superset */
export interface SqlPart {
  sql: string;
  params: unknown[];
  exact: boolean;
  /** a text search answered by text indexes (`sql` is their matches): the searches of one `$or` are put together */
  text?: TextMatch[];
}

/** one full-text query of a collection's text index: its rows are the documents whose `columns` hold `phrase` */
export interface TextMatch {
  /** the FTS5 table's quoted name */
  table: string;
  columns: string[];
  /** the text searched for, folded (foldCase) */
  phrase: string;
}

export interface PathState {
  /** the path is indexed: irregular documents have their keys in the side table */
  tracked: boolean;
  /** some document is irregular on this path (only known for tracked paths) */
  irregular: boolean;
}

export interface FilterContext {
  /** the collection's and the side table's quoted names */
  table: string;
  keys: string;
  state(path: string): PathState;
  /** the text index column holding the path's strings (a createIndex with 'text'), or null */
  text(path: string): { table: string; column: string } | null;
  /** the condition holding for the documents matched by these text queries (one or more, any of them) */
  textMatches(matches: TextMatch[]): { sql: string; params: unknown[] };
}

const ALL: SqlPart = { sql: '1', params: [], exact: true };
/** a condition left to the JS predicate: every document is a candidate */
const UNTRANSLATED: SqlPart = { sql: '1', params: [], exact: false };

const isPlain = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

type Scalar = string | number | boolean | null;
const isScalar = (v: unknown): v is Scalar =>
  v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));

/** a JSON path SQLite can read (`$.a.b`), or null where MongoDB means something else (a position in an array) or SQLite cannot name the key */
export function jsonPath(path: string): string | null {
  const parts = path.split('.');
  if (parts.some((p) => p === '' || /^\d+$/.test(p) || p.startsWith('$') || /["'\\]/.test(p))) return null;
  return '$' + parts.map((p) => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(p) ? `.${p}` : `."${p}"`)).join('');
}

/** a JSON path as an SQL literal; index expressions and queries must spell it the same way for SQLite to match them */
export const field = (jp: string) => `json_extract(doc, '${jp}')`;

/** the path's prefixes, `$.a`, `$.a.b`, ... */
const prefixes = (jp: string) => {
  const out: string[] = [];
  for (let i = jp.indexOf('.', 2); i > 0; i = jp.indexOf('.', i + 1)) out.push(jp.slice(0, i));
  return out;
};

/** holds for documents with an array somewhere on the path, the path's value included */
const arrayOnPath = (jp: string) => [...prefixes(jp), jp].map((p) => `json_type(doc, '${p}') = 'array'`).join(' OR ');

/** holds for documents SQLite orders differently from MongoDB on this path (see the top of the file) */
export const irregularOnPath = (jp: string) =>
  [...prefixes(jp).map((p) => `json_type(doc, '${p}') = 'array'`), `json_type(doc, '${jp}') IN ('array', 'object', 'true', 'false')`].join(' OR ');

/**
 * The side table's keys of a document on a path: null when the document is regular there.
 * Strings, numbers and null are stored as such, anything else as a BLOB of its JSON (SQLite
 * orders BLOBs after every text, so ranges bounded by type never reach them).
 */
export function sideKeys(doc: Record<string, unknown>, path: string): unknown[] | null {
  const parts = path.split('.');
  let v: unknown = doc;
  for (const p of parts) {
    if (Array.isArray(v)) return keysOf(doc, parts);
    v = isPlain(v) ? v[p] : undefined;
  }
  if (v === undefined || v === null || typeof v === 'string' || typeof v === 'number') return null;
  return keysOf(doc, parts);
}

function keysOf(doc: Record<string, unknown>, parts: string[]): unknown[] {
  const keys = new Map<string, unknown>();
  for (const v of valuesAt(doc, parts)) {
    const key = encodeKey(v);
    keys.set(Buffer.isBuffer(key) ? `b${key.toString()}` : `${typeof key}${String(key)}`, key);
  }
  // no value on the path (an empty array on the way): a row that no condition matches still marks the document irregular
  return keys.size ? [...keys.values()] : [NO_VALUE];
}

/** the empty BLOB: equal to no key, outside every range bounded by type (see `range`), LIKE and instr find nothing in it */
const NO_VALUE = Buffer.alloc(0);

export function encodeKey(v: unknown): unknown {
  if (v === undefined || v === null) return null;
  if (typeof v === 'string' || typeof v === 'number') return v;
  return Buffer.from(JSON.stringify(v));
}

function and(parts: SqlPart[]): SqlPart {
  const real = parts.filter((p) => p.sql !== '1');
  const exact = parts.every((p) => p.exact);
  if (!real.length) return exact ? ALL : UNTRANSLATED;
  if (real.length === 1) return { ...real[0], exact };
  return { sql: real.map((p) => `(${p.sql})`).join(' AND '), params: real.flatMap((p) => p.params), exact };
}

function or(parts: SqlPart[], ctx: FilterContext): SqlPart {
  const exact = parts.every((p) => p.exact);
  if (!parts.length) return { sql: '0', params: [], exact: true };
  if (parts.some((p) => p.sql === '1')) return exact ? ALL : UNTRANSLATED;
  // the text searches of a list's `q` (one per field): one query of each text index, their rows together
  const texts = parts.filter((p) => p.text);
  if (texts.length > 1) {
    const matches = mergeMatches(texts.flatMap((p) => p.text!));
    const merged: SqlPart = { ...ctx.textMatches(matches), exact: texts.every((p) => p.exact), text: matches };
    parts = [merged, ...parts.filter((p) => !p.text)];
  }
  if (parts.length === 1) return { ...parts[0], exact };
  return { sql: parts.map((p) => `(${p.sql})`).join(' OR '), params: parts.flatMap((p) => p.params), exact };
}

/** one query per text index and phrase, over the columns of all */
function mergeMatches(matches: TextMatch[]): TextMatch[] {
  const out = new Map<string, TextMatch>();
  for (const m of matches) {
    const key = `${m.table}\u0000${m.phrase}`;
    const known = out.get(key);
    if (!known) out.set(key, { ...m, columns: [...m.columns] });
    else for (const c of m.columns) if (!known.columns.includes(c)) known.columns.push(c);
  }
  return [...out.values()];
}

export function translateFilter(filter: Filter, ctx: FilterContext): SqlPart {
  const parts: SqlPart[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(value) || !value.every(isPlain)) return UNTRANSLATED;
      const subs = value.map((f) => translateFilter(f as Filter, ctx));
      parts.push(key === '$and' ? and(subs) : or(subs, ctx));
    } else if (key.startsWith('$')) parts.push(UNTRANSLATED); // $nor, $where, $expr, $text: the predicate decides
    else parts.push(condition(key, value, ctx));
  }
  return and(parts);
}

function condition(path: string, cond: unknown, ctx: FilterContext): SqlPart {
  const jp = jsonPath(path);
  if (!jp) return UNTRANSLATED;
  const on = { path, jp, state: ctx.state(path), table: ctx.table, keys: ctx.keys, ctx };
  if (isScalar(cond)) return equals(on, [cond]);
  if (cond instanceof RegExp) return regex(on, cond.source, cond.flags);
  if (!isPlain(cond) || !Object.keys(cond).every((k) => k.startsWith('$'))) return UNTRANSLATED;
  const parts: SqlPart[] = [];
  for (const [op, arg] of Object.entries(cond)) {
    switch (op) {
      case '$eq':
        parts.push(isScalar(arg) ? equals(on, [arg]) : UNTRANSLATED);
        break;
      case '$in':
        parts.push(Array.isArray(arg) && arg.every(isScalar) ? equals(on, arg) : UNTRANSLATED);
        break;
      case '$ne':
      case '$nin': {
        // the complement of an exact equality is exact; of a superset, nothing can be said
        const values = op === '$ne' ? [arg] : arg;
        const eq = Array.isArray(values) && values.every(isScalar) ? equals(on, values) : UNTRANSLATED;
        // json_extract's NULL (missing, null) makes `IN` unknown, and NOT unknown is unknown: read unknown as false first
        parts.push(eq.exact ? { sql: `NOT ifnull((${eq.sql}), 0)`, params: eq.params, exact: true } : UNTRANSLATED);
        break;
      }
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte':
        parts.push(typeof arg === 'string' || (typeof arg === 'number' && Number.isFinite(arg)) ? range(on, op, arg) : UNTRANSLATED);
        break;
      case '$regex':
        if (typeof arg === 'string') parts.push(regex(on, arg, typeof cond.$options === 'string' ? cond.$options : ''));
        else if (arg instanceof RegExp) parts.push(regex(on, arg.source, arg.flags));
        else parts.push(UNTRANSLATED);
        break;
      case '$options':
        break;
      default:
        parts.push(UNTRANSLATED);
    }
  }
  return and(parts);
}

interface On {
  path: string;
  jp: string;
  state: PathState;
  table: string;
  keys: string;
  ctx: FilterContext;
}

/**
 * A condition on the regular documents (`regular`, over json_extract) and the irregular ones
 * (`irregular`, over the side table's `key`), put together as the path's state allows.
 */
function combine(on: On, regular: SqlPart, irregular: SqlPart): SqlPart {
  if (!on.state.tracked) {
    // untracked: an array on the path makes the document a candidate, the predicate decides
    return { sql: `(${regular.sql}) OR ${arrayOnPath(on.jp)}`, params: regular.params, exact: false };
  }
  if (!on.state.irregular) return regular;
  // SQLite evaluates left to right and stops early: the side table answers before json_extract
  // reads the document, and only a regular document's is read (a probe per row, not a list of
  // every irregular document)
  return {
    sql: `seq IN (SELECT seq FROM ${on.keys} WHERE path = ? AND (${irregular.sql})) OR (NOT EXISTS (SELECT 1 FROM ${on.keys} k WHERE k.seq = ${on.table}.seq AND k.path = ?) AND (${regular.sql}))`,
    params: [on.path, ...irregular.params, on.path, ...regular.params],
    exact: regular.exact && irregular.exact,
  };
}

function equals(on: On, values: Scalar[]): SqlPart {
  const f = field(on.jp);
  const regular: string[] = [];
  const params: unknown[] = [];
  // strings and numbers compare as in MongoDB; booleans only ever sit on irregular documents,
  // except on an untracked path, where json_extract's 1 and 0 keep them as candidates
  const plain = values.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
  const bools = on.state.tracked ? [] : values.filter((v) => typeof v === 'boolean').map(Number);
  const wanted = [...plain, ...bools];
  if (wanted.length) {
    regular.push(`${f} IN (${wanted.map(() => '?').join(', ')})`);
    params.push(...wanted);
  }
  const nulls = values.includes(null);
  if (nulls) regular.push(`${f} IS NULL`);
  const keyed = values.filter((v) => v !== null).map(encodeKey);
  const irregular: string[] = [];
  if (keyed.length) irregular.push(`key IN (${keyed.map(() => '?').join(', ')})`);
  if (nulls) irregular.push('key IS NULL');
  return combine(
    on,
    { sql: regular.join(' OR ') || '0', params, exact: true },
    { sql: irregular.join(' OR ') || '0', params: keyed, exact: true },
  );
}

const COMPARE = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' } as const;

/** a range holds between values of one type only (numbers, or strings); SQLite orders NULL < numbers < text < BLOB */
function range(on: On, op: keyof typeof COMPARE, arg: string | number): SqlPart {
  const above = op === '$gt' || op === '$gte';
  const bound = typeof arg === 'number' ? (above ? "< ''" : null) : above ? "< x''" : ">= ''";
  const test = (x: string) => `${x} ${COMPARE[op]} ?${bound ? ` AND ${x} ${bound}` : ''}`;
  return combine(on, { sql: test(field(on.jp)), params: [arg], exact: true }, { sql: test('key'), params: [arg], exact: true });
}

/** plain text in a regular expression, nothing else: \. for a dot, no anchors, classes or quantifiers */
const LITERAL = /^(?:[^\\.*+?^${}()|[\]]|\\[.*+?^${}()|[\]\\/-])+$/;
/** ASCII and Arabic: LIKE's case folding (ASCII only) holds every match of /needle/i there, and JS's /i never matches a non-ASCII letter to an ASCII one */
const SEARCHABLE = /^[\x20-\x7e\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]+$/;

/**
 * A search for plain text: on a path with a text index, the index's rows that hold the text (exact
 * when case-insensitive, see below); elsewhere it narrows through LIKE (a superset: LIKE reads
 * numbers as text). Anything else is left to the predicate.
 */
function regex(on: On, source: string, flags: string): SqlPart {
  if (!LITERAL.test(source) || !/^[ims]*$/.test(flags)) return UNTRANSLATED;
  const needle = source.replace(/\\(.)/g, '$1');
  const column = on.ctx.text(on.path);
  if (column && indexableNeedle(needle)) {
    const match: TextMatch = { table: column.table, columns: [column.column], phrase: foldCase(needle) };
    // the index holds folded text: a case-sensitive search's matches are among its rows, the predicate decides
    return { ...on.ctx.textMatches([match]), exact: flags.includes('i'), text: [match] };
  }
  if (!SEARCHABLE.test(needle)) return UNTRANSLATED;
  const like = `%${needle.replace(/[\\%_]/g, '\\$&')}%`;
  const test = (x: string) => (flags.includes('i') ? `${x} LIKE ? ESCAPE '\\'` : `instr(${x}, ?) > 0`);
  const param = flags.includes('i') ? like : needle;
  const narrowed = combine(on, { sql: test(field(on.jp)), params: [param], exact: true }, { sql: test('key'), params: [param], exact: true });
  return { ...narrowed, exact: false };
}

/*
 * Text indexes. A collection's text index (sqlite.ts: createIndex with 'text') is an FTS5 table
 * with the `trigram` tokenizer, one column per field, whose rowid is the document's seq. A column
 * holds the strings MongoDB's $regex tests on the path (the value, or each string element of an
 * array, as compile.ts's `valuesAt` lists them), joined by TEXT_SEPARATOR, folded by `foldCase`;
 * FTS5 compares them as they are (`case_sensitive 1`). A phrase of three characters or more then
 * matches exactly the documents where /needle/i matches one of those strings:
 * - `foldCase` is JavaScript's own case-insensitive comparison (ECMAScript's Canonicalize for
 *   regular expressions without the u flag: a code unit's toUpperCase when it is one code unit and
 *   does not turn a non-ASCII letter into an ASCII one), so /needle/i matches at a place exactly
 *   when the folded text holds the folded needle there (checked for every pair of BMP code units
 *   in the tests). FTS5's own folding (`case_sensitive 0`) is Unicode's, which differs for a few
 *   letters (ſ and s, the Kelvin sign and k, ẞ and ß match there, not in JavaScript);
 * - no match spans two fields (columns) or two strings of a field: the separator is a character
 *   no indexed needle holds. The tokenizer skips NUL and reads U+FFFE, U+FFFF and invalid UTF-16
 *   (a lone surrogate) as U+FFFD: the indexed text has them as the separator, and a needle holding
 *   any of them (or U+FFFD) is not looked up in the index;
 * - the trigram tokenizer finds nothing shorter than three characters: shorter needles are left
 *   to LIKE and the predicate.
 */

/** between the strings of one column (FTS5 reads it as U+FFFD) */
export const TEXT_SEPARATOR = '\uffff';

let foldTable: Uint16Array | null = null;
/** each UTF-16 code unit's canonical form under /i without the u flag (ECMAScript's Canonicalize) */
function folds(): Uint16Array {
  if (foldTable) return foldTable;
  const t = new Uint16Array(0x10000);
  for (let c = 0; c < 0x10000; c++) {
    const upper = String.fromCharCode(c).toUpperCase();
    t[c] = upper.length === 1 && !(c >= 128 && upper.charCodeAt(0) < 128) ? upper.charCodeAt(0) : c;
  }
  return (foldTable = t);
}

const ASCII = /^[\x00-\x7f]*$/;

/** the text as JavaScript's /i compares it: two texts are equal under /i exactly when their folds are */
export function foldCase(text: string): string {
  if (ASCII.test(text)) return text.toUpperCase();
  const t = folds();
  const codes = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) codes[i] = t[text.charCodeAt(i)];
  let out = '';
  for (let i = 0; i < codes.length; i += 8192) out += String.fromCharCode(...codes.subarray(i, i + 8192));
  return out;
}

/** characters the tokenizer does not read as themselves (see above) */
const UNREADABLE_SOURCE = '[\\u0000\\ufffd\\ufffe\\uffff]|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]';
const UNREADABLE = new RegExp(UNREADABLE_SOURCE);
const UNREADABLE_ALL = new RegExp(UNREADABLE_SOURCE, 'g');

/** what a text index column holds for these strings (null when none holds anything) */
export function indexedText(strings: string[]): string | null {
  const present = strings.filter((s) => s.length > 0);
  if (!present.length) return null;
  return foldCase(present.join(TEXT_SEPARATOR)).replace(UNREADABLE_ALL, TEXT_SEPARATOR);
}

/** a needle the text index answers exactly: three characters or more, each read by the tokenizer as itself */
export function indexableNeedle(needle: string): boolean {
  if (UNREADABLE.test(needle)) return false;
  let chars = 0;
  for (const _ of needle) if (++chars >= 3) return true;
  return false;
}

/** an FTS5 query: the phrase in the columns, whatever it holds (`"` doubled; nothing else is syntax inside a string) */
export const textQuery = (m: TextMatch) => `{${m.columns.join(' ')}} : "${m.phrase.replace(/"/g, '""')}"`;
