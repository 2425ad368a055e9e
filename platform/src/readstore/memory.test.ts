import { describe, expect, it } from 'vitest';
import { createMemoryReadStore } from './memory.js';

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
