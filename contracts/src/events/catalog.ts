import { blobRef, defineEvent, int, object, type JsonSchema } from './registry.js';

/**
 * The events of a catalog record (a region, a branch, a court ...): created, revised (only the
 * fields that changed), removed, and facts of their own for fields whose change means something
 * (`BranchDeactivated`, `ClientKycCompleted`, `RoleGrantsChanged` ...).
 */
export interface CatalogEventNames {
  idField: string;
  added: string;
  revised: string;
  removed: string;
  /** event type -> the fields it carries */
  fieldEvents?: Record<string, string[]>;
  /**
   * boolean field -> the facts of it turning true and false; they carry only the id. With
   * `separateOnAdd` the field is not part of the added event: a record starts false and turning
   * true at creation is its own fact (a news article is drafted, then published).
   */
  toggles?: Record<string, { on: string; off: string; separateOnAdd?: boolean }>;
  /** uploaded files: each is its own fact `{ id, field, file: BlobRef }`, never part of added */
  attachments?: { event: string; fields: string[] };
}

/** Fields the added event carries: every field but attachments and separate toggles. */
export function addedFields(names: CatalogEventNames, fields: string[]): string[] {
  const separate = new Set([
    ...(names.attachments?.fields ?? []),
    ...Object.entries(names.toggles ?? {}).filter(([, t]) => t.separateOnAdd).map(([f]) => f),
  ]);
  return fields.filter((f) => !separate.has(f));
}

/**
 * When a catalog gains fields, its added and revised events get a new version: `version` is that
 * version (the older ones are defined by the caller) and `upcastAdded` fills the new fields in
 * events recorded before.
 */
export interface CatalogVersion {
  version: number;
  upcastAdded: (older: Record<string, unknown>) => Record<string, unknown>;
  /** revised events of the previous version, when a field's values changed meaning (unchanged otherwise) */
  upcastRevised?: (older: Record<string, unknown>) => Record<string, unknown>;
  /** field events (fieldEvents) whose fields changed too: they move to `version`, their older data read as it was */
  fieldEvents?: string[];
}

export function defineCatalogEvents(names: CatalogEventNames, fields: Record<string, JsonSchema>, evolution?: CatalogVersion): CatalogEventNames {
  const v = evolution?.version ?? 1;
  const id = { [names.idField]: int(1) };
  const owned = new Set([...Object.values(names.fieldEvents ?? {}).flat(), ...Object.keys(names.toggles ?? {})]);
  const revisable = Object.fromEntries(Object.entries(fields).filter(([f]) => !owned.has(f)));
  const added = Object.fromEntries(addedFields(names, Object.keys(fields)).map((f) => [f, fields[f]]));
  defineEvent({ type: names.added, version: v, schema: object({ ...id, ...added }), upcastFrom: evolution?.upcastAdded });
  defineEvent({ type: names.revised, version: v, schema: object({ ...id, ...revisable }, [names.idField]), upcastFrom: evolution ? (evolution.upcastRevised ?? ((d) => d)) : undefined });
  defineEvent({ type: names.removed, version: 1, schema: object(id) });
  for (const [type, carried] of Object.entries(names.fieldEvents ?? {})) {
    const moved = evolution?.fieldEvents?.includes(type);
    defineEvent({ type, version: moved ? v : 1, schema: object({ ...id, ...Object.fromEntries(carried.map((f) => [f, fields[f]])) }), upcastFrom: moved ? (d) => d : undefined });
  }
  for (const { on, off } of Object.values(names.toggles ?? {})) {
    defineEvent({ type: on, version: 1, schema: object(id) });
    defineEvent({ type: off, version: 1, schema: object(id) });
  }
  if (names.attachments)
    defineEvent({ type: names.attachments.event, version: 1, schema: object({ ...id, field: { enum: names.attachments.fields }, file: blobRef }) });
  return names;
}
