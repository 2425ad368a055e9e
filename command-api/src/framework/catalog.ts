import { isDeepStrictEqual } from 'node:util';
import { addedFields, type CatalogEventNames } from '@lawfirm/contracts';
import { DomainError, type Decider, type DomainEvent } from './decider.js';

/** A catalog record's state: its fields as last recorded, plus what every record carries. */
export interface CatalogState {
  exists: boolean;
  removed: boolean;
  id: number;
  fields: Record<string, unknown>;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export type CatalogCommand =
  | { type: 'Add'; id: number; input: Record<string, unknown> }
  | { type: 'Revise'; id: number; input: Record<string, unknown> }
  | { type: 'Remove'; id: number };

/**
 * One decider for every catalog record (regions, branches, courts ...): add once, revise by
 * recording only what changed (fields with an event of their own get that event), remove once.
 */
export function catalogDecider(names: CatalogEventNames): Decider<CatalogState, CatalogCommand> {
  const attachments = names.attachments?.fields ?? [];
  const separateToggles = Object.entries(names.toggles ?? {}).filter(([, t]) => t.separateOnAdd).map(([f]) => f);
  const owned = new Set([...Object.values(names.fieldEvents ?? {}).flat(), ...Object.keys(names.toggles ?? {}), ...attachments]);
  const fieldEventTypes = new Set(Object.keys(names.fieldEvents ?? {}));
  const toggleOf = new Map<string, [string, boolean]>();
  for (const [field, { on, off }] of Object.entries(names.toggles ?? {})) {
    toggleOf.set(on, [field, true]);
    toggleOf.set(off, [field, false]);
  }
  const idOf = (data: Record<string, unknown>) => data[names.idField] as number;
  const fieldsOf = (data: Record<string, unknown>) => {
    const { [names.idField]: _id, ...rest } = data;
    return rest;
  };

  return {
    initialState: { exists: false, removed: false, id: 0, fields: {}, version: 0, createdAt: '', updatedAt: '' },
    evolve(state, event, { time, revision }) {
      const base = { ...state, version: revision + 1, updatedAt: time };
      const { data } = event;
      if (event.type === names.added)
        return { ...base, exists: true, id: idOf(data), fields: { ...Object.fromEntries(separateToggles.map((f) => [f, false])), ...fieldsOf(data) }, createdAt: time };
      if (event.type === names.attachments?.event) return { ...base, fields: { ...state.fields, [data.field as string]: data.file } };
      if (event.type === names.removed) return { ...base, removed: true };
      if (event.type === names.revised || fieldEventTypes.has(event.type)) return { ...base, fields: { ...state.fields, ...fieldsOf(data) } };
      const toggle = toggleOf.get(event.type);
      if (toggle) return { ...base, fields: { ...state.fields, [toggle[0]]: toggle[1] } };
      return base;
    },
    decide(command, state): DomainEvent[] {
      const id = { [names.idField]: command.id };
      if (command.type === 'Add') {
        if (state.exists) throw new DomainError('conflict', 'error.conflict');
        const kept = addedFields(names, Object.keys(command.input));
        return [
          { type: names.added, data: { ...id, ...Object.fromEntries(kept.map((f) => [f, command.input[f]])) } },
          ...separateToggles.filter((f) => command.input[f] === true).map((f) => ({ type: names.toggles![f].on, data: id })),
          ...attached(command.input, {}),
        ];
      }
      if (!state.exists || state.removed) throw new DomainError('not_found', 'error.notFound');
      if (command.type === 'Remove') return [{ type: names.removed, data: id }];

      const changed = Object.keys(command.input).filter((f) => !isDeepStrictEqual(command.input[f], state.fields[f]));
      const events: DomainEvent[] = [];
      const plain = changed.filter((f) => !owned.has(f));
      if (plain.length) events.push({ type: names.revised, data: { ...id, ...Object.fromEntries(plain.map((f) => [f, command.input[f]])) } });
      for (const [type, fields] of Object.entries(names.fieldEvents ?? {}))
        if (fields.some((f) => changed.includes(f))) events.push({ type, data: { ...id, ...Object.fromEntries(fields.map((f) => [f, command.input[f]])) } });
      for (const [field, { on, off }] of Object.entries(names.toggles ?? {}))
        if (changed.includes(field)) events.push({ type: command.input[field] ? on : off, data: id });
      events.push(...attached(command.input, state.fields));
      return events;

      function attached(input: Record<string, unknown>, current: Record<string, unknown>): DomainEvent[] {
        return attachments
          .filter((f) => input[f] && (input[f] as { sha256: string }).sha256 !== (current[f] as { sha256?: string } | undefined)?.sha256)
          .map((f) => ({ type: names.attachments!.event, data: { ...id, field: f, file: input[f] } }));
      }
    },
  };
}

/** The record as the API answers it. */
export function catalogRecord(s: CatalogState) {
  return { id: s.id, ...s.fields, version: s.version, createdAt: s.createdAt, updatedAt: s.updatedAt };
}
