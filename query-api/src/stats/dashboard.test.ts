import { describe, expect, it } from 'vitest';
import { createMemoryReadStore } from '@lawfirm/platform';
import { monthTrend } from './dashboard.js';

describe('the dashboard trend of a month against the one before', () => {
  it('counts records by the day they were added in the firm\'s time zone', async () => {
    const readStore = createMemoryReadStore();
    const clients = readStore.collection('clients');
    const added = [
      '2026-03-10T08:00:00.000Z', // March
      '2026-02-28T21:00:00.000Z', // 1 March 01:00 in Dubai
      '2026-02-28T19:00:00.000Z', // 28 February 23:00 in Dubai
      '2026-02-01T00:00:00.000Z', // February
      '2026-01-31T19:59:00.000Z', // 31 January 23:59 in Dubai: neither month
    ];
    for (const [i, createdAt] of added.entries()) await clients.insertOne({ id: i + 1, createdAt, isActive: i !== 0 });
    const now = new Date('2026-03-15T12:00:00.000Z');
    expect(await monthTrend(readStore, 'clients', 'Asia/Dubai', now)).toEqual({ thisMonth: 2, lastMonth: 2 });
    expect(await monthTrend(readStore, 'clients', 'Asia/Dubai', now, { isActive: true })).toEqual({ thisMonth: 1, lastMonth: 2 });
    // in January: this month is January (one), the one before December (none)
    expect(await monthTrend(readStore, 'clients', 'Asia/Dubai', new Date('2026-01-31T12:00:00.000Z'))).toEqual({ thisMonth: 1, lastMonth: 0 });
  });
});
