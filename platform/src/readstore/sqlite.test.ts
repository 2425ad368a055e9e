import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createMemoryReadStore } from './memory.js';
import { createSqliteReadStore } from './sqlite.js';
import type { Collection, Doc, Filter, Sort } from './types.js';

/**
 * The SQLite read store answers as the memory one does (the reference: mingo and compile.ts),
 * through inserts, updates and deletes, on indexed paths (expression indexes and the side table of
 * irregular values) and unindexed ones, with values of every shape a field may hold.
 */

const lawyer = fc.integer({ min: 1, max: 4 });
// a field usually holds a string, sometimes what SQLite reads otherwise (null, missing, a number, a boolean, an array, an object)
const status = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('open', 'closed', 'on_hold') },
  { weight: 3, arbitrary: fc.constantFrom(null, undefined, 1, 0, true, false, '1', 'Open', ['open', 'x'], [], { s: 'open' }) },
);
const lawyerIds = fc.oneof({ weight: 6, arbitrary: fc.array(lawyer, { maxLength: 3 }) }, { weight: 1, arbitrary: fc.constantFrom(undefined, null, 2, [[1, 2]], [null]) });
const createdAt = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 28 }).map((d) => `2026-02-${String(d).padStart(2, '0')}`) },
  { weight: 1, arbitrary: fc.constantFrom(undefined, null, 20260201, ['2026-02-03']) },
);
const title = fc.constantFrom('Falcon Foods', 'falcon air', 'Gulf 100%', 'النور العقارية', 'Star_Retail', 'a.b', 7);
const plaintiffs = fc.oneof(fc.constant(undefined), fc.array(fc.record({ clientId: fc.oneof(lawyer, fc.constant(null)) }, { requiredKeys: [] }), { maxLength: 2 }), fc.record({ clientId: lawyer }));
const doc = fc
  .record({ id: fc.integer({ min: 1, max: 12 }), status, lawyerIds, createdAt, title, plaintiffs, n: fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constant('2')) })
  .map((d) => Object.fromEntries(Object.entries(d).filter(([, v]) => v !== undefined)) as Doc);

const scalar = fc.constantFrom<unknown>('open', 'closed', null, 1, 0, true, '1', 2, 3);
const filter: fc.Arbitrary<Filter> = fc.letrec<{ f: Filter; leaf: Filter }>((tie) => ({
  leaf: fc.oneof(
    fc.record({ status: scalar }),
    fc.record({ status: fc.record({ $in: fc.array(scalar, { maxLength: 3 }) }) }),
    fc.record({ status: fc.record({ $ne: scalar }) }),
    fc.record({ status: fc.record({ $nin: fc.array(scalar, { maxLength: 2 }) }) }),
    fc.record({ lawyerIds: fc.oneof(lawyer, fc.constant(null)) }),
    fc.record({ lawyerIds: fc.record({ $in: fc.array(lawyer, { maxLength: 2 }) }) }),
    fc.record({ lawyerIds: fc.record({ $gte: lawyer }) }),
    fc.record({ lawyerIds: fc.record({ $ne: lawyer }) }),
    fc.record({ createdAt: fc.record({ $gte: fc.constantFrom('2026-02-10', '2026-02-20', 20260101) }) }),
    fc.record({ createdAt: fc.record({ $lt: fc.constantFrom('2026-02-10', 'z', 20260301), $gt: fc.constantFrom('2026-02-02', '') }) }),
    fc.record({ 'plaintiffs.clientId': fc.oneof(lawyer, fc.constant(null)) }),
    fc.record({ 'plaintiffs.clientId': fc.record({ $in: fc.array(lawyer, { maxLength: 2 }) }) }),
    fc.record({ title: fc.constantFrom('falcon', 'FALCON', '100%', 'النور', 'star_', 'a\\.b', '7').map((q) => ({ $regex: q, $options: 'i' })) }),
    fc.record({ title: fc.constantFrom(/^Falcon/, /air/, /Gulf/i) }),
    fc.record({ n: fc.record({ $gt: fc.constantFrom(0, -1, '1') }) }),
    fc.record({ n: fc.constantFrom(0, 2, '2') }),
    fc.record({ status: fc.record({ $exists: fc.boolean() }) }),
    fc.record({ id: fc.record({ $in: fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 4 }) }) }),
  ),
  f: fc.oneof(
    { depth: 'f', weight: 4, arbitrary: tie('leaf') },
    { depth: 'f', weight: 1, arbitrary: fc.array(tie('f'), { minLength: 1, maxLength: 3 }).map(($or) => ({ $or })) },
    { depth: 'f', weight: 1, arbitrary: fc.tuple(tie('leaf'), tie('leaf')).map(([a, b]) => ({ $and: [a, b] })) },
    { depth: 'f', weight: 1, arbitrary: fc.tuple(tie('leaf'), tie('leaf')).map(([a, b]) => ({ ...b, ...a })) },
  ),
})).f;
const sort: fc.Arbitrary<Sort | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom<Sort>({ createdAt: -1 }, { createdAt: 1 }, { status: 1 }, { lawyerIds: -1 }, { id: 1, createdAt: -1 }, { title: 1 }, { n: -1, id: 1 }, { 'plaintiffs.clientId': 1 }),
);
const page = fc.record({ skip: fc.constantFrom(0, 0, 2, 5), limit: fc.constantFrom(0, 1, 3, 10) });

type Op =
  | { op: 'insert'; doc: Doc }
  | { op: 'set'; filter: Filter; set: Doc }
  | { op: 'setMany'; filter: Filter; set: Doc }
  | { op: 'replace'; id: number; doc: Doc }
  | { op: 'modify'; id: number; doc: Doc; remove: boolean }
  | { op: 'delete'; filter: Filter }
  | { op: 'deleteMany'; filter: Filter };
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: doc.map((d) => ({ op: 'insert' as const, doc: d })) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('set' as const), filter, set: fc.record({ status, lawyerIds, createdAt }, { requiredKeys: [] }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('setMany' as const), filter, set: fc.record({ status, title }, { requiredKeys: [] }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('replace' as const), id: fc.integer({ min: 1, max: 12 }), doc }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('modify' as const), id: fc.integer({ min: 1, max: 12 }), doc, remove: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('delete' as const), filter }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('deleteMany' as const), filter }) },
);

async function apply(c: Collection, o: Op) {
  // each store owns what it is given: a copy for each
  const copy = <T>(v: T): T => structuredClone(v);
  switch (o.op) {
    case 'insert':
      return c.insertOne(copy(o.doc));
    case 'set': {
      const set = Object.fromEntries(Object.entries(o.set).filter(([, v]) => v !== undefined));
      return Object.keys(set).length ? c.updateOne(o.filter, { $set: copy(set) }) : undefined;
    }
    case 'setMany': {
      const set = Object.fromEntries(Object.entries(o.set).filter(([, v]) => v !== undefined));
      return Object.keys(set).length ? c.updateMany(o.filter, { $set: copy(set) }) : undefined;
    }
    case 'replace':
      return c.replaceOne({ id: o.id }, copy(o.doc), { upsert: true });
    case 'modify':
      return c.modifyOne({ id: o.id }, (cur) => (cur && o.remove ? null : { ...copy(o.doc), id: o.id, ...(cur ? { seen: 1 } : {}) }));
    case 'delete':
      return c.deleteOne(o.filter);
    case 'deleteMany':
      return c.deleteMany(o.filter);
  }
}

describe('SQLite read store against the memory read store', () => {
  it('answers every filter, sort and page alike through inserts, updates and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 5, maxLength: 40 }),
        fc.array(fc.record({ filter, sort, page }), { minLength: 5, maxLength: 15 }),
        fc.boolean(),
        async (ops, queries, indexFirst) => {
          const memory = createMemoryReadStore().collection('cases');
          const store = createSqliteReadStore(':memory:');
          const sqlite = store.collection('g3.cases');
          const both = (f: (c: Collection) => Promise<unknown>) => Promise.all([f(memory), f(sqlite)]);
          const index = () =>
            Promise.all([{ status: 1 }, { lawyerIds: 1 }, { createdAt: -1 }, { 'plaintiffs.clientId': 1 }, { id: 1, createdAt: -1 }].map((ix) => both((c) => c.createIndex(ix as Sort))));
          // indexes made before the documents, or over documents already there
          if (indexFirst) await index();
          for (const o of ops.slice(0, ops.length >> 1)) await both((c) => apply(c, o));
          if (!indexFirst) await index();
          for (const o of ops.slice(ops.length >> 1)) await both((c) => apply(c, o));
          for (const { filter: f, sort: s, page: p } of queries) {
            const [a, b] = await both((c) => c.find(f, { sort: s, ...p }));
            expect(b, `find ${JSON.stringify(f)} ${JSON.stringify(s)} ${JSON.stringify(p)}`).toEqual(a);
            const [n, m] = await both((c) => c.count(f));
            expect(m, `count ${JSON.stringify(f)}`).toBe(n);
            const [x, y] = await both((c) => c.findOne(f));
            expect(y, `findOne ${JSON.stringify(f)}`).toEqual(x);
          }
          await store.close();
        },
      ),
      { numRuns: 150 },
    );
  });
});
