import { expect } from 'vitest';
import type { Decider, DomainEvent } from './decider.js';
import { DomainError } from './decider.js';

const NOW = new Date('2026-11-21T08:00:00.000Z');

/** given(events).when(command).then(events) | .thenFails(code, key?) — decide/evolve tested without I/O. */
export function deciderSpec<S, C>(decider: Decider<S, C>) {
  return {
    given(events: DomainEvent[]) {
      const state = events.reduce((s, e, i) => decider.evolve(s, e, { time: NOW.toISOString(), revision: i }), decider.initialState);
      return {
        when(command: C) {
          const run = () => decider.decide(command, state, { now: NOW });
          return {
            then(expected: DomainEvent[]) {
              expect(run()).toEqual(expected);
            },
            /** refused with this code and, when given, this wording (the answer's message key) */
            thenFails(code: DomainError['code'], key?: DomainError['key']) {
              let caught: unknown;
              try {
                run();
              } catch (e) {
                caught = e;
              }
              expect(caught).toBeInstanceOf(DomainError);
              expect((caught as DomainError).code).toBe(code);
              if (key) expect((caught as DomainError).key).toBe(key);
            },
          };
        },
        state,
      };
    },
  };
}
