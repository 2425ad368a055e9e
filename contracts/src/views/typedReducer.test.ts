import { describe, expect, it } from 'vitest';
import type { AppointmentEvent } from '../lawyer/appointments.js';
import { typedReducer } from './view.js';

// a read model's reducer over an aggregate's union must name every event of it: `tsc` refuses one that misses any
// @ts-expect-error AppointmentRescheduled is not handled
typedReducer<AppointmentEvent>('appointmentId', {
  AppointmentScheduled: (_doc, e) => ({ id: e.data.appointmentId }),
  AppointmentStatusChanged: (doc) => doc,
});
typedReducer<AppointmentEvent>('appointmentId', {
  AppointmentScheduled: (_doc, e) => ({ id: e.data.appointmentId }),
  // @ts-expect-error the event's data as declared: a day is text
  AppointmentRescheduled: (doc, e) => (doc ? { ...doc, later: e.data.date + 1 === 2 } : null),
  AppointmentStatusChanged: (doc) => doc,
});

describe('a typed reducer', () => {
  it('keys each event by its declared id field and applies its change', () => {
    const r = typedReducer<AppointmentEvent>('appointmentId', {
      AppointmentScheduled: (_doc, e) => ({ id: e.data.appointmentId, date: e.data.date }),
      AppointmentRescheduled: (doc, e) => (doc ? { ...doc, date: e.data.date } : null),
      AppointmentStatusChanged: (doc) => doc,
    });
    const moved = { id: 'e', type: 'AppointmentRescheduled', revision: 1, position: 9, data: { appointmentId: 4, caseId: 1, date: '2026-12-02', previousDate: '2026-12-01' }, metadata: { time: '2026-11-29T08:00:00.000Z', userId: null, userType: 'system', causationId: null } };
    expect(r.key(moved)).toBe(4);
    expect(r.apply({ id: 4, date: '2026-12-01' }, moved)).toEqual({ id: 4, date: '2026-12-02' });
    expect(r.key({ ...moved, type: 'CaseOpened' })).toBeUndefined();
  });
});
