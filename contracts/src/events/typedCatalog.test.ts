import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCatalogEvents } from './catalog.js';
import { bool, eventDefinition, int, optStr, str } from './registry.js';
import { optionalTextOf, text, whole } from './typed.js';
import { declareCatalogEvents, type CatalogEventOf } from './typedCatalog.js';

/** Two catalogs of the same fields, one declared from zod and one written as JSON Schema: the store validates them alike. */
const gadgets = declareCatalogEvents(
  { idField: 'thingId', added: 'GadgetAdded', revised: 'GadgetRevised', removed: 'GadgetRemoved', fieldEvents: { GadgetRenamed: ['name'] }, toggles: { isActive: { on: 'GadgetActivated', off: 'GadgetDeactivated' } } },
  { name: text(100), colour: optionalTextOf(20), size: whole(1), isActive: z.boolean() },
);
defineCatalogEvents(
  { idField: 'thingId', added: 'WidgetAdded', revised: 'WidgetRevised', removed: 'WidgetRemoved', fieldEvents: { WidgetRenamed: ['name'] }, toggles: { isActive: { on: 'WidgetActivated', off: 'WidgetDeactivated' } } },
  { name: str(100), colour: optStr(20), size: int(1), isActive: bool },
);

type GadgetEvent = CatalogEventOf<typeof gadgets>;

describe('a catalog declared from zod fields', () => {
  it.each(['Added', 'Revised', 'Removed', 'Renamed', 'Activated', 'Deactivated'])('stores the same JSON Schema for %s as one written by hand', (kind) => {
    expect(eventDefinition(`Gadget${kind}`)?.schema).toEqual(eventDefinition(`Widget${kind}`)?.schema);
  });

  it('types each of its events as declared', () => {
    const events: GadgetEvent[] = [
      { type: 'GadgetAdded', data: { thingId: 1, name: 'Lamp', colour: null, size: 2, isActive: true } },
      { type: 'GadgetRevised', data: { thingId: 1, colour: 'red' } },
      { type: 'GadgetRenamed', data: { thingId: 1, name: 'Desk lamp' } },
      { type: 'GadgetDeactivated', data: { thingId: 1 } },
      // @ts-expect-error a field event carries only its own fields
      { type: 'GadgetRenamed', data: { thingId: 1, name: 'Desk lamp', colour: 'blue' } },
      // @ts-expect-error the revised event leaves the fields with events of their own to them
      { type: 'GadgetRevised', data: { thingId: 1, name: 'Desk lamp' } },
      // @ts-expect-error not an event of the catalog
      { type: 'GadgetPainted', data: { thingId: 1 } },
    ];
    expect(events).toHaveLength(7);
  });

  it('names each of its events through the declaration, with its data typed as declared', () => {
    const { GadgetRenamed, GadgetActivated } = gadgets.events;
    const renamed: GadgetEvent = GadgetRenamed.of({ thingId: 1, name: 'Desk lamp' });
    expect(renamed).toEqual({ type: 'GadgetRenamed', data: { thingId: 1, name: 'Desk lamp' } });
    expect(Object.keys(gadgets.events).sort()).toEqual(['GadgetActivated', 'GadgetAdded', 'GadgetDeactivated', 'GadgetRemoved', 'GadgetRenamed', 'GadgetRevised']);
    // @ts-expect-error a field event carries only its own fields
    GadgetRenamed.of({ thingId: 1, name: 'Desk lamp', colour: 'blue' });
    const seen = [renamed, GadgetActivated.of({ thingId: 1 })].filter((e) => e.type === GadgetActivated.type);
    expect(seen).toEqual([{ type: 'GadgetActivated', data: { thingId: 1 } }]);
  });
});
