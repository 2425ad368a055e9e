import fc from 'fast-check';
import { update as mingoUpdate } from 'mingo';
import { describe, expect, it } from 'vitest';
import { createMemoryReadStore } from './memory.js';
import { applyUpdate } from './queryLanguage.js';

describe('modifyOne of the memory read store, under test', () => {
  it('refuses a change function that modifies the stored document it was given', async () => {
    const cases = createMemoryReadStore().collection('cases');
    await cases.insertOne({ id: 1, parties: ['A'] });
    await expect(cases.modifyOne({ id: 1 }, (cur) => ((cur!.parties as string[]).push('B'), cur))).rejects.toThrow(TypeError);
    expect(await cases.findOne({ id: 1 })).toEqual({ id: 1, parties: ['A'] });
  });

  it('refuses a later change to a document once handed over', async () => {
    const cases = createMemoryReadStore().collection('cases');
    const handed = { id: 1, parties: ['A'] };
    await cases.modifyOne({ id: 1 }, () => handed);
    expect(() => handed.parties.push('B')).toThrow(TypeError);
    expect(await cases.findOne({ id: 1 })).toEqual({ id: 1, parties: ['A'] });
  });
});

describe('applyUpdate: $set by hand, as mingo applies it', () => {
  const segment = fc.constantFrom('a', 'b', 'name', 'x_1', '0', '$');
  const value = fc.oneof(fc.integer(), fc.string({ maxLength: 3 }), fc.constant(null), fc.array(fc.integer(), { maxLength: 2 }), fc.dictionary(fc.constantFrom('a', 'b'), fc.integer(), { maxKeys: 2 }));
  const doc = fc.dictionary(fc.constantFrom('a', 'b', 'name'), fc.oneof(value, fc.dictionary(fc.constantFrom('a', 'b', 'name'), value, { maxKeys: 3 })), { maxKeys: 3 });
  const sets = fc.dictionary(fc.array(segment, { minLength: 1, maxLength: 3 }).map((s) => s.join('.')), value, { minKeys: 1, maxKeys: 3 });

  it('gives the document (or the error) mingo gives, for any document and $set', () => {
    fc.assert(
      fc.property(doc, sets, (d, set) => {
        const [mine, theirs] = [structuredClone(d), structuredClone(d)];
        const outcome = (f: () => void) => {
          try {
            f();
            return 'ok';
          } catch {
            return 'refused';
          }
        };
        const a = outcome(() => applyUpdate(mine, { $set: structuredClone(set) }, false));
        const b = outcome(() => mingoUpdate(theirs, { $set: structuredClone(set) }, undefined, undefined, { cloneMode: 'none' }));
        expect(a).toBe(b);
        if (a === 'ok') expect(mine).toEqual(theirs);
      }),
      { numRuns: 2000 },
    );
  });
});
