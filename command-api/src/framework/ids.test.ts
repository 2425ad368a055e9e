import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSqliteEventStore, WrongExpectedRevisionError, type EventStore } from '@lawfirm/platform';
import { DomainError, type Decider } from './decider.js';
import { execute, type CommandMeta } from './handler.js';
import { IdAllocator } from './ids.js';

/** one event store, its `region-N` streams; creating an existing one fails as "stream must not exist" does */
function sharedStore() {
  const taken = new Set<number>();
  const store = { lastStreamNumber: async () => Math.max(0, ...taken) } as unknown as EventStore;
  const createRegion = async (id: number) => {
    if (taken.has(id)) throw new WrongExpectedRevisionError(`region-${id}`, 'no_stream', 0);
    taken.add(id);
    return id;
  };
  return { store, taken, createRegion };
}

describe('ids across two command-api replicas', () => {
  it('given replica B has read the last number, when replica A creates 200 regions, then B still creates the next one (no error)', async () => {
    const { store, createRegion } = sharedStore();
    const a = new IdAllocator(store);
    const b = new IdAllocator(store);
    expect(await b.create('region', createRegion)).toBe(1);
    for (let i = 0; i < 200; i++) await a.create('region', createRegion);
    expect(await b.create('region', createRegion)).toBe(202);
  });

  it('given both replicas creating at once, then every region gets its own number', async () => {
    const { store, taken, createRegion } = sharedStore();
    const replicas = [new IdAllocator(store), new IdAllocator(store)];
    const ids = await Promise.all(Array.from({ length: 60 }, (_, i) => replicas[i % 2].create('region', createRegion)));
    expect(new Set(ids).size).toBe(60);
    expect(taken.size).toBe(60);
  });
});

describe('ids in one process', () => {
  it('given two creates that finish in one turn, the later number first, then the next create takes a new number', async () => {
    const { store, taken, createRegion } = sharedStore();
    const ids = new IdAllocator(store);
    const gate = () => {
      let open!: () => void;
      return { shut: new Promise<void>((r) => (open = r)), open: () => open() };
    };
    const [first, second] = [gate(), gate()];
    const slow = ids.create('region', async (id) => (await first.shut, createRegion(id)));
    const fast = ids.create('region', async (id) => (await second.shut, createRegion(id)));
    await new Promise((r) => setTimeout(r, 0)); // both waiting on their gates
    // both answers in the same turn, the second create's a step ahead of the first's
    second.open();
    first.open();
    expect(await Promise.all([slow, fast])).toEqual([1, 2]);
    // the next create tries the next number straight away, not one in use
    const tried: number[] = [];
    expect(await ids.create('region', (id) => (tried.push(id), createRegion(id)))).toBe(3);
    expect(tried).toEqual([3]);
    expect(taken.size).toBe(3);
  });
});

describe('ids over the event store, a record made by a decider that refuses an existing one', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ids-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const meta: CommandMeta = { userId: 1, userType: 'user', correlationId: 'c', causationId: 'c', command: 'AddRegion' };
  const regions: Decider<{ exists: boolean }, { type: 'Add'; id: number }> = {
    initialState: { exists: false },
    evolve: () => ({ exists: true }),
    decide(c, s) {
      if (s.exists) throw new DomainError('conflict', 'error.conflict');
      return [{ type: 'RegionAdded', data: { id: c.id } }];
    },
  };
  const add = (store: EventStore) => (id: number) => execute(store, `region-${id}`, regions, { type: 'Add', id }, meta, { mustNotExist: true }).then(() => id);

  it('given replica B has read the last number and replica A has made more since, when B creates, then it takes the next free number, not a conflict', async () => {
    const store = createSqliteEventStore({ file: join(dir, 'events.db') });
    try {
      const [a, b] = [new IdAllocator(store), new IdAllocator(store)];
      expect(await b.create('region', add(store))).toBe(1);
      for (let i = 0; i < 3; i++) await a.create('region', add(store));
      expect(await b.create('region', add(store))).toBe(5);
      expect(await store.lastStreamNumber('region')).toBe(5);
    } finally {
      await store.close();
    }
  });
});
