import type { ReadStore } from './readstore/types.js';

/** The projections' position in the global log, stored beside the read models it describes. */
const CHECKPOINTS = '_checkpoints';
const ID = 'projections';

export async function readCheckpoint(store: ReadStore): Promise<number> {
  const doc = await store.collection(CHECKPOINTS).findOne({ id: ID });
  return typeof doc?.position === 'number' ? doc.position : 0;
}

export async function writeCheckpoint(store: ReadStore, position: number): Promise<void> {
  await store.collection(CHECKPOINTS).replaceOne({ id: ID }, { id: ID, position, at: new Date().toISOString() }, { upsert: true });
}

const VERSIONS_ID = 'projection-versions';

/** Each projection's version, as the code that built these read models had it (null: not recorded, read models built before versions were). */
export async function readProjectionVersions(store: ReadStore): Promise<Record<string, number> | null> {
  const doc = await store.collection(CHECKPOINTS).findOne({ id: VERSIONS_ID });
  return (doc?.versions as Record<string, number> | undefined) ?? null;
}

export async function writeProjectionVersions(store: ReadStore, versions: Record<string, number>): Promise<void> {
  await store.collection(CHECKPOINTS).replaceOne({ id: VERSIONS_ID }, { id: VERSIONS_ID, versions }, { upsert: true });
}

/** For a process that does not run the projections itself: polls the stored checkpoint. */
export function checkpointConsistency(store: ReadStore, pollMs = 20) {
  return {
    position: () => readCheckpoint(store),
    async waitFor(target: number, timeoutMs: number): Promise<boolean> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if ((await readCheckpoint(store)) >= target) return true;
        if (Date.now() >= deadline) return false;
        await new Promise((r) => setTimeout(r, pollMs));
      }
    },
  };
}
