import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { createSqliteEventStore, withSchemaValidation, type EventStore } from '@lawfirm/platform';

/** For a test file: the embedded event store checking event schemas, in a temporary folder closed and removed after the file's tests. */
export function suiteEventStore(name: string): EventStore {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  const inner = createSqliteEventStore({ file: join(dir, 'events.db') });
  afterAll(async () => {
    await inner.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return withSchemaValidation(inner);
}
