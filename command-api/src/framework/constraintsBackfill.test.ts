import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError, createSqliteEventStore, type NewEvent } from '@lawfirm/platform';
import { branchEvents, regionEvents, userEvents } from '@lawfirm/contracts';
import { catalogDecider } from './catalog.js';
import { catalogConstraints } from './catalogRoutes.js';
import { constrainedKinds, refTo, registerConstraints } from './constraints.js';
import { backfillConstraints, CONSTRAINTS_BACKFILLED } from './constraintsBackfill.js';
import { execute, fold, type CommandMeta } from './handler.js';
import { rosterDecider } from './rosters.js';
import { superAdminRoster, SUPER_ADMINS } from '../users/superAdmins.js';

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

  it('records the active super admins of a firm whose unique values were recorded before rosters existed, once', async () => {
    constrainedKinds.clear();
    const users = catalogDecider(userEvents);
    const userConstraints = catalogConstraints({ constraints: (f) => ({ unique: [{ scope: 'username', value: f.username, field: 'username', key: 'validation.usernameTaken' }], rosters: superAdminRoster(f) }) });
    registerConstraints('user', users, userConstraints);
    const store = createSqliteEventStore({ file: join(dir, 'rosters.db') });
    const account = (id: number, isSuperAdmin: boolean) =>
      old('UserRegistered', { userId: id, username: `admin${id}`, email: `a${id}@firm.ae`, fullNameEn: 'A', fullNameAr: 'أ', phone: null, roleId: isSuperAdmin ? null : 1, isSuperAdmin, isActive: true, passwordSetAt: null });
    // given a firm whose usernames the write model already holds: two active super admins, one
    // deactivated, one removed, and an admin who is not one
    await store.append('user-1', [account(1, true)], { expectedRevision: 'no_stream' });
    await store.append('user-2', [account(2, true)], { expectedRevision: 'no_stream' });
    await store.append('user-3', [account(3, true), old('UserDeactivated', { userId: 3 })], { expectedRevision: 'no_stream' });
    await store.append('user-4', [account(4, false)], { expectedRevision: 'no_stream' });
    await store.append('user-5', [account(5, true), old('UserRemoved', { userId: 5 })], { expectedRevision: 'no_stream' });
    await store.saveCheckpoint(CONSTRAINTS_BACKFILLED, 1);
    const before = await store.headPosition();

    // when the portal starts
    expect(await backfillConstraints(store)).toEqual({ records: 5, skipped: 0 });

    // then the roster names the two active super admins, and nothing but the roster was appended
    expect([...fold(rosterDecider, await store.readStream(SUPER_ADMINS)).state.members].sort()).toEqual(['user-1', 'user-2']);
    expect(new Set((await store.readAll({ fromPosition: before })).map((e) => e.stream))).toEqual(new Set([SUPER_ADMINS]));
    // and one of them may stand down, the other then not
    const deactivate = (id: number) => execute(store, `user-${id}`, users, { type: 'Revise', id, input: { isActive: false } }, meta, { constraints: userConstraints });
    await deactivate(2);
    expect(await deactivate(1).then(() => null, (e: unknown) => (e as AppError).body())).toMatchObject({ code: 'validation_failed', message: 'The last active super admin cannot be deactivated or deleted' });
    // and a second start does nothing
    const head = await store.headPosition();
    expect(await backfillConstraints(store)).toEqual({ records: 0, skipped: 0 });
    expect(await store.headPosition()).toBe(head);
    await store.close();
    constrainedKinds.clear();
  });
});
