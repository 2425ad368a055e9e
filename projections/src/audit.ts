import { eventDataOf } from '@lawfirm/contracts';
import type { RecordedEvent } from '@lawfirm/platform';
import type { Projection } from './projection.js';

/**
 * For auditors, where the event log cannot be queried (EventStoreDB): `audit_log`, one small
 * document per event (who, when, what, which command, on which case). It also answers which
 * streams belong to a case (the events that open them carry its caseId). A SQLite log answers
 * the same queries itself (platform's sqliteAuditLog, same records), so this is not built there.
 * Nothing is forgotten: deleted records keep their history.
 */
export function auditProjection(eventTypes: string[]): Projection {
  return {
    name: 'audit',
    collections: ['audit_log'],
    indexes: { audit_log: [{ id: 1 }, { stream: 1 }, { caseId: 1 }] },
    handlers: Object.fromEntries(eventTypes.map((t) => [t, record])),
  };
}

const caseIdOf = (e: RecordedEvent) => {
  const own = e.stream.match(/^case-(\d+)$/);
  return own ? Number(own[1]) : (eventDataOf(e.data).caseId ?? null);
};

const record: Projection['handlers'][string] = async (e, store) => {
  const caseId = caseIdOf(e);
  await store.collection('audit_log').replaceOne(
    { id: e.position },
    {
      id: e.position, stream: e.stream, revision: e.revision, type: e.type, time: e.metadata.time, userId: e.metadata.userId, userType: e.metadata.userType,
      command: e.metadata.command ?? null, correlationId: e.metadata.correlationId, caseId: Number.isFinite(caseId) ? caseId : null,
    },
    { upsert: true },
  );
};
