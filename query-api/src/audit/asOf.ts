import { caseStream, caseViews, replay, type ViewEvent } from '@lawfirm/contracts';
import { AppError, createMemoryReadStore, type AuditLogSource, type EventStore, type ReadModelStore } from '@lawfirm/platform';
import { storyEvents, storyStreams } from './history.js';

/** `asOf` of a request, as an ISO instant; a bad one is a bilingual 400. */
export function asOfParam(raw: unknown): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  const t = Date.parse(String(raw));
  if (Number.isNaN(t)) throw new AppError('validation_failed', 'validation.invalidDate', [{ field: 'asOf', message: 'Please enter a valid date', messageAr: 'يرجى إدخال تاريخ صحيح' }]);
  return new Date(t).toISOString();
}

/**
 * The case's read models as they stood at `asOf`, computed by replaying its events up to that
 * moment with the same reducers the projections use. Everything else (names of courts, clients)
 * is read from the current read models.
 */
export async function caseStoreAsOf(eventStore: EventStore, readStore: ReadModelStore, auditLog: AuditLogSource, caseId: number, asOf: string): Promise<ReadModelStore> {
  const events = await storyEvents(eventStore, await storyStreams(auditLog, caseStream(caseId)), asOf);
  const docs = replay(caseViews, events as unknown as ViewEvent[]);
  const past = createMemoryReadStore();
  for (const [collection, byId] of docs) for (const doc of byId.values()) await past.collection(collection).insertOne(doc);
  return {
    kind: readStore.kind,
    collection: (name) => (docs.has(name) ? past.collection(name) : readStore.collection(name)),
    collections: () => readStore.collections(),
    dropAll: () => Promise.reject(new Error('read-only view')),
    dropCollection: () => Promise.reject(new Error('read-only view')),
    close: async () => undefined,
  };
}
