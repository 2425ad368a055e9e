import { WrongExpectedRevisionError, type EventStore } from '@lawfirm/platform';

/**
 * Numeric ids as the spec has them (`region-12`). Each create takes the next number after the
 * greatest one in use or in flight and appends with "stream must not exist"; if another process
 * took that number first, the create moves on to the next one. Ids stay unique under concurrency
 * and gaps appear only when a create fails while a later one succeeds. A conflict re-reads the
 * greatest number from the store, so replicas that each cache their own last number stay correct.
 */
export class IdAllocator {
  private last = new Map<string, Promise<number>>();
  private inFlight = new Map<string, Set<number>>();

  constructor(private readonly store: EventStore) {}

  async create<T>(category: string, run: (id: number) => Promise<T>): Promise<T> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const id = await this.reserve(category);
      try {
        const result = await run(id);
        this.advance(category, id);
        return result;
      } catch (e) {
        if (e instanceof WrongExpectedRevisionError) {
          // another process (a second command-api) took the number: learn how far it has got, rather
          // than walking up one conflict at a time until the attempts run out
          const known = this.last.get(category) ?? Promise.resolve(0);
          this.last.set(category, Promise.all([known, this.store.lastStreamNumber(category)]).then((ns) => Math.max(id, ...ns)));
          continue;
        }
        throw e;
      } finally {
        this.inFlight.get(category)?.delete(id);
      }
    }
    throw new Error(`could not allocate an id in ${category}`);
  }

  private async reserve(category: string): Promise<number> {
    if (!this.last.has(category)) this.last.set(category, this.store.lastStreamNumber(category));
    const last = await this.last.get(category)!;
    const flying = this.inFlight.get(category) ?? new Set<number>();
    this.inFlight.set(category, flying);
    let id = last + 1;
    while (flying.has(id)) id++;
    flying.add(id);
    return id;
  }

  /** chained on the number it raises: two creates settling in one turn, the later number first, never lower it */
  private advance(category: string, id: number) {
    this.last.set(category, (this.last.get(category) ?? Promise.resolve(0)).then((last) => Math.max(last, id)));
  }
}
