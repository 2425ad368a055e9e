import { describe, expect, it } from 'vitest';
import { AppointmentRescheduled, AppointmentScheduled } from '@lawfirm/contracts';
import { typedReaction } from './runner.js';

typedReaction({
  name: 'Example',
  // @ts-expect-error a reaction names the events it is on by their declarations, never by a string
  on: [AppointmentScheduled, 'CaseOpened'],
  react: async () => undefined,
});
typedReaction({
  name: 'Example',
  on: [AppointmentRescheduled],
  // @ts-expect-error the event's data as declared: a rescheduled task has no title
  react: async (event) => void event.data.title.trim(),
});

describe('a typed reaction', () => {
  it('is the reaction the runner takes, on the declared events\' names, its data read as declared', async () => {
    const seen: string[] = [];
    const r = typedReaction({ name: 'Moves', on: [AppointmentRescheduled], react: async (e) => void seen.push(`${e.data.previousDate} -> ${e.data.date}`) });
    expect(r.on).toEqual(['AppointmentRescheduled']);
    const event = { id: 'e', stream: 'appointment-1', revision: 1, position: 3, type: 'AppointmentRescheduled', version: 1, data: { appointmentId: 1, caseId: 1, date: '2026-12-02', previousDate: '2026-12-01' }, metadata: { userId: null, userType: 'system' as const, correlationId: 'c', causationId: null, time: '2026-11-29T08:00:00.000Z' } };
    await r.react(event, {} as never);
    expect(seen).toEqual(['2026-12-01 -> 2026-12-02']);
  });
});
