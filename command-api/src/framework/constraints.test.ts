import { describe, expect, it } from 'vitest';
import { constraintSteps, refTo } from './constraints.js';
import { referencesDecider, refsStream } from './referenceTracking.js';
import { deciderSpec } from './spec.js';
import { reservationDecider, reservationStream } from './uniqueness.js';

const reserved = (holder: string) => ({ type: 'UniqueValueReserved', data: { scope: 'username', value: 'fatima', holder } });
const released = (holder: string) => ({ type: 'UniqueValueReleased', data: { scope: 'username', value: 'fatima', holder } });
const reserve = (holder: string, holderGone?: boolean) => ({ type: 'Reserve' as const, scope: 'username', value: 'fatima', holder, holderGone });
const release = (holder: string) => ({ type: 'Release' as const, scope: 'username', value: 'fatima', holder });

describe('a unique value', () => {
  const spec = deciderSpec(reservationDecider);
  it('is reserved by the first record that asks for it', () => {
    spec.given([]).when(reserve('user-2')).then([reserved('user-2')]);
  });
  it('is refused to a second record while the first holds it', () => {
    spec.given([reserved('user-2')]).when(reserve('user-3')).thenFails('conflict', 'error.conflict');
  });
  it('is kept without a new event by the record that already holds it', () => {
    spec.given([reserved('user-2')]).when(reserve('user-2')).then([]);
  });
  it('is free again once its holder releases it (a rename, a removal), and then taken by another', () => {
    spec.given([reserved('user-2')]).when(release('user-2')).then([released('user-2')]);
    spec.given([reserved('user-2'), released('user-2')]).when(reserve('user-3')).then([reserved('user-3')]);
  });
  it('is not released by a record that does not hold it', () => {
    spec.given([reserved('user-2')]).when(release('user-3')).then([]);
  });
  it('is taken over when its holder never came to be (a crash between two appends)', () => {
    spec.given([reserved('user-2')]).when(reserve('user-3', true)).then([reserved('user-3')]);
  });
  it('lives in one stream per value, whatever its case and surrounding spaces', () => {
    expect(reservationStream('username', ' Fatima ')).toBe(reservationStream('username', 'fatima'));
    expect(reservationStream('username', 'fatima')).not.toBe(reservationStream('region-code', 'fatima'));
  });
});

describe('the references to a record', () => {
  const spec = deciderSpec(referencesDecider);
  const added = (by: string) => ({ type: 'ReferenceAdded', data: { by } });
  it('are added once per record that points to it', () => {
    spec.given([]).when({ type: 'Add', by: 'branch-1' }).then([added('branch-1')]);
    spec.given([added('branch-1')]).when({ type: 'Add', by: 'branch-1' }).then([]);
  });
  it('refuse a removal while any record points to it', () => {
    spec.given([added('branch-1')]).when({ type: 'Close' }).thenFails('conflict', 'error.inUse');
  });
  it('allow the removal once the last one is gone, and nothing can point to it after', () => {
    spec.given([added('branch-1'), { type: 'ReferenceRemoved', data: { by: 'branch-1' } }]).when({ type: 'Close' }).then([{ type: 'ReferencesClosed', data: {} }]);
    spec.given([{ type: 'ReferencesClosed', data: {} }]).when({ type: 'Add', by: 'branch-2' }).thenFails('not_found', 'error.notFound');
  });
  it('open again when the removal they were closed for was taken back', () => {
    spec.given([{ type: 'ReferencesClosed', data: {} }, { type: 'ReferencesReopened', data: {} }]).when({ type: 'Add', by: 'branch-2' }).then([added('branch-2')]);
  });
});

describe('the steps of a command on a record with constraints', () => {
  const region = (code: string, managerId: number | null = null) => ({
    unique: [{ scope: 'region-code', value: code, field: 'code', key: 'validation.codeTaken' as const }],
    refs: refTo('employee', managerId, 'managerId', 'validation.unknownEmployee'),
  });
  const summary = (steps: ReturnType<typeof constraintSteps>) => steps.map((s) => [s.stream, s.command, s.before]);

  it('a create reserves its values and adds its references, before its own events', () => {
    expect(summary(constraintSteps('region-1', null, region('DXB', 7)))).toEqual([
      [reservationStream('region-code', 'DXB'), { type: 'Reserve', scope: 'region-code', value: 'dxb', holder: 'region-1' }, true],
      [refsStream('employee-7'), { type: 'Add', by: 'region-1' }, true],
    ]);
  });
  it('an edit that changes nothing held has no steps; a rename reserves the new value and releases the old after', () => {
    expect(constraintSteps('region-1', region('DXB', 7), region('dxb', 7))).toEqual([]);
    expect(summary(constraintSteps('region-1', region('DXB', 7), region('SHJ', null)))).toEqual([
      [reservationStream('region-code', 'SHJ'), { type: 'Reserve', scope: 'region-code', value: 'shj', holder: 'region-1' }, true],
      [reservationStream('region-code', 'DXB'), { type: 'Release', scope: 'region-code', value: 'dxb', holder: 'region-1' }, false],
      [refsStream('employee-7'), { type: 'Remove', by: 'region-1' }, false],
    ]);
  });
  it('a removal closes the references to the record first, and gives up what it held', () => {
    expect(summary(constraintSteps('region-1', region('DXB'), null))).toEqual([
      [reservationStream('region-code', 'DXB'), { type: 'Release', scope: 'region-code', value: 'dxb', holder: 'region-1' }, false],
      [refsStream('region-1'), { type: 'Close' }, true],
    ]);
  });
  it('an empty optional value is neither reserved nor pointed to', () => {
    expect(constraintSteps('region-1', null, { unique: [{ scope: 'client-number', value: ' ', field: 'clientId', key: 'validation.idTaken' }], refs: refTo('employee', null, 'x', 'validation.unknownEmployee') })).toEqual([]);
  });
  it('answers a value taken with 409 on its field, and a missing reference with 400 on its field, in both languages', () => {
    const [taken, missing] = constraintSteps('region-1', null, region('DXB', 7));
    expect(taken.refused().body()).toMatchObject({ code: 'conflict', errors: [{ field: 'code', message: 'Another region already uses this code', messageAr: 'هذا الرمز مستخدم لمنطقة أخرى' }] });
    expect(missing.refused().body()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'managerId' }] });
  });
});

describe('folding a much-referenced record', () => {
  it('takes time in proportion to its events, and leaves the states it was given as they were', () => {
    const events = Array.from({ length: 50_000 }, (_, i) => ({ type: 'ReferenceAdded', data: { by: `case-${i}` } }));
    let state = referencesDecider.initialState;
    for (const [i, e] of events.entries()) state = referencesDecider.evolve(state, e, { time: '', revision: i });
    expect(state.holders.size).toBe(50_000);
    expect(referencesDecider.initialState.holders.size).toBe(0);
    const shared = Object.freeze({ ...state, holders: Object.freeze(state.holders) });
    const next = referencesDecider.evolve(shared, { type: 'ReferenceRemoved', data: { by: 'case-7' } }, { time: '', revision: 50_000 });
    expect([shared.holders.size, next.holders.size]).toEqual([50_000, 49_999]);
  });
});

describe('a reference that does not hold its record', () => {
  const article = (authorId: number | null) => ({ refs: refTo('user', authorId, 'authorId', 'validation.unknownUser', { hold: false }) });
  it('is checked when made and records nothing, so the record may still be removed', () => {
    const steps = constraintSteps('news-1', null, article(4));
    expect(steps.map((s) => [s.stream, s.command])).toEqual([[refsStream('user-4'), { type: 'Check' }]]);
    expect(constraintSteps('news-1', article(4), article(null))).toEqual([]);
  });
  it('is refused to a removed record', () => {
    deciderSpec(referencesDecider).given([{ type: 'ReferencesClosed', data: {} }]).when({ type: 'Check' }).thenFails('not_found', 'error.notFound');
    deciderSpec(referencesDecider).given([]).when({ type: 'Check' }).then([]);
  });
});
