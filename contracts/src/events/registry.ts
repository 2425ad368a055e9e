import { clockTimeOf, STORED_TIME_PATTERN } from '../clockTime.js';

/**
 * Every event type has a JSON Schema per version. The event store validates data against the
 * latest schema on append; events of older versions are upcast on read.
 */
export type JsonSchema = Record<string, unknown>;

export interface EventDefinition {
  type: string;
  version: number;
  schema: JsonSchema;
  /**
   * turns data of version-1 into this version's shape; the event's metadata (who or what recorded
   * it, the command) is there for an upcaster that must tell apart what the portal wrote by itself
   */
  upcastFrom?: (olderData: Record<string, unknown>, metadata: Record<string, unknown>) => Record<string, unknown>;
}

const registry = new Map<string, EventDefinition[]>();

/**
 * The data of any declared event, as a reader of every type reads it (the audit): each type's
 * schema is a JSON object, so what the store returns is one; a reader of one type narrows by its
 * declaration instead (typed.ts, `isEventOf`).
 */
export type EventData = Record<string, unknown>;
export const isEventData = (data: unknown): data is EventData => typeof data === 'object' && data !== null && !Array.isArray(data);
/** an event of a type still declared by its JSON Schema (defineEvent), its data read as any declared event's */
export type DeclaredEvent<T extends string> = { type: T; data: EventData };
/** any declared event's data; a value that is not an object (none is stored) reads as no fields */
export const eventDataOf = (data: unknown): EventData => (isEventData(data) ? data : {});

/** registers a version of an event; what it returns keeps the name's literal type (`X.type` narrows a union of events) */
export function defineEvent<T extends string>(def: EventDefinition & { type: T }): EventDefinition & { readonly type: T } {
  const versions = registry.get(def.type) ?? [];
  if (versions.some((v) => v.version === def.version)) throw new Error(`event ${def.type} v${def.version} defined twice`);
  versions.push(def);
  versions.sort((a, b) => a.version - b.version);
  registry.set(def.type, versions);
  return def;
}

export function eventDefinition(type: string, version?: number): EventDefinition | undefined {
  const versions = registry.get(type);
  if (!versions) return undefined;
  return version === undefined ? versions[versions.length - 1] : versions.find((v) => v.version === version);
}

export function latestVersion(type: string): number | undefined {
  return eventDefinition(type)?.version;
}

export function allEventDefinitions(): EventDefinition[] {
  return [...registry.values()].flat();
}

/** Brings data recorded under an older version up to the latest shape. */
export function upcast(type: string, version: number, data: Record<string, unknown>, metadata: Record<string, unknown> = {}): { version: number; data: Record<string, unknown> } {
  const versions = registry.get(type);
  if (!versions) return { version, data };
  let current = data;
  let v = version;
  for (const def of versions) {
    if (def.version > v && def.upcastFrom) {
      current = def.upcastFrom(current, metadata);
      v = def.version;
    }
  }
  return { version: v, data: current };
}

// Schema building blocks
export const str = (max = 2000): JsonSchema => ({ type: 'string', maxLength: max });
export const optStr = (max = 2000): JsonSchema => ({ type: ['string', 'null'], maxLength: max });
export const int = (min = 0): JsonSchema => ({ type: 'integer', minimum: min });
export const optInt = (min = 0): JsonSchema => ({ type: ['integer', 'null'], minimum: min });
export const bool: JsonSchema = { type: 'boolean' };
/**
 * a calendar day as the portal stores it, yyyy-MM-dd that exists (ajv's full-date: 2026-02-30 is
 * refused); the domain's bounds are the inputs' (calendarDays.ts)
 */
export const day: JsonSchema = { type: 'string', format: 'date' };
export const optDay: JsonSchema = { type: ['string', 'null'], format: 'date' };
/** a time of day as the portal stores it, 24-hour 'HH:mm' (clockTime.ts) */
export const storedTime: JsonSchema = { type: 'string', pattern: STORED_TIME_PATTERN };
export const optStoredTime: JsonSchema = { type: ['string', 'null'], pattern: STORED_TIME_PATTERN };
/**
 * The upcaster of events recorded when times of day were stored '02:30 PM': the named fields in
 * 24-hour writing ('14:30'); a value that is not a time (typed freely long ago) stays as it was.
 */
export const timesInTwentyFourHours =
  (...fields: string[]) =>
  (data: Record<string, unknown>): Record<string, unknown> => {
    const out = { ...data };
    for (const f of fields) if (typeof out[f] === 'string') out[f] = clockTimeOf(out[f] as string) ?? out[f];
    return out;
  };
export const dateTime: JsonSchema = { type: 'string', format: 'date-time' };
export const blobRef: JsonSchema = {
  type: 'object',
  required: ['id', 'size', 'contentType', 'sha256', 'filename'],
  additionalProperties: false,
  properties: { id: str(200), size: int(0), contentType: str(200), sha256: str(64), filename: str(255) },
};

export function object(properties: Record<string, JsonSchema>, required: string[] = Object.keys(properties)): JsonSchema {
  return { type: 'object', additionalProperties: false, required, properties };
}
