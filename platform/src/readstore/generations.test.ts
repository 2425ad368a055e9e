import { describe, expect, it } from 'vitest';
import {
  decide, evolve, GENERATIONS_COLLECTION, GenerationsRefused, initialGenerations, obsoleteCollections, parsePhysicalName, physicalName,
  type GenerationsCommand, type GenerationsEvent, type GenerationsState,
} from './generations.js';

const LEASE = 30_000;
const GRACE = 10_000;
const given = (...events: GenerationsEvent[]): GenerationsState => events.reduce(evolve, initialGenerations);
const when = (state: GenerationsState, command: GenerationsCommand) => decide(state, command);
const refusal = (state: GenerationsState, command: GenerationsCommand) => {
  try {
    decide(state, command);
  } catch (err) {
    if (err instanceof GenerationsRefused) return err.reason;
    throw err;
  }
  return 'accepted';
};

const begun = (holder: string, building: number, expiresAt: number): GenerationsEvent => ({ type: 'RebuildBegun', holder, building, expiresAt });

describe('read-model generations', () => {
  describe('beginning a rebuild', () => {
    it('given a deployment that never rebuilt, when a rebuild begins, then it builds generation 1 under a lease', () => {
      expect(when(given(), { type: 'BeginRebuild', holder: 'a', now: 1_000, leaseMs: LEASE })).toEqual([begun('a', 1, 31_000)]);
    });

    it('given a live lease, when another rebuild begins, then it is refused: one rebuild at a time', () => {
      const state = given(begun('a', 1, 31_000));
      expect(refusal(state, { type: 'BeginRebuild', holder: 'b', now: 30_999, leaseMs: LEASE })).toBe('rebuild_running');
      expect(refusal(state, { type: 'BeginRebuild', holder: 'a', now: 30_999, leaseMs: LEASE })).toBe('rebuild_running');
    });

    it('given a lease that expired (its rebuild died), when a rebuild begins, then it takes over with a number never used', () => {
      const state = given(begun('a', 1, 31_000));
      expect(when(state, { type: 'BeginRebuild', holder: 'b', now: 31_000, leaseMs: LEASE })).toEqual([begun('b', 2, 61_000)]);
    });

    it('given generation 3 is current, when a rebuild begins, then it builds 4', () => {
      const state = given(begun('a', 3, 31_000), { type: 'GenerationSwitched', from: 0, to: 3, at: 2_000 });
      expect(when(state, { type: 'BeginRebuild', holder: 'b', now: 3_000, leaseMs: LEASE })).toEqual([begun('b', 4, 33_000)]);
    });

    it('given an abandoned rebuild of 2 after a switch to 1, when a rebuild begins, then it builds 3, not 2 again', () => {
      const state = given(begun('a', 1, 31_000), { type: 'GenerationSwitched', from: 0, to: 1, at: 2_000 }, begun('b', 2, 40_000), { type: 'RebuildAbandoned', holder: 'b', building: 2 });
      expect(when(state, { type: 'BeginRebuild', holder: 'c', now: 41_000, leaseMs: LEASE })).toEqual([begun('c', 3, 71_000)]);
    });
  });

  describe('keeping and losing the lease', () => {
    it('given my live lease, when I renew it, then it lasts longer', () => {
      const state = given(begun('a', 1, 31_000));
      const events = when(state, { type: 'RenewLease', holder: 'a', now: 20_000, leaseMs: LEASE });
      expect(events).toEqual([{ type: 'LeaseRenewed', holder: 'a', expiresAt: 50_000 }]);
      expect(events.reduce(evolve, state).lease).toEqual({ holder: 'a', building: 1, expiresAt: 50_000 });
    });

    it('given my lease expired, when I renew it or switch, then I am told the lease is lost', () => {
      const state = given(begun('a', 1, 31_000));
      expect(refusal(state, { type: 'RenewLease', holder: 'a', now: 31_000, leaseMs: LEASE })).toBe('lease_lost');
      expect(refusal(state, { type: 'SwitchGeneration', holder: 'a', now: 31_000 })).toBe('lease_lost');
    });

    it('given another took over my expired lease, when I switch, then I am refused and its generation stays unswitched', () => {
      const state = given(begun('a', 1, 31_000), begun('b', 2, 70_000));
      expect(refusal(state, { type: 'SwitchGeneration', holder: 'a', now: 40_000 })).toBe('lease_lost');
      expect(refusal(state, { type: 'RenewLease', holder: 'a', now: 40_000, leaseMs: LEASE })).toBe('lease_lost');
    });

    it('given my rebuild failed, when I abandon it, then the lease is free at once; abandoning what is not mine changes nothing', () => {
      const state = given(begun('a', 1, 31_000));
      expect(when(state, { type: 'AbandonRebuild', holder: 'b' })).toEqual([]);
      const after = when(state, { type: 'AbandonRebuild', holder: 'a' }).reduce(evolve, state);
      expect(after).toMatchObject({ current: 0, highest: 1, lease: null });
      expect(refusal(after, { type: 'BeginRebuild', holder: 'b', now: 2_000, leaseMs: LEASE })).toBe('accepted');
    });
  });

  describe('switching', () => {
    it('given my rebuild of 1 caught up, when I switch, then readers read 1 and 0 is kept for the grace period', () => {
      const state = given(begun('a', 1, 31_000));
      const events = when(state, { type: 'SwitchGeneration', holder: 'a', now: 5_000 });
      expect(events).toEqual([{ type: 'GenerationSwitched', from: 0, to: 1, at: 5_000 }]);
      expect(events.reduce(evolve, state)).toEqual({ current: 1, highest: 1, lease: null, previous: { generation: 0, switchedAt: 5_000 } });
    });
  });

  describe('collection names', () => {
    it('keeps generation 0 under the plain names and the others under a g<n>. prefix', () => {
      expect(physicalName(0, 'cases')).toBe('cases');
      expect(physicalName(12, '_checkpoints')).toBe('g12._checkpoints');
      expect(parsePhysicalName('g12._checkpoints')).toEqual({ generation: 12, name: '_checkpoints' });
      expect(parsePhysicalName('cases')).toEqual({ generation: 0, name: 'cases' });
      expect(parsePhysicalName('g0.cases')).toEqual({ generation: 0, name: 'g0.cases' });
      expect(parsePhysicalName(GENERATIONS_COLLECTION)).toBeNull();
      expect(parsePhysicalName('system.views')).toBeNull();
    });
  });

  describe('what is obsolete', () => {
    const stored = ['cases', '_checkpoints', 'g1.cases', 'g1._checkpoints', 'g2.cases', 'g3.cases', GENERATIONS_COLLECTION, 'system.views'];

    it('given a switch from 0 to 1 and an abandoned 2, when the grace period has passed, then 0 and 2 are obsolete', () => {
      const state = given(begun('a', 1, 31_000), { type: 'GenerationSwitched', from: 0, to: 1, at: 5_000 }, begun('b', 2, 40_000));
      expect(obsoleteCollections(state, stored.slice(0, 5), 5_000 + GRACE, GRACE)).toEqual(['cases', '_checkpoints']);
      expect(obsoleteCollections(state, stored, 40_000, GRACE)).toEqual(['cases', '_checkpoints', 'g2.cases', 'g3.cases']);
    });

    it('given a switch a moment ago, then the generation readers may still be reading is kept', () => {
      const state = given(begun('a', 1, 31_000), { type: 'GenerationSwitched', from: 0, to: 1, at: 5_000 });
      expect(obsoleteCollections(state, stored, 5_000 + GRACE - 1, GRACE)).toEqual(['g2.cases', 'g3.cases']);
    });

    it('given a rebuild building 2 under a live lease, then its collections are kept', () => {
      const state = given(begun('a', 1, 31_000), { type: 'GenerationSwitched', from: 0, to: 1, at: 5_000 }, begun('b', 2, 60_000));
      expect(obsoleteCollections(state, stored, 30_000, GRACE)).toEqual(['cases', '_checkpoints', 'g3.cases']);
    });
  });
});
