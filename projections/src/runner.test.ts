import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryReadStore, createSqliteEventStore, createSqliteReadStore, readCheckpoint, type EventStore } from '@lawfirm/platform';
import type { Projection } from './projection.js';
import { EVENTS_PER_TRANSACTION, ProjectionRunner } from './runner.js';

const metadata = { userId: null, userType: 'system' as const, correlationId: 'c', causationId: null };
const happen = async (store: EventStore, stream: string) =>
  (await store.append(stream, [{ type: 'ThingHappened', data: { stream }, metadata }], { expectedRevision: 'any' })).position;

const things: Projection = {
  name: 'things',
  collections: ['news'],
  handlers: { ThingHappened: async (e, store) => void (await store.collection('news').replaceOne({ id: e.stream }, { id: e.stream }, { upsert: true })) },
};

describe('projections with a read-model lag (READ_MODEL_LAG_MS)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'projections-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let files = 0;
  const open = () => ({ eventStore: createSqliteEventStore({ file: join(dir, `events-${++files}.db`) }), readStore: createMemoryReadStore() });

  it('given events logged before the start, when the runner starts, then it applies them at once, not after the lag', async () => {
    const { eventStore, readStore } = open();
    for (const s of ['thing-1', 'thing-2']) await happen(eventStore, s);
    // an hour's lag: a catch-up that waited for it would never finish within the test
    const runner = new ProjectionRunner(eventStore, readStore, [things], { lagMs: 3_600_000 });
    try {
      await runner.start();
      expect(runner.currentPosition()).toBe(await eventStore.headPosition());
      expect(await readStore.collection('news').count({})).toBe(2);
    } finally {
      await runner.stop();
      await eventStore.close();
    }
  });

  it('given a running runner, when an event is logged, then the read models show it only once the lag has passed since its commit', async () => {
    const { eventStore, readStore } = open();
    // the first append starts the store's writing thread, which may take longer than a lag
    await happen(eventStore, 'thing-early');
    const lagMs = 2000;
    const runner = new ProjectionRunner(eventStore, readStore, [things], { lagMs });
    try {
      await runner.start();
      const logged = Date.now();
      const position = await happen(eventStore, 'thing-late');
      expect(await runner.waitFor(position, lagMs / 4)).toBe(false);
      expect(await readStore.collection('news').findOne({ id: 'thing-late' })).toBeFalsy();
      expect(await runner.waitFor(position, 5000)).toBe(true);
      expect(Date.now() - logged).toBeGreaterThanOrEqual(lagMs - 20);
      expect(await readStore.collection('news').findOne({ id: 'thing-late' })).toMatchObject({ id: 'thing-late' });
    } finally {
      await runner.stop();
      await eventStore.close();
    }
  });
});

describe('projections in transactions (SQLite read models)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'projections-tx-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('given a burst of events logged at once, when the runner applies them, then a request waiting meanwhile is served after at most one transaction of them, and the stored checkpoint is where the runner stands', async () => {
    const eventStore = createSqliteEventStore({ file: join(dir, 'events.db') });
    const readStore = createSqliteReadStore(':memory:');
    const runner = new ProjectionRunner(eventStore, readStore, [things]);
    try {
      await happen(eventStore, 'thing-0');
      await runner.start();
      const from = runner.currentPosition();
      const total = 3 * EVENTS_PER_TRANSACTION;
      // a request served at each turn of the event loop: how far the runner had got by then
      const seen: number[] = [];
      let sampling = true;
      const sample = () =>
        setImmediate(() => {
          seen.push(runner.currentPosition() - from);
          if (sampling) sample();
        });
      sample();
      // one commit: the runner finds them all at once
      await eventStore.append('burst', Array.from({ length: total }, (_, i) => ({ type: 'ThingHappened', data: { stream: `burst-${i}` }, metadata })), { expectedRevision: 'any' });
      expect(await runner.waitFor(from + total, 10_000)).toBe(true);
      sampling = false;
      seen.push(runner.currentPosition() - from);
      const steps = seen.map((n, i) => n - (seen[i - 1] ?? 0));
      expect(seen[seen.length - 1]).toBe(total);
      expect(Math.max(...steps)).toBeLessThanOrEqual(EVENTS_PER_TRANSACTION);
      expect(await readStore.collection('news').count({})).toBe(2);
      expect(await readCheckpoint(readStore)).toBe(runner.currentPosition());
    } finally {
      await runner.stop();
      await eventStore.close();
      await readStore.close();
    }
  });
});
