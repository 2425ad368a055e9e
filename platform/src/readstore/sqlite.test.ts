import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createMemoryReadStore } from './memory.js';
import { createSqliteReadStore } from './sqlite.js';
import type { Collection, Doc, Filter, IndexFields, Sort } from './types.js';

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
const title = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('Falcon Foods', 'falcon air', 'Gulf 100%', 'النور العقارية', 'Star_Retail', 'a.b', 7) },
  // for the text index: an array (no match across its strings), letters /i folds unlike Unicode
  { weight: 1, arbitrary: fc.constantFrom<unknown>(['Falcon', 'Marine'], ['falcon marine', 3], 'ſtar ßtrasse µ', 'STAR STRASSE Μ', '\u212aelvin kelvin', 'ﬀ office') },
);
const plaintiffs = fc.oneof(fc.constant(undefined), fc.array(fc.record({ clientId: fc.oneof(lawyer, fc.constant(null)) }, { requiredKeys: [] }), { maxLength: 2 }), fc.record({ clientId: lawyer }));
const doc = fc
  .record({ id: fc.integer({ min: 1, max: 12 }), status, lawyerIds, createdAt, title, plaintiffs, n: fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constant('2')) })
  .map((d) => Object.fromEntries(Object.entries(d).filter(([, v]) => v !== undefined)) as Doc);

const textNeedle = fc.constantFrom('falcon', 'FALCON MAR', 'con mar', 'conmar', 'lco', 'OPEN', 'pen', 'op', 'ſta', 'STA', 'ßtr', 'strasse', 'µ', 'e μ', 'kel', '\u212ael', 'ﬀ o', 'FF O', 'النور', 'r\\.', 'a\\.b', '100%');
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
    // a list's `q`: text searches over the text index's fields, any case, three characters and more or fewer
    fc.tuple(textNeedle, fc.constantFrom('i', 'i', '', 'im')).map(([q, o]) => ({ $or: [{ title: { $regex: q, $options: o } }, { status: { $regex: q, $options: o } }] })),
    fc.record({ title: fc.record({ $regex: textNeedle, $options: fc.constantFrom('i', '') }) }),
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
        fc.boolean(),
        async (ops, queries, indexFirst, inTransaction) => {
          const memory = createMemoryReadStore().collection('cases');
          const store = createSqliteReadStore(':memory:');
          const sqlite = store.collection('g3.cases');
          // the writes inside a transaction too (no savepoint of their own when they are one statement)
          const atomically = inTransaction ? store.atomically!.bind(store) : <T>(work: () => Promise<T>) => work();
          const both = (f: (c: Collection) => Promise<unknown>) => Promise.all([f(memory), atomically(() => f(sqlite))]);
          const index = () =>
            Promise.all(
              ([{ status: 1 }, { lawyerIds: 1 }, { createdAt: -1 }, { 'plaintiffs.clientId': 1 }, { id: 1, createdAt: -1 }, { title: 'text', status: 'text' }] as IndexFields[]).map((ix) =>
                both((c) => c.createIndex(ix)),
              ),
            );
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

describe('SQLite read store at read-model scale', () => {
  beforeAll(() => setFlagsFromString('--expose-gc'));
  it('pages a list filtered on an indexed array field through its indexes, reading only the page, and keeps no document in memory', async () => {
    const gc = runInNewContext('gc') as () => void; // exposed in beforeAll
    const dir = mkdtempSync(join(tmpdir(), 'readstore-'));
    const store = createSqliteReadStore(join(dir, 'read.db'), { cacheKiB: 4096 });
    try {
      const cases = store.collection('g3.cases');
      for (const ix of [{ id: 1 }, { status: 1 }, { lawyerIds: 1 }, { createdAt: -1 }] as Sort[]) await cases.createIndex(ix, { unique: 'id' in ix });
      await cases.createIndex({ caseNumber: 'text', titleEn: 'text', titleAr: 'text' });
      gc();
      const heapBefore = process.memoryUsage().heapUsed;
      const N = 50_000;
      let bytes = 0;
      await store.atomically!(async () => {
        for (let id = 1; id <= N; id++) {
          const d = { id, caseNumber: `2026/${id}`, status: ['open', 'closed', 'on_hold', 'archived'][id % 4], lawyerIds: [id % 100, (id * 7 + 3) % 100], titleEn: `Al Noor v. Gulf ${id}`, titleAr: `النور ضد الخليج ${id}`, createdAt: new Date(Date.UTC(2024, 0, 1) + id * 60_000).toISOString() };
          bytes += JSON.stringify(d).length;
          await cases.insertOne(d);
        }
      });
      gc();
      // the documents (about 9 MB of JSON, several times that as objects) are in the file, not on the heap
      expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(bytes / 10);

      const page = async (filter: Filter, sort: Sort, skip = 0) => {
        const before = store.stats.docsRead;
        const docs = await cases.find(filter, { sort, skip, limit: 25 });
        return { docs, read: store.stats.docsRead - before, plan: store.explain('g3.cases', filter, { sort, skip, limit: 25 }).join('\n') };
      };
      // a lawyer's cases (an array field: the side table), newest first: 1,000 of 50,000 match, 25 are read
      const mine = await page({ lawyerIds: 42 }, { createdAt: -1 }, 50);
      expect(mine.docs).toHaveLength(25);
      expect(mine.docs.every((d) => (d.lawyerIds as number[]).includes(42))).toBe(true);
      expect(mine.read).toBe(25);
      expect(mine.plan).toMatch(/USING COVERING INDEX g3\.cases#keys:path \(path=\? AND key=\?\)/);
      expect(mine.plan).not.toMatch(/SCAN g3\.cases(?! USING)/);
      // a common status, newest first: the page walks the createdAt index instead of sorting 12,500 matches
      const open = await page({ status: 'open' }, { createdAt: -1 });
      expect(open.docs.map((d) => d.id)).toEqual(Array.from({ length: 25 }, (_, i) => 50_000 - 4 * i));
      expect(open.read).toBe(25);
      expect(open.plan).toMatch(/SCAN g3\.cases USING INDEX g3\.cases#ix:\{"createdAt":-1\}/);
      expect(open.plan).not.toMatch(/TEMP B-TREE/);
      // a list's `q` over the text index's fields: its rows hold the text, only the page is read
      const q = (text: string) => ({ $or: ['caseNumber', 'titleEn', 'titleAr'].map((f) => ({ [f]: { $regex: text, $options: 'i' } })) });
      const found = await page(q('2026/4999'), { createdAt: -1 });
      expect(found.docs).toHaveLength(11);
      expect(found.read).toBe(11);
      expect(found.plan).not.toMatch(/SCAN g3\.cases(?! USING)/);
      const gulf = await page({ $and: [{ status: 'open' }, q('GULF 4999')] }, { createdAt: -1 });
      expect(gulf.docs.map((d) => d.id)).toEqual([49_996, 49_992]);
      expect(gulf.read).toBe(2);
      const arabic = await page(q('الخليج 1234'), { createdAt: -1 });
      expect(arabic.docs.map((d) => d.id)).toEqual([12_349, 12_348, 12_347, 12_346, 12_345, 12_344, 12_343, 12_342, 12_341, 12_340, 1_234]);
      expect(arabic.read).toBe(11);
      // counts of exact filters are SQL's: nothing read
      const before = store.stats.docsRead;
      expect(await cases.count({ lawyerIds: 42 })).toBe(1000);
      expect(await cases.count({ lawyerIds: { $in: [42, 43] }, status: 'open' })).toBe(500);
      // and so are the counts of text searches
      expect(await cases.count(q('gulf 4999'))).toBe(11);
      expect(await cases.count({ $and: [{ lawyerIds: 42 }, q('noor V')] })).toBe(1000);
      expect(store.stats.docsRead).toBe(before);
      // two characters: the text index has no answer, the documents LIKE keeps are read
      const with49 = Array.from({ length: N }, (_, i) => String(i + 1)).filter((id) => id.includes('49')).length;
      expect(await cases.count(q('49'))).toBe(with49);
      expect(store.stats.docsRead - before).toBe(with49);
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('SQLite read store transactions and files', () => {
  it('atomically: commits together, takes everything back on a throw, queues callers, runs a nested call inside', async () => {
    const store = createSqliteReadStore(':memory:');
    const c = store.collection('cases');
    const atomically = store.atomically!;
    await atomically(async () => {
      await c.insertOne({ id: 1 });
      await atomically(async () => c.insertOne({ id: 2 })); // nested: part of the open transaction
    });
    const failed = await atomically(async () => {
      await c.insertOne({ id: 3 });
      await c.updateOne({ id: 1 }, { $set: { seen: true } });
      throw new Error('projection failed');
    }).catch((err: Error) => err.message);
    expect(failed).toBe('projection failed');
    expect(await c.find()).toEqual([{ id: 1 }, { id: 2 }]);
    // two callers: the second starts once the first has committed
    const order: string[] = [];
    const slow = atomically(async () => {
      order.push('first begins');
      await new Promise((r) => setTimeout(r, 20));
      await c.insertOne({ id: 4 });
      order.push('first ends');
    });
    const next = atomically(async () => {
      order.push('second begins');
      await c.insertOne({ id: 5 });
    });
    await Promise.all([slow, next]);
    expect(order).toEqual(['first begins', 'first ends', 'second begins']);
    expect(await c.count()).toBe(4);
    await store.close();
  });

  it('atomically: a write refused inside the transaction leaves nothing of itself, and the rest commits', async () => {
    const store = createSqliteReadStore(':memory:');
    const c = store.collection('cases');
    await c.createIndex({ id: 1 }, { unique: true });
    await c.createIndex({ lawyerIds: 1 });
    await c.insertOne({ id: 1, lawyerIds: [1, 2] });
    await c.insertOne({ id: 2, lawyerIds: [3] });
    await store.atomically!(async () => {
      await c.insertOne({ id: 3, lawyerIds: [4] });
      await expect(c.insertOne({ id: 1, lawyerIds: [9] })).rejects.toThrow(/duplicate key/);
      // the first match is written, the second refused: neither stays
      await expect(c.updateMany({ id: { $in: [2, 3] } }, { $set: { id: 7, lawyerIds: [8] } })).rejects.toThrow(/duplicate key/);
      await expect(c.modifyOne({ id: 2 }, () => ({ id: 1 }))).rejects.toThrow(/duplicate key/);
      await c.modifyOne({ id: 2 }, (d) => d && { ...d, lawyerIds: [5] });
    });
    expect(await c.find({}, { sort: { id: 1 } })).toEqual([{ id: 1, lawyerIds: [1, 2] }, { id: 2, lawyerIds: [5] }, { id: 3, lawyerIds: [4] }]);
    expect(await c.find({ lawyerIds: { $in: [3, 8, 9] } })).toEqual([]);
    expect((await c.find({ lawyerIds: 5 })).map((d) => d.id)).toEqual([2]);
    await store.close();
  });

  it('waits for another process writing another table of the same file (the rebuild script), then writes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'readstore-'));
    const file = join(dir, 'read.db');
    const store = createSqliteReadStore(file);
    try {
      const cases = store.collection('cases');
      await cases.insertOne({ id: 1 });
      // the other process takes the write lock, says so, holds it a moment, commits
      const other = spawn(process.execPath, ['-e', `
        const db = new (require('better-sqlite3'))(${JSON.stringify(file)});
        db.exec('BEGIN IMMEDIATE');
        db.exec('CREATE TABLE "g2.cases" (seq INTEGER PRIMARY KEY, doc BLOB NOT NULL)');
        process.stdout.write('locked\\n');
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
        db.exec('COMMIT');
      `], { cwd: fileURLToPath(new URL('../..', import.meta.url)), stdio: ['ignore', 'pipe', 'inherit'] });
      await new Promise<void>((resolve, reject) => {
        other.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
        other.on('exit', (code) => reject(new Error(`the other process ended first (${code})`)));
      });
      await cases.insertOne({ id: 2 });
      expect(await new Promise((resolve) => (other.exitCode === null ? other.on('exit', resolve) : resolve(other.exitCode)))).toBe(0);
      expect(await cases.count()).toBe(2);
      // its table is one of the collections now
      expect(await store.collections()).toEqual(['cases', 'g2.cases']);
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('follows tables another process drops and creates on the same file, and collection names with dots, colons, dashes and quotes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'readstore-'));
    const file = join(dir, 'read.db');
    const mine = createSqliteReadStore(file);
    const theirs = createSqliteReadStore(file);
    try {
      const names = ['g3.cases', 'a:b-c', 'say "hi"', "it's"];
      for (const n of names) {
        await mine.collection(n).createIndex({ id: 1 }, { unique: true });
        await mine.collection(n).insertOne({ id: 1, n });
      }
      expect(await mine.collections()).toEqual([...names].sort());
      expect(await theirs.collection('say "hi"').findOne({ id: 1 })).toEqual({ id: 1, n: 'say "hi"' });

      // the other process drops a collection this one has read and written (its statements are prepared)
      await theirs.dropCollection('g3.cases');
      expect(await mine.collection('g3.cases').find({ id: 1 })).toEqual([]);
      expect(await mine.collection('g3.cases').count({ id: 1 })).toBe(0);
      await mine.collection('g3.cases').insertOne({ id: 1 });
      await mine.collection('g3.cases').insertOne({ id: 1 }); // the unique index went with the table
      expect(await theirs.collection('g3.cases').count()).toBe(2);
      // and makes one with an index this one has not seen
      await theirs.collection('g4.cases').createIndex({ id: 1 }, { unique: true });
      await theirs.collection('g4.cases').insertOne({ id: 7 });
      const dup = await mine.collection('g4.cases').insertOne({ id: 7 }).catch((err: { code?: number }) => err.code);
      expect(dup).toBe(11000);
      await mine.dropAll();
      expect(await theirs.collections()).toEqual([]);
    } finally {
      await mine.close();
      await theirs.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
