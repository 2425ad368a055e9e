import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createSqliteEventStore, type EventStore, type RecordedEvent } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { REACTIONS_CHECKPOINT, startReactions, type Reaction } from './runner.js';

const metadata = { userId: null, userType: 'system' as const, correlationId: 'c', causationId: null };
const happen = async (store: EventStore, stream: string) =>
  (await store.append(stream, [{ type: 'ThingHappened', data: { stream }, metadata }], { expectedRevision: 'any' })).position;

/** a reaction to ThingHappened that notes the streams it saw and does what `effect` says */
const noting = (seen: string[], effect: (e: RecordedEvent, finishesWith: (p: Promise<unknown>) => void) => void = () => {}): Reaction => ({
  name: 'Noting',
  on: ['ThingHappened'],
  async react(event, cx) {
    seen.push(event.stream);
    effect(event, cx.finishesWith);
  },
});

describe('running reactions', () => {
  const dir = mkdtempSync(join(tmpdir(), 'reactions-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let files = 0;
  const newStore = () => createSqliteEventStore({ file: join(dir, `events-${++files}.db`) });

  it('say why the event they are retrying failed, and clear it once it is done', async () => {
    const eventStore = newStore();
    const position = await happen(eventStore, 'thing-1');
    let attempts = 0;
    const running = await startReactions({ eventStore } as unknown as CommandDeps, [
      {
        name: 'FlakyReaction',
        on: ['ThingHappened'],
        async react() {
          if (++attempts === 1) throw new Error('the job queue is down');
        },
      },
    ]);
    try {
      await vi.waitFor(() => expect(running.status()).toMatchObject({ position: 0, caughtUp: false, lastError: 'Error: the job queue is down' }));
      await vi.waitFor(() => expect(running.status()).toMatchObject({ position, caughtUp: true, lastError: null }));
      expect(attempts).toBe(2);
    } finally {
      await running.close();
      await eventStore.close();
    }
  });

  it('given reactions that stopped, when they start again, then they follow the log from where they were', async () => {
    const eventStore = newStore();
    for (const s of ['thing-1', 'thing-2', 'thing-3']) await happen(eventStore, s);
    const first: string[] = [];
    const running = await startReactions({ eventStore } as unknown as CommandDeps, [noting(first)]);
    await vi.waitFor(() => expect(running.status().caughtUp).toBe(true));
    await running.close();
    expect(first).toEqual(['thing-1', 'thing-2', 'thing-3']);
    expect(await eventStore.loadCheckpoint(REACTIONS_CHECKPOINT)).toBe(await eventStore.headPosition());

    const later = await happen(eventStore, 'thing-4');
    const second: string[] = [];
    const again = await startReactions({ eventStore } as unknown as CommandDeps, [noting(second)]);
    try {
      await vi.waitFor(() => expect(again.status()).toMatchObject({ position: later, caughtUp: true }));
      expect(second).toEqual(['thing-4']);
    } finally {
      await again.close();
      await eventStore.close();
    }
  });

  it('given an effect still running elsewhere, then the checkpoint stays before its event until it is done', async () => {
    const eventStore = newStore();
    let finish!: () => void;
    const job = new Promise<void>((resolve) => (finish = resolve));
    const seen: string[] = [];
    const running = await startReactions(
      { eventStore } as unknown as CommandDeps,
      [noting(seen, (e, finishesWith) => e.stream === 'thing-2' && finishesWith(job))],
      { checkpointEveryMs: 20 },
    );
    try {
      const one = await happen(eventStore, 'thing-1');
      const two = await happen(eventStore, 'thing-2');
      const three = await happen(eventStore, 'thing-3');
      await vi.waitFor(() => expect(running.status()).toMatchObject({ position: three, checkpoint: one }));
      expect(two - 1).toBe(one);
      await new Promise((r) => setTimeout(r, 100));
      expect(await eventStore.loadCheckpoint(REACTIONS_CHECKPOINT)).toBe(one);
      finish();
      await vi.waitFor(() => expect(running.status().checkpoint).toBe(three));
      expect(await eventStore.loadCheckpoint(REACTIONS_CHECKPOINT)).toBe(three);
    } finally {
      await running.close();
      await eventStore.close();
    }
  });

  it('given an effect that failed, when they start again, then they pass its event again', async () => {
    const eventStore = newStore();
    const first: string[] = [];
    const running = await startReactions(
      { eventStore } as unknown as CommandDeps,
      [noting(first, (e, finishesWith) => e.stream === 'thing-2' && finishesWith(Promise.reject(new Error('the task job failed for good'))))],
      { checkpointEveryMs: 20 },
    );
    const one = await happen(eventStore, 'thing-1');
    await happen(eventStore, 'thing-2');
    const three = await happen(eventStore, 'thing-3');
    await vi.waitFor(() => expect(running.status().position).toBe(three));
    await running.close();
    expect(await eventStore.loadCheckpoint(REACTIONS_CHECKPOINT)).toBe(one);

    const second: string[] = [];
    const again = await startReactions({ eventStore } as unknown as CommandDeps, [noting(second)]);
    try {
      await vi.waitFor(() => expect(again.status()).toMatchObject({ position: three, caughtUp: true }));
      expect(second).toEqual(['thing-2', 'thing-3']);
    } finally {
      await again.close();
      await eventStore.close();
    }
  });

  it('given a reaction that reads read models, when they are behind its event, then it does not run until they have applied it, and the checkpoint waits', async () => {
    const eventStore = newStore();
    let applied = 0;
    const readModels = {
      async waitFor(position: number, timeoutMs: number) {
        const until = Date.now() + timeoutMs;
        while (applied < position && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
        return applied >= position;
      },
    };
    const ran: { position: number; readModelsAt: number }[] = [];
    const running = await startReactions(
      { eventStore, readModels } as unknown as CommandDeps,
      [{ name: 'ReadingReaction', on: ['ThingHappened'], readsReadModels: true, react: async (e) => void ran.push({ position: e.position, readModelsAt: applied }) }],
      { checkpointEveryMs: 20, readModelsWaitMs: 50 },
    );
    try {
      const one = await happen(eventStore, 'thing-1');
      await vi.waitFor(() => expect(running.status().lastError).toBe(`ReadModelsBehindError: ReadingReaction: the read models had not applied position ${one} after 50 ms; the event will be passed again`));
      await new Promise((r) => setTimeout(r, 100));
      expect(ran).toEqual([]);
      expect(running.status()).toMatchObject({ position: 0, checkpoint: 0 });
      expect(await eventStore.loadCheckpoint(REACTIONS_CHECKPOINT)).toBe(0);

      applied = one;
      await vi.waitFor(() => expect(running.status()).toMatchObject({ position: one, checkpoint: one, lastError: null }), { timeout: 3000 });
      expect(ran).toEqual([{ position: one, readModelsAt: one }]);
    } finally {
      await running.close();
      await eventStore.close();
    }
  });
});
