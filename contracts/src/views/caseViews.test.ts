import { describe, expect, it } from 'vitest';
import { caseViews } from './caseViews.js';
import type { ViewDoc, ViewEvent } from './view.js';

/**
 * Edits send the version they read, and the server refuses a version that is not the stream's
 * (409). A document whose version an event left behind could never be edited again.
 */
describe('case views: every event on a record moves its version to the stream revision', () => {
  const event = (type: string, revision: number): ViewEvent => ({
    id: `e-${type}`,
    type,
    revision,
    position: 100,
    data: { caseId: 1, hearingId: 1, appointmentId: 1, minutesId: 1, documentId: 'd1', updateId: 'u1', documents: [], file: {}, to: 'closed', status: 'done' },
    metadata: { time: '2026-11-22T10:00:00.000Z', userId: 1, userType: 'employee', causationId: null },
  });

  for (const [collection, reducer] of Object.entries(caseViews))
    for (const type of reducer.types) {
      const given: ViewDoc = { id: 1, version: 3, documents: [], documentIds: [] };
      const after = reducer.apply(given, event(type, 7));
      // records of collections without versions (updates, documents) and removals are not edited
      const versioned = 'version' in (reducer.apply(null, event(type, 0)) ?? given);
      if (!after || !versioned) continue;
      it(`${collection}: given a record at version 3, when ${type} is its stream's eighth event, then it is at version 8`, () => {
        expect(after.version).toBe(8);
      });
    }
});

describe('case views: the case\'s final ruling follows its minutes', () => {
  const at = (type: string, data: Record<string, unknown>, revision: number): ViewEvent => ({
    id: `e-${revision}`, type, revision, position: 200 + revision, data: { caseId: 1, ...data },
    metadata: { time: `2026-11-2${revision}T10:00:00.000Z`, userId: null, userType: 'system', causationId: null },
  });
  const fold = (events: ViewEvent[]) => events.reduce<ViewDoc | null>((doc, e) => caseViews.cases.apply(doc, e), { id: 1, version: 1 });
  const issued = (minutesId: number, rulingDate: string, revision: number) => at('FinalRulingIssued', { hearingId: minutesId + 10, minutesId, rulingDate, rulingText: null }, revision);

  it('given a ruling, when its minutes correct its date, then the case shows the corrected date; a correction of another minutes\' ruling leaves it', () => {
    const corrected = fold([issued(4, '2026-11-01', 1), at('FinalRulingRevised', { hearingId: 14, minutesId: 4, rulingDate: '2026-11-05', rulingText: 'Accepted', previousRulingDate: '2026-11-01' }, 2)]);
    expect(corrected?.finalRuling).toEqual({ hearingId: 14, minutesId: 4, rulingDate: '2026-11-05', rulingText: 'Accepted', recordedAt: '2026-11-21T10:00:00.000Z' });
    const other = fold([issued(4, '2026-11-01', 1), at('FinalRulingRevised', { hearingId: 15, minutesId: 5, rulingDate: '2026-11-05', rulingText: null, previousRulingDate: '2026-11-02' }, 2)]);
    expect(other?.finalRuling).toMatchObject({ minutesId: 4, rulingDate: '2026-11-01' });
  });

  it('given two rulings, when the later is withdrawn, then the earlier stands again as recorded; withdrawn too, the case has none', () => {
    const withdrawn = (minutesId: number, standing: Record<string, unknown> | null, revision: number) =>
      at('FinalRulingWithdrawn', { hearingId: minutesId + 10, minutesId, rulingDate: '2026-11-09', reason: 'ruling_removed', standing }, revision);
    const earlier = { hearingId: 14, minutesId: 4, rulingDate: '2026-11-01', rulingText: null };
    const back = fold([issued(4, '2026-11-01', 1), issued(5, '2026-11-09', 2), withdrawn(5, earlier, 3)]);
    expect(back?.finalRuling).toEqual({ ...earlier, recordedAt: '2026-11-23T10:00:00.000Z' });
    expect(fold([issued(5, '2026-11-09', 2), withdrawn(5, null, 3)])?.finalRuling).toBeNull();
  });
});
