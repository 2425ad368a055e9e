import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createSqliteEventStore } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { startReactions } from './runner.js';

describe('running reactions', () => {
  const dir = mkdtempSync(join(tmpdir(), 'reactions-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('say why the event they are retrying failed, and clear it once it is done', async () => {
    const eventStore = createSqliteEventStore({ file: join(dir, 'events.db') });
    const metadata = { userId: null, userType: 'system' as const, correlationId: 'c', causationId: null };
    const { position } = await eventStore.append('thing-1', [{ type: 'ThingHappened', data: {}, metadata }], { expectedRevision: 'no_stream' });
    let attempts = 0;
    const running = startReactions({ eventStore } as unknown as CommandDeps, [
      {
        name: 'FlakyReaction',
        on: ['ThingHappened'],
        async react() {
          if (++attempts === 1) throw new Error('the job queue is down');
        },
      },
    ]);
    try {
      await vi.waitFor(() => expect(running.status()).toEqual({ position: 0, caughtUp: false, lastError: 'Error: the job queue is down' }));
      await vi.waitFor(() => expect(running.status()).toEqual({ position, caughtUp: true, lastError: null }));
      expect(attempts).toBe(2);
    } finally {
      await running.close();
      await eventStore.close();
    }
  });
});
