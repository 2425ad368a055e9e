import { caseChildStreamOf } from '@lawfirm/contracts';
import type { RecordedEvent } from '@lawfirm/platform';
import type { Projection } from './projection.js';

/**
 * For auditors: `audit_streams`, which streams belong to which case (hearings, appointments,
 * documents, minutes), and with `log`, `audit_log`: one small document per event (who, when,
 * what, which command). `log` is for event stores whose log cannot be queried (EventStoreDB);
 * a SQLite log answers the global audit log itself (platform's sqliteAuditLog, same records).
 * Neither forgets anything: deleted records keep their history.
 */
export function auditProjection(eventTypes: string[], opts: { log: boolean }): Projection {
  const handled = opts.log ? eventTypes : eventTypes.filter((t) => caseChildStreamOf[t]);
  return {
    name: 'audit',
    collections: opts.log ? ['audit_log', 'audit_streams'] : ['audit_streams'],
    indexes: { ...(opts.log ? { audit_log: [{ id: 1 }, { stream: 1 }, { caseId: 1 }] } : {}), audit_streams: [{ id: 1 }, { caseId: 1 }] },
    handlers: Object.fromEntries(handled.map((t) => [t, opts.log ? recordWithLog : recordStream])),
  };
}

type Handler = Projection['handlers'][string];

const caseIdOf = (e: RecordedEvent) => {
  const own = e.stream.match(/^case-(\d+)$/);
  return own ? Number(own[1]) : ((e.data as { caseId?: number }).caseId ?? null);
};

const recordStream: Handler = async (e, store) => {
  const child = caseChildStreamOf[e.type];
  if (!child) return;
  const id = child(e.data);
  const caseId = caseIdOf(e);
  // every event of a hearing says the same: the stored mapping stays as it is
  await store.collection('audit_streams').modifyOne({ id }, (known) => (known && known.caseId === caseId ? known : { id, caseId }));
};

const recordWithLog: Handler = async (e, store) => {
  await recordStream(e, store);
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
