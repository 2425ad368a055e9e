import { defineEvent, int, object, type JsonSchema } from './registry.js';

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
  /** boolean field -> the facts of it turning true and false; they carry only the id */
  toggles?: Record<string, { on: string; off: string }>;
}

export function defineCatalogEvents(names: CatalogEventNames, fields: Record<string, JsonSchema>): CatalogEventNames {
  const id = { [names.idField]: int(1) };
  const owned = new Set([...Object.values(names.fieldEvents ?? {}).flat(), ...Object.keys(names.toggles ?? {})]);
  const revisable = Object.fromEntries(Object.entries(fields).filter(([f]) => !owned.has(f)));
  defineEvent({ type: names.added, version: 1, schema: object({ ...id, ...fields }) });
  defineEvent({ type: names.revised, version: 1, schema: object({ ...id, ...revisable }, [names.idField]) });
  defineEvent({ type: names.removed, version: 1, schema: object(id) });
  for (const [type, carried] of Object.entries(names.fieldEvents ?? {}))
    defineEvent({ type, version: 1, schema: object({ ...id, ...Object.fromEntries(carried.map((f) => [f, fields[f]])) }) });
  for (const { on, off } of Object.values(names.toggles ?? {})) {
    defineEvent({ type: on, version: 1, schema: object(id) });
    defineEvent({ type: off, version: 1, schema: object(id) });
  }
  return names;
}
