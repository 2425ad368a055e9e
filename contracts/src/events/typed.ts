import { z } from 'zod';
import { STORED_TIME_PATTERN } from '../clockTime.js';
import { defineEvent, type EventDefinition, type JsonSchema } from './registry.js';

/**
 * Events declared once: a zod schema per event type and version gives the TypeScript type of its
 * data (`EventOf`) and the JSON Schema the event store validates appends against (`storedSchema`),
 * registered in the same registry as the older hand-written ones (versions and upcasters beside).
 */
export interface EventDeclaration<T extends string, S extends z.ZodType> extends EventDefinition {
  /** the event's name, a literal type: `e.type === X.type` and `case X.type:` narrow a union of events */
  readonly type: T;
  data: S;
  /** the event with this data as decide returns it (`return [X.of({ ... })]`): the name written once, here */
  of(data: z.output<S>): { type: T; data: z.output<S> };
}

/** an event of a declaration as decide returns it and evolve reads it: its type and its data */
export type EventOf<D> = D extends EventDeclaration<infer T, infer S> ? { type: T; data: z.output<S> } : never;

/** an event read from a stream (upcast to the latest version on read) is of this declaration: its data typed as declared */
export const isEventOf = <D extends EventDeclaration<string, z.ZodType>, R extends { type: string; data: unknown }>(declaration: D, event: R): event is R & EventOf<D> =>
  event.type === declaration.type;

export function declareEvent<T extends string, S extends z.ZodType>(type: T, version: number, data: S, upcastFrom?: EventDefinition['upcastFrom']): EventDeclaration<T, S> {
  const def = defineEvent({ type, version, schema: storedSchema(data), ...(upcastFrom ? { upcastFrom } : {}) });
  return { ...def, type, data, of: (d) => ({ type, data: d }) };
}

/**
 * The JSON Schema of a zod schema as the event store writes them: nullable as a type list
 * (`["string", "null"]`), integers without the safe-integer bounds zod adds, enums without a type,
 * days as `format: date` (ajv checks the day exists) and instants as `format: date-time`, without zod's patterns.
 */
export function storedSchema(schema: z.ZodType): JsonSchema {
  const data = storedFieldSchema(schema);
  // an event's data of optional fields only (the changed ones) is written with its empty list of required ones
  return data.type === 'object' && data.properties && !data.required ? { ...data, required: [] } : data;
}

/** the JSON Schema of one field of an event's data (a catalog's fields, typedCatalog.ts): an object of optional fields without a required list */
export function storedFieldSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _drop, ...root } = z.toJSONSchema(schema, { target: 'draft-7', io: 'input' }) as JsonSchema;
  return tidy(root);
}

function tidy(node: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties') out.properties = Object.fromEntries(Object.entries(value as Record<string, JsonSchema>).map(([k, v]) => [k, tidy(v)]));
    else if (key === 'items') out.items = tidy(value as JsonSchema);
    else out[key] = value;
  }
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2 && anyOf.some((s) => s.type === 'null')) {
    const other = tidy(anyOf.find((s) => s.type !== 'null')!);
    // a nullable choice lists null among its values (a choice is written without a type)
    if (Array.isArray(other.enum)) return { ...other, enum: [...other.enum, null] };
    return { ...other, type: [other.type, 'null'] };
  }
  if (out.type === 'integer') {
    if (out.minimum === -Number.MAX_SAFE_INTEGER) delete out.minimum;
    if (out.maximum === Number.MAX_SAFE_INTEGER) delete out.maximum;
  }
  if (out.enum) delete out.type;
  // an object of any fields (zod's looseObject({})) is written as the plain { type: 'object' }
  if (out.properties && !Object.keys(out.properties).length && out.additionalProperties !== false) delete out.properties;
  if (isEmpty(out.additionalProperties)) delete out.additionalProperties;
  if (out.format === 'date' || out.format === 'date-time') delete out.pattern;
  return out;
}

const isEmpty = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v) && !Object.keys(v).length;

// the building blocks of event data (the same values as registry.ts's JSON Schema ones)
export const text = (max = 2000) => z.string().max(max);
export const optionalTextOf = (max = 2000) => z.string().max(max).nullable();
export const whole = (min = 0) => z.int().min(min);
export const optionalWhole = (min = 0) => z.int().min(min).nullable();
export const storedDay = () => z.iso.date();
export const optionalStoredDay = () => z.iso.date().nullable();
/** an instant as the portal writes it (`toISOString()`), stored as `format: date-time` */
export const storedInstant = () => z.iso.datetime();
/** a time of day as the portal stores it, 24-hour 'HH:mm' */
export const storedClockTime = () => z.string().regex(new RegExp(STORED_TIME_PATTERN));
export const optionalStoredClockTime = () => storedClockTime().nullable();
/** a file kept in the blob store, as events refer to it (platform's BlobRef) */
export const storedBlob = () => z.strictObject({ id: text(200), size: whole(0), contentType: text(200), sha256: text(64), filename: text(255) });
