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
