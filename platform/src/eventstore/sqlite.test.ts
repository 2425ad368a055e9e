import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEventStore, EventSchemaError } from './index.js';
import { parseStreamName } from './sqlite.js';

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
  const dir = mkdtempSync(join(tmpdir(), 'create-eventstore-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('opens a validated SQLite store at DATA_DIR/events.db when no EventStoreDB URL is set', async () => {
    const store = createEventStore({ dataDir: join(dir, 'data') });
    try {
      expect(store.kind).toBe('sqlite');
      expect(existsSync(join(dir, 'data', 'events.db'))).toBe(true);
      const metadata = { userId: null, userType: 'system' as const, correlationId: 'c', causationId: null };
      await expect(store.append('x-1', [{ type: 'NotARealEvent', data: {}, metadata }], { expectedRevision: 'any' })).rejects.toBeInstanceOf(EventSchemaError);
    } finally {
      await store.close();
    }
  });
});
