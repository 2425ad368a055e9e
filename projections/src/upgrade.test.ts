import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSqliteEventStore, createSqliteReadStore, generationalReadStore, type EventStore, type RecordedEvent } from '@lawfirm/platform';
import type { Projection } from './projection.js';
import { GenerationFollower, rebuildWhenProjectionsChanged } from './generations.js';

const metadata = { userId: null, userType: 'system' as const, correlationId: 'c', causationId: null };

/** the notes read model as one version of the code writes it */
const notes = (version: number): Projection => ({
  name: 'notes',
  version,
  collections: ['news'],
  indexes: { news: [{ id: 1 }] },
  handlers: {
    async NoteAdded(e: RecordedEvent<{ id: number; text: string }>, store) {
      const doc = version === 1 ? { id: e.data.id, text: e.data.text } : { id: e.data.id, text: e.data.text, length: e.data.text.length };
      await store.collection('news').replaceOne({ id: e.data.id }, doc, { upsert: true });
    },
  },
});

describe('an upgrade that changes a projection', () => {
  const dirs: string[] = [];
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close();
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  const portal = async (dir: string, events: EventStore, projection: Projection) => {
    const store = generationalReadStore(createSqliteReadStore(join(dir, 'readmodels.db')), { refreshMs: 20 });
    const follower = new GenerationFollower(events, store.generations, [projection], { pollMs: 20 });
    await follower.start();
    closing.push(async () => {
      await follower.stop();
      await store.close();
    });
    return { store, follower };
  };

  it('given read models built by version 1, when the portal starts with version 2, then it serves version 1 until a new generation built by version 2 is switched to; a start with unchanged versions builds nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'upgrade-'));
    dirs.push(dir);
    const events = createSqliteEventStore({ file: join(dir, 'events.db') });
    closing.push(() => events.close());
    for (let i = 1; i <= 30; i++) await events.append(`note-${i}`, [{ type: 'NoteAdded', data: { id: i, text: `note number ${i}` }, metadata }], { expectedRevision: 'no_stream' });

    const before = await portal(dir, events, notes(1));
    expect(await rebuildWhenProjectionsChanged(events, before.store.generations, [notes(1)], { graceMs: 0 })).toBeNull();
    expect(await before.store.collection('news').findOne({ id: 7 })).toEqual({ id: 7, text: 'note number 7' });
    await before.follower.stop();

    const after = await portal(dir, events, notes(2));
    // served from the old generation meanwhile
    expect(await after.store.collection('news').findOne({ id: 7 })).toEqual({ id: 7, text: 'note number 7' });
    const rebuilt = await rebuildWhenProjectionsChanged(events, after.store.generations, [notes(2)], { graceMs: 0 });
    expect(rebuilt).toMatchObject({ generation: 1, events: 30 });
    await after.follower.check();
    expect(after.follower.status().generation).toBe(1);
    await events.append('note-31', [{ type: 'NoteAdded', data: { id: 31, text: 'after the switch' }, metadata }], { expectedRevision: 'no_stream' });
    expect(await after.follower.waitFor(await events.headPosition(), 5_000)).toBe(true);
    expect(await after.store.collection('news').findOne({ id: 7 })).toEqual({ id: 7, text: 'note number 7', length: 13 });
    expect(await after.store.collection('news').findOne({ id: 31 })).toEqual({ id: 31, text: 'after the switch', length: 16 });
    // the old generation's tables are gone
    expect((await after.store.generations.storeOf(0).collections()).length).toBe(0);

    expect(await rebuildWhenProjectionsChanged(events, after.store.generations, [notes(2)], { graceMs: 0 })).toBeNull();
    expect((await after.store.generations.state()).current).toBe(1);
  });
});
