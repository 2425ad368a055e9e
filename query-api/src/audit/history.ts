import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { caseChildStreamOf, eventDataOf, isEventData, type FieldChange, type HistoryEntry } from '@lawfirm/contracts';
import { firmTimezoneOf, type AuditLogSource, type EventStore, type ReadModelStore, type RecordedEvent } from '@lawfirm/platform';
import { arabicBeside, commandLabel, fieldLabel, idFields, readingOf, shadowedBy, summaryOf, type EventReading } from './describe.js';
import { valueWording, type ReaderPreferences } from './values.js';
import { nameLookup } from '../lawyer/scope.js';
import { recordOf, whoOf, type FormerFields } from './words.js';

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

/** Each event with who, when, what changed (field before/after, raw and in words, moments in the firm's `timezone`, days and digits as the `reader` reads them) and why (command, correlation). */
export async function describeStory(readStore: ReadModelStore, events: RecordedEvent[], fromLog?: FormerFields, timezone: string = firmTimezoneOf(), reader: ReaderPreferences = {}): Promise<HistoryEntry[]> {
  const state = new Map<string, Record<string, unknown>>();
  const lookup = nameLookup(readStore);
  // a removed record is named as its own events last left it: those of the story, else the log's
  const former: FormerFields = async (stream) => {
    const mine = events.filter((e) => e.stream === stream);
    if (mine.length) return Object.assign({}, ...mine.map((e) => eventDataOf(e.data)));
    return fromLog ? fromLog(stream) : null;
  };
  const words = valueWording(lookup, former, timezone, reader);
  const out: HistoryEntry[] = [];
  for (const e of events) {
    const record = state.get(e.stream) ?? {};
    const { before, after, next } = compared(readingOf(e.type), record, eventDataOf(e.data));
    state.set(e.stream, next);
    const changes: FieldChange[] = [];
    const besideOf = new Set(Object.entries(arabicBeside).filter(([base]) => base in after).map(([, ar]) => ar));
    // the portal's own Arabic beside an English value (a generated request, a task's title, a note), its days and times as the reader reads them
    const arabicOf = (side: Record<string, unknown>, field: string) => (arabicBeside[field] && typeof side[arabicBeside[field]] === 'string' && side[arabicBeside[field]] ? words.inText(side[arabicBeside[field]] as string).ar : null);
    for (const field of Object.keys(after)) {
      if (idFields.has(field) || besideOf.has(field) || isDeepStrictEqual(before[field] ?? null, after[field] ?? null)) continue;
      const shadow = shadowedBy[field];
      if (shadow && after[shadow] !== null && after[shadow] !== undefined) continue;
      const [was, is] = await Promise.all([words(e.stream, field, before[field]), words(e.stream, field, after[field])]);
      changes.push({
        field, ...fieldLabel(field, e.stream.replace(/-\d+$/, '')), before: before[field] ?? null, after: after[field] ?? null,
        beforeEn: was?.en ?? null, beforeAr: arabicOf(before, field) ?? was?.ar ?? null, afterEn: is?.en ?? null, afterAr: arabicOf(after, field) ?? is?.ar ?? null,
      });
    }
    const [who, named] = await Promise.all([whoOf(lookup, e.metadata.userType, e.metadata.userId), recordOf(lookup, e.stream, former, timezone)]);
    out.push({
      position: e.position, stream: e.stream, revision: e.revision, type: e.type, version: e.version, time: e.metadata.time,
      who: { userId: e.metadata.userId, userType: e.metadata.userType, nameEn: who.en, nameAr: who.ar },
      ...summaryOf(e.type, eventDataOf(e.data)), recordEn: named.en, recordAr: named.ar,
      command: e.metadata.command ?? null, ...commandLabel(e.metadata.command), correlationId: e.metadata.correlationId, clientCorrelationId: e.metadata.clientCorrelationId ?? null, causationId: e.metadata.causationId,
      changes,
    });
  }
  return out;
}

/** An event's fields before and after it, by how it reads against its record, and the record after it. */
function compared(reading: EventReading, record: Record<string, unknown>, data: Record<string, unknown>) {
  switch (reading.kind) {
    case 'item':
      return { before: {}, after: data, next: record };
    case 'removal':
      return { before: data, after: Object.fromEntries(Object.keys(data).map((f) => [f, null])), next: record };
    case 'transition': {
      const { from, to, ...rest } = data;
      return { before: { ...record, [reading.field]: from }, after: { ...rest, [reading.field]: to }, next: { ...record, ...rest, [reading.field]: to } };
    }
    default:
      return { before: record, after: data, next: { ...record, ...data } };
  }
}

/** Canonical JSON: keys sorted, so the same event always hashes the same. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isEventData(value))
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
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
