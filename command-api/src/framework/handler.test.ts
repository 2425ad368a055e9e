import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError, createSqliteEventStore, WrongExpectedRevisionError, type EventStore, type NewEvent } from '@lawfirm/platform';
import { DomainError, type Decider } from './decider.js';
import { execute, fold, type CommandMeta } from './handler.js';
import { StateCache, stateCacheOf } from './stateCache.js';

/** A tally: Add records what it saw (`before`), so a test can tell which state it decided on. */
interface Tally {
  total: number;
  items: number[];
  last: Record<string, unknown> | null;
}
type TallyCommand = { type: 'Add'; by: number; note?: string; at?: Date } | { type: 'AddUpTo'; by: number; limit: number } | { type: 'Nothing' };

const tally: Decider<Tally, TallyCommand> = {
  initialState: { total: 0, items: [], last: null },
  evolve: (s, e) => (e.type === 'Added' ? { total: s.total + (e.data.by as number), items: [...s.items, e.data.by as number], last: e.data } : s),
  decide(c, s) {
    if (c.type === 'Nothing') return [];
    if (c.type === 'AddUpTo' && s.total + c.by > c.limit) throw new DomainError('conflict', 'error.conflict');
    const extra = c.type === 'Add' ? { note: c.note, at: c.at } : {};
    return [{ type: 'Added', data: { by: c.by, before: s.total, ...extra } }];
  },
};

/** A second decider over the same streams: it only counts events. */
const counter: Decider<{ events: number }, { type: 'Add'; by: number }> = {
  initialState: { events: 0 },
  evolve: (s) => ({ events: s.events + 1 }),
  decide: (c, s) => [{ type: 'Added', data: { by: c.by, before: -1, seen: s.events } }],
};

const meta: CommandMeta = { userId: 1, userType: 'user', correlationId: 'corr', causationId: 'corr', command: 'Add' };
const system = { userId: null, userType: 'system' as const, correlationId: 'other', causationId: null };
const added = (by: number): NewEvent => ({ type: 'Added', data: { by, before: -1 }, metadata: system });

const dir = mkdtempSync(join(tmpdir(), 'handler-cache-'));
const opened: EventStore[] = [];
let n = 0;

/** A fresh SQLite store whose stream reads and revision checks are counted; `beforeAppend` runs once, before the next append. */
function storeAt(file = join(dir, `events-${++n}.db`)) {
  const inner = createSqliteEventStore({ file });
  opened.push(inner);
  const spy = { reads: 0, checks: 0, beforeAppend: undefined as (() => Promise<void>) | undefined };
  const store: EventStore = {
    ...inner,
    kind: inner.kind,
    readStream: (stream, opts) => (spy.reads++, inner.readStream(stream, opts)),
    streamRevision: (stream) => (spy.checks++, inner.streamRevision(stream)),
    appendMany: async (writes, opts) => {
      const before = spy.beforeAppend;
      spy.beforeAppend = undefined;
      await before?.();
      return inner.appendMany(writes, opts);
    },
  };
  return { store, inner, spy, file };
}

afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
  rmSync(dir, { recursive: true, force: true });
});

const folded = async <S>(store: EventStore, stream: string, decider: Decider<S, never>) => fold(decider as Decider<S, unknown>, await store.readStream(stream));

describe('execute with cached states', () => {
  it('does not read the stream again for a second command, and decides on the state the first one left', async () => {
    // given a stream of two events
    const { store, inner, spy } = storeAt();
    await inner.append('tally-1', [added(1), added(2)], { expectedRevision: 'no_stream' });
    // when two commands follow each other
    const first = await execute(store, 'tally-1', tally, { type: 'Add', by: 3 }, meta);
    const second = await execute(store, 'tally-1', tally, { type: 'Add', by: 4 }, meta);
    // then the stream was read once, and each decided on the whole history
    expect(spy.reads).toBe(1);
    expect(first.events[0].data.before).toBe(3);
    expect(second.events[0].data.before).toBe(6);
    expect(second.state.total).toBe(10);
    expect(second.revision).toBe(3);
    const read = await folded(inner, 'tally-1', tally);
    expect(second.position).toBe(read.position);
    expect(stateCacheOf(store).get('tally-1', tally)).toEqual(read);
  });

  it('costs one query per command: a read when nothing is cached, a revision check when something is', async () => {
    const { store, spy } = storeAt();
    // a creating command finds the stream empty with its read, and caches what it appended
    await execute(store, 'tally-9', tally, { type: 'Add', by: 5 }, meta);
    expect(spy).toMatchObject({ reads: 1, checks: 0 });
    const o = await execute(store, 'tally-9', tally, { type: 'Add', by: 1 }, meta);
    expect(spy).toMatchObject({ reads: 1, checks: 1 });
    expect(o.events[0].data.before).toBe(5);
  });

  it('sees an append made by another process sharing the file: the next command reads again', async () => {
    const { store, spy, file } = storeAt();
    await execute(store, 'tally-2', tally, { type: 'Add', by: 1 }, meta);
    await execute(store, 'tally-2', tally, { type: 'Add', by: 1 }, meta);
    // given another process appends to the stream
    const other = createSqliteEventStore({ file });
    opened.push(other);
    await other.append('tally-2', [added(100)], { expectedRevision: 1 });
    // when the next command comes
    expect(spy.reads).toBe(1);
    const o = await execute(store, 'tally-2', tally, { type: 'Add', by: 1 }, meta);
    // then it read the stream again and decided on the new state
    expect(spy.reads).toBe(2);
    expect(o.events[0].data.before).toBe(102);
    expect(o.state.total).toBe(103);
    expect(o.revision).toBe(3);
  });

  it('also sees an append made on the same store outside execute', async () => {
    const { store, spy } = storeAt();
    await execute(store, 'tally-3', tally, { type: 'Add', by: 1 }, meta);
    await store.append('tally-3', [added(10)], { expectedRevision: 0 });
    expect(spy.reads).toBe(1);
    const o = await execute(store, 'tally-3', tally, { type: 'Add', by: 1 }, meta);
    expect(spy.reads).toBe(2);
    expect(o.events[0].data.before).toBe(11);
  });

  it('keeps two deciders over the same stream apart', async () => {
    const { store, inner, spy } = storeAt();
    await inner.append('tally-4', [added(2), added(3)], { expectedRevision: 'no_stream' });
    const a = await execute(store, 'tally-4', tally, { type: 'Add', by: 1 }, meta);
    // the other decider does not take the tally's state: it folds the stream its own way
    const b = await execute(store, 'tally-4', counter, { type: 'Add', by: 1 }, meta);
    expect(a.events[0].data.before).toBe(5);
    expect(b.events[0].data.seen).toBe(3);
    expect(b.state).toEqual({ events: 4 });
    expect(spy.reads).toBe(2);
    // each keeps its own state; the tally's is behind the counter's append, so it reads again
    const a2 = await execute(store, 'tally-4', tally, { type: 'Add', by: 1 }, meta);
    expect(a2.events[0].data.before).toBe(7);
    expect(spy.reads).toBe(3);
    const b2 = await execute(store, 'tally-4', counter, { type: 'Add', by: 1 }, meta);
    expect(b2.events[0].data.seen).toBe(5);
    expect(spy.reads).toBe(4);
    // and with no one else writing, a decider's next command is served from its own entry
    const b3 = await execute(store, 'tally-4', counter, { type: 'Add', by: 1 }, meta);
    expect(b3.events[0].data.seen).toBe(6);
    expect(spy.reads).toBe(4);
    expect(stateCacheOf(store).get('tally-4', tally)?.state.total).toBe(8);
    expect(stateCacheOf(store).get('tally-4', counter)?.state).toEqual({ events: 7 });
  });

  it('re-decides on the fresh state when another writer got in first and no version was pinned', async () => {
    const { store, inner, spy } = storeAt();
    await execute(store, 'tally-5', tally, { type: 'Add', by: 1 }, meta);
    await execute(store, 'tally-5', tally, { type: 'Add', by: 1 }, meta);
    expect(spy.reads).toBe(1);
    // given another writer appends between this command's decision and its append
    spy.beforeAppend = () => inner.append('tally-5', [added(10)], { expectedRevision: 1 }).then(() => undefined);
    // when the command is executed
    const o = await execute(store, 'tally-5', tally, { type: 'Add', by: 1 }, meta);
    // then its first append conflicted, and it was decided again on the state that includes the other event
    expect(o.events[0].data.before).toBe(12);
    expect(o.revision).toBe(3);
    expect(spy.reads).toBe(2);
    expect((await folded(inner, 'tally-5', tally)).state.items).toEqual([1, 1, 10, 1]);
    expect(stateCacheOf(store).get('tally-5', tally)?.revision).toBe(3);
  });

  it('answers the domain error when the command no longer holds on the fresh state', async () => {
    const { store, inner, spy } = storeAt();
    await execute(store, 'tally-6', tally, { type: 'Add', by: 1 }, meta);
    spy.beforeAppend = () => inner.append('tally-6', [added(10)], { expectedRevision: 0 }).then(() => undefined);
    await expect(execute(store, 'tally-6', tally, { type: 'AddUpTo', by: 1, limit: 5 }, meta)).rejects.toMatchObject({ code: 'conflict' });
    expect((await folded(inner, 'tally-6', tally)).state.total).toBe(11);
  });

  it('does not retry a client that pinned its version, and the next command reads the fresh state', async () => {
    const { store, inner, spy } = storeAt();
    await execute(store, 'tally-7', tally, { type: 'Add', by: 1 }, meta);
    spy.beforeAppend = () => inner.append('tally-7', [added(10)], { expectedRevision: 0 }).then(() => undefined);
    await expect(execute(store, 'tally-7', tally, { type: 'Add', by: 1 }, meta, { expectedRevision: 0 })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(stateCacheOf(store).get('tally-7', tally)).toBeUndefined();
    // a stale version is a conflict before anything is decided
    await expect(execute(store, 'tally-7', tally, { type: 'Add', by: 1 }, meta, { expectedRevision: 0 })).rejects.toBeInstanceOf(AppError);
    const o = await execute(store, 'tally-7', tally, { type: 'Add', by: 1 }, meta, { expectedRevision: 1 });
    expect(o.events[0].data.before).toBe(11);
  });

  it('caches the state a read would fold (events as stored), apart from the state it answers', async () => {
    const { store, inner } = storeAt();
    const at = new Date('2026-01-02T03:04:05.000Z');
    const o = await execute(store, 'tally-8', tally, { type: 'Add', by: 1, note: undefined, at }, meta);
    // the answer is built from what decide returned ...
    expect(o.state.last).toMatchObject({ at, note: undefined });
    // ... the cache holds what a read gives: JSON, no undefined, the date as text
    const read = await folded(inner, 'tally-8', tally);
    const cached = stateCacheOf(store).get('tally-8', tally)!;
    expect(cached.state).toStrictEqual(read.state);
    expect(cached.state.last).toStrictEqual({ by: 1, before: 0, at: at.toISOString() });
    expect(cached.state).not.toBe(o.state);
  });

  it('freezes cached states, so a caller cannot change what later commands decide on', async () => {
    const { store } = storeAt();
    await execute(store, 'tally-10', tally, { type: 'Add', by: 1 }, meta);
    const o = await execute(store, 'tally-10', tally, { type: 'Nothing' }, meta);
    expect(o.events).toEqual([]);
    expect(Object.isFrozen(o.state)).toBe(true);
    expect(() => o.state.items.push(99)).toThrow(TypeError);
    expect(() => {
      (o.state as { total: number }).total = 99;
    }).toThrow(TypeError);
    const next = await execute(store, 'tally-10', tally, { type: 'Add', by: 1 }, meta);
    expect(next.events[0].data.before).toBe(1);
  });

  it('keeps stores apart: a new store over another file does not get the states of the first', async () => {
    const a = storeAt();
    const b = storeAt();
    await execute(a.store, 'tally-11', tally, { type: 'Add', by: 7 }, meta);
    await b.inner.append('tally-11', [added(1)], { expectedRevision: 'no_stream' });
    const o = await execute(b.store, 'tally-11', tally, { type: 'Add', by: 1 }, meta);
    expect(o.events[0].data.before).toBe(1);
  });
});

describe('StateCache', () => {
  const entry = (total: number, revision: number) => ({ state: { total, items: [], last: null }, revision, position: revision + 1 });

  it('forgets the least recently used stream beyond its size', () => {
    const cache = new StateCache(2);
    cache.set('a', tally, entry(1, 0));
    cache.set('b', tally, entry(2, 0));
    cache.get('a', tally); // a is now more recent than b
    cache.set('c', tally, entry(3, 0));
    expect(cache.size).toBe(2);
    expect(cache.get('b', tally)).toBeUndefined();
    expect(cache.get('a', tally)?.state.total).toBe(1);
    expect(cache.get('c', tally)?.state.total).toBe(3);
  });

  it('does not replace a state by one of an earlier revision (commands racing in one process)', () => {
    const cache = new StateCache(10);
    cache.set('a', tally, entry(5, 4));
    cache.set('a', tally, entry(3, 2));
    expect(cache.get('a', tally)?.revision).toBe(4);
    cache.delete('a', tally);
    expect(cache.get('a', tally)).toBeUndefined();
  });
});
