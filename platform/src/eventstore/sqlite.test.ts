import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createEventStore, EventSchemaError } from './index.js';
import { createSqliteEventStore, parseStreamName } from './sqlite.js';
import { openEventLog, openEventLogReader } from './sqliteSchema.js';

const metadata = { userId: null, userType: 'system' as const, correlationId: 'c', causationId: null };

/** a directory of the file's own, removed after its tests */
function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('parseStreamName', () => {
  it('splits a numeric suffix off the category', () => {
    expect(parseStreamName('region-12')).toEqual({ category: 'region', number: 12 });
    expect(parseStreamName('case-file-3')).toEqual({ category: 'case-file', number: 3 });
    expect(parseStreamName('user-abc')).toEqual({ category: 'user', number: null });
    expect(parseStreamName('settings')).toEqual({ category: 'settings', number: null });
    expect(parseStreamName('case-99999999999999999999')).toEqual({ category: 'case', number: null });
  });
});

describe('createEventStore', () => {
  const dir = scratchDir('create-eventstore-');

  it('opens a validated SQLite store at DATA_DIR/events.db when no EventStoreDB URL is set', async () => {
    const store = createEventStore({ dataDir: join(dir, 'data') });
    try {
      expect(store.kind).toBe('sqlite');
      expect(existsSync(join(dir, 'data', 'events.db'))).toBe(true);
      await expect(store.append('x-1', [{ type: 'NotARealEvent', data: {}, metadata }], { expectedRevision: 'any' })).rejects.toBeInstanceOf(EventSchemaError);
    } finally {
      await store.close();
    }
  });
});

describe('subscriptions of one process while another shares the file', () => {
  const dir = scratchDir('shared-eventstore-');

  it('deliver every event of both, in order, once, and the same event to each subscriber', async () => {
    const file = join(dir, 'events.db');
    const here = createSqliteEventStore({ file });
    const there = createSqliteEventStore({ file });
    const seen: number[][] = [[], []];
    const subs = [0, 1].map((k) => here.subscribeAll(0, (e) => void seen[k].push(e.position)));
    for (let i = 0; i < 60; i++) await (i % 3 === 0 ? there : here).append(`s-${i}`, [{ type: 'T', data: { i }, metadata }, { type: 'T', data: { i }, metadata }], { expectedRevision: 'no_stream' });
    await vi.waitFor(() => expect(seen[0]).toHaveLength(120), { timeout: 5000 });
    await vi.waitFor(() => expect(seen[1]).toHaveLength(120), { timeout: 5000 });
    expect(seen[0]).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    expect(seen[1]).toEqual(seen[0]);
    const [a, b] = await Promise.all([here.readAll({ limit: 2 }), here.readAll({ limit: 2 })]);
    expect(a).toEqual(b);
    await Promise.all(subs.map((s) => s.close()));
    await here.close();
    await there.close();
  });
});

describe('a log file written before streams stopped keeping their revision', () => {
  const dir = scratchDir('old-eventstore-');

  it('opens, goes on from each stream\'s last revision and still knows the greatest case number', async () => {
    const file = join(dir, 'events.db');
    const old = new Database(file);
    old.exec(`
      CREATE TABLE events (position INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, stream TEXT NOT NULL, revision INTEGER NOT NULL, type TEXT NOT NULL,
        version INTEGER NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL, time TEXT NOT NULL, UNIQUE (stream, revision));
      CREATE TABLE streams (stream TEXT PRIMARY KEY, revision INTEGER NOT NULL, category TEXT NOT NULL, number INTEGER);
      INSERT INTO events (id, stream, revision, type, version, data, metadata, time) VALUES
        ('a', 'case-7', 0, 'Noted', 1, '{}', '{"time":"2026-01-01T00:00:00.000Z"}', '2026-01-01T00:00:00.000Z'),
        ('b', 'case-7', 1, 'Noted', 1, '{}', '{"time":"2026-01-02T00:00:00.000Z"}', '2026-01-02T00:00:00.000Z');
      INSERT INTO streams VALUES ('case-7', 1, 'case', 7);
    `);
    old.close();
    const store = createSqliteEventStore({ file });
    try {
      expect(await store.streamRevision('case-7')).toBe(1);
      await expect(store.append('case-7', [{ type: 'Noted', data: {}, metadata }], { expectedRevision: 0 })).rejects.toThrow(/revision/);
      expect(await store.append('case-7', [{ type: 'Noted', data: {}, metadata }], { expectedRevision: 1 })).toEqual({ nextRevision: 2, position: 3 });
      await store.append('case-9', [{ type: 'Noted', data: {}, metadata }], { expectedRevision: 'no_stream' });
      expect(await store.lastStreamNumber('case')).toBe(9);
      expect((await store.readStream('case-7')).map((e) => e.revision)).toEqual([0, 1, 2]);
    } finally {
      await store.close();
    }
  });
});

describe('stream reads on the reading thread', () => {
  const dir = scratchDir('reading-eventstore-');

  it('answer each of many reads asked at once with its own stream, see every answered append, and are all answered before the store closes', async () => {
    const store = createSqliteEventStore({ file: join(dir, 'events.db') });
    await Promise.all(Array.from({ length: 40 }, (_, i) => store.append(`s-${i}`, Array.from({ length: 1 + (i % 4) }, () => ({ type: 'T', data: { i }, metadata })), { expectedRevision: 'no_stream' })));
    const reads = await Promise.all(Array.from({ length: 40 }, (_, i) => store.readStream(`s-${39 - i}`)));
    reads.forEach((events, k) => {
      const i = 39 - k;
      expect(events.map((e) => [e.stream, e.revision, e.data])).toEqual(Array.from({ length: 1 + (i % 4) }, (_, r) => [`s-${i}`, r, { i }]));
    });
    // read-your-writes: a read asked after an append was answered sees it
    for (let r = 1; r <= 5; r++) {
      await store.append('s-0', [{ type: 'T', data: { r }, metadata }], { expectedRevision: 'any' });
      expect((await store.readStream('s-0')).at(-1)?.data).toEqual({ r });
    }
    const last = store.readStream('s-3');
    await store.close();
    expect(await last).toHaveLength(4);
    await expect(store.readStream('s-3')).rejects.toThrow(/closed/);
  });
});

describe('the connections to the log file', () => {
  const dir = scratchDir('connections-eventstore-');

  it('map the file for paging through the log, and read streams through a page cache of their own', () => {
    const file = join(dir, 'events.db');
    const log = openEventLog(file);
    const reader = openEventLogReader(file);
    try {
      expect(log.pragma('mmap_size', { simple: true })).toBeGreaterThan(0);
      // a stream read touches a few pages at random places: page faults through a map cost it 5 times read calls here
      expect(reader.pragma('mmap_size', { simple: true })).toBe(0);
      expect(reader.pragma('cache_size', { simple: true })).toBe(-32768);
    } finally {
      reader.close();
      log.close();
    }
  });
});
