import { describe, expect, it } from 'vitest';
import type { AppointmentEvent } from '@lawfirm/contracts';
import { createMemoryReadStore } from '@lawfirm/platform';
import { handlersOf } from './projection.js';

handlersOf<AppointmentEvent>({
  // @ts-expect-error a read model's handlers of an aggregate's events name only events of its union
  CaseOpened: async () => undefined,
});
handlersOf<AppointmentEvent>({
  // @ts-expect-error the event's data as declared: a status is text, not a number
  AppointmentStatusChanged: async (e) => void (e.data.status > 3),
});

describe('typed projection handlers', () => {
  it('are the handlers a projection runs, each reading its event as declared', async () => {
    const store = createMemoryReadStore();
    const handlers = handlersOf<AppointmentEvent>({
      AppointmentRescheduled: async (e, s) => void (await s.collection('appointments').insertOne({ id: e.data.appointmentId, to: e.data.date })),
    });
    const event = { id: 'e', stream: 'appointment-2', revision: 1, position: 3, type: 'AppointmentRescheduled', version: 1, data: { appointmentId: 2, caseId: 1, date: '2026-12-02', previousDate: '2026-12-01' }, metadata: { userId: null, userType: 'system' as const, correlationId: 'c', causationId: null, time: '2026-11-29T08:00:00.000Z' } };
    await handlers.AppointmentRescheduled(event, store);
    expect(await store.collection('appointments').find({})).toEqual([{ id: 2, to: '2026-12-02' }]);
  });
});
