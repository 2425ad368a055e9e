import { HourlyRateRemoved, HourlyRateSet, rateCardAfter, rateId, type HourlyRate, type RateCardEvent, type RateScope } from '@lawfirm/contracts';
import { DomainError, typedDecider } from '../framework/decider.js';

/**
 * The firm's rate card, stream `billing-rates` (contracts' RATE_CARD_STREAM): an hourly rate per
 * case, client, lawyer or role. Each rate has a version of its own (the card's revision when it was
 * last set, as the read model stamps it), so a change pinned to the rate it read is refused when that
 * rate moved, and not when another rate of the card did.
 */
export interface RateCardState {
  card: HourlyRate[];
  /** each rate's version by its id (`case-12`); none: 0, never set or removed */
  versions: Record<string, number>;
  version: number;
}

/** `expectedVersion`: the rate's version the caller read (the `version` rule), none when not sent */
export type RateCardCommand =
  | { type: 'SetHourlyRate'; scope: RateScope; scopeId: number; rateFils: number; expectedVersion?: number }
  | { type: 'RemoveHourlyRate'; scope: RateScope; scopeId: number; expectedVersion?: number };

export const rateOf = (state: RateCardState, scope: RateScope, scopeId: number) => state.card.find((r) => r.scope === scope && r.scopeId === scopeId) ?? null;
export const rateVersionOf = (state: RateCardState, scope: RateScope, scopeId: number) => state.versions[rateId(scope, scopeId)] ?? 0;

const notMoved = (state: RateCardState, c: { scope: RateScope; scopeId: number; expectedVersion?: number }) => {
  if (c.expectedVersion !== undefined && c.expectedVersion !== rateVersionOf(state, c.scope, c.scopeId)) throw new DomainError('conflict', 'error.conflict');
};

export const rateCardDecider = typedDecider<RateCardState, RateCardCommand, RateCardEvent>({
  initialState: { card: [], versions: {}, version: 0 },
  everyEvent: (state, { revision }) => ({ ...state, version: revision + 1 }),
  evolve: {
    HourlyRateSet: (state, data, { revision }) => ({
      ...state,
      card: rateCardAfter(state.card, { type: 'HourlyRateSet', data }),
      versions: { ...state.versions, [rateId(data.scope, data.scopeId)]: revision + 1 },
    }),
    HourlyRateRemoved: (state, data) => {
      const { [rateId(data.scope, data.scopeId)]: _gone, ...versions } = state.versions;
      return { ...state, card: rateCardAfter(state.card, { type: 'HourlyRateRemoved', data }), versions };
    },
  },
  decide: {
    SetHourlyRate(command, state) {
      notMoved(state, command);
      const { scope, scopeId, rateFils } = command;
      if (rateOf(state, scope, scopeId)?.rateFils === rateFils) return [];
      return [HourlyRateSet.of({ scope, scopeId, rateFils })];
    },
    RemoveHourlyRate(command, state) {
      const { scope, scopeId } = command;
      if (!rateOf(state, scope, scopeId)) throw new DomainError('not_found', 'error.notFound');
      notMoved(state, command);
      return [HourlyRateRemoved.of({ scope, scopeId })];
    },
  },
});
