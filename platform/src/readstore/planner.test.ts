import { describe, expect, it } from 'vitest';
import { createMemoryReadStore } from './memory.js';
import type { Collection, Filter, Sort } from './types.js';

/**
 * The query planner (hash indexes intersected, ordered indexes walked, packed text searched)
 * must answer exactly as a plain scan does, through inserts, updates and deletes.
 */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

// the Kelvin sign and the dotted capital I lowercase to ASCII letters that /k/i and /i/i do not match
const names = ['Falcon Foods', 'Gulf Supplies', 'النور العقارية', 'Palm (Marine)', 'Star.Retail', 'al-Hammadi', 'FALCON air', '\u212Aelvin Co', 'İzmir Trading'];
const statuses = ['open', 'closed', 'on_hold', null];

describe('memory read store planner', () => {
  it('answers every filter, sort and page like a plain scan, through changes', async () => {
    const rnd = random(7);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
    const planned = createMemoryReadStore({ lazyIndexesFrom: 0 }).collection('cases');
    const plain = createMemoryReadStore({ lazyIndexesFrom: Infinity }).collection('cases');
    const both = async (f: (c: Collection) => Promise<unknown>) => Promise.all([f(planned), f(plain)]);
    await both((c) => c.createIndex({ id: 1 }, { unique: true }));
    await both((c) => c.createIndex({ status: 1 }));
    await both((c) => c.createIndex({ lawyerIds: 1 }));
    const doc = (id: number) => ({
      id, status: pick(statuses), priority: pick(['low', 'high']), titleEn: `${pick(names)} ${id}`, titleAr: pick(names), caseNumber: `2026/${String(id).padStart(5, '0')}`,
      lawyerIds: [1 + Math.floor(rnd() * 5), 1 + Math.floor(rnd() * 5)], createdAt: new Date(Date.UTC(2026, 0, 1 + Math.floor(rnd() * 300))).toISOString(),
      ...(rnd() < 0.1 ? { tags: [pick(['a', 'b']), pick(['c', 'd'])] } : {}),
    });
    const search = (q: string): Filter => ({ $or: ['caseNumber', 'titleEn', 'titleAr'].map((f) => ({ [f]: { $regex: q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), $options: 'i' } })) });
    const filters: Filter[] = [
      {}, { status: 'open' }, { status: null }, { status: { $in: ['open', 'closed'] } }, { lawyerIds: 3 }, { $and: [{ lawyerIds: 2 }, { status: 'open' }] },
      search('falcon'), search('FALCON 1'), search('(marine)'), search('star.retail'), search('النور'), search('al-h'), search('kelvin'), search('i'), search('zmir'), { $and: [{ lawyerIds: 4 }, search('gulf')] },
      { $and: [{ status: 'closed', priority: 'high' }, search('2026/001')] }, { createdAt: { $gte: '2026-06-01' } }, { tags: 'c' }, { status: { $ne: 'open' } },
    ];
    const sorts: Sort[] = [{ id: 1 }, { id: -1 }, { createdAt: -1, id: -1 }, { titleEn: 1, id: 1 }, { status: 1, id: 1 }, { tags: 1 }, { lawyerIds: -1, id: 1 }];
    const compare = async () => {
      for (const filter of filters) {
        const [a, b] = await both((c) => c.count(filter));
        expect(a, `count ${JSON.stringify(filter)}`).toBe(b);
        for (const sort of sorts)
          for (const [skip, limit] of [[0, 25], [40, 10], [0, 0]]) {
            const [x, y] = await both((c) => c.find(filter, { sort, skip, limit }));
            expect((x as { id: number }[]).map((d) => d.id), `${JSON.stringify(filter)} ${JSON.stringify(sort)} ${skip}`).toEqual((y as { id: number }[]).map((d) => d.id));
          }
        const [x, y] = await both((c) => c.find(filter));
        expect(x).toEqual(y);
        const [o, p] = await both((c) => c.findOne(filter));
        expect(o).toEqual(p);
      }
    };
    for (let id = 1; id <= 600; id++) {
      const d = doc(id);
      await both((c) => c.insertOne(d));
    }
    await compare();
    // changes after the planner's indexes exist: they must follow
    for (let i = 0; i < 300; i++) {
      const id = 1 + Math.floor(rnd() * 700);
      const r = rnd();
      if (r < 0.2) {
        const d = doc(id);
        await both((c) => c.replaceOne({ id }, d, { upsert: true }));
      } else if (r < 0.3) {
        // each store owns its result: the function builds a new one for each
        const d = doc(id);
        const flip = rnd() < 0.5;
        await both((c) => c.modifyOne({ id }, (cur) => (cur && flip ? null : { ...d, ...(cur ? { titleEn: `${cur.titleEn} again` } : {}) })));
      } else if (r < 0.6) {
        const set = { status: pick(statuses), titleEn: `${pick(names)} changed ${id}`, createdAt: new Date(Date.UTC(2026, 5, 1 + i)).toISOString() };
        await both((c) => c.updateOne({ id }, { $set: set }));
      } else if (r < 0.75) await both((c) => c.deleteOne({ id }));
      else if (r < 0.8) await both((c) => c.updateMany({ status: 'on_hold' }, { $set: { priority: 'low' } }));
      else {
        const d = doc(1000 + i);
        await both((c) => c.insertOne(d));
      }
    }
    await compare();
    // edits alone (no document comes or goes)
    for (let i = 0; i < 100; i++) {
      const id = 1 + Math.floor(rnd() * 700);
      const set = { titleEn: `${pick(names)} edited ${id}`, lawyerIds: [1 + (i % 5)] };
      await both((c) => c.updateOne({ id }, { $set: set }));
    }
    await compare();
  });
});
