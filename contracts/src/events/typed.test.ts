import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { declareEvent, isEventOf, type EventOf } from './typed.js';

const GizmoMade = declareEvent('GizmoMade', 1, z.strictObject({ gizmoId: z.int(), name: z.string() }));
const GizmoBroken = declareEvent('GizmoBroken', 1, z.strictObject({ gizmoId: z.int() }));
type GizmoEvent = EventOf<typeof GizmoMade | typeof GizmoBroken>;

describe('an event declaration', () => {
  it('makes its event from its data, the name written once in the declaration', () => {
    expect(GizmoMade.of({ gizmoId: 1, name: 'Cog' })).toEqual({ type: 'GizmoMade', data: { gizmoId: 1, name: 'Cog' } });
    // @ts-expect-error the data as declared: a broken gizmo has no name
    GizmoBroken.of({ gizmoId: 1, name: 'Cog' });
  });

  it('narrows a union of events by its literal name', () => {
    const names = ([GizmoMade.of({ gizmoId: 1, name: 'Cog' }), GizmoBroken.of({ gizmoId: 1 })] as GizmoEvent[]).map((e) => {
      switch (e.type) {
        case GizmoMade.type:
          return e.data.name;
        case GizmoBroken.type:
          return `broken ${e.data.gizmoId}`;
      }
    });
    expect(names).toEqual(['Cog', 'broken 1']);
    const made = [GizmoBroken.of({ gizmoId: 2 })].filter((e: { type: string; data: unknown }) => isEventOf(GizmoMade, e));
    expect(made).toEqual([]);
  });
});
