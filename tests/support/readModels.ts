import { expect } from 'vitest';
import { createEventStore, createMemoryReadStore, createReadStore, readCheckpoint, type EventStore, type RecordedEvent } from '@lawfirm/platform';
import { projectionsFor, rebuildProjections } from '@lawfirm/projections';

type Client = { get: (p: string) => Promise<{ status: number; body: any }> };

/** The read models a running portal serves equal a fresh rebuild from its log, document for document. */
export async function expectReadModelsEqualRebuild(client: Client, dataDir: string): Promise<{ collections: number; documents: number }> {
  const store = createEventStore({ dataDir });
  const fresh = createMemoryReadStore();
  try {
    await rebuildProjections(store, fresh, projectionsFor(store.kind));
  } finally {
    await store.close();
  }
  const collections = (await client.get('/api/admin/read-models')).body as string[];
  let documents = 0;
  for (const c of collections) {
    const live = (await client.get(`/api/admin/read-models/${c}`)).body;
    const rebuilt = await fresh.collection(c).find({}, { sort: { id: 1 } });
    expect(live, `collection ${c}`).toEqual(rebuilt);
    documents += live.length;
  }
  return { collections: collections.length, documents };
}

/** What a stopped (or killed) portal's data folder holds: the log's head, the read models' stored checkpoint, and a collection's documents. */
export async function storedReadModels(dataDir: string, collection: string): Promise<{ head: number; checkpoint: number; documents: Record<string, unknown>[]; log: RecordedEvent[] }> {
  const events: EventStore = createEventStore({ dataDir });
  const reads = await createReadStore({ dataDir });
  try {
    const log: RecordedEvent[] = [];
    for (let from = 0; ; ) {
      const page = await events.readAll({ fromPosition: from, limit: 1000 });
      if (!page.length) break;
      log.push(...page);
      from = page[page.length - 1].position;
    }
    return { head: await events.headPosition(), checkpoint: await readCheckpoint(reads), documents: await reads.collection(collection).find({}, { sort: { id: 1 } }), log };
  } finally {
    await reads.close();
    await events.close();
  }
}
