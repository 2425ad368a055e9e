import { describe, expect, it } from 'vitest';
import type { AppointmentEvent } from '@lawfirm/contracts';
import { typedDecider } from './decider.js';

type Command = { type: 'Open' } | { type: 'Close'; why: string };
const initialState = { open: false, version: 0 };

// a decider must name every event of its union and every command: `tsc` refuses one that misses any
typedDecider<typeof initialState, Command, AppointmentEvent>({
  initialState,
  // @ts-expect-error AppointmentStatusChanged has no evolver
  evolve: {
    AppointmentScheduled: (s) => ({ ...s, open: true }),
    AppointmentRescheduled: (s) => s,
  },
  decide: { Open: () => [], Close: () => [] },
});
typedDecider<typeof initialState, Command, AppointmentEvent>({
  initialState,
  evolve: { AppointmentScheduled: (s) => s, AppointmentRescheduled: (s) => s, AppointmentStatusChanged: (s) => s },
  // @ts-expect-error the command Close is not decided
  decide: { Open: () => [] },
});
typedDecider<typeof initialState, Command, AppointmentEvent>({
  initialState,
  evolve: {
    AppointmentScheduled: (s) => s,
    AppointmentRescheduled: (s) => s,
    // @ts-expect-error an evolver reads its event's data as declared: a status is one of the statuses, not a number
    AppointmentStatusChanged: (s, d) => ({ ...s, version: d.status * 2 }),
  },
  decide: { Open: () => [], Close: () => [] },
});

describe('a typed decider', () => {
  const decider = typedDecider<typeof initialState, Command, AppointmentEvent>({
    initialState,
    everyEvent: (s, { revision }) => ({ ...s, version: revision + 1 }),
    evolve: { AppointmentScheduled: (s) => ({ ...s, open: true }), AppointmentRescheduled: (s) => s, AppointmentStatusChanged: (s, d) => ({ ...s, open: d.status !== 'cancelled' }) },
    decide: {
      Open: (_c, s) => (s.open ? [] : [{ type: 'AppointmentRescheduled', data: { appointmentId: 1, caseId: 1, date: '2026-12-01', previousDate: '2026-11-30' } }]),
      Close: (c) => [{ type: 'AppointmentStatusChanged', data: { appointmentId: 1, caseId: 1, status: 'cancelled', notes: c.why, notesAr: null } }],
    },
  });
  const meta = (revision: number) => ({ time: '2026-11-29T08:00:00.000Z', revision });

  it('evolves by the event type, every event moving the version, an unknown type only that', () => {
    const opened = decider.evolve(initialState, { type: 'AppointmentScheduled', data: {} }, meta(0));
    expect(opened).toEqual({ open: true, version: 1 });
    expect(decider.evolve(opened, { type: 'SomethingElse', data: {} }, meta(1))).toEqual({ open: true, version: 2 });
    expect(decider.evolve(opened, { type: 'AppointmentStatusChanged', data: { status: 'cancelled' } }, meta(1))).toEqual({ open: false, version: 2 });
  });

  it('decides by the command type', () => {
    expect(decider.decide({ type: 'Close', why: 'moved' }, initialState, { now: new Date() })).toEqual([{ type: 'AppointmentStatusChanged', data: { appointmentId: 1, caseId: 1, status: 'cancelled', notes: 'moved', notesAr: null } }]);
    expect(decider.decide({ type: 'Open' }, { open: true, version: 1 }, { now: new Date() })).toEqual([]);
  });
});
