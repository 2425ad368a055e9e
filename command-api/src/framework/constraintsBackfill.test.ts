import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError, createSqliteEventStore, type NewEvent } from '@lawfirm/platform';
import { branchEvents, regionEvents } from '@lawfirm/contracts';
import { catalogDecider } from './catalog.js';
import { catalogConstraints } from './catalogRoutes.js';
import { constrainedKinds, refTo, registerConstraints } from './constraints.js';
import { backfillConstraints } from './constraintsBackfill.js';
import { execute, type CommandMeta } from './handler.js';

const dir = mkdtempSync(join(tmpdir(), 'backfill-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const meta: CommandMeta = { userId: 1, userType: 'user', correlationId: 'c', causationId: 'c', command: 'Test' };
const old = (type: string, data: Record<string, unknown>): NewEvent => ({ type, data, metadata: { userId: 1, userType: 'user', correlationId: 'old', causationId: null } });
const regions = catalogDecider(regionEvents);
const branches = catalogDecider(branchEvents);
const regionConstraints = catalogConstraints({ constraints: (f) => ({ unique: [{ scope: 'region-code', value: f.code, field: 'code', key: 'validation.codeTaken' }] }) });
const branchConstraints = catalogConstraints({ constraints: (f) => ({ refs: refTo('region', f.regionId, 'regionId', 'validation.unknownRegion') }) });

describe('recording the constraints of records made before the write model kept them', () => {
  it('reserves their values, records their references and closes those of removed records, once', async () => {
    constrainedKinds.clear();
    registerConstraints('region', regions, regionConstraints);
    registerConstraints('branch', branches, branchConstraints);
    const store = createSqliteEventStore({ file: join(dir, 'events.db') });
    // given a firm written before: two regions with one code (the second slipped past a read-model check),
    // a branch in the first, and a third region removed
    await store.append('region-1', [old('RegionAdded', { regionId: 1, nameEn: 'Dubai', nameAr: 'دبي', code: 'DXB' })], { expectedRevision: 'no_stream' });
    await store.append('region-2', [old('RegionAdded', { regionId: 2, nameEn: 'Dubai again', nameAr: 'دبي', code: 'dxb' })], { expectedRevision: 'no_stream' });
    await store.append('region-3', [old('RegionAdded', { regionId: 3, nameEn: 'Gone', nameAr: 'x', code: 'GON' }), old('RegionRemoved', { regionId: 3 })], { expectedRevision: 'no_stream' });
    await store.append('branch-1', [old('BranchOpened', { branchId: 1, nameEn: 'Marina', nameAr: 'المارينا', regionId: 1 })], { expectedRevision: 'no_stream' });

    // when the portal starts
    expect(await backfillConstraints(store)).toEqual({ records: 4, skipped: 1 });

    // then the first region holds its code, is still pointed to by its branch, and the removed one takes no branch
    const refusal = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => (e as AppError).body());
    expect(await refusal(execute(store, 'region-4', regions, { type: 'Add', id: 4, input: { nameEn: 'x', nameAr: 'x', code: 'Dxb' } }, meta, { mustNotExist: true, constraints: regionConstraints }))).toMatchObject({ code: 'conflict', errors: [{ field: 'code' }] });
    expect(await refusal(execute(store, 'region-1', regions, { type: 'Remove', id: 1 }, meta, { constraints: regionConstraints }))).toMatchObject({ code: 'conflict', message: expect.stringContaining('still used') });
    expect(await refusal(execute(store, 'branch-2', branches, { type: 'Add', id: 2, input: { nameEn: 'y', nameAr: 'y', regionId: 3 } }, meta, { mustNotExist: true, constraints: branchConstraints }))).toMatchObject({ code: 'validation_failed', errors: [{ field: 'regionId' }] });
    // and a second start does nothing
    const head = await store.headPosition();
    expect(await backfillConstraints(store)).toEqual({ records: 0, skipped: 0 });
    expect(await store.headPosition()).toBe(head);
    await store.close();
    constrainedKinds.clear();
  });
});
