import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { caseChildStreamOf } from '@lawfirm/contracts';
import type { AuditLogSource, EventStore, ReadStore, RecordedEvent } from '@lawfirm/platform';
import { fieldLabel, idFields, summaryOf } from './describe.js';

/** the event types that open a stream on a case (a hearing's, an appointment's ...) */
const OPENING_TYPES = Object.keys(caseChildStreamOf);

/**
 * The streams that tell a case's story: its own, and each hearing, appointment, document and
 * minutes stream opened on it (the audit log knows the case of every event). A file's, or any
 * other stream's, is that stream alone.
 */
export async function storyStreams(auditLog: AuditLogSource, stream: string): Promise<string[]> {
  const caseId = /^case-(\d+)$/.exec(stream)?.[1];
  if (!caseId) return [stream];
  const opened = await auditLog.find({ $and: [{ caseId: Number(caseId) }, { type: { $in: OPENING_TYPES } }] }, { sort: { id: 1 } });
  return [...new Set([stream, ...opened.map((r) => String(r.stream))])];
}

/** Every event of those streams up to a moment, in log order. */
export async function storyEvents(eventStore: EventStore, streams: string[], asOf?: string): Promise<RecordedEvent[]> {
  const all = (await Promise.all(streams.map((s) => eventStore.readStream(s, asOf ? { asOf } : {})))).flat();
  return all.sort((a, b) => a.position - b.position);
}

/** Each event with who, when, what changed (field before/after) and why (command, correlation). */
export async function describeStory(readStore: ReadStore, events: RecordedEvent[]) {
  const state = new Map<string, Record<string, unknown>>();
  const people = new Map<string, Promise<Record<string, unknown> | null>>();
  const person = (type: string, id: number | null) => {
    if (id === null) return Promise.resolve(null);
    const key = `${type}:${id}`;
    if (!people.has(key)) people.set(key, readStore.collection(type === 'employee' ? 'employees' : 'users').findOne({ id }));
    return people.get(key)!;
  };
  const out = [];
  for (const e of events) {
    const before = state.get(e.stream) ?? {};
    const data = e.data as Record<string, unknown>;
    const changes = Object.entries(data)
      .filter(([field, value]) => !idFields.has(field) && !isDeepStrictEqual(before[field], value))
      .map(([field, value]) => ({ field, ...fieldLabel(field), before: before[field] ?? null, after: value }));
    state.set(e.stream, { ...before, ...data });
    const who = await person(e.metadata.userType, e.metadata.userId);
    out.push({
      position: e.position, stream: e.stream, revision: e.revision, type: e.type, version: e.version, time: e.metadata.time,
      who: {
        userId: e.metadata.userId, userType: e.metadata.userType,
        nameEn: (who?.fullNameEn as string | undefined) ?? (e.metadata.userType === 'system' ? 'System' : null),
        nameAr: (who?.fullNameAr as string | undefined) ?? (e.metadata.userType === 'system' ? 'النظام' : null),
      },
      ...summaryOf(e.type),
      command: e.metadata.command ?? null, correlationId: e.metadata.correlationId, causationId: e.metadata.causationId,
      changes,
    });
  }
  return out;
}

/** Canonical JSON: keys sorted, so the same event always hashes the same. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value as object).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  return JSON.stringify(value);
}

export const GENESIS = '0'.repeat(64);
/** how each exported event's hash is made, as the export states it */
export const ALGORITHM = 'sha256(prevHash + canonicalJSON(event))';

/** Each exported event carries the hash of itself chained to the hash before it. */
export function chain(events: RecordedEvent[]) {
  let prev = GENESIS;
  return events.map((e) => {
    const body = { position: e.position, stream: e.stream, revision: e.revision, type: e.type, version: e.version, data: e.data, metadata: e.metadata };
    const hash = createHash('sha256').update(prev).update(canonical(body)).digest('hex');
    const entry = { ...body, prevHash: prev, hash };
    prev = hash;
    return entry;
  });
}
