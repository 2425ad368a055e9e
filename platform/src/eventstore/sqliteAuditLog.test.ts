import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSqliteEventStore, type SqliteEventStore } from './sqlite.js';
import { openSqliteAuditLog, UnsupportedAuditFilterError, type SqliteAuditLog } from './sqliteAuditLog.js';
import type { EventMetadata } from './types.js';

// that it answers exactly as the audit projection's read model: query-api/src/audit/auditLog.test.ts

const dir = mkdtempSync(join(tmpdir(), 'sqlite-audit-log-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const metadata = (userId: number | null, extra: Partial<EventMetadata> = {}): EventMetadata => ({
  userId, userType: userId === null ? 'system' : 'employee', correlationId: `corr-${userId}`, causationId: null, command: 'Do', ...extra,
});

const open: { close(): unknown }[] = [];
afterEach(async () => {
  for (const x of open.splice(0)) await x.close();
});

async function storeWith(name: string, streams: [string, Record<string, unknown>][]): Promise<{ file: string; store: SqliteEventStore }> {
  const file = join(dir, name, 'events.db');
  const store = createSqliteEventStore({ file });
  open.push(store);
  for (const [i, [stream, data]] of streams.entries())
    await store.append(stream, [{ type: 'Noted', data, metadata: metadata(i % 3 || null, { time: new Date(Date.UTC(2025, 0, 1 + i)).toISOString() }) }], { expectedRevision: 'any' });
  return { file, store };
}

function auditLog(file: string): SqliteAuditLog {
  const log = openSqliteAuditLog({ file });
  open.push(log);
  return log;
}

describe('the audit log read from a SQLite event log', () => {
  let file: string;
  beforeAll(async () => {
    ({ file } = await storeWith('rules', [
      ['case-7', { caseId: 99 }], ['case-007', {}], ['case-12a', { caseId: 12 }], ['Case-3', { caseId: 3 }], ['hearing-4', { caseId: 7 }],
      ['appointment-1', { caseId: 2.5 }], ['user-2', { caseId: '7' }], ['region-1', {}], ["x' OR 1=1 --", {}],
    ]));
  });

  it('gives each event its case as the audit projection does: N of case-N (digits only), else a numeric data.caseId', async () => {
    const rows = await auditLog(file).find({}, { sort: { id: 1 } });
    expect(rows.map((r) => [r.stream, r.caseId])).toEqual([
      ['case-7', 7], ['case-007', 7], ['case-12a', 12], ['Case-3', 3], ['hearing-4', 7], ['appointment-1', 2.5], ['user-2', null], ['region-1', null], ["x' OR 1=1 --", null],
    ]);
    expect(rows[0]).toEqual({
      id: 1, stream: 'case-7', revision: 0, type: 'Noted', time: '2025-01-01T00:00:00.000Z', userId: null, userType: 'system', command: 'Do', correlationId: 'corr-null', caseId: 7,
    });
  });

  it('filters by values only as data', async () => {
    const log = auditLog(file);
    expect(await log.count({ stream: "x' OR 1=1 --" })).toBe(1);
    expect(await log.count({ caseId: 7 })).toBe(3);
    expect(await log.count({ $and: [{ userId: { $in: [null, 2] } }, {}] })).toBe(6);
    expect(await log.find({ $or: [{ stream: { $regex: '1=1', $options: 'i' } }] })).toHaveLength(1);
  });

  it('refuses any filter other than those the audit routes build', async () => {
    const log = auditLog(file);
    const refused = [
      { userId: { $ne: 1 } }, { userId: { $nin: [1] } }, { userId: { $exists: true } }, { userId: { $gt: 1, $foo: 2 } }, { userId: {} }, { userId: { a: 1 } },
      { userId: [1, 2] }, { userId: { $in: [{ a: 1 }] } }, { userId: { $in: 1 } }, { time: { $gte: null } }, { nope: 1 }, { 'metadata.userId': 1 },
      { $nor: [{ userId: 1 }] }, { $and: [] }, { $or: {} }, { $where: '1' }, { $expr: { $eq: ['$userId', 1] } },
      { type: /Noted/i }, { type: { $regex: 'Not.d', $options: 'i' } }, { type: { $regex: '\\d', $options: 'i' } }, { type: { $regex: 'Noted' } },
      { type: { $regex: 'Noted', $options: 'im' } }, { type: { $not: { $regex: 'x', $options: 'i' } } },
    ];
    for (const filter of refused) {
      await expect(log.find(filter), JSON.stringify(filter)).rejects.toThrow(UnsupportedAuditFilterError);
      await expect(log.count(filter), JSON.stringify(filter)).rejects.toThrow(UnsupportedAuditFilterError);
    }
  });

  it('reads through its expression indexes', () => {
    const log = auditLog(file);
    const plan = (filter: Record<string, unknown>, sort: Record<string, 1 | -1> = { id: -1 }) => log.queryPlan({ $and: [filter, {}] }, { sort, limit: 10 }).join('\n');
    expect(plan({ userId: 3 })).toMatch(/SEARCH events USING (COVERING )?INDEX events_audit_userId/);
    expect(plan({ userId: null })).toMatch(/INDEX events_audit_userId/);
    expect(plan({ caseId: 7 })).toMatch(/INDEX events_audit_caseId/);
    expect(plan({ type: { $in: ['Noted', 'Other'] } })).toMatch(/INDEX events_audit_type/);
    expect(plan({ stream: 'case-7' })).toMatch(/INDEX events_audit_caseId|sqlite_autoindex_events_2/);
    expect(plan({ correlationId: 'corr-1' })).toMatch(/INDEX events_audit_correlationId/);
    expect(plan({ $and: [{ time: { $gte: '2025-01-02' } }, { time: { $lte: '2025-01-03' } }] })).toMatch(/INDEX events_audit_time/);
    // a page in time order walks the time index instead of sorting the log
    expect(plan({}, { time: 1, id: 1 })).toMatch(/SCAN events USING INDEX events_audit_time/);
    expect(plan({}, { time: 1, id: 1 })).not.toMatch(/TEMP B-TREE/);
  });

  it('makes its indexes once, and again when one was made from another expression', () => {
    const schema = () => {
      const db = new Database(file, { readonly: true });
      try {
        return db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND name LIKE 'events_audit_%' ORDER BY name").all();
      } finally {
        db.close();
      }
    };
    auditLog(file);
    const made = schema();
    expect(made).toHaveLength(5);
    const db = new Database(file);
    db.exec("DROP INDEX events_audit_userId; CREATE INDEX events_audit_userId ON events (json_extract(metadata, '$.userType'))");
    db.close();
    expect(schema()).not.toEqual(made);
    const log = auditLog(file);
    expect(schema()).toEqual(made);
    expect(log.queryPlan({ userId: 1 }).join('\n')).toMatch(/INDEX events_audit_userId/);
  });

  it('sees what is appended after it opened', async () => {
    const { file: live, store } = await storeWith('live', [['case-1', {}]]);
    const log = auditLog(live);
    expect(await log.count({})).toBe(1);
    await store.append('case-2', [{ type: 'Noted', data: {}, metadata: metadata(5) }], { expectedRevision: 'any' });
    expect(await log.find({ userId: 5 })).toMatchObject([{ id: 2, stream: 'case-2', caseId: 2, userId: 5 }]);
  });
});
