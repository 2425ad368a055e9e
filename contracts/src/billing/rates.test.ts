import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applicableRate, HourlyRateRemoved, HourlyRateSet, parseRateId, rateCardAfter, rateId, rateScopes, type HourlyRate, type RateFacts } from './rates.js';

const facts: RateFacts = { caseId: 12, clientIds: [5, 6], lawyerId: 7, roleId: 3 };
const card = (...rates: [HourlyRate['scope'], number, number][]) => rates.map(([scope, scopeId, rateFils]) => ({ scope, scopeId, rateFils }));

describe('the rate that applies', () => {
  it('is the most specific: the case, then a client of it, then the lawyer, then their role', () => {
    const all = card(['role', 3, 50_000], ['lawyer', 7, 80_000], ['client', 6, 90_000], ['case', 12, 120_000]);
    expect(applicableRate(all, facts)).toEqual({ rateFils: 120_000, scope: 'case', scopeId: 12 });
    expect(applicableRate(all.slice(0, 3), facts)).toEqual({ rateFils: 90_000, scope: 'client', scopeId: 6 });
    expect(applicableRate(all.slice(0, 2), facts)).toEqual({ rateFils: 80_000, scope: 'lawyer', scopeId: 7 });
    expect(applicableRate(all.slice(0, 1), facts)).toEqual({ rateFils: 50_000, scope: 'role', scopeId: 3 });
  });

  it('reads only the rates of this case, its clients, this lawyer and their role', () => {
    const others = card(['case', 13, 1], ['client', 9, 2], ['lawyer', 8, 3], ['role', 4, 4]);
    expect(applicableRate(others, facts)).toBeNull();
    expect(applicableRate(card(['role', 3, 100]), { ...facts, roleId: null })).toBeNull();
  });

  it('takes the lowest rate of a case of several clients, whatever their order', () => {
    const two = card(['client', 5, 90_000], ['client', 6, 70_000]);
    expect(applicableRate(two, facts)).toEqual({ rateFils: 70_000, scope: 'client', scopeId: 6 });
    expect(applicableRate(two, { ...facts, clientIds: [6, 5] })).toEqual({ rateFils: 70_000, scope: 'client', scopeId: 6 });
  });

  it('keeps a card of one rate per scope: a rate set again replaces it, a removed one is gone', () => {
    let c = rateCardAfter([], { type: 'HourlyRateSet', data: { scope: 'lawyer', scopeId: 7, rateFils: 80_000 } });
    c = rateCardAfter(c, { type: 'HourlyRateSet', data: { scope: 'lawyer', scopeId: 7, rateFils: 85_000 } });
    expect(c).toEqual(card(['lawyer', 7, 85_000]));
    expect(rateCardAfter(c, { type: 'HourlyRateRemoved', data: { scope: 'lawyer', scopeId: 7 } })).toEqual([]);
    expect(HourlyRateSet.type).toBe('HourlyRateSet');
    expect(HourlyRateRemoved.type).toBe('HourlyRateRemoved');
  });

  it('names a rate by its scope and id, and reads that name back', () => {
    expect(rateId('client', 5)).toBe('client-5');
    expect(parseRateId('client-5')).toEqual({ scope: 'client', scopeId: 5 });
    expect(parseRateId('firm-5')).toBeNull();
    expect(parseRateId('case-0')).toBeNull();
  });

  it('for any card: the answer is a rate of the card for these facts, and no rate of a more specific scope applies', () => {
    const scope = fc.constantFrom(...rateScopes);
    const rate = fc.record({ scope, scopeId: fc.integer({ min: 1, max: 6 }), rateFils: fc.integer({ min: 0, max: 1_000_000 }) });
    const someFacts = fc.record({
      caseId: fc.integer({ min: 1, max: 6 }),
      clientIds: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
      lawyerId: fc.integer({ min: 1, max: 6 }),
      roleId: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(rate, { maxLength: 12 }), someFacts, (rates, f) => {
        // a card holds one rate per scope, as rateCardAfter keeps it
        const c = rates.reduce<HourlyRate[]>((acc, r) => rateCardAfter(acc, { type: 'HourlyRateSet', data: r }), []);
        const matches = (r: HourlyRate) =>
          r.scope === 'case' ? r.scopeId === f.caseId : r.scope === 'client' ? f.clientIds.includes(r.scopeId) : r.scope === 'lawyer' ? r.scopeId === f.lawyerId : r.scopeId === f.roleId;
        const got = applicableRate(c, f);
        const applying = c.filter(matches);
        if (got === null) return applying.length === 0;
        const rank = rateScopes.indexOf(got.scope);
        return (
          applying.some((r) => r.scope === got.scope && r.scopeId === got.scopeId && r.rateFils === got.rateFils) &&
          applying.every((r) => rateScopes.indexOf(r.scope) >= rank) &&
          applying.filter((r) => r.scope === got.scope).every((r) => r.rateFils >= got.rateFils) &&
          // the order the card was set in does not matter
          JSON.stringify(applicableRate([...c].reverse(), f)) === JSON.stringify(got)
        );
      }),
    );
  });
});
