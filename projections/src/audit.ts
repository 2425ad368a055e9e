import { caseChildStreamOf } from '@lawfirm/contracts';
import type { Projection } from './projection.js';

/**
 * For auditors: `audit_log`, one small document per event (who, when, what, which command), and
 * `audit_streams`, which streams belong to which case (hearings, appointments, documents, minutes).
 * Neither forgets anything: deleted records keep their history.
 */
export function auditProjection(eventTypes: string[]): Projection {
  return {
    name: 'audit',
    collections: ['audit_log', 'audit_streams'],
    indexes: { audit_log: [{ id: 1 }, { stream: 1 }, { caseId: 1 }], audit_streams: [{ id: 1 }, { caseId: 1 }] },
    handlers: Object.fromEntries(eventTypes.map((t) => [t, record])),
  };
}

const record: Projection['handlers'][string] = async (e, store) => {
  const child = caseChildStreamOf[e.type];
  const own = e.stream.match(/^case-(\d+)$/);
  const caseId = own ? Number(own[1]) : ((e.data as { caseId?: number }).caseId ?? null);
  if (child) await store.collection('audit_streams').replaceOne({ id: child(e.data) }, { id: child(e.data), caseId }, { upsert: true });
  await store.collection('audit_log').replaceOne(
    { id: e.position },
    {
      id: e.position, stream: e.stream, revision: e.revision, type: e.type, time: e.metadata.time, userId: e.metadata.userId, userType: e.metadata.userType,
      command: e.metadata.command ?? null, correlationId: e.metadata.correlationId, caseId: Number.isFinite(caseId) ? caseId : null,
    },
    { upsert: true },
  );
};

