import {
  decide, evolve, GENERATIONS_COLLECTION, initialGenerations, obsoleteCollections, parsePhysicalName, physicalName,
  type GenerationsCommand, type GenerationsEvent, type GenerationsState,
} from './generations.js';
import type { Collection, Doc, ReadStore } from './types.js';
import type { SearchIndex } from '../search/index.js';

const CONTROL_ID = 'generations';
/** how long a reader keeps the current generation before reading it again */
export const GENERATION_REFRESH_MS = 1_000;

export interface ReadModelGenerations {
  /** the stored state, read now */
  state(): Promise<GenerationsState>;
  /** the current generation as readers see it: read again at most every `refreshMs` */
  current(): Promise<number>;
  /** decides the command on the stored state and stores the outcome, compare-and-set (retried when another process changed it meanwhile) */
  execute(command: GenerationsCommand): Promise<GenerationsEvent[]>;
  /** the read models of one generation: what the projections write and a rebuild builds */
  storeOf(generation: number): ReadStore;
  /** drops the collections no reader or builder needs (generations.ts, obsoleteCollections); returns their names */
  dropObsolete(now: number, graceMs: number): Promise<string[]>;
}

export interface GenerationalReadStore extends ReadStore {
  readonly generations: ReadModelGenerations;
}

const isDuplicateKey = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;

function stateOf(doc: Doc | null): GenerationsState {
  if (!doc) return initialGenerations;
  return {
    current: Number(doc.current ?? 0),
    highest: Number(doc.highest ?? 0),
    lease: (doc.lease as GenerationsState['lease']) ?? null,
    previous: (doc.previous as GenerationsState['previous']) ?? null,
  };
}

/**
 * A read store whose read models live in generations (generations.ts) over any read store: what
 * it reads and writes goes to the current generation, which it reads again every `refreshMs`, so
 * the query and command APIs follow a rebuild's switch within a second. The projections write one
 * generation at a time through `generations.storeOf`.
 */
export function generationalReadStore(base: ReadStore, opts: { refreshMs?: number } = {}): GenerationalReadStore {
  const refreshMs = opts.refreshMs ?? GENERATION_REFRESH_MS;
  const control = () => base.collection(GENERATIONS_COLLECTION);
  let indexed: Promise<void> | null = null;
  const ensureIndex = () =>
    (indexed ??= control()
      .createIndex({ id: 1 }, { unique: true })
      .catch((err: unknown) => {
        indexed = null; // tried again at the next command
        throw err;
      }));
  let cached: { generation: number; at: number } | null = null;
  let reading: Promise<number> | null = null;

  const readState = async () => {
    await ensureIndex();
    return stateOf(await control().findOne({ id: CONTROL_ID }));
  };
  const remember = (generation: number) => {
    cached = { generation, at: Date.now() };
    return generation;
  };

  const pinned = new Map<number, ReadStore>();
  const namesOf = async (generation: number) =>
    (await base.collections()).filter((physical) => parsePhysicalName(physical)?.generation === generation);

  const generations: ReadModelGenerations = {
    state: readState,
    async current() {
      if (cached && Date.now() - cached.at < refreshMs) return cached.generation;
      reading ??= readState()
        .then((s) => remember(s.current))
        .finally(() => (reading = null));
      return reading;
    },
    async execute(command) {
      await ensureIndex();
      for (let attempt = 0; ; attempt++) {
        const doc = await control().findOne({ id: CONTROL_ID });
        const state = stateOf(doc);
        const events = decide(state, command);
        if (!events.length) return events;
        const next = events.reduce(evolve, state);
        const version = Number(doc?.version ?? 0);
        const written = doc
          ? (await control().updateOne({ id: CONTROL_ID, version }, { $set: { ...next, version: version + 1 } })) === 1
          : await control()
              .insertOne({ id: CONTROL_ID, ...next, version: 1 })
              .then(() => true, (err: unknown) => (isDuplicateKey(err) ? false : Promise.reject(err)));
        if (written) {
          remember(next.current);
          return events;
        }
        if (attempt >= 50) throw new Error('read-model generations: the control document kept changing');
      }
    },
    storeOf(generation) {
      let store = pinned.get(generation);
      if (!store) {
        store = {
          kind: base.kind,
          collection: <T extends Doc = Doc>(name: string) => base.collection<T>(physicalName(generation, name)),
          collections: async () => (await namesOf(generation)).map((p) => parsePhysicalName(p)!.name).sort(),
          async dropAll() {
            for (const physical of await namesOf(generation)) await base.dropCollection(physical);
          },
          dropCollection: (name) => base.dropCollection(physicalName(generation, name)),
          ...(base.atomically && { atomically: base.atomically.bind(base) }),
          ...(base.textIndex && { textIndex: (name: string) => base.textIndex!(physicalName(generation, name)) }),
          // the base store is the following store's to close
          close: async () => undefined,
        };
        pinned.set(generation, store);
      }
      return store;
    },
    async dropObsolete(now, graceMs) {
      const obsolete = obsoleteCollections(await readState(), await base.collections(), now, graceMs);
      for (const physical of obsolete) await base.dropCollection(physical);
      return obsolete;
    },
  };

  const handles = new Map<string, Collection>();
  const following = <T extends Doc>(name: string): Collection<T> => {
    const at = async () => base.collection<T>(physicalName(await generations.current(), name));
    return {
      find: async (filter, o) => (await at()).find(filter, o),
      findOne: async (filter) => (await at()).findOne(filter),
      count: async (filter) => (await at()).count(filter),
      insertOne: async (doc) => (await at()).insertOne(doc),
      replaceOne: async (filter, doc, o) => (await at()).replaceOne(filter, doc, o),
      modifyOne: async (filter, change) => (await at()).modifyOne(filter, change),
      updateOne: async (filter, update, o) => (await at()).updateOne(filter, update, o),
      updateMany: async (filter, update) => (await at()).updateMany(filter, update),
      deleteOne: async (filter) => (await at()).deleteOne(filter),
      deleteMany: async (filter) => (await at()).deleteMany(filter),
      createIndex: async (fields, o) => (await at()).createIndex(fields, o),
    };
  };

  /** the text index of the current generation, looked up at each call like the collections */
  const followingTextIndex = (name: string): SearchIndex => {
    const at = async () => base.textIndex!(physicalName(await generations.current(), name));
    return {
      upsert: async (entry) => (await at()).upsert(entry),
      remove: async (key) => (await at()).remove(key),
      removeOfFile: async (fileId) => (await at()).removeOfFile(fileId),
      clear: async () => (await at()).clear(),
      search: async (query, scope, limit) => (await at()).search(query, scope, limit),
    };
  };

  return {
    kind: base.kind,
    generations,
    ...(base.atomically && { atomically: base.atomically.bind(base) }),
    ...(base.textIndex && { textIndex: followingTextIndex }),
    collection<T extends Doc = Doc>(name: string): Collection<T> {
      let handle = handles.get(name);
      if (!handle) handles.set(name, (handle = following(name)));
      return handle as unknown as Collection<T>;
    },
    async collections() {
      return generations.storeOf(await generations.current()).collections();
    },
    async dropAll() {
      await generations.storeOf(await generations.current()).dropAll();
    },
    async dropCollection(name) {
      await generations.storeOf(await generations.current()).dropCollection(name);
    },
    close: () => base.close(),
  };
}

/** the generations of a store that keeps its read models in generations (MongoDB), else null */
export function generationsOf(store: ReadStore): ReadModelGenerations | null {
  return (store as Partial<GenerationalReadStore>).generations ?? null;
}
