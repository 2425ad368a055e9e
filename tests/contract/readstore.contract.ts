import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Collection, Doc, ReadStore } from '../../platform/src/readstore/types.js';

/** What every ReadStore adapter must do. Each test starts from an empty store (dropAll). */
export function readStoreContract(name: string, open: () => Promise<ReadStore>) {
  describe(`ReadStore contract: ${name}`, () => {
    let store: ReadStore;
    let people: Collection;
    const rejection = async (p: Promise<unknown>) => p.then(() => undefined, (err: unknown) => err);
    const ids = (docs: Doc[]) => docs.map((d) => d.id);

    beforeEach(async () => {
      store = await open();
      await store.dropAll();
      people = store.collection('people');
      await people.insertOne({ id: 1, name: 'Alice', age: 30, tags: ['vip', 'uae'], address: { city: 'Dubai' } });
      await people.insertOne({ id: 2, name: 'bob', age: 25, tags: ['uae'], address: { city: 'Abu Dhabi' } });
      await people.insertOne({ id: 3, name: 'Carla', age: 41, tags: [], address: { city: 'Dubai' }, note: null });
      await people.insertOne({ id: 4, name: 'alina', age: 30 });
    });
    afterEach(async () => {
      await store.dropAll();
      await store.close();
    });

    it('inserts and reads back with find, findOne and count, without _id', async () => {
      expect(ids(await people.find())).toEqual([1, 2, 3, 4]);
      expect(await people.findOne({ id: 2 })).toEqual({ id: 2, name: 'bob', age: 25, tags: ['uae'], address: { city: 'Abu Dhabi' } });
      expect(await people.findOne({ id: 99 })).toBeNull();
      expect(await people.count()).toBe(4);
      expect(await people.count({ age: 30 })).toBe(2);
      expect(await store.collection('nothing-here').find()).toEqual([]);
    });

    it('filters with $eq, $in, $gte/$lte, $or, $and', async () => {
      expect(ids(await people.find({ age: { $eq: 30 } }))).toEqual([1, 4]);
      expect(ids(await people.find({ id: { $in: [2, 4, 7] } }))).toEqual([2, 4]);
      expect(ids(await people.find({ age: { $gte: 25, $lte: 30 } }))).toEqual([1, 2, 4]);
      expect(ids(await people.find({ $or: [{ id: 1 }, { age: { $gt: 40 } }] }))).toEqual([1, 3]);
      expect(ids(await people.find({ $and: [{ age: 30 }, { name: 'alina' }] }))).toEqual([4]);
      expect(await people.count({ $and: [{ age: 30 }, { id: { $in: [1, 2] } }] })).toBe(1);
    });

    it('matches $regex case-insensitively, as an operator or a RegExp', async () => {
      expect(ids(await people.find({ name: { $regex: '^ali', $options: 'i' } }))).toEqual([1, 4]);
      expect(ids(await people.find({ name: /^AL/i }))).toEqual([1, 4]);
      expect(ids(await people.find({ name: { $regex: '^ali' } }))).toEqual([4]);
    });

    it('matches nested fields, array elements and null/missing', async () => {
      expect(ids(await people.find({ 'address.city': 'Dubai' }))).toEqual([1, 3]);
      expect(ids(await people.find({ tags: 'uae' }))).toEqual([1, 2]);
      expect(ids(await people.find({ tags: { $in: ['vip'] } }))).toEqual([1]);
      expect(ids(await people.find({ note: null }))).toEqual([1, 2, 3, 4]);
      expect(ids(await people.find({ address: { $exists: false } }))).toEqual([4]);
    });

    it('negates over arrays and missing fields: $ne, $nin, $not, $nor; $exists sees a null', async () => {
      expect(ids(await people.find({ tags: { $ne: 'uae' } }))).toEqual([3, 4]);
      expect(ids(await people.find({ tags: { $nin: ['vip', 'x'] } }))).toEqual([2, 3, 4]);
      expect(ids(await people.find({ note: { $ne: null } }))).toEqual([]);
      expect(ids(await people.find({ 'address.city': { $ne: null } }))).toEqual([1, 2, 3]);
      expect(ids(await people.find({ note: { $in: [null] } }))).toEqual([1, 2, 3, 4]);
      expect(ids(await people.find({ note: { $exists: true } }))).toEqual([3]);
      expect(ids(await people.find({ age: { $not: { $gt: 29 } } }))).toEqual([2]);
      expect(ids(await people.find({ $nor: [{ age: 30 }, { name: 'bob' }] }))).toEqual([3]);
      await people.createIndex({ tags: 1 });
      await people.createIndex({ note: 1 });
      expect(ids(await people.find({ tags: { $ne: 'uae' } }))).toEqual([3, 4]);
      expect(ids(await people.find({ note: { $ne: null } }))).toEqual([]);
      expect(await people.count({ tags: { $nin: ['vip', 'x'] } })).toBe(3);
    });

    it('keeps types apart: true is not 1, ranges compare numbers with numbers and strings with strings', async () => {
      const c = store.collection('types');
      const values = [true, 1, false, 0, '1', 5, 'abc', null, 'z'];
      for (const [i, v] of values.entries()) await c.insertOne({ id: i, v });
      await c.insertOne({ id: 99 });
      const check = async () => {
        expect(ids(await c.find({ v: true }))).toEqual([0]);
        expect(ids(await c.find({ v: 1 }))).toEqual([1]);
        expect(ids(await c.find({ v: { $in: [false, '1'] } }))).toEqual([2, 4]);
        expect(ids(await c.find({ v: { $ne: true } }))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 99]);
        expect(ids(await c.find({ v: { $gt: 0 } }))).toEqual([1, 5]);
        expect(ids(await c.find({ v: { $gte: '' } }))).toEqual([4, 6, 8]);
        expect(ids(await c.find({ v: { $lt: 'z' } }))).toEqual([4, 6]);
        expect(ids(await c.find({ v: { $lte: 5 } }, { sort: { v: -1 } }))).toEqual([5, 1, 3]);
        expect(await c.count({ v: null })).toBe(2);
      };
      await check();
      await c.createIndex({ v: 1 });
      await check();
    });

    it('matches through arrays of objects, with $elemMatch, indexed or not', async () => {
      const c = store.collection('cases');
      await c.insertOne({ id: 1, plaintiffs: [{ clientId: 1, role: 'lead' }, { clientId: 2 }] });
      await c.insertOne({ id: 2, plaintiffs: [{ clientId: 2, role: 'lead' }] });
      await c.insertOne({ id: 3, plaintiffs: { clientId: 2 } });
      await c.insertOne({ id: 4, plaintiffs: [] });
      await c.insertOne({ id: 5 });
      const check = async () => {
        expect(ids(await c.find({ 'plaintiffs.clientId': 2 }))).toEqual([1, 2, 3]);
        expect(ids(await c.find({ 'plaintiffs.clientId': { $in: [1, 3] } }))).toEqual([1]);
        expect(ids(await c.find({ 'plaintiffs.clientId': { $gte: 2 } }))).toEqual([1, 2, 3]);
        expect(ids(await c.find({ plaintiffs: { $elemMatch: { clientId: 2, role: 'lead' } } }))).toEqual([2]);
        expect(await c.count({ 'plaintiffs.clientId': { $ne: 2 } })).toBe(2);
      };
      await check();
      await c.createIndex({ 'plaintiffs.clientId': 1 });
      await check();
    });

    it('counts a missing field once under a unique index, and each element of an array', async () => {
      const c = store.collection('codes');
      await c.createIndex({ code: 1 }, { unique: true });
      await c.insertOne({ id: 1 });
      expect(((await rejection(c.insertOne({ id: 2 }))) as { code?: number }).code).toBe(11000);
      await c.insertOne({ id: 3, code: 'a' });
      const t = store.collection('tagged');
      await t.createIndex({ tags: 1 }, { unique: true });
      await t.insertOne({ id: 1, tags: ['a', 'b'] });
      await t.insertOne({ id: 2, tags: ['c', 'c'] }); // its own repeats are no duplicate
      expect(((await rejection(t.insertOne({ id: 3, tags: ['d', 'b'] }))) as { code?: number }).code).toBe(11000);
      expect(await t.count()).toBe(2);
    });

    it('sorts numbers as numbers and strings by code point, descending too', async () => {
      const c = store.collection('sorting');
      for (const [id, v] of [[1, 10], [2, 9], [3, 100], [4, -1.5]] as const) await c.insertOne({ id, v });
      expect(ids(await c.find({}, { sort: { v: 1 } }))).toEqual([4, 2, 1, 3]);
      expect(ids(await c.find({}, { sort: { v: -1 } }))).toEqual([3, 1, 2, 4]);

      const s = store.collection('strings');
      // code point order: upper case < lower case < é < fullwidth Ａ (U+FF21) < emoji (U+1F600)
      const words = ['😀', 'Ａ', 'é', 'b', 'B', 'a', 'A'];
      for (const [i, w] of words.entries()) await s.insertOne({ id: i, w });
      const asc = (await s.find({}, { sort: { w: 1 } })).map((d) => d.w);
      expect(asc).toEqual(['A', 'B', 'a', 'b', 'é', 'Ａ', '😀']);
      expect((await s.find({}, { sort: { w: -1 } })).map((d) => d.w)).toEqual([...asc].reverse());
    });

    it('sorts null and missing first ascending and last descending', async () => {
      const ascending = ids(await people.find({}, { sort: { 'address.city': 1, id: 1 } }));
      expect(ascending).toEqual([4, 2, 1, 3]);
      expect(ids(await people.find({}, { sort: { 'address.city': -1, id: -1 } }))).toEqual([3, 1, 2, 4]);
    });

    it('sorts null and missing as equals, and ties in insertion order both ways', async () => {
      const c = store.collection('ties');
      await c.insertOne({ id: 1 });
      await c.insertOne({ id: 2, v: null });
      await c.insertOne({ id: 3, v: 'b' });
      await c.insertOne({ id: 4 });
      await c.insertOne({ id: 5, v: 'b' });
      await c.insertOne({ id: 6, v: null });
      expect(ids(await c.find({}, { sort: { v: 1 } }))).toEqual([1, 2, 4, 6, 3, 5]);
      expect(ids(await c.find({}, { sort: { v: -1 } }))).toEqual([3, 5, 1, 2, 4, 6]);
      await c.createIndex({ v: -1 });
      expect(ids(await c.find({}, { sort: { v: 1 }, skip: 1, limit: 4 }))).toEqual([2, 4, 6, 3]);
      expect(ids(await c.find({}, { sort: { v: -1 }, limit: 3 }))).toEqual([3, 5, 1]);
    });

    it('sorts on several keys and pages with skip and limit', async () => {
      expect(ids(await people.find({}, { sort: { age: -1, name: 1 } }))).toEqual([3, 1, 4, 2]);
      expect(ids(await people.find({}, { sort: { age: 1, id: -1 } }))).toEqual([2, 4, 1, 3]);
      const page = (skip: number) => people.find({}, { sort: { id: 1 }, skip, limit: 3 });
      expect(ids(await page(0))).toEqual([1, 2, 3]);
      expect(ids(await page(3))).toEqual([4]);
      expect(ids(await page(4))).toEqual([]);
      expect(ids(await people.find({ age: 30 }, { limit: 1 }))).toEqual([1]);
      expect(ids(await people.find({}, { skip: 2 }))).toEqual([3, 4]);
    });

    it('updates with $set, $unset, $inc, $push, $pull and $addToSet', async () => {
      expect(await people.updateOne({ id: 1 }, { $set: { 'address.city': 'Sharjah', active: true }, $unset: { age: '' }, $inc: { visits: 2 } })).toBe(1);
      expect(await people.updateOne({ id: 1 }, { $push: { tags: 'new' }, $inc: { visits: 1 } })).toBe(1);
      expect(await people.updateOne({ id: 1 }, { $pull: { tags: 'vip' } })).toBe(1);
      expect(await people.updateOne({ id: 1 }, { $addToSet: { tags: 'uae' } })).toBe(1);
      expect(await people.updateOne({ id: 1 }, { $addToSet: { tags: 'gcc' } })).toBe(1);
      expect(await people.findOne({ id: 1 })).toEqual({
        id: 1,
        name: 'Alice',
        tags: ['uae', 'new', 'gcc'],
        address: { city: 'Sharjah' },
        active: true,
        visits: 3,
      });
      expect(await people.updateOne({ id: 99 }, { $set: { name: 'nobody' } })).toBe(0);
      expect(await people.count()).toBe(4);
    });

    it('updateMany updates every match and returns the count', async () => {
      expect(await people.updateMany({ age: 30 }, { $inc: { age: 1 } })).toBe(2);
      expect(ids(await people.find({ age: 31 }))).toEqual([1, 4]);
      expect(await people.updateMany({ age: 99 }, { $inc: { age: 1 } })).toBe(0);
    });

    it('upserts with updateOne from the filter, $set and $setOnInsert', async () => {
      const c = store.collection('counters');
      expect(await c.updateOne({ key: 'cases' }, { $inc: { n: 1 }, $setOnInsert: { created: 'first' } }, { upsert: true })).toBe(0);
      expect(await c.updateOne({ key: 'cases' }, { $inc: { n: 1 }, $setOnInsert: { created: 'second' } }, { upsert: true })).toBe(1);
      expect(await c.find()).toEqual([{ key: 'cases', n: 2, created: 'first' }]);
      await c.updateOne({ key: { $eq: 'x' }, 'meta.kind': 'k', n: { $gt: 5 } }, { $set: { v: 1 } }, { upsert: true });
      expect(await c.findOne({ key: 'x' })).toEqual({ key: 'x', meta: { kind: 'k' }, v: 1 });
    });

    it('replaces with replaceOne and upserts when asked', async () => {
      await people.replaceOne({ id: 2 }, { id: 2, name: 'Bob', age: 26 });
      expect(await people.findOne({ id: 2 })).toEqual({ id: 2, name: 'Bob', age: 26 });
      await people.replaceOne({ id: 9 }, { id: 9, name: 'Nine' });
      expect(await people.findOne({ id: 9 })).toBeNull();
      await people.replaceOne({ id: 9 }, { id: 9, name: 'Nine' }, { upsert: true });
      await people.replaceOne({ id: 9 }, { id: 9, name: 'Nine!' }, { upsert: true });
      expect(await people.find({ id: 9 })).toEqual([{ id: 9, name: 'Nine!' }]);
    });

    it('modifies one document through a function: insert, replace, keep as is, remove', async () => {
      await people.modifyOne({ id: 9 }, (cur) => (cur ? { ...cur, seen: 2 } : { id: 9, name: 'Nine', seen: 1 }));
      expect(await people.findOne({ id: 9 })).toEqual({ id: 9, name: 'Nine', seen: 1 });
      await people.modifyOne({ id: 9 }, (cur) => (cur ? { ...cur, seen: 2 } : { id: 9, name: 'Nine', seen: 1 }));
      expect(await people.find({ id: 9 })).toEqual([{ id: 9, name: 'Nine', seen: 2 }]);
      await people.modifyOne({ id: 9 }, (cur) => cur as typeof cur & { id: number });
      expect(await people.findOne({ id: 9 })).toEqual({ id: 9, name: 'Nine', seen: 2 });
      await people.modifyOne({ id: 9 }, () => null);
      expect(await people.findOne({ id: 9 })).toBeNull();
      await people.modifyOne({ id: 10 }, () => null);
      expect(await people.count({ id: 10 })).toBe(0);
    });

    it('deletes one or many and returns counts', async () => {
      expect(await people.deleteOne({ age: 30 })).toBe(1);
      expect(ids(await people.find())).toEqual([2, 3, 4]);
      expect(await people.deleteOne({ id: 99 })).toBe(0);
      expect(await people.deleteMany({ 'address.city': { $in: ['Dubai', 'Abu Dhabi'] } })).toBe(2);
      expect(ids(await people.find())).toEqual([4]);
      expect(await people.deleteMany()).toBe(1);
      expect(await people.count()).toBe(0);
    });

    it('enforces unique indexes on insert, update and upsert and keeps lookups right', async () => {
      await people.createIndex({ id: 1 }, { unique: true });
      await people.createIndex({ id: 1 }, { unique: true }); // idempotent
      const dup = await rejection(people.insertOne({ id: 2, name: 'again' }));
      expect(dup).toBeInstanceOf(Error);
      expect((dup as { code?: number }).code).toBe(11000);
      expect(await rejection(people.updateOne({ id: 3 }, { $set: { id: 1 } }))).toBeInstanceOf(Error);
      expect(await rejection(people.replaceOne({ id: 3 }, { id: 4 }))).toBeInstanceOf(Error);
      expect(await rejection(people.updateOne({ name: 'new' }, { $set: { id: 2 } }, { upsert: true }))).toBeInstanceOf(Error);
      expect(await people.findOne({ id: 3 })).toMatchObject({ id: 3, name: 'Carla' });
      expect(await people.count()).toBe(4);

      // the index follows changes of the indexed field
      await people.updateOne({ id: 3 }, { $set: { id: 30 } });
      expect(await people.findOne({ id: 3 })).toBeNull();
      expect(await people.findOne({ id: 30 })).toMatchObject({ name: 'Carla' });
      await people.insertOne({ id: 3, name: 'new three' });
      expect(ids(await people.find({ id: { $in: [3, 30] } }, { sort: { id: -1 } }))).toEqual([30, 3]);
      await people.deleteOne({ id: 30 });
      expect(await people.findOne({ id: 30 })).toBeNull();
      expect(await people.findOne({ id: '3' })).toBeNull(); // no type coercion
    });

    it('refuses a unique index over existing duplicates; plain indexes keep queries right', async () => {
      expect(await rejection(people.createIndex({ age: 1 }, { unique: true }))).toBeInstanceOf(Error);
      await people.createIndex({ age: 1 });
      await people.createIndex({ tags: 1 });
      expect(ids(await people.find({ age: 30 }))).toEqual([1, 4]);
      expect(ids(await people.find({ age: 30, name: { $regex: '^a' } }))).toEqual([4]);
      expect(ids(await people.find({ tags: 'uae' }))).toEqual([1, 2]);
      expect(await people.count({ age: { $in: [25, 41] } })).toBe(2);
    });

    it('hands out copies: callers cannot change what is stored', async () => {
      const mine = { id: 10, nested: { list: [1, 2] } };
      await people.insertOne(mine);
      mine.nested.list.push(3);
      const found = (await people.findOne({ id: 10 }))!;
      expect(found).toEqual({ id: 10, nested: { list: [1, 2] } });
      (found.nested as { list: number[] }).list.push(4);
      const [listed] = await people.find({ id: 10 });
      (listed.nested as { list: number[] }).list.push(5);
      const set = { tags: ['x'] };
      await people.updateOne({ id: 10 }, { $set: set });
      set.tags.push('y');
      expect(await people.findOne({ id: 10 })).toEqual({ id: 10, nested: { list: [1, 2] }, tags: ['x'] });
    });

    it('lists collections and drops them all', async () => {
      await store.collection('cases').insertOne({ id: 1 });
      expect(await store.collections()).toEqual(expect.arrayContaining(['cases', 'people']));
      await store.dropAll();
      expect(await store.collections()).toEqual([]);
      expect(await people.find()).toEqual([]);
      await people.insertOne({ id: 1 }); // a handle from before still works
      expect(await people.count()).toBe(1);
    });

    it('drops one collection and its indexes, leaving the others; dropping one that is not there does nothing', async () => {
      const cases = store.collection('cases');
      await cases.createIndex({ id: 1 }, { unique: true });
      await cases.insertOne({ id: 1 });
      await store.dropCollection('cases');
      expect(await store.collections()).toEqual(['people']);
      expect(await people.count()).toBe(4);
      await cases.insertOne({ id: 1 });
      await cases.insertOne({ id: 1 }); // the unique index went with it
      expect(await cases.count()).toBe(2);
      await store.dropCollection('never-there');
    });

    /** a list's `q` (query-api's toFilter): any of the fields holds the text, case-insensitively, as plain text */
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const q = (text: string, fields = ['title', 'body', 'tags']) => ({ $or: fields.map((f) => ({ [f]: { $regex: escape(text), $options: 'i' } })) });

    it('searches the fields of a text index for plain text: any case, Arabic, never across two fields or two strings, short texts too', async () => {
      const notes = store.collection('notes');
      // documents before the declaration and after it
      await notes.insertOne({ id: 1, title: 'Falcon Marine v. Gulf Foods', body: 'hearing adjourned', tags: ['urgent', 'Marine'] });
      await notes.insertOne({ id: 2, title: 'FALCON marine', body: null });
      await notes.createIndex({ title: 'text', body: 'text', tags: 'text' });
      await notes.insertOne({ id: 3, title: 'Falcon', body: 'Marine', tags: ['abc', 'def'] });
      await notes.insertOne({ id: 4, title: 'الصقر البحرية ضد الخليج', body: 'تم التأجيل', tags: 'x' });
      await notes.insertOne({ id: 5, title: 'Gulf 100% (Holdings) a.b [x] $5 ^top*', body: 1234, tags: [['nested text']] });
      await notes.insertOne({ id: 6, title: 'axb', body: { text: 'falcon marine' } });
      const found = async (text: string, fields?: string[]) => ids(await notes.find(q(text, fields), { sort: { id: 1 } }));

      expect(await found('falcon marine')).toEqual([1, 2]);
      expect(await found('fALCON MARINE')).toEqual([1, 2]);
      expect(await found('marine')).toEqual([1, 2, 3]);
      expect(await found('البحرية')).toEqual([4]);
      expect(await found('التأجيل')).toEqual([4]);
      // a text spanning two fields, or two strings of an array, is in neither
      expect(await found('con Mar')).toEqual([1, 2]);
      expect(await found('bcde')).toEqual([]);
      expect(await found('urgentMarine')).toEqual([]);
      // texts of one and two characters
      expect(await found('ab')).toEqual([3]);
      expect(await found('x')).toEqual([4, 5, 6]);
      expect(await found('%')).toEqual([5]);
      // regular expression characters are text, numbers and objects hold no text, nested arrays are not searched
      expect(await found('a.b')).toEqual([5]);
      expect(await found('(Holdings)')).toEqual([5]);
      expect(await found('[x] $5 ^top*')).toEqual([5]);
      expect(await found('123')).toEqual([]);
      expect(await found('nested')).toEqual([]);
      // one field of the index, or a field outside it
      expect(await found('marine', ['tags'])).toEqual([1]);
      expect(await found('marine', ['title', 'other'])).toEqual([1, 2]);
      // case-sensitive: the same text, in this case only
      expect(ids(await notes.find({ title: { $regex: 'Falcon' } }, { sort: { id: 1 } }))).toEqual([1, 3]);
      expect(ids(await notes.find({ $or: [{ title: { $regex: 'marine' } }, { body: { $regex: 'Marine' } }] }, { sort: { id: 1 } }))).toEqual([2, 3]);
    });

    it('keeps a text search right through updates and removals, and counts what it pages', async () => {
      const notes = store.collection('notes');
      await notes.createIndex({ title: 'text', body: 'text', tags: 'text' });
      for (let id = 1; id <= 30; id++) await notes.insertOne({ id, title: id % 3 ? `Falcon Marine ${id}` : `Gulf Foods ${id}`, body: id % 5 ? 'x' : 'about a falcon marine case', tags: [] });
      const page = async (text: string, skip = 0, limit = 5) => ids(await notes.find(q(text), { sort: { id: -1 }, skip, limit }));
      const all = ids(await notes.find(q('falcon marine'), { sort: { id: 1 } }));
      expect(all).toEqual([1, 2, 4, 5, 7, 8, 10, 11, 13, 14, 15, 16, 17, 19, 20, 22, 23, 25, 26, 28, 29, 30]);
      expect(await notes.count(q('falcon marine'))).toBe(all.length);
      expect(await page('falcon marine')).toEqual([30, 29, 28, 26, 25]);
      expect(await page('falcon marine', 20)).toEqual([2, 1]);

      await notes.updateOne({ id: 30 }, { $set: { title: 'Star Motors', body: 'x' } });
      await notes.updateMany({ id: { $in: [28, 29] } }, { $set: { tags: ['FALCON MARINE'] } });
      await notes.replaceOne({ id: 3 }, { id: 3, title: 'falcon MARINE again', tags: [] });
      await notes.modifyOne({ id: 26 }, () => null);
      await notes.deleteOne({ id: 25 });
      await notes.deleteMany({ id: { $in: [1, 2] } });
      await notes.insertOne({ id: 31, title: 'Oasis', body: 'x', tags: ['a', 'Falcon Marine'] });
      expect(ids(await notes.find(q('falcon marine'), { sort: { id: 1 } }))).toEqual([3, 4, 5, 7, 8, 10, 11, 13, 14, 15, 16, 17, 19, 20, 22, 23, 28, 29, 31]);
      expect(await notes.count(q('falcon marine'))).toBe(19);
      expect(await notes.count(q('star motors'))).toBe(1);
      expect(await page('falcon marine')).toEqual([31, 29, 28, 23, 22]);
      // what a search matches, before and after a write, inside a transaction taken back
      if (store.atomically) {
        await store
          .atomically(async () => {
            await notes.deleteMany({ id: { $gte: 20 } });
            expect(await notes.count(q('falcon marine'))).toBe(13);
            throw new Error('taken back');
          })
          .catch(() => undefined);
        expect(await notes.count(q('falcon marine'))).toBe(19);
      }
      await notes.deleteMany({});
      expect(await notes.count(q('falcon marine'))).toBe(0);
      await notes.insertOne({ id: 1, title: 'Falcon Marine' });
      expect(await notes.count(q('falcon marine'))).toBe(1);
      // the text index goes with the collection
      await store.dropCollection('notes');
      await notes.insertOne({ id: 2, title: 'Falcon Marine' });
      expect(ids(await notes.find(q('falcon marine')))).toEqual([2]);
    });

    it('refuses a text index mixed with ordered fields', async () => {
      expect(await rejection(store.collection('notes').createIndex({ title: 'text', id: 1 } as never))).toBeInstanceOf(Error);
    });

    it('round-trips Arabic text and finds it', async () => {
      const c = store.collection('arabic');
      await c.insertOne({ id: 1, name: 'محكمة دبي الابتدائية', note: 'قضية رقم ٤٢ — تم التأجيل' });
      await c.insertOne({ id: 2, name: 'محكمة أبوظبي' });
      expect(await c.findOne({ id: 1 })).toEqual({ id: 1, name: 'محكمة دبي الابتدائية', note: 'قضية رقم ٤٢ — تم التأجيل' });
      expect(ids(await c.find({ name: { $regex: 'دبي' } }))).toEqual([1]);
      expect(ids(await c.find({ name: 'محكمة أبوظبي' }))).toEqual([2]);
    });
  });
}
