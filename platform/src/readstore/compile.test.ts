import { describe, expect, it } from 'vitest';
import { Query } from 'mingo';
import { compileFilter } from './compile.js';

/** The compiled predicates must agree with mingo (MongoDB semantics) on every case. */
const docs = [
  { id: 1, name: 'Dubai Courts', tags: ['civil', 'labor'], parties: [{ clientId: 3 }, { clientId: 4 }], n: 5, date: '2026-11-01' },
  { id: 2, name: 'محاكم أبوظبي', tags: [], parties: [], n: 10, date: '2026-12-01', gone: null },
  { id: 3, name: 'sharjah court', n: null, date: '2027-01-01' },
  { id: 4 },
];
const filters = [
  { name: 'Dubai Courts' },
  { tags: 'civil' },
  { 'parties.clientId': 4 },
  { n: { $gte: 5, $lt: 10 } },
  { n: null },
  { n: { $ne: null } },
  { gone: { $exists: false } },
  { id: { $in: [1, 3] } },
  { id: { $nin: [1, 3] } },
  { $or: [{ name: { $regex: 'COURT', $options: 'i' } }, { name: { $regex: 'أبوظبي' } }] },
  { $and: [{ date: { $gte: '2026-11-15' } }, { date: { $lte: '2026-12-31' } }] },
  { tags: { $in: ['labor', 'x'] } },
  { tags: { $ne: 'civil' } },
  { tags: { $nin: ['labor'] } },
  { tags: { $exists: true } },
  { name: { $in: [null, 'sharjah court'] } },
  { 'parties.clientId': { $ne: 3 } },
];

describe('compiled filters', () => {
  for (const f of filters)
    it(`matches like mingo: ${JSON.stringify(f)}`, () => {
      const p = compileFilter(f);
      expect(p).not.toBeNull();
      expect(docs.filter((d) => p!(d)).map((d) => d.id)).toEqual(docs.filter((d) => new Query(f).test(d)).map((d) => d.id));
    });

  it('leaves what it does not know to mingo', () => {
    expect(compileFilter({ $where: 'x' })).toBeNull();
    expect(compileFilter({ a: { $elemMatch: { b: 1 } } })).toBeNull();
  });
});
