import { describe, expect, it } from 'vitest';
import type { AppointmentEvent } from '@lawfirm/contracts';
import { typedReaction } from './runner.js';

typedReaction<AppointmentEvent, 'AppointmentScheduled'>({
  name: 'Example',
  // @ts-expect-error a reaction to an aggregate's events names only events of its union
  on: ['AppointmentScheduled', 'CaseOpened'],
  react: async () => undefined,
});
typedReaction<AppointmentEvent, 'AppointmentRescheduled'>({
  name: 'Example',
  on: ['AppointmentRescheduled'],
  // @ts-expect-error the event's data as declared: a rescheduled task has no title
  react: async (event) => void event.data.title.trim(),
});

describe('a typed reaction', () => {
  it('is the reaction the runner takes, its data read as declared', async () => {
    const seen: string[] = [];
    const r = typedReaction<AppointmentEvent, 'AppointmentRescheduled'>({ name: 'Moves', on: ['AppointmentRescheduled'], react: async (e) => void seen.push(`${e.data.previousDate} -> ${e.data.date}`) });
    expect(r.on).toEqual(['AppointmentRescheduled']);
    const event = { id: 'e', stream: 'appointment-1', revision: 1, position: 3, type: 'AppointmentRescheduled', version: 1, data: { appointmentId: 1, caseId: 1, date: '2026-12-02', previousDate: '2026-12-01' }, metadata: { userId: null, userType: 'system' as const, correlationId: 'c', causationId: null, time: '2026-11-29T08:00:00.000Z' } };
    await r.react(event, {} as never);
    expect(seen).toEqual(['2026-12-01 -> 2026-12-02']);
  });
});
