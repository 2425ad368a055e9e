import { describe, expect, it } from 'vitest';
import { searchKinds } from '@lawfirm/contracts';
import { createMemoryReadStore, searchIndexFor, type RecordedEvent } from '@lawfirm/platform';
import { searchProjection } from './search.js';

/** the Arabic day without the right-to-left marks Intl puts after its numbers */
const plain = (text: string) => text.replace(/\u200f/g, '');

const event = (type: string, data: Record<string, unknown>): RecordedEvent =>
  ({ id: type, stream: 'x-1', revision: 0, position: 1, type, version: 1, data, metadata: { userId: 1, userType: 'user', correlationId: 'c', causationId: null, command: 'Test', time: '2026-11-28T08:00:00.000Z' } }) as RecordedEvent;

async function found(collections: Record<string, Record<string, unknown>[]>, e: RecordedEvent, query: string) {
  const store = createMemoryReadStore();
  for (const [name, docs] of Object.entries(collections)) for (const d of docs) await store.collection(name).insertOne(d);
  await searchProjection.handlers[e.type](e, store);
  return searchIndexFor(store).search(query, { kinds: searchKinds }, 10);
}

describe('what a search finds of a record, in words', () => {
  it("a consultation by its client, with the firm's day and time it is at and its status in words, never its code", async () => {
    const [hit] = await found(
      {
        clients: [{ id: 4, fullNameEn: 'Salem Al Ketbi', fullNameAr: 'سالم الكتبي' }],
        // 21:30 UTC on 28 November is 01:30 on 29 November in Dubai
        consultations: [{ id: 9, clientId: 4, scheduledDate: '2026-11-28T21:30:00.000Z', status: 'completed' }],
      },
      event('ConsultationScheduled', { consultationId: 9 }),
      'Ketbi',
    );
    expect(hit).toMatchObject({ kind: 'consultations', titleEn: 'Salem Al Ketbi', titleAr: 'سالم الكتبي', subtitleEn: 'Nov 29, 2026, 01:30 AM · Completed' });
    expect(plain(hit.subtitleAr)).toBe('29/11/2026، 01:30 ص · مكتملة');
    expect(JSON.stringify(hit)).not.toMatch(/completed|2026-11-2/);
  });

  it("a hearing by its court's day and the time: the Hijri day beside the Arabic one, the time in ص/م", async () => {
    const [hit] = await found(
      {
        cases: [{ id: 3, caseNumber: '2026/0003', titleEn: 'Lease dispute', titleAr: 'نزاع إيجار' }],
        hearings: [{ id: 5, caseId: 3, hearingDate: '2026-12-05', hearingTime: '14:30', hallName: 'Hall Zafaranah' }],
      },
      event('HearingScheduled', { hearingId: 5, caseId: 3 }),
      'Zafaranah',
    );
    expect(hit).toMatchObject({ kind: 'hearings', titleEn: 'Dec 5, 2026 · 02:30 PM' });
    expect(plain(hit.titleAr)).toBe('05/12/2026 (25 جمادى الآخرة 1448 هـ) · 02:30 م');
  });
});
