import Database from 'better-sqlite3';
import { log } from '../log.js';
import type { Collection, Filter, FindOptions, Sort } from '../readstore/types.js';

/** One entry of the global audit log: which event, when, by whom, through which command, on which case. */
export type AuditRecord = {
  id: number;
  stream: string;
  revision: number;
  type: string;
  time: string;
  userId: number | null;
  userType: string;
  command: string | null;
  correlationId: string;
  caseId: number | null;
};

/** What the audit routes list and export: the `audit_log` read model, or the SQLite event log answering the same queries. */
export type AuditLogSource = Pick<Collection, 'find' | 'count'>;

export interface SqliteAuditLog extends AuditLogSource {
  /** SQLite's plan for `find`, one line per step (to see which index serves a filter) */
  queryPlan(filter?: Filter, opts?: FindOptions): string[];
  close(): void;
}

/** A filter outside what the audit routes send; the SQL translation refuses rather than guess. */
export class UnsupportedAuditFilterError extends Error {
  override readonly name = 'UnsupportedAuditFilterError';
}

interface Field {
  /** what the field is filtered and sorted by; the indexed fields' expressions are their indexes' */
  sql: string;
  /** what the record shows, when not `sql` */
  value?: string;
  /** the only type the field holds besides null: a condition on a value of another type matches nothing */
  type: 'number' | 'string';
}

const meta = (path: string) => `json_extract(metadata, '$.${path}')`;

/**
 * The audit projection's rule: N for the stream `case-N` (digits only), else data.caseId when it
 * is a number.
 */
const CASE_ID =
  "CASE WHEN stream GLOB 'case-[0-9]*' AND substr(stream, 6) NOT GLOB '*[^0-9]*' THEN CAST(substr(stream, 6) AS INTEGER)" +
  " WHEN json_type(data, '$.caseId') IN ('integer', 'real') THEN json_extract(data, '$.caseId') END";

const FIELDS: Record<keyof AuditRecord, Field> = {
  id: { sql: 'position', type: 'number' },
  stream: { sql: 'stream', type: 'string' },
  revision: { sql: 'revision', type: 'number' },
  type: { sql: 'type', type: 'string' },
  // shown as recorded, filtered and sorted by the `time` column (the same instant in UTC, which commands write anyway)
  time: { sql: 'time', value: meta('time'), type: 'string' },
  userId: { sql: meta('userId'), type: 'number' },
  userType: { sql: meta('userType'), type: 'string' },
  command: { sql: meta('command'), type: 'string' },
  correlationId: { sql: meta('correlationId'), type: 'string' },
  caseId: { sql: CASE_ID, type: 'number' },
};

/**
 * expression indexes, so the append path needs no change; none for userType (three values) or
 * command (only searched inside, which no index serves), nor for stream, which the events' own
 * (stream, revision) index serves
 */
const INDEXED: (keyof AuditRecord)[] = ['userId', 'caseId', 'type', 'time', 'correlationId'];
const indexName = (field: string) => `events_audit_${field}`;
const indexSql = (field: keyof AuditRecord) => `CREATE INDEX ${indexName(field)} ON events (${FIELDS[field].sql})`;

const COLUMNS = Object.entries(FIELDS)
  .map(([name, f]) => `${f.value ?? f.sql} AS ${name}`)
  .join(', ');

const field = (name: string): Field | undefined => (Object.hasOwn(FIELDS, name) ? FIELDS[name as keyof AuditRecord] : undefined);
const isPlain = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
const isScalar = (v: unknown): v is string | number | boolean | null => v === null || ['string', 'number', 'boolean'].includes(typeof v);
const refuse = (what: string, value?: unknown): never => {
  throw new UnsupportedAuditFilterError(`the audit log cannot filter by ${what}${value === undefined ? '' : ` ${JSON.stringify(value)}`}`);
};

/** SQL text whose `?` take `params` in order of appearance */
class Where {
  readonly params: unknown[] = [];

  of(filter: unknown): string {
    if (!isPlain(filter)) return refuse('a filter that is not an object', filter);
    const parts = Object.entries(filter).map(([key, value]) => {
      if (key === '$and' || key === '$or') {
        if (!Array.isArray(value) || !value.length) return refuse(key, value);
        return `(${value.map((sub) => `(${this.of(sub)})`).join(key === '$and' ? ' AND ' : ' OR ')})`;
      }
      const f = field(key) ?? refuse('the field', key);
      return this.condition(f, key, value);
    });
    return parts.length ? parts.join(' AND ') : '1';
  }

  private condition(f: Field, name: string, cond: unknown): string {
    if (isScalar(cond)) return this.equals(f, cond);
    if (!isPlain(cond)) return refuse(name, cond);
    if ('$regex' in cond) return this.search(f, name, cond);
    const parts = Object.entries(cond).map(([op, arg]) => {
      switch (op) {
        case '$eq':
          return isScalar(arg) ? this.equals(f, arg) : refuse(name, cond);
        case '$in':
          return Array.isArray(arg) && arg.every(isScalar) ? this.oneOf(f, arg) : refuse(name, cond);
        case '$gt':
        case '$gte':
        case '$lt':
        case '$lte': {
          if (typeof arg !== 'string' && typeof arg !== 'number') return refuse(name, cond);
          // ordering compares values of one type only
          if (typeof arg !== f.type) return '0';
          const operator = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' }[op];
          return `${f.sql} ${operator} ${this.param(arg)}`;
        }
        default:
          return refuse(name, cond);
      }
    });
    return parts.length ? parts.join(' AND ') : refuse(name, cond);
  }

  private equals(f: Field, value: string | number | boolean | null): string {
    if (value === null) return `${f.sql} IS NULL`;
    return typeof value === f.type ? `${f.sql} = ${this.param(value)}` : '0';
  }

  private oneOf(f: Field, values: (string | number | boolean | null)[]): string {
    const typed = values.filter((v) => typeof v === f.type);
    const parts = [];
    if (typed.length) parts.push(`${f.sql} IN (${typed.map((v) => this.param(v)).join(', ')})`);
    if (values.includes(null)) parts.push(`${f.sql} IS NULL`);
    return parts.length ? `(${parts.join(' OR ')})` : '0';
  }

  /**
   * A case-insensitive search for plain text, as the routes escape it, becomes LIKE. LIKE folds
   * ASCII letters only (types, streams and commands are ASCII names); a regular expression with
   * any other meaning is refused.
   */
  private search(f: Field, name: string, cond: Record<string, unknown>): string {
    const { $regex: pattern, $options: options, ...rest } = cond;
    if (typeof pattern !== 'string' || options !== 'i' || Object.keys(rest).length || !LITERAL.test(pattern)) return refuse(name, cond);
    if (f.type !== 'string') return '0';
    const needle = pattern.replace(/\\(.)/g, '$1').replace(/[\\%_]/g, '\\$&');
    return `${f.sql} LIKE ${this.param(`%${needle}%`)} ESCAPE '\\'`;
  }

  private param(value: unknown): string {
    this.params.push(value);
    return '?';
  }
}

/** a regular expression that only matches its text: special characters escaped, no escaped letters or digits (classes, backreferences) */
const LITERAL = /^(?:[^\\.*+?^${}()|[\]]|\\[^A-Za-z0-9])*$/;

/**
 * ORDER BY of a read-store sort, ties in log order as in the read model. A field that records do
 * not have sorts as missing everywhere, that is not at all.
 */
function orderBy(sort: Sort = {}): string {
  const terms = Object.entries(sort).flatMap(([name, dir]) => {
    const f = field(name);
    // a bare name in ORDER BY means the result column of that name: `time` would sort by the shown time, unindexed
    const term = f && (/^\w+$/.test(f.sql) ? `events.${f.sql}` : f.sql);
    return term ? [`${term} ${dir === -1 ? 'DESC' : 'ASC'}`] : [];
  });
  if (!Object.hasOwn(sort, 'id')) terms.push('position ASC');
  return terms.join(', ');
}

/**
 * Creates the indexes that are missing (or were made from another expression) on a connection
 * that may write; on an existing log this takes a while, once.
 */
function ensureIndexes(db: Database.Database) {
  const existing = db.prepare<[string], { sql: string }>("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?");
  const stale = (f: keyof AuditRecord) => existing.get(indexName(f))?.sql !== indexSql(f);
  const missing = INDEXED.filter(stale);
  if (!missing.length) return;
  const events = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM events').get()!.n;
  if (events) log.info('indexing the event log for the audit log (once)', { indexes: missing.map(indexName), events });
  const started = performance.now();
  // one write transaction per index, so appends of other connections get in between; checked
  // again inside it, as another process starting beside this one may have made it meanwhile
  const make = db.transaction((f: keyof AuditRecord) => {
    if (!stale(f)) return;
    db.exec(`DROP INDEX IF EXISTS ${indexName(f)}`);
    db.exec(indexSql(f));
  });
  // that other process may be indexing a large log: wait for it rather than fail
  db.pragma('busy_timeout = 600000');
  for (const f of missing) make.immediate(f);
  db.pragma('busy_timeout = 5000');
  if (events) log.info('event log indexed for the audit log', { ms: Math.round(performance.now() - started) });
}

/**
 * The global audit log answered by the SQLite event log itself, with the records of the audit
 * projection's `audit_log`: a read-store-like `find` and `count` over exactly the filters the audit
 * routes build, translated to parameterised SQL on indexed expressions. Opens its own connection
 * to the file (WAL lets it read beside the writer).
 */
export function openSqliteAuditLog(opts: { file: string }): SqliteAuditLog {
  const db = new Database(opts.file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    ensureIndexes(db);
    db.pragma('query_only = ON');
  } catch (err) {
    db.close();
    throw err;
  }

  const statements = new Map<string, Database.Statement>();
  const prepare = (sql: string) => {
    let s = statements.get(sql);
    if (!s) {
      if (statements.size >= 200) statements.clear();
      statements.set(sql, (s = db.prepare(sql)));
    }
    return s;
  };
  const findSql = (filter: Filter, o: FindOptions) => {
    const where = new Where();
    const sql = `SELECT ${COLUMNS} FROM events WHERE ${where.of(filter)} ORDER BY ${orderBy(o.sort)} LIMIT ? OFFSET ?`;
    // as the read store: no limit unless positive
    return { sql, params: [...where.params, o.limit && o.limit > 0 ? o.limit : -1, Math.max(0, o.skip ?? 0)] };
  };

  return {
    async find(filter = {}, o = {}) {
      const { sql, params } = findSql(filter, o);
      return prepare(sql).all(...params) as AuditRecord[];
    },
    async count(filter = {}) {
      const where = new Where();
      const sql = `SELECT count(*) AS n FROM events WHERE ${where.of(filter)}`;
      return (prepare(sql).get(...where.params) as { n: number }).n;
    },
    queryPlan(filter = {}, o = {}) {
      const { sql, params } = findSql(filter, o);
      return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((r) => r.detail);
    },
    close() {
      db.close();
    },
  };
}
