import type { z } from 'zod';
import { defineCatalogEvents, type CatalogEventNames, type CatalogVersion } from './catalog.js';
import { storedFieldSchema } from './typed.js';

/**
 * A catalog record's events (catalog.ts) declared from zod fields: the same stored JSON Schemas as
 * `defineCatalogEvents`, and the union of its events typed (`CatalogEventOf`), so a read model of
 * the catalog reads each event's data as declared.
 */
export interface CatalogDeclaration<S extends Record<string, z.ZodType>> {
  fields: S;
}

/**
 * Each event of a declared catalog as an event declaration is used: its name (`.type`, a literal
 * type) and the event with its data (`.of(data)`), e.g. `holidayEvents.events.HolidayAdded.type`.
 */
export type CatalogEvents<D> = { [E in CatalogEventOf<D> as E['type']]: { readonly type: E['type']; of(data: E['data']): E } };

export function declareCatalogEvents<const N extends CatalogEventNames, S extends Record<string, z.ZodType>>(
  names: N,
  fields: S,
  evolution?: CatalogVersion,
): N & CatalogDeclaration<S> & { events: CatalogEvents<N & CatalogDeclaration<S>> } {
  defineCatalogEvents(names, Object.fromEntries(Object.entries(fields).map(([f, schema]) => [f, storedFieldSchema(schema)])), evolution);
  const types = [
    names.added,
    names.revised,
    names.removed,
    ...Object.keys(names.fieldEvents ?? {}),
    ...Object.values(names.toggles ?? {}).flatMap((t) => [t.on, t.off]),
    ...(names.attachments ? [names.attachments.event] : []),
  ];
  const events = Object.fromEntries(types.map((type) => [type, { type, of: (data: unknown) => ({ type, data }) }]));
  return { ...names, fields, events: events as CatalogEvents<N & CatalogDeclaration<S>> };
}

type Fields<S extends Record<string, z.ZodType>> = z.output<z.ZodObject<S>>;
type Id<N extends CatalogEventNames> = { [K in N['idField']]: number };
type ValuesOf<T> = T[keyof T];
type FieldEventFields<N extends CatalogEventNames> = N['fieldEvents'] extends Record<string, readonly string[]> ? ValuesOf<N['fieldEvents']>[number] : never;
type ToggleFields<N extends CatalogEventNames> = N['toggles'] extends Record<string, unknown> ? keyof N['toggles'] & string : never;
type SeparateToggles<N extends CatalogEventNames> = N['toggles'] extends Record<string, unknown> ? ValuesOf<{ [F in keyof N['toggles'] & string]: N['toggles'][F] extends { separateOnAdd: true } ? F : never }> : never;
type AttachmentFields<N extends CatalogEventNames> = N['attachments'] extends { fields: readonly (infer F extends string)[] } ? F : never;

type Added<N extends CatalogEventNames, S extends Record<string, z.ZodType>> = { type: N['added']; data: Id<N> & Omit<Fields<S>, AttachmentFields<N> | SeparateToggles<N>> };
type Revised<N extends CatalogEventNames, S extends Record<string, z.ZodType>> = { type: N['revised']; data: Id<N> & Partial<Omit<Fields<S>, FieldEventFields<N> | ToggleFields<N>>> };
type FieldEvents<N extends CatalogEventNames, S extends Record<string, z.ZodType>> = N['fieldEvents'] extends Record<string, readonly string[]>
  ? ValuesOf<{ [T in keyof N['fieldEvents'] & string]: { type: T; data: Id<N> & Pick<Fields<S>, N['fieldEvents'][T][number] & keyof Fields<S>> } }>
  : never;
type Toggles<N extends CatalogEventNames> = N['toggles'] extends Record<string, { on: string; off: string }>
  ? ValuesOf<{ [F in keyof N['toggles']]: { type: N['toggles'][F]['on']; data: Id<N> } | { type: N['toggles'][F]['off']; data: Id<N> } }>
  : never;
type Attached<N extends CatalogEventNames> = N['attachments'] extends { event: infer E extends string } ? { type: E; data: Id<N> & { field: AttachmentFields<N>; file: { id: string; size: number; contentType: string; sha256: string; filename: string } } } : never;

/** every event of a declared catalog: added, revised, removed, its field events, toggles and attachments */
export type CatalogEventOf<D> =
  D extends CatalogEventNames & CatalogDeclaration<infer S>
    ? Added<D, S> | Revised<D, S> | { type: D['removed']; data: Id<D> } | FieldEvents<D, S> | Toggles<D> | Attached<D>
    : never;

/**
 * A catalog's read-model document as the projections keep it (projections' catalogProjection):
 * `{ id, ...fields, version, createdAt, updatedAt }`, the fields as its events declare them.
 */
export type CatalogDocument<D> =
  D extends CatalogEventNames & CatalogDeclaration<infer S> ? { id: number } & Fields<S> & { version: number; createdAt: string; updatedAt: string } : never;
