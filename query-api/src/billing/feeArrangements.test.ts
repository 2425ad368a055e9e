import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import type { ReadModels } from '@lawfirm/contracts';
import { createMemoryReadStore, type AuthedRequest, type ReadStore } from '@lawfirm/platform';
import { presentCaseBilling } from './feeArrangements.js';

/** the read store, counting every query sent to it */
function counting(store: ReadStore) {
  const counted = { queries: 0, collections: [] as string[] };
  const readStore: ReadStore = {
    ...store,
    collection: (name: string) => {
      const c = store.collection(name);
      const note = () => (counted.queries++, counted.collections.push(name));
      return { ...c, find: (f, o) => (note(), c.find(f, o)), findOne: (f) => (note(), c.findOne(f)), count: (f) => (note(), c.count(f)) } as typeof c;
    },
  } as ReadStore;
  return { readStore, counted };
}

const reader = (permissions: Record<string, string[]>) => ({ principal: { userType: 'admin', isSuperAdmin: false, permissions } }) as unknown as Request & AuthedRequest;
const billingStaff = reader({ billing: ['view'], cases: ['view'], clients: ['view'] });
const withoutClients = reader({ billing: ['view'], cases: ['view'] });

/** a firm of n cases, each with its client; every case has a fixed fee and a retainer holding 100 AED plus its number in fils, paid in two payments */
async function firm(n: number) {
  const store = createMemoryReadStore();
  const cases: ReadModels['cases'][] = [];
  for (let id = 1; id <= n; id++) {
    await store.collection('clients').insertOne({ id: 100 + id, fullNameEn: `Client ${id}`, fullNameAr: `موكل ${id}` });
    const c = { id, caseNumber: `2026/${id}`, titleEn: `Case ${id}`, titleAr: `قضية ${id}`, plaintiffs: [{ clientId: 100 + id }], createdAt: '2026-01-01T00:00:00.000Z' };
    await store.collection('cases').insertOne(c);
    cases.push(c as unknown as ReadModels['cases']);
    await store.collection('fee_arrangements').insertOne({ caseId: id, kind: id % 2 ? 'fixedFee' : 'hourly' });
    await store.collection('retainers').insertOne({ caseId: id, clientId: 100 + id, active: true });
    await store.collection('payments').insertOne({ id: 2 * id, retainerCaseId: id, unallocatedFils: 5_000 });
    await store.collection('payments').insertOne({ id: 2 * id + 1, retainerCaseId: id, unallocatedFils: 5_000 + id });
  }
  return { store, cases };
}

describe('the case billing list reads a page at once', () => {
  it('given pages of 3 and of 25 cases, then each is shaped with the same few read-store queries, whatever its length', async () => {
    for (const n of [3, 25]) {
      const { store, cases } = await firm(n);
      const { readStore, counted } = counting(store);
      const rows = await presentCaseBilling(readStore)(cases, billingStaff);
      expect(rows).toHaveLength(n);
      expect(counted.queries).toBeLessThanOrEqual(4);
    }
  });

  it('given a page, then each row has its own client, arrangement and the money its retainer holds, in the page order', async () => {
    const { store, cases } = await firm(3);
    await store.collection('retainers').updateOne({ caseId: 2 }, { $set: { active: false } });
    const noClient = { id: 4, caseNumber: '2026/4', titleEn: 'Case 4', titleAr: 'قضية 4', plaintiffs: [], createdAt: '2026-01-01T00:00:00.000Z' };
    await store.collection('cases').insertOne(noClient);
    const rows = await presentCaseBilling(store)([noClient as unknown as ReadModels['cases'], ...[...cases].reverse()], billingStaff);
    expect(rows.map((r) => [r.id, r.clientId, r.clientNameEn, r.feeKind, r.retainerHeld])).toEqual([
      [4, null, null, 'hourly', null],
      [3, 103, 'Client 3', 'fixedFee', '100.03'],
      [2, 102, 'Client 2', 'hourly', null],
      [1, 101, 'Client 1', 'fixedFee', '100.01'],
    ]);
  });

  it('given a reader who may not open clients, then no retainer is shown and none is read', async () => {
    const { store, cases } = await firm(3);
    const { readStore, counted } = counting(store);
    const rows = await presentCaseBilling(readStore)(cases, withoutClients);
    expect(rows.map((r) => r.retainerHeld)).toEqual([null, null, null]);
    expect(counted.collections).not.toContain('retainers');
    expect(counted.collections).not.toContain('payments');
  });
});
