import { searchIndexFor, writeCheckpoint, type EventStore, type ReadStore } from '@lawfirm/platform';
import { handlersByType, type Projection } from './projection.js';
import { ensureIndexes } from './runner.js';

export interface RebuildProgress {
  position: number;
  head: number;
  events: number;
}

/**
 * Events per page. A page's parsed events stay alive until the whole page is applied, and those
 * a young-generation collection finds alive are copied to the old generation; small pages keep
 * that copying down (200 against 5,000: faster in each of five alternating runs, by 4 to 26%).
 */
export const REBUILD_PAGE = 200;

/** Drops every read model and applies the whole log again, page by page. */
export async function rebuildProjections(
  eventStore: EventStore,
  readStore: ReadStore,
  projections: Projection[],
  onProgress: (p: RebuildProgress) => void = () => {},
): Promise<RebuildProgress> {
  await readStore.dropAll();
  await searchIndexFor(readStore).clear();
  await ensureIndexes(readStore, projections);
  const byType = handlersByType(projections);
  const head = await eventStore.headPosition();
  let position = 0;
  let events = 0;
  for (;;) {
    const page = await eventStore.readAll({ fromPosition: position, limit: REBUILD_PAGE });
    if (!page.length) break;
    for (const e of page) {
      for (const h of byType.get(e.type) ?? []) await h(e, readStore);
      position = e.position;
      events++;
    }
    onProgress({ position, head, events });
  }
  await writeCheckpoint(readStore, position);
  return { position, head, events };
}
