import { describe, expect, it } from 'vitest';
import { WrongExpectedRevisionError, type EventStore } from '@lawfirm/platform';
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
