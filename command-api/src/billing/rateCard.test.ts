import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../framework/spec.js';
import { rateCardDecider } from './rateCard.js';

const spec = deciderSpec(rateCardDecider);
const set = (scope: 'case' | 'client' | 'lawyer' | 'role', scopeId: number, rateFils: number) => ({ type: 'HourlyRateSet', data: { scope, scopeId, rateFils } });

describe('rate card', () => {
  it('given no rate, when one is set, then the card holds it', () => {
    spec.given([]).when({ type: 'SetHourlyRate', scope: 'lawyer', scopeId: 7, rateFils: 80_000 }).then([set('lawyer', 7, 80_000)]);
    expect(spec.given([set('lawyer', 7, 80_000)]).state.card).toEqual([{ scope: 'lawyer', scopeId: 7, rateFils: 80_000 }]);
  });

  it('given a rate, when its scope is set again, then the new one replaces it; set the same, nothing happens', () => {
    spec.given([set('case', 12, 120_000)]).when({ type: 'SetHourlyRate', scope: 'case', scopeId: 12, rateFils: 130_000 }).then([set('case', 12, 130_000)]);
    expect(spec.given([set('case', 12, 120_000), set('case', 12, 130_000)]).state.card).toEqual([{ scope: 'case', scopeId: 12, rateFils: 130_000 }]);
    spec.given([set('case', 12, 120_000)]).when({ type: 'SetHourlyRate', scope: 'case', scopeId: 12, rateFils: 120_000 }).then([]);
  });

  it('given rates of two scopes with the same id, when one is removed, then the other stays', () => {
    const removed = { type: 'HourlyRateRemoved', data: { scope: 'client', scopeId: 5 } };
    spec.given([set('client', 5, 90_000), set('role', 5, 50_000)]).when({ type: 'RemoveHourlyRate', scope: 'client', scopeId: 5 }).then([removed]);
    expect(spec.given([set('client', 5, 90_000), set('role', 5, 50_000), removed]).state.card).toEqual([{ scope: 'role', scopeId: 5, rateFils: 50_000 }]);
  });

  it('given rates, when one is changed or removed pinned to a version it no longer has, then it is a conflict; another rate moving is none', () => {
    const card = [set('case', 12, 120_000), set('lawyer', 7, 80_000)];
    // the case's rate was set at revision 0: version 1; the lawyer's at revision 1: version 2
    expect(spec.given(card).state.versions).toEqual({ 'case-12': 1, 'lawyer-7': 2 });
    spec.given(card).when({ type: 'SetHourlyRate', scope: 'case', scopeId: 12, rateFils: 1, expectedVersion: 1 }).then([set('case', 12, 1)]);
    spec.given(card).when({ type: 'SetHourlyRate', scope: 'case', scopeId: 12, rateFils: 1, expectedVersion: 2 }).thenFails('conflict', 'error.conflict');
    spec.given(card).when({ type: 'SetHourlyRate', scope: 'case', scopeId: 12, rateFils: 1, expectedVersion: 0 }).thenFails('conflict', 'error.conflict');
    spec.given(card).when({ type: 'RemoveHourlyRate', scope: 'lawyer', scopeId: 7, expectedVersion: 1 }).thenFails('conflict', 'error.conflict');
    // a rate never set is at version 0
    spec.given(card).when({ type: 'SetHourlyRate', scope: 'role', scopeId: 3, rateFils: 5, expectedVersion: 0 }).then([set('role', 3, 5)]);
  });

  it('given no rate of a scope, when it is removed, then it is not found', () => {
    spec.given([set('role', 5, 50_000)]).when({ type: 'RemoveHourlyRate', scope: 'client', scopeId: 5 }).thenFails('not_found', 'error.notFound');
  });
});
