import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createMemoryReadStore, createMongoReadStore, createSqliteReadStore, createSqliteEventStore, generationalReadStore, GenerationsRefused, GENERATIONS_COLLECTION,
  type EventStore, type GenerationalReadStore, type ReadStore, type RecordedEvent,
} from '@lawfirm/platform';
import { GenerationFollower, rebuildIntoNewGeneration, type Projection } from '@lawfirm/projections';

/**
 * Rebuilds never drop the live read models: a rebuild builds a new generation beside them under
 * the rebuild lease and switches readers to it once caught up, while the projections keep the
 * live one current and then follow the switch. The read store is shared by several "processes"
 * (a generational store each, over one base), as the APIs, the projections service and
 * `npm run projections:rebuild` share MongoDB. It runs on the in-memory read store here, and on
 * MongoDB where MONGODB_URL is set (the CI workflow); the pure rules are in
 * platform/src/readstore/generations.test.ts.
 */
function generationsContract(name: string, openBase: () => Promise<{ base: () => Promise<ReadStore>; cleanup: () => Promise<void> }>) {
  describe(`read-model generations: ${name}`, () => {
    let dir: string;
    let events: EventStore;
    let shared: Awaited<ReturnType<typeof openBase>>;
    /** every store opened by a test, closed after it (a MongoDB client is shared until its last holder closes) */
    const opened: ReadStore[] = [];
    const base = async () => {
      const store = await shared.base();
      opened.push(store);
      return store;
    };
    /** what one process of the deployment opens: the read store, its read models in generations */
    const process_ = async () => generationalReadStore(await base(), { refreshMs: 50 });
    const note = (i: number) => ({ type: 'NoteAdded', data: { id: i, text: `note ${i}` }, metadata: { userId: 1, userType: 'user' as const, correlationId: `c${i}`, causationId: null, time: new Date().toISOString() } });
    const addNotes = async (from: number, to: number) => {
      for (let i = from; i <= to; i++) await events.append(`note-${i}`, [note(i)], { expectedRevision: 'any' });
    };
    /** a rebuild that waits at note `pauseAt` until `resume` resolves (to watch it), or fails at note `failAt` */
    const notes = (opts: { pauseAt?: number; resume?: Promise<void>; paused?: () => void; failAt?: number } = {}): Projection => ({
      name: 'notes',
      collections: ['news'],
      indexes: { news: [{ id: 1 }] },
      handlers: {
        async NoteAdded(e: RecordedEvent<{ id: number; text: string }>, store) {
          if (e.data.id === opts.pauseAt) {
            opts.paused?.();
            await opts.resume;
          }
          if (e.data.id === opts.failAt) throw new Error(`note ${e.data.id} cannot be applied`);
          await store.collection('news').replaceOne({ id: e.data.id }, { id: e.data.id, text: e.data.text }, { upsert: true });
        },
      },
    });
    const waitUntil = async (what: string, ok: () => Promise<boolean>, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!(await ok())) {
        if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
        await sleep(20);
      }
    };

    beforeEach(async () => {
      dir = mkdtempSync(join(tmpdir(), 'generations-'));
      events = createSqliteEventStore({ file: join(dir, 'events.db') });
      shared = await openBase();
      await addNotes(1, 40);
    });
    afterEach(async () => {
      for (const store of opened.splice(0)) await store.close();
      await shared.cleanup();
      await events.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('builds beside the live read models, which readers and the projections keep using until the switch; then everyone is on the new generation and the old one is dropped', async () => {
      const reader = await process_();
      const service = await process_();
      const follower = new GenerationFollower(events, (await process_()).generations, [notes()], { pollMs: 50 });
      await follower.start();
      await waitUntil('the reader sees the 40 notes', async () => (await reader.collection('news').count()) === 40);

      const rebuilder = await process_();
      let resume = () => {};
      const resumed = new Promise<void>((r) => (resume = r));
      let pausedNow = () => {};
      const paused = new Promise<void>((r) => (pausedNow = r));
      // the previous generation is dropped 1.5 s after the switch: the follower polls every 50 ms
      const rebuild = rebuildIntoNewGeneration(events, rebuilder.generations, [notes({ pauseAt: 20, resume: resumed, paused: () => pausedNow() })], { graceMs: 1_500 });
      await Promise.race([paused, rebuild.then(() => Promise.reject(new Error('the rebuild ended before note 20')))]);
      // halfway through the rebuild: the new generation is there beside the live one, which is whole and still kept current
      expect(await (await base()).collections()).toEqual(expect.arrayContaining(['news', 'g1.news']));
      const seen = [await reader.collection('news').count()];
      await addNotes(41, 60);
      await waitUntil('the reader sees the notes written during the rebuild', async () => (seen.push(await reader.collection('news').count()), seen.at(-1) === 60));
      expect(Math.min(...seen), 'the live read models never emptied').toBeGreaterThanOrEqual(40);
      expect(await rebuilder.generations.current()).toBe(0);
      resume();
      const result = await rebuild;

      expect(result.generation).toBe(1);
      expect(await rebuilder.generations.current()).toBe(1);
      // the notes written during the rebuild are in the new generation, whichever side applied them
      await waitUntil('the projections follow the switch', async () => follower.status().generation === 1);
      await addNotes(61, 61);
      await waitUntil('the reader sees every note in the new generation', async () => (await reader.collection('news').count()) === 61);
      expect((await service.collection('news').findOne({ id: 61 }))?.text).toBe('note 61');
      const stored = await (await base()).collections();
      expect(stored).toContain('g1.news');
      expect(stored, 'generation 0 dropped after the grace period').not.toContain('news');
      expect(result.dropped).toEqual(expect.arrayContaining(['news', '_checkpoints']));
      await follower.stop();
    });

    it('lets one rebuild run at a time: a second is refused and the first is undisturbed', async () => {
      const [a, b] = [await process_(), await process_()];
      const gens = (s: GenerationalReadStore) => s.generations;
      const race = await Promise.allSettled([
        gens(a).execute({ type: 'BeginRebuild', holder: 'a', now: Date.now(), leaseMs: 60_000 }),
        gens(b).execute({ type: 'BeginRebuild', holder: 'b', now: Date.now(), leaseMs: 60_000 }),
      ]);
      expect(race.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = await rebuildIntoNewGeneration(events, gens(b), [notes()], { holder: 'c' }).then(() => null, (err: unknown) => err);
      expect(refused).toBeInstanceOf(GenerationsRefused);
      expect((refused as GenerationsRefused).reason).toBe('rebuild_running');
      const state = await gens(a).state();
      expect(state).toMatchObject({ current: 0, highest: 1, lease: { building: 1 } });
      expect(['a', 'b']).toContain(state.lease?.holder);
    });

    it('a rebuild that fails gives the lease back, drops what it built and leaves readers on the live read models', async () => {
      const reader = await process_();
      const live = await process_();
      await rebuildIntoNewGeneration(events, live.generations, [notes()], { graceMs: 0 });
      await waitUntil('the reader is on generation 1', async () => (await reader.collection('news').count()) === 40);

      const failing = rebuildIntoNewGeneration(events, live.generations, [notes({ failAt: 30 })], { graceMs: 0 });
      await expect(failing).rejects.toThrow('note 30 cannot be applied');

      const gens = reader.generations;
      expect(await gens.state()).toMatchObject({ current: 1, highest: 2, lease: null });
      const stored = await (await base()).collections();
      expect(stored.filter((c) => c.startsWith('g2.'))).toEqual([]);
      expect(await reader.collection('news').count()).toBe(40);
      // the next rebuild takes a number never used and succeeds
      expect((await rebuildIntoNewGeneration(events, gens, [notes()], { graceMs: 0 })).generation).toBe(3);
      expect((await (await base()).collections()).filter((c) => c !== GENERATIONS_COLLECTION && !c.startsWith('system.')).every((c) => c.startsWith('g3.'))).toBe(true);
    });
  });
}

generationsContract('memory', async () => {
  const base = createMemoryReadStore();
  // one store shared by the "processes"; closing one of them must not empty it
  return { base: async () => ({ ...base, close: async () => undefined }), cleanup: async () => undefined };
});

// SQLite: one connection shared by the "processes", as for memory: here they share one thread, where a second
// connection waiting for the first one's write lock would hold the thread the first needs to commit (separate
// processes on one file: tests/reliability/rebuildWhileServing.test.ts)
generationsContract('sqlite', async () => {
  const base = createSqliteReadStore(join(mkdtempSync(join(tmpdir(), 'generations-')), 'readmodels.db'));
  return { base: async () => ({ ...base, close: async () => undefined }), cleanup: () => base.close() };
});

const mongoUrl = process.env.MONGODB_URL;
if (!mongoUrl) console.warn('[skipped] MongoDB read-model generations: MONGODB_URL is not set (no MongoDB on this machine; the CI workflow sets it)');
describe.skipIf(!mongoUrl)('MongoDB', () => {
  const dbNames: string[] = [];
  afterAll(async () => {
    for (const db of dbNames) {
      const store = await createMongoReadStore(mongoUrl!, db);
      await store.dropAll();
      await store.close();
    }
  });
  generationsContract('mongodb', async () => {
    const db = `contract_generations_${randomUUID().slice(0, 8)}`;
    dbNames.push(db);
    return { base: () => createMongoReadStore(mongoUrl!, db), cleanup: async () => undefined };
  });
});
