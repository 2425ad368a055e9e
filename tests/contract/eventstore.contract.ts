import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  IdempotencyKeyExistsError,
  WrongExpectedRevisionError,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
} from '../../platform/src/eventstore/types.js';

/**
 * What every EventStore adapter must do. Stream and category names are unique per test, so the
 * suite also runs against a shared server; assertions on the global log only look at those streams.
 */
export function eventStoreContract(name: string, make: () => Promise<{ store: EventStore; cleanup: () => Promise<void> }>) {
  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;
    let cleanup: () => Promise<void>;
    const tag = () => randomUUID().replace(/-/g, '').slice(0, 12);
    const meta = (extra: Partial<EventMetadata> = {}): EventMetadata => ({
      userId: 1,
      userType: 'employee',
      correlationId: randomUUID(),
      causationId: null,
      ...extra,
    });
    const ev = (type: string, data: unknown, extra: Partial<NewEvent> = {}): NewEvent => ({ type, data, metadata: meta(), ...extra });
    const mine = (events: RecordedEvent[], streams: string[]) => events.filter((e) => streams.includes(e.stream));
    const rejection = async (p: Promise<unknown>) => p.then(() => undefined, (err: unknown) => err);

    async function waitFor(check: () => boolean, what: string, ms = 10_000) {
      const until = Date.now() + ms;
      while (!check()) {
        if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    }

    beforeEach(async () => {
      ({ store, cleanup } = await make());
    });
    afterEach(async () => {
      await cleanup();
    });

    it('appends with revisions from 0 and global positions that only grow across streams', async () => {
      const a = `order-${tag()}`;
      const b = `order-${tag()}`;
      const start = await store.headPosition();
      const r1 = await store.append(a, [ev('OrderPlaced', { n: 1 }), ev('OrderPaid', { n: 2 })], { expectedRevision: 'no_stream' });
      const r2 = await store.append(b, [ev('OrderPlaced', { n: 3 })], { expectedRevision: 'no_stream' });
      const r3 = await store.append(a, [ev('OrderShipped', { n: 4 })], { expectedRevision: 1 });
      expect([r1.nextRevision, r2.nextRevision, r3.nextRevision]).toEqual([1, 0, 2]);
      expect(r2.position).toBeGreaterThan(r1.position);
      expect(r3.position).toBeGreaterThan(r2.position);

      const stream = await store.readStream(a);
      expect(stream.map((e) => [e.revision, e.type, e.stream])).toEqual([
        [0, 'OrderPlaced', a],
        [1, 'OrderPaid', a],
        [2, 'OrderShipped', a],
      ]);
      expect(stream[1].position).toBe(r1.position);
      expect(stream[2].position).toBe(r3.position);
      expect(stream[0].position).toBeLessThan(stream[1].position);
      expect(stream[0].version).toBe(1);
      expect(stream[0].metadata).toMatchObject({ userId: 1, userType: 'employee', causationId: null });
      expect(new Date(stream[0].metadata.time).toISOString()).toBe(stream[0].metadata.time);

      const all = mine(await store.readAll({ fromPosition: start }), [a, b]);
      expect(all.map((e) => e.position)).toEqual([stream[0].position, r1.position, r2.position, r3.position]);
      expect(await store.streamRevision(a)).toBe(2);
      expect(await store.streamRevision(`order-${tag()}`)).toBe(-1);
      expect(await store.readStream(`order-${tag()}`)).toEqual([]);
      expect(await store.headPosition()).toBe(r3.position);
    });

    it('rejects a stale expected revision and appends nothing', async () => {
      const s = `account-${tag()}`;
      const first = await store.append(s, [ev('AccountOpened', {})], { expectedRevision: 'no_stream' });

      for (const expectedRevision of [5, 'no_stream'] as const) {
        const err = await rejection(store.append(s, [ev('AccountClosed', {})], { expectedRevision }));
        expect(err).toBeInstanceOf(WrongExpectedRevisionError);
        expect(err).toMatchObject({ stream: s, expected: expectedRevision, actual: 0 });
      }
      const missing = `account-${tag()}`;
      const err = await rejection(store.append(missing, [ev('AccountClosed', {})], { expectedRevision: 0 }));
      expect(err).toMatchObject({ name: 'WrongExpectedRevisionError', actual: -1 });
      expect(await store.readStream(s)).toHaveLength(1);
      expect(await store.readStream(missing)).toEqual([]);
      expect(await store.headPosition()).toBe(first.position);

      // an empty append appends nothing but still checks the expected revision
      expect(await store.append(s, [], { expectedRevision: 0 })).toEqual({ nextRevision: 0, position: first.position });
      expect(await rejection(store.append(s, [], { expectedRevision: 'no_stream' }))).toBeInstanceOf(WrongExpectedRevisionError);
    });

    it("appends with 'any' whatever the stream's state", async () => {
      const s = `note-${tag()}`;
      expect((await store.append(s, [ev('NoteAdded', {})], { expectedRevision: 'any' })).nextRevision).toBe(0);
      expect((await store.append(s, [ev('NoteAdded', {})], { expectedRevision: 'any' })).nextRevision).toBe(1);
      expect(await store.readStream(s)).toHaveLength(2);
    });

    it('reads a stream up to a revision and as of a time', async () => {
      const s = `case-${tag()}`;
      const times = ['2020-01-01T00:00:00.000Z', '2021-01-01T00:00:00.000Z', '2022-01-01T00:00:00.000Z'];
      await store.append(
        s,
        times.map((time, i) => ({ type: 'CaseNoted', data: { i }, metadata: meta({ time }) })),
        { expectedRevision: 'no_stream' },
      );
      const revisions = (events: RecordedEvent[]) => events.map((e) => e.revision);
      expect(revisions(await store.readStream(s, { toRevision: 1 }))).toEqual([0, 1]);
      expect(revisions(await store.readStream(s, { asOf: '2021-06-01T00:00:00Z' }))).toEqual([0, 1]);
      expect(revisions(await store.readStream(s, { asOf: new Date(times[0]) }))).toEqual([0]);
      expect(revisions(await store.readStream(s, { asOf: '2019-12-31T23:59:59.999Z' }))).toEqual([]);
      expect(revisions(await store.readStream(s, { toRevision: 0, asOf: '2030-01-01T00:00:00Z' }))).toEqual([0]);
      expect((await store.readStream(s)).map((e) => e.metadata.time)).toEqual(times);
    });

    it('pages through the global log from an exclusive position', async () => {
      const streams = [`page-${tag()}`, `page-${tag()}`];
      const start = await store.headPosition();
      const appended: number[] = [];
      for (let i = 0; i < 5; i++) {
        const s = streams[i % 2];
        appended.push((await store.append(s, [ev('Paged', { i })], { expectedRevision: 'any' })).position);
      }
      const seen: RecordedEvent[] = [];
      let from = start;
      for (;;) {
        const page = await store.readAll({ fromPosition: from, limit: 2 });
        expect(page.length).toBeLessThanOrEqual(2);
        if (page.length === 0) break;
        expect(page[0].position).toBeGreaterThan(from);
        seen.push(...page);
        from = page[page.length - 1].position;
      }
      expect(mine(seen, streams).map((e) => (e.data as { i: number }).i)).toEqual([0, 1, 2, 3, 4]);
      expect(mine(seen, streams).map((e) => e.position)).toEqual(appended);
      expect(mine(await store.readAll({ fromPosition: appended[2] }), streams).map((e) => e.position)).toEqual(appended.slice(3));
    });

    it('subscribeAll catches up, then delivers live events in order, one at a time', async () => {
      const s = `live-${tag()}`;
      const start = await store.headPosition();
      await store.append(s, [ev('Ticked', { i: 0 }), ev('Ticked', { i: 1 }), ev('Ticked', { i: 2 })], { expectedRevision: 'no_stream' });

      const got: RecordedEvent[] = [];
      let active = 0;
      let maxActive = 0;
      let caughtUpAt = -1;
      const sub = store.subscribeAll(
        start,
        async (e) => {
          active++;
          maxActive = Math.max(maxActive, active);
          await new Promise((r) => setTimeout(r, 2));
          if (e.stream === s) got.push(e);
          active--;
        },
        { onCaughtUp: () => (caughtUpAt = got.length) },
      );
      try {
        await waitFor(() => caughtUpAt >= 0, 'catch-up');
        expect(caughtUpAt).toBe(3);
        await store.append(s, [ev('Ticked', { i: 3 })], { expectedRevision: 2 });
        await Promise.all([
          store.append(s, [ev('Ticked', { i: 4 })], { expectedRevision: 3 }),
          store.append(`live-${tag()}`, [ev('Ticked', { i: -1 })], { expectedRevision: 'no_stream' }),
        ]);
        await waitFor(() => got.length === 5, 'live events');
        expect(got.map((e) => (e.data as { i: number }).i)).toEqual([0, 1, 2, 3, 4]);
        expect(got.map((e) => e.revision)).toEqual([0, 1, 2, 3, 4]);
        expect(maxActive).toBe(1);
      } finally {
        await sub.close();
      }
    });

    it('subscribeAll resumes after a given position', async () => {
      const s = `resume-${tag()}`;
      const r = await store.append(s, [ev('A', {}), ev('B', {})], { expectedRevision: 'no_stream' });
      await store.append(s, [ev('C', {})], { expectedRevision: r.nextRevision });
      const got: string[] = [];
      const sub = store.subscribeAll(r.position, (e) => void (e.stream === s && got.push(e.type)));
      try {
        await waitFor(() => got.length >= 1, 'the event after the position');
        await store.append(s, [ev('D', {})], { expectedRevision: 2 });
        await waitFor(() => got.length >= 2, 'a live event');
        expect(got).toEqual(['C', 'D']);
      } finally {
        await sub.close();
      }
    });

    it('subscribeAll with types delivers only those, in order, caught up and live', async () => {
      const s = `typed-${tag()}`;
      const start = await store.headPosition();
      await store.append(s, [ev('Wanted', { i: 0 }), ev('Other', { i: 1 }), ev('AlsoWanted', { i: 2 })], { expectedRevision: 'no_stream' });
      // a long run of other events after the last wanted one: the subscription must still catch up
      await store.append(`typed-noise-${tag()}`, Array.from({ length: 1200 }, (_, i) => ev('Other', { i })), { expectedRevision: 'no_stream' });
      const got: RecordedEvent[] = [];
      let caughtUpAt = -1;
      const sub = store.subscribeAll(start, (e) => void (e.stream === s && got.push(e)), {
        types: ['Wanted', 'AlsoWanted'],
        onCaughtUp: () => (caughtUpAt = got.length),
      });
      try {
        await waitFor(() => caughtUpAt >= 0, 'catch-up');
        expect(caughtUpAt).toBe(2);
        expect(got.map((e) => e.type)).toEqual(['Wanted', 'AlsoWanted']);
        await store.append(s, [ev('Other', { i: 3 }), ev('Wanted', { i: 4 })], { expectedRevision: 2 });
        await waitFor(() => got.length === 3, 'a live event of a wanted type');
        await new Promise((r) => setTimeout(r, 300));
        expect(got.map((e) => (e.data as { i: number }).i)).toEqual([0, 2, 4]);
        expect(got.map((e) => e.revision)).toEqual([0, 2, 4]);
      } finally {
        await sub.close();
      }
    });

    it('lets timers and requests run while a subscription catches up on a long log', async () => {
      const s = `long-${tag()}`;
      for (let i = 0; i < 6; i++) await store.append(s, Array.from({ length: 500 }, (_, k) => ev('Counted', { n: i * 500 + k })), { expectedRevision: 'any' });
      const head = await store.headPosition();
      let delivered = 0;
      let caughtUp = false;
      let deliveredWhenTimerRan = -1;
      // a handler that never waits on I/O, as the in-memory read models' are; it takes 10 µs, so a
      // page of 500 outlasts the timer's 1 ms (events this process appended are served from
      // memory, and 3,000 no-op deliveries could finish before the timer is due)
      const busy = () => {
        const until = performance.now() + 0.01;
        while (performance.now() < until);
        delivered++;
      };
      const sub = store.subscribeAll(0, busy, { onCaughtUp: () => void (caughtUp = true) });
      setTimeout(() => void (deliveredWhenTimerRan = delivered), 0);
      try {
        await waitFor(() => caughtUp, 'the catch-up');
        expect(delivered).toBeGreaterThanOrEqual(3000);
        expect(head).toBeGreaterThanOrEqual(3000);
        expect(deliveredWhenTimerRan).toBeGreaterThanOrEqual(0);
        expect(deliveredWhenTimerRan).toBeLessThan(delivered);
      } finally {
        await sub.close();
      }
    });

    it('retries an event whose handler failed instead of skipping it', async () => {
      const s = `retry-${tag()}`;
      const start = await store.headPosition();
      await store.append(s, [ev('One', {}), ev('Two', {}), ev('Three', {})], { expectedRevision: 'no_stream' });
      const got: string[] = [];
      const errors: unknown[] = [];
      let failOnce = true;
      const sub = store.subscribeAll(
        start,
        (e) => {
          if (e.stream !== s) return;
          if (e.type === 'Two' && failOnce) {
            failOnce = false;
            throw new Error('projection hiccup');
          }
          got.push(e.type);
        },
        { onError: (err) => errors.push(err) },
      );
      try {
        await waitFor(() => got.length === 3, 'all three events');
        expect(got).toEqual(['One', 'Two', 'Three']);
        expect(errors).toHaveLength(1);
      } finally {
        await sub.close();
      }
    });

    it('stops delivering after close()', async () => {
      const s = `closed-${tag()}`;
      const got: RecordedEvent[] = [];
      let caughtUp = false;
      const sub = store.subscribeAll(await store.headPosition(), (e) => void (e.stream === s && got.push(e)), {
        onCaughtUp: () => (caughtUp = true),
      });
      await waitFor(() => caughtUp, 'catch-up');
      await sub.close();
      await store.append(s, [ev('Late', {})], { expectedRevision: 'no_stream' });
      await new Promise((r) => setTimeout(r, 300));
      expect(got).toEqual([]);
    });

    it('knows the greatest number among the streams of a category', async () => {
      const cat = `cat${tag()}`;
      expect(await store.lastStreamNumber(cat)).toBe(0);
      for (const n of [1, 2, 10]) await store.append(`${cat}-${n}`, [ev('Created', { n })], { expectedRevision: 'no_stream' });
      await store.append(`${cat}-1`, [ev('Renamed', {})], { expectedRevision: 0 });
      await store.append(`${cat}-draft`, [ev('Created', {})], { expectedRevision: 'no_stream' });
      await store.append(`${cat}x-99`, [ev('Created', {})], { expectedRevision: 'no_stream' });
      expect(await store.lastStreamNumber(cat)).toBe(10);
      await store.append(`${cat}-11`, [ev('Created', {})], { expectedRevision: 'no_stream' });
      expect(await store.lastStreamNumber(cat)).toBe(11);
      expect(await store.lastStreamNumber(`${cat}x`)).toBe(99);
    });

    it('records an idempotent answer with the events and refuses the same key again', async () => {
      const s = `region-${tag()}`;
      const key = `key-${tag()}`;
      const start = await store.headPosition();
      expect(await store.findIdempotent(key)).toBeNull();
      const response = { id: 7, nameAr: 'دبي', nested: { ok: true } };
      const r = await store.append(s, [ev('RegionAdded', { id: 7 })], { expectedRevision: 'no_stream', idempotency: { key, response } });
      expect(await store.findIdempotent(key)).toEqual({ response, position: r.position });

      const again = await rejection(store.append(s, [ev('RegionAdded', { id: 7 })], { expectedRevision: 0, idempotency: { key, response } }));
      expect(again).toBeInstanceOf(IdempotencyKeyExistsError);
      expect(await store.readStream(s)).toHaveLength(1);
      // idempotency bookkeeping is not part of the business log
      expect((await store.readAll({ fromPosition: start })).every((e) => e.type !== 'IdempotencyRecorded')).toBe(true);
    });

    it('appends to several streams with their expected revisions, and a wrong one refuses the whole write', async () => {
      const [a, b] = [`region-${tag()}`, `refs-region-${tag()}`];
      const key = `key-${tag()}`;
      await store.append(b, [ev('Opened', {})], { expectedRevision: 'no_stream' });
      const [ra, rb] = await store.appendMany([
        { stream: a, events: [ev('RegionAdded', { id: 1 })], expectedRevision: 'no_stream' },
        { stream: b, events: [ev('ReferenceAdded', { by: a })], expectedRevision: 0 },
      ]);
      expect([ra.nextRevision, rb.nextRevision]).toEqual([0, 1]);
      expect(rb.position).toBeGreaterThan(ra.position);

      const c = `region-${tag()}`;
      const refused = await rejection(
        store.appendMany(
          [
            { stream: c, events: [ev('RegionAdded', { id: 2 })], expectedRevision: 'no_stream', undo: [ev('RegionRemoved', { id: 2 })] },
            { stream: b, events: [ev('ReferenceAdded', { by: c })], expectedRevision: 0 },
          ],
          { idempotency: { key, response: { id: 2 } } },
        ),
      );
      expect(refused).toBeInstanceOf(WrongExpectedRevisionError);
      expect((refused as WrongExpectedRevisionError).stream).toBe(b);
      expect(await store.readStream(b)).toHaveLength(2);
      // taken back: nothing (SQLite, one transaction) or the write and its undo (EventStoreDB)
      expect((await store.readStream(c)).map((e) => e.type)).toEqual(store.kind === 'sqlite' ? [] : ['RegionAdded', 'RegionRemoved']);
      // a refused write keeps no answer under its key, so the client may send it again
      expect(await store.findIdempotent(key)).toBeNull();
    });

    it('lets one of two writes that both leave a shared stream at one revision land, the other leaving its own stream untouched', async () => {
      // the roster of active super admins: each deactivation leaves it first, then appends to its account
      const roster = `super-admins-${tag()}`;
      const [a, b] = [`user-${tag()}`, `user-${tag()}`];
      await store.append(roster, [ev('RosterMemberJoined', { member: a }), ev('RosterMemberJoined', { member: b })], { expectedRevision: 'no_stream' });
      for (const s of [a, b]) await store.append(s, [ev('UserRegistered', { id: s })], { expectedRevision: 'no_stream' });
      const standDown = (member: string) =>
        store.appendMany([
          { stream: roster, events: [ev('RosterMemberLeft', { member })], expectedRevision: 1, undo: [ev('RosterMemberJoined', { member })] },
          { stream: member, events: [ev('UserDeactivated', { id: member })], expectedRevision: 0 },
        ]);
      const outcomes = await Promise.allSettled([standDown(a), standDown(b)]);
      const won = outcomes.findIndex((o) => o.status === 'fulfilled');
      const lost = outcomes[1 - won];
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      expect(lost.status === 'rejected' && lost.reason instanceof WrongExpectedRevisionError && lost.reason.stream).toBe(roster);
      expect((await store.readStream(roster)).map((e) => e.type)).toEqual(['RosterMemberJoined', 'RosterMemberJoined', 'RosterMemberLeft']);
      expect((await store.readStream([a, b][won])).map((e) => e.type)).toEqual(['UserRegistered', 'UserDeactivated']);
      expect((await store.readStream([a, b][1 - won])).map((e) => e.type)).toEqual(['UserRegistered']);
    });

    it('lets one of many writes racing with one idempotency key append, and answers the others that it exists', async () => {
      const key = `key-${tag()}`;
      const streams = Array.from({ length: 20 }, () => `region-${tag()}`);
      const results = await Promise.all(
        streams.map((s, i) => store.append(s, [ev('RegionAdded', { id: i })], { expectedRevision: 'no_stream', idempotency: { key, response: { id: i } } }).then(() => 'ok', (e: unknown) => e)),
      );
      expect(results.filter((r) => r === 'ok')).toHaveLength(1);
      expect(results.filter((r) => r instanceof IdempotencyKeyExistsError)).toHaveLength(19);
      const written = (await Promise.all(streams.map((s) => store.readStream(s)))).filter((events) => events.length);
      expect(written).toHaveLength(1);
      expect((await store.findIdempotent(key))?.response).toEqual({ id: (written[0][0].data as { id: number }).id });
    });

    it("keeps a follower's checkpoint, never moving it back, outside the business log", async () => {
      const name = `reactions-${tag()}`;
      const start = await store.headPosition();
      expect(await store.loadCheckpoint(name)).toBe(0);
      const r = await store.append(`region-${tag()}`, [ev('RegionAdded', { id: 8 })], { expectedRevision: 'no_stream' });
      await store.saveCheckpoint(name, r.position);
      expect(await store.loadCheckpoint(name)).toBe(r.position);
      await store.saveCheckpoint(name, r.position - 1);
      expect(await store.loadCheckpoint(name)).toBe(r.position);
      expect(await store.loadCheckpoint(`other-${name}`)).toBe(0);
      expect(await rejection(store.saveCheckpoint(name, -1))).toBeInstanceOf(TypeError);
      expect(await store.headPosition()).toBe(r.position);
      expect((await store.readAll({ fromPosition: start })).map((e) => e.type)).toEqual(['RegionAdded']);
    });

    it('lands every one of 300 concurrent appends to distinct streams', async () => {
      const prefix = `burst${tag()}`;
      const start = await store.headPosition();
      const results = await Promise.all(
        Array.from({ length: 300 }, (_, i) => store.append(`${prefix}-${i + 1}`, [ev('Burst', { i })], { expectedRevision: 'no_stream' })),
      );
      expect(new Set(results.map((r) => r.position)).size).toBe(300);
      expect(results.every((r) => r.nextRevision === 0)).toBe(true);
      const logged: RecordedEvent[] = [];
      for (let from = start; ; ) {
        const page = await store.readAll({ fromPosition: from, limit: 1000 });
        if (page.length === 0) break;
        logged.push(...page.filter((e) => e.stream.startsWith(`${prefix}-`)));
        from = page[page.length - 1].position;
      }
      expect(logged.map((e) => e.position).sort((x, y) => x - y)).toEqual(results.map((r) => r.position).sort((x, y) => x - y));
      expect(await store.lastStreamNumber(prefix)).toBe(300);
    });

    it('lets exactly one of many concurrent appends with the same expected revision win', async () => {
      const s = `race-${tag()}`;
      await store.append(s, [ev('Started', {})], { expectedRevision: 'no_stream' });
      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) => store.append(s, [ev('Decided', { i })], { expectedRevision: 0 })),
      );
      const won = outcomes.filter((o) => o.status === 'fulfilled');
      const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost.every((o) => o.reason instanceof WrongExpectedRevisionError)).toBe(true);
      expect(await store.readStream(s)).toHaveLength(2);
    });

    it('round-trips data, metadata and ids unchanged', async () => {
      const s = `firm-${tag()}`;
      const id = randomUUID();
      const data = {
        nameAr: 'مكتب المحاماة — دبي',
        nameEn: 'Law Office "Dubai" \\ \n tab\t',
        emoji: '⚖️👩‍⚖️',
        nested: { list: [1, 2.5, -3, { deep: [null, true, false, ''] }], empty: {}, none: null },
        big: Number.MAX_SAFE_INTEGER,
      };
      const start = await store.headPosition();
      const metadata = meta({ userId: null, userType: 'system', causationId: randomUUID(), command: 'UpdateFirm', ip: '10.0.0.1' });
      await store.append(s, [{ id, type: 'FirmUpdated', version: 3, data, metadata }], { expectedRevision: 'no_stream' });
      const [e] = await store.readStream(s);
      expect(e.id).toBe(id);
      expect(e.version).toBe(3);
      expect(e.data).toEqual(data);
      expect(e.metadata).toEqual({ ...metadata, time: e.metadata.time });
      const [fromLog] = mine(await store.readAll({ fromPosition: start, limit: 10 }), [s]);
      expect(fromLog).toEqual(e);
    });
  });
}
