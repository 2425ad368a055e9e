import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allEventDefinitions, defineEvent, int, object, str } from '@lawfirm/contracts';
import { createSqliteEventStore } from './sqlite.js';
import { EventSchemaError, type EventMetadata, type EventStore, type RecordedEvent } from './types.js';
import { withSchemaValidation } from './validating.js';

// v1 had one `name`; v2 split it and added a required count
defineEvent({ type: 'TestThingHappened', version: 1, schema: object({ thingId: int(1), name: str(50) }) });
defineEvent({
  type: 'TestThingHappened',
  version: 2,
  schema: object({ thingId: int(1), nameEn: str(50), nameAr: str(50), count: int(0) }),
  upcastFrom: (old) => ({ thingId: old.thingId, nameEn: old.name, nameAr: old.name, count: 0 }),
});

const metadata: EventMetadata = { userId: 3, userType: 'employee', correlationId: 'corr-1', causationId: null };
const v2 = { thingId: 1, nameEn: 'Dubai', nameAr: 'دبي', count: 2 };

describe('withSchemaValidation', () => {
  const dir = mkdtempSync(join(tmpdir(), 'validating-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let raw: EventStore;
  let store: EventStore;
  let n = 0;
  beforeEach(() => {
    raw = createSqliteEventStore({ file: join(dir, `events-${++n}.db`) });
    store = withSchemaValidation(raw);
  });
  afterEach(() => store.close());

  const rejection = (p: Promise<unknown>) => p.then(() => undefined, (err: unknown) => err);

  it('fills in the latest version and stores valid events', async () => {
    await store.append('thing-1', [{ type: 'TestThingHappened', data: v2, metadata }], { expectedRevision: 'no_stream' });
    const [e] = await raw.readStream('thing-1');
    expect(e.version).toBe(2);
    expect(e.data).toEqual(v2);
  });

  it('rejects unknown types, data off schema and bad metadata with EventSchemaError, appending nothing', async () => {
    const cases = [
      { type: 'NoSuchEventHappened', data: {}, metadata },
      { type: 'TestThingHappened', data: { ...v2, count: -1 }, metadata },
      { type: 'TestThingHappened', data: { ...v2, extra: true }, metadata },
      { type: 'TestThingHappened', data: { thingId: 1, nameEn: 'x' }, metadata },
      { type: 'TestThingHappened', version: 7, data: v2, metadata },
      { type: 'TestThingHappened', data: v2, metadata: { ...metadata, userType: 'robot' as never } },
      { type: 'TestThingHappened', data: v2, metadata: { ...metadata, correlationId: '' } },
      { type: 'TestThingHappened', data: v2, metadata: { ...metadata, userId: '3' as never } },
      { type: 'TestThingHappened', data: v2, metadata: { ...metadata, causationId: undefined as never } },
      { type: 'TestThingHappened', data: v2, metadata: { ...metadata, time: 'yesterday' } },
    ];
    for (const e of cases) {
      const err = await rejection(store.append('thing-1', [e], { expectedRevision: 'any' }));
      expect(err, JSON.stringify(e)).toBeInstanceOf(EventSchemaError);
    }
    const err = (await rejection(store.append('thing-1', [cases[1]], { expectedRevision: 'any' }))) as EventSchemaError;
    expect(err.details).toContain('data/count');
    expect(await raw.readStream('thing-1')).toEqual([]);
  });

  it('upcasts events of an older version on every read path', async () => {
    // an event recorded before v2 existed
    await store.append('thing-2', [{ type: 'TestThingHappened', version: 1, data: { thingId: 2, name: 'Ajman' }, metadata }], {
      expectedRevision: 'no_stream',
    });
    expect((await raw.readStream('thing-2'))[0]).toMatchObject({ version: 1, data: { thingId: 2, name: 'Ajman' } });

    const upcast = { version: 2, data: { thingId: 2, nameEn: 'Ajman', nameAr: 'Ajman', count: 0 } };
    expect((await store.readStream('thing-2'))[0]).toMatchObject(upcast);
    expect((await store.readAll())[0]).toMatchObject(upcast);
    const got: RecordedEvent[] = [];
    const sub = store.subscribeAll(0, (e) => void got.push(e));
    while (got.length === 0) await new Promise((r) => setTimeout(r, 5));
    await sub.close();
    expect(got[0]).toMatchObject(upcast);
  });

  it('keeps days and times of day one way: a day that exists, a 24-hour time', async () => {
    const hearing = { hearingId: 1, caseId: 1, hearingDate: '2026-11-30', hearingTime: '14:30', hallName: 'Hall 2', onlineLink: null, rollNumber: '7', whatIsRequested: 'Pleadings', whatIsRequestedAr: null };
    await store.append('hearing-1', [{ type: 'HearingScheduled', data: hearing, metadata }], { expectedRevision: 'no_stream' });
    for (const wrong of [{ hearingDate: '2026-02-30' }, { hearingDate: '30/11/2026' }, { hearingTime: '02:30 PM' }, { hearingTime: '24:00' }]) {
      const err = await rejection(store.append('hearing-2', [{ type: 'HearingScheduled', data: { ...hearing, ...wrong }, metadata }], { expectedRevision: 'any' }));
      expect(err, JSON.stringify(wrong)).toBeInstanceOf(EventSchemaError);
    }
    expect(await raw.readStream('hearing-2')).toEqual([]);
  });

  it("compiles every registered event schema (a broken schema surfaces here, not on a user's append)", async () => {
    for (const def of allEventDefinitions()) {
      const err = await rejection(store.append(`probe-${def.type}`, [{ type: def.type, version: def.version, data: { probe: [] }, metadata }], { expectedRevision: 'any' }));
      // rejected as off-schema, or accepted by a permissive schema: anything else means it did not compile
      if (err !== undefined) expect(err, `${def.type} v${def.version}`).toBeInstanceOf(EventSchemaError);
    }
  });
});
